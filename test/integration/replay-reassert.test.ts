/**
 * `replay --assert-from FILE` / `--reassert` / `--write [--allow-failing]` as a user runs them, on
 * the project's own examples copied into a temp git repository (the cassettes name their scenario
 * `../scenarios/<name>.yaml`). Each test edits the scenario (or the cassette) and resets it after.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git } from "../helpers/git-copy.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { exampleCassetteNames } from "../helpers/fixtures.js";
import { runCli } from "../helpers/run-cli.js";

const CASSETTE = "examples/replays/csv-report.cassette.json";
const SCENARIO = "examples/scenarios/csv-report.yaml";

let base: string;
let dir: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "cowork-reassert-"));
  dir = join(base, "repo");
  cpSync(join(REPO_ROOT, "examples"), join(dir, "examples"), { recursive: true });
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "fixture");
});
afterAll(() => rmSync(base, { recursive: true, force: true }));
afterEach(() => {
  git(dir, "checkout", "-q", "--", "examples");
  git(dir, "clean", "-qfd", "examples");
  rmSync(join(dir, ".cowork-redact.json"), { force: true });
});

const read = (rel: string): string => readFileSync(join(dir, rel), "utf8");
const write = (rel: string, text: string): void => writeFileSync(join(dir, rel), text);
/** Replaces one exact piece of the scenario file; fails loudly when the piece is not there. */
function editScenario(from: string, to: string): void {
  const text = read(SCENARIO);
  expect(text).toContain(from);
  write(SCENARIO, text.replace(from, to));
}
const cassetteJson = (): Record<string, any> => JSON.parse(read(CASSETTE)) as Record<string, any>;

interface Result {
  result: string;
  exitCode: number;
  assertions: { assertion: Record<string, unknown>; pass: boolean; source?: string }[];
  skippedAssertions?: { full: number };
  verdict: { pass: boolean };
}

function replay(...args: string[]) {
  const run = runCli(["replay", ...args], { cwd: dir });
  const json = args.includes("json")
    ? (JSON.parse(run.stdout) as {
        ok: boolean;
        results: Result[];
        error: { category: string; message: string } | null;
      })
    : undefined;
  return { ...run, json };
}
const failingKeys = (r: Result): string[] =>
  r.assertions.filter((a) => !a.pass).map((a) => Object.keys(a.assertion)[0] ?? a.source ?? "?");
const keys = (r: Result): string[] => r.assertions.map((a) => Object.keys(a.assertion)[0] ?? a.source ?? "?");

