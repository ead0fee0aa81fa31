/**
 * `diff a b --semantic | --markdown` on the command line: the reviewer's summary of two
 * cassettes with each side's replay verdict, its JSON form added beside the reference payload,
 * and the exit code still the reference's gate.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffCommand } from "../../src/cli/commands/diff.js";
import type { CliIO } from "../../src/cli/io.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { permissionRequestId } from "../helpers/permission-request.js";

async function diff(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd: REPO_ROOT };
  const code = await diffCommand(argv, io);
  return { code, stdout, stderr };
}

const CSV = join(REPO_ROOT, "examples/replays/csv-report.cassette.json");

function mutated(): string {
  const c = JSON.parse(readFileSync(CSV, "utf8")) as { events: string[]; controlOut: string[] };
  // the recorded answer to the Bash permission becomes a denial: the answer changes and the replay verdict fails
  const bashId = permissionRequestId(c.events, "Bash");
  c.controlOut = c.controlOut.map((l) => (l.includes(`"request_id":"${bashId}"`) ? JSON.stringify({ type: "control_response", response: { subtype: "success", request_id: bashId, response: { behavior: "deny", message: "nope" } } }) : l));
  const p = join(mkdtempSync(join(tmpdir(), "diff-cli-")), "csv-report.cassette.json");
  writeFileSync(p, JSON.stringify(c));
  return p;
}

describe("diff --semantic / --markdown", () => {
  it("text: the summary with both replay verdicts and the changed answer; exit follows the reference gate", async () => {
    const r = await diff([CSV, mutated(), "--semantic"]);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^csv-report: verdict pass -> fail; tool calls 3 -> 3 \(0 added, 0 removed, 0 changed\)$/);
    expect(lines).toContain("  answer permission: Bash: allow -> deny: nope");
    // tool calls, manifest and meta are the same: the reference gate calls the pair identical
    expect(r.code).toBe(0);
  });

  it("JSON: the reference payload plus a semantic object", async () => {
    const r = await diff([CSV, mutated(), "--semantic", "--output-format", "json"]);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ command: "diff", identical: true, semantic: { name: "csv-report", verdict: { before: true, after: false }, answers: { changed: [{ gate: "permission: Bash" }] } } });
    expect(Object.keys(j).slice(-2)).toEqual(["semantic", "error"]);
  });

  it("Markdown within --budget-bytes; flag errors for the budget", async () => {
    const r = await diff([CSV, mutated(), "--markdown", "--budget-bytes", "1500"]);
    expect(r.stdout).toMatch(/^#### `csv-report`\n/);
    expect(Buffer.byteLength(r.stdout)).toBeLessThanOrEqual(1500);
    expect((await diff([CSV, CSV, "--budget-bytes", "5000"])).code).toBe(2);
    expect((await diff([CSV, CSV, "--markdown", "--budget-bytes", "ten"])).stderr).toContain('--budget-bytes must be an integer of at least 1000 (got "ten")');
    expect((await diff([CSV, CSV, "--markdown", "--semantic"])).code).toBe(2);
  });
});
