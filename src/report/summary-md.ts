/**
 * The gate report as markdown: headline, totals, a table of every cassette, then the failing
 * assertions, stale cassettes and errors. The job summary allows 1 MiB per step (spec/actions.md
 * §4); the same layout serves the check run and the PR comment with their own budgets.
 */
import type { FailingAssertion, GateReport, GateRow, RowStatus, StaleEntry } from "./gate-report.js";
import { assembleWithinBudget, mdCode, mdText } from "./markdown.js";
import type { MdSection } from "./markdown.js";

export const STEP_SUMMARY_BUDGET = 1024 * 1024;

export interface MarkdownLayoutOptions {
  budgetBytes: number;
  /** markdown heading level of the headline, or 0 for no headline */
  headingLevel: number;
  /** lines placed before the headline (e.g. a hidden marker) */
  preamble?: string[];
  /** lines placed last (e.g. a link to the run) */
  footer?: string[];
}

const STATUS_MARK: Record<RowStatus, string> = { pass: "✅ pass", fail: "❌ fail", stale: "⚠️ stale", error: "💥 error" };

export function headline(report: GateReport): string {
  if (report.conclusion === "failure") return "❌ cowork-harness: gate failed";
  if (report.conclusion === "neutral") return "➖ cowork-harness: no cassettes";
  return "✅ cowork-harness: gate passed";
}

export function totalsLine(report: GateReport): string {
  const t = report.totals;
  return `${t.cassettes} cassette${t.cassettes === 1 ? "" : "s"}: ${t.passed} passed, ${t.failed} failed, ${t.stale} stale, ${t.errored} errored`;
}

function location(f: { file: string; line?: number }): string {
  return mdCode(f.line !== undefined ? `${f.file}:${f.line}` : f.file);
}

function details(row: GateRow): string {
  switch (row.status) {
    case "error":
      return mdText(row.error ?? "could not be replayed", 200);
    case "fail": {
      const n = row.failing.length;
      return `${n} failing check${n === 1 ? "" : "s"} (${row.passedAssertions}/${row.totalAssertions} assertions passed)`;
    }
    case "stale":
      return `${row.passedAssertions}/${row.totalAssertions} assertions passed; stale: ${[...new Set(row.staleness.map((s) => s.class))].join(", ")}`;
    default:
      return `${row.passedAssertions}/${row.totalAssertions} assertions passed`;
  }
}

function tableRow(row: GateRow): string {
  return `| ${STATUS_MARK[row.status]} | ${mdCode(row.cassette)} | ${row.scenario === "" ? "—" : mdText(row.scenario, 120)} | ${details(row)} |`;
}

function failingItem(row: GateRow, f: FailingAssertion): string {
  const head = `- **${mdText(f.key, 120)}** at ${location(f)} (${mdText(row.scenario, 120)}): ${mdText(f.message)}`;
  return f.evidence ? `${head}\n  - evidence: ${mdText(f.evidence, 300)}` : head;
}

function staleItem(row: GateRow, s: StaleEntry): string {
  const gate = s.gating ? " (fails the gate)" : "";
  const files = s.files.length > 0 ? ` — skill files: ${s.files.slice(0, 20).map((f) => mdCode(f)).join(", ")}${s.files.length > 20 ? `, +${s.files.length - 20} more` : ""}` : "";
  return `- ${location(row.cassetteLocation)} — **${mdText(s.class)}**${gate}: ${mdText(s.message)}${files}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function renderReportMarkdown(report: GateReport, opts: MarkdownLayoutOptions): string {
  const intro: string[] = [...(opts.preamble ?? [])];
  if (opts.headingLevel > 0) intro.push(`${"#".repeat(opts.headingLevel)} ${headline(report)}`, "");
  intro.push(`**${totalsLine(report)}** · fail-on: ${report.failOn.map((f) => `\`${f}\``).join(", ")}`, "");
  if (report.reasons.length > 0) intro.push(...report.reasons.map((r) => `- ${r}`), "");
  const skipped = report.rows.reduce((n, r) => n + r.skippedAssertions, 0);
  if (skipped > 0) intro.push(`${plural(skipped, "assertion")} could not be evaluated on replay (live-only) and ${skipped === 1 ? "was" : "were"} skipped, not passed.`, "");

  const sub = "#".repeat(Math.min(6, Math.max(2, opts.headingLevel + 1)));
  const failing = report.rows.flatMap((row) => row.failing.map((f) => failingItem(row, f)));
  const stale = report.rows.flatMap((row) => row.staleness.map((s) => staleItem(row, s)));
  const errors = report.rows.filter((r) => r.status === "error").map((r) => `- ${mdCode(r.cassette)}: ${mdText(r.error ?? "could not be replayed")}`);
  const sections: MdSection[] = [
    {
      head: ["| Status | Cassette | Scenario | Details |", "| --- | --- | --- | --- |"],
      items: report.rows.map(tableRow),
      more: (n) => `…${plural(n, "more cassette")} not shown (report size limit)`,
    },
    { head: [`${sub} Failing checks (${failing.length})`, ""], items: failing, more: (n) => `…${n} more failing check(s) not shown (report size limit)` },
    { head: [`${sub} Stale cassettes (${stale.length})`, ""], items: stale, more: (n) => `…${plural(n, "more staleness finding")} not shown (report size limit)` },
    { head: [`${sub} Errors (${errors.length})`, ""], items: errors, more: (n) => `…${plural(n, "more error")} not shown (report size limit)` },
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
