/**
 * The gate report as markdown: headline, totals, a table of every cassette, then the failing
 * assertions, stale cassettes and errors. The job summary allows 1 MiB per step (GitHub's documented limits (docs/reference.md#github-actions-practice)); the same layout serves the check run and the PR comment with their own budgets.
 */
import {
  CAUSE_LABEL,
  assertionCounts,
  failingLabel,
  fixText,
  reassertLocation,
  type FailingAssertion,
  type GateReport,
  type GateRow,
  type RowStatus,
  type StaleEntry,
} from "./gate-report.js";
import { assembleWithinBudget, mdCode, mdText } from "../../core/util/markdown.js";
import type { MdSection } from "../../core/util/markdown.js";
import { locationText } from "./display-path.js";
import { changeWord, changedText, coverageCounts, deltaLine, removedText, unrecordedText } from "./coverage-report.js";
import { skillLintText } from "./skill-lint-report.js";
import { MUTATION_HEADING, mutationSentence, mutationTotals, survivorName } from "./mutation-text.js";
import { flakyCount, repeatText } from "./repeat-report.js";

export const STEP_SUMMARY_BUDGET = 1024 * 1024;
/** The most characters of a finding's evidence shown (a re-run's: the digests and the commands that show the texts). */
const EVIDENCE_MAX = 800;

export interface MarkdownLayoutOptions {
  budgetBytes: number;
  /** markdown heading level of the headline, or 0 for no headline */
  headingLevel: number;
  /** lines placed before the headline (e.g. a hidden marker) */
  preamble?: string[];
  /** lines placed last (e.g. a link to the run) */
  footer?: string[];
}

const STATUS_MARK: Record<RowStatus, string> = {
  pass: "✅ pass",
  fail: "❌ fail",
  stale: "⚠️ stale",
  error: "💥 error",
};

export function headline(report: GateReport): string {
  if (report.run) {
    if (report.conclusion === "failure") return "❌ cowork-harness run: failed";
    if (report.conclusion === "neutral") return "➖ cowork-harness run: no scenarios";
    return "✅ cowork-harness run: passed";
  }
  if (report.conclusion === "failure") return "❌ cowork-harness: gate failed";
  if (report.conclusion === "neutral") return "➖ cowork-harness: no cassettes";
  return "✅ cowork-harness: gate passed";
}

/** A live-lane report's totals: "2 scenarios, 3 runs each: 1 passed (1 flaky), 1 failed, 0 errored". */
function runTotalsLine(report: GateReport, repeat: number | undefined): string {
  const t = report.totals;
  const flaky = flakyCount(report);
  const each = repeat !== undefined ? `${repeat} runs each` : "one run each";
  return `${plural(t.cassettes, "scenario")}, ${each}: ${t.passed} passed${flaky > 0 ? ` (${flaky} flaky)` : ""}, ${t.failed} failed, ${t.errored} errored`;
}

export function totalsLine(report: GateReport): string {
  if (report.run) return runTotalsLine(report, report.run.repeat);
  const t = report.totals;
  const also = t.failedAndStale > 0 ? ` (${t.failedAndStale} of the failed also stale)` : "";
  const skill = report.skillLint?.length ?? 0;
  const coverage = [coverageCounts(report), skill > 0 ? `${skill} lint-skill finding${skill === 1 ? "" : "s"}` : ""]
    .filter((s) => s !== "")
    .join(", ");
  return `${t.cassettes} cassette${t.cassettes === 1 ? "" : "s"}: ${t.passed} passed, ${t.failed} failed, ${t.stale} stale, ${t.errored} errored${also}${coverage !== "" ? `; ${coverage}` : ""}`;
}

function location(f: { file: string; line?: number }): string {
  return mdCode(locationText(f));
}

/** The row's causes, named as everywhere else: "failed assertion ×2; stale (skill)". */
export function causesText(row: GateRow): string {
  return row.causes
    .map((c) => {
      if (c === "stale")
        return `stale (${[...new Set(row.staleness.filter((s) => !s.class.startsWith("unverifiable-")).map((s) => s.class))].join(", ")})`;
      if (c === "unverifiable")
        return `unverifiable (${[...new Set(row.staleness.filter((s) => s.class.startsWith("unverifiable-")).map((s) => s.class))].join(", ")})`;
      const n = row.failing.filter((f) => f.cause === c).length;
      return n > 1 ? `${CAUSE_LABEL[c]} ×${n}` : CAUSE_LABEL[c];
    })
    .join("; ");
}

