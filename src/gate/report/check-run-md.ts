/**
 * The check run's title and summary. GitHub caps `output.summary` at 65,535 characters; the
 * budget is counted in UTF-8 bytes, which is never fewer than characters.
 */
import type { GateReport } from "./gate-report.js";
import { renderReportMarkdown, totalsLine } from "./summary-md.js";

export const CHECK_RUN_SUMMARY_BUDGET = 65_535;

export function checkRunTitle(report: GateReport): string {
  const what = report.run ? "run" : "gate";
  const verdict =
    report.conclusion === "failure"
      ? `${what} failed`
      : report.conclusion === "neutral"
        ? report.run
          ? "no scenarios"
          : "no cassettes"
        : `${what} passed`;
  return `${verdict} — ${totalsLine(report)}`;
}

export function renderCheckRunMarkdown(
  report: GateReport,
  opts: { budgetBytes?: number; reportUrl?: string } = {},
): string {
  const footer =
    opts.reportUrl && /^https?:\/\/[^\s()<>]+$/.test(opts.reportUrl)
      ? [`📄 [HTML report](${opts.reportUrl}): each cassette's run timeline, assertions with evidence, trace views`]
      : [];
  return renderReportMarkdown(report, {
    budgetBytes: opts.budgetBytes ?? CHECK_RUN_SUMMARY_BUDGET,
    headingLevel: 0,
    ...(footer.length ? { footer } : {}),
  });
}