describe("re-asserting from the scenario on disk", () => {
  it("an assertion tightened so the recording violates it fails with that key (exit 1); the default lane only notes it", () => {
    editScenario("tool_not_called: WebFetch", "tool_not_called: Bash");
    const frozen = replay(CASSETTE, "--output-format", "json");
    expect(frozen.code, frozen.stderr).toBe(0);
    expect(frozen.stderr).toContain(
      "csv-report.yaml has a different `assert:` block; replay used the assertions frozen in the cassette",
    );

    for (const flags of [["--reassert"], ["--assert-from", SCENARIO]]) {
      const run = replay(CASSETTE, ...flags, "--output-format", "json");
      expect(run.code, run.stderr).toBe(1);
      expect(run.json!.ok).toBe(false);
      const r = run.json!.results[0]!;
      expect(failingKeys(r)).toEqual(["tool_not_called"]);
      expect(r.assertions.find((a) => a.assertion["tool_not_called"] !== undefined)!.assertion).toEqual({
        tool_not_called: "Bash",
      });
      expect(run.stderr).toContain("[replay] re-asserting from on-disk ");
      expect(run.stderr).toContain("skill-content drift will hard-fail");
    }
  });

  it("a loosened block passes (exit 0) and evaluates only the on-disk items: the frozen block is replaced, not merged", () => {
    editScenario("  - tool_called: Bash\n  - tool_result_contains: '\"revenue\"'\n", "");
    const run = replay(CASSETTE, "--reassert", "--output-format", "json");
    expect(run.code, run.stderr).toBe(0);
    const r = run.json!.results[0]!;
    expect(keys(r)).not.toContain("tool_called");
    expect(keys(r)).not.toContain("tool_result_contains");
    expect(r.assertions).toHaveLength(6);
    expect(r.verdict.pass).toBe(true);
  });

  it("an added live-only key is warned about and skipped, never reported as passed", () => {
    editScenario("  - tool_not_called: WebFetch\n", "  - tool_not_called: WebFetch\n  - egress_denied: example.org\n");
    const run = replay(CASSETTE, "--reassert", "--output-format", "json");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("on-disk assert key `egress_denied` is not checkable on replay (live-only) — skipped");
    const r = run.json!.results[0]!;
    expect(keys(r)).not.toContain("egress_denied");
    expect(r.skippedAssertions?.full).toBe(1);
  });

  it("a drifted prompt is an error result (exit 2) naming the field, with the command named once", () => {
    editScenario("Compute summary metrics", "Please compute summary metrics");
    for (const flags of [["--reassert"], ["--assert-from", SCENARIO]]) {
      const run = replay(CASSETTE, ...flags, "--output-format", "json");
      expect(run.code, run.stderr).toBe(2);
      expect(run.json!.ok).toBe(false);
      expect(run.json!.results[0]!.result).toBe("error");
      const line = run.stderr.split("\n").find((l) => l.includes("drifted from the recording"));
      expect(line).toMatch(
        /^replay: examples\/replays\/csv-report\.cassette\.json: --assert-from: prompt drifted from the recording \(.*csv-report\.yaml\); .*re-record instead of re-asserting$/,
      );
    }
  });

  it("skill drift fails a re-asserted replay, as --fail-on-skill-drift does (and not a plain one)", () => {
    const skill = "examples/skills/csv-metrics/skills/csv-metrics/SKILL.md";
    write(skill, `${read(skill)}\nedited\n`);
    expect(replay(CASSETTE).code).toBe(0);
    const run = replay(CASSETTE, "--reassert", "--output-format", "json");
    expect(run.code, run.stderr).toBe(1);
    expect(failingKeys(run.json!.results[0]!)).toEqual(["staleness"]);
  });

  it("no scenario on disk, or one that does not load, is an error result (exit 2)", () => {
    unlinkSync(join(dir, SCENARIO));
    const none = replay(CASSETTE, "--reassert");
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(
      "replay: examples/replays/csv-report.cassette.json: --reassert: no on-disk scenario found for examples/replays/csv-report.cassette.json (looked via none; recorded source '../scenarios/csv-report.yaml' is missing) — pass --assert-from <scenario.yaml> explicitly",
    );
    write("bad.yaml", "prompt: hi\nbogus_key: 1\n");
    const bad = replay(CASSETTE, "--assert-from", "bad.yaml");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /^replay: examples\/replays\/csv-report\.cassette\.json: --assert-from: failed to parse bad\.yaml: .*bogus_key/m,
    );
  });
});

describe("the default lane's notices never change the verdict", () => {
  it("a scenario that fails validation, a changed prompt; nothing for one that is not YAML", () => {
    editScenario("fidelity: container\n", "fidelity: container\nbogus_key: 1\n");
    const invalid = replay(CASSETTE);
    expect(invalid.code, invalid.stderr).toBe(0);
    expect(invalid.stderr).toMatch(
      /notice: \[replay\] \S*csv-report\.yaml does not load: .*bogus_key.* — replay used the scenario frozen in the cassette and is unaffected\./,
    );

    git(dir, "checkout", "-q", "--", "examples");
    editScenario("Compute summary metrics", "Kindly compute summary metrics");
    const prompt = replay(CASSETTE);
    expect(prompt.code).toBe(0);
    expect(prompt.stderr).toContain("csv-report.yaml has a different `prompt:` than the cassette's frozen prompt");
    expect(prompt.stderr).not.toContain("has a different `assert:` block");

    write(SCENARIO, "assert: [unclosed\n");
    const broken = replay(CASSETTE);
    expect(broken.code).toBe(0);
    expect(broken.stderr).not.toContain("does not load");
  });
});

