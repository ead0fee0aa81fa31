/**
 * A kept live run as `inspect` and `status` tell it (issue 39, item 9): the tier it ran at (not the
 * judging's `replay:` label), its duration, its cost rounded, and a run whose verdict failed is
 * never a ✓ nor exit 0. A real RunKeeper writes the run directory; the commands read it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RunKeeper } from "../../src/live/run-dir/keep.js";
import { createRedactor } from "../../src/core/util/redact.js";
import { command as inspect } from "../../src/cli/commands/inspect.js";
import { command as status } from "../../src/cli/commands/status.js";
import { runCommand } from "../../src/cli/dispatch.js";
import type { CliIO } from "../../src/cli/io.js";
import type { CommandEntry } from "../../src/cli/command.js";
import type { Cassette } from "../../src/core/cassette/types.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";

const root = mkdtempSync(join(tmpdir(), "run-digest-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function keptRun(pass: boolean): Promise<string> {
  const keeper = await RunKeeper.open({
    root,
    scenario: pass ? "notes-pass" : "notes-fail",
    fidelity: "container",
    command: "run",
    redact: createRedactor(),
    env: {},
    log: () => undefined,
  });
  const cassette = { events: ['{"type":"result","subtype":"success","is_error":false}'], controlOut: [] };
  const result = {
    scenario: "notes",
    fidelity: "replay:container",
    effectiveFidelity: "replay:container",
    result: "success",
    cost: { usd: 0.047979999999999995 },
    assertions: [],
    verdict: pass ? { pass: true, failures: [] } : { pass: false, failures: [{ kind: "assertion", message: "x" }] },
  };
  await keeper.finish({
    cassette: cassette as unknown as Cassette,
    result: result as unknown as ReplayResult,
    stderr: "",
    egress: [],
    durationMs: 8123,
  });
  return keeper.dir;
}

async function run(entry: CommandEntry, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIO = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), env: {}, cwd: root };
  const code = await runCommand(entry.name, async () => entry.run, argv, io);
  return { code, out, err };
}

describe("a kept live run's digest", () => {
  it("inspect: the tier it ran at, its duration, its cost rounded", async () => {
    const dir = await keptRun(true);
    const r = await run(inspect, [dir, "--output-format", "json"]);
    expect(r.code).toBe(0);
    const digest = JSON.parse(r.out) as Record<string, unknown>;
    expect(digest).toMatchObject({ fidelity: "container", durationMs: 8123, cost: { usd: 0.04798 } });
    expect((await run(inspect, [dir])).out).toMatch(/^notes \[container\] — success, verdict pass/);
  });

  it("status: a run done with a failed verdict is ✗ and exit 1; a passing one ✓ and exit 0", async () => {
    const failed = await run(status, [await keptRun(false)]);
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(/^✗ done, verdict failed — notes-fail \[container\]/);
    const passed = await run(status, [await keptRun(true)]);
    expect(passed.code).toBe(0);
    expect(passed.err).toMatch(/^✓ done — notes-pass \[container\] .* 8s .*verdict pass/);
  });
});
