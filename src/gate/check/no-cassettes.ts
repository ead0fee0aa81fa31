/**
 * When no cassette matches, the gate still says which scenarios it found: each is a test nobody
 * recorded, and the line says how to record it. Still a usage error (exit 2): nothing was checked.
 */
import { relative, sep } from "node:path";
import { UsageError } from "../../core/util/errors.js";
import { defaultScenarioGlobs, findScenarioFiles } from "../coverage/scenario-files.js";

const SHOWN = 10;

export async function withScenariosFound(
  e: UsageError,
  root: string,
  targets: readonly string[],
  scenarioGlobs: readonly string[],
): Promise<UsageError> {
  const globs = scenarioGlobs.length > 0 ? scenarioGlobs : await defaultScenarioGlobs(root, targets);
  const found = (await findScenarioFiles(root, globs)).map((p) => relative(root, p).split(sep).join("/"));
  if (found.length === 0) return e;
  const list = found.slice(0, SHOWN).join(", ") + (found.length > SHOWN ? `, +${found.length - SHOWN} more` : "");
  return new UsageError(
    `${e.message}; ${found.length} scenario${found.length === 1 ? "" : "s"} found with no cassette (unrecorded): ${list} — record ${found.length === 1 ? "it" : "each"} (cowork-harness record ${found[0]}) and commit the cassette`,
  );
}
