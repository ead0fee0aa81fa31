/**
 * The reporting data model: what every renderer (annotations, job summary, check run, PR
 * comment) draws from. A pure function of the replay results, the pre-read sources (for
 * file/line locations) and the `fail-on` policy. Row status precedence: error > fail > stale > pass.
 */
import {
  FUTURE_CASSETTE_HINT,
  type MutationSummary,
  type ReassertSummary,
  type ReplayResult,
} from "../replay/result.js";
import type { StalenessClass } from "../staleness/types.js";
import type { Coverage, UnrecordedScenario } from "../coverage/types.js";
import { lineOfJsonPointer } from "./locate-json.js";
import { canonicalJson } from "../../core/protocol/canon.js";
import type { CassetteSource, ReportSources } from "./sources.js";
import { DEFAULT_FAIL_ON, stalenessGates, type FailOn } from "./fail-on.js";
import { displayPath } from "./display-path.js";
import { staleText } from "./stale-text.js";
import { shownLiveWarnings } from "./live-warnings.js";
import { RERUN_ANSWERS } from "../staleness/rerun-classes.js";
import { RERUN_MESSAGE_MAX, clipText, rerunEvidence } from "./rerun-evidence.js";
import type { RepeatNote, RunLane } from "./repeat-report.js";

export type RowStatus = "pass" | "fail" | "stale" | "error";
export type Conclusion = "success" | "failure" | "neutral";

/** Why a cassette fails or warns: each kind is named the same way on every channel. */
export type CauseKind =
  | "error"
  | "assertion"
  | "reassert"
  | "rerun"
  | "integrity"
  | "invalid-scenario"
  | "invalid-session"
  | "lint"
  | "privacy"
  | "unverifiable"
  | "stale";

export const CAUSE_LABEL: Record<CauseKind, string> = {
  error: "could not be replayed",
  assertion: "failed assertion",
  reassert: "failed re-evaluated assertion",
  rerun: "failed re-run",
  integrity: "recording integrity",
  "invalid-scenario": "invalid scenario file",
  "invalid-session": "invalid session file",
  lint: "scenario lint error",
  privacy: "privacy finding",
  unverifiable: "unverifiable",
  stale: "stale",
};

/** How a failing item is named on every channel: an assertion by its key, anything else by its cause. */
export function failingLabel(f: { cause: CauseKind; key: string }): string {
  return f.cause === "assertion" || f.cause === "reassert" ? f.key : CAUSE_LABEL[f.cause];
}

export interface FailingAssertion {
  /** the assertion's key(s), or `cassette-format` / `guard` / `privacy` / … for synthesized failures */
  key: string;
  cause: Exclude<CauseKind, "stale" | "unverifiable" | "error">;
  message: string;
  evidence?: string;
  /** path relative to the report root, `/`-separated */
  file: string;
  line?: number;
}

export interface StaleEntry {
  class: StalenessClass;
  message: string;
  /** files behind a drift finding (changed, then added, then removed) */
  files: string[];
  /** whether this finding fails the gate under the policy */
  gating: boolean;
  /** where to annotate it: the file the author edited, else the cassette */
  location: { file: string; line?: number };
  /** what fixes it when re-recording does not (else the row's fix) */
  fix?: string;
}

/** The on-disk assertions the gate judged instead of the frozen ones. */
export interface ReassertNote {
  from: string;
  line?: number;
  summary: string;
  needsLiveRun: string[];
}

