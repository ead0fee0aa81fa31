import { describe, it, expect } from "vitest";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import type { GateReport } from "../../src/gate/report/gate-report.js";
import type { ReportSources } from "../../src/gate/report/sources.js";
import { renderSummaryMarkdown, STEP_SUMMARY_BUDGET } from "../../src/gate/report/summary-md.js";
import { CHECK_RUN_SUMMARY_BUDGET, checkRunTitle, renderCheckRunMarkdown } from "../../src/gate/report/check-run-md.js";
import { renderCommentMarkdown, STICKY_MARKER } from "../../src/gate/report/comment-md.js";
import { assembleWithinBudget, byteLength, mdCode, mdText } from "../../src/core/util/markdown.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { cassetteText, makeResult } from "../helpers/report-fixtures.js";

const GOLDEN = join(REPO_ROOT, "test/golden");

/** Byte-for-byte comparison; UPDATE_GOLDEN=1 rewrites the file (inspect the diff before committing). */
function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, actual);
  expect(existsSync(file), `${file} missing — run with UPDATE_GOLDEN=1 once and inspect it`).toBe(true);
  expect(actual).toBe(readFileSync(file, "utf8"));
}

const FAIL_CASSETTE = "skills/demo/cassettes/fail.cassette.json";
const ASSERTS = [{ tool_called: "Bash" }, { max_turns: 5 }, { final_text_matches: "done|finished" }];

const STALE_CASSETTE = "skills/demo/cassettes/stale.cassette.json";
const BOTH_CASSETTE = "skills/demo/cassettes/both.cassette.json";

/** Every kind of row: pass (with a skipped key and a not-checked note), fail, stale, fail+stale, privacy, re-evaluated, error. */
function mixedReport(): GateReport {
  const results = [
    makeResult({
      cassette: "skills/demo/cassettes/pass.cassette.json",
      scenario: "pass-demo",
      assertions: [{ assertion: { tool_called: "Bash" }, pass: true }],
      skippedFull: 1,
      unchecked: [
        "model script scripts/pass.model.yaml: the cassette records no digest of it (recorded before input tracking) — re-record to track it",
      ],
    }),
    makeResult({
      cassette: FAIL_CASSETTE,
      scenario: "fail-demo",
      assertions: [
        { assertion: { tool_called: "Bash" }, pass: true },
        { assertion: { max_turns: 5 }, pass: false, message: "7 turns used, limit 5", evidence: "turns=7" },
        {
          assertion: { final_text_matches: "done|finished" },
          pass: false,
          message: "final text <b>did not</b> match *done*",
        },
      ],
    }),
    makeResult({
      cassette: STALE_CASSETTE,
      scenario: "stale-demo",
      assertions: [{ assertion: { tool_called: "Read" }, pass: true }],
      staleness: [
        {
          class: "skill",
          message: "skill files changed since record — 1 changed (SKILL.md); 1 added (references/new.md) — re-record",
          files: { changed: ["SKILL.md"], added: ["references/new.md"], removed: [] },
          paths: { changed: ["skills/demo/SKILL.md"], added: ["skills/demo/references/new.md"], removed: [] },
          location: { path: "skills/demo/SKILL.md" },
        },
      ],
    }),
    makeResult({
      cassette: BOTH_CASSETTE,
      scenario: "both-demo",
      assertions: [{ assertion: { tool_called: "Write" }, pass: false, message: "Write was never called" }],
      staleness: [
        {
          class: "model-script",
          message:
            "model script scripts/both.model.yaml changed since recording — the recorded model turns no longer match it; re-record",
          location: { path: "scripts/both.model.yaml", line: 12 },
        },
      ],
    }),
    makeResult({
      cassette: "skills/demo/cassettes/leak.cassette.json",
      scenario: "leak-demo",
      assertions: [{ assertion: { tool_called: "Bash" }, pass: true }],
      findings: [
        {
          kind: "privacy",
          message:
            "possible email in events[4]: j***@example.com — remove it from the recording, or allow it with --allow",
        },
      ],
    }),
    makeResult({
      cassette: "skills/demo/cassettes/tightened.cassette.json",
      scenario: "tightened-demo",
      assertions: [{ assertion: { tool_not_called: "WebFetch" }, pass: true }],
      reassert: {
        from: "skills/demo/scenarios/tightened.yaml",
        added: [{ assertion: "egress_allowed: api.example.com", line: 9 }],
        removed: [],
        changed: [{ assertion: "tool_not_called: WebFetch", before: "tool_not_called: Grep", line: 7 }],
        needsLiveRun: ["egress_allowed"],
        notCheckable: [],
        expectDeniedChanged: false,
      },
    }),
    makeResult({
      cassette: "skills/demo/cassettes/bad.cassette.json",
      error: "skills/demo/cassettes/bad.cassette.json: unreadable / invalid cassette JSON: Unexpected token",
    }),
  ];
  const text = cassetteText({ name: "fail-demo", assert: ASSERTS, scenarioSource: "../scenarios/fail.yaml" });
  const sources: ReportSources = new Map([
    [
      FAIL_CASSETTE,
      {
        text,
        frozenAssert: ASSERTS,
        scenario: { path: "skills/demo/scenarios/fail.yaml", assert: ASSERTS, assertLines: [4, 5, 6] },
      },
    ],
    [
      STALE_CASSETTE,
      { text: cassetteText({ name: "stale-demo", assert: [] }), changedLines: new Map([["skills/demo/SKILL.md", 3]]) },
    ],
    [BOTH_CASSETTE, { rerecordWorkflow: ".github/workflows/rerecord.yml" }],
  ]);
  return buildGateReport(results, { sources });
}

