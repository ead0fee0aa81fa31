#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  changedText,
  reassertLocation,
  removedText,
  repeatText,
  skillLintText,
  tallyMessage,
  unrecordedText
} from "./chunk-63JXL4FW.js";
import {
  clip
} from "./chunk-IAQDAOHD.js";
import {
  trustCommand
} from "./chunk-PZMUXM6D.js";

// src/gate/report/annotations.ts
var LEVEL_ORDER = { error: 0, warning: 1, notice: 2 };
var MAX_MESSAGE = 4e3;
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function formatWorkflowCommand(a) {
  const props = [`file=${escapeProperty(a.file)}`];
  if (a.line !== void 0) props.push(`line=${a.line}`);
  props.push(`title=${escapeProperty(a.title)}`);
  return trustCommand(`::${a.level} ${props.join(",")}::${escapeData(a.message)}`);
}
function formatNotice(message, level = "notice") {
  return trustCommand(`::${level}::${escapeData(message)}`);
}
function staleLabel(cls) {
  if (cls === "skill" || cls === "shared-root") return `${cls} drift`;
  return cls;
}
function staleAnnotation(row, s) {
  const what = s.class.startsWith("unverifiable-") ? "cannot be verified" : "is stale";
  return {
    level: s.gating ? "error" : "warning",
    ...s.location,
    title: `${staleLabel(s.class)}: ${row.cassette} ${what}`,
    message: clip(`${row.scenario}: ${s.message}. Fix: ${s.fix ?? row.fix}`, MAX_MESSAGE)
  };
}
var FAIL_TITLE = {
  assertion: "assertion failed",
  reassert: "assertion failed (re-evaluated from the scenario file)",
  rerun: "assertion failed on re-run (recorded model turns)",
  integrity: "recording integrity",
  "invalid-scenario": "scenario file does not load",
  "invalid-session": "session file does not load",
  lint: "scenario lint error",
  privacy: "possible secret or private detail in the cassette"
};
function failingFix(row, f) {
  switch (f.cause) {
    case "assertion":
      return row.repeat ? `Fix: if the assertion is right, fix the skill (try it with ${row.fix}); if not, correct the assertion.` : `Fix: if the assertion is right, fix the skill and re-record (${row.fix}); if not, correct the assertion.`;
    case "reassert":
      return `Fix: correct the edited assertion, or, if the skill now does what it asks, re-record (${row.fix}).`;
    case "rerun":
      return `Fix: fix the skill so the run passes again, then re-record (${row.fix}).`;
    case "integrity":
      return `Fix: restore the cassette from git (git checkout -- ${row.cassette}) or re-record it (${row.fix}).`;
    case "invalid-scenario":
      return "Fix the scenario file, then check again.";
    case "invalid-session":
      return "Fix the session file, then check again.";
    case "lint":
    // the lint message ends with the rule's fix
    case "privacy":
      return "";
  }
}
function rowAnnotations(row, assertionsGate) {
  const out = [];
  const failLevel = assertionsGate ? "error" : "warning";
  if (row.status === "error") {
    out.push({
      level: failLevel,
      file: row.cassette,
      title: row.repeat ? "scenario could not be run" : "cassette could not be replayed",
      message: clip(`${row.error ?? "could not be replayed"}`, MAX_MESSAGE)
    });
  }
  if (row.repeat?.verdict === "flaky")
    for (const t of row.repeat.tallies)
      out.push({
        level: "warning",
        file: t.file,
        ...t.line !== void 0 ? { line: t.line } : {},
        title: `flaky: ${clip(t.key, 120)}`,
        message: clip(`${row.scenario}: ${repeatText(row.repeat)}: ${tallyMessage(t, row.repeat)}`, MAX_MESSAGE)
      });
  for (const f of row.failing) {
    const evidence = f.evidence ? ` Evidence: ${f.evidence}` : "";
    const how = failingFix(row, f);
    const fix = how === "" ? "" : `${/[.!?]$/.test(f.message) ? "" : "."} ${how}`;
    out.push({
      level: f.cause === "privacy" ? "error" : failLevel,
      file: f.file,
      ...f.line !== void 0 ? { line: f.line } : {},
      title: f.cause === "assertion" || f.cause === "reassert" ? `${FAIL_TITLE[f.cause]}: ${clip(f.key, 120)}` : FAIL_TITLE[f.cause],
      message: clip(`${row.scenario}: ${f.message}${evidence}${fix}`, MAX_MESSAGE)
    });
  }
  for (const s of row.staleness) out.push(staleAnnotation(row, s));
  for (const w of row.assertionWarnings) {
    out.push({
      level: "warning",
      file: w.file,
      ...w.line !== void 0 ? { line: w.line } : {},
      title: `passed with a warning: ${clip(w.key, 120)}`,
      message: clip(`${row.scenario}: ${w.message}`, MAX_MESSAGE)
    });
  }
  for (const w of row.liveWarnings ?? []) {
    out.push({
      level: "warning",
      file: w.file,
      title: `live run warning: ${w.code}`,
      message: clip(`${row.scenario}: ${w.message}`, MAX_MESSAGE)
    });
  }
  for (const w of row.lintWarnings) {
    out.push({
      level: "warning",
      file: w.file,
      ...w.line !== void 0 ? { line: w.line } : {},
      title: `scenario lint: ${w.ruleId}`,
      message: clip(`${row.scenario}: ${w.message}`, MAX_MESSAGE)
    });
  }
  if (row.reassert) {
    const passed = !row.causes.includes("reassert");
    out.push({
      level: "notice",
      ...reassertLocation(row.reassert),
      title: passed ? "assertions re-evaluated: pass" : "assertions re-evaluated",
      message: clip(`${row.scenario}: ${row.reassert.summary}`, MAX_MESSAGE)
    });
    for (const key of row.reassert.needsLiveRun) {
      out.push({
        level: "warning",
        ...reassertLocation(row.reassert),
        title: `${key} needs a live run`,
        message: clip(
          `${row.scenario}: \`${key}\` is judged only by a live run (record or run); replay skipped it \u2014 it is not passed. Fix: ${row.fix}`,
          MAX_MESSAGE
        )
      });
    }
  }
  return out;
}
function skillLintAnnotations(report) {
  return (report.skillLint ?? []).map((e) => ({
    level: e.gating ? "error" : "warning",
    file: e.file,
    ...e.line !== void 0 ? { line: e.line } : {},
    title: `lint-skill: ${e.ruleId}`,
    message: clip(skillLintText(e), MAX_MESSAGE)
  }));
}
function coverageAnnotations(report) {
  const c = report.coverage;
  if (!c) return [];
  return [
    ...c.unrecorded.map((u) => ({
      level: u.gating ? "error" : "warning",
      file: u.scenario,
      line: 1,
      title: `unrecorded scenario: ${clip(u.scenario, 200)}`,
      message: clip(unrecordedText(u), MAX_MESSAGE)
    })),
    ...c.changed.map((x) => ({
      level: "notice",
      file: x.cassette,
      title: `cassette ${x.change === "added" ? "added" : "changed"} in this pull request`,
      message: clip(changedText(x), MAX_MESSAGE)
    })),
    ...c.removed.map((r) => ({
      level: "notice",
      file: r.scenario ?? r.cassette,
      title: "test removed",
      message: clip(removedText(r), MAX_MESSAGE)
    }))
  ];
}
function collectAnnotations(report) {
  const assertionsGate = report.failOn.includes("assertions");
  const all = [
    ...report.rows.flatMap((row) => rowAnnotations(row, assertionsGate)),
    ...coverageAnnotations(report),
    ...skillLintAnnotations(report)
  ];
  return all.map((a, i) => ({ a, i })).sort((x, y) => LEVEL_ORDER[x.a.level] - LEVEL_ORDER[y.a.level] || x.i - y.i).map(({ a }) => a);
}
function renderAnnotations(report, opts = {}) {
  const cap = opts.maxPerLevel ?? 10;
  const all = collectAnnotations(report);
  const counts = { error: 0, warning: 0, notice: 0 };
  const total = { error: 0, warning: 0, notice: 0 };
  for (const a of all) total[a.level]++;
  let omitted = all.length;
  for (const lvl of ["error", "warning", "notice"]) omitted -= Math.min(total[lvl], cap);
  const noticeCap = omitted > 0 && total.notice >= cap ? cap - 1 : cap;
  const shown = [];
  for (const a of all) {
    const limit = a.level === "notice" ? noticeCap : cap;
    if (counts[a.level] < limit) {
      counts[a.level]++;
      shown.push(a);
    }
  }
  const left = all.length - shown.length;
  const lines = shown.map(formatWorkflowCommand);
  if (left > 0) {
    lines.push(
      formatNotice(
        `${left} more cowork-harness annotation(s) not shown (GitHub shows ${cap} per level per step) \u2014 see the job summary for the full list`
      )
    );
  }
  return { lines, shown: shown.length, omitted: left };
}

export {
  formatNotice,
  failingFix,
  collectAnnotations,
  renderAnnotations
};