export interface GateRow {
  cassette: string;
  /** scenario name; empty when the cassette could not be read */
  scenario: string;
  status: RowStatus;
  /** every reason this row is not a clean pass, most severe first, each kind once */
  causes: CauseKind[];
  exitCode: 0 | 1 | 2;
  error?: string;
  passedAssertions: number;
  totalAssertions: number;
  /** a re-run that finished: its own assertion counts (the replay's are the ones above) */
  rerunAssertions?: { passed: number; total: number };
  /** assertions replay could not evaluate (live-only), never counted as passes */
  skippedAssertions: number;
  failing: FailingAssertion[];
  staleness: StaleEntry[];
  reassert?: ReassertNote;
  /** inputs that could not be checked for this cassette (notes) */
  unchecked: string[];
  /** passing assertions with a caveat (skill_triggered on an errored Skill call): warnings at their YAML line, failing nothing */
  assertionWarnings: { key: string; message: string; file: string; line?: number }[];
  /** warnings of a live run (record): a produced file the user never got; failing nothing */
  liveWarnings?: { code: string; message: string; file: string }[];
  /** lint findings below ERROR on the cassette's scenario: warnings at their YAML line, failing nothing */
  lintWarnings: { ruleId: string; message: string; file: string; line?: number }[];
  /** where a cassette-level problem is annotated: the cassette, at its `fingerprint` key when found */
  cassetteLocation: { file: string; line?: number };
  /** what refreshes this cassette, as one line of text */
  fix: string;
  /** the same, in parts: the local command, and the repository's re-record workflow when it has one */
  fixParts: { command: string; workflow?: string };
  /** whether this row fails the gate under the policy */
  gateFailing: boolean;
  /** its one change against the pull request's base (src/gate/check/base-gate.ts), when there is a base */
  change?: "added" | "newly-failing" | "fixed" | "newly-stale" | "re-recorded" | "unchanged";
  /** assertion strength (check --mutate): the planned mutations and those no assertion caught; failing nothing */
  mutation?: MutationSummary;
  /** the live lane (`command: run`): the scenario's runs, its pass rate and their failures (./repeat-report.ts) */
  repeat?: RepeatNote;
}

/** An unrecorded scenario as the report shows it: whether it fails the gate under the policy. */
export type UnrecordedEntry = UnrecordedScenario & { gating: boolean };

/** The coverage part of the report. */
export interface CoverageReport extends Omit<Coverage, "unrecorded"> {
  unrecorded: UnrecordedEntry[];
}

export interface GateTotals {
  cassettes: number;
  passed: number;
  failed: number;
  stale: number;
  errored: number;
  /** failed or errored cassettes that are also stale (already counted under failed/errored) */
  failedAndStale: number;
}

/** A lint-skill finding on a SKILL.md or hooks.json the pull request changed (repository-relative). */
export interface SkillLintEntry {
  file: string;
  line?: number;
  ruleId: string;
  severity: "ERROR" | "WARN";
  message: string;
  fix: string;
  /** fails the gate (`fail-on` has `skill-lint`) */
  gating: boolean;
}

export interface GateReport {
  totals: GateTotals;
  rows: GateRow[];
  /** lint-skill findings on the skill files the pull request changed (src/gate/report/skill-lint-report.ts) */
  skillLint?: SkillLintEntry[];
  /** which scenarios have no cassette, and what the pull request removed (src/gate/report/coverage-report.ts) */
  coverage?: CoverageReport;
  failOn: FailOn[];
  conclusion: Conclusion;
  /** one line per reason the gate failed, empty when it passed */
  reasons: string[];
  /** a live-lane report (`command: run`): one row per scenario, judged by its runs' pass rate (./repeat-report.ts) */
  run?: RunLane;
}

export interface GateReportOptions {
  failOn?: readonly FailOn[];
  /** pre-read cassette texts and scenario lines, from loadReportSources */
  sources?: ReportSources;
  /** paths in the report are made relative to this directory (the workspace) */
  root?: string;
}

/** Index of the first unused item that holds every key/value of `evaluated` (replay strips inactive keys). */
function matchIndex(
  evaluated: Record<string, unknown>,
  items: readonly unknown[] | undefined,
  used: Set<number>,
): number | undefined {
  if (!items || Object.keys(evaluated).length === 0) return undefined;
  for (let i = 0; i < items.length; i++) {
    if (used.has(i)) continue;
    const item = items[i];
    if (item === null || typeof item !== "object") continue;
    const rec = item as Record<string, unknown>;
    if (Object.entries(evaluated).every(([k, v]) => k in rec && canonicalJson(rec[k]) === canonicalJson(v))) {
      used.add(i);
      return i;
    }
  }
  return undefined;
}

const CAUSE_ORDER: CauseKind[] = [
  "error",
  "invalid-scenario",
  "invalid-session",
  "lint",
  "privacy",
  "integrity",
  "assertion",
  "reassert",
  "rerun",
  "unverifiable",
  "stale",
];
/** Every cause fails the row but staleness, which fails it only under the fail-on policy. */
const FAILING_CAUSES: ReadonlySet<CauseKind> = new Set(CAUSE_ORDER.filter((c) => c !== "stale"));

/**
 * A failed re-run as failing entries: each failing assertion at its YAML line (as a failed
 * assertion is), the first differing tool result as evidence; a run that diverged or did not
 * finish, at the cassette.
 */
