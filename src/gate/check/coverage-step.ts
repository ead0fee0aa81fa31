/**
 * The gate's coverage step: finds the scenario files (the user's globs, else those beside the
 * cassette targets), opens the base when there is one, and computes which scenarios have no
 * cassette and why (src/gate/coverage/). A base that cannot be read is said once and judged as no
 * base: unrecorded scenarios then warn, they do not fail.
 */
import { openBaseView, type BaseView } from "../coverage/base-view.js";
import { cassetteGlobsOf, computeCoverage } from "../coverage/coverage.js";
import { defaultScenarioGlobs, findScenarioFiles } from "../coverage/scenario-files.js";
import type { Coverage } from "../coverage/types.js";
import { DEFAULT_CASSETTE_GLOB } from "./targets.js";

export interface CoverageOptions {
  /** the cassette targets the gate was given (paths or globs, relative to the root) */
  targets: readonly string[];
  /** where the scenario files are (globs); default: beside the targets */
  scenarioGlobs?: readonly string[];
  /** the pull request's base (a commit or ref), when there is one */
  base?: string;
  /** hears that the base was fetched */
  log?: (line: string) => void;
}

export async function gateCoverage(
  opts: CoverageOptions,
  root: string,
  cassettes: readonly string[],
  recorded: readonly (string | undefined)[],
  env: NodeJS.ProcessEnv | undefined,
): Promise<Coverage> {
  const globs =
    opts.scenarioGlobs && opts.scenarioGlobs.length > 0
      ? [...opts.scenarioGlobs]
      : await defaultScenarioGlobs(root, opts.targets);
  const scenarioFiles = await findScenarioFiles(root, globs);
  let base: BaseView | undefined;
  let baseProblem: string | undefined;
  if (opts.base !== undefined && opts.base !== "") {
    const opened = await openBaseView(root, opts.base, env ?? process.env, opts.log);
    if ("problem" in opened) baseProblem = `${opened.problem}; unrecorded scenarios warn instead of failing`;
    else base = opened;
  }
  return computeCoverage({
    root,
    scenarioFiles,
    recorded,
    cassettes,
    cassetteGlobs: cassetteGlobsOf(root, opts.targets, DEFAULT_CASSETTE_GLOB),
    ...(base ? { base } : {}),
    ...(baseProblem !== undefined ? { baseProblem } : {}),
  });
}
