/**
 * Coverage: the scenario files that no checked cassette records, and — given the pull request's
 * base — why (added without a cassette, cassette removed, already unrecorded) and which tests the
 * pull request removed whole. The cassettes this run checked say which scenarios they record
 * (each found as staleness finds it: the persisted `scenarioSource`, else by name); a cassette
 * that could not be read still covers the scenario named like it. Pure but for the base's reads.
 */
import { existsSync } from "node:fs";
import { basename, join, posix, relative, resolve, sep } from "node:path";
import { DEFAULT_MAX_CASSETTE_BYTES } from "../../core/cassette/load.js";
import { globsMatch } from "../../core/cassette/discover.js";
import { slugForName } from "../../core/scenario/source.js";
import type { BaseView } from "./base-view.js";
import type { CassetteChange, Coverage, RemovedTest, UnrecordedScenario } from "./types.js";

const CASSETTE_SUFFIX = ".cassette.json";

export interface CoverageInput {
  /** the folder paths are shown relative to (the workspace) */
  root: string;
  /** the scenario files found (absolute) */
  scenarioFiles: readonly string[];
  /** the scenario file each checked cassette records, when it was found (absolute) */
  recorded: readonly (string | undefined)[];
  /** the cassettes checked (absolute), in the same order */
  cassettes: readonly string[];
  /** the repository's other cassette files (absolute), not checked by this run: each covers the scenario named like it */
  otherCassettes?: readonly string[];
  /** the `name:` of each scenario file, when it has one (a cassette is named after it) */
  scenarioNames?: ReadonlyMap<string, string>;
  /** the cassette globs the gate ran on, relative to `root` (which base cassettes count as this gate's) */
  cassetteGlobs: readonly string[];
  base?: BaseView;
  baseProblem?: string;
  /** per cassette, in order: how it differs from the base (changes.ts) */
  changes?: readonly (CassetteChange | undefined)[];
  /** a shard judges only the scenario files and removed cassettes it owns (by root-relative path) */
  owns?: (shown: string) => boolean;
}

const shown = (root: string, abs: string): string => relative(root, abs).split(sep).join("/") || abs;

/** A file's name without its YAML or cassette extension. */
function stemOf(path: string): string {
  return basename(path)
    .replace(/\.cassette\.json$/, "")
    .replace(/\.ya?ml$/, "");
}

/** Where a cassette of the base recorded its scenario from, top-relative, when the base holds that file. */
function baseScenarioOf(base: BaseView, cassette: string, text: string | undefined): string | undefined {
  const dir = posix.dirname(cassette);
  const inBase = (p: string): string | undefined => {
    const n = posix.normalize(p);
    return !n.startsWith("../") && base.files.has(n) ? n : undefined;
  };
  let fields: { scenarioSource?: unknown; scenario?: { name?: unknown } } = {};
  try {
    if (text !== undefined) fields = JSON.parse(text) as typeof fields;
  } catch {
    // an unreadable cassette of the base: its name is all there is
  }
  if (typeof fields.scenarioSource === "string" && !posix.isAbsolute(fields.scenarioSource)) {
    const found = inBase(posix.join(dir, fields.scenarioSource));
    if (found) return found;
  }
  const names = [typeof fields.scenario?.name === "string" ? slugForName(fields.scenario.name) : "", stemOf(cassette)];
  for (const name of names.filter((n) => n !== ""))
    for (const c of [`../scenarios/${name}.yaml`, `../scenarios/${name}.yml`, `${name}.yaml`, `${name}.yml`]) {
      const found = inBase(posix.join(dir, c));
      if (found) return found;
    }
  return undefined;
}

export async function computeCoverage(input: CoverageInput): Promise<Coverage> {
  const covered = new Set(input.recorded.filter((p): p is string => p !== undefined).map((p) => resolve(p)));
  // a cassette that could not be read, or that this run did not check, stands for the scenario named like it
  const named = new Set([
    ...input.cassettes.filter((_, i) => input.recorded[i] === undefined).map(stemOf),
    ...(input.otherCassettes ?? []).map(stemOf),
  ]);
  const namedLike = (p: string): boolean => {
    const name = input.scenarioNames?.get(p);
    return named.has(stemOf(p)) || (name !== undefined && named.has(slugForName(name)));
  };
  const owns = input.owns ?? (() => true);
  const unrecorded = input.scenarioFiles
    .map((p) => resolve(p))
    .filter((p) => owns(shown(input.root, p)) && !covered.has(p) && !namedLike(p));
  const changed = input.cassettes.flatMap((c, i) => {
    const change = input.changes?.[i];
    return change !== undefined ? [{ cassette: shown(input.root, c), change }] : [];
  });
  const out: Coverage = {
    scenarios: input.scenarioFiles.filter((p) => owns(shown(input.root, resolve(p)))).length,
    unrecorded: [],
    removed: [],
    changed,
  };
  if (input.baseProblem !== undefined) out.baseProblem = input.baseProblem;
  const base = input.base;
  if (!base) {
    out.unrecorded = unrecorded.map((p) => ({ scenario: shown(input.root, p), why: "no-base" }));
    return out;
  }
  out.base = { ref: base.ref, sha: base.sha };
  const top = base.top;
  const topRel = (abs: string): string => relative(top, abs).split(sep).join("/");
  // the base's cassettes of this gate that are gone now, and the scenario each recorded
  const removedFor = new Map<string, string>();
  for (const cassette of [...base.files].sort()) {
    if (!cassette.endsWith(CASSETTE_SUFFIX)) continue;
    const abs = join(top, ...cassette.split("/"));
    if (existsSync(abs) || !globsMatch(input.root, input.cassetteGlobs, shown(input.root, abs))) continue;
    if (!owns(shown(input.root, abs))) continue;
    const scenario = baseScenarioOf(base, cassette, await base.read(cassette, DEFAULT_MAX_CASSETTE_BYTES));
    const scenarioAbs = scenario !== undefined ? join(top, ...scenario.split("/")) : undefined;
    if (scenarioAbs !== undefined && existsSync(scenarioAbs)) {
      if (!removedFor.has(scenarioAbs)) removedFor.set(scenarioAbs, shown(input.root, abs));
      continue; // its scenario stays: unrecorded below, unless another cassette records it (a move)
    }
    const removed: RemovedTest = { cassette: shown(input.root, abs) };
    if (scenarioAbs !== undefined) removed.scenario = shown(input.root, scenarioAbs);
    out.removed.push(removed);
  }
  out.unrecorded = unrecorded.map((p): UnrecordedScenario => {
    const scenario = shown(input.root, p);
    const cassette = removedFor.get(p);
    if (cassette !== undefined) return { scenario, why: "cassette-removed", removedCassette: cassette };
    return { scenario, why: base.files.has(topRel(p)) ? "was-unrecorded" : "added" };
  });
  return out;
}

/** The cassette globs of the gate's targets, relative to `root`, for telling which base cassettes were this gate's. */
export function cassetteGlobsOf(root: string, targets: readonly string[], defaultGlob: string): string[] {
  const globs = targets.map((t) => t.trim()).filter((t) => t !== "");
  if (globs.length === 0 || globs.every((t) => t.startsWith("!"))) return [defaultGlob, ...globs];
  return globs.map((t) => {
    if (/[*?[]/.test(t) || t.startsWith("!") || t.endsWith(CASSETTE_SUFFIX)) return t;
    const rel = relative(root, resolve(root, t)).split(sep).join("/");
    return rel === "" ? defaultGlob : `${rel}/${defaultGlob}`;
  });
}