function rerunFailing(
  r: ReplayResult,
  source: CassetteSource,
  root: string | undefined,
  cassetteLocation: { file: string; line?: number },
): FailingAssertion[] {
  const rr = r.rerun;
  if (!rr || (rr.status !== "failed" && rr.status !== "diverged")) return [];
  // that a tool result differs, by size and digest, and how to see it locally: never the skill's output (issue 36)
  const told = rerunEvidence(rr, cassetteLocation.file, r.scenario);
  const evidence = told !== undefined ? { evidence: told } : {};
  const used = new Set<number>();
  const out: FailingAssertion[] = rr.failing.map((a) => {
    const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
    const i = matchIndex(a.assertion, source.scenario?.assert, used);
    const line = i !== undefined ? source.scenario?.assertLines[i] : undefined;
    const where =
      source.scenario && line !== undefined
        ? { file: displayPath(source.scenario.path, root), line }
        : cassetteLocation;
    const said = clipText(a.message ?? "assertion failed", RERUN_MESSAGE_MAX);
    // evaluators often start their message with the key already: name it once
    const message = said.startsWith(`${key}: `) ? said : `${key}: ${said}`;
    return { key, cause: "rerun", message: `re-run with recorded model turns: ${message}`, ...evidence, ...where };
  });
  if (out.length === 0 || rr.status === "diverged")
    out.push({
      key: "rerun",
      cause: "rerun",
      message: clipText(rr.message ?? `re-run ${rr.status}`, RERUN_MESSAGE_MAX),
      ...evidence,
      ...cassetteLocation,
    });
  return out;
}

/** A row's assertion counts in words: the replay's, and the re-run's when there was one, so neither contradicts the causes. */
export function assertionCounts(
  row: Pick<GateRow, "passedAssertions" | "totalAssertions" | "rerunAssertions">,
): string {
  const replay = `${row.passedAssertions}/${row.totalAssertions} assertions passed`;
  const rr = row.rerunAssertions;
  return rr ? `${replay} on replay, ${rr.passed}/${rr.total} on the re-run` : replay;
}

/** The command that refreshes a cassette, and the re-record workflow when the repository has one. */
export function fixParts(cassette: string, workflow: string | undefined): GateRow["fixParts"] {
  return { command: `cowork-harness rerecord ${cassette}`, ...(workflow !== undefined ? { workflow } : {}) };
}

/** The fix as one line of text (`code` marks up the path and the command): the re-record workflow first when there is one. */
export function fixText(p: GateRow["fixParts"], code: (s: string) => string = (s) => s): string {
  return p.workflow !== undefined
    ? `run the re-record workflow (${code(p.workflow)}), or locally: ${code(p.command)}`
    : code(p.command);
}

export function fixCommand(cassette: string, workflow: string | undefined): string {
  return fixText(fixParts(cassette, workflow));
}

/** Where a re-evaluation note points: the scenario file, at its `assert:` line when known. */
export function reassertLocation(note: ReassertNote): { file: string; line?: number } {
  return { file: note.from, ...(note.line !== undefined ? { line: note.line } : {}) };
}

