/**
 * Where a cassette's authored scenario lives now: the persisted `scenarioSource` (relative
 * to the cassette's directory), else a lookup by scenario name beside the cassette. The
 * name lookup is weaker evidence, so drift found through it is only a note. Either must
 * resolve inside the cassette's repository (src/core/util/repo-root.ts); one outside is not read.
 */
import { existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
import { escapesRepositoryRoot, repositoryRootOf } from "../util/repo-root.js";

/** What of a cassette the lookup reads (a Cassette has both; scenario/ sits below cassette/). */
export interface ScenarioSourceFields {
  scenarioSource?: string;
  scenario: { name?: unknown };
}

export interface ScenarioSource {
  path?: string;
  via: "persisted" | "name-lookup" | "none";
  /** the persisted scenarioSource when it no longer exists */
  persistedMissing?: string;
  /** the persisted scenarioSource when it resolves outside the cassette's repository (not read) */
  persistedOutside?: string;
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

export function slugForName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `root`: repositoryRootOf(cassettePath), when the caller has it already. */
export function resolveScenarioSource(
  cassettePath: string,
  cassette: ScenarioSourceFields,
  root: string = repositoryRootOf(cassettePath),
): ScenarioSource {
  const dir = dirname(cassettePath);
  let persistedMissing: string | undefined;
  let persistedOutside: string | undefined;
  const persisted = cassette.scenarioSource;
  if (typeof persisted === "string" && persisted !== "" && !persisted.includes("\0")) {
    const p = isAbsolute(persisted) ? persisted : join(dir, persisted);
    if (escapesRepositoryRoot(root, p)) persistedOutside = persisted;
    else if (isFile(p)) return { path: p, via: "persisted" };
    persistedMissing = persisted;
  }
  const extra = {
    ...(persistedMissing ? { persistedMissing } : {}),
    ...(persistedOutside ? { persistedOutside } : {}),
  };
  const name = typeof cassette.scenario.name === "string" ? slugForName(cassette.scenario.name) : "";
  if (name !== "") {
    for (const candidate of [
      `../scenarios/${name}.yaml`,
      `../scenarios/${name}.yml`,
      `./${name}.yaml`,
      `./${name}.yml`,
    ]) {
      const p = join(dir, candidate);
      if (!escapesRepositoryRoot(root, p) && existsSync(p) && isFile(p))
        return { path: p, via: "name-lookup", ...extra };
    }
  }
  return { via: "none", ...extra };
}
