/**
 * The gate's coverage step: finds the scenario files (the user's globs, else those beside the
 * cassette targets), opens the base when there is one, and computes which scenarios have no
 * cassette and why, and which cassettes the pull request added or changed (src/gate/coverage/).
 * A base that cannot be read is said once and judged as no base: unrecorded scenarios then warn,
 * they do not fail. In a sharded run each shard judges the scenario files and removed cassettes
 * that fall to it (the same stable hash as the cassettes'), and `merge` puts the shards' together.
 */
import { openBaseView, type BaseView } from "../coverage/base-view.js";
import { cassetteGlobsOf, computeCoverage } from "../coverage/coverage.js";
import { resolve } from "node:path";
import { discoverFiles } from "../../core/cassette/discover.js";
import { defaultScenarioGlobs, scenariosAmong } from "../coverage/scenario-files.js";
import type { CassetteChange, Coverage } from "../coverage/types.js";
import { DEFAULT_CASSETTE_GLOB } from "./targets.js";
import { shardOf, type Shard } from "../../core/util/shard.js";

export interface CoverageOptions {
  /** the cassette targets the gate was given (paths or globs, relative to the root) */
  targets: readonly string[];
  /** where the scenario files are (globs); default: beside the targets */
  scenarioGlobs?: readonly string[];
  /** the pull request's base (a commit or ref), when there is one */
  base?: string;
  /** hears that the base was fetched */
  log?: (line: string) => void;
  /** in a sharded run: this shard judges the scenario files and removed cassettes of its own shard */
  shard?: Shard;
}

/** The base the gate judges against: its view, or why it could not be read; nothing when none was asked for. */
export interface OpenedBase {
  view?: BaseView;
  problem?: string;
}

export async function openGateBase(
  opts: CoverageOptions,
  root: string,
  env: NodeJS.ProcessEnv | undefined,
): Promise<OpenedBase> {
  if (opts.base === undefined || opts.base === "") return {};
  const opened = await openBaseView(root, opts.base, env ?? process.env, opts.log);
  return "problem" in opened
    ? { problem: `${opened.problem}; unrecorded scenarios warn instead of failing` }
    : { view: opened };
}

export async function gateCoverage(
  opts: CoverageOptions,
  root: string,
  cassettes: readonly string[],
  recorded: readonly (string | undefined)[],
  base: OpenedBase,
  changes: readonly (CassetteChange | undefined)[],
): Promise<Coverage> {
  const globs =
    opts.scenarioGlobs && opts.scenarioGlobs.length > 0
      ? [...opts.scenarioGlobs]
      : await defaultScenarioGlobs(root, opts.targets);
  // one walk finds both: the scenario files, and the repository's cassettes this run did not check
  // (a check of one file), which still record their scenarios
  const found = await discoverFiles(root, [...globs, DEFAULT_CASSETTE_GLOB]);
  const scenarios = scenariosAmong(root, found);
  const checked = new Set(cassettes.map((c) => resolve(c)));
  const others = found
    .filter((rel) => rel.endsWith(".cassette.json"))
    .map((rel) => resolve(root, rel))
    .filter((abs) => !checked.has(abs));
  return computeCoverage({
    root,
    scenarioFiles: scenarios.files,
    scenarioNames: scenarios.names,
    otherCassettes: others,
    recorded,
    cassettes,
    cassetteGlobs: cassetteGlobsOf(root, opts.targets, DEFAULT_CASSETTE_GLOB),
    ...(base.view ? { base: base.view } : {}),
    ...(base.problem !== undefined ? { baseProblem: base.problem } : {}),
    changes,
    ...(opts.shard ? { owns: (p: string) => shardOf(p, opts.shard!.count) === opts.shard!.index } : {}),
  });
}
