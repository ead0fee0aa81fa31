/**
 * Loading Desktop baselines from a user-given directory of `desktop-<version>.json` files.
 * This project ships no baselines of its own: without a directory the baseline-dependent
 * checks are reported as not checked (see src/gate/staleness/compute.ts).
 */
import { readdir } from "node:fs/promises";
import { isPlainName } from "../util/contained-fs.js";
import { readRegularText } from "../util/regular-file.js";
import { join } from "node:path";
import { HarnessError, oneLine } from "../util/errors.js";
import type { Baseline, LoadedBaseline } from "./types.js";
import { compareVersions } from "./version-order.js";

const BASELINE_FILE = /^desktop-(.+)\.json$/;

/** Versions of every `desktop-<version>.json` in `dir`, highest first. */
export async function listBaselineVersions(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    throw new HarnessError(`baselines directory ${dir}: cannot be read (${oneLine(e)})`);
  }
  const versions = names.flatMap((n) => {
    const m = BASELINE_FILE.exec(n);
    return m?.[1] ? [m[1]] : [];
  });
  return versions.sort((a, b) => compareVersions(b, a));
}

/** Normalizes a baseline name: "latest", "1.2.3", "desktop-1.2.3" or "desktop-1.2.3.json". */
function versionOf(name: string): string {
  return name.replace(/^desktop-/, "").replace(/\.json$/, "");
}

/**
 * Loads the named baseline (`latest` = the highest version present). Throws a one-line
 * HarnessError when the directory has none, the file is missing, or it is not a baseline.
 */
export async function loadBaseline(dir: string, name: string = "latest"): Promise<LoadedBaseline> {
  let version: string;
  if (name === "latest") {
    const versions = await listBaselineVersions(dir);
    if (versions[0] === undefined)
      throw new HarnessError(`baselines directory ${dir}: no desktop-*.json baselines in it`);
    version = versions[0];
  } else {
    version = versionOf(name);
  }
  // the name comes from a scenario or a cassette: it picks a file in the directory, never a path out of it
  if (!isPlainName(`desktop-${version}.json`))
    throw new HarnessError(
      `baseline '${name}': not a baseline name — use latest, a version (1.2.3) or a file name in the baselines directory (desktop-1.2.3.json)`,
    );
  const file = join(dir, `desktop-${version}.json`);
  let text: string;
  try {
    text = readRegularText(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new HarnessError(
      `baseline '${name}': ${code === "ENOENT" ? `no file ${file}` : `cannot read ${file} (${oneLine(e)})`}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new HarnessError(`baseline ${file}: invalid JSON (${oneLine(e)})`);
  }
  if (parsed === null || typeof parsed !== "object" || typeof (parsed as Baseline).appVersion !== "string") {
    throw new HarnessError(`baseline ${file}: not a baseline (no string appVersion)`);
  }
  return { dir, file, baseline: parsed as Baseline };
}
