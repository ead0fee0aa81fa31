/**
 * The unrecorded scenarios of the re-record job: the scenario files no cassette records, found as
 * the gate finds them (src/gate/coverage/: the `--scenarios` globs, else the YAML files beside the
 * cassette targets and in a `scenarios/` folder next to them; a cassette records the scenario its
 * persisted `scenarioSource` or its name resolves to, and an unreadable one the scenario named like
 * it). A cassette outside the targets still counts: a scenario some cassette of the repository
 * records is never recorded a second time.
 *
 * Each becomes a work item recorded like a stale cassette, to the cassette path `record` would
 * give it with the folder the repository keeps its neighbours' cassettes in: the folder most
 * cassettes of the scenarios beside it live in (scenarios/*.yaml recorded into replays/), else
 * beside the scenario (record's default). One that cannot be recorded there (its name cannot name
 * a file, another file is in the way, two scenarios would write the same cassette) is kept with
 * the reason, reported rather than recorded.
 */
import { existsSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { DEFAULT_CASSETTE_FORMAT } from "../../core/cassette/format.js";
import { discoverFiles } from "../../core/cassette/discover.js";
import { loadScenarioFile } from "../../core/scenario/load.js";
import { oneLine } from "../../core/util/errors.js";
import { computeCoverage } from "../../gate/coverage/coverage.js";
import { defaultScenarioGlobs, findScenarioFiles } from "../../gate/coverage/scenario-files.js";
import { DEFAULT_CASSETTE_GLOB } from "../../gate/check/targets.js";
import { cassettePathFor } from "../record/record-scenario.js";
import { recordedScenarioOf, type StaleCassette } from "./select.js";

export interface UnrecordedOptions {
  /** where globs are resolved and paths shown from */
  root: string;
  /** the cassette targets the job was given (paths or globs, relative to the root) */
  targets: readonly string[];
  /** where the scenario files are (globs); default: beside the targets, as the gate has it */
  scenarioGlobs?: readonly string[];
  /** each targeted cassette (absolute) → the scenario it records (select.ts Selection.recorded) */
  recorded: ReadonlyMap<string, string | undefined>;
  env?: NodeJS.ProcessEnv;
}

export interface UnrecordedSelection {
  /** scenario files found */
  scenarios: number;
  /** one work item per unrecorded scenario, sorted by scenario path */
  unrecorded: StaleCassette[];
}

const shown = (root: string, abs: string): string => relative(root, abs).split(sep).join("/") || abs;

/** The reason an unrecorded scenario is selected (the item's first reason; also part of the PR's key). */
export function unrecordedReason(root: string, scenarioPath: string): string {
  return `[unrecorded] no cassette records ${shown(root, scenarioPath)}`;
}

/**
 * The folder the cassettes of `scenarioDir`'s scenarios live in, the most common one (ties: the
 * first by name); undefined when no scenario there has a cassette.
 */
function cassetteFolderFor(scenarioDir: string, pairs: readonly (readonly [string, string])[]): string | undefined {
  const counts = new Map<string, number>();
  for (const [cassette, scenario] of pairs)
    if (dirname(scenario) === scenarioDir) counts.set(dirname(cassette), (counts.get(dirname(cassette)) ?? 0) + 1);
  let best: string | undefined;
  for (const [dir, n] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (best === undefined || n > counts.get(best)!) best = dir;
  return best;
}

export async function selectUnrecorded(opts: UnrecordedOptions): Promise<UnrecordedSelection> {
  const { root } = opts;
  const globs =
    opts.scenarioGlobs && opts.scenarioGlobs.length > 0
      ? [...opts.scenarioGlobs]
      : await defaultScenarioGlobs(root, opts.targets);
  const scenarioFiles = await findScenarioFiles(root, globs);
  if (scenarioFiles.length === 0) return { scenarios: 0, unrecorded: [] };

  // every cassette of the repository records its scenario, the targeted ones as the selection found it
  const recorded = new Map(opts.recorded);
  for (const rel of await discoverFiles(root, [DEFAULT_CASSETTE_GLOB])) {
    const abs = resolve(root, rel);
    if (!recorded.has(abs)) recorded.set(abs, await recordedScenarioOf(abs, opts.env));
  }
  const cassettes = [...recorded.keys()];
  const coverage = await computeCoverage({
    root,
    scenarioFiles,
    recorded: cassettes.map((c) => recorded.get(c)),
    cassettes,
    cassetteGlobs: [],
  });
  const pairs = cassettes.flatMap((c) => {
    const s = recorded.get(c);
    return s !== undefined ? [[c, resolve(s)] as const] : [];
  });

  const out: StaleCassette[] = [];
  const taken = new Map<string, string>();
  for (const u of coverage.unrecorded) {
    const scenarioPath = resolve(root, u.scenario);
    const base = {
      reasons: [unrecordedReason(root, scenarioPath)],
      scenarioPath,
      format: DEFAULT_CASSETTE_FORMAT,
      unrecorded: true as const,
    };
    const folder = cassetteFolderFor(dirname(scenarioPath), pairs);
    // a scenario that does not load is named by its file here; its run fails with the scenario's own error
    const name = await loadScenarioFile(scenarioPath).then(
      (l) => l.scenario.name,
      () => "",
    );
    let cassettePath: string;
    try {
      cassettePath = (await cassettePathFor(scenarioPath, name, folder !== undefined ? `${folder}/` : undefined)).path;
    } catch (e) {
      const stem = basename(scenarioPath, extname(scenarioPath));
      out.push({
        ...base,
        cassettePath: join(folder ?? dirname(scenarioPath), `${stem}.cassette.json`),
        unresolved: oneLine(e),
      });
      continue;
    }
    const other = taken.get(cassettePath);
    if (other !== undefined) {
      out.push({
        ...base,
        cassettePath,
        unresolved: `${shown(root, other)} records to the same cassette ${shown(root, cassettePath)} — rename one of the scenarios`,
      });
      continue;
    }
    taken.set(cassettePath, scenarioPath);
    if (existsSync(cassettePath)) {
      out.push({
        ...base,
        cassettePath,
        unresolved: `${shown(root, cassettePath)} already exists and does not record this scenario — rename the scenario, or move that file`,
      });
      continue;
    }
    out.push({ ...base, cassettePath });
  }
  return { scenarios: scenarioFiles.length, unrecorded: out };
}
