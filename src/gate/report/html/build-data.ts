/**
 * The HTML report's data, from what the gate (or a re-record) already produced: the gate report's
 * rows, each cassette's replay result, and the cassette itself when it could be read (for the
 * timeline and the trace views). Pure: the caller reads the files.
 */
import { changeWord, changedText, removedText, unrecordedText } from "../coverage-report.js";
import { skillLintText, skillLintWhere } from "../skill-lint-report.js";
import { stringify } from "yaml";
import type { Cassette } from "../../../core/cassette/types.js";
import type { ReplayResult } from "../../replay/result.js";
import type { SemanticDiff } from "../../diff/semantic.js";
import {
  CAUSE_LABEL,
  failingLabel,
  type FailingAssertion,
  type GateReport,
  type GateRow,
  type GateTotals,
  type RowStatus,
} from "../gate-report.js";
import { failingFix } from "../annotations.js";
import { headline } from "../summary-md.js";
import { locationText } from "../display-path.js";
import { TOOL_VERSION } from "../../../core/version.js";
import { traceEvents } from "../../trace/events.js";
import { traceRows } from "../../trace/rows.js";
import { latestTurn, type TraceSource } from "../../trace/source.js";
import {
  dispatchesView,
  durationsView,
  filesView,
  questionsView,
  toolErrorsView,
  usageView,
} from "../../trace/views.js";
import { CAPS, cap } from "./caps.js";
import { buildTimeline } from "./build-timeline.js";
import { RERUN_MESSAGE_MAX, artifactPaths, toolResultLine } from "../rerun-evidence.js";
import { mutationSentence, mutationTotals, survivorText } from "../mutation-text.js";
import type { HtmlAssertion, HtmlCassette, HtmlReportData, HtmlTraceViews } from "./model.js";
import { repeatText, tallyText, type RepeatNote } from "../repeat-report.js";

/** The deep-link name of a cassette: its report path without the `.cassette.json` suffix. */
export function cassetteAnchorName(displayPath: string): string {
  return displayPath.replace(/\.cassette\.json$/, "");
}

/** `#cassette/<name>`, URL-safe. */
export function cassetteAnchor(displayPath: string): string {
  return `#cassette/${encodeURIComponent(cassetteAnchorName(displayPath)).replace(/%2F/g, "/")}`;
}

/** The badge of a stale cassette whose staleness fails the gate under the fail-on policy. */
export const STALE_FAILING_LABEL = "stale — fails the gate";

/**
 * Where the page lists, counts and filters a cassette, and its badge's words. A stale cassette the
 * policy gates on fails the gate: it is listed and counted as failing, in the failing colour (the
 * CLI marks it ✗, the job summary ❌); staleness that only warns keeps its amber "stale".
 */
export function pageStatus(row: Pick<GateRow, "status" | "gateFailing">): { status: RowStatus; label: string } {
  if (row.status === "stale" && row.gateFailing) return { status: "fail", label: STALE_FAILING_LABEL };
  return { status: row.status, label: row.status };
}

/** The page's counts, one per filter: each cassette under its page status (a gating stale one under failed). */
export function pageTotals(rows: readonly Pick<GateRow, "status" | "gateFailing" | "causes">[]): GateTotals {
  const listed = rows.map((r) => ({ status: pageStatus(r).status, stale: r.causes.includes("stale") }));
  const count = (s: RowStatus): number => listed.filter((r) => r.status === s).length;
  return {
    cassettes: rows.length,
    passed: count("pass"),
    failed: count("fail"),
    stale: count("stale"),
    errored: count("error"),
    failedAndStale: listed.filter((r) => (r.status === "fail" || r.status === "error") && r.stale).length,
  };
}

/** What the annotation of a failing item says fixes it, without its leading "Fix: " ("" when its message says it). */
function failingFixText(row: GateRow, f: FailingAssertion): string {
  return failingFix(row, f).replace(/^Fix: /, "");
}

/** The separator before the fix an unreadable cassette's error ends with (gate-report.ts). */
const ERROR_FIX = " — fix: ";

/**
 * The row's lead cause (the first of: its error, its first failing item, its first staleness that
 * fails the gate, its first staleness) and what fixes it, in the words of that cause's annotation.
 */
