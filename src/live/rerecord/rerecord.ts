/**
 * Re-recording one stale cassette: a live run of its scenario, in the format of the cassette it
 * replaces, into a temp file beside it (same directory, so every path the cassette records
 * relative to itself stays right). The new cassette must then replay green and come out fresh
 * (no staleness finding); only then is it renamed over the old one, atomically. Any failure
 * removes the temp file and leaves the old cassette byte-identical.
 *
 * Each live run's spend is what its recorded `result` event reports (`total_cost_usd`), also for a
 * run whose verdict failed; `maxCostUsd` stops re-recording once the spend of the job reaches it.
 * A refreshed cassette carries the semantic diff against the one it replaced, for the reviewer.
 *
 * An unrecorded scenario (unrecorded.ts) goes the same way to its first cassette: the same live
 * run, guards, budgets, cost cap and privacy scan, the same replay-green-and-fresh check before
 * the temp file is renamed into place (never over a file that appeared meanwhile); there is no old
 * cassette, so no diff. Its item says `unrecorded`, and "refreshed" then means recorded.
 */
import { existsSync } from "node:fs";
import { rename, unlink } from "node:fs/promises";
import { loadCassetteFile } from "../../core/cassette/load.js";
import type { Cassette } from "../../core/cassette/types.js";
import { semanticDiff, type SemanticDiff } from "../../gate/diff/semantic.js";
import { recordScenario } from "../record/record-scenario.js";
import type { CassetteFormat } from "../../core/cassette/format.js";
import { replayCassetteFile } from "../../gate/replay/replay-cassette.js";
import { loadScenarioFile } from "../../core/scenario/load.js";
import { oneLine } from "../../core/util/errors.js";
import { tempPathBeside } from "../../core/util/temp-files.js";
import { costOfCassette } from "./cost.js";
import { firstFailure, type StaleCassette } from "./select.js";
import { firstFailureAt } from "../judge/failure-at.js";
import type { AllowPattern } from "../../gate/verify/privacy-patterns.js";
import type { LiveDeciderSession } from "../answerers/live-session.js";
import type { RunBounds } from "../../core/settings/run-bounds.js";

/** skipped: the cost cap was reached first; declined: a person closed the PR offering exactly this re-record */
export type RerecordStatus = "refreshed" | "failed" | "unresolved" | "dry-run" | "skipped" | "declined";

export interface RerecordItem {
  cassettePath: string;
  scenarioPath?: string;
  format: CassetteFormat;
  status: RerecordStatus;
  /** why it was selected: the staleness findings, the read error, or the failing verdict */
  reasons: string[];
  /** why the re-record failed, could not start, or was skipped */
  error?: string;
  /** what the job needs to re-record it (e.g. an Anthropic API key) */
  needs?: "anthropic-api-key";
  /** the spend the live run reported (its result event's total_cost_usd); absent when no run reported one */
  costUsd?: number;
  /** the run answered from a model script: its reported spend is the price of scripted usage, nothing was billed */
  scripted?: boolean;
  /** the verdict of the cassette it replaces, when that one replayed */
  verdictBefore?: boolean;
  /** refreshed: what changed against the cassette it replaced (absent when the old one did not load) */
  diff?: SemanticDiff;
  /** a live decider answered gates of the new recording (its answers are frozen; a later re-record may differ) */
  authoredLive?: { channel?: string; gates: number };
  /** its scenario had no cassette (unrecorded.ts): `cassettePath` is its first one, "refreshed" means recorded */
  unrecorded?: true;
}

export interface RerecordOptions {
  /** privacy allow patterns for the new cassette (the repository's .cowork-allow-patterns), as record takes them */
  allow?: AllowPattern[];
  /** called after the new cassette is verified, just before it replaces the old one (the crash journal, journal.ts) */
  beforeReplace?: (cassettePath: string, tempPath: string) => Promise<void>;
  /** "keep" (default): the old cassette's format; or force one */
  format?: "keep" | CassetteFormat;
  /** accept a live run whose verdict fails (the replay must still load and be fresh) */
  allowFailing?: boolean;
  dryRun?: boolean;
  /** stop re-recording once the spend reported so far reaches this many US dollars */
  maxCostUsd?: number;
  /** the environment recordScenario gets: ANTHROPIC_API_KEY here reaches only the agent */
  env: NodeJS.ProcessEnv;
  agentBinary?: string;
  baselinesDir?: string;
  timeoutMs?: number;
  /** the trusted time ceiling and tier rule of each live run (src/core/settings/run-bounds.ts) */
  bounds?: RunBounds;
  log?: (line: string) => void;
  /** how paths appear in log lines (default: as given) */
  displayPath?: (path: string) => string;
  /** the job's live deciders (--on-unanswered, --decider-llm, --decider-cmd) */
  live?: LiveDeciderSession;
}

