/**
 * Where two values first differ, as a path into the second (the file on disk): a drift finding
 * is annotated on the entry that changed (the added upload, the edited `choose:`), not on its
 * top-level key. Pure, but for `lineOfFirstDifference`, which reads the file it points into.
 */
import { readFileSync } from "node:fs";
import { canonicalJson } from "../protocol/canon.js";
import { lineOfPath, parseYamlWithPositions } from "./yaml-source.js";

const same = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** The path (below the values) to the first place `current` differs from `recorded`; [] when they differ as wholes. */
export function firstDifference(recorded: unknown, current: unknown): (string | number)[] {
  if (Array.isArray(recorded) && Array.isArray(current)) {
    for (let i = 0; i < current.length; i++) {
      if (i >= recorded.length || !same(recorded[i], current[i])) return [i, ...(i < recorded.length ? firstDifference(recorded[i], current[i]) : [])];
    }
    // an entry removed: point at the last one left (or the list itself)
    return current.length > 0 ? [current.length - 1] : [];
  }
  if (isObject(recorded) && isObject(current)) {
    for (const [k, v] of Object.entries(current)) if (!same(recorded[k], v)) return [k, ...(k in recorded ? firstDifference(recorded[k], v) : [])];
    return []; // only keys removed: the mapping itself
  }
  return [];
}

/** The line in the YAML file at `path` of the first difference under its top-level `key`, when it can be read. */
export function lineOfFirstDifference(file: string, key: string, recorded: unknown, current: unknown): number | undefined {
  try {
    const parsed = parseYamlWithPositions(readFileSync(file, "utf8"));
    return parsed.ok ? lineOfPath(parsed.source, [key, ...firstDifference(recorded, current)]) : undefined;
  } catch {
    return undefined;
  }
}
