/**
 * Cutting text for a message: the one helper every channel uses, so a long value is cut the same
 * way wherever it is shown, and a clipped line can never span lines.
 *  - `clip(text, max)`: at most `max` characters, the last an ellipsis when cut;
 *  - `clip(text, max, "after")`: the first `max` characters, then the ellipsis (where a count of
 *    shown characters is documented, docs/limits.md);
 *  - `clipLine`: the same after every run of whitespace or control characters (U+0085 and the
 *    line and paragraph separators among them) became one space, trimmed — one line, whatever
 *    the text held.
 */

/** Where the cut falls: within `max` (the ellipsis counted) or after `max` characters. */
export type ClipAt = "within" | "after";

/** `text` cut to `max` characters, the cut marked with "…" (see the top of this file). */
export function clip(text: string, max: number, at: ClipAt = "within"): string {
  if (text.length <= max) return text;
  return at === "within" ? `${text.slice(0, Math.max(0, max - 1))}…` : `${text.slice(0, max)}…`;
}

const BREAKS = /[\s\u0000-\u001f\u007f\u0085]+/g;

/** `text` on one line (whitespace and control runs → one space, trimmed), then clipped. */
export function clipLine(text: string, max: number, at: ClipAt = "within"): string {
  return clip(text.replace(BREAKS, " ").trim(), max, at);
}