function failingAssertions(
  r: ReplayResult,
  source: CassetteSource,
  root: string | undefined,
  cassetteLocation: { file: string; line?: number },
): FailingAssertion[] {
  const cassette = cassetteLocation.file;
  const usedYaml = new Set<number>();
  const usedFrozen = new Set<number>();
  const failing: FailingAssertion[] = [];
  const assertCause = r.reassert ? "reassert" : "assertion";
  for (const a of r.assertions) {
    // a staleness pseudo-assertion is reported as the staleness finding it is
    if (a.pass || a.source === "staleness") continue;
    const base = { message: a.message ?? "assertion failed", ...(a.evidence ? { evidence: a.evidence } : {}) };
    if (a.source === "cassette-format") {
      // a format too new is about the version line, and the flag that replays it anyway is replay's
      const future = Object.keys(a.assertion).length === 0 && base.message.endsWith(FUTURE_CASSETTE_HINT);
      const versionLine =
        future && source.text !== undefined ? lineOfJsonPointer(source.text, "/cassetteVersion") : undefined;
      failing.push({
        key: Object.keys(a.assertion).join(", ") || "cassette-format",
        cause: "integrity",
        ...base,
        ...(future
          ? {
              message: base.message.replace(
                FUTURE_CASSETTE_HINT,
                `(\`cowork-harness replay --best-effort-future-cassette ${cassetteLocation.file}\` attempts a replay anyway)`,
              ),
            }
          : {}),
        ...cassetteLocation,
        ...(versionLine !== undefined ? { line: versionLine } : {}),
      });
      continue;
    }
    const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
    const yamlIndex = matchIndex(a.assertion, source.scenario?.assert, usedYaml);
    const yamlLine = yamlIndex !== undefined ? source.scenario?.assertLines[yamlIndex] : undefined;
    if (source.scenario && yamlLine !== undefined) {
      failing.push({ key, cause: assertCause, ...base, file: displayPath(source.scenario.path, root), line: yamlLine });
      continue;
    }
    const frozenIndex = matchIndex(a.assertion, source.frozenAssert, usedFrozen);
    const pointer = frozenIndex !== undefined ? `/scenario/assert/${frozenIndex}` : "/scenario/assert";
    const line = source.text !== undefined && !r.reassert ? lineOfJsonPointer(source.text, pointer) : undefined;
    failing.push({ key, cause: assertCause, ...base, file: cassette, ...(line !== undefined ? { line } : {}) });
  }
  // a cassette that could not be replayed has no recording to check: its guard ("run result was error") is not a second cause
  if (r.exitCode !== 2) {
    for (const f of r.verdict.failures) {
      if (f.kind === "guard") failing.push({ key: "guard", cause: "integrity", message: f.message, file: cassette });
    }
  }
  for (const f of r.findings ?? []) {
    if (f.kind === "lint" && f.severity !== "ERROR") continue; // shown as a warning (lintWarnings)
    const where =
      f.file !== undefined
        ? { file: displayPath(f.file, root), ...(f.line !== undefined ? { line: f.line } : {}) }
        : { file: cassette };
    failing.push({ key: f.ruleId ?? f.kind, cause: f.kind, message: f.message, ...where });
  }
  return failing;
}

/** Passing assertions that carry a warning, each at its scenario YAML line (else the cassette's frozen copy). */
function assertionWarnings(
  r: ReplayResult,
  source: CassetteSource,
  root: string | undefined,
  cassette: string,
): GateRow["assertionWarnings"] {
  const usedYaml = new Set<number>();
  const usedFrozen = new Set<number>();
  const out: GateRow["assertionWarnings"] = [];
  for (const a of r.assertions) {
    if (!a.pass || a.warning === undefined) continue;
    const key = Object.keys(a.assertion).join(", ") || "assertion";
    const yamlIndex = matchIndex(a.assertion, source.scenario?.assert, usedYaml);
    const yamlLine = yamlIndex !== undefined ? source.scenario?.assertLines[yamlIndex] : undefined;
    if (source.scenario && yamlLine !== undefined) {
      out.push({ key, message: a.warning, file: displayPath(source.scenario.path, root), line: yamlLine });
      continue;
    }
    const frozenIndex = matchIndex(a.assertion, source.frozenAssert, usedFrozen);
    const line =
      source.text !== undefined && frozenIndex !== undefined && !r.reassert
        ? lineOfJsonPointer(source.text, `/scenario/assert/${frozenIndex}`)
        : undefined;
    out.push({ key, message: a.warning, file: cassette, ...(line !== undefined ? { line } : {}) });
  }
  return out;
}

