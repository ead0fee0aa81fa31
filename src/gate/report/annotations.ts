/**
 * Workflow-command annotations from a gate report (GitHub's documented limits (docs/reference.md#github-actions-practice)). Every text that
 * came from a cassette or scenario is untrusted: data is escaped (% CR LF) so it can never
 * start a new line, and properties additionally escape `:` and `,`, so nothing recorded can
 * inject a workflow command. GitHub shows at most 10 annotations per level per step, so
 * lines are sorted by severity, capped per level, and a final notice counts the rest.
 */
import { randomUUID } from "node:crypto";
import { trustCommand } from "../../core/util/log-guard.js";
import {
  reassertLocation,
  type FailingAssertion,
  type GateReport,
  type GateRow,
  type StaleEntry,
} from "./gate-report.js";
import { clip } from "../../core/util/clip.js";
import { changedText, removedText, unrecordedText } from "./coverage-report.js";
import { skillLintText } from "./skill-lint-report.js";
import { repeatText, tallyMessage } from "./repeat-report.js";

export type AnnotationLevel = "error" | "warning" | "notice";

export interface ReportAnnotation {
  level: AnnotationLevel;
  file: string;
  line?: number;
  title: string;
  message: string;
}

export interface RenderAnnotationOptions {
  /** per level (default 10, GitHub's display cap per step) */
  maxPerLevel?: number;
}

const LEVEL_ORDER: Record<AnnotationLevel, number> = { error: 0, warning: 1, notice: 2 };
const MAX_MESSAGE = 4000;