function details(row: GateRow): string {
  if (row.repeat) {
    const what = row.error !== undefined ? row.error : row.causes.length > 0 ? causesText(row) : "";
    return mdText(`${repeatText(row.repeat)}${what !== "" ? ` — ${what}` : ""}`, 300);
  }
  const change = changeWord(row);
  const lead = change !== undefined ? `**${change}** — ` : "";
  if (row.status === "error") return `${lead}${CAUSE_LABEL.error}: ${mdText(row.error ?? "", 200)}`;
  const counts = `${assertionCounts(row)}${row.reassert ? " (re-evaluated from the scenario file)" : ""}`;
  return lead + (row.causes.length > 0 ? `${mdText(causesText(row), 300)} — ${counts}` : counts);
}

function tableRow(row: GateRow): string {
  // a stale cassette the policy gates on fails the gate: marked as a failure, as the CLI marks it ✗
  const mark =
    row.status === "stale" && row.gateFailing
      ? "❌ stale"
      : row.repeat?.verdict === "flaky"
        ? "⚠️ flaky"
        : STATUS_MARK[row.status];
  return `| ${mark} | ${mdCode(row.cassette)} | ${row.scenario === "" ? "—" : mdText(row.scenario, 120)} | ${details(row)} |`;
}

function failingItem(row: GateRow, f: FailingAssertion): string {
  const label = failingLabel(f);
  const head = `- ❌ **${mdText(label, 120)}** at ${location(f)} (${mdText(row.scenario, 120)}): ${mdText(f.message)}`;
  return f.evidence ? `${head}\n  - evidence: ${mdText(f.evidence, EVIDENCE_MAX)}` : head;
}

/** A scenario of the live lane with a failed run: its pass rate, then each failure at its assertion's line with the runs it failed in. */
function runItem(row: GateRow): string {
  const n = row.repeat!;
  const lines = [
    `- ${row.gateFailing ? "❌" : "⚠️"} **${mdText(row.scenario || row.cassette, 120)}** (${mdCode(row.cassette)}): ${mdText(repeatText(n))}`,
  ];
  for (const t of n.tallies)
    lines.push(
      `  - **${mdText(failingLabel(t), 120)}** at ${location(t)}: ${mdText(`failed in ${t.runs.length} of ${n.completed} runs (${t.runs.length === 1 ? "run" : "runs"} ${t.runs.join(", ")}): ${t.message}`)}`,
    );
  return lines.join("\n");
}

function staleItem(row: GateRow, s: StaleEntry): string {
  const mark = s.gating ? "❌" : "⚠️";
  const gate = s.gating ? " (fails the gate)" : "";
  return `- ${mark} ${mdCode(row.cassette)} — **${mdText(s.class)}**${gate} at ${location(s.location)}: ${mdText(s.message)} — fix: ${s.fix !== undefined ? mdText(s.fix) : fixText(row.fixParts, (t) => mdCode(t, 300))}`;
}

function reassertItems(row: GateRow): string[] {
  if (!row.reassert) return [];
  const passed = !row.causes.includes("reassert");
  const out = [
    `- ${passed ? "✅" : "❌"} ${mdCode(row.cassette)} from ${location(reassertLocation(row.reassert))}: ${mdText(row.reassert.summary, 600)}`,
  ];
  for (const key of row.reassert.needsLiveRun)
    out.push(`  - ⚠️ ${mdCode(key)} needs a live run: skipped by replay, not passed`);
  return [out.join("\n")];
}

function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Survivors one cassette's item names before the rest are counted. */
const SURVIVORS_SHOWN = 25;

