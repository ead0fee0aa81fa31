/**
 * The per-cassette replay result, with the reference's field names (the reference's src/run/envelope.ts; docs/reference.md#replay-and-assertions),
 * so tooling that reads the reference's JSON keeps working. Plain data only.
 */
import type { AssertionResult } from "../assert/context.js";
import type { StalenessFinding } from "../staleness/types.js";

export interface VerdictSignal {
  code: string;
  severity: "fail" | "warn";
  message: string;
}

export interface VerdictFailure {
  assertion?: string;
  message: string;
  kind: string;
  /** 1-based line of the failing `assert:` item in the scenario file (live runs) */
  line?: number;
}

export interface Verdict {
  pass: boolean;
  exitCode: 0 | 1;
  signals: VerdictSignal[];
  guards: { name: string; status: "na" | "pass" | "fail" | "unverified" }[];
  failures: VerdictFailure[];
}

export type Outcome = "errored" | "no_deliverable" | "delivered_clean" | "delivered_with_verdict_fail";

export interface Provenance {
  model: string;
  skill: "offered,invoked" | "offered,NOT-invoked" | "offered,unknown" | "not-offered" | "unknown";
  ablated: boolean;
}

/** What `check` found beyond staleness and the verdict (our addition). */
export interface ResultFinding {
  kind: "privacy" | "invalid-scenario" | "lint";
  message: string;
  /** lint findings: ERROR fails the gate, WARN and INFO are shown */
  severity?: "ERROR" | "WARN" | "INFO";
  ruleId?: string;
  /** the file to annotate (absolute or as given) and its line, when not the cassette */
  file?: string;
  line?: number;
}

/** How the gate re-judged a cassette by the assertions on disk (our addition). */
export interface ReassertSummary {
  /** the scenario file whose `assert:` block was evaluated */
  from: string;
  added: { assertion: string; line?: number }[];
  removed: { assertion: string }[];
  changed: { assertion: string; before: string; line?: number }[];
  /** added live-only keys: judged only by a live run, never passed here */
  needsLiveRun: string[];
  /** keys this recording has no evidence for (no manifest, no controlOut, …) */
  notCheckable: string[];
  expectDeniedChanged: boolean;
}

/**
 * A re-run with the cassette's recorded model turns (`rerun`, `check --rerun-stale`; our addition,
 * src/live/rerun/): the live run's verdict and what it changed against the recording.
 */
export interface RerunSummary {
  status: "passed" | "failed" | "diverged" | "cannot";
  /** "cannot re-run: …", "diverged at turn N: …", or why the run failed outside its assertions */
  message?: string;
  passed: number;
  total: number;
  /** the failing assertions of the live verdict */
  failing: AssertionResult[];
  /**
   * tool results that differ from the recording (by tool_use id), first differing call first: the
   * call's position (from 1), its tool and id, and each side's size and sha256 — never the text
   */
  toolResults: {
    index: number;
    toolUseId: string;
    tool: string;
    old?: { bytes: number; sha256: string };
    new?: { bytes: number; sha256: string };
  }[];
  artifacts: { added: string[]; removed: string[]; changed: string[] };
  /** the assertions judged: the scenario file's block (reasserted) or the frozen one */
  assertionsFrom: "frozen" | "scenario file";
  written: boolean;
  durationMs: number;
}

/** A planned mutation no assertion caught: a recorded value nothing checks (our addition, src/gate/mutate/). */
export interface SurvivedMutation {
  /** the recorded output: an artifact path, "final text", "run result" or "tool result N (Tool)" */
  target: string;
  /** what in it was changed: a JSON field's dotted path, "line 6 (527.00)", a file's "(removed)" or "(content)"; "" for the whole output */
  field: string;
  /** the recorded value and the one planted in its place, short and on one line */
  before: string;
  after: string;
}

/**
 * Assertion strength (`replay --mutate`, `check --mutate`): each planned mutation of a recorded
 * output re-judged by the assertions, token-free; a survivor is a value no assertion would have
 * caught had it been wrong. Reporting only.
 */
export interface MutationSummary {
  /** mutations planned and re-judged (after both caps) */
  sampled: number;
  /** mutations in scope before the caps */
  eligible: number;
  /** planned mutations at least one assertion caught */
  caught: number;
  /** the cap that stopped the plan short of `eligible`, if one did ("total" when both did) */
  truncatedBy: "per-file" | "total" | null;
  /** recorded outputs that had more mutations than the per-file cap allowed */
  filesAtPerFileCap: number;
  caps: { perFile: number; total: number };
  /** each survivor as one line, `<target> <field>: <before> → <after>` */
  uncaught: string[];
  survivors: SurvivedMutation[];
  /** why nothing could be planned, when nothing was */
  note?: string;
}

/** `replay --explain`: one evaluated assertion, the recorded evidence it read and why it passed or failed. */
export interface ExplainedAssertion {
  /** the assert item as judged, on one line */
  assertion: string;
  pass: boolean;
  /** the recorded evidence it read: "final text", "file outputs/metrics.md", "tool results", … */
  read: string[];
  /** its evidence when it passed, its message when it failed */
  why: string;
  /** with --mutate: how many of the planned mutations it caught */
  catches?: number;
}

export interface ReplayResult {
  command: "replay";
  mode: "run";
  scenario: string;
  fidelity: string;
  effectiveFidelity?: string;
  baseline: string;
  lane?: string;
  prompt?: string;
  result: "success" | "error";
  assertions: AssertionResult[];
  decisions: unknown[];
  egress: unknown[];
  outDir: string;
  staleness?: StalenessFinding[];
  skippedAssertions?: { full: number; partial: number };
  verdict: Verdict;
  outcome: Outcome;
  provenance: Provenance;
  /** where the cassette lives (our addition; the reference keys results by scenario name) */
  cassette: string;
  /** one-line reason when the cassette could not be replayed at all (our addition) */
  error?: string;
  findings?: ResultFinding[];
  /** present when the gate judged the on-disk `assert:` block instead of the frozen one */
  reassert?: ReassertSummary;
  /** the re-run with the recorded model turns, when the gate made one (check --rerun-stale) */
  rerun?: RerunSummary;
  /** inputs this cassette gives no way to check (said once, never a failure) */
  unchecked?: string[];
  /** assertion strength, when asked for (replay --mutate, check --mutate) */
  mutation?: MutationSummary;
  /** the evidence each assertion read (replay --explain) */
  explain?: ExplainedAssertion[];
  /** exit code for this cassette: 0 pass, 1 verdict fail, 2 unreadable / invalid (our addition) */
  exitCode: 0 | 1 | 2;
  [k: string]: unknown;
}

/** How replay's future-format failure ends: the flag is replay's (the gate says where to pass it). */
export const FUTURE_CASSETTE_HINT = "(pass --best-effort-future-cassette to attempt replay anyway)";
