/**
 * Whether a re-record job succeeded, as one line: the CLI prints it, the Action fails the step
 * with it and heads the job summary with it. The job is never green while it did nothing it was
 * asked to: a stale cassette it could not re-record (no key, a failing run, no scenario, the cost
 * cap) fails it, each with the one thing to add or change; nothing stale at all fails only with
 * `on-nothing-stale: fail`. A declined pull request (closed without merging, same cassettes for
 * the same reasons) is the one deliberate no-op: green, with a warning saying so. An unrecorded
 * scenario (no cassette records it) is work like a stale cassette, named as such: "recorded 1
 * unrecorded scenario", and a failure names the scenario.
 */
import { relative } from "node:path";
import { UsageError } from "../../core/util/errors.js";
import type { CommitMode } from "./guards.js";
import { formatUsd, spendText, spentUsd, type RerecordItem } from "./rerecord.js";
import type { RerecordJobReport } from "./run.js";

export const ON_NOTHING_STALE = ["success", "fail"] as const;
export type OnNothingStale = (typeof ON_NOTHING_STALE)[number];

/** A spend cap in US dollars: a positive number ("" for none). */
export function parseMaxCost(value: string, what: string): number | undefined {
  const v = value.trim().replace(/^\$/, "");
  if (v === "") return undefined;
  const n = Number(v);
  if (!/^\d+(\.\d+)?$/.test(v) || !Number.isFinite(n) || n <= 0)
    throw new UsageError(`${what} must be a positive number of US dollars, e.g. 5 or 0.50 (got "${value}")`);
  return n;
}

export function parseOnNothingStale(value: string, what: string): OnNothingStale {
  const v = value.trim();
  if ((ON_NOTHING_STALE as readonly string[]).includes(v)) return v as OnNothingStale;
  throw new UsageError(`${what} must be one of ${ON_NOTHING_STALE.join(", ")} (got "${value}")`);
}

export interface JobOutcome {
  ok: boolean;
  /** one line: what happened, or what to add */
  line: string;
  /** what the reader should know although the job passed */
  warnings: string[];
}

export interface OutcomeContext {
  root: string;
  mode: CommitMode;
  onNothingStale?: OnNothingStale;
  maxCostUsd?: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How an item is named in one line: its cassette, or for an unrecorded scenario the scenario. */
function shownOf(i: RerecordItem, root: string): string {
  return i.unrecorded && i.scenarioPath
    ? `${relative(root, i.scenarioPath)} (unrecorded)`
    : relative(root, i.cassettePath);
}

function firstError(items: readonly RerecordItem[], root: string): string {
  const i = items[0];
  return i ? `${shownOf(i, root)}: ${i.error ?? i.status}` : "";
}

/** "2 stale cassettes", "1 unrecorded scenario", or both joined with "and". */
function workText(items: readonly RerecordItem[]): string {
  const u = items.filter((i) => i.unrecorded).length;
  const s = items.length - u;
  return [
    ...(s > 0 || u === 0 ? [plural(s, "stale cassette")] : []),
    ...(u > 0 ? [plural(u, "unrecorded scenario")] : []),
  ].join(" and ");
}

/** "re-recorded 2 cassettes", "recorded 1 unrecorded scenario", or both (`re`, `rec`: the two verbs). */
function doneText(items: readonly RerecordItem[], re: string, rec: string): string {
  const u = items.filter((i) => i.unrecorded).length;
  const s = items.length - u;
  return [
    ...(s > 0 || u === 0 ? [`${re} ${plural(s, "cassette")}`] : []),
    ...(u > 0 ? [`${rec} ${plural(u, "unrecorded scenario")}`] : []),
  ].join(" and ");
}

export function jobOutcome(report: RerecordJobReport, ctx: OutcomeContext): JobOutcome {
  const items = report.items;
  const refreshed = items.filter((i) => i.status === "refreshed");
  const needKey = items.filter((i) => i.needs === "anthropic-api-key" && i.status !== "dry-run");
  const failed = items.filter((i) => (i.status === "failed" || i.status === "unresolved") && i.needs === undefined);
  const skipped = items.filter((i) => i.status === "skipped");
  const spent = spentUsd(items);
  const warnings: string[] = [];

  if (report.commitError) return { ok: false, line: `not written back: ${report.commitError}`, warnings };
  if (needKey.length > 0) {
    return {
      ok: false,
      line: `${workText(needKey)} need${needKey.length === 1 ? "s" : ""} the real API and no Anthropic API key was given (${shownOf(needKey[0]!, ctx.root)}${needKey.length > 1 ? ", …" : ""}) — add the anthropic-api-key input (\${{ secrets.ANTHROPIC_API_KEY }}; ANTHROPIC_API_KEY for the CLI), or name a model script in their scenarios`,
      warnings,
    };
  }
  if (failed.length > 0) {
    const selected = plural(
      items.length,
      items.every((i) => i.unrecorded) ? "unrecorded scenario" : "selected cassette",
    );
    const verb = failed.every((i) => i.unrecorded) ? "recorded" : "re-recorded";
    const head =
      refreshed.length === 0
        ? `none of the ${selected} could be ${verb}`
        : `${failed.length} of ${selected} could not be ${verb}`;
    return { ok: false, line: `${head} — ${firstError(failed, ctx.root)}`, warnings };
  }
  if (skipped.length > 0) {
    return {
      ok: false,
      line: `max-cost-usd ${formatUsd(ctx.maxCostUsd ?? 0)} reached after ${formatUsd(spent)}: ${workText(skipped)} not ${skipped.every((i) => i.unrecorded) ? "recorded" : "re-recorded"} (${shownOf(skipped[0]!, ctx.root)}${skipped.length > 1 ? ", …" : ""}) — raise max-cost-usd, or let the next run continue`,
      warnings,
    };
  }
  if (report.declined) {
    const d = report.declined;
    warnings.push(
      `pull request #${d.number} with these re-records was closed without merging${d.closedAt ? ` (${d.closedAt})` : ""}; not opening it again until what is stale, or why, changes — reopen #${d.number} to have it updated`,
    );
    return {
      ok: true,
      line: `${workText(items)} left as they are: pull request #${d.number} was declined`,
      warnings,
    };
  }
  if (items.length === 0) {
    const closed = report.closed ? `; closed pull request #${report.closed.number}` : "";
    const line = `nothing is stale among ${plural(report.checked, "cassette")}${closed}`;
    if (ctx.onNothingStale === "fail") return { ok: false, line: `${line} — and on-nothing-stale is fail`, warnings };
    return { ok: true, line, warnings };
  }
  if (items.every((i) => i.status === "dry-run"))
    return {
      ok: true,
      line: `would ${doneText(items, "re-record", "record")} (dry run: nothing recorded)`,
      warnings,
    };
  const c = report.commit;
  warnings.push(...(c.pullRequest?.warnings ?? []));
  if (c.signing === "api" && c.verified === false && c.commitSha)
    warnings.push(
      `the re-record commit ${c.commitSha.slice(0, 12)} was made through the GitHub API, but GitHub does not report it verified`,
    );
  const where = c.pullRequest
    ? `; pull request #${c.pullRequest.number} ${c.pullRequest.operation}`
    : c.commitSha && ctx.mode === "push"
      ? `; pushed ${c.commitSha.slice(0, 12)} to ${c.branch}`
      : ctx.mode === "none"
        ? "; left in the work tree (commit-mode none)"
        : "";
  return {
    ok: true,
    line: `${doneText(refreshed, "re-recorded", "recorded")} (${spendText(items)})${where}`,
    warnings,
  };
}
