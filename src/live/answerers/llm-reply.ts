/**
 * Binding the model's reply to one sub-question (the reference's src/decide/decider.ts; docs/reference.md#gate-extras "Reply binding").
 * Single-select, in order: an in-range option number; the label itself (case-insensitive, quotes
 * and trailing punctuation trimmed); `OTHER: <text>` as free text; the label without
 * "(Recommended)" when that is unique; the longest label the reply starts with, up to a `:`.
 * Multi-select: in-range option numbers separated by commas, nothing else. A question without
 * options takes the reply as its answer. Anything else is undefined (the caller fails loudly). Pure.
 */

export type LlmBinding = { answer: string; freeText?: true } | undefined;

const RECOMMENDED = /\s*\(recommended\)\s*$/i;

function trimReply(s: string): string {
  let t = s
    .trim()
    .replace(/[.!;,]+$/, "")
    .trim();
  const pair = /^(["'`])([\s\S]*)\1$/.exec(t);
  if (pair) t = pair[2]!.trim();
  return t.replace(/[.!;,]+$/, "").trim();
}

export function bindLlmReply(reply: string, labels: readonly string[], multiSelect: boolean): LlmBinding {
  const raw = reply.trim();
  if (labels.length === 0) return raw === "" ? undefined : { answer: trimReply(raw) || raw };
  if (multiSelect) {
    const parts = raw.split(",").map((p) => p.trim());
    if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) return undefined;
    const picked: string[] = [];
    for (const p of parts) {
      const n = Number(p);
      if (n < 1 || n > labels.length) return undefined;
      if (!picked.includes(labels[n - 1]!)) picked.push(labels[n - 1]!);
    }
    return { answer: picked.join(", ") };
  }
  if (/^\d+$/.test(raw)) {
    const n = Number(raw);
    return n >= 1 && n <= labels.length ? { answer: labels[n - 1]! } : undefined;
  }
  const t = trimReply(raw);
  const exact = labels.find((l) => l.toLowerCase() === t.toLowerCase());
  if (exact !== undefined) return { answer: exact };
  const other = /^OTHER:\s*([\s\S]+)$/i.exec(t);
  if (other) {
    const value = trimReply(other[1]!);
    if (value !== "") return { answer: value, freeText: true };
  }
  const bare = (s: string): string => s.replace(RECOMMENDED, "").trim().toLowerCase();
  const unsuffixed = labels.filter((l) => bare(l) === bare(t));
  if (unsuffixed.length === 1) return { answer: unsuffixed[0]! };
  const colon = raw.indexOf(":");
  if (colon > 0) {
    const head = raw.slice(0, colon).trim().toLowerCase();
    const prefixed = labels.filter((l) => head.startsWith(l.toLowerCase())).sort((a, b) => b.length - a.length);
    if (prefixed.length > 0) return { answer: prefixed[0]! };
  }
  return undefined;
}
