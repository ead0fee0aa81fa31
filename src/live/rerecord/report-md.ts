/**
 * What a re-record job tells its reader: the job summary (everything), the pull request body
 * (the same, within GitHub's 65,536-character limit, pointing to the job summary for the rest)
 * and the commit message body (a few plain lines per cassette). Each refreshed cassette gets one
 * section: the semantic diff against the cassette it replaced (verdict before and after, tool
 * calls with a Mermaid sequence, answers, transcript, artifacts, turns, tokens and cost, and the
 * finding that triggered it). Every cassette's spend and the total are listed. A scenario that had
 * no cassette is "recorded (was unrecorded)": its first cassette, with nothing to diff against.
 * Pure.
 */
import { relative } from "node:path";
import { renderSemanticDiffMarkdown, renderSemanticDiffText } from "../../gate/diff/semantic.js";
import { byteLength, mdCode, mdText } from "../../core/util/markdown.js";
import type { JobOutcome } from "./outcome.js";
import { formatUsd, itemSpendText, spendText, spentUsd, statusLabel, type RerecordItem } from "./rerecord.js";

/** Says which part of the total is scripted (not billed), when any is. */
function scriptedNote(items: readonly RerecordItem[]): string {
  return items.some((i) => i.scripted === true && i.costUsd !== undefined) ? ` (${spendText(items)})` : "";
}
import type { RerecordJobReport } from "./run.js";

/** GitHub refuses a pull request body longer than this many characters. */
export const PR_BODY_MAX_CHARS = 65_536;
/** The job summary's limit is 1 MiB; stay below it. */
export const SUMMARY_MAX_BYTES = 1_000_000;
/** The commit message's details, after the list of files. */
export const COMMIT_DETAILS_MAX_CHARS = 6_000;

export interface ReportContext {
  root: string;
  outcome: JobOutcome;
  mode: string;
  maxCostUsd?: number;
  /** the Actions run, for "full detail in the job summary" */
  runUrl?: string;
}

const STATUS_MARK: Record<RerecordItem["status"], string> = {
  refreshed: "✅",
  failed: "❌",
  unresolved: "❌",
  "dry-run": "·",
  skipped: "⏸",
  declined: "⏸",
};

/** The status column: a mark and the words (rerecord.ts statusLabel), e.g. "✅ recorded (was unrecorded)". */
export function statusWord(i: Pick<RerecordItem, "status" | "unrecorded">): string {
  return `${STATUS_MARK[i.status]} ${statusLabel(i)}`;
}

function cost(i: RerecordItem): string {
  return i.costUsd === undefined ? "—" : itemSpendText(i);
}

function itemsTable(items: readonly RerecordItem[], root: string, reasonMax: number): string[] {
  if (items.length === 0) return [];
  const lines = ["| cassette | status | cost | selected because |", "| --- | --- | ---: | --- |"];
  for (const i of items) {
    const why =
      i.reasons.length === 0
        ? ""
        : mdText(i.reasons[0]!, reasonMax) + (i.reasons.length > 1 ? ` (+${i.reasons.length - 1} more)` : "");
    lines.push(`| ${mdCode(relative(root, i.cassettePath))} | ${statusWord(i)} | ${cost(i)} | ${why} |`);
  }
  return lines;
}

function spendLine(report: RerecordJobReport, ctx: ReportContext): string {
  const cap = ctx.maxCostUsd !== undefined ? ` (max-cost-usd ${formatUsd(ctx.maxCostUsd)})` : "";
  const unrecorded = report.unrecorded ? ` and ${report.unrecorded} unrecorded scenario(s)` : "";
  return `Spend reported by the recorded runs: **${formatUsd(spentUsd(report.items))}** in total${scriptedNote(report.items)}${cap} · ${report.items.length} selected of ${report.checked} cassette(s)${unrecorded} · commit-mode ${ctx.mode}`;
}

