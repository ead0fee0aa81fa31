/**
 * Small shared helpers for the content assertion evaluators: building KeyResults, reading
 * arguments defensively (a bad argument is a failing result, never a throw) and formatting
 * what was seen into short, capped evidence strings.
 */
import type { KeyResult } from "./context.js";
import { badRegexMessage, compileRegex } from "../../core/scenario/match.js";
import { clip as clipText } from "../../core/util/clip.js";

/** Hard cap on any evidence string we build. */
export const EVIDENCE_CAP = 500;
/** How many names a list shows before it is summarised as `…(+N)`. */
export const LIST_SAMPLE = 12;

export function pass(evidence?: string): KeyResult {
  return evidence === undefined ? { pass: true } : { pass: true, evidence: clip(evidence, EVIDENCE_CAP) };
}

export function fail(message: string, evidence?: string): KeyResult {
  return evidence === undefined
    ? { pass: false, message }
    : { pass: false, message, evidence: clip(evidence, EVIDENCE_CAP) };
}

/** Cuts a string to `max` characters (default 120), marking the cut with an ellipsis. */
export function clip(text: string, max = 120): string {
  return clipText(text, max);
}

/** `a, b, c, …(+N)` over at most LIST_SAMPLE names; `empty` when the list has none. */
export function sample(names: readonly string[], empty = "(none called)"): string {
  if (names.length === 0) return empty;
  const shown = names.slice(0, LIST_SAMPLE).join(", ");
  return names.length > LIST_SAMPLE ? `${shown}, …(+${names.length - LIST_SAMPLE})` : shown;
}

/** A JSON rendering that never throws (cycles, BigInt) and stays short. */
export function show(value: unknown): string {
  try {
    const text = JSON.stringify(value);
    return clip(text === undefined ? String(value) : text, 80);
  } catch {
    return clip(String(value), 80);
  }
}

/** The failing result for an argument that does not have the documented shape. */
export function badArg(key: string, arg: unknown, expected: string): KeyResult {
  return fail(`${key}: invalid argument ${show(arg)} (expected ${expected})`);
}

export function isNonEmptyString(v: unknown): v is string {
  return typeof v === "string" && v.length > 0;
}

export function isNonNegativeInt(v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= 0;
}

export function isPositiveNumber(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v) && v > 0;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Reads a regex argument: either `{ re }` or the failing KeyResult to return (bad shape,
 * or a pattern that does not compile — reported with the reference's wording).
 */
export function regexArg(key: string, arg: unknown): { re: RegExp } | { result: KeyResult } {
  if (typeof arg !== "string") return { result: badArg(key, arg, "a regex string") };
  const compiled = compileRegex(arg);
  if (!compiled.ok) return { result: fail(badRegexMessage(key, arg, compiled.error)) };
  return { re: compiled.re };
}

/** A short excerpt of `text` around the first match of `re`, for evidence. */
export function matchExcerpt(re: RegExp, text: string): string {
  const m = re.exec(text);
  if (!m) return "";
  return clip(m[0], 80);
}

/** Sum of a number list (0 for none). */
export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
