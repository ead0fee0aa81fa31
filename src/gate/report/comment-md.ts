/**
 * The sticky PR comment: a hidden marker first (how the comment is found again), then the
 * report. Comment bodies are capped at 65,536 characters; the budget leaves room to spare.
 */
import type { GateReport } from "./gate-report.js";
import { mdText } from "../../core/util/markdown.js";
import { renderReportMarkdown } from "./summary-md.js";

export const STICKY_MARKER = "<!-- cowork-harness:sticky -->";
/** The live lane's comment (`command: run`) is its own: it never replaces the gate's. */
export const RUN_STICKY_MARKER = "<!-- cowork-harness:sticky:run -->";

/** The marker of the report's sticky comment. */
export function stickyMarker(report: Pick<GateReport, "run">): string {
  return report.run ? RUN_STICKY_MARKER : STICKY_MARKER;
}
export const COMMENT_BUDGET = 60_000;

export interface CommentOptions {
  /** link to the workflow run, shown last */
  runUrl?: string;
  /** the HTML report's artifact page, shown beside the run link */
  reportUrl?: string;
  /** short sha the report is about */
  sha?: string;
  budgetBytes?: number;
}

export function renderCommentMarkdown(report: GateReport, opts: CommentOptions = {}): string {
  const footer: string[] = [];
  const parts: string[] = [];
  if (opts.sha) parts.push(`for ${mdText(opts.sha.slice(0, 12))}`);
  if (opts.runUrl && /^https?:\/\/[^\s()<>]+$/.test(opts.runUrl)) parts.push(`[workflow run](${opts.runUrl})`);
  if (opts.reportUrl && /^https?:\/\/[^\s()<>]+$/.test(opts.reportUrl))
    parts.push(`[HTML report](${opts.reportUrl}) (each cassette's run timeline)`);
  if (parts.length > 0) footer.push(`<sub>cowork-harness ${parts.join(" · ")}</sub>`);
  return renderReportMarkdown(report, {
    budgetBytes: opts.budgetBytes ?? COMMENT_BUDGET,
    headingLevel: 3,
    preamble: [stickyMarker(report)],
    footer,
  });
}