function whereLine(report: RerecordJobReport): string | undefined {
  const c = report.commit;
  if (c.pullRequest)
    return `Pull request #${c.pullRequest.number} ${c.pullRequest.operation}${c.pullRequest.url ? `: ${c.pullRequest.url}` : ""} (branch ${mdCode(c.branch ?? "")}, ${mdCode((c.commitSha ?? "").slice(0, 12))})`;
  if (c.commitSha)
    return `Pushed ${mdCode(c.commitSha.slice(0, 12))} to ${mdCode(c.branch ?? "")}${(c.pushAttempts ?? 1) > 1 ? ` after ${c.pushAttempts} attempts` : ""}`;
  if (report.closed)
    return `Closed pull request #${report.closed.number}${report.closed.branchDeleted ? " and deleted its branch" : ""}: nothing is stale any more`;
  return undefined;
}

function failuresSection(items: readonly RerecordItem[], root: string): string[] {
  const bad = items.filter((i) => i.status === "failed" || i.status === "unresolved" || i.status === "skipped");
  if (bad.length === 0) return [];
  return [
    "### Not re-recorded (the committed cassette is unchanged)",
    "",
    ...bad.map((i) =>
      i.unrecorded && i.scenarioPath
        ? `- ${mdCode(relative(root, i.scenarioPath))} (unrecorded: no cassette written) — ${mdText(i.error ?? i.status, 600)}`
        : `- ${mdCode(relative(root, i.cassettePath))} — ${mdText(i.error ?? i.status, 600)}`,
    ),
    "",
  ];
}

function diffSection(i: RerecordItem, root: string, budgetBytes: number): string {
  const head = `### ${mdCode(relative(root, i.cassettePath))} — ${cost(i)}`;
  if (i.unrecorded) {
    const from = i.scenarioPath ? ` from ${mdCode(relative(root, i.scenarioPath))}` : "";
    return `${head}\n\nRecorded (was unrecorded)${from}: its first cassette, nothing to diff against.\n`;
  }
  if (!i.diff) {
    const why = i.reasons[0] ? ` (${mdText(i.reasons[0], 300)})` : "";
    return `${head}\n\nThe cassette it replaced did not load${why}: no diff to show.\n`;
  }
  return `${head}\n\n${renderSemanticDiffMarkdown(i.diff, { budgetBytes: Math.max(600, budgetBytes - byteLength(head) - 2), mermaid: true })}\n`;
}

/** The diff sections of the refreshed cassettes, sharing `budgetBytes` fairly; those that do not fit are named. */
function diffSections(items: readonly RerecordItem[], root: string, budgetBytes: number, elsewhere: string): string[] {
  const refreshed = items.filter((i) => i.status === "refreshed");
  const out: string[] = [];
  let left = budgetBytes;
  refreshed.forEach((i, n) => {
    const share = Math.floor(left / (refreshed.length - n));
    if (share < 800) {
      const line = `- ${mdCode(relative(root, i.cassettePath))}: diff ${elsewhere}`;
      out.push(line);
      left -= byteLength(line) + 1;
      return;
    }
    const section = diffSection(i, root, share);
    out.push(section);
    left -= byteLength(section) + 1;
  });
  return out;
}

function header(report: RerecordJobReport, ctx: ReportContext, reasonMax: number): string[] {
  const mark = ctx.outcome.ok ? "✅" : "❌";
  const lines = ["## cowork-harness rerecord", "", `${mark} ${mdText(ctx.outcome.line, 1000)}`, ""];
  for (const w of ctx.outcome.warnings) lines.push(`> ⚠️ ${mdText(w, 1000)}`, "");
  const where = whereLine(report);
  if (where) lines.push(where, "");
  lines.push(spendLine(report, ctx), "");
  const table = itemsTable(report.items, ctx.root, reasonMax);
  if (table.length > 0) lines.push(...table, "");
  return lines;
}

/** The job summary: the outcome, every cassette with its spend and trigger, each diff in full. */
export function rerecordSummaryMarkdown(report: RerecordJobReport, ctx: ReportContext): string {
  const head = [
    ...header(report, ctx, 400),
    ...failuresSection(report.items, ctx.root),
    ...authoredLiveSection(report.items, ctx.root),
  ];
  const used = byteLength(head.join("\n"));
  const diffs = diffSections(report.items, ctx.root, SUMMARY_MAX_BYTES - used - 200, "left out: the summary is full");
  const body = diffs.length > 0 ? ["### What changed", "", ...diffs] : [];
  return `${[...head, ...body].join("\n").trimEnd()}\n`;
}