function buildRow(
  r: ReplayResult,
  failOn: readonly FailOn[],
  source: CassetteSource,
  root: string | undefined,
): GateRow {
  const cassette = displayPath(r.cassette, root);
  const fingerprintLine = source.text !== undefined ? lineOfJsonPointer(source.text, "/fingerprint") : undefined;
  const cassetteLocation = { file: cassette, ...(fingerprintLine !== undefined ? { line: fingerprintLine } : {}) };
  const failing = [
    ...failingAssertions(r, source, root, cassetteLocation),
    ...rerunFailing(r, source, root, cassetteLocation),
  ];
  const rerunPassed = r.rerun?.status === "passed";

  // findings the replay itself failed on (--strict, an explicit --session): they gate as the staleness they are
  const replayFailedOn = r.assertions.filter((a) => !a.pass && a.source === "staleness").map((a) => a.message ?? "");
  const replayGates = (s: { class: string; message: string }): boolean =>
    !s.class.startsWith("unverifiable-") && replayFailedOn.some((m) => m.endsWith(`: ${s.message}`));
  const staleness: StaleEntry[] = [];
  for (const s of r.staleness ?? []) {
    // the line git says changed; without git (an archive copy) no line is known, and none is named
    const line = s.location ? (s.location.line ?? source.changedLines?.get(s.location.path)) : undefined;
    const where = s.location
      ? { file: displayPath(s.location.path, root), ...(line !== undefined ? { line } : {}) }
      : cassetteLocation;
    if (s.reason === "invalid-session") {
      // the parse error alone: the annotation already sits on the session file, at the line
      failing.push({
        key: "session",
        cause: "invalid-session",
        message: s.detail !== undefined ? `the session file does not load: ${s.detail}` : s.message,
        ...where,
      });
      continue;
    }
    const text = staleText(s, root);
    if (rerunPassed && RERUN_ANSWERS.has(s.class)) {
      // answered by a passing re-run: reported "stale; re-run passed", a warning whatever fail-on says
      staleness.push({
        ...text,
        message: `stale; re-run passed (${r.rerun!.passed}/${r.rerun!.total} assertions with the recorded model turns) — ${text.message}`,
        class: s.class,
        gating: replayGates(s),
        location: where,
      });
      continue;
    }
    staleness.push({
      ...text,
      class: s.class,
      gating: stalenessGates(s.class, failOn) || replayGates(s),
      location: where,
      ...(s.fix !== undefined ? { fix: s.fix } : {}),
    });
  }

  const causes = new Set<CauseKind>();
  if (r.exitCode === 2) causes.add("error");
  for (const f of failing) causes.add(f.cause);
  // a verdict that failed for a reason not listed above (e.g. a stall) is a failed assertion
  if (r.exitCode === 1 && failing.length === 0 && replayFailedOn.length === 0) causes.add("assertion");
  if (staleness.some((s) => s.class.startsWith("unverifiable-"))) causes.add("unverifiable");
  if (staleness.some((s) => !s.class.startsWith("unverifiable-"))) causes.add("stale");
  const ordered = CAUSE_ORDER.filter((c) => causes.has(c));
  const status: RowStatus = causes.has("error")
    ? "error"
    : ordered.some((c) => FAILING_CAUSES.has(c))
      ? "fail"
      : ordered.length > 0
        ? "stale"
        : "pass";

  const assertionGate =
    failOn.includes("assertions") &&
    ordered.some((c) => FAILING_CAUSES.has(c) && c !== "privacy" && c !== "unverifiable");
  // an unreadable cassette has no scenario name (the result repeats the path) and its error names the file
  const bare = r.error?.startsWith(`${r.cassette}: `) ? r.error.slice(r.cassette.length + 2) : r.error;
  // what to do, on every channel that shows the error: restore the committed file, or record it anew
  const error =
    bare !== undefined && r.exitCode === 2
      ? `${bare} — fix: restore it (git checkout -- ${cassette}) or re-record it (${fixCommand(cassette, source.rerecordWorkflow)})`
      : bare;
  const reassert = r.reassert ? reassertNote(r.reassert, root) : undefined;
  return {
    cassette,
    scenario: r.exitCode === 2 && r.scenario === r.cassette ? "" : r.scenario,
    status,
    causes: ordered,
    exitCode: r.exitCode,
    ...(error !== undefined ? { error } : {}),
    // the scenario's assertions: staleness and the cassette's own format checks are reported as what they are
    passedAssertions: r.assertions.filter((a) => a.pass && a.source !== "cassette-format").length,
    totalAssertions: r.assertions.filter((a) => a.source !== "staleness" && a.source !== "cassette-format").length,
    ...(r.rerun && (r.rerun.status === "failed" || r.rerun.status === "passed")
      ? { rerunAssertions: { passed: r.rerun.passed, total: r.rerun.total } }
      : {}),
    skippedAssertions: r.skippedAssertions?.full ?? 0,
    failing,
    staleness,
    ...(reassert ? { reassert } : {}),
    unchecked: [
      ...(r.unchecked ?? []),
      ...(r.rerun?.status === "cannot" ? [clipText(r.rerun.message ?? "cannot re-run", RERUN_MESSAGE_MAX)] : []),
    ],
    assertionWarnings: assertionWarnings(r, source, root, cassette),
    liveWarnings: shownLiveWarnings(r).map((w) => ({
      ...w,
      file: source.scenario ? displayPath(source.scenario.path, root) : cassette,
    })),
    lintWarnings: (r.findings ?? [])
      .filter((f) => f.kind === "lint" && f.severity !== "ERROR")
      .map((f) => ({
        ruleId: f.ruleId ?? "lint",
        message: f.message,
        file: f.file !== undefined ? displayPath(f.file, root) : cassette,
        ...(f.line !== undefined ? { line: f.line } : {}),
      })),
    cassetteLocation,
    fix: fixCommand(cassette, source.rerecordWorkflow),
    fixParts: fixParts(cassette, source.rerecordWorkflow),
    gateFailing: assertionGate || causes.has("privacy") || staleness.some((s) => s.gating),
    ...(r.mutation ? { mutation: r.mutation } : {}),
  };
}