/** Why the freshly recorded cassette must not replace the old one, or undefined when it may. */
async function verifyNewCassette(tempPath: string, opts: RerecordOptions): Promise<string | undefined> {
  const { result } = await replayCassetteFile(tempPath, opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {});
  if (result.error !== undefined) return `the new cassette does not replay: ${result.error}`;
  if (result.exitCode !== 0 && opts.allowFailing !== true)
    return `the new cassette does not replay green: ${firstFailure(result)}`;
  const stale = result.staleness ?? [];
  if (stale.length > 0)
    return `the new cassette is stale right after recording: [${stale[0]!.class}] ${stale[0]!.message}`;
  return undefined;
}

/** The old cassette and its verdict, when it loads and replays. */
async function before(item: StaleCassette, opts: RerecordOptions): Promise<{ cassette?: Cassette; verdict?: boolean }> {
  const cassette = await loadCassetteFile(item.cassettePath).then(
    (l) => l.cassette,
    () => undefined,
  );
  if (!cassette) return {};
  if (item.verdictPass !== undefined) return { cassette, verdict: item.verdictPass };
  const { result } = await replayCassetteFile(
    item.cassettePath,
    opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
  );
  return { cassette, ...(result.error === undefined ? { verdict: result.verdict.pass } : {}) };
}

/** Whether the scenario runs against a model script (free) rather than the real API (needs a key). */
async function hasModelScript(scenarioPath: string): Promise<boolean> {
  return loadScenarioFile(scenarioPath).then(
    (l) => l.modelScript !== undefined,
    () => true, // a scenario that does not load fails in the run with its own message
  );
}

