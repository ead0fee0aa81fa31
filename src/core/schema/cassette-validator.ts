/**
 * The cassette validator every load of a cassette runs: schema/cassette.v12.schema.json compiled
 * ahead of time by scripts/gen-validators.mjs (ajv standalone code in ./generated/), so no command
 * loads ajv or compiles the schema at run time. Same options, same messages as ./validators.ts.
 */
import { formatAjvErrors } from "./ajv-errors.js";
import { validateCassetteV12 } from "./generated/validators.js";

/** A cassette of any format this build reads (v9–v12): `<instance path>: <message>` lines, empty when valid. */
export function validateCassette(v: unknown): string[] {
  return validateCassetteV12(v) ? [] : formatAjvErrors(validateCassetteV12.errors);
}
