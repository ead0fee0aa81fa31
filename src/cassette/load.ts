/**
 * Reading a cassette file (spec/replay.md §3.2): parse, check the shape against our JSON
 * Schema and the loose model, enforce the version floor and the hash-format invariant,
 * and validate every frozen assertion. Every failure is one HarnessError line naming the file.
 */
import { readFile } from "node:fs/promises";
import { HarnessError, oneLine } from "../util/errors.js";
import { validateCassette } from "../schema/validators.js";
import { parseCassetteShape } from "./model.js";
import { validateAssertion } from "../scenario/assertion-schema.js";
import { CURRENT_CASSETTE_VERSION, MIN_CASSETTE_VERSION, type Cassette } from "./types.js";

export interface LoadedCassette {
  path: string;
  cassette: Cassette;
  /** assertion problems tolerated because the cassette is newer than this build */
  warnings: string[];
}

function fail(path: string, message: string): never {
  throw new HarnessError(`${path}: ${message}`);
}

export async function loadCassetteFile(path: string): Promise<LoadedCassette> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    fail(path, code === "ENOENT" ? "path not found" : code === "EISDIR" ? "is a directory, not a cassette file" : `unreadable: ${oneLine(e)}`);
  }
  return parseCassetteText(text, path);
}

export function parseCassetteText(text: string, path: string): LoadedCassette {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    fail(path, `unreadable / invalid cassette JSON: ${oneLine(e)}`);
  }
  return checkCassette(raw, path);
}

export function checkCassette(raw: unknown, path: string): LoadedCassette {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    fail(path, "invalid cassette shape: the file is JSON but not a cassette object");
  }
  const schemaErrors = validateCassette(raw);
  if (schemaErrors.length > 0) fail(path, `invalid cassette shape: ${schemaErrors.slice(0, 3).join("; ")}`);
  const shape = parseCassetteShape(raw);
  if (!shape.ok) fail(path, `invalid cassette shape: ${shape.error}`);
  const cassette = shape.cassette;
  if (!Array.isArray(cassette.scenario.assert)) cassette.scenario.assert = [];

  const version = cassette.cassetteVersion ?? 0;
  if (version < MIN_CASSETTE_VERSION) {
    fail(
      path,
      `cassette recorded at v${version} is older than the minimum supported version v${MIN_CASSETTE_VERSION} — re-record this cassette`,
    );
  }
  const fp = cassette.fingerprint;
  if (fp) {
    if (version === CURRENT_CASSETTE_VERSION && fp.hashFormat !== "jcs1") {
      fail(path, `cassetteVersion ${version} requires fingerprint.hashFormat "jcs1" (found ${JSON.stringify(fp.hashFormat)}) — the stamp and the digest disagree`);
    }
    if (version < CURRENT_CASSETTE_VERSION && fp.hashFormat !== undefined) {
      fail(path, `cassetteVersion ${version} must not carry fingerprint.hashFormat (found ${JSON.stringify(fp.hashFormat)}) — the stamp and the digest disagree`);
    }
  }

  const warnings: string[] = [];
  const problems: string[] = [];
  cassette.scenario.assert.forEach((item, i) => {
    const problem = validateAssertion(item);
    if (problem) problems.push(`scenario.assert[${i}]: ${problem}`);
  });
  if (problems.length > 0) {
    if (version <= CURRENT_CASSETTE_VERSION) {
      fail(
        path,
        `cassette (v${version} ≤ current v${CURRENT_CASSETTE_VERSION}) contains unrecognized assertion(s) — they would silently drop from replay: ${problems.join("; ")}`,
      );
    }
    for (const p of problems) warnings.push(`[cassette] unrecognized assertion (tolerated — cassette v${version} is newer than this build): ${p}`);
  }
  return { path, cassette, warnings };
}
