#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  assembleWithinBudget,
  mdCode,
  mdText
} from "./chunk-ENZH6ITV.js";
import {
  CAUSE_LABEL,
  MUTATION_HEADING,
  assertionCounts,
  changeWord,
  changedText,
  coverageCounts,
  deltaLine,
  failingLabel,
  fixText,
  flakyCount,
  locationText,
  mutationSentence,
  mutationTotals,
  reassertLocation,
  removedText,
  repeatText,
  skillLintText,
  survivorName,
  unrecordedText
} from "./chunk-63JXL4FW.js";

// src/gate/report/summary-md.ts
var STEP_SUMMARY_BUDGET = 1024 * 1024;
var EVIDENCE_MAX = 800;
var STATUS_MARK = {
  pass: "\u2705 pass",
  fail: "\u274C fail",
  stale: "\u26A0\uFE0F stale",
  error: "\u{1F4A5} error"
};
function headline(report) {
  if (report.run) {
    if (report.conclusion === "failure") return "\u274C cowork-harness run: failed";
    if (report.conclusion === "neutral") return "\u2796 cowork-harness run: no scenarios";
    return "\u2705 cowork-harness run: passed";
  }
  if (report.conclusion === "failure") return "\u274C cowork-harness: gate failed";
  if (report.conclusion === "neutral") return "\u2796 cowork-harness: no cassettes";
  return "\u2705 cowork-harness: gate passed";
}
function runTotalsLine(report, repeat) {
  const t = report.totals;
  const flaky = flakyCount(report);
  const each = repeat !== void 0 ? `${repeat} runs each` : "one run each";
  return `${plural(t.cassettes, "scenario")}, ${each}: ${t.passed} passed${flaky > 0 ? ` (${flaky} flaky)` : ""}, ${t.failed} failed, ${t.errored} errored`;
}
function totalsLine(report) {
  if (report.run) return runTotalsLine(report, report.run.repeat);
  const t = report.totals;
  const also = t.failedAndStale > 0 ? ` (${t.failedAndStale} of the failed also stale)` : "";
  const skill = report.skillLint?.length ?? 0;
  const coverage = [coverageCounts(report), skill > 0 ? `${skill} lint-skill finding${skill === 1 ? "" : "s"}` : ""].filter((s) => s !== "").join(", ");
  return `${t.cassettes} cassette${t.cassettes === 1 ? "" : "s"}: ${t.passed} passed, ${t.failed} failed, ${t.stale} stale, ${t.errored} errored${also}${coverage !== "" ? `; ${coverage}` : ""}`;
}
function location(f) {
  return mdCode(locationText(f));
}
function causesText(row) {
  return row.causes.map((c) => {
    if (c === "stale")
      return `stale (${[...new Set(row.staleness.filter((s) => !s.class.startsWith("unverifiable-")).map((s) => s.class))].join(", ")})`;
    if (c === "unverifiable")
      return `unverifiable (${[...new Set(row.staleness.filter((s) => s.class.startsWith("unverifiable-")).map((s) => s.class))].join(", ")})`;
    const n = row.failing.filter((f) => f.cause === c).length;
    return n > 1 ? `${CAUSE_LABEL[c]} \xD7${n}` : CAUSE_LABEL[c];
  }).join("; ");
}
function details(row) {
  if (row.repeat) {
    const what = row.error !== void 0 ? row.error : row.causes.length > 0 ? causesText(row) : "";
    return mdText(`${repeatText(row.repeat)}${what !== "" ? ` \u2014 ${what}` : ""}`, 300);
  }
  const change = changeWord(row);
  const lead = change !== void 0 ? `**${change}** \u2014 ` : "";
  if (row.status === "error") return `${lead}${CAUSE_LABEL.error}: ${mdText(row.error ?? "", 200)}`;
  const counts = `${assertionCounts(row)}${row.reassert ? " (re-evaluated from the scenario file)" : ""}`;
  return lead + (row.causes.length > 0 ? `${mdText(causesText(row), 300)} \u2014 ${counts}` : counts);
}
function tableRow(row) {
  const mark = row.status === "stale" && row.gateFailing ? "\u274C stale" : row.repeat?.verdict === "flaky" ? "\u26A0\uFE0F flaky" : STATUS_MARK[row.status];
  return `| ${mark} | ${mdCode(row.cassette)} | ${row.scenario === "" ? "\u2014" : mdText(row.scenario, 120)} | ${details(row)} |`;
}
function failingItem(row, f) {
  const label = failingLabel(f);
  const head = `- \u274C **${mdText(label, 120)}** at ${location(f)} (${mdText(row.scenario, 120)}): ${mdText(f.message)}`;
  return f.evidence ? `${head}
  - evidence: ${mdText(f.evidence, EVIDENCE_MAX)}` : head;
}
function runItem(row) {
  const n = row.repeat;
  const lines = [
    `- ${row.gateFailing ? "\u274C" : "\u26A0\uFE0F"} **${mdText(row.scenario || row.cassette, 120)}** (${mdCode(row.cassette)}): ${mdText(repeatText(n))}`
  ];
  for (const t of n.tallies)
    lines.push(
      `  - **${mdText(failingLabel(t), 120)}** at ${location(t)}: ${mdText(`failed in ${t.runs.length} of ${n.completed} runs (${t.runs.length === 1 ? "run" : "runs"} ${t.runs.join(", ")}): ${t.message}`)}`
    );
  return lines.join("\n");
}
function staleItem(row, s) {
  const mark = s.gating ? "\u274C" : "\u26A0\uFE0F";
  const gate = s.gating ? " (fails the gate)" : "";
  return `- ${mark} ${mdCode(row.cassette)} \u2014 **${mdText(s.class)}**${gate} at ${location(s.location)}: ${mdText(s.message)} \u2014 fix: ${s.fix !== void 0 ? mdText(s.fix) : fixText(row.fixParts, (t) => mdCode(t, 300))}`;
}
function reassertItems(row) {
  if (!row.reassert) return [];
  const passed = !row.causes.includes("reassert");
  const out = [
    `- ${passed ? "\u2705" : "\u274C"} ${mdCode(row.cassette)} from ${location(reassertLocation(row.reassert))}: ${mdText(row.reassert.summary, 600)}`
  ];
  for (const key of row.reassert.needsLiveRun)
    out.push(`  - \u26A0\uFE0F ${mdCode(key)} needs a live run: skipped by replay, not passed`);
  return [out.join("\n")];
}
function capitalized(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
var SURVIVORS_SHOWN = 25;
function mutationItem(row) {
  const m = row.mutation;
  const lines = [`- \u{1F9EA} ${mdCode(row.cassette)} (${mdText(row.scenario, 120)}): ${mdText(mutationSentence(m), 600)}`];
  for (const s of m.survivors.slice(0, SURVIVORS_SHOWN))
    lines.push(`  - ${mdCode(survivorName(s))}: nothing checks it`);
  if (m.survivors.length > SURVIVORS_SHOWN) lines.push(`  - \u2026${m.survivors.length - SURVIVORS_SHOWN} more`);
  return lines.join("\n");
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function renderReportMarkdown(report, opts) {
  const intro = [...opts.preamble ?? []];
  if (opts.headingLevel > 0) intro.push(`${"#".repeat(opts.headingLevel)} ${headline(report)}`, "");
  const delta = deltaLine(report);
  if (delta !== "") intro.push(`**Against the base: ${mdText(delta)}**`, "");
  const policy = report.run ? `min-pass-rate: \`${report.run.minPassRate}\`${report.run.stopOnDiverge ? " \xB7 stop-on-diverge" : ""}` : `fail-on: ${report.failOn.map((f) => `\`${f}\``).join(", ")}`;
  intro.push(`**${totalsLine(report)}** \xB7 ${policy}`, "");
  if (report.reasons.length > 0) intro.push(...report.reasons.map((r) => `- ${r}`), "");
  const base = report.coverage?.base;
  if (base) intro.push(`Judged against the base ${mdCode(base.ref)} (${mdCode(base.sha.slice(0, 12))}).`, "");
  if (report.coverage?.baseProblem) intro.push(`\u26A0\uFE0F ${mdText(report.coverage.baseProblem)}`, "");
  const skipped = report.rows.reduce((n, r) => n + r.skippedAssertions, 0);
  if (skipped > 0)
    intro.push(
      `${plural(skipped, "assertion")} could not be evaluated on replay (live-only) and ${skipped === 1 ? "was" : "were"} skipped, not passed.`,
      ""
    );
  const sub = "#".repeat(Math.min(6, Math.max(2, opts.headingLevel + 1)));
  const failing = report.run ? [] : report.rows.flatMap((row) => row.failing.map((f) => failingItem(row, f)));
  const runs = report.rows.filter((r) => (r.repeat?.failedRuns.length ?? 0) > 0).map(runItem);
  const staleRows = report.rows.filter((r) => r.staleness.length > 0);
  const stale = staleRows.flatMap((row) => row.staleness.map((s) => staleItem(row, s)));
  const reasserted = report.rows.flatMap(reassertItems);
  const errors = report.rows.filter((r) => r.status === "error").map((r) => `- \u{1F4A5} ${mdCode(r.cassette)}: ${mdText(r.error ?? "could not be replayed")}`);
  const unchecked = report.rows.flatMap((r) => r.unchecked.map((u) => `- \u2139\uFE0F ${mdCode(r.cassette)}: ${mdText(u)}`));
  const assertionWarnings = report.rows.flatMap(
    (r) => r.assertionWarnings.map(
      (w) => `- \u26A0\uFE0F ${location(w)} (${mdText(r.scenario, 120)}): ${mdCode(w.key)} passed, but ${mdText(w.message)}`
    )
  );
  const mutated = report.rows.filter((r) => r.mutation !== void 0);
  const mutations = mutated.map(mutationItem);
  const lintWarnings = report.rows.flatMap(
    (r) => r.lintWarnings.map((w) => `- \u26A0\uFE0F ${location(w)} (${mdText(r.scenario, 120)}): ${mdText(w.message)}`)
  );
  const liveWarnings = report.rows.flatMap(
    (r) => (r.liveWarnings ?? []).map(
      (w) => `- \u26A0\uFE0F ${mdCode(w.file)} (${mdText(r.scenario, 120)}): ${mdCode(w.code)} ${mdText(w.message)}`
    )
  );
  const unrecorded = (report.coverage?.unrecorded ?? []).map(
    (u) => `- ${u.gating ? "\u274C" : "\u26A0\uFE0F"} ${mdCode(u.scenario)}: **unrecorded**${u.gating ? " (fails the gate)" : ""} \u2014 ${mdText(unrecordedText(u))}`
  );
  const removed = (report.coverage?.removed ?? []).map((r) => `- \u2139\uFE0F ${mdText(removedText(r))}`);
  const changed = (report.coverage?.changed ?? []).map((c) => {
    const item = `- \u2139\uFE0F ${mdText(changedText(c))}`;
    const md = c.behaviour?.markdown;
    return md !== void 0 ? `${item}

  <details><summary>behaviour against the base</summary>

${md.trimEnd()}

  </details>` : item;
  });
  const skillLint = (report.skillLint ?? []).map(
    (e) => `- ${e.gating ? "\u274C" : "\u26A0\uFE0F"} ${location(e)}: ${mdText(skillLintText(e))}${e.gating ? " (fails the gate)" : ""}`
  );
  const sections = [
    {
      head: [`${sub} Unrecorded scenarios (${unrecorded.length})`, ""],
      items: unrecorded,
      more: (n) => `\u2026${n} more unrecorded scenario(s) not shown (report size limit)`
    },
    {
      head: [`${sub} Skill files changed in this pull request: lint-skill (${skillLint.length})`, ""],
      items: skillLint,
      more: (n) => `\u2026${n} more lint-skill finding(s) not shown (report size limit)`
    },
    {
      head: [`${sub} Removed tests (${removed.length})`, ""],
      items: removed,
      more: (n) => `\u2026${n} more removed test(s) not shown (report size limit)`
    },
    {
      head: [`${sub} Changed in this pull request (${changed.length})`, ""],
      items: changed,
      more: (n) => `\u2026${n} more changed cassette(s) not shown (report size limit)`
    },
    {
      head: [
        `| Status | ${report.run ? "Scenario file" : "Cassette"} | Scenario | Details |`,
        "| --- | --- | --- | --- |"
      ],
      items: report.rows.map(tableRow),
      more: (n) => `\u2026${plural(n, report.run ? "more scenario" : "more cassette")} not shown (report size limit)`
    },
    {
      head: [`${sub} Scenarios with a failed run (${runs.length})`, ""],
      items: runs,
      more: (n) => `\u2026${plural(n, "more scenario")} not shown (report size limit)`
    },
    {
      head: [`${sub} Failing checks (${failing.length})`, ""],
      items: failing,
      more: (n) => `\u2026${n} more failing check(s) not shown (report size limit)`
    },
    {
      head: [`${sub} Re-evaluated assertions (${plural(reasserted.length, "cassette")})`, ""],
      items: reasserted,
      more: (n) => `\u2026${plural(n, "more cassette")} not shown (report size limit)`
    },
    {
      head: [`${sub} Staleness (${plural(stale.length, "finding")} in ${plural(staleRows.length, "cassette")})`, ""],
      items: stale,
      more: (n) => `\u2026${plural(n, "more staleness finding")} not shown (report size limit)`
    },
    {
      head: [`${sub} Errors (${errors.length})`, ""],
      items: errors,
      more: (n) => `\u2026${plural(n, "more error")} not shown (report size limit)`
    },
    {
      head: [`${sub} Assertion warnings (${assertionWarnings.length})`, ""],
      items: assertionWarnings,
      more: (n) => `\u2026${n} more assertion warning(s) not shown (report size limit)`
    },
    {
      head: [`${sub} ${capitalized(MUTATION_HEADING)}: ${mutationTotals(mutated.map((r) => r.mutation))}`, ""],
      items: mutations,
      more: (n) => `\u2026${plural(n, "more cassette")} not shown (report size limit)`
    },
    {
      head: [`${sub} Live run warnings (${liveWarnings.length})`, ""],
      items: liveWarnings,
      more: (n) => `\u2026${n} more live run warning(s) not shown (report size limit)`
    },
    {
      head: [`${sub} Scenario lint warnings (${lintWarnings.length})`, ""],
      items: lintWarnings,
      more: (n) => `\u2026${n} more lint warning(s) not shown (report size limit)`
    },
    {
      head: [`${sub} Not checked (${unchecked.length})`, ""],
      items: unchecked,
      more: (n) => `\u2026${n} more note(s) not shown (report size limit)`
    }
  ];
  return assembleWithinBudget(intro, sections, opts.footer ?? [], opts.budgetBytes);
}
function renderSummaryMarkdown(report, opts = {}) {
  return renderReportMarkdown(report, { budgetBytes: opts.budgetBytes ?? STEP_SUMMARY_BUDGET, headingLevel: 2 });
}

export {
  headline,
  totalsLine,
  causesText,
  renderReportMarkdown,
  renderSummaryMarkdown
};
