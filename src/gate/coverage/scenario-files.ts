/**
 * The scenario files the gate knows: YAML files under the scenario globs whose top level has a
 * `prompt:` key (the one key every scenario needs; sessions and model scripts have none). A file
 * that looks like a scenario but does not parse still counts: it has no cassette either way, and
 * lint names what is wrong with it. Every read is bounded (a FIFO or a huge file is skipped).
 */
import { stat } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
import { discoverFiles } from "../../core/cassette/discover.js";
import { MAX_TEXT_FILE_BYTES, readRegularText } from "../../core/util/regular-file.js";

const PROMPT_KEY = /^prompt[ \t]*:/m;

/**
 * The scenario globs for cassette targets, when the user names none: the YAML files below each
 * target's folder (the `init` layout keeps scenarios beside their cassettes) and in the
 * `scenarios/` folder beside it (a repository with `cassettes/` and `scenarios/` side by side,
 * where a cassette finds its scenario by name). A target is a glob (its folder is the part before
 * the first wildcard), a folder, or a file (its folder); exclusions narrow nothing here.
 */
export async function defaultScenarioGlobs(root: string, cassetteTargets: readonly string[]): Promise<string[]> {
  const folders = new Set<string>();
  const targets = cassetteTargets.map((t) => t.trim()).filter((t) => t !== "" && !t.startsWith("!"));
  for (const t of targets.length > 0 ? targets : ["."]) {
    const rel = (isAbsolute(t) ? relative(root, t) : t).replace(/\\/g, "/");
    const segments = rel.split("/").filter((s) => s !== "" && s !== ".");
    const firstGlob = segments.findIndex((s) => /[*?[]/.test(s));
    let fixed: string[];
    if (firstGlob >= 0) fixed = segments.slice(0, firstGlob);
    else {
      const info = await stat(resolve(root, rel)).catch(() => undefined);
      fixed = info?.isDirectory() === true ? segments : segments.slice(0, -1);
    }
    if (fixed[0] === "..") continue; // outside the repository: no scenarios of ours there
    folders.add(fixed.join("/"));
    folders.add([...fixed.slice(0, -1), "scenarios"].join("/"));
  }
  return [...folders].flatMap((r) => (r === "" ? ["**/*.yaml", "**/*.yml"] : [`${r}/**/*.yaml`, `${r}/**/*.yml`]));
}

/** Whether a file's text is a scenario's (see the module comment). */
export function looksLikeScenario(text: string): boolean {
  return PROMPT_KEY.test(text);
}

/** A scenario's top-level `name:` as written (a cassette file is named after it), when it is a plain scalar. */
function nameOf(text: string): string | undefined {
  const m = /^name[ \t]*:[ \t]*["']?([^"'#\n]*?)["']?[ \t]*(?:#.*)?$/m.exec(text);
  return m && m[1] !== "" ? m[1] : undefined;
}

export interface ScenarioFiles {
  /** absolute paths, sorted */
  files: string[];
  /** each file's `name:`, when it has one */
  names: Map<string, string>;
}

/** The scenario files among `rels` (root-relative paths a walk found), with their names. */
export function scenariosAmong(root: string, rels: readonly string[]): ScenarioFiles {
  const files: string[] = [];
  const names = new Map<string, string>();
  for (const rel of rels) {
    if (rel.endsWith(".cassette.json")) continue;
    const abs = resolve(root, rel);
    let text: string;
    try {
      text = readRegularText(abs, MAX_TEXT_FILE_BYTES);
    } catch {
      continue;
    }
    if (!looksLikeScenario(text)) continue;
    files.push(abs);
    const name = nameOf(text);
    if (name !== undefined) names.set(abs, name);
  }
  return { files, names };
}

/** The scenario files under `root` matched by `globs`, with their names. */
export async function findScenarios(root: string, globs: readonly string[]): Promise<ScenarioFiles> {
  return scenariosAmong(root, await discoverFiles(root, globs));
}

/** The scenario files under `root` matched by `globs`: absolute paths, sorted. */
export async function findScenarioFiles(root: string, globs: readonly string[]): Promise<string[]> {
  return (await findScenarios(root, globs)).files;
}