/** A cassette's assertion strength (check --mutate): the sentence, then each field no assertion guards. */
function mutationItem(row: GateRow): string {
  const m = row.mutation!;
  const lines = [`- 🧪 ${mdCode(row.cassette)} (${mdText(row.scenario, 120)}): ${mdText(mutationSentence(m), 600)}`];
  for (const s of m.survivors.slice(0, SURVIVORS_SHOWN))
    lines.push(`  - ${mdCode(survivorName(s))}: nothing checks it`);
  if (m.survivors.length > SURVIVORS_SHOWN) lines.push(`  - …${m.survivors.length - SURVIVORS_SHOWN} more`);
  return lines.join("\n");
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function renderReportMarkdown(report: GateReport, opts: MarkdownLayoutOptions): string {
  const intro: string[] = [...(opts.preamble ?? [])];
  if (opts.headingLevel > 0) intro.push(`${"#".repeat(opts.headingLevel)} ${headline(report)}`, "");
  const delta = deltaLine(report);
  if (delta !== "") intro.push(`**Against the base: ${mdText(delta)}**`, "");
  const policy = report.run
    ? `min-pass-rate: \`${report.run.minPassRate}\`${report.run.stopOnDiverge ? " · stop-on-diverge" : ""}`
    : `fail-on: ${report.failOn.map((f) => `\`${f}\``).join(", ")}`;
  intro.push(`**${totalsLine(report)}** · ${policy}`, "");
  if (report.reasons.length > 0) intro.push(...report.reasons.map((r) => `- ${r}`), "");
  const base = report.coverage?.base;
  if (base) intro.push(`Judged against the base ${mdCode(base.ref)} (${mdCode(base.sha.slice(0, 12))}).`, "");
  if (report.coverage?.baseProblem) intro.push(`⚠️ ${mdText(report.coverage.baseProblem)}`, "");
  const skipped = report.rows.reduce((n, r) => n + r.skippedAssertions, 0);
  if (skipped > 0)
    intro.push(
      `${plural(skipped, "assertion")} could not be evaluated on replay (live-only) and ${skipped === 1 ? "was" : "were"} skipped, not passed.`,
      "",
    );

  const sub = "#".repeat(Math.min(6, Math.max(2, opts.headingLevel + 1)));
  // the live lane says each failure once, under its scenario's pass rate (runs)
  const failing = report.run ? [] : report.rows.flatMap((row) => row.failing.map((f) => failingItem(row, f)));
  const runs = report.rows.filter((r) => (r.repeat?.failedRuns.length ?? 0) > 0).map(runItem);
  const staleRows = report.rows.filter((r) => r.staleness.length > 0);
  const stale = staleRows.flatMap((row) => row.staleness.map((s) => staleItem(row, s)));
  const reasserted = report.rows.flatMap(reassertItems);
  const errors = report.rows
    .filter((r) => r.status === "error")
    .map((r) => `- 💥 ${mdCode(r.cassette)}: ${mdText(r.error ?? "could not be replayed")}`);
  const unchecked = report.rows.flatMap((r) => r.unchecked.map((u) => `- ℹ️ ${mdCode(r.cassette)}: ${mdText(u)}`));
  const assertionWarnings = report.rows.flatMap((r) =>
    r.assertionWarnings.map(
      (w) => `- ⚠️ ${location(w)} (${mdText(r.scenario, 120)}): ${mdCode(w.key)} passed, but ${mdText(w.message)}`,
    ),
  );
  const mutated = report.rows.filter((r) => r.mutation !== undefined);
  const mutations = mutated.map(mutationItem);
  const lintWarnings = report.rows.flatMap((r) =>
    r.lintWarnings.map((w) => `- ⚠️ ${location(w)} (${mdText(r.scenario, 120)}): ${mdText(w.message)}`),
  );
  const liveWarnings = report.rows.flatMap((r) =>
    (r.liveWarnings ?? []).map(
      (w) => `- ⚠️ ${mdCode(w.file)} (${mdText(r.scenario, 120)}): ${mdCode(w.code)} ${mdText(w.message)}`,
    ),
  );
  const unrecorded = (report.coverage?.unrecorded ?? []).map(
    (u) =>
      `- ${u.gating ? "❌" : "⚠️"} ${mdCode(u.scenario)}: **unrecorded**${u.gating ? " (fails the gate)" : ""} — ${mdText(unrecordedText(u))}`,
  );
  const removed = (report.coverage?.removed ?? []).map((r) => `- ℹ️ ${mdText(removedText(r))}`);
  const changed = (report.coverage?.changed ?? []).map((c) => {
    const item = `- ℹ️ ${mdText(changedText(c))}`;
    // the behaviour diff, collapsed: its own renderer escapes what the recordings hold
    const md = c.behaviour?.markdown;
    return md !== undefined
      ? `${item}\n\n  <details><summary>behaviour against the base</summary>\n\n${md.trimEnd()}\n\n  </details>`
      : item;
  });
  const skillLint = (report.skillLint ?? []).map(
    (e) =>
      `- ${e.gating ? "❌" : "⚠️"} ${location(e)}: ${mdText(skillLintText(e))}${e.gating ? " (fails the gate)" : ""}`,
  );
  const sections: MdSection[] = [
    {
      head: [`${sub} Unrecorded scenarios (${unrecorded.length})`, ""],
      items: unrecorded,
      more: (n) => `…${n} more unrecorded scenario(s) not shown (report size limit)`,
    },
    {
      head: [`${sub} Skill files changed in this pull request: lint-skill (${skillLint.length})`, ""],
      items: skillLint,
      more: (n) => `…${n} more lint-skill finding(s) not shown (report size limit)`,
    },
    {
      head: [`${sub} Removed tests (${removed.length})`, ""],
      items: removed,
      more: (n) => `…${n} more removed test(s) not shown (report size limit)`,
    },
    {
      head: [`${sub} Changed in this pull request (${changed.length})`, ""],
      items: changed,
      more: (n) => `…${n} more changed cassette(s) not shown (report size limit)`,
    },
    {
      head: [
        `| Status | ${report.run ? "Scenario file" : "Cassette"} | Scenario | Details |`,
        "| --- | --- | --- | --- |",
      ],
      items: report.rows.map(tableRow),
      more: (n) => `…${plural(n, report.run ? "more scenario" : "more cassette")} not shown (report size limit)`,
    },
    {
      head: [`${sub} Scenarios with a failed run (${runs.length})`, ""],
      items: runs,
      more: (n) => `…${plural(n, "more scenario")} not shown (report size limit)`,
    },
    {
      head: [`${sub} Failing checks (${failing.length})`, ""],
      items: failing,
      more: (n) => `…${n} more failing check(s) not shown (report size limit)`,
    },
    {
      head: [`${sub} Re-evaluated assertions (${plural(reasserted.length, "cassette")})`, ""],
      items: reasserted,
      more: (n) => `…${plural(n, "more cassette")} not shown (report size limit)`,
    },
    {
      head: [`${sub} Staleness (${plural(stale.length, "finding")} in ${plural(staleRows.length, "cassette")})`, ""],
      items: stale,
      more: (n) => `…${plural(n, "more staleness finding")} not shown (report size limit)`,
    },
    {
      head: [`${sub} Errors (${errors.length})`, ""],
      items: errors,
      more: (n) => `…${plural(n, "more error")} not shown (report size limit)`,
    },
    {
      head: [`${sub} Assertion warnings (${assertionWarnings.length})`, ""],
      items: assertionWarnings,
      more: (n) => `…${n} more assertion warning(s) not shown (report size limit)`,
    },
    {
      head: [`${sub} ${capitalized(MUTATION_HEADING)}: ${mutationTotals(mutated.map((r) => r.mutation!))}`, ""],
      items: mutations,
      more: (n) => `…${plural(n, "more cassette")} not shown (report size limit)`,
    },
    {
      head: [`${sub} Live run warnings (${liveWarnings.length})`, ""],
      items: liveWarnings,
      more: (n) => `…${n} more live run warning(s) not shown (report size limit)`,
    },
    {
      head: [`${sub} Scenario lint warnings (${lintWarnings.length})`, ""],
      items: lintWarnings,
      more: (n) => `…${n} more lint warning(s) not shown (report size limit)`,
    },
    {
      head: [`${sub} Not checked (${unchecked.length})`, ""],
      items: unchecked,
      more: (n) => `…${n} more note(s) not shown (report size limit)`,
    },
  ];
  return assembleWithinBudget(intro, sections, opts.footer ?? [], opts.budgetBytes);
}

export interface SummaryOptions {
  budgetBytes?: number;
}

/** The job summary (GITHUB_STEP_SUMMARY), within 1 MiB by default. */
export function renderSummaryMarkdown(report: GateReport, opts: SummaryOptions = {}): string {
  return renderReportMarkdown(report, { budgetBytes: opts.budgetBytes ?? STEP_SUMMARY_BUDGET, headingLevel: 2 });
}