function reassertNote(s: ReassertSummary, root: string | undefined): ReassertNote {
  const parts: string[] = [];
  if (s.changed.length) parts.push(`${s.changed.length} changed`);
  if (s.added.length) parts.push(`${s.added.length} added`);
  if (s.removed.length) parts.push(`${s.removed.length} removed`);
  if (s.expectDeniedChanged) parts.push("expect_denied changed");
  const line = [...s.changed, ...s.added].map((a) => a.line).find((l) => l !== undefined);
  const named = [
    ...s.changed.map((c) => `changed \`${c.before}\` → \`${c.assertion}\``),
    ...s.added.map((a) => `added \`${a.assertion}\``),
    ...s.removed.map((a) => `removed \`${a.assertion}\``),
  ];
  return {
    from: displayPath(s.from, root),
    ...(line !== undefined ? { line } : {}),
    summary: `assert: block differs from the recording's (${parts.join(", ") || "reordered"}) — re-evaluated on the recording: ${named.slice(0, 5).join("; ")}${named.length > 5 ? `; +${named.length - 5} more` : ""}`,
    needsLiveRun: [...s.needsLiveRun],
  };
}

const REASON_TEXT: Record<Exclude<CauseKind, "stale">, string> = {
  error: "could not be replayed",
  assertion: "failed their assertions",
  reassert: "failed their re-evaluated (on-disk) assertions",
  rerun: "failed their re-run with the recorded model turns",
  integrity: "failed a recording integrity check",
  "invalid-scenario": "have a scenario file that does not load",
  "invalid-session": "have a session file that does not load",
  lint: "have a scenario with a lint ERROR (a silent false-green)",
  privacy: "hold a possible secret or private detail (privacy finding)",
  unverifiable: "could not be verified (unverifiable)",
};

function reasonsOf(rows: GateRow[], failOn: readonly FailOn[]): string[] {
  const reasons: string[] = [];
  for (const cause of CAUSE_ORDER) {
    if (cause === "stale" || cause === "unverifiable") continue;
    const gates = cause === "privacy" || failOn.includes("assertions");
    const n = rows.filter((r) => r.causes.includes(cause)).length;
    if (gates && n > 0) reasons.push(`${n} cassette(s) ${REASON_TEXT[cause]}`);
  }
  const byClass = new Map<string, number>();
  for (const row of rows)
    for (const cls of new Set(row.staleness.filter((s) => s.gating).map((s) => s.class)))
      byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
  for (const [cls, n] of [...byClass].sort(([a], [b]) => (a < b ? -1 : 1))) {
    reasons.push(
      cls.startsWith("unverifiable-")
        ? `${n} cassette(s) could not be verified (${cls})`
        : `${n} cassette(s) stale (${cls})`,
    );
  }
  return reasons;
}

export function buildGateReport(results: readonly ReplayResult[], opts: GateReportOptions = {}): GateReport {
  const failOn = [...(opts.failOn ?? DEFAULT_FAIL_ON)];
  const rows = results.map((r) => buildRow(r, failOn, opts.sources?.get(r.cassette) ?? {}, opts.root));
  const count = (s: RowStatus): number => rows.filter((r) => r.status === s).length;
  const totals: GateTotals = {
    cassettes: rows.length,
    passed: count("pass"),
    failed: count("fail"),
    stale: count("stale"),
    errored: count("error"),
    failedAndStale: rows.filter((r) => (r.status === "fail" || r.status === "error") && r.causes.includes("stale"))
      .length,
  };
  const reasons = reasonsOf(rows, failOn);
  const conclusion: Conclusion = rows.some((r) => r.gateFailing)
    ? "failure"
    : rows.length === 0
      ? "neutral"
      : "success";
  return { totals, rows, failOn, conclusion, reasons };
}
