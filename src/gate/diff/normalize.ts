/**
 * Normalization for `diff` (the reference's src/run/diff.ts; docs/reference.md#gate-extras): masks the values that change from one
 * recording to the next without meaning anything (tool-use ids, host paths, UUIDs, session ids,
 * timestamps, ages) so two recordings of the same behaviour compare equal. Pure.
 */
import { createHash } from "node:crypto";
import { FULL_PATTERNS } from "../verify/privacy-patterns.js";

const hostPathSource = FULL_PATTERNS.find((p) => p.cls === "path")?.re.source;
if (hostPathSource === undefined) throw new Error("privacy path pattern missing");

/** The masks, in the order they are applied; every occurrence is replaced. */
const TEXT_MASKS: readonly [RegExp, string][] = [
  [/toolu_[A-Za-z0-9]+/g, "toolu_<ID>"],
  [new RegExp(hostPathSource, "gi"), "<HOST_PATH>"],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "<UUID>"],
  [/\blocal_[a-z0-9]+/gi, "<SESSION>"],
  [/sess-[A-Za-z0-9-]+/g, "<SESSION>"],
  [/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z?\b/g, "<TIMESTAMP>"],
  [/\d+s ago/g, "<AGE>"],
];

/** Keys (lowercased) whose values are run-specific whatever they hold. */
const VOLATILE_KEYS = new Set(["duration_ms", "durationms", "elapsed_ms", "timestamp", "request_id", "uuid"]);

export function maskText(s: string): string {
  let out = s;
  for (const [re, replacement] of TEXT_MASKS) out = out.replace(re, replacement);
  return out;
}

/** A value with every string text-masked and every volatile key's value replaced. */
export function maskValue(v: unknown): unknown {
  if (typeof v === "string") return maskText(v);
  if (Array.isArray(v)) return v.map(maskValue);
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      out[k] = VOLATILE_KEYS.has(k.toLowerCase()) ? "<VOLATILE>" : maskValue(x);
    return out;
  }
  return v;
}

export const CANON_MAX = 2000;

/** A long rendering cut to CANON_MAX characters, its full length and a digest kept so a change past the cut still shows. */
export function boundCanon(full: string): string {
  if (full.length <= CANON_MAX) return full;
  const digest = createHash("sha256").update(full, "utf8").digest("hex").slice(0, 16);
  return `${full.slice(0, CANON_MAX)}…#${full.length}·${digest}`;
}

/** The comparable form of a tool input: JSON in the recorded key order, masked unless `normalize` is off. */
export function toolCanon(input: unknown, normalize: boolean): string {
  return boundCanon(JSON.stringify(normalize ? maskValue(input) : input) ?? "null");
}
