/**
 * The scenario a cassette was recorded from, as it is on disk now: found through the recorded
 * `scenarioSource` or by name beside the cassette (src/core/scenario/source.ts), then loaded with the
 * full scenario loader. Never throws: each way it can be missing or broken is a variant.
 */
import { loadScenarioFile, type LoadedScenario } from "./load.js";
import { resolveScenarioSource, type ScenarioSource, type ScenarioSourceFields } from "./source.js";
import { oneLine } from "../util/errors.js";

/** How the file was found: through the cassette, or named by the user (`replay --assert-from FILE`). */
export type FoundVia = ScenarioSource["via"] | "explicit";

export type OnDiskScenario =
  | { status: "loaded"; path: string; via: FoundVia; loaded: LoadedScenario }
  | { status: "invalid"; path: string; via: FoundVia; message: string; line?: number }
  | { status: "none"; source: ScenarioSource };

/** `… (line N)` at the end of a loader message → N. */
function lineOf(message: string): number | undefined {
  const m = /\(line (\d+)\)\s*$/.exec(message);
  return m ? Number(m[1]) : undefined;
}

export async function loadScenarioAt(path: string, via: FoundVia): Promise<OnDiskScenario> {
  try {
    return { status: "loaded", path, via, loaded: await loadScenarioFile(path) };
  } catch (e) {
    const message = oneLine(e);
    const line = lineOf(message);
    return { status: "invalid", path, via, message, ...(line !== undefined ? { line } : {}) };
  }
}

/** A scenario found through its cassette: `source` says how (and what was recorded but not used). */
export type FoundScenario = OnDiskScenario & { source: ScenarioSource };

/** `root`: repositoryRootOf(cassettePath), when the caller has it already. */
export async function findOnDiskScenario(
  cassette: ScenarioSourceFields,
  cassettePath: string,
  root?: string,
): Promise<FoundScenario> {
  const source = resolveScenarioSource(cassettePath, cassette, root);
  if (!source.path) return { status: "none", source };
  return { ...(await loadScenarioAt(source.path, source.via)), source };
}