function leadCause(row: GateRow): { cause: string; fix: string } {
  if (row.repeat) {
    // a live-lane scenario: its pass rate, in every channel's words, and what the first failure's annotation says fixes it
    const f = row.failing[0];
    const why = row.error !== undefined ? ` — ${row.error}` : "";
    return { cause: `${repeatText(row.repeat)}${why}`, fix: f && row.status !== "pass" ? failingFixText(row, f) : "" };
  }
  const { cause, fix } = leadCauseFix(row);
  // a pass has nothing to fix (a re-record's refreshed cassette keeps why it was selected as its cause)
  return { cause, fix: row.status === "pass" ? "" : fix };
}

function leadCauseFix(row: GateRow): { cause: string; fix: string } {
  if (row.error !== undefined) {
    const at = row.status === "error" ? row.error.lastIndexOf(ERROR_FIX) : -1;
    return at < 0
      ? { cause: row.error, fix: row.fix }
      : { cause: row.error.slice(0, at), fix: row.error.slice(at + ERROR_FIX.length) };
  }
  const f = row.failing[0];
  if (f) return { cause: f.message, fix: failingFixText(row, f) };
  const s = row.staleness.find((x) => x.gating) ?? row.staleness[0];
  if (s) return { cause: s.message, fix: s.fix ?? row.fix };
  return { cause: row.causes[0] ? CAUSE_LABEL[row.causes[0]] : "", fix: row.fix };
}

/** The commands and paths the fix names, shown as code. */
function fixCode(row: GateRow, fix: string): string[] {
  const named = [row.fixParts.workflow, row.fixParts.command, `git checkout -- ${row.cassette}`];
  return named.filter((s): s is string => s !== undefined && s !== "" && fix.includes(s));
}

function yamlOf(a: Record<string, unknown>): string {
  try {
    return stringify([a], { lineWidth: 0 }).trim();
  } catch {
    return JSON.stringify(a);
  }
}

/** The scenario file the assertions were written in: its `assert:` list and the line of each item. */
export interface ScenarioAsserts {
  file: string;
  assert: Record<string, unknown>[];
  lines: number[];
}

function assertions(
  result: ReplayResult | undefined,
  row: GateRow,
  textCap: number,
  frozen: readonly Record<string, unknown>[] | undefined,
  onDisk: ScenarioAsserts | undefined,
): HtmlAssertion[] {
  const out: HtmlAssertion[] = [];
  const list = result?.assertions ?? [];
  // the judged list: the scenario file's when the gate re-evaluated it, else the cassette's; the file
  // gives each its YAML line when it says the same as what was judged
  const judged = result?.reassert && onDisk ? onDisk.assert : frozen;
  const aligned = judged !== undefined && judged.length === list.length;
  const lines =
    onDisk && judged && JSON.stringify(onDisk.assert) === JSON.stringify(judged) && aligned ? onDisk : undefined;
  // the gate keeps passing assertions as bare stubs: name them from the judged list when it aligns
  for (const [i, raw] of list.entries()) {
    const a = Object.keys(raw.assertion).length === 0 && aligned ? { ...raw, assertion: judged[i]! } : raw;
    const at = lines && lines.lines[i] !== undefined ? { file: lines.file, line: lines.lines[i]! } : undefined;
    if (Object.keys(a.assertion).length === 0 && a.pass) continue; // counted in the row, its text not kept
    const key = Object.keys(a.assertion).join("+") || "assertion";
    const failing = a.pass
      ? undefined
      : (row.failing.find((f) => f.message === a.message && (f.key === key || f.key.includes(key))) ??
        row.failing.find((f) => f.key === key));
    out.push({
      key,
      pass: a.pass,
      yaml: yamlOf(a.assertion),
      ...(a.message ? { message: cap(a.message, textCap)! } : {}),
      ...(a.evidence ? { evidence: cap(a.evidence, textCap)! } : {}),
      ...(failing
        ? { file: failing.file, ...(failing.line !== undefined ? { line: failing.line } : {}) }
        : at
          ? at
          : {}),
    });
  }
  // gate-level failures that are not assertions of the run (integrity, lint, privacy, …)
  for (const f of row.failing) {
    if (out.some((a) => a.message === f.message)) continue;
    out.push({
      key: failingLabel(f),
      pass: false,
      yaml: f.key,
      message: cap(f.message, textCap)!,
      ...(f.evidence ? { evidence: cap(f.evidence, textCap)! } : {}),
      file: f.file,
      ...(f.line !== undefined ? { line: f.line } : {}),
    });
  }
  return out;
}

