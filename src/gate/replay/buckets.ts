/**
 * Which assertion keys replay evaluates, and when (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions). The key lists per
 * bucket are declared once, with their argument schemas, in src/core/scenario/assertion-schema.ts;
 * this module decides per cassette whether a key is evaluated, excluded (loudly) or skipped
 * as live-only.
 */
import type { Cassette } from "../../core/cassette/types.js";
import * as keys from "../../core/scenario/assertion-schema.js";

export const ALWAYS_CONTENT_KEYS: ReadonlySet<string> = new Set(keys.ALWAYS_CONTENT_KEYS);
export const QUESTION_GATE_KEYS: ReadonlySet<string> = new Set(keys.QUESTION_GATE_KEYS);
export const LIVE_ONLY_KEYS: ReadonlySet<string> = new Set(keys.LIVE_ONLY_KEYS);
/** Manifest keys that need their own pre-run baseline besides the manifest. */
export const PRE_RUN_KEYS: ReadonlySet<string> = new Set(["no_unexpected_files", "input_unmodified"]);
/** Manifest keys that need a non-empty manifest. */
export const MANIFEST_BODY_KEYS: ReadonlySet<string> = new Set(keys.MANIFEST_KEYS.filter((k) => !PRE_RUN_KEYS.has(k)));

export type KeyStatus = { status: "active" } | { status: "excluded"; reason: string } | { status: "live-only" };

/** What this cassette can evaluate: decided once per cassette. */
export interface Buckets {
  hasControlOut: boolean;
  status(key: string): KeyStatus;
}

export function bucketsFor(cassette: Cassette): Buckets {
  const hasControlOut = (cassette.controlOut?.length ?? 0) > 0;
  const artifacts = cassette.artifacts;
  const hasManifest = artifacts !== undefined && artifacts.length > 0;
  return {
    hasControlOut,
    status(key: string): KeyStatus {
      if (ALWAYS_CONTENT_KEYS.has(key)) return { status: "active" };
      if (QUESTION_GATE_KEYS.has(key)) {
        return hasControlOut
          ? { status: "active" }
          : { status: "excluded", reason: "cassette has no controlOut (pre-full-fidelity) — re-record to enable it" };
      }
      if (MANIFEST_BODY_KEYS.has(key)) {
        return hasManifest
          ? { status: "active" }
          : { status: "excluded", reason: "cassette has no artifact manifest — re-record to enable it" };
      }
      if (key === "no_unexpected_files") {
        if (artifacts === undefined)
          return { status: "excluded", reason: "cassette has no artifact manifest — re-record to enable it" };
        if (cassette.preRunPaths === undefined) {
          return {
            status: "excluded",
            reason: "cassette has no pre-run manifest (preRunPaths) — re-record to enable it",
          };
        }
        return { status: "active" };
      }
      if (key === "input_unmodified") {
        if (artifacts === undefined)
          return { status: "excluded", reason: "cassette has no artifact manifest — re-record to enable it" };
        if (cassette.preRunHashes === undefined) {
          return {
            status: "excluded",
            reason: "cassette has no pre-run hash manifest (preRunHashes) — re-record to enable it",
          };
        }
        return { status: "active" };
      }
      return { status: "live-only" };
    },
  };
}
