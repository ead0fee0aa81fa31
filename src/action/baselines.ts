/**
 * The Desktop baselines an Action step uses (its gate, `command: record`, `run` and `rerecord`): the
 * `baselines` input's directory when it names one; else, with `fetch-baselines: true`, the published
 * baselines fetched before the step (src/live/baselines/fetch.ts, each file checked against its pin)
 * into the baselines cache and kept with @actions/cache, keyed by the pinned commit, so a later run
 * restores them instead of downloading (the download is imported on demand: the gate's path holds
 * no live code, scripts/gate-bundle-check.mjs); else whatever the cache already holds
 * (src/core/baselines/cache.ts).
 * A restored cache is checked against the pins like a fetched one: an entry that does not match is
 * fetched again. Every cache-service problem is a notice; a file the fetch refuses is a warning, and
 * the step goes on without baselines (reported as not checked), as it would with none.
 */
import * as actionsCache from "@actions/cache";
import * as core from "@actions/core";
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { logInfo } from "./log.js";
import { booleanInput, rawInput } from "./inputs.js";
import type { CacheService } from "./cache.js";
import { oneLine } from "../core/util/errors.js";
import { baselinesCacheDir, baselinesDirFor, cachedFileDigest } from "../core/baselines/cache.js";
import {
  DEFAULT_BASELINES_SOURCE,
  PUBLISHED_BASELINE_PINS,
  PUBLISHED_BASELINES_COMMIT,
} from "../core/baselines/published.js";
import type { fetchBaselines } from "../live/baselines/fetch.js";

/** The Actions cache key of the published set: the pinned commit and a digest of the pins. */
export function baselinesCacheKey(): string {
  const pins = createHash("sha256").update(JSON.stringify(PUBLISHED_BASELINE_PINS)).digest("hex").slice(0, 12);
  return `cowork-baselines-${PUBLISHED_BASELINES_COMMIT}-${pins}`;
}

/** Whether every published pin's file is in `dir` with its pinned sha256. */
function holdsPublishedSet(dir: string): boolean {
  return PUBLISHED_BASELINE_PINS.every((p) => {
    const got = cachedFileDigest(dir, p.path);
    return "sha256" in got && got.sha256 === p.sha256;
  });
}

export interface ActionBaselinesOptions {
  env: NodeJS.ProcessEnv;
  /** the directory the step runs in (the `baselines` input is relative to it) */
  root: string;
  service?: CacheService;
  /** the download, for tests (default fetchBaselines from the pinned source) */
  fetch?: typeof fetchBaselines;
}

/** Restores, fetches and saves per `fetch-baselines`; then the directory the step uses (undefined: none). */
export async function actionBaselinesDir(opts: ActionBaselinesOptions): Promise<string | undefined> {
  const { env } = opts;
  const given = rawInput(env, "baselines");
  const wanted = booleanInput(env, "fetch-baselines", false);
  if (given) {
    if (wanted) core.notice("fetch-baselines: not fetched — the baselines input names the directory to use");
    return resolve(opts.root, given);
  }
  if (wanted) await fetchIntoCache(opts);
  return baselinesDirFor(undefined, env, (l) => (l.startsWith("warning: ") ? core.warning(l.slice(9)) : logInfo(l)));
}

async function fetchIntoCache(opts: ActionBaselinesOptions): Promise<void> {
  const dir = baselinesCacheDir(opts.env);
  if (dir === undefined) {
    core.warning("fetch-baselines: no cache directory (HOME is not set): the step runs without baselines");
    return;
  }
  const service = opts.service ?? actionsCache;
  const key = baselinesCacheKey();
  let available = false;
  try {
    available = service.isFeatureAvailable();
  } catch (e) {
    core.notice(`fetch-baselines: the Actions cache is unavailable (${oneLine(e)})`);
  }
  let restored = false;
  if (available) {
    try {
      restored = (await service.restoreCache([dir], key)) === key;
    } catch (e) {
      core.notice(`fetch-baselines: the cached baselines were not restored (${oneLine(e)})`);
    }
  }
  if (restored && holdsPublishedSet(dir)) {
    logInfo(`fetch-baselines: restored ${key} from the Actions cache`);
    return;
  }
  // the download is the live side's (src/live/baselines): loaded on demand, so the gate's path holds none of it
  const download = opts.fetch ?? (await import("../live/baselines/fetch.js")).fetchBaselines;
  let outcome: Awaited<ReturnType<typeof fetchBaselines>>;
  try {
    outcome = await download({ source: DEFAULT_BASELINES_SOURCE, pins: PUBLISHED_BASELINE_PINS, dir });
  } catch (e) {
    core.warning(`fetch-baselines: ${oneLine(e)}; the step runs without fetched baselines`);
    return;
  }
  for (const r of outcome.refused) core.warning(`fetch-baselines: ${r.path}: ${r.why}`);
  logInfo(`fetch-baselines: fetched ${outcome.kept.length} of ${PUBLISHED_BASELINE_PINS.length} file(s) into ${dir}`);
  if (!available || outcome.refused.length > 0) return;
  try {
    await service.saveCache([dir], key);
  } catch (e) {
    core.notice(`fetch-baselines: the baselines were not saved to the Actions cache (${oneLine(e)})`);
  }
}
