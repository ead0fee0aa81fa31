/**
 * The published Desktop baselines `cowork-harness baselines fetch` downloads: the reference
 * implementation's repository (github.com/yaniv-golan/cowork-harness, MIT) publishes its
 * `baselines/desktop-<version>.json` files and the prompt assets they name. This project keeps none
 * of their content — only where they are, at one pinned commit, and the sha256 each file must have
 * before the fetch keeps it (docs/cli-reference.md#desktop-baselines-baselines-fetch-and-list).
 *
 * Also the pin-list format a mirror's `--manifest FILE` gives: `{"files": [{"path", "sha256"}]}`.
 */
import { HarnessError } from "../util/errors.js";

/** One file of a baseline set: its path below the source (and the cache), and the sha256 of its bytes. */
export interface BaselinePin {
  path: string;
  sha256: string;
}

export const PUBLISHED_BASELINES_REPO = "yaniv-golan/cowork-harness";

// NOT YET CHECKED AGAINST GITHUB.COM. The commit and the four digests below were computed from a
// stored copy of the repository's files, read where this build was made without network access to
// github.com. They must be checked once by hand against the real repository before a release
// (curl each file from DEFAULT_BASELINES_SOURCE and compare `sha256sum`): until then a fetch from
// github.com may refuse a file whose stored copy differed. In particular the stored copy held
// desktop-2.31226.1.json at this commit, but the three prompt files at the commits they last
// changed in (system-prompt-append.md at 22f96b07e8b1, subagent-append-vm.md at 4716516fa6d7,
// subagent-append-hl.md at 7375bb65f9a1), and the JSON's stored text ended without a final newline.
/** The commit of the reference's repository the published set is pinned at. */
export const PUBLISHED_BASELINES_COMMIT = "d064c4df2732383304fd70bf1fb514b15218fffd";

/** Where `baselines fetch` downloads from by default (each pin's path is relative to it). */
export const DEFAULT_BASELINES_SOURCE = `https://raw.githubusercontent.com/${PUBLISHED_BASELINES_REPO}/${PUBLISHED_BASELINES_COMMIT}/baselines/`;

/**
 * What `baseline: latest` needs: the highest desktop-*.json at the commit, and the prompt assets
 * its spawn.promptTemplate, spawn.subagentAppend and spawn.subagentAppendHostLoop name
 * (./prompt-assets.ts reads those three).
 */
export const PUBLISHED_BASELINE_PINS: readonly BaselinePin[] = Object.freeze([
  { path: "desktop-2.31226.1.json", sha256: "b85545a853f4ca3715bf8b7eda77425f47b0fcd495fc60fc890b1ba399a973d1" },
  {
    path: "prompts/desktop-1.18286.0/system-prompt-append.md",
    sha256: "1deaaa20dd235a86d9364aa34e84da4f175a287ca9bc0035911a2c92b328b131",
  },
  {
    path: "prompts/desktop-1.15200.0/subagent-append-vm.md",
    sha256: "5b3ddcf12a9e50a9e795a41833b986dd21614e8250fd4b643d98b0a986e3f4cd",
  },
  {
    path: "prompts/desktop-1.46388.3/subagent-append-hl.md",
    sha256: "242c1adb45c67ab9e478f722c731a32ddc56decdd6ce16c86c66882775c5225f",
  },
]);

/** The most files one pin list may name. */
export const MAX_PINNED_FILES = 200;

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const TOP_BASELINE = /^desktop-[^/]+\.json$/;

/**
 * Whether `path` may name a pinned file: "/"-separated plain segments (letters, digits, `._-`, not
 * starting with a dot), at most 8 deep — a path that stays below the source and the cache.
 */
export function isPinPath(path: string): boolean {
  const parts = path.split("/");
  return parts.length <= 8 && parts.every((p) => SEGMENT.test(p));
}

/** Checks a pin list (from a manifest or the built-in one); throws a one-line HarnessError naming `where`. */
export function checkPins(pins: readonly unknown[], where: string): BaselinePin[] {
  if (pins.length === 0) throw new HarnessError(`${where}: "files" is empty — pin at least one desktop-*.json`);
  if (pins.length > MAX_PINNED_FILES)
    throw new HarnessError(`${where}: ${pins.length} files, more than the ${MAX_PINNED_FILES} a pin list may name`);
  const seen = new Set<string>();
  const out: BaselinePin[] = [];
  pins.forEach((p, i) => {
    const at = `${where}: files[${i}]`;
    if (p === null || typeof p !== "object" || Array.isArray(p))
      throw new HarnessError(`${at}: not an object {path, sha256}`);
    const { path, sha256 } = p as { path?: unknown; sha256?: unknown };
    if (typeof path !== "string" || !isPinPath(path))
      throw new HarnessError(
        `${at}.path: ${JSON.stringify(path)} is not a relative path of plain names (letters, digits, . _ -; no .., no leading /)`,
      );
    if (typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256))
      throw new HarnessError(`${at}.sha256: not 64 lowercase hex digits`);
    if (seen.has(path)) throw new HarnessError(`${at}.path: ${path} is pinned twice`);
    seen.add(path);
    out.push({ path, sha256 });
  });
  if (!out.some((p) => TOP_BASELINE.test(p.path)))
    throw new HarnessError(`${where}: pins no desktop-<version>.json at its top level — nothing a baseline could load`);
  return out;
}

/** A manifest's text (`{"files": [{"path", "sha256"}]}`) as its pin list; throws a one-line HarnessError. */
export function parsePinManifest(text: string, where: string): BaselinePin[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new HarnessError(`${where}: invalid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const files = parsed !== null && typeof parsed === "object" ? (parsed as { files?: unknown }).files : undefined;
  if (!Array.isArray(files)) throw new HarnessError(`${where}: no "files" array ({"files": [{"path", "sha256"}]})`);
  return checkPins(files, where);
}
