/**
 * Assertion strength (`replay --mutate`, `check --mutate`) and the evidence trail (`replay
 * --explain`) in words: the one place their sentences are made, so every channel (the replay and
 * gate text, the job summary, the check run and comment, JUnit, the HTML report) names the same
 * fact and counts it the same way. Plain text: each channel escapes it as it escapes any recorded
 * text (a target is an artifact path or a tool name out of the cassette).
 */
import type { ExplainedAssertion, MutationSummary, SurvivedMutation } from "../replay/result.js";
import { clipLine } from "../../core/util/clip.js";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The fact's name on every channel. */
export const MUTATION_HEADING = "assertion strength";

/**
 * How many planned mutations no assertion caught, of how many, and which cap cut the plan short:
 * `9 of 16 planned mutations caught by no assertion; sampled 16 of 17 eligible, …`.
 */
export function mutationSentence(m: MutationSummary): string {
  if (m.sampled === 0) return `nothing to mutate — ${m.note ?? "no recorded output"}`;
  const survived = m.sampled - m.caught;
  const cut =
    m.truncatedBy === "total"
      ? `; sampled ${m.sampled} of ${m.eligible} eligible, total cap ${m.caps.total} reached`
      : m.truncatedBy === "per-file"
        ? `; sampled ${m.sampled} of ${m.eligible} eligible, per-file cap ${m.caps.perFile} reached on ${plural(m.filesAtPerFileCap, "output")}`
        : "";
  const note = m.note !== undefined ? ` — ${clipLine(m.note, 300)}` : "";
  return `${survived} of ${plural(m.sampled, "planned mutation")} caught by no assertion${cut}${note}`;
}

/** What a survivor changed, e.g. `outputs/metrics.json totals.revenue`: one line, however the recording spelled it. */
export function survivorName(s: SurvivedMutation): string {
  return clipLine(s.field !== "" ? `${s.target} ${s.field}` : s.target, 200);
}

/** `outputs/metrics.json totals.revenue: nothing checks it` — what the gate's channels say (no recorded value). */
export function survivorText(s: SurvivedMutation): string {
  return `${survivorName(s)}: nothing checks it`;
}

/** The same with the change made, `(42 → 43)`, for replay's own output. */
export function survivorDetail(s: SurvivedMutation): string {
  return `${survivorText(s)} (${clipLine(`${s.before} → ${s.after}`, 100)})`;
}

/** Over a batch: how many of how many, in how many cassettes. */
export function mutationTotals(summaries: readonly MutationSummary[]): string {
  const sampled = summaries.reduce((n, m) => n + m.sampled, 0);
  const survived = summaries.reduce((n, m) => n + (m.sampled - m.caught), 0);
  return `${survived} of ${plural(sampled, "planned mutation")} caught by no assertion, in ${plural(summaries.length, "cassette")}`;
}

/** One assertion's evidence trail: ✓/✗, the assertion, what it read, why. */
export function explainText(e: ExplainedAssertion): string {
  const read = e.read.length > 0 ? e.read.join(", ") : "no recorded evidence";
  const catches = e.catches !== undefined ? ` — caught ${plural(e.catches, "planned mutation")}` : "";
  return `${e.pass ? "✓" : "✗"} ${e.assertion} — read: ${read} — ${e.pass ? "passed" : "failed"}: ${e.why}${catches}`;
}
