/**
 * `prune`: the retention of kept runs, as the user sets it (docs/cli-reference.md#kept-runs) — keep
 * the newest N runs of each scenario, and/or drop runs older than D days. Only `<root>/<scenario>/<run>`
 * directories that are run directories (a status.json or an events.jsonl in them) are candidates;
 * a link is never followed nor removed through, a run still running is never touched, and the index
 * keeps its rows (stats counts them as pruned).
 */
import { lstatSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { MAX_TEXT_FILE_BYTES } from "../../core/util/regular-file.js";
import { RUN_FILES } from "../trace/run-layout.js";
import { readRunJson } from "./kept-run.js";

export interface Retention {
  /** keep the newest N runs of each scenario */
  keepLast?: number;
  /** drop runs that started more than this many days ago */
  olderThanDays?: number;
}

export interface PruneCandidate {
  dir: string;
  scenario: string;
  startedMs: number;
  running: boolean;
}

const isDir = (p: string): boolean => {
  try {
    return lstatSync(p).isDirectory();
  } catch {
    return false;
  }
};
const exists = (p: string): boolean => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

/** A status that says running and was refreshed within the last minute (a killed run's goes stale). */
function stillRunning(status: unknown, now: number): boolean {
  if (typeof status !== "object" || status === null) return false;
  const s = status as Record<string, unknown>;
  const updated = typeof s.updatedAt === "string" ? Date.parse(s.updatedAt) : NaN;
  return s.state === "running" && Number.isFinite(updated) && now - updated < 60_000;
}

/** Every kept run under `root`, newest first within each scenario. */
export function keptRuns(root: string, now = Date.now()): PruneCandidate[] {
  if (!isDir(root)) return [];
  const runs: PruneCandidate[] = [];
  for (const scenario of readdirSync(root).sort()) {
    const sdir = join(root, scenario);
    if (!isDir(sdir)) continue;
    for (const id of readdirSync(sdir)) {
      const dir = join(sdir, id);
      if (!isDir(dir) || !(exists(join(dir, RUN_FILES.status)) || exists(join(dir, RUN_FILES.events)))) continue;
      let status: unknown;
      try {
        status = readRunJson(join(dir, RUN_FILES.status), MAX_TEXT_FILE_BYTES);
      } catch {
        status = undefined;
      }
      const started =
        typeof status === "object" &&
        status !== null &&
        typeof (status as { startedAt?: unknown }).startedAt === "string"
          ? Date.parse((status as { startedAt: string }).startedAt)
          : NaN;
      runs.push({
        dir,
        scenario,
        startedMs: Number.isFinite(started) ? started : lstatSync(dir).mtimeMs,
        running: stillRunning(status, now),
      });
    }
  }
  return runs.sort((a, b) =>
    a.scenario < b.scenario ? -1 : a.scenario > b.scenario ? 1 : b.startedMs - a.startedMs || (a.dir < b.dir ? 1 : -1),
  );
}

/** The runs the retention drops (never a running one). */
export function toPrune(runs: readonly PruneCandidate[], retention: Retention, now = Date.now()): PruneCandidate[] {
  const seen = new Map<string, number>();
  const cutoff = retention.olderThanDays !== undefined ? now - retention.olderThanDays * 86_400_000 : undefined;
  return runs.filter((r) => {
    const rank = (seen.get(r.scenario) ?? 0) + 1;
    seen.set(r.scenario, rank);
    if (r.running) return false;
    const beyondLast = retention.keepLast !== undefined && rank > retention.keepLast;
    const tooOld = cutoff !== undefined && r.startedMs < cutoff;
    return beyondLast || tooOld;
  });
}

/** Removes the runs (a directory's own links are removed, never their targets). */
export async function removeRuns(runs: readonly PruneCandidate[]): Promise<void> {
  for (const r of runs) await rm(r.dir, { recursive: true, force: true });
}
