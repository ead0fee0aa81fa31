/**
 * `status`, `inspect` and `trace` re-read a kept run's files, which hold what the sandbox sent back.
 * Each read is bounded: a FIFO where status.json, result.json or events.jsonl should be (nothing
 * ever writes to it, so an unbounded read waits forever) is one line naming the file, at once.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { command as inspect } from "../../src/cli/commands/inspect.js";
import { command as status } from "../../src/cli/commands/status.js";
import { command as trace } from "../../src/cli/commands/trace.js";
import { runCommand } from "../../src/cli/dispatch.js";
import type { CliIO } from "../../src/cli/io.js";
import type { CommandEntry } from "../../src/cli/command.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A run directory whose `fifo` is a named pipe and whose other files are small and well-formed. */
function runDirWithFifo(fifo: string): string {
  const dir = mkdtempSync(join(tmpdir(), "run-fifo-"));
  dirs.push(dir);
  mkdirSync(join(dir, "turns/1"), { recursive: true });
  const files: Record<string, string> = {
    "status.json": JSON.stringify({ state: "done", updatedAt: new Date().toISOString() }),
    "events.jsonl": `${JSON.stringify({ type: "result", subtype: "success" })}\n`,
    "turns/1/result.json": JSON.stringify({ scenario: "s", result: "success" }),
  };
  for (const [name, text] of Object.entries(files)) if (name !== fifo) writeFileSync(join(dir, name), text);
  const made = spawnSync("mkfifo", [join(dir, fifo)]);
  if (made.status !== 0) throw new Error(`mkfifo is needed for this test: ${made.stderr}`);
  return dir;
}

async function run(entry: CommandEntry, dir: string): Promise<{ code: number; err: string }> {
  let err = "";
  const io: CliIO = { stdout: () => undefined, stderr: (t) => void (err += t), env: {}, cwd: dir };
  const code = await runCommand(entry.name, async () => entry.run, [dir], io);
  return { code, err };
}

describe("the readers of a kept run are bounded", () => {
  it("status: a FIFO for status.json is refused at once, naming it", async () => {
    const r = await run(status, runDirWithFifo("status.json"));
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/status\.json is not a regular file/);
  }, 10_000);

  it("inspect: a FIFO for result.json is refused at once, naming it", async () => {
    const r = await run(inspect, runDirWithFifo("turns/1/result.json"));
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/result\.json is not a regular file/);
  }, 10_000);

  it("trace: a FIFO for events.jsonl is refused at once, naming it", async () => {
    const r = await run(trace, runDirWithFifo("events.jsonl"));
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/events\.jsonl: not a regular file/);
  }, 10_000);
});