export interface PullRequestBodyOptions extends ReportContext {
  /** the hidden marker naming what this PR refreshes (pull-request.ts keyMarker) */
  marker: string;
}

/** The pull request body: the summary within GitHub's limit, the full detail left to the job summary. */
export function rerecordPullRequestBody(report: RerecordJobReport, opts: PullRequestBodyOptions): string {
  const elsewhere = opts.runUrl ? `in the [job summary](${opts.runUrl})` : "in the job summary";
  const intro = [
    ...header(report, opts, 200),
    "Each new cassette replayed green and came out fresh before it replaced the old one. Review what the agent now does differently below; merge to accept it.",
    "",
    ...(report.items.some((i) => i.unrecorded && i.status === "refreshed")
      ? [
          "A scenario marked recorded (was unrecorded) had no cassette: its first one replayed green and came out fresh too; merge to add it to the gate.",
          "",
        ]
      : []),
    ...failuresSection(report.items, opts.root),
    ...authoredLiveSection(report.items, opts.root),
  ];
  const outro = ["", `Full detail ${elsewhere}.`, "", opts.marker];
  // bytes ≥ characters, so a byte budget keeps the character limit; room is left for the close marker
  const budget = PR_BODY_MAX_CHARS - 400 - byteLength([...intro, ...outro].join("\n"));
  const diffs = diffSections(report.items, opts.root, budget, `left out for length; see it ${elsewhere}`);
  const body = [...intro, ...(diffs.length > 0 ? ["### What changed", "", ...diffs] : []), ...outro].join("\n");
  return body.length <= PR_BODY_MAX_CHARS - 200
    ? `${body}\n`
    : `${body.slice(0, PR_BODY_MAX_CHARS - 400)}\n\n…cut for length; full detail ${elsewhere}.\n\n${opts.marker}\n`;
}

/** The refreshed cassettes whose gates a live decider answered: a reviewer should read those answers. */
export function authoredLiveSection(items: readonly RerecordItem[], root: string): string[] {
  const live = items.filter((i) => i.status === "refreshed" && i.authoredLive);
  if (live.length === 0) return [];
  return [
    "### Answered live",
    "",
    "A live decider answered questions the scenario does not script in these re-recordings (the answers are now frozen in the cassette; check them in the controlOut diff, or script them under `answers:`):",
    "",
    ...live.map(
      (i) =>
        `- \`${relative(root, i.cassettePath)}\`: ${i.authoredLive!.gates} gate(s) by ${i.authoredLive!.channel ?? "a live decider"}`,
    ),
    "",
  ];
}

/** The plain-text details of the commit message: one short block per refreshed cassette, its spend, the total. */
export function rerecordCommitDetails(items: readonly RerecordItem[], root: string): string {
  const refreshed = items.filter((i) => i.status === "refreshed");
  const blocks = refreshed.map((i) => {
    const lines = i.unrecorded
      ? [`recorded (was unrecorded)${i.scenarioPath ? ` from ${relative(root, i.scenarioPath)}` : ""}`]
      : i.diff
        ? renderSemanticDiffText(i.diff).trimEnd().split("\n").slice(0, 14)
        : [`(the cassette it replaced did not load)`];
    return [`${relative(root, i.cassettePath)} (${cost(i)}):`, ...lines.map((l) => `  ${l}`)].join("\n");
  });
  blocks.push(`Spend reported by the recorded runs: ${formatUsd(spentUsd(items))}${scriptedNote(items)}`);
  let text = blocks.join("\n\n");
  if (text.length > COMMIT_DETAILS_MAX_CHARS)
    text = `${text.slice(0, COMMIT_DETAILS_MAX_CHARS)}\n… (cut; the job summary has the rest)`;
  return text;
}
