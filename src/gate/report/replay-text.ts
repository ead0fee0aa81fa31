/** Human-readable replay report: one line per cassette, then each failure with its evidence. */
import type { ReplayResult } from "../replay/result.js";
import { shownLiveWarnings } from "./live-warnings.js";
import { clipLine } from "../../core/util/clip.js";
import { oneLogLine } from "../../core/util/log-guard.js";
import { MUTATION_HEADING, explainText, mutationSentence, survivorDetail } from "./mutation-text.js";

const MAX_EVIDENCE = 300;

function clip(s: string, n = MAX_EVIDENCE): string {
  return clipLine(s, n);
}

/**
 * `live`: the line for a live run (record, run): the tier it ran at (not `replay:<tier>`), and the
 * cassette only when one is written (`run` writes none).
 */
export function cassetteLine(r: ReplayResult, live?: { writes: boolean }): string {
  const mark = r.exitCode === 0 ? "✓" : "✗";
  if (r.exitCode === 2) return `${mark} ${r.cassette}: error: ${r.error ?? "could not be replayed"}`;
  const counts = (r.toolCounts ?? {}) as Record<string, number>;
  const tools = Object.values(counts).reduce((a, b) => a + b, 0);
  const passed = r.assertions.filter((a) => a.pass).length;
  const stale =
    r.staleness && r.staleness.length > 0 ? `, stale: ${[...new Set(r.staleness.map((s) => s.class))].join(",")}` : "";
  const tier = live ? r.fidelity.replace(/^replay:/, "") : r.fidelity;
  const where = live && !live.writes ? "" : `  (${r.cassette})`;
  return `${mark} ${r.scenario} [${tier}] ${tools} tool call(s), ${passed}/${r.assertions.length} assertion(s) passed${stale}${where}`;
}

export function failureLines(r: ReplayResult): string[] {
  if (r.exitCode === 2) return [];
  const lines: string[] = [];
  for (const a of r.assertions) {
    if (a.pass && a.warning !== undefined) {
      const key = Object.keys(a.assertion)[0] ?? "assertion";
      lines.push(`    ! ${key}: ${clip(JSON.stringify(a.assertion[key]), 80)} passed, but ${clip(a.warning)}`);
      continue;
    }
    if (a.pass) continue;
    const key = Object.keys(a.assertion)[0];
    const label = key ? `${key}: ${clip(JSON.stringify(a.assertion[key]), 80)}` : (a.source ?? "check");
    lines.push(`    ✗ ${label}${a.line !== undefined ? `  (scenario line ${a.line})` : ""}`);
    lines.push(`      ${clip(a.message ?? "failed")}`);
    if (a.evidence) lines.push(`      evidence: ${clip(a.evidence)}`);
  }
  for (const f of r.verdict.failures)
    if (f.kind === "guard")
      lines.push(`    ✗ ${f.message}${f.line !== undefined ? `  (scenario line ${f.line})` : ""}`);
  for (const w of shownLiveWarnings(r)) lines.push(`    ! ${clip(w.message, 600)}`);
  return lines;
}

/**
 * `--explain` and `--mutate` (reporting only): each assertion's evidence trail, then the
 * mutations no assertion caught. Their text comes from the recording: one line each, inert.
 */
export function reportPassLines(r: ReplayResult): string[] {
  const lines: string[] = [];
  for (const e of r.explain ?? []) lines.push(`    [explain] ${oneLogLine(clip(explainText(e), 600))}`);
  if (r.mutation) {
    lines.push(`    [mutate] ${MUTATION_HEADING}: ${oneLogLine(mutationSentence(r.mutation))}`);
    for (const s of r.mutation.survivors) lines.push(`      ${oneLogLine(clip(survivorDetail(s), 300))}`);
  }
  return lines;
}

export function renderReplayText(results: ReplayResult[]): string {
  const out: string[] = [];
  for (const r of results) out.push(cassetteLine(r), ...failureLines(r), ...reportPassLines(r));
  const passed = results.filter((r) => r.exitCode === 0).length;
  const errored = results.filter((r) => r.exitCode === 2).length;
  out.push(
    "",
    `${passed} passed, ${results.length - passed - errored} failed${errored ? `, ${errored} errored` : ""} (of ${results.length} cassette${results.length === 1 ? "" : "s"})`,
  );
  return out.join("\n") + "\n";
}
