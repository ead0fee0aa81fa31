/**
 * A short unified diff of two texts for a reviewer: the common head and tail are trimmed, the
 * middle aligned line by line (bounded), three lines of context, and the output cut at a line
 * and character budget with a note of what was left out. Pure.
 */
import { alignLcs } from "./lcs.js";

export interface TextDiffLimits {
  maxLines: number;
  maxChars: number;
}

export const DEFAULT_TEXT_DIFF_LIMITS: TextDiffLimits = { maxLines: 40, maxChars: 2000 };
/** Beyond this many differing lines a side is not aligned (LCS is quadratic). */
const ALIGN_MAX_LINES = 1500;
const CONTEXT = 3;

export function unifiedTextDiff(
  before: string,
  after: string,
  limits: TextDiffLimits = DEFAULT_TEXT_DIFF_LIMITS,
): string {
  if (before === after) return "";
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const body: string[] = [];
  for (const l of a.slice(Math.max(0, head - CONTEXT), head)) body.push(` ${l}`);
  if (midA.length > ALIGN_MAX_LINES || midB.length > ALIGN_MAX_LINES) {
    for (const l of midA) body.push(`-${l}`);
    for (const l of midB) body.push(`+${l}`);
  } else {
    for (const s of alignLcs(midA, midB, (x, y) => x === y)) {
      body.push(s.kind === "same" ? ` ${midA[s.i]}` : s.kind === "a" ? `-${midA[s.i]}` : `+${midB[s.j]}`);
    }
  }
  for (const l of a.slice(a.length - tail, a.length - tail + CONTEXT)) body.push(` ${l}`);
  const header = `@@ -${head + 1 - Math.min(CONTEXT, head)} +${head + 1 - Math.min(CONTEXT, head)} @@`;
  const out: string[] = [header];
  let chars = header.length + 1;
  let kept = 0;
  for (const line of body) {
    const clipped = line.length > 200 ? `${line.slice(0, 199)}…` : line;
    if (kept >= limits.maxLines || chars + clipped.length + 1 > limits.maxChars - 40) break;
    out.push(clipped);
    chars += clipped.length + 1;
    kept++;
  }
  if (kept < body.length) out.push(`… ${body.length - kept} more diff lines`);
  return out.join("\n");
}