function traceViews(c: Cassette): HtmlTraceViews {
  const { lines, turns } = latestTurn(c.events);
  let modelUsage: Record<string, unknown> | undefined;
  const { events } = traceEvents(lines);
  for (const e of events) if (e.type === "result" && e.modelUsage) modelUsage = e.modelUsage;
  const source: TraceSource = {
    kind: "cassette",
    file: "",
    lines,
    turns,
    result: modelUsage ? { modelUsage } : {},
    ...(c.controlOut ? { controlOut: c.controlOut } : {}),
    ...(c.timeline ? { timeline: c.timeline } : {}),
    ...(c.artifacts ? { artifacts: c.artifacts } : {}),
    ...(c.preRunHashes ? { preRunHashes: c.preRunHashes } : {}),
  };
  const rows = traceRows(events);
  return {
    tools: rows.filter((r) => r.kind === "tool" || r.kind === "dispatch"),
    questions: questionsView(events, source).gates,
    dispatches: dispatchesView(events).dispatches.map((d) => ({
      ...d,
      ...(d.prompt ? { prompt: cap(d.prompt, 400)! } : {}),
      ...(d.output ? { output: cap(d.output, 400)! } : {}),
    })),
    durations: durationsView(source).durations,
    errors: toolErrorsView(rows).toolErrors,
    files: filesView(source),
    usage: usageView(source).rows,
  };
}

export interface CassetteInput {
  result?: ReplayResult;
  /** the scenario file's assertions and their lines, when it could be read */
  scenario?: ScenarioAsserts;
  cassette?: Cassette;
  diff?: SemanticDiff;
  rerecordStatus?: string;
}

/** A live-lane scenario's runs: each in order with its verdict and failures, and each failure over the runs. */
function repeatData(n: RepeatNote): NonNullable<HtmlCassette["repeat"]> {
  const runs: NonNullable<HtmlCassette["repeat"]>["runs"] = [];
  for (let run = 1; run <= n.completed; run++) {
    const failed = n.failedRuns.find((f) => f.run === run);
    runs.push({
      run,
      pass: failed === undefined,
      ...(failed ? { counts: failed.counts } : {}),
      failing: (failed?.failing ?? []).map((f) =>
        cap(`${failingLabel(f)} at ${locationText(f)}: ${f.message}`, CAPS.text)!,
      ),
    });
  }
  return {
    text: repeatText(n),
    flaky: n.verdict === "flaky",
    runs: runs.slice(0, 100),
    tallies: n.tallies.map((t) => cap(`${locationText(t)}: ${tallyText(t, n)}`, CAPS.text)!),
  };
}

