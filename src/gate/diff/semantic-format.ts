/** Small formatting rules shared by the Markdown and plain-text forms of a semantic diff. Pure. */
import type { SemanticDiff } from "./semantic.js";

export function verdictWord(v: boolean | null): string {
  return v === null ? "not judged" : v ? "pass" : "fail";
}

export function usageValue(field: keyof SemanticDiff["usage"], v: number | null): string {
  if (v === null) return "—";
  if (field === "costUsd") return `$${v.toFixed(4)}`;
  return String(v);
}

export const USAGE_LABELS: Record<keyof SemanticDiff["usage"], string> = {
  turns: "turns",
  inputTokens: "input tokens",
  outputTokens: "output tokens",
  costUsd: "cost",
};

export function countsLine(d: SemanticDiff): string {
  const t = d.toolCalls;
  return `${t.sequenceBefore.length} → ${t.sequenceAfter.length} (${t.added.length} added, ${t.removed.length} removed, ${t.changed.length} changed)`;
}
