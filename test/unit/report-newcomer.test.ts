/**
 * What issue 26 found in the gate's report: an unreadable cassette counted twice and given no fix,
 * failed-assertion annotations without a Fix:, a re-run headline that contradicted itself and
 * messages that repeated their key, and a gating stale cassette marked ⚠️ in the job summary.
 */
import { describe, expect, it } from "vitest";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { renderGateText } from "../../src/gate/report/gate-text.js";
import { collectAnnotations } from "../../src/gate/report/annotations.js";
import { renderSummaryMarkdown } from "../../src/gate/report/summary-md.js";
import { renderJunit } from "../../src/gate/report/junit.js";
import { errorResult } from "../../src/gate/replay/replay-cassette.js";
import { makeResult, skillDriftFinding } from "../helpers/report-fixtures.js";

describe("the gate report, as a newcomer reads it", () => {
  it("an unreadable (truncated) cassette is one error, not also an integrity failure, and says how to fix it", () => {
    const report = buildGateReport([
      errorResult(
        "c.cassette.json",
        "c.cassette.json: unreadable / invalid cassette JSON: Unexpected end of JSON input",
      ),
    ]);
    const row = report.rows[0]!;
    expect(row.causes).toEqual(["error"]);
    expect(row.failing).toEqual([]);
    expect(report.reasons).toEqual(["1 cassette(s) could not be replayed"]);
    expect(row.error).toBe(
      "unreadable / invalid cassette JSON: Unexpected end of JSON input — fix: restore it (git checkout -- c.cassette.json) or re-record it (cowork-harness rerecord c.cassette.json)",
    );
    expect(renderGateText(report)).toContain("— fix: restore it (git checkout -- c.cassette.json)");
    expect(renderJunit(report)).toContain("fix: restore it");
  });

  it("every failed-assertion annotation ends with a Fix:", () => {
    const r = makeResult({
      cassette: "a.cassette.json",
      scenario: "a",
      assertions: [{ assertion: { tool_called: "Read" }, pass: false, message: "Read was never called" }],
    });
    const [a] = collectAnnotations(buildGateReport([r])).filter((x) => x.title?.startsWith("assertion failed"));
    expect(a?.message).toMatch(
      /Read was never called\. Fix: if the assertion is right, fix the skill and re-record \(cowork-harness rerecord a\.cassette\.json\); if not, correct the assertion\.$/,
    );
  });

  it("a failed re-run: the headline gives the replay's and the re-run's counts, and a message names its key once", () => {
    const r = makeResult({
      cassette: "a.cassette.json",
      scenario: "a",
      assertions: [{ assertion: { artifact_text: { artifact: "outputs/x.md" } }, pass: true }],
    });
    r.staleness = [
      { class: "skill", message: "skill files changed since record — 1 changed (SKILL.md) — re-record" },
    ] as never;
    r.rerun = {
      status: "failed",
      passed: 0,
      total: 1,
      failing: [
        {
          assertion: { artifact_text: { artifact: "outputs/x.md" } },
          pass: false,
          message: 'artifact_text: outputs/x.md does not contain "Rows: 5"',
        },
      ],
      toolResults: [],
      artifacts: { added: [], removed: [], changed: [] },
      assertionsFrom: "frozen",
      written: false,
      durationMs: 1,
    };
    const report = buildGateReport([r]);
    const text = renderGateText(report);
    expect(text).toMatch(
      /^✗ a \(a\.cassette\.json\) — failed re-run; stale \(skill\) — 1\/1 assertions passed on replay, 0\/1 on the re-run$/m,
    );
    expect(text).toContain('re-run with recorded model turns: artifact_text: outputs/x.md does not contain "Rows: 5"');
    expect(text).not.toContain("artifact_text: artifact_text:");
    expect(renderSummaryMarkdown(report)).toContain("1/1 assertions passed on replay, 0/1 on the re-run");
  });

  it("a stale cassette that fails the gate is marked as failing in the job summary, as the CLI marks it ✗", () => {
    const r = makeResult({
      cassette: "a.cassette.json",
      scenario: "a",
      assertions: [{ assertion: { result: "success" }, pass: true }],
      staleness: [skillDriftFinding("/repo/skills/demo/SKILL.md")],
    });
    const gating = buildGateReport([r], { failOn: ["stale-skill"] });
    expect(renderGateText(gating)).toMatch(/^✗ a /m);
    expect(renderSummaryMarkdown(gating)).toContain("| ❌ stale | `a.cassette.json` |");
    const warning = buildGateReport([r]);
    expect(renderGateText(warning)).toMatch(/^! a /m);
    expect(renderSummaryMarkdown(warning)).toContain("| ⚠️ stale | `a.cassette.json` |");
  });
});
