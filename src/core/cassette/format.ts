/** The cassette formats `record` writes (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness): v12 (default, jcs1) or strict v9. */
import { UsageError } from "../util/errors.js";

export type CassetteFormat = "v12" | "v9";

export const DEFAULT_CASSETTE_FORMAT: CassetteFormat = "v12";

/** Parses a `--format` value ("v12", "12", "v9", "9"). */
export function parseCassetteFormat(value: string): CassetteFormat {
  const v = value.trim().toLowerCase().replace(/^v/, "");
  if (v === "12") return "v12";
  if (v === "9") return "v9";
  throw new UsageError(`--format: expected v12 or v9, got "${value}"`);
}

/** The format a cassette of this cassetteVersion is re-recorded in: v9 stays v9, anything else (or none) becomes v12. */
export function formatOfVersion(version: number | undefined): CassetteFormat {
  return version === 9 ? "v9" : "v12";
}
