/**
 * Coverage in the gate report: each unrecorded scenario gates or warns under the policy (it gates
 * when the pull request made it unrecorded and `fail-on` has `unrecorded`), the reasons and the
 * conclusion follow, and every channel names it the same way through the words below.
 */
import {
  CHANGE_TEXT,
  UNRECORDED_TEXT,
  unrecordedByThisChange,
  type ChangedCassette,
  type Coverage,
} from "../coverage/types.js";
import type { GateReport, GateRow, UnrecordedEntry } from "./gate-report.js";

/** The command that records an unrecorded scenario. */
export function recordCommand(scenario: string): string {
  return `cowork-harness record ${scenario}`;
}

/** What an unrecorded scenario is and what to do, in one line (the same on every channel). */
export function unrecordedText(u: UnrecordedEntry): string {
  const removed = u.removedCassette !== undefined ? ` (${u.removedCassette})` : "";
  return `${UNRECORDED_TEXT[u.why]}${removed} — fix: record it (${recordCommand(u.scenario)}) and commit the cassette, or remove the scenario`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The report with `coverage` folded in: rows untouched, reasons and conclusion extended. */
export function withCoverage(report: GateReport, coverage: Coverage | undefined): GateReport {
  if (!coverage) return report;
  const gates = report.failOn.includes("unrecorded");
  const unrecorded = coverage.unrecorded.map((u) => ({ ...u, gating: gates && unrecordedByThisChange(u) }));
  const reasons = [...report.reasons];
  for (const why of ["added", "cassette-removed"] as const) {
    const n = unrecorded.filter((u) => u.gating && u.why === why).length;
    if (n > 0) reasons.push(`${plural(n, "scenario", "scenarios")} unrecorded: ${UNRECORDED_TEXT[why]}`);
  }
  const failing = unrecorded.some((u) => u.gating);
  const conclusion = failing ? "failure" : report.conclusion;
  return { ...report, coverage: { ...coverage, unrecorded }, reasons, conclusion };
}

/**
 * "1 unrecorded scenario, 1 test removed", or "" when there is neither. What the pull request added
 * or re-recorded is counted once, by the delta line (deltaLine), in its words.
 */
export function coverageCounts(report: GateReport): string {
  const c = report.coverage;
  if (!c) return "";
  const parts: string[] = [];
  if (c.unrecorded.length > 0) parts.push(plural(c.unrecorded.length, "unrecorded scenario", "unrecorded scenarios"));
  if (c.removed.length > 0) parts.push(plural(c.removed.length, "test removed", "tests removed"));
  return parts.join(", ");
}

/** A removed test in words. */
export function removedText(r: { cassette: string; scenario?: string }): string {
  return r.scenario !== undefined
    ? `test removed: ${r.cassette} was removed with its scenario ${r.scenario}`
    : `test removed: ${r.cassette} was removed (its scenario is not in the base)`;
}

/** A cassette the pull request added or changed, in words: its recording is the pull request's word. */
export function changedText(c: ChangedCassette): string {
  const by =
    c.byRerecordJob !== undefined ? ` by the re-record job's commit ${c.byRerecordJob} (as its message says)` : "";
  const behaviour = c.behaviour ? `; against the base: ${c.behaviour.line}` : "";
  return `${c.cassette}: ${CHANGE_TEXT[c.change]}${by}${behaviour} — its fingerprint and events are the pull request's, not the base's; rerun-stale re-runs it with its recorded model turns`;
}

const DELTA_WORDS: Record<NonNullable<GateRow["change"]>, string> = {
  "newly-failing": "newly failing",
  fixed: "fixed",
  "newly-stale": "newly stale",
  "re-recorded": "re-recorded",
  added: "added",
  unchanged: "unchanged",
};

/** A row's change against the base in words ("newly failing"), or undefined when it has none worth saying. */
export function changeWord(row: Pick<GateRow, "change">): string | undefined {
  return row.change !== undefined && row.change !== "unchanged" ? DELTA_WORDS[row.change] : undefined;
}

/**
 * What this pull request changed, counted: "2 newly failing · 1 fixed · 1 re-recorded · 1 removed ·
 * 1 unrecorded" (zero counts left out; "" without a base).
 */
export function deltaLine(report: GateReport): string {
  if (!report.coverage?.base) return "";
  const parts: string[] = [];
  for (const change of ["newly-failing", "fixed", "newly-stale", "re-recorded", "added"] as const) {
    const n = report.rows.filter((r) => r.change === change).length;
    if (n > 0) parts.push(`${n} ${DELTA_WORDS[change]}`);
  }
  if (report.coverage.removed.length > 0) parts.push(`${report.coverage.removed.length} removed`);
  const unrecorded = report.coverage.unrecorded.filter((u) => u.why !== "was-unrecorded").length;
  if (unrecorded > 0) parts.push(`${unrecorded} unrecorded`);
  return parts.length > 0 ? parts.join(" · ") : "no cassette changed against the base";
}

/** Each row's change keyed by its cassette, for the results file (undefined without a base). */
export function changesByCassette(report: GateReport): Record<string, string> | undefined {
  if (!report.rows.some((r) => r.change !== undefined)) return undefined;
  return Object.fromEntries(report.rows.flatMap((r) => (r.change !== undefined ? [[r.cassette, r.change]] : [])));
}

/** What the results file keeps of the report's coverage (merge judges it again under its own fail-on). */
export function envelopeExtras(report: GateReport): {
  changes?: Record<string, string>;
  coverage?: Coverage;
  skillLint?: Omit<NonNullable<GateReport["skillLint"]>[number], "gating">[];
} {
  const changes = changesByCassette(report);
  const c = report.coverage;
  // the semantic diffs stay out of the file: the Markdown and the line say what changed
  const coverage: Coverage | undefined = c
    ? {
        ...c,
        unrecorded: c.unrecorded.map(({ gating: _g, ...u }) => u),
        changed: c.changed.map((x) => {
          if (!x.behaviour) return x;
          const { diff: _d, ...behaviour } = x.behaviour;
          return { ...x, behaviour };
        }),
      }
    : undefined;
  const skillLint = report.skillLint?.map(({ gating: _g, ...e }) => e);
  return {
    ...(changes ? { changes } : {}),
    ...(coverage ? { coverage } : {}),
    ...(skillLint && skillLint.length > 0 ? { skillLint } : {}),
  };
}

const WHYS: ReadonlySet<string> = new Set(Object.keys(UNRECORDED_TEXT));
const CHANGES: ReadonlySet<string> = new Set(Object.keys(CHANGE_TEXT));
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === "string";

/** Whether a results file's `coverage` has the shape this build writes (a file is input: anything else is left out). */
export function isCoverage(v: unknown): v is Coverage {
  if (!isObj(v) || typeof v["scenarios"] !== "number") return false;
  const { unrecorded, removed, changed } = v;
  return (
    Array.isArray(unrecorded) &&
    unrecorded.every((u) => isObj(u) && str(u["scenario"]) && str(u["why"]) && WHYS.has(u["why"])) &&
    Array.isArray(removed) &&
    removed.every((r) => isObj(r) && str(r["cassette"])) &&
    Array.isArray(changed) &&
    changed.every((c) => isObj(c) && str(c["cassette"]) && str(c["change"]) && CHANGES.has(c["change"]))
  );
}

/** The coverage of several shards as one (each judged its own scenarios and removed cassettes). */
export function mergeCoverage(all: readonly unknown[]): Coverage | undefined {
  const parts = all.filter(isCoverage);
  if (parts.length === 0) return undefined;
  const base = parts.find((p) => p.base)?.base;
  const problem = parts.find((p) => p.baseProblem !== undefined)?.baseProblem;
  const by =
    <T>(key: (x: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  return {
    scenarios: parts.reduce((n, p) => n + p.scenarios, 0),
    unrecorded: parts.flatMap((p) => p.unrecorded).sort(by((u) => u.scenario)),
    removed: parts.flatMap((p) => p.removed).sort(by((r) => r.cassette)),
    changed: parts.flatMap((p) => p.changed).sort(by((c) => c.cassette)),
    ...(base ? { base } : {}),
    ...(problem !== undefined ? { baseProblem: problem } : {}),
  };
}
