/**
 * The gate report as terminal text (the `check` command, the Action's log): one line per
 * cassette with its status and causes, then each problem at its file and line with what to do.
 * Markers mean one thing each: ✓ pass, ✗ fails the gate, ! a warning that does not, ~ a note.
 */
import { assertionCounts, failingLabel, reassertLocation, type GateReport, type GateRow } from "./gate-report.js";
import { locationText as at } from "./display-path.js";
import { causesText, totalsLine } from "./summary-md.js";
import { changeWord, changedText, deltaLine, removedText, unrecordedText } from "./coverage-report.js";
import { skillLintText, skillLintWhere } from "./skill-lint-report.js";
import { MUTATION_HEADING, mutationSentence, mutationTotals, survivorText } from "./mutation-text.js";
import { oneLogLine } from "../../core/util/log-guard.js";
import { clipLine } from "../../core/util/clip.js";
import { repeatText, tallyText } from "./repeat-report.js";

const STATUS_MARK: Record<GateRow["status"], string> = { pass: "✓", fail: "✗", stale: "!", error: "✗" };

/** A live-lane scenario: its pass rate (and the error that stopped its runs), then each failure with the runs it failed in. */
function runRowLines(row: GateRow): string[] {
  const n = row.repeat!;
  const mark = row.status === "pass" ? (n.verdict === "flaky" ? "!" : "✓") : "✗";
  const name = row.scenario === "" ? row.cassette : `${row.scenario} (${row.cassette})`;
  const error = row.error !== undefined ? ` — ${row.error}` : "";
  // scenario names and the runs' messages come from the pull request and the agent: one inert line each
  const lines = [oneLogLine(`${mark} ${name} — ${repeatText(n)}${error}`)];
  for (const t of n.tallies)
    lines.push(`    ${row.gateFailing ? "✗" : "!"} ${oneLogLine(`at ${at(t)}: ${tallyText(t, n)}`)}`);
  return lines;
}

export function rowLines(row: GateRow): string[] {
  if (row.repeat) return runRowLines(row);
  const mark = row.status === "stale" && row.gateFailing ? "✗" : STATUS_MARK[row.status];
  const name = row.scenario === "" ? row.cassette : `${row.scenario} (${row.cassette})`;
  const counts = row.status === "error" ? (row.error ?? "could not be replayed") : assertionCounts(row);
  const change = changeWord(row);
  const lines = [
    `${mark} ${name} — ${change !== undefined ? `${change} — ` : ""}${row.causes.length > 0 ? `${causesText(row)} — ` : ""}${counts}`,
  ];
  for (const f of row.failing) {
    lines.push(`    ✗ ${failingLabel(f)} at ${at(f)}: ${f.message}`);
    if (f.evidence) lines.push(`        evidence: ${f.evidence}`);
  }
  for (const s of row.staleness)
    lines.push(`    ${s.gating ? "✗" : "!"} ${s.class} at ${at(s.location)}: ${s.message} — fix: ${s.fix ?? row.fix}`);
  if (row.reassert) {
    lines.push(`    ~ re-evaluated from ${at(reassertLocation(row.reassert))}: ${row.reassert.summary}`);
    for (const key of row.reassert.needsLiveRun)
      lines.push(`    ! ${key} needs a live run: skipped by replay, not passed`);
  }
  for (const w of row.assertionWarnings) lines.push(`    ! ${w.key} at ${at(w)} passed, but ${w.message}`);
  for (const w of row.lintWarnings) lines.push(`    ! lint at ${at(w)}: ${w.message}`);
  for (const w of row.liveWarnings ?? []) lines.push(`    ! ${w.code} at ${w.file}: ${w.message}`);
  for (const u of row.unchecked) lines.push(`    ~ not checked: ${u}`);
  if (row.mutation) {
    // names out of the recording (artifact paths, tool names): one inert line each
    lines.push(`    ~ ${MUTATION_HEADING}: ${oneLogLine(mutationSentence(row.mutation))}`);
    for (const s of row.mutation.survivors) lines.push(`        ${oneLogLine(clipLine(survivorText(s), 300))}`);
  }
  return lines;
}

export function renderGateText(report: GateReport): string {
  const lines = report.rows.flatMap(rowLines);
  const coverage = report.coverage;
  for (const u of coverage?.unrecorded ?? [])
    lines.push(`${u.gating ? "✗" : "!"} unrecorded ${u.scenario} — ${unrecordedText(u)}`);
  for (const r of coverage?.removed ?? []) lines.push(`~ ${removedText(r)}`);
  for (const c of coverage?.changed ?? []) lines.push(`~ ${changedText(c)}`);
  for (const e of report.skillLint ?? [])
    lines.push(`${e.gating ? "✗" : "!"} lint-skill ${skillLintWhere(e)} — ${skillLintText(e)}`);
  if (coverage?.base) lines.push(`~ judged against the base ${coverage.base.ref} (${coverage.base.sha.slice(0, 12)})`);
  if (coverage?.baseProblem) lines.push(`! ${coverage.baseProblem}`);
  const delta = deltaLine(report);
  if (delta !== "") lines.push(`~ against the base: ${delta}`);
  const ok = report.conclusion !== "failure";
  const policy = report.run ? `min-pass-rate ${report.run.minPassRate}` : `fail-on ${report.failOn.join(",")}`;
  const what = report.run ? "run" : "gate";
  lines.push("", `${ok ? `✓ ${what} passed` : `✗ ${what} failed`}: ${totalsLine(report)} (${policy})`);
  for (const reason of report.reasons) lines.push(`  - ${reason}`);
  const mutated = report.rows.flatMap((r) => (r.mutation ? [r.mutation] : []));
  if (mutated.length > 0) lines.push(`~ ${MUTATION_HEADING}: ${mutationTotals(mutated)}`);
  return lines.join("\n") + "\n";
}