describe("golden markdown", () => {
  it("job summary of a mixed run", () => {
    const report = mixedReport();
    const md = renderSummaryMarkdown(report);
    expectGolden("summary-mixed.md", md);
    // the table shows what the totals line counts
    const rows = (mark: string): number => md.split("\n").filter((l) => l.startsWith(`| ${mark} |`)).length;
    expect([rows("✅ pass"), rows("❌ fail"), rows("⚠️ stale"), rows("💥 error")]).toEqual([2, 3, 1, 1]);
    expect(report.totals).toEqual({ cassettes: 7, passed: 2, failed: 3, stale: 1, errored: 1, failedAndStale: 1 });
    expect(md).toContain("### Staleness (2 findings in 2 cassettes)");
  });
  it("check-run summary and title of a mixed run", () => {
    const report = mixedReport();
    expect(checkRunTitle(report)).toBe(
      "gate failed — 7 cassettes: 2 passed, 3 failed, 1 stale, 1 errored (1 of the failed also stale)",
    );
    expectGolden("check-run-mixed.md", renderCheckRunMarkdown(report));
  });
  it("sticky comment of a mixed run", () => {
    const body = renderCommentMarkdown(mixedReport(), {
      runUrl: "https://github.com/acme/skills/actions/runs/42",
      sha: "0123456789abcdef0123",
    });
    expect(body.startsWith(`${STICKY_MARKER}\n`)).toBe(true);
    expectGolden("comment-mixed.md", body);
  });
  it("job summary of a passing run and of an empty run", () => {
    const passing = buildGateReport([
      makeResult({
        cassette: "a.cassette.json",
        scenario: "a",
        assertions: [{ assertion: { tool_called: "Bash" }, pass: true }],
      }),
    ]);
    expectGolden("summary-passing.md", renderSummaryMarkdown(passing));
    expect(renderSummaryMarkdown(buildGateReport([]))).toBe(
      "## ➖ cowork-harness: no cassettes\n\n**0 cassettes: 0 passed, 0 failed, 0 stale, 0 errored** · fail-on: `assertions`, `unrecorded`, `unverifiable`, `stale-inputs`\n",
    );
  });
});