export function buildCassetteData(row: GateRow, input: CassetteInput, index: number): HtmlCassette {
  const passing = row.status === "pass";
  const textCap = passing ? CAPS.passingText : CAPS.text;
  const r = input.result;
  const { cause, fix } = leadCause(row);
  const listed = pageStatus(row);
  const out: HtmlCassette = {
    name: cassetteAnchorName(row.cassette),
    path: row.cassette,
    scenario: row.scenario,
    status: row.status,
    pageStatus: listed.status,
    label: row.repeat?.verdict === "flaky" ? "flaky" : listed.label,
    ...(changeWord(row) !== undefined ? { change: changeWord(row)! } : {}),
    causes: row.causes,
    cause: cap(cause, 300) ?? "",
    fix,
    fixCode: fixCode(row, fix),
    gateFailing: row.gateFailing,
    passed: row.passedAssertions,
    total: row.totalAssertions,
    skipped: row.skippedAssertions,
    ...(row.error ? { error: cap(row.error, CAPS.text)! } : {}),
    assertions: assertions(r, row, textCap, input.cassette?.scenario.assert, input.scenario),
    staleness: row.staleness.map((s) => ({
      class: s.class,
      message: cap(s.message, CAPS.text)!,
      files: s.files.slice(0, 50),
      gating: s.gating,
      where: locationText(s.location),
    })),
    ...(row.reassert
      ? {
          reassert: `${row.reassert.summary} (${locationText({ file: row.reassert.from, ...(row.reassert.line !== undefined ? { line: row.reassert.line } : {}) })})`,
        }
      : {}),
    lint: row.lintWarnings.map((w) => ({ rule: w.ruleId, message: w.message, where: locationText(w) })),
    ...(row.mutation
      ? {
          mutation: {
            text: cap(mutationSentence(row.mutation), CAPS.text)!,
            survivors: row.mutation.survivors.slice(0, MUTATION_SURVIVORS).map((s) => cap(survivorText(s), 400)!),
          },
        }
      : {}),
    timeline: [],
    presented: [],
    written: [],
  };
  if (r?.rerun) {
    const x = r.rerun;
    out.rerun = {
      status: x.status,
      ...(x.message ? { message: cap(x.message, RERUN_MESSAGE_MAX)! } : {}),
      passed: x.passed,
      total: x.total,
      failing: x.failing.map(
        (f) => `${Object.keys(f.assertion).join("+")}: ${cap(f.message ?? "", RERUN_MESSAGE_MAX)}`,
      ),
      // which tool results differ, by size and digest: the report carries no skill output (issue 36)
      toolResults: x.toolResults
        .slice(0, 20)
        .map((t) => ({ index: t.index, tool: t.tool, toolUseId: t.toolUseId, line: toolResultLine(t) })),
      artifacts: {
        added: artifactPaths(x.artifacts.added),
        removed: artifactPaths(x.artifacts.removed),
        changed: artifactPaths(x.artifacts.changed),
      },
    };
  }
  if (row.repeat) out.repeat = repeatData(row.repeat);
  if (input.diff) out.diff = input.diff;
  if (input.rerecordStatus) out.rerecordStatus = input.rerecordStatus;
  const c = input.cassette;
  if (c && index < CAPS.detailed) {
    const t = buildTimeline(c, { textCap, steps: passing ? CAPS.passingSteps : CAPS.steps, decisions: r?.decisions });
    out.timeline = t.items;
    if (t.elided) out.timelineElided = t.elided;
    out.presented = [...new Set(t.presented)];
    out.views = traceViews(c);
    out.written = out.views.files.rows
      .filter((f) => f.diff !== "unchanged")
      .map((f) => ({ path: f.path, ...(f.bytes !== undefined ? { bytes: f.bytes } : {}), diff: f.diff }));
    if (passing) {
      // a passing cassette keeps its story, not every table
      out.views.tools = out.views.tools.slice(0, CAPS.passingSteps);
    }
  }
  return out;
}

/** The most survivors one cassette's detail lists (the plan's own total cap is 50 by default). */
const MUTATION_SURVIVORS = 200;

export function buildReportData(
  report: GateReport,
  inputs: readonly CassetteInput[],
  opts: { kind?: "gate" | "rerecord" | "run"; title?: string; now?: Date } = {},
): HtmlReportData {
  const cassettes = report.rows.map((row, i) => buildCassetteData(row, inputs[i] ?? {}, i));
  const kind = opts.kind ?? (report.run ? "run" : "gate");
  return {
    kind,
    title:
      opts.title ??
      (kind === "rerecord"
        ? "cowork-harness re-record"
        : kind === "run"
          ? "cowork-harness run"
          : "cowork-harness gate"),
    generatedAt: (opts.now ?? new Date()).toISOString(),
    version: TOOL_VERSION,
    conclusion: report.conclusion,
    headline: headline(report).replace(/^\S+\s/, ""),
    totals: pageTotals(report.rows),
    reasons: report.reasons,
    ...(report.rows.some((r) => r.mutation)
      ? { mutation: mutationTotals(report.rows.flatMap((r) => (r.mutation ? [r.mutation] : []))) }
      : {}),
    ...(report.coverage ? { coverage: coverageData(report.coverage) } : {}),
    ...(report.skillLint && report.skillLint.length > 0
      ? {
          skillLint: report.skillLint.map((e) => ({
            where: skillLintWhere(e),
            text: skillLintText(e),
            gating: e.gating,
          })),
        }
      : {}),
    cassettes,
  };
}

function coverageData(c: NonNullable<GateReport["coverage"]>): NonNullable<HtmlReportData["coverage"]> {
  return {
    unrecorded: c.unrecorded.map((u) => ({ scenario: u.scenario, text: unrecordedText(u), gating: u.gating })),
    removed: c.removed.map(removedText),
    changed: c.changed.map(changedText),
    ...(c.base ? { base: `${c.base.ref} (${c.base.sha.slice(0, 12)})` } : {}),
    ...(c.baseProblem !== undefined ? { baseProblem: c.baseProblem } : {}),
  };
}

export type { GateTotals };