export function escapeData(s: string): string {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

/** One `::level file=F,line=L,title=T::message` line (no trailing newline). */
export function formatWorkflowCommand(a: ReportAnnotation): string {
  const props = [`file=${escapeProperty(a.file)}`];
  if (a.line !== undefined) props.push(`line=${a.line}`);
  props.push(`title=${escapeProperty(a.title)}`);
  return trustCommand(`::${a.level} ${props.join(",")}::${escapeData(a.message)}`);
}

/** A bare `::notice::message` line, for messages with no location. */
export function formatNotice(message: string, level: AnnotationLevel = "notice"): string {
  return trustCommand(`::${level}::${escapeData(message)}`);
}

/**
 * Wraps untrusted multi-line text (e.g. recorded agent output echoed into the log) so the
 * runner processes no workflow command inside it.
 */
export function wrapUntrusted(text: string, token: string = randomUUID()): string {
  const body = text.endsWith("\n") ? text : `${text}\n`;
  return `${trustCommand(`::stop-commands::${token}`)}\n${body}${trustCommand(`::${token}::`)}\n`;
}

function staleLabel(cls: string): string {
  if (cls === "skill" || cls === "shared-root") return `${cls} drift`;
  return cls;
}

function staleAnnotation(row: GateRow, s: StaleEntry): ReportAnnotation {
  const what = s.class.startsWith("unverifiable-") ? "cannot be verified" : "is stale";
  return {
    level: s.gating ? "error" : "warning",
    ...s.location,
    title: `${staleLabel(s.class)}: ${row.cassette} ${what}`,
    message: clip(`${row.scenario}: ${s.message}. Fix: ${s.fix ?? row.fix}`, MAX_MESSAGE),
  };
}

const FAIL_TITLE: Record<FailingAssertion["cause"], string> = {
  assertion: "assertion failed",
  reassert: "assertion failed (re-evaluated from the scenario file)",
  rerun: "assertion failed on re-run (recorded model turns)",
  integrity: "recording integrity",
  "invalid-scenario": "scenario file does not load",
  "invalid-session": "session file does not load",
  lint: "scenario lint error",
  privacy: "possible secret or private detail in the cassette",
};

/** How each failing cause is fixed: every annotation ends with what to do (README, "check"); the HTML report's Fix column says the same. */
export function failingFix(row: GateRow, f: FailingAssertion): string {
  switch (f.cause) {
    case "assertion":
      // a live run (command: run) records nothing: its fix is the skill or the assertion, tried with the same runs
      return row.repeat
        ? `Fix: if the assertion is right, fix the skill (try it with ${row.fix}); if not, correct the assertion.`
        : `Fix: if the assertion is right, fix the skill and re-record (${row.fix}); if not, correct the assertion.`;
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
    case "lint": // the lint message ends with the rule's fix
    case "privacy": // the message ends with what to do (remove it, or an allow pattern)
      return "";
  }
}

function rowAnnotations(row: GateRow, assertionsGate: boolean): ReportAnnotation[] {
  const out: ReportAnnotation[] = [];
  const failLevel: AnnotationLevel = assertionsGate ? "error" : "warning";
  if (row.status === "error") {
    out.push({
      level: failLevel,
      file: row.cassette,
      title: row.repeat ? "scenario could not be run" : "cassette could not be replayed",
      message: clip(`${row.error ?? "could not be replayed"}`, MAX_MESSAGE),
    });
  }
  // a flaky scenario fails nothing: each failure of its failed runs is a warning at the assertion's line
  if (row.repeat?.verdict === "flaky")
    for (const t of row.repeat.tallies)
      out.push({
        level: "warning",
        file: t.file,
        ...(t.line !== undefined ? { line: t.line } : {}),
        title: `flaky: ${clip(t.key, 120)}`,
        message: clip(`${row.scenario}: ${repeatText(row.repeat)}: ${tallyMessage(t, row.repeat)}`, MAX_MESSAGE),
      });
  for (const f of row.failing) {
    const evidence = f.evidence ? ` Evidence: ${f.evidence}` : "";
    const how = failingFix(row, f);
    const fix = how === "" ? "" : `${/[.!?]$/.test(f.message) ? "" : "."} ${how}`;
    out.push({
      level: f.cause === "privacy" ? "error" : failLevel,
      file: f.file,
      ...(f.line !== undefined ? { line: f.line } : {}),
      title:
        f.cause === "assertion" || f.cause === "reassert"
          ? `${FAIL_TITLE[f.cause]}: ${clip(f.key, 120)}`
          : FAIL_TITLE[f.cause],
      message: clip(`${row.scenario}: ${f.message}${evidence}${fix}`, MAX_MESSAGE),
    });
  }
  for (const s of row.staleness) out.push(staleAnnotation(row, s));
  for (const w of row.assertionWarnings) {
    out.push({
      level: "warning",
      file: w.file,
      ...(w.line !== undefined ? { line: w.line } : {}),
      title: `passed with a warning: ${clip(w.key, 120)}`,
      message: clip(`${row.scenario}: ${w.message}`, MAX_MESSAGE),
    });
  }
  for (const w of row.liveWarnings ?? []) {
    out.push({
      level: "warning",
      file: w.file,
      title: `live run warning: ${w.code}`,
      message: clip(`${row.scenario}: ${w.message}`, MAX_MESSAGE),
    });
  }
  for (const w of row.lintWarnings) {
    out.push({
      level: "warning",
      file: w.file,
      ...(w.line !== undefined ? { line: w.line } : {}),
      title: `scenario lint: ${w.ruleId}`,
      message: clip(`${row.scenario}: ${w.message}`, MAX_MESSAGE),
    });
  }
  if (row.reassert) {
    const passed = !row.causes.includes("reassert");
    out.push({
      level: "notice",
      ...reassertLocation(row.reassert),
      title: passed ? "assertions re-evaluated: pass" : "assertions re-evaluated",
      message: clip(`${row.scenario}: ${row.reassert.summary}`, MAX_MESSAGE),
    });
    for (const key of row.reassert.needsLiveRun) {
      out.push({
        level: "warning",
        ...reassertLocation(row.reassert),
        title: `${key} needs a live run`,
        message: clip(
          `${row.scenario}: \`${key}\` is judged only by a live run (record or run); replay skipped it — it is not passed. Fix: ${row.fix}`,
          MAX_MESSAGE,
        ),
      });
    }
  }
  return out;
}

/** A lint-skill finding at its SKILL.md or hooks.json line: an error when it gates, else a warning. */
function skillLintAnnotations(report: GateReport): ReportAnnotation[] {
  return (report.skillLint ?? []).map((e) => ({
    level: e.gating ? "error" : "warning",
    file: e.file,
    ...(e.line !== undefined ? { line: e.line } : {}),
    title: `lint-skill: ${e.ruleId}`,
    message: clip(skillLintText(e), MAX_MESSAGE),
  }));
}

/** An unrecorded scenario at its file (an error when it gates), a removed test as a notice at the cassette it was. */
function coverageAnnotations(report: GateReport): ReportAnnotation[] {
  const c = report.coverage;
  if (!c) return [];
  return [
    ...c.unrecorded.map((u): ReportAnnotation => ({
      level: u.gating ? "error" : "warning",
      file: u.scenario,
      line: 1,
      title: `unrecorded scenario: ${clip(u.scenario, 200)}`,
      message: clip(unrecordedText(u), MAX_MESSAGE),
    })),
    ...c.changed.map((x): ReportAnnotation => ({
      level: "notice",
      file: x.cassette,
      title: `cassette ${x.change === "added" ? "added" : "changed"} in this pull request`,
      message: clip(changedText(x), MAX_MESSAGE),
    })),
    ...c.removed.map((r): ReportAnnotation => ({
      level: "notice",
      file: r.scenario ?? r.cassette,
      title: "test removed",
      message: clip(removedText(r), MAX_MESSAGE),
    })),
  ];
}

/** Every annotation the report implies, most severe first (stable within a level). */
export function collectAnnotations(report: GateReport): ReportAnnotation[] {
  const assertionsGate = report.failOn.includes("assertions");
  const all = [
    ...report.rows.flatMap((row) => rowAnnotations(row, assertionsGate)),
    ...coverageAnnotations(report),
    ...skillLintAnnotations(report),
  ];
  return all
    .map((a, i) => ({ a, i }))
    .sort((x, y) => LEVEL_ORDER[x.a.level] - LEVEL_ORDER[y.a.level] || x.i - y.i)
    .map(({ a }) => a);
}

export interface RenderedAnnotations {
  lines: string[];
  shown: number;
  omitted: number;
}

/**
 * Workflow-command lines for the log: at most `maxPerLevel` per level, then one notice that
 * counts what was left out (that notice takes the last notice slot when notices are full).
 */
export function renderAnnotations(report: GateReport, opts: RenderAnnotationOptions = {}): RenderedAnnotations {
  const cap = opts.maxPerLevel ?? 10;
  const all = collectAnnotations(report);
  const counts: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const total: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  for (const a of all) total[a.level]++;
  let omitted = all.length;
  for (const lvl of ["error", "warning", "notice"] as const) omitted -= Math.min(total[lvl], cap);
  const noticeCap = omitted > 0 && total.notice >= cap ? cap - 1 : cap;
  const shown: ReportAnnotation[] = [];
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
        `${left} more cowork-harness annotation(s) not shown (GitHub shows ${cap} per level per step) — see the job summary for the full list`,
      ),
    );
  }
  return { lines, shown: shown.length, omitted: left };
}