describe("--write", () => {
  it("writes the re-asserted block atomically (a new file renamed over the old), exactly once", () => {
    editScenario("  - tool_not_called: WebFetch\n", "  - tool_not_called: WebFetch\n  - tool_not_called: WebSearch\n");
    const before = cassetteJson();
    const inode = statSync(join(dir, CASSETTE)).ino;
    const run = replay(CASSETTE, "--reassert", "--write");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      "[replay --write] examples/replays/csv-report.cassette.json: wrote the re-asserted block back to the cassette",
    );
    expect(statSync(join(dir, CASSETTE)).ino).not.toBe(inode);
    expect(readdirSync(join(dir, "examples/replays")).sort()).toEqual(
      exampleCassetteNames().map((n) => `${n}.cassette.json`),
    );
    const text = read(CASSETTE);
    expect(text.endsWith("}")).toBe(true);
    const after = JSON.parse(text) as Record<string, any>;
    expect(after.scenario.assert.at(-1)).toEqual({ tool_not_called: "WebSearch" });
    expect(after.scenario.assert).toHaveLength(before.scenario.assert.length + 1);
    expect("expect_denied" in after.scenario).toBe(false);
    expect(after.events).toEqual(before.events);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(replay(CASSETTE).code).toBe(0);

    const again = replay(CASSETTE, "--reassert", "--write");
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("assert block already matches the on-disk block — no write");
    expect(read(CASSETTE)).toBe(text);
  });

  it("refuses a failing verdict (exit 2, untouched) unless --allow-failing (written, exit 1)", () => {
    editScenario("tool_not_called: WebFetch", "tool_not_called: Bash");
    const original = read(CASSETTE);
    const refused = replay(CASSETTE, "--reassert", "--write", "--output-format", "json");
    expect(refused.code).toBe(2);
    expect(refused.json!.results[0]!.verdict.pass).toBe(false);
    expect(refused.stderr).toMatch(
      /^replay --write: examples\/replays\/csv-report\.cassette\.json: refusing to --write a FAILING reassert verdict — assertion: .*\(fix the scenario, or pass --allow-failing; mirrors record\)$/m,
    );
    expect(read(CASSETTE)).toBe(original);

    const allowed = replay(CASSETTE, "--reassert", "--write", "--allow-failing");
    expect(allowed.code, allowed.stderr).toBe(1);
    expect(cassetteJson().scenario.assert).toContainEqual({ tool_not_called: "Bash" });
  });

  it("a passing verdict whose write is refused still says ok but exits 2 (the reference's quirk)", () => {
    // without an artifact manifest, file_exists / artifact_text would freeze as silent no-ops
    const c = cassetteJson();
    delete c.artifacts;
    write(CASSETTE, JSON.stringify(c, null, 2));
    editScenario("  - tool_not_called: WebFetch\n", "  - tool_not_called: WebSearch\n");
    const original = read(CASSETTE);
    const run = replay(CASSETTE, "--reassert", "--write", "--output-format", "json");
    expect(run.code, run.stderr).toBe(2);
    expect(run.json!.ok).toBe(true);
    expect(run.stderr).toContain(
      "on-disk assert key `file_exists` is not checkable on replay (no artifact manifest in this cassette) — skipped",
    );
    expect(run.stderr).toContain(
      "refusing to --write: 2 on-disk assert key(s) would freeze as a SILENT no-op on this cassette (a permanent false-green): `file_exists` (no artifact manifest in this cassette), `artifact_text` (no artifact manifest in this cassette).",
    );
    expect(read(CASSETTE)).toBe(original);
  });
});

