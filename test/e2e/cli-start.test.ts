/**
 * Start-up cost of the CLI (README, Performance: `--version` and `--help` within 10 ms of
 * `node -e 0`). Timings are too noisy for a test, so this checks the cause instead: those two
 * load no more of Node's stream modules than `node -e 0` does (a static `node:fs` import or a
 * touch of process.stdout loads the whole streams stack, ~9 ms), while a command does. The
 * figure itself is in `npm run bench`, and `npm run bench:compare` gates a slowdown.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const CLI = join(ROOT, "dist/cli.js");
const work = mkdtempSync(join(tmpdir(), "cowork-cli-start-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const hook = join(work, "count-streams.cjs");
writeFileSync(
  hook,
  `const fs = require("fs");
process.on("exit", () => fs.writeSync(2, "STREAM_MODULES=" + process.moduleLoadList.filter((m) => /^NativeModule (stream|internal\\/streams\\/)/.test(m)).length + "\\n"));
`,
);

function run(args: string[]): { stdout: string; status: number | null; streams: number } {
  const r = spawnSync(process.execPath, ["-r", hook, ...args], { encoding: "utf8", cwd: work });
  const m = /STREAM_MODULES=(\d+)/.exec(r.stderr);
  if (!m) throw new Error(`no module count in: ${r.stderr}`);
  return { stdout: r.stdout, status: r.status, streams: Number(m[1]) };
}

describe("CLI start", () => {
  const floor = run(["-e", "0"]).streams;

  it("--version loads no stream module beyond node -e 0's", () => {
    const r = run([CLI, "--version"]);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect(r.status).toBe(0);
    expect(r.streams).toBe(floor);
  });

  it("--help loads no stream module beyond node -e 0's", () => {
    const r = run([CLI, "--help"]);
    expect(r.stdout).toContain("Usage: cowork-harness <command>");
    expect(r.status).toBe(0);
    expect(r.streams).toBe(floor);
  });

  it("a command does load them (the count can tell)", () => {
    const r = run([CLI, "no-such-command"]);
    expect(r.status).toBe(2);
    expect(r.streams).toBeGreaterThan(floor);
  });

  it("runs through a bin symlink (the realpath check, loaded on demand)", () => {
    const bin = join(work, "cowork-harness");
    symlinkSync(CLI, bin);
    const r = spawnSync(process.execPath, [bin, "--version"], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
