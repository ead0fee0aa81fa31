/**
 * `diff a b --semantic | --markdown` on the command line: the reviewer's summary of two
 * cassettes with each side's replay verdict, its JSON form added beside the reference payload,
 * and the exit code still the reference's gate.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { command as diffCommand } from "../../src/cli/commands/diff.js";
import type { CliIO } from "../../src/cli/io.js";
import { topLevelCalls, withAllowedGate, withReply, withToolResult } from "../helpers/cassette-lines.js";
import { REPO_ROOT } from "../helpers/paths.js";

async function diff(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd: REPO_ROOT };
  const code = await diffCommand.run(argv, io);
  return { code, stdout, stderr };
}

const CSV = join(REPO_ROOT, "examples/replays/csv-report.cassette.json");

/**
 * The example (with an allowed Bash gate: its own, else one built in the recorded shapes) and a
 * copy where that gate was denied, as a denied recording reads: the reply to the request is a
 * denial and the Bash call's tool result is the denial message. The answer changes; the copy's
 * replay fails (the scenario asserts on the script's output), its tool calls, artifacts and meta do
 * not. Both written to a fresh directory.
 */
function pair(): { before: string; after: string; gate: string; calls: number } {
  const original = JSON.parse(readFileSync(CSV, "utf8")) as { events: string[]; controlOut: string[] };
  const {
    cassette: c,
    id,
    gate,
  } = withAllowedGate(original, "Bash", {
    command: "node scripts/metrics.mjs mnt/uploads/sales.csv",
    description: "Compute the CSV metrics",
  });
  const bash = topLevelCalls(c.events).find((t) => t.name === "Bash");
  const denied = {
    ...c,
    events: bash?.id === undefined ? c.events : withToolResult(c.events, bash.id, "nope", true),
    controlOut: withReply(c.controlOut, id, { behavior: "deny", message: "nope" }),
  };
  // beside copies of the examples' sessions, skills, data…: a cassette resolves its session relative to
  // itself (inside its own tree), and one that cannot fails its replay whatever its answers
  const dir = mkdtempSync(join(tmpdir(), "diff-cli-"));
  for (const e of readdirSync(join(REPO_ROOT, "examples")))
    if (e !== "replays") cpSync(join(REPO_ROOT, "examples", e), join(dir, e), { recursive: true });
  const before = join(dir, "before", "csv-report.cassette.json");
  const after = join(dir, "after", "csv-report.cassette.json");
  mkdirSync(dirname(before));
  mkdirSync(dirname(after));
  writeFileSync(before, JSON.stringify(c));
  writeFileSync(after, JSON.stringify(denied));
  return { before, after, gate, calls: topLevelCalls(c.events).length };
}

describe("diff --semantic / --markdown", () => {
  it("text: the summary with both replay verdicts and the changed answer; exit follows the reference gate", async () => {
    const p = pair();
    const r = await diff([p.before, p.after, "--semantic"]);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(
      `csv-report: verdict pass -> fail; tool calls ${p.calls} -> ${p.calls} (0 added, 0 removed, 0 changed)`,
    );
    expect(lines).toContain(`  answer ${p.gate}: allow -> deny: nope`);
    // the same cassette twice: both verdicts pass, no answer changed
    const same = await diff([p.before, p.before, "--semantic"]);
    expect(same.stdout).toMatch(/^csv-report: verdict pass -> pass; /);
    expect(same.stdout).not.toContain("  answer ");
    // tool calls, manifest and meta are the same: the reference gate calls the pair identical
    expect(r.code).toBe(0);
  });

  it("a verdict is the recording's own assertions: a cassette taken out of its repository (as from git history) still passes", async () => {
    const alone = join(mkdtempSync(join(tmpdir(), "diff-cli-alone-")), "old.cassette.json");
    cpSync(CSV, alone);
    const r = await diff([alone, CSV, "--semantic"]);
    expect(r.stdout).toMatch(/^csv-report: verdict pass -> pass; /);
    const p = pair();
    const failing = join(dirname(alone), "failing.cassette.json");
    cpSync(p.after, failing);
    expect((await diff([alone, failing, "--semantic"])).stdout).toMatch(/^csv-report: verdict pass -> fail; /);
  });

  it("JSON: the reference payload plus a semantic object", async () => {
    const p = pair();
    const r = await diff([p.before, p.after, "--semantic", "--output-format", "json"]);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({
      command: "diff",
      identical: true,
      semantic: {
        name: "csv-report",
        verdict: { before: true, after: false },
        answers: { changed: [{ gate: p.gate, before: "allow", after: "deny: nope" }] },
      },
    });
    expect(Object.keys(j).slice(-2)).toEqual(["semantic", "error"]);
  });

  it("Markdown within --budget-bytes; flag errors for the budget", async () => {
    const p = pair();
    const r = await diff([p.before, p.after, "--markdown", "--budget-bytes", "1500"]);
    expect(r.stdout).toMatch(/^#### `csv-report`\n/);
    expect(Buffer.byteLength(r.stdout)).toBeLessThanOrEqual(1500);
    expect((await diff([CSV, CSV, "--budget-bytes", "5000"])).code).toBe(2);
    expect((await diff([CSV, CSV, "--markdown", "--budget-bytes", "ten"])).stderr).toContain(
      '--budget-bytes must be an integer of at least 1000 (got "ten")',
    );
    expect((await diff([CSV, CSV, "--markdown", "--semantic"])).code).toBe(2);
  });
});
