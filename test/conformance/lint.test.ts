/**
 * lint against the reference's own answers on its lint corpus (gate-extras/lint): the same rule
 * ids, severities, files, order and reported lines, and the same exit codes, plain, with --strict
 * and with --min-severity WARN. Messages are our own words and are not compared; the findings of
 * our own rules (OWN_RULE_IDS: e.g. a scenario the loader refuses) are left out of the comparison.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { command as lintCommand } from "../../src/cli/commands/lint.js";
import type { CliIO } from "../../src/cli/io.js";
import { CONFORMANCE } from "./corpus.js";
import { OWN_RULE_IDS } from "../../src/gate/lint/registry.js";

const LINT = join(CONFORMANCE, "gate-extras/lint");
const SCENARIOS = join(LINT, "scenarios");
if (!existsSync(join(LINT, "expected/lint.json")))
  throw new Error(`lint conformance corpus not found at ${LINT} (set COWORK_CONFORMANCE_DIR)`);

type Finding = { severity: string; rule: string; file: string; line: number | null };
const expected = (name: string): { ok: boolean; findings: Finding[] } =>
  JSON.parse(readFileSync(join(LINT, "expected", name), "utf8"));
const exits = JSON.parse(readFileSync(join(LINT, "expected/exits.json"), "utf8")) as Record<string, number>;

async function ours(...flags: string[]): Promise<{ code: number; ok: boolean; findings: Finding[] }> {
  let stdout = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: () => undefined, env: {}, cwd: SCENARIOS };
  const code = await lintCommand.run([SCENARIOS, "--output-format", "json", ...flags], io);
  const out = JSON.parse(stdout) as { ok: boolean; findings: Finding[] };
  return {
    code,
    ok: out.ok,
    findings: out.findings
      .filter((f) => !OWN_RULE_IDS.includes(f.rule))
      .map((f) => ({ ...f, file: relative(SCENARIOS, f.file) })),
  };
}

const pick = (f: Finding): Finding => ({ severity: f.severity, rule: f.rule, file: f.file, line: f.line });

describe.each([
  ["plain", "lint.json", "lint_exit", [] as string[]],
  ["--strict", "lint-strict.json", "lint_strict_exit", ["--strict"]],
  ["--min-severity WARN", "lint-min-warn.json", "lint_min_warn_exit", ["--min-severity", "WARN"]],
])("lint %s", (_label, file, exitKey, flags) => {
  it("reproduces the reference's findings (rule, severity, file, line, order), ok and exit code", async () => {
    const want = expected(file);
    const got = await ours(...flags);
    expect(got.findings.map(pick)).toEqual(want.findings.map(pick));
    expect(got.ok).toBe(want.ok);
    expect(got.code).toBe(exits[exitKey]);
  });
});