describe("--write through the redaction policy", () => {
  const sha12 = (t: string): string => createHash("sha256").update(t, "utf8").digest("hex").slice(0, 12);

  it("writes the redacted block when the redacted block judges the recording the same way", () => {
    editScenario(
      "  - tool_not_called: WebFetch\n",
      "  - tool_not_called: WebFetch\n  - tool_not_called: InternalTool\n",
    );
    write("examples/scenarios/.cowork-redact.json", '{"patterns":[{"regex":"InternalTool","label":"tool"}]}');
    const run = replay(CASSETTE, "--reassert", "--write");
    expect(run.code, run.stderr).toBe(0);
    expect(cassetteJson().scenario.assert.at(-1)).toEqual({
      tool_not_called: `[REDACTED:tool:${sha12("InternalTool")}]`,
    });
  });

  it("a configured key (env) has its value replaced", () => {
    editScenario(
      "  - tool_not_called: WebFetch\n",
      "  - tool_not_called: WebFetch\n  - tool_not_called: InternalTool\n",
    );
    const run = runCli(["replay", CASSETTE, "--reassert", "--write"], {
      cwd: dir,
      env: { COWORK_HARNESS_REDACT_KEYS: "tool_not_called" },
    });
    expect(run.code, run.stderr).toBe(0);
    const items = cassetteJson().scenario.assert.filter((a: Record<string, unknown>) => "tool_not_called" in a);
    expect(items).toEqual([
      { tool_not_called: `[REDACTED:key:${sha12("WebFetch")}]` },
      { tool_not_called: `[REDACTED:key:${sha12("InternalTool")}]` },
    ]);
  });

  it("refuses (exit 2, untouched) when redaction would change the verdict, or when the policy file is invalid", () => {
    editScenario("  - tool_not_called: WebFetch\n", "  - tool_not_called: WebSearch\n");
    const original = read(CASSETTE);
    write(".cowork-redact.json", '{"patterns":[{"regex":"metrics\\\\.md","label":"file"}]}');
    const changed = replay(CASSETTE, "--reassert", "--write");
    expect(changed.code, changed.stderr).toBe(2);
    expect(changed.stderr).toMatch(
      /^replay --write: examples\/replays\/csv-report\.cassette\.json: refusing to --write: the redaction policy .* does not preserve the verdict/m,
    );
    expect(read(CASSETTE)).toBe(original);

    write(".cowork-redact.json", '{"patterns":"nope"}');
    const invalid = replay(CASSETTE, "--reassert", "--write");
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(
      /^replay --write: examples\/replays\/csv-report\.cassette\.json: .*\.cowork-redact\.json: invalid redaction policy: patterns must be an array$/m,
    );
    expect(read(CASSETTE)).toBe(original);
  });
});

describe("flag validation", () => {
  it("--assert-from with --reassert is a usage error, in text and in JSON, prefixed once", () => {
    const text = replay(CASSETTE, "--reassert", "--assert-from", SCENARIO);
    expect(text.code).toBe(2);
    expect(text.stderr).toContain("cowork-harness replay: --assert-from and --reassert are mutually exclusive");
    expect(text.stderr).not.toContain("replay: replay");
    const json = replay(CASSETTE, "--reassert", "--assert-from", SCENARIO, "--output-format", "json");
    expect(json.code).toBe(2);
    expect(json.json!.error!.category).toBe("usage");
    expect(json.json!.error!.message).toMatch(/^replay: --assert-from and --reassert are mutually exclusive/);
  });

  it("--write needs a block to re-assert from", () => {
    const run = replay(CASSETTE, "--write");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "cowork-harness replay --write requires --reassert (or --assert-from <scenario.yaml>)",
    );
  });

  it("--assert-from FILE --write over several cassettes is refused; without --write it warns", () => {
    const original = read(CASSETTE);
    const refused = replay("examples/replays", "--assert-from", SCENARIO, "--write");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      "over a directory is refused (it would write one assert block into every cassette)",
    );
    expect(read(CASSETTE)).toBe(original);
    const warned = replay("examples/replays", "--assert-from", SCENARIO);
    expect(warned.stderr).toContain(
      `--assert-from <one file> applied to ${exampleCassetteNames().length} cassettes — the SAME on-disk assert: is checked against each`,
    );
    // the csv-report prompt is not the other cassettes' prompt: they error, csv-report passes
    expect(warned.code).toBe(2);
  });

  it("--allow-failing without --write is only a notice", () => {
    const run = replay(CASSETTE, "--allow-failing");
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("--allow-failing only affects --write's verdict gate; it is a no-op without --write");
  });
});
