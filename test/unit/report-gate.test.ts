import { describe, it, expect } from "vitest";
import { join } from "node:path";
import { buildGateReport, DEFAULT_FAIL_ON, displayPath, parseFailOn } from "../../src/report/gate-report.js";
import { loadReportSources } from "../../src/report/sources.js";
import { HarnessError } from "../../src/util/errors.js";
import { cassetteText, makeResult, tempDir, writeFile } from "../helpers/report-fixtures.js";

const SCENARIO_YAML = `name: fail-demo
prompt: Summarise the report
assert:
  - tool_called: Bash
  - max_turns: 5
  - tool_called: Read
  - tool_called: Read
`;
const ASSERTS = [{ tool_called: "Bash" }, { max_turns: 5 }, { tool_called: "Read" }, { tool_called: "Read" }];

function workspace() {
  const root = tempDir();
  writeFile(root, "skills/demo/scenarios/fail.yaml", SCENARIO_YAML);
  const withYaml = writeFile(root, "skills/demo/cassettes/fail.cassette.json", cassetteText({ name: "fail-demo", assert: ASSERTS, scenarioSource: "../scenarios/fail.yaml" }));
  const missingYaml = writeFile(root, "skills/demo/cassettes/gone.cassette.json", cassetteText({ name: "gone", assert: ASSERTS, scenarioSource: "../scenarios/nope.yaml" }));
  writeFile(root, "skills/demo/scenarios/broken.yaml", "prompt: [unclosed\n");
  const brokenYaml = writeFile(root, "skills/demo/cassettes/broken.cassette.json", cassetteText({ name: "broken", assert: ASSERTS, scenarioSource: "../scenarios/broken.yaml" }));
  const stale = writeFile(root, "skills/demo/cassettes/stale.cassette.json", cassetteText({ name: "stale", assert: [] }));
  return { root, withYaml, missingYaml, brokenYaml, stale };
}

const fail = (assertion: Record<string, unknown>, message: string, evidence?: string) => ({ assertion, pass: false, message, ...(evidence ? { evidence } : {}) });
const ok = (assertion: Record<string, unknown>) => ({ assertion, pass: true });

