/**
 * The HTML report's data, from what the gate (or a re-record) already produced: the gate report's
 * rows, each cassette's replay result, and the cassette itself when it could be read (for the
 * timeline and the trace views). Pure: the caller reads the files.
 */
import { stringify } from "yaml";
import type { Cassette } from "../../../core/cassette/types.js";
import type { ReplayResult } from "../../replay/result.js";
import type { SemanticDiff } from "../../diff/semantic.js";
import { CAUSE_LABEL, failingLabel, type GateReport, type GateRow, type GateTotals } from "../gate-report.js";
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
import type { HtmlAssertion, HtmlCassette, HtmlReportData, HtmlTraceViews } from "./model.js";

/** The deep-link name of a cassette: its report path without the `.cassette.json` suffix. */
export function cassetteAnchorName(displayPath: string): string {
  return displayPath.replace(/\.cassette\.json$/, "");
}

/** `#cassette/<name>`, URL-safe. */
export function cassetteAnchor(displayPath: string): string {
  return `#cassette/${encodeURIComponent(cassetteAnchorName(displayPath)).replace(/%2F/g, "/")}`;
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

export function buildCassetteData(row: GateRow, input: CassetteInput, index: number): HtmlCassette {
  const passing = row.status === "pass";
  const textCap = passing ? CAPS.passingText : CAPS.text;
  const r = input.result;
  const cause =
    row.error ??
    row.failing[0]?.message ??
    row.staleness[0]?.message ??
    (row.causes[0] ? CAUSE_LABEL[row.causes[0]] : "");
  const out: HtmlCassette = {
    name: cassetteAnchorName(row.cassette),
    path: row.cassette,
    scenario: row.scenario,
    status: row.status,
    causes: row.causes,
    cause: cap(cause, 300) ?? "",
    fix: row.status === "pass" ? "" : row.fix,
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

export function buildReportData(
  report: GateReport,
  inputs: readonly CassetteInput[],
  opts: { kind?: "gate" | "rerecord"; title?: string; now?: Date } = {},
): HtmlReportData {
  const cassettes = report.rows.map((row, i) => buildCassetteData(row, inputs[i] ?? {}, i));
  return {
    kind: opts.kind ?? "gate",
    title: opts.title ?? (opts.kind === "rerecord" ? "cowork-harness re-record" : "cowork-harness gate"),
    generatedAt: (opts.now ?? new Date()).toISOString(),
    version: TOOL_VERSION,
    conclusion: report.conclusion,
    headline: headline(report).replace(/^\S+\s/, ""),
    totals: report.totals,
    reasons: report.reasons,
    cassettes,
  };
}

export type { GateTotals };