export async function rerecordOne(item: StaleCassette, opts: RerecordOptions): Promise<RerecordItem> {
  const format = opts.format === undefined || opts.format === "keep" ? item.format : opts.format;
  const base = {
    cassettePath: item.cassettePath,
    format,
    reasons: item.reasons,
    ...(item.scenarioPath ? { scenarioPath: item.scenarioPath } : {}),
    ...(item.unrecorded ? { unrecorded: true as const } : {}),
  };
  // an unrecorded scenario that cannot be recorded where its cassette goes: a failed record, nothing written
  if (item.unrecorded && item.unresolved !== undefined) return { ...base, status: "failed", error: item.unresolved };
  if (item.scenarioPath === undefined)
    return { ...base, status: "unresolved", error: item.unresolved ?? "no scenario to re-record from" };
  if (!opts.env.ANTHROPIC_API_KEY && !(await hasModelScript(item.scenarioPath))) {
    return {
      ...base,
      status: opts.dryRun ? "dry-run" : "failed",
      needs: "anthropic-api-key",
      error: "its scenario has no model script, so it runs against the real API, and no Anthropic API key was given",
    };
  }
  if (opts.dryRun) return { ...base, status: "dry-run" };
  const old = item.unrecorded ? {} : await before(item, opts);
  const withBefore = { ...base, ...(old.verdict !== undefined ? { verdictBefore: old.verdict } : {}) };
  const temp = tempPathBeside(item.cassettePath, "rerecord");
  let costUsd: number | undefined;
  try {
    // Always keep what the run produced (in the temp file) so its reported spend can be read,
    // then judge the verdict here: a failing run still cost money.
    const outcome = await recordScenario({
      scenarioPath: item.scenarioPath,
      out: temp,
      format,
      allowFailing: true,
      write: true,
      env: opts.env,
      ...(opts.agentBinary ? { agentBinary: opts.agentBinary } : {}),
      ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}),
      ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
      ...(opts.bounds ? { bounds: opts.bounds } : {}),
      ...(opts.log ? { log: opts.log } : {}),
      ...(opts.allow ? { allow: opts.allow } : {}),
      ...(opts.live ? { live: opts.live } : {}),
    });
    const recorded = await loadCassetteFile(temp).then(
      (l) => l.cassette,
      () => undefined,
    );
    costUsd = recorded ? costOfCassette(recorded) : undefined;
    const spent = {
      ...(costUsd !== undefined
        ? { costUsd, ...(recorded?.inputs?.modelScript !== undefined ? { scripted: true } : {}) }
        : {}),
      ...(outcome.authoredLive ? { authoredLive: outcome.authoredLive } : {}),
    };
    if (!outcome.result.verdict.pass && opts.allowFailing !== true) {
      const shown = (opts.displayPath ?? ((p: string) => p))(item.scenarioPath);
      return {
        ...withBefore,
        ...spent,
        status: "failed",
        error: `the live run failed its assertions: ${firstFailureAt(outcome.result, shown)}`,
      };
    }
    const refusal = await verifyNewCassette(temp, opts);
    if (refusal !== undefined) return { ...withBefore, ...spent, status: "failed", error: refusal };
    const diff =
      old.cassette && recorded
        ? semanticDiff(old.cassette, recorded, {
            trigger: item.reasons,
            ...(old.verdict !== undefined ? { verdictBefore: old.verdict } : {}),
            verdictAfter: outcome.result.verdict.pass,
          })
        : undefined;
    // a first cassette never replaces a file that appeared meanwhile
    if (item.unrecorded && existsSync(item.cassettePath))
      return {
        ...withBefore,
        ...spent,
        status: "failed",
        error: `${(opts.displayPath ?? ((p: string) => p))(item.cassettePath)} appeared while the scenario was recorded — left as it is`,
      };
    await opts.beforeReplace?.(item.cassettePath, temp);
    await rename(temp, item.cassettePath);
    return { ...withBefore, ...spent, status: "refreshed", ...(diff ? { diff } : {}) };
  } catch (e) {
    return { ...withBefore, ...(costUsd !== undefined ? { costUsd } : {}), status: "failed", error: oneLine(e) };
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/** An item's status in words, the same on every channel (the summary's table adds a mark). */
export function statusLabel(i: Pick<RerecordItem, "status" | "unrecorded">): string {
  switch (i.status) {
    case "refreshed":
      return i.unrecorded ? "recorded (was unrecorded)" : "refreshed";
    case "dry-run":
      return i.unrecorded ? "would record (unrecorded)" : "would re-record";
    case "unresolved":
      return "no scenario";
    case "skipped":
      return "skipped (cost cap)";
    default:
      return i.status;
  }
}

/** The total spend the items report, in US dollars. */
export function spentUsd(items: readonly RerecordItem[]): number {
  return items.reduce((sum, i) => sum + (i.costUsd ?? 0), 0);
}

export function formatUsd(usd: number): string {
  return `$${usd.toFixed(usd !== 0 && usd < 0.01 ? 4 : 2)}`;
}

/**
 * The spend of `items` in words: what real-API runs spent, and apart from it what scripted runs
 * report (the price of their scripted usage, which nobody is billed for), e.g. "$0.07 reported by
 * scripted runs (not billed)" or "$1.20 spent, plus $0.07 reported by scripted runs (not billed)".
 */
export function spendText(items: readonly RerecordItem[]): string {
  const billed = spentUsd(items.filter((i) => i.scripted !== true));
  const scripted = items.filter((i) => i.scripted === true && i.costUsd !== undefined);
  if (scripted.length === 0) return `${formatUsd(billed)} spent`;
  const note = `${formatUsd(spentUsd(scripted))} reported by scripted runs (not billed)`;
  return items.some((i) => i.scripted !== true && i.costUsd !== undefined)
    ? `${formatUsd(billed)} spent, plus ${note}`
    : note;
}

/** One run's spend in words (see spendText). */
export function itemSpendText(i: RerecordItem): string {
  return i.costUsd === undefined
    ? ""
    : i.scripted === true
      ? `${formatUsd(i.costUsd)} (scripted model: not billed)`
      : formatUsd(i.costUsd);
}

/**
 * Re-records every item in turn (live runs spend money: one at a time, in order). Once the spend
 * reported so far reaches `maxCostUsd`, the rest are skipped (status "skipped", the cap named).
 */
export async function rerecordStale(items: readonly StaleCassette[], opts: RerecordOptions): Promise<RerecordItem[]> {
  const out: RerecordItem[] = [];
  const show = opts.displayPath ?? ((p: string) => p);
  for (const item of items) {
    const spent = spentUsd(out);
    if (opts.maxCostUsd !== undefined && !opts.dryRun && spent >= opts.maxCostUsd) {
      const format = opts.format === undefined || opts.format === "keep" ? item.format : opts.format;
      out.push({
        cassettePath: item.cassettePath,
        format,
        reasons: item.reasons,
        ...(item.scenarioPath ? { scenarioPath: item.scenarioPath } : {}),
        ...(item.unrecorded ? { unrecorded: true as const } : {}),
        status: "skipped",
        error: `max-cost-usd ${formatUsd(opts.maxCostUsd)} reached (${formatUsd(spent)} spent) — left for the next run`,
      });
      continue;
    }
    const verb = item.unrecorded
      ? opts.dryRun
        ? "would record (unrecorded)"
        : "recording (unrecorded)"
      : opts.dryRun
        ? "would re-record"
        : "re-recording";
    opts.log?.(`${verb} ${show(item.cassettePath)}${item.scenarioPath ? ` from ${show(item.scenarioPath)}` : ""}`);
    const done = await rerecordOne(item, opts);
    if (done.costUsd !== undefined) {
      opts.log?.(
        done.scripted === true
          ? `  reported ${itemSpendText(done)}; in total: ${spendText([...out, done])}`
          : `  spent ${formatUsd(done.costUsd)} (${spendText([...out, done])} in total)`,
      );
    }
    out.push(done);
  }
  return out;
}
