/**
 * Under GitHub Actions a command's own annotations reach the log as workflow commands: the log
 * guard (src/core/util/log-guard.ts) neutralises every other "::" line, and lets through the ones
 * our reporters built.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { tempCopy } from "../helpers/git-copy.js";

// the examples as another recorder wrote them (no agent-version stamp): replay notes that no baseline was checked
const copy = tempCopy(join(REPO_ROOT, "examples"), { name: "examples" });
afterAll(() => copy.cleanup());
for (const f of readdirSync(join(copy.dir, "replays")).filter((n) => n.endsWith(".cassette.json"))) {
  const path = join(copy.dir, "replays", f);
  const c = JSON.parse(readFileSync(path, "utf8")) as { environment: Record<string, unknown> };
  delete c.environment.agentVersion;
  writeFileSync(path, JSON.stringify(c, null, 2) + "\n");
}

describe("the CLI's own annotations under GitHub Actions", () => {
  it("under GitHub Actions a command's own annotations reach the log as commands", () => {
    const r = spawnSync(process.execPath, [CLI, "replay", "replays"], {
      cwd: copy.dir,
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: "", COWORK_HARNESS_OUTPUT_FORMAT: "" },
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    const lines = `${r.stdout}\n${r.stderr}`.split("\n");
    // the notes the replay of a directory says once, as the notices it built (not shown as text: "» ::notice::")
    expect(lines.filter((l) => l.startsWith("::notice::[replay] cassette note:")).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes("» ::"))).toEqual([]);
  });
});
