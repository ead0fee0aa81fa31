/**
 * The data the HTML report embeds (one JSON block, read by the page's own script): the gate's
 * totals and rows, and per cassette what happened in the run. Plain data; every text in it is
 * already capped (./caps.ts) so a report of 1,000 cassettes stays bounded.
 */
import type { GateTotals, RowStatus, CauseKind } from "../gate-report.js";
import type { SemanticDiff } from "../../diff/semantic.js";
import type { TraceRow } from "../../trace/rows.js";
import type { DispatchRow, FilesPayload, GateRow as GateTraceRow, ToolErrorRow, UsageRow } from "../../trace/views.js";
import type { ToolDuration } from "../../evidence/types.js";

/** One step of a run, in order; a sub-agent's steps hang under its dispatch. */
export type TimelineItem =
  | { k: "prompt"; text: string }
  | { k: "text"; text: string }
  | { k: "thinking"; text: string }
  | {
      k: "tool";
      id?: string;
      name: string;
      input: string;
      result?: string;
      error?: boolean;
      ms?: number;
      files?: string[];
    }
  | {
      k: "dispatch";
      id: string;
      agent: string;
      description?: string;
      prompt?: string;
      output?: string;
      error?: boolean;
      children: TimelineItem[];
    }
  | {
      k: "gate";
      id: string;
      questions: { question: string; options: string[]; multi?: boolean }[];
      answer?: string;
      by?: string;
      delivered: string;
    }
  | { k: "permission"; tool: string; decision?: string; by?: string }
  | { k: "result"; subtype: string; error: boolean; costUsd?: number; scripted?: true; turns?: number }
  | { k: "error"; text: string };

export interface HtmlAssertion {
  key: string;
  pass: boolean;
  /** "skipped" when replay could not evaluate it (live-only) */
  skipped?: boolean;
  message?: string;
  evidence?: string;
  /** the YAML spelling of the assertion */
  yaml: string;
  file?: string;
  line?: number;
}

export interface HtmlTraceViews {
  tools: TraceRow[];
  questions: GateTraceRow[];
  dispatches: DispatchRow[];
  durations: Record<string, ToolDuration>;
  errors: ToolErrorRow[];
  files: FilesPayload;
  usage: UsageRow[];
}

export interface HtmlCassette {
  /** the deep-link name: `#cassette/<name>` */
  name: string;
  path: string;
  scenario: string;
  status: RowStatus;
  /** where the page lists, counts and filters it: a stale cassette that fails the gate under "fail" */
  pageStatus: RowStatus;
  /** its change against the pull request's base ("newly failing", "fixed", …), when there is a base and a change */
  change?: string;
  /** its badge's words: the status, or "stale — fails the gate" */
  label: string;
  causes: CauseKind[];
  /** the first reason, one line */
  cause: string;
  /** what fixes that reason, in the words of its annotation ("" for a pass, and where the cause's message says it) */
  fix: string;
  /** the commands and paths in `fix`, shown as code */
  fixCode: string[];
  gateFailing: boolean;
  passed: number;
  total: number;
  skipped: number;
  error?: string;
  assertions: HtmlAssertion[];
  staleness: { class: string; message: string; files: string[]; gating: boolean; where: string }[];
  reassert?: string;
  rerun?: {
    status: string;
    message?: string;
    passed: number;
    total: number;
    failing: string[];
    /** which tool results differ: position, tool, id and the line with both sides' size and digest (no text) */
    toolResults: { index: number; tool: string; toolUseId: string; line: string }[];
    artifacts: { added: string[]; removed: string[]; changed: string[] };
  };
  lint: { rule: string; message: string; where: string }[];
  /** assertion strength (check --mutate): the sentence every channel says, and each field no assertion guards */
  mutation?: { text: string; survivors: string[] };
  timeline: TimelineItem[];
  /** steps cut to keep the report bounded */
  timelineElided?: number;
  /** files the agent presented to the user, and every file the run left */
  presented: string[];
  written: { path: string; bytes?: number; diff: string }[];
  views?: HtmlTraceViews;
  /** a re-record: what changed against the cassette it replaced */
  diff?: SemanticDiff;
  rerecordStatus?: string;
  /** the live lane (`command: run`): the scenario's pass rate in every channel's words, each run, each failure over the runs */
  repeat?: {
    text: string;
    flaky: boolean;
    runs: { run: number; pass: boolean; counts?: string; failing: string[] }[];
    tallies: string[];
  };
}

export interface HtmlReportData {
  kind: "gate" | "rerecord" | "run";
  title: string;
  generatedAt: string;
  version: string;
  conclusion: "success" | "failure" | "neutral";
  headline: string;
  /** the gate's totals as the page counts them: a stale cassette that fails the gate under failed */
  totals: GateTotals;
  reasons: string[];
  /** the scenarios with no cassette and the tests removed (the gate's coverage), each line as every channel words it */
  coverage?: {
    unrecorded: { scenario: string; text: string; gating: boolean }[];
    removed: string[];
    changed: string[];
    base?: string;
    baseProblem?: string;
  };
  /** assertion strength over the cassettes that have it (check --mutate), in every channel's words */
  mutation?: string;
  /** lint-skill findings on the skill files the pull request changed, each in every channel's words */
  skillLint?: { where: string; text: string; gating: boolean }[];
  cassettes: HtmlCassette[];
  /** cassettes left out entirely past the cap */
  omitted?: number;
}