describe("untrusted text in markdown", () => {
  it("is one inert line", () => {
    expect(mdText("a|b\n<script>x</script> *y* [l](u) `c` &amp; #h")).toBe(
      "a\\|b \\<script\\>x\\</script\\> \\*y\\* \\[l\\](u) \\`c\\` \\&amp; \\#h",
    );
    expect(mdCode("dir/a|b.json")).toBe("`dir/a\\|b.json`");
    expect(mdCode("we`ird")).toBe("we\\`ird");
    expect(mdText("x".repeat(600)).length).toBe(500);
  });
  it("cannot forge the sticky marker or break the table", () => {
    const r = makeResult({
      cassette: "x.cassette.json",
      scenario: `${STICKY_MARKER} | evil`,
      assertions: [{ assertion: { max_turns: 1 }, pass: false, message: STICKY_MARKER }],
    });
    const body = renderCommentMarkdown(buildGateReport([r]));
    expect(body.split(STICKY_MARKER).length).toBe(2);
    const row = body.split("\n").find((l) => l.startsWith("| ❌"))!;
    expect(row.split(/(?<!\\)\|/).length).toBe(6);
  });
});

function hugeReport(n: number): GateReport {
  const results = Array.from({ length: n }, (_, i) =>
    makeResult({
      cassette: `skills/s${i}/cassettes/case-${i}.cassette.json`,
      scenario: `scenario-${i}`,
      assertions: [
        { assertion: { max_turns: i }, pass: false, message: `failure ${i} `.repeat(40), evidence: "é".repeat(300) },
        { assertion: { tool_called: "Bash" }, pass: false, message: "not called ✗".repeat(30) },
      ],
      staleness: [
        {
          class: "skill",
          message: `drift ${i}`,
          files: { changed: Array.from({ length: 30 }, (_, k) => `f${k}.md`), added: [], removed: [] },
        },
      ],
    }),
  );
  return buildGateReport(results);
}

describe("budgets", () => {
  it("keeps the job summary within 1 MiB with a '…N more' line", () => {
    const md = renderSummaryMarkdown(hugeReport(3000));
    expect(byteLength(md)).toBeLessThanOrEqual(STEP_SUMMARY_BUDGET);
    expect(byteLength(md)).toBeGreaterThan(STEP_SUMMARY_BUDGET - 4096);
    expect(md).toContain(
      "**3000 cassettes: 0 passed, 3000 failed, 0 stale, 0 errored (3000 of the failed also stale)**",
    );
    expect(md).toMatch(/…\d+ more failing check\(s\) not shown \(report size limit\)/);
    // every cassette row fits; details are what got cut
    expect(md.split("\n").filter((l) => l.startsWith("| ❌")).length).toBe(3000);
  });
  it("keeps the check-run summary within 65,535 characters with '…N more' lines", () => {
    const md = renderCheckRunMarkdown(hugeReport(3000));
    expect(byteLength(md)).toBeLessThanOrEqual(CHECK_RUN_SUMMARY_BUDGET);
    expect(md.length).toBeLessThanOrEqual(CHECK_RUN_SUMMARY_BUDGET);
    const rows = md.split("\n").filter((l) => l.startsWith("| ❌")).length;
    expect(rows).toBeGreaterThan(100);
    expect(md).toContain(`…${3000 - rows} more cassettes not shown (report size limit)`);
    expect(md).toMatch(/…6000 more failing check\(s\) not shown/);
    expect(md).toMatch(/…3000 more staleness findings not shown/);
  });
  it("never exceeds any budget, however small", () => {
    const items = Array.from({ length: 50 }, (_, i) => `- item ${i} ${"ü".repeat(i)}`);
    for (let budget = 1500; budget < 6000; budget += 37) {
      const out = assembleWithinBudget(
        ["# t", ""],
        [
          { head: ["## a", ""], items, more: (n) => `…${n} more a` },
          { head: ["## b", ""], items, more: (n) => `…${n} more b` },
        ],
        [],
        budget,
      );
      expect(byteLength(out)).toBeLessThanOrEqual(budget);
      expect(out).toMatch(/…\d+ more b/);
    }
  });
});
