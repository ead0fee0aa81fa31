#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  causesText,
  totalsLine
} from "./chunk-FWIZ2L2G.js";
import {
  MUTATION_HEADING,
  assertionCounts,
  changeWord,
  changedText,
  deltaLine,
  failingLabel,
  locationText,
  mutationSentence,
  mutationTotals,
  reassertLocation,
  removedText,
  repeatText,
  skillLintText,
  skillLintWhere,
  survivorText,
  tallyText,
  unrecordedText
} from "./chunk-63JXL4FW.js";
import {
  clipLine
} from "./chunk-IAQDAOHD.js";
import {
  oneLogLine
} from "./chunk-PZMUXM6D.js";

// src/gate/report/gate-text.ts
var STATUS_MARK = { pass: "\u2713", fail: "\u2717", stale: "!", error: "\u2717" };
function runRowLines(row) {
  const n = row.repeat;
  const mark = row.status === "pass" ? n.verdict === "flaky" ? "!" : "\u2713" : "\u2717";
  const name = row.scenario === "" ? row.cassette : `${row.scenario} (${row.cassette})`;
  const error = row.error !== void 0 ? ` \u2014 ${row.error}` : "";
  const lines = [oneLogLine(`${mark} ${name} \u2014 ${repeatText(n)}${error}`)];
  for (const t of n.tallies)
    lines.push(`    ${row.gateFailing ? "\u2717" : "!"} ${oneLogLine(`at ${locationText(t)}: ${tallyText(t, n)}`)}`);
  return lines;
}
function rowLines(row) {
  if (row.repeat) return runRowLines(row);
  const mark = row.status === "stale" && row.gateFailing ? "\u2717" : STATUS_MARK[row.status];
  const name = row.scenario === "" ? row.cassette : `${row.scenario} (${row.cassette})`;
  const counts = row.status === "error" ? row.error ?? "could not be replayed" : assertionCounts(row);
  const change = changeWord(row);
  const lines = [
    `${mark} ${name} \u2014 ${change !== void 0 ? `${change} \u2014 ` : ""}${row.causes.length > 0 ? `${causesText(row)} \u2014 ` : ""}${counts}`
  ];
  for (const f of row.failing) {
    lines.push(`    \u2717 ${failingLabel(f)} at ${locationText(f)}: ${f.message}`);
    if (f.evidence) lines.push(`        evidence: ${f.evidence}`);
  }
  for (const s of row.staleness)
    lines.push(`    ${s.gating ? "\u2717" : "!"} ${s.class} at ${locationText(s.location)}: ${s.message} \u2014 fix: ${s.fix ?? row.fix}`);
  if (row.reassert) {
    lines.push(`    ~ re-evaluated from ${locationText(reassertLocation(row.reassert))}: ${row.reassert.summary}`);
    for (const key of row.reassert.needsLiveRun)
      lines.push(`    ! ${key} needs a live run: skipped by replay, not passed`);
  }
  for (const w of row.assertionWarnings) lines.push(`    ! ${w.key} at ${locationText(w)} passed, but ${w.message}`);
  for (const w of row.lintWarnings) lines.push(`    ! lint at ${locationText(w)}: ${w.message}`);
  for (const w of row.liveWarnings ?? []) lines.push(`    ! ${w.code} at ${w.file}: ${w.message}`);
  for (const u of row.unchecked) lines.push(`    ~ not checked: ${u}`);
  if (row.mutation) {
    lines.push(`    ~ ${MUTATION_HEADING}: ${oneLogLine(mutationSentence(row.mutation))}`);
    for (const s of row.mutation.survivors) lines.push(`        ${oneLogLine(clipLine(survivorText(s), 300))}`);
  }
  return lines;
}
function renderGateText(report) {
  const lines = report.rows.flatMap(rowLines);
  const coverage = report.coverage;
  for (const u of coverage?.unrecorded ?? [])
    lines.push(`${u.gating ? "\u2717" : "!"} unrecorded ${u.scenario} \u2014 ${unrecordedText(u)}`);
  for (const r of coverage?.removed ?? []) lines.push(`~ ${removedText(r)}`);
  for (const c of coverage?.changed ?? []) lines.push(`~ ${changedText(c)}`);
  for (const e of report.skillLint ?? [])
    lines.push(`${e.gating ? "\u2717" : "!"} lint-skill ${skillLintWhere(e)} \u2014 ${skillLintText(e)}`);
  if (coverage?.base) lines.push(`~ judged against the base ${coverage.base.ref} (${coverage.base.sha.slice(0, 12)})`);
  if (coverage?.baseProblem) lines.push(`! ${coverage.baseProblem}`);
  const delta = deltaLine(report);
  if (delta !== "") lines.push(`~ against the base: ${delta}`);
  const ok = report.conclusion !== "failure";
  const policy = report.run ? `min-pass-rate ${report.run.minPassRate}` : `fail-on ${report.failOn.join(",")}`;
  const what = report.run ? "run" : "gate";
  lines.push("", `${ok ? `\u2713 ${what} passed` : `\u2717 ${what} failed`}: ${totalsLine(report)} (${policy})`);
  for (const reason of report.reasons) lines.push(`  - ${reason}`);
  const mutated = report.rows.flatMap((r) => r.mutation ? [r.mutation] : []);
  if (mutated.length > 0) lines.push(`~ ${MUTATION_HEADING}: ${mutationTotals(mutated)}`);
  return lines.join("\n") + "\n";
}

export {
  renderGateText
};