describe("buildGateReport", () => {
  it("points a failing assertion at its scenario YAML line, duplicates at distinct lines", async () => {
    const w = workspace();
    const results = [
      makeResult({ cassette: w.withYaml, scenario: "fail-demo", assertions: [ok({ tool_called: "Bash" }), fail({ max_turns: 5 }, "7 turns > 5", "turns=7"), fail({ tool_called: "Read" }, "Read not called"), fail({ tool_called: "Read" }, "Read not called")] }),
    ];
    const report = buildGateReport(results, { sources: await loadReportSources(results), root: w.root });
    const row = report.rows[0]!;
    expect(row.status).toBe("fail");
    expect(row.cassette).toBe("skills/demo/cassettes/fail.cassette.json");
    expect(row.failing.map((f) => [f.key, f.file, f.line])).toEqual([
      ["max_turns", "skills/demo/scenarios/fail.yaml", 5],
      ["tool_called", "skills/demo/scenarios/fail.yaml", 6],
      ["tool_called", "skills/demo/scenarios/fail.yaml", 7],
    ]);
    expect(row.failing[0]!.evidence).toBe("turns=7");
    expect(report.conclusion).toBe("failure");
    expect(report.totals).toEqual({ cassettes: 1, passed: 0, failed: 1, stale: 0, errored: 0 });
  });

  it("falls back to the assertion inside the cassette when the YAML is missing or does not load", async () => {
    const w = workspace();
    const results = [
      makeResult({ cassette: w.missingYaml, assertions: [fail({ max_turns: 5 }, "too many turns")] }),
      makeResult({ cassette: w.brokenYaml, assertions: [fail({ tool_called: "Read" }, "no Read")] }),
    ];
    const report = buildGateReport(results, { sources: await loadReportSources(results), root: w.root });
    const text = cassetteText({ name: "gone", assert: ASSERTS, scenarioSource: "../scenarios/nope.yaml" }).split("\n");
    const [a, b] = report.rows.map((r) => r.failing[0]!);
    expect(a!.file).toBe("skills/demo/cassettes/gone.cassette.json");
    // the line holds the start of scenario.assert[1] ({ "max_turns": 5 })
    expect(text[a!.line! - 1]!.trim()).toBe("{");
    expect(text[a!.line!]!.trim()).toBe('"max_turns": 5');
    expect(b!.file).toBe("skills/demo/cassettes/broken.cassette.json");
    expect(text[b!.line!]!.trim()).toBe('"tool_called": "Read"');
  });

  it("locates a stale cassette at its fingerprint key and keeps the changed files", async () => {
    const w = workspace();
    const results = [
      makeResult({
        cassette: w.stale,
        scenario: "stale",
        assertions: [ok({ tool_called: "Bash" })],
        staleness: [{ class: "skill", message: "skill sources changed since recording", files: { changed: ["SKILL.md"], added: ["ref/new.md"], removed: [] } }],
      }),
    ];
    const sources = await loadReportSources(results);
    const lines = cassetteText({ name: "stale", assert: [] }).split("\n");
    const report = buildGateReport(results, { sources, root: w.root });
    const row = report.rows[0]!;
    expect(row.status).toBe("stale");
    expect(lines[row.cassetteLocation.line! - 1]).toContain('"fingerprint"');
    expect(row.staleness[0]!.files).toEqual(["SKILL.md", "ref/new.md"]);
    expect(row.staleness[0]!.gating).toBe(false);
    expect(report.conclusion).toBe("success");
    expect(buildGateReport(results, { sources, failOn: ["stale-skill"] }).conclusion).toBe("failure");
    expect(buildGateReport(results, { sources, failOn: ["stale-any"] }).conclusion).toBe("failure");
  });

  it("applies each fail-on policy", () => {
    const failing = makeResult({ cassette: "f.cassette.json", assertions: [fail({ max_turns: 1 }, "x")] });
    const errored = makeResult({ cassette: "e.cassette.json", error: "e.cassette.json: invalid cassette JSON" });
    const format = makeResult({ cassette: "t.cassette.json", staleness: [{ class: "format", message: "format changed" }] });
    const unver = makeResult({ cassette: "u.cassette.json", staleness: [{ class: "unverifiable-baseline", message: "no baseline" }] });
    const shared = makeResult({ cassette: "s.cassette.json", staleness: [{ class: "shared-root", message: "shared root changed" }] });
    const c = (rs: ReturnType<typeof makeResult>[], failOn?: Parameters<typeof parseFailOn>[0]) =>
      buildGateReport(rs, failOn === undefined ? {} : { failOn: parseFailOn(failOn) }).conclusion;
    expect(c([failing])).toBe("failure");
    expect(c([errored])).toBe("failure");
    expect(c([failing], "stale-any")).toBe("success");
    expect(c([format])).toBe("success");
    expect(c([format], "stale-skill")).toBe("success");
    expect(c([format], "stale-any")).toBe("failure");
    expect(c([unver])).toBe("failure");
    expect(c([unver], "assertions")).toBe("success");
    expect(c([shared], "assertions,stale-skill")).toBe("failure");
    expect(c([])).toBe("neutral");
    const r = buildGateReport([failing, errored, format, unver], {});
    expect(r.reasons).toEqual(["1 cassette(s) failed their assertions", "1 cassette(s) could not be replayed", "1 unverifiable-baseline staleness finding(s)"]);
    expect(r.totals).toEqual({ cassettes: 4, passed: 0, failed: 1, stale: 2, errored: 1 });
    expect(r.rows.map((x) => x.gateFailing)).toEqual([true, true, false, true]);
  });

  it("locates staleness-sourced and guard failures at the cassette", async () => {
    const w = workspace();
    const r = makeResult({ cassette: w.stale, assertions: [{ assertion: {}, pass: false, source: "staleness", message: "skill drift" }] });
    r.verdict.failures.push({ message: "agent stalled on a question", kind: "guard" });
    const report = buildGateReport([r], { sources: await loadReportSources([r]), root: w.root });
    const f = report.rows[0]!.failing;
    expect(f.map((x) => x.key)).toEqual(["staleness", "guard"]);
    expect(f[0]!.line).toBe(report.rows[0]!.cassetteLocation.line);
    expect(f[0]!.line).toBeGreaterThan(1);
  });
});

describe("parseFailOn / displayPath", () => {
  it("parses lists, dedupes, defaults, and rejects unknown values", () => {
    expect(parseFailOn("assertions, stale-skill\nassertions")).toEqual(["assertions", "stale-skill"]);
    expect(parseFailOn("")).toEqual([...DEFAULT_FAIL_ON]);
    expect(parseFailOn(undefined)).toEqual(["assertions", "unverifiable"]);
    expect(() => parseFailOn("assertions,stale")).toThrow(HarnessError);
    expect(() => parseFailOn("stale")).toThrow(/fail-on: unknown value "stale"/);
  });
  it("makes paths relative to the root only when inside it", () => {
    expect(displayPath(join("/ws", "a", "b.json"), "/ws")).toBe("a/b.json");
    expect(displayPath("/elsewhere/b.json", "/ws")).toBe("/elsewhere/b.json");
    expect(displayPath("rel/b.json", undefined)).toBe("rel/b.json");
  });
});
