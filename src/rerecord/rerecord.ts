/**
 * Re-recording the stale cassettes: each one from its scenario, in the format of the cassette it
 * replaces, into a temp file beside it (same directory, so every path the cassette records
 * relative to itself stays right). The new cassette must then replay green and come out fresh
 * (no staleness finding); only then is it renamed over the old one, atomically. Any failure
 * removes the temp file and leaves the old cassette byte-identical.
 */
import { randomBytes } from "node:crypto";
import { rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { recordScenario } from "../record/record-scenario.js";
import type { CassetteFormat } from "../record/format.js";
import { replayCassetteFile } from "../replay/replay-cassette.js";
import { oneLine } from "../util/errors.js";
import type { StaleCassette } from "./select.js";

export type RerecordStatus = "refreshed" | "failed" | "unresolved" | "dry-run";

export interface RerecordItem {
  cassettePath: string;
  scenarioPath?: string;
  format: CassetteFormat;
  status: RerecordStatus;
  /** why the cassette was stale */
  reasons: string[];
  /** why the re-record failed or could not start */
  error?: string;
}

export interface RerecordOptions {
  /** "keep" (default): the old cassette's format; or force one */
  format?: "keep" | CassetteFormat;
  /** accept a live run whose verdict fails (the replay must still load and be fresh) */
  allowFailing?: boolean;
  dryRun?: boolean;
  /** the environment recordScenario gets: ANTHROPIC_API_KEY here reaches only the agent */
  env: NodeJS.ProcessEnv;
  agentBinary?: string;
  baselinesDir?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
  /** how paths appear in log lines (default: as given) */
  displayPath?: (path: string) => string;
}

function tempPathBeside(cassettePath: string): string {
  return join(dirname(cassettePath), `.${basename(cassettePath)}.rerecord-${process.pid}-${randomBytes(4).toString("hex")}.tmp`);
}

/** Why the freshly recorded cassette must not replace the old one, or undefined when it may. */
async function verifyNewCassette(tempPath: string, opts: RerecordOptions): Promise<string | undefined> {
  const { result } = await replayCassetteFile(tempPath, opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {});
  if (result.error !== undefined) return `the new cassette does not replay: ${result.error}`;
  if (result.exitCode !== 0 && opts.allowFailing !== true) {
    const first = result.verdict.failures[0]?.message ?? result.assertions.find((a) => !a.pass)?.message ?? "verdict failed";
    return `the new cassette does not replay green: ${first}`;
  }
  const stale = result.staleness ?? [];
  if (stale.length > 0) return `the new cassette is stale right after recording: [${stale[0]!.class}] ${stale[0]!.message}`;
  return undefined;
}

export async function rerecordOne(item: StaleCassette, opts: RerecordOptions): Promise<RerecordItem> {
  const format = opts.format === undefined || opts.format === "keep" ? item.format : opts.format;
  const base = { cassettePath: item.cassettePath, format, reasons: item.reasons, ...(item.scenarioPath ? { scenarioPath: item.scenarioPath } : {}) };
  if (item.scenarioPath === undefined) return { ...base, status: "unresolved", error: item.unresolved ?? "no scenario to re-record from" };
  if (opts.dryRun) return { ...base, status: "dry-run" };
  const temp = tempPathBeside(item.cassettePath);
  try {
    const outcome = await recordScenario({
      scenarioPath: item.scenarioPath,
      out: temp,
      format,
      allowFailing: opts.allowFailing === true,
      write: true,
      env: opts.env,
      ...(opts.agentBinary ? { agentBinary: opts.agentBinary } : {}),
      ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}),
      ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
      ...(opts.log ? { log: opts.log } : {}),
    });
    if (!outcome.written) {
      const first = outcome.result.verdict.failures[0]?.message ?? outcome.result.assertions.find((a) => !a.pass)?.message ?? "verdict failed";
      return { ...base, status: "failed", error: `the live run failed its assertions: ${first}` };
    }
    const refusal = await verifyNewCassette(temp, opts);
    if (refusal !== undefined) return { ...base, status: "failed", error: refusal };
    await rename(temp, item.cassettePath);
    return { ...base, status: "refreshed" };
  } catch (e) {
    return { ...base, status: "failed", error: oneLine(e) };
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/** Re-records every item in turn (live runs spend money: one at a time, in order). */
export async function rerecordStale(items: readonly StaleCassette[], opts: RerecordOptions): Promise<RerecordItem[]> {
  const out: RerecordItem[] = [];
  for (const item of items) {
    const show = opts.displayPath ?? ((p: string) => p);
    opts.log?.(`re-recording ${show(item.cassettePath)}${item.scenarioPath ? ` from ${show(item.scenarioPath)}` : ""}`);
    out.push(await rerecordOne(item, opts));
  }
  return out;
}
