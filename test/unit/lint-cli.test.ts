/** `lint` as a command: inputs, --min-severity, --strict, text and JSON output, exit codes; and the loader's "did you mean". */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { command as lintCommand } from "../../src/cli/commands/lint.js";
import type { CliIO } from "../../src/cli/io.js";
import { lintScenarioFiles } from "../../src/gate/lint/run.js";
import { loadScenarioText } from "../../src/core/scenario/load.js";
import { REPO_ROOT } from "../helpers/paths.js";

const DIR = join(REPO_ROOT, "test/fixtures/lint/scenarios");
/** a directory with no scenario in it, made for this run */
const EMPTY = mkdtempSync(join(tmpdir(), "lint-empty-"));

async function lint(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd: REPO_ROOT };
  const code = await lintCommand.run(argv, io);
  return { code, stdout, stderr };
}

describe("lint inputs", () => {
  it("a directory gives its .yaml and .yml files, sorted", async () => {
    const files = new Set((await lintScenarioFiles([DIR])).map((f) => f.file));
    expect([...files]).toEqual([join(DIR, "gate-free.yml")]);
  });
  it("an empty directory is `no-scenarios`, a missing file `not-found`, both ERROR", async () => {
    const found = await lintScenarioFiles([EMPTY, join(DIR, "missing.yaml")]);
    expect(found.map((f) => [f.ruleId, f.severity, f.file])).toEqual([
      ["no-scenarios", "ERROR", EMPTY],
      ["not-found", "ERROR", join(DIR, "missing.yaml")],
    ]);
  });
});

describe("lint command", () => {
  it("a path that does not exist exits 2, as every other command does", async () => {
    const r = await lint(join(DIR, "nope.yaml"));
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("[not-found]");
    expect((await lint(EMPTY)).code).toBe(1); // an empty directory stays a finding (no-scenarios)
  });
  it("WARN and INFO only: exit 0; text sorted by severity with a count line", async () => {
    const r = await lint(DIR);
    expect(r.code).toBe(0);
    const heads = r.stdout.split("\n").filter((l) => /^[✗⚠ℹ] /.test(l));
    // the advisory INFO findings (nothing to do with a cassette from a current record): one line each
    expect(heads).toEqual([
      `⚠ WARN [vacuous-gate-assert] ${join(DIR, "gate-free.yml")}:3`,
      `ℹ INFO [manifest-needs-snapshot] ${join(DIR, "gate-free.yml")}:5: advisory, nothing to do with a cassette from a current \`record\` (--output-format json has each finding)`,
      `ℹ INFO [gate-needs-controlout] ${join(DIR, "gate-free.yml")}:3: advisory, nothing to do with a cassette from a current \`record\` (--output-format json has each finding)`,
    ]);
    expect(r.stdout).not.toContain("fix: Nothing to do");
    expect(r.stdout).toMatch(/\n\n0 error\(s\), 1 warning\(s\), 2 info across 2 scenarios\.\n$/);
    // --strict fails on them, so it shows them in full
    const strict = await lint(DIR, "--strict");
    expect(strict.stdout).toContain("fix: Nothing to do with a cassette from a current `record`");
  });
  it("--strict fails on any finding that survives --min-severity", async () => {
    expect((await lint(DIR, "--strict")).code).toBe(1);
    expect((await lint(DIR, "--strict", "--min-severity", "ERROR")).code).toBe(0);
  });
  it("--min-severity filters the output too; nothing left prints the clean line", async () => {
    const r = await lint(DIR, "--min-severity", "ERROR");
    expect(r.stdout).toBe("✓ 2 scenarios clean — no silent-false-green findings.\n");
  });
  it("JSON: the reference envelope, findings in emission order, ok from the exit code", async () => {
    const r = await lint(EMPTY, "--output-format", "json");
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(["tool", "version", "command", "ok", "findings", "error"]);
    expect(out).toMatchObject({ command: "lint", ok: false, error: null });
    expect(out.findings).toEqual([
      expect.objectContaining({ severity: "ERROR", rule: "no-scenarios", file: EMPTY, line: null, sourceLine: null }),
    ]);
  });
  it("JSON `line` is the reference's (raw-text rules only); `sourceLine` is ours", async () => {
    const r = await lint(DIR, "--output-format=json", "--min-severity", "WARN");
    const [f] = (JSON.parse(r.stdout) as { findings: Record<string, unknown>[] }).findings;
    expect(f).toMatchObject({ rule: "vacuous-gate-assert", line: null, sourceLine: 3 });
  });
  it("usage errors exit 2, with the usage envelope in JSON mode", async () => {
    expect((await lint()).code).toBe(2);
    const bad = await lint(DIR, "--min-severity", "LOW", "--output-format", "json");
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      command: "lint",
      ok: false,
      results: [],
      error: { category: "usage" },
    });
    expect(bad.stderr).toBe('cowork-harness lint: --min-severity must be ERROR, WARN or INFO (got "LOW")\n');
    const unknown = await lint(DIR, "--bogus");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^cowork-harness lint: Unknown option '--bogus'/);
  });
  it("--help prints the usage and exits 0", async () => {
    const r = await lint("--help");
    expect([r.code, r.stdout.startsWith("Usage: cowork-harness lint ")]).toEqual([0, true]);
  });
});

describe("scenario loader: did you mean", () => {
  const loadError = (text: string): string => {
    try {
      loadScenarioText(text, "s.yaml");
    } catch (e) {
      return (e as Error).message;
    }
    throw new Error("loaded");
  };
  it("names the close key, on the unknown key's own line", () => {
    expect(loadError("prompt: p\nassert:\n  - result: success\n  - tool_caled: Bash\n")).toBe(
      's.yaml: assert[1].tool_caled: unknown key — did you mean "tool_called"? (line 4)',
    );
    expect(loadError("prompt: p\ntimeot_ms: 5\n")).toBe(
      's.yaml: timeot_ms: unknown key — did you mean "timeout_ms"? (line 2)',
    );
    expect(loadError("prompt: p\nanswers:\n  - when_question: x\n    chose: a\n")).toMatch(
      /answers\[0\]\.chose: unknown key — did you mean "choose"\? \(line 4\)/,
    );
    expect(loadError("prompt: p\nassert:\n  - artifact_text: {artifact: a, contain: [x]}\n")).toMatch(
      /did you mean "contains"\?/,
    );
  });
  it("a key close to nothing keeps the plain message", () => {
    expect(loadError("prompt: p\nzzzzzz: 1\n")).toBe('s.yaml: Unrecognized key: "zzzzzz" (line 2)');
  });
});
