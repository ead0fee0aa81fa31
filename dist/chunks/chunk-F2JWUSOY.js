#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  formatUsd,
  spendText,
  spentUsd
} from "./chunk-NTSIXA63.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/live/rerecord/outcome.ts
import { relative } from "node:path";
var ON_NOTHING_STALE = ["success", "fail"];
function parseMaxCost(value, what) {
  const v = value.trim().replace(/^\$/, "");
  if (v === "") return void 0;
  const n = Number(v);
  if (!/^\d+(\.\d+)?$/.test(v) || !Number.isFinite(n) || n <= 0)
    throw new UsageError(`${what} must be a positive number of US dollars, e.g. 5 or 0.50 (got "${value}")`);
  return n;
}
function parseOnNothingStale(value, what) {
  const v = value.trim();
  if (ON_NOTHING_STALE.includes(v)) return v;
  throw new UsageError(`${what} must be one of ${ON_NOTHING_STALE.join(", ")} (got "${value}")`);
}
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function shownOf(i, root) {
  return i.unrecorded && i.scenarioPath ? `${relative(root, i.scenarioPath)} (unrecorded)` : relative(root, i.cassettePath);
}
function firstError(items, root) {
  const i = items[0];
  return i ? `${shownOf(i, root)}: ${i.error ?? i.status}` : "";
}
function workText(items) {
  const u = items.filter((i) => i.unrecorded).length;
  const s = items.length - u;
  return [
    ...s > 0 || u === 0 ? [plural(s, "stale cassette")] : [],
    ...u > 0 ? [plural(u, "unrecorded scenario")] : []
  ].join(" and ");
}
function doneText(items, re, rec) {
  const u = items.filter((i) => i.unrecorded).length;
  const s = items.length - u;
  return [
    ...s > 0 || u === 0 ? [`${re} ${plural(s, "cassette")}`] : [],
    ...u > 0 ? [`${rec} ${plural(u, "unrecorded scenario")}`] : []
  ].join(" and ");
}
function jobOutcome(report, ctx) {
  const items = report.items;
  const refreshed = items.filter((i) => i.status === "refreshed");
  const needKey = items.filter((i) => i.needs === "anthropic-api-key" && i.status !== "dry-run");
  const failed = items.filter((i) => (i.status === "failed" || i.status === "unresolved") && i.needs === void 0);
  const skipped = items.filter((i) => i.status === "skipped");
  const spent = spentUsd(items);
  const warnings = [];
  if (report.commitError) return { ok: false, line: `not written back: ${report.commitError}`, warnings };
  if (needKey.length > 0) {
    return {
      ok: false,
      line: `${workText(needKey)} need${needKey.length === 1 ? "s" : ""} the real API and no Anthropic API key was given (${shownOf(needKey[0], ctx.root)}${needKey.length > 1 ? ", \u2026" : ""}) \u2014 add the anthropic-api-key input (\${{ secrets.ANTHROPIC_API_KEY }}; ANTHROPIC_API_KEY for the CLI), or name a model script in their scenarios`,
      warnings
    };
  }
  if (failed.length > 0) {
    const selected = plural(
      items.length,
      items.every((i) => i.unrecorded) ? "unrecorded scenario" : "selected cassette"
    );
    const verb = failed.every((i) => i.unrecorded) ? "recorded" : "re-recorded";
    const head = refreshed.length === 0 ? `none of the ${selected} could be ${verb}` : `${failed.length} of ${selected} could not be ${verb}`;
    return { ok: false, line: `${head} \u2014 ${firstError(failed, ctx.root)}`, warnings };
  }
  if (skipped.length > 0) {
    return {
      ok: false,
      line: `max-cost-usd ${formatUsd(ctx.maxCostUsd ?? 0)} reached after ${formatUsd(spent)}: ${workText(skipped)} not ${skipped.every((i) => i.unrecorded) ? "recorded" : "re-recorded"} (${shownOf(skipped[0], ctx.root)}${skipped.length > 1 ? ", \u2026" : ""}) \u2014 raise max-cost-usd, or let the next run continue`,
      warnings
    };
  }
  if (report.declined) {
    const d = report.declined;
    warnings.push(
      `pull request #${d.number} with these re-records was closed without merging${d.closedAt ? ` (${d.closedAt})` : ""}; not opening it again until what is stale, or why, changes \u2014 reopen #${d.number} to have it updated`
    );
    return {
      ok: true,
      line: `${workText(items)} left as they are: pull request #${d.number} was declined`,
      warnings
    };
  }
  if (items.length === 0) {
    const closed = report.closed ? `; closed pull request #${report.closed.number}` : "";
    const line = `nothing is stale among ${plural(report.checked, "cassette")}${closed}`;
    if (ctx.onNothingStale === "fail") return { ok: false, line: `${line} \u2014 and on-nothing-stale is fail`, warnings };
    return { ok: true, line, warnings };
  }
  if (items.every((i) => i.status === "dry-run"))
    return {
      ok: true,
      line: `would ${doneText(items, "re-record", "record")} (dry run: nothing recorded)`,
      warnings
    };
  const c = report.commit;
  warnings.push(...c.pullRequest?.warnings ?? []);
  if (c.signing === "api" && c.verified === false && c.commitSha)
    warnings.push(
      `the re-record commit ${c.commitSha.slice(0, 12)} was made through the GitHub API, but GitHub does not report it verified`
    );
  const where = c.pullRequest ? `; pull request #${c.pullRequest.number} ${c.pullRequest.operation}` : c.commitSha && ctx.mode === "push" ? `; pushed ${c.commitSha.slice(0, 12)} to ${c.branch}` : ctx.mode === "none" ? "; left in the work tree (commit-mode none)" : "";
  return {
    ok: true,
    line: `${doneText(refreshed, "re-recorded", "recorded")} (${spendText(items)})${where}`,
    warnings
  };
}

export {
  parseMaxCost,
  parseOnNothingStale,
  jobOutcome
};
