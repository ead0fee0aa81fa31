/**
 * A staged dir's removal killed half-way still leaves something a sweep takes (issue 27). A run
 * removes its own staged dir at its end; killed then, its owner file may already be gone while
 * other files remain, and a `cowork-session-*` dir without an owner file is one no sweep may remove
 * (it could be a live run's between mkdtemp and its owner file). The removal therefore renames the
 * dir to `<dir>.gone` first. A real process, killed at instants spread over its removal; then a
 * sweep, after which nothing of it remains.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { REPO_ROOT } from "../helpers/paths.js";
import { sweepDead } from "../../src/live/container/sweep.js";

// the child: stages a dir the way a run does (owner file first), fills it, says "go", removes it as a run's end does
const CHILD = `
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { OWNER_FILE, ownerFileText, removeStagedDir, STAGED_DIR_PREFIX } from "./src/live/container/sweep.ts";
const base = mkdtempSync(join(process.argv[2], STAGED_DIR_PREFIX));
writeFileSync(join(base, OWNER_FILE), ownerFileText());
for (let d = 0; d < 20; d++) {
  mkdirSync(join(base, "session", "d" + d), { recursive: true });
  for (let f = 0; f < 60; f++) writeFileSync(join(base, "session", "d" + d, "f" + f), "x");
  writeFileSync(join(base, "z" + d), "x");
}
process.stdout.write("go\\n");
const t0 = performance.now();
removeStagedDir(base);
process.stdout.write("done " + (performance.now() - t0).toFixed(1) + "\\n");
`;

let work: string;
let child: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "cowork-staged-kill-"));
  child = join(work, "child.mjs");
  await build({
    stdin: { contents: CHILD, resolveDir: REPO_ROOT, loader: "ts", sourcefile: "child.ts" },
    outfile: child,
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "warning",
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the child in `stage`; kills it `killAfterMs` after it starts removing (never, when undefined). */
function runChild(stage: string, killAfterMs?: number): Promise<{ killed: boolean; removalMs?: number }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [child, stage], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    let timer: NodeJS.Timeout | undefined;
    p.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (killAfterMs !== undefined && timer === undefined && out.includes("go\n"))
        timer = setTimeout(() => p.kill("SIGKILL"), killAfterMs);
    });
    p.on("error", reject);
    p.on("exit", (_code, signal) => {
      if (timer) clearTimeout(timer);
      const m = /done ([\d.]+)/.exec(out);
      resolve({ killed: signal === "SIGKILL", ...(m ? { removalMs: Number(m[1]) } : {}) });
    });
  });
}

const leftovers = (stage: string): string[] => readdirSync(stage).filter((n) => n.startsWith("cowork-session-"));

describe("a staged dir's removal, killed part-way", () => {
  it("leaves a dir the next sweep removes, at every instant it is killed", async () => {
    const calm = join(work, "calm");
    mkdirSync(calm);
    const whole = await runChild(calm);
    expect(whole.removalMs, "the child's removal finished").toBeGreaterThan(0);
    expect(leftovers(calm)).toEqual([]);

    let cutShort = 0;
    for (let i = 0; i < 6; i++) {
      const stage = join(work, `k${i}`);
      mkdirSync(stage);
      const r = await runChild(stage, (whole.removalMs! * (i + 0.5)) / 6);
      const left = leftovers(stage);
      if (r.killed && left.length > 0) cutShort++;
      sweepDead(undefined, { stageParent: stage });
      expect(leftovers(stage), `kill ${i}: what the killed removal left, after a sweep`).toEqual([]);
    }
    // the kills landed inside removals (else the sweep had nothing to prove)
    expect(cutShort).toBeGreaterThan(0);
  }, 60_000);
});
