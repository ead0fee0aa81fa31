/**
 * The local cache of fetched Desktop baselines (`cowork-harness baselines fetch`): where it is, the
 * pins its files were kept under (`.pins.json`, written by the fetch), and whether what is there
 * now still matches them. A command given no `--baselines DIR` (no `baselines` input) uses the
 * cache when it holds baselines that all match their pins, and says so in one line; a cache whose
 * files moved from their pins is not used (a warning says which), and without a cache nothing
 * changes: the baseline checks are reported as not checked.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { readRegularFile, readRegularText } from "../util/regular-file.js";
import { escapesRoot } from "../util/repo-root.js";
import { oneLine } from "../util/errors.js";
import { isPinPath, type BaselinePin } from "./published.js";
import { compareVersions } from "./version-order.js";

/** The file in the cache that records each kept file's pin. */
export const PINS_FILE = ".pins.json";

/** The most bytes one cached file may hold (the fetch's own cap). */
export const MAX_BASELINE_FILE_BYTES = 8 * 1024 * 1024;

const BASELINE_FILE = /^desktop-(.+)\.json$/;
const PROMPT_KEYS = ["promptTemplate", "subagentAppend", "subagentAppendHostLoop"] as const;

/**
 * The cache directory: `$COWORK_HARNESS_BASELINES_CACHE`, else `$XDG_CACHE_HOME/cowork-harness/baselines`,
 * else `$HOME/.cache/cowork-harness/baselines`; undefined when none of the three is set (absolute).
 */
export function baselinesCacheDir(env: NodeJS.ProcessEnv): string | undefined {
  const own = env.COWORK_HARNESS_BASELINES_CACHE;
  if (own && isAbsolute(own)) return own;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, "cowork-harness", "baselines");
  const home = env.HOME;
  if (home && isAbsolute(home)) return join(home, ".cache", "cowork-harness", "baselines");
  return undefined;
}

/** A kept file's pin, and the source it was fetched from. */
export interface CachedPin extends BaselinePin {
  source: string;
}

/** `.pins.json`: every file the fetches kept, by path. */
export interface PinsRecord {
  v: 1;
  files: Record<string, CachedPin>;
}

/** The record in `dir` (an empty one when there is none, or it does not parse). */
export function readPinsRecord(dir: string): PinsRecord {
  const empty: PinsRecord = { v: 1, files: {} };
  const path = join(dir, PINS_FILE);
  if (!existsSync(path)) return empty;
  try {
    const parsed = JSON.parse(readRegularText(path, MAX_BASELINE_FILE_BYTES)) as { files?: unknown };
    if (parsed === null || typeof parsed.files !== "object" || parsed.files === null) return empty;
    const files: Record<string, CachedPin> = {};
    for (const [k, v] of Object.entries(parsed.files as Record<string, unknown>)) {
      const p = v as Partial<CachedPin> | null;
      if (isPinPath(k) && p && typeof p.sha256 === "string" && typeof p.source === "string")
        files[k] = { path: k, sha256: p.sha256, source: p.source };
    }
    return { v: 1, files };
  } catch {
    return empty;
  }
}

/** sha256 (hex) of the regular file `rel` below `dir`, or why it cannot be read. */
export function cachedFileDigest(dir: string, rel: string): { sha256: string } | { problem: string } {
  const path = join(dir, rel);
  if (escapesRoot(dir, path)) return { problem: `${rel} lies outside the cache` };
  try {
    return { sha256: createHash("sha256").update(readRegularFile(path, MAX_BASELINE_FILE_BYTES)).digest("hex") };
  } catch (e) {
    return { problem: (e as NodeJS.ErrnoException).code === "ENOENT" ? `${rel} is missing` : `${rel}: ${oneLine(e)}` };
  }
}

/** One cached `desktop-<version>.json`, with its prompt assets, against the pins. */
export interface CachedBaseline {
  version: string;
  /** `desktop-<version>.json` */
  file: string;
  /** the highest version in the cache: what `baseline: latest` loads */
  latest: boolean;
  /** the baseline and every prompt asset it names are present and match their pins */
  matches: boolean;
  /** the first thing that does not, when one does not */
  problem?: string;
  /** the source the baseline file was fetched from */
  source?: string;
}

/** The files of one baseline: itself and the prompt assets its spawn fields name (those that do not parse are left to the loader). */
function filesOf(dir: string, file: string): string[] {
  const out = [file];
  try {
    const spawn = (JSON.parse(readRegularText(join(dir, file), MAX_BASELINE_FILE_BYTES)) as { spawn?: unknown }).spawn;
    if (spawn !== null && typeof spawn === "object")
      for (const key of PROMPT_KEYS) {
        const rel = (spawn as Record<string, unknown>)[key];
        if (typeof rel === "string" && rel !== "") out.push(rel);
      }
  } catch {
    // unreadable or not JSON: the digest check below says so, or the loader does
  }
  return out;
}

function checkFile(dir: string, rel: string, record: PinsRecord): string | undefined {
  const pin = record.files[rel];
  if (!isPinPath(rel)) return `${rel} is not a plain relative path`;
  const got = cachedFileDigest(dir, rel);
  if ("problem" in got) return got.problem;
  if (!pin) return `${rel} has no pin (it was not kept by baselines fetch)`;
  if (got.sha256 !== pin.sha256)
    return `${rel} changed since it was fetched (sha256 ${got.sha256}, pinned ${pin.sha256})`;
  return undefined;
}

/** Every cached baseline, highest version first; [] when the directory holds none (or is not there). */
export function inspectBaselinesCache(dir: string): CachedBaseline[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const record = readPinsRecord(dir);
  const versions = names
    .flatMap((n) => {
      const m = BASELINE_FILE.exec(n);
      return m?.[1] ? [m[1]] : [];
    })
    .sort((a, b) => compareVersions(b, a));
  return versions.map((version, i) => {
    const file = `desktop-${version}.json`;
    let problem: string | undefined;
    for (const rel of filesOf(dir, file)) {
      problem = checkFile(dir, rel, record);
      if (problem) break;
    }
    const source = record.files[file]?.source;
    return {
      version,
      file,
      latest: i === 0,
      matches: problem === undefined,
      ...(problem ? { problem } : {}),
      ...(source ? { source } : {}),
    };
  });
}

/**
 * The baselines directory a command uses: `given` (--baselines DIR, the `baselines` input) when there
 * is one; else the cache, when it holds baselines that all match their pins — said in one line
 * (`baselines: desktop-X.json from <dir> (fetched)`); else undefined (a cache that does not match
 * is named in a warning line).
 */
export function baselinesDirFor(
  given: string | undefined,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): string | undefined {
  if (given !== undefined) return given;
  const dir = baselinesCacheDir(env);
  if (dir === undefined) return undefined;
  const cached = inspectBaselinesCache(dir);
  if (cached.length === 0) return undefined;
  const bad = cached.find((b) => !b.matches);
  if (bad) {
    log(
      `warning: baselines: the cache ${dir} is not used: ${bad.file}: ${bad.problem} — run cowork-harness baselines fetch again`,
    );
    return undefined;
  }
  log(`baselines: ${cached[0]!.file} from ${dir} (fetched)`);
  return dir;
}
