/**
 * On-disk assertion keys that replay cannot judge on this cassette (the reference's src/run/cassette.ts; docs/reference.md#gate-extras):
 * live-only keys, and keys whose evidence the recording lacks (an artifact manifest, pre-run
 * paths or hashes, controlOut). First occurrence of a key wins; the order is the block's.
 */
import type { Cassette } from "../../core/cassette/types.js";
import { LIVE_ONLY_KEYS, QUESTION_GATE_KEYS } from "../replay/buckets.js";
import { MANIFEST_KEYS } from "../../core/scenario/assertion-schema.js";

export type UncheckableCode =
  "live-only" | "manifest-missing" | "prerunpaths-missing" | "prerunhashes-missing" | "controlout-missing";

export interface UncheckableKey {
  key: string;
  code: UncheckableCode;
  message: string;
}

const MESSAGES: Record<UncheckableCode, string> = {
  "live-only": "live-only",
  "manifest-missing": "no artifact manifest in this cassette",
  "prerunpaths-missing":
    "no pre-run manifest in this cassette (recorded before the manifest seam) — re-record on a current harness",
  "prerunhashes-missing":
    "no pre-run hash manifest in this cassette (recorded pre-fingerprinted-manifest or on microvm) — re-record on a harness with hash-manifest support (container/hostloop)",
  "controlout-missing": "no controlOut in this cassette",
};

const OTHER_MANIFEST_KEYS: ReadonlySet<string> = new Set(
  MANIFEST_KEYS.filter((k) => k !== "no_unexpected_files" && k !== "input_unmodified"),
);

function codeFor(key: string, c: Cassette): UncheckableCode | undefined {
  const hasArtifacts = c.artifacts !== undefined;
  if (LIVE_ONLY_KEYS.has(key)) return "live-only";
  if (key === "no_unexpected_files") {
    if (!hasArtifacts) return "manifest-missing";
    if (c.preRunPaths === undefined) return "prerunpaths-missing";
  }
  if (key === "input_unmodified") {
    if (!hasArtifacts) return "manifest-missing";
    if (c.preRunHashes === undefined) return "prerunhashes-missing";
  }
  if (OTHER_MANIFEST_KEYS.has(key) && (c.artifacts?.length ?? 0) === 0) return "manifest-missing";
  if (QUESTION_GATE_KEYS.has(key) && (c.controlOut?.length ?? 0) === 0) return "controlout-missing";
  return undefined;
}

export function uncheckableKeys(assert: readonly Record<string, unknown>[], cassette: Cassette): UncheckableKey[] {
  const seen = new Set<string>();
  const out: UncheckableKey[] = [];
  for (const item of assert) {
    for (const [key, value] of Object.entries(item)) {
      if (value === undefined || seen.has(key)) continue;
      seen.add(key);
      const code = codeFor(key, cassette);
      if (code) out.push({ key, code, message: MESSAGES[code] });
    }
  }
  return out;
}
