/**
 * Where a cassette's authored scenario lives now: the persisted `scenarioSource` (relative
 * to the cassette's directory), else a lookup by scenario name beside the cassette. The
 * name lookup is weaker evidence, so drift found through it is only a note.
 */
import { existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
import type { Cassette } from "../cassette/types.js";

export interface ScenarioSource {
  path?: string;
  via: "persisted" | "name-lookup" | "none";
  /** the persisted scenarioSource when it no longer exists */
  persistedMissing?: string;
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

export function resolveScenarioSource(cassettePath: string, cassette: Cassette): ScenarioSource {
  const dir = dirname(cassettePath);
  let persistedMissing: string | undefined;
  const persisted = cassette.scenarioSource;
  if (typeof persisted === "string" && persisted !== "") {
    const p = isAbsolute(persisted) ? persisted : join(dir, persisted);
    if (isFile(p)) return { path: p, via: "persisted" };
    persistedMissing = persisted;
  }
  const name = typeof cassette.scenario.name === "string" ? slugForName(cassette.scenario.name) : "";
  if (name !== "") {
    for (const candidate of [`../scenarios/${name}.yaml`, `../scenarios/${name}.yml`, `./${name}.yaml`, `./${name}.yml`]) {
      const p = join(dir, candidate);
      if (existsSync(p) && isFile(p)) return { path: p, via: "name-lookup", ...(persistedMissing ? { persistedMissing } : {}) };
    }
  }
  return { via: "none", ...(persistedMissing ? { persistedMissing } : {}) };
}
