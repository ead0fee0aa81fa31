/**
 * The reporting data model: what every renderer (annotations, job summary, check run, PR
 * comment) draws from. A pure function of the replay results, the pre-read sources (for
 * file/line locations) and the `fail-on` policy. Row status precedence: error > fail > stale > pass.
 */
import { isAbsolute, relative, sep } from "node:path";
import type { ReplayResult } from "../replay/result.js";
import type { StalenessClass } from "../staleness/types.js";
import { UsageError } from "../util/errors.js";
import { lineOfJsonPointer } from "./locate-json.js";
import { canonicalJson } from "../protocol/canon.js";
import type { CassetteSource, ReportSources } from "./sources.js";

export const FAIL_ON_VALUES = ["assertions", "stale-skill", "stale-any", "unverifiable"] as const;
export type FailOn = (typeof FAIL_ON_VALUES)[number];
export const DEFAULT_FAIL_ON: readonly FailOn[] = ["assertions", "unverifiable"];

export type RowStatus = "pass" | "fail" | "stale" | "error";
export type Conclusion = "success" | "failure" | "neutral";

export interface FailingAssertion {
  /** the assertion's key(s), or `staleness` / `cassette-format` / `guard` for synthesized failures */
  key: string;
  message: string;
  evidence?: string;
  /** path relative to the report root, `/`-separated */
  file: string;
  line?: number;
}

export interface StaleEntry {
  /** a staleness class, or drift that `check`'s verify pass found against the scenario / session file */
  class: StalenessClass | "scenario-drift" | "session-drift";
  message: string;
  /** skill files behind a drift finding (changed, then added, then removed) */
  files: string[];
  /** whether this finding fails the gate under the policy */
  gating: boolean;
}

export interface GateRow {
  cassette: string;
  /** scenario name; empty when the cassette could not be read */
  scenario: string;
  status: RowStatus;
  exitCode: 0 | 1 | 2;
  error?: string;
  passedAssertions: number;
  totalAssertions: number;
  /** assertions replay could not evaluate (live-only), never counted as passes */
  skippedAssertions: number;
  failing: FailingAssertion[];
  staleness: StaleEntry[];
  /** where a stale or errored cassette is annotated: the cassette, at its `fingerprint` key when found */
  cassetteLocation: { file: string; line?: number };
  /** whether this row fails the gate under the policy */
  gateFailing: boolean;
}

export interface GateTotals {
  cassettes: number;
  passed: number;
  failed: number;
  stale: number;
  errored: number;
}

export interface GateReport {
  totals: GateTotals;
  rows: GateRow[];
  failOn: FailOn[];
  conclusion: Conclusion;
  /** one line per reason the gate failed, empty when it passed */
  reasons: string[];
}

export interface GateReportOptions {
  failOn?: readonly FailOn[];
  /** pre-read cassette texts and scenario lines, from loadReportSources */
  sources?: ReportSources;
  /** paths in the report are made relative to this directory (the workspace) */
  root?: string;
}

/** `fail-on` input: comma/space/newline separated values; unknown values are a usage error. */
export function parseFailOn(input: string | readonly string[] | undefined): FailOn[] {
  const parts = (typeof input === "string" ? input.split(/[\s,]+/) : [...(input ?? [])]).map((s) => s.trim()).filter((s) => s !== "");
  if (parts.length === 0) return [...DEFAULT_FAIL_ON];
  const out: FailOn[] = [];
  for (const p of parts) {
    if (!(FAIL_ON_VALUES as readonly string[]).includes(p)) {
      throw new UsageError(`fail-on: unknown value "${p}" (expected ${FAIL_ON_VALUES.join(", ")})`);
    }
    if (!out.includes(p as FailOn)) out.push(p as FailOn);
  }
  return out;
}

const SKILL_CLASSES: ReadonlySet<string> = new Set(["skill", "shared-root"]);

export function stalenessGates(cls: string, failOn: readonly FailOn[]): boolean {
  if (failOn.includes("stale-any")) return true;
  if (failOn.includes("stale-skill") && SKILL_CLASSES.has(cls)) return true;
  return failOn.includes("unverifiable") && cls.startsWith("unverifiable-");
}

/** A path for display and annotation: relative to root when inside it, `/`-separated. */
export function displayPath(path: string, root: string | undefined): string {
  let p = path;
  if (root !== undefined) {
    const rel = relative(root, path);
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) p = rel;
  }
  return p.split(sep).join("/");
}


/** Index of the first unused item that holds every key/value of `evaluated` (replay strips inactive keys). */
function matchIndex(evaluated: Record<string, unknown>, items: readonly unknown[] | undefined, used: Set<number>): number | undefined {
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

function stalenessFiles(entry: unknown): string[] {
  const files = (entry as { files?: { changed?: string[]; added?: string[]; removed?: string[] } }).files;
  if (!files) return [];
  return [...(files.changed ?? []), ...(files.added ?? []), ...(files.removed ?? [])];
}

function statusOf(r: ReplayResult): RowStatus {
  if (r.exitCode === 2) return "error";
  if (r.exitCode === 1 || !r.verdict.pass || privacyFindings(r).length > 0) return "fail";
  if ((r.staleness?.length ?? 0) > 0 || (r.findings ?? []).some((f) => f.kind !== "privacy")) return "stale";
  return "pass";
}

/** A possible secret or private detail in a committed cassette fails the gate whatever the policy. */
function privacyFindings(r: ReplayResult): string[] {
  return (r.findings ?? []).filter((f) => f.kind === "privacy").map((f) => f.message);
}

function buildRow(r: ReplayResult, failOn: readonly FailOn[], source: CassetteSource, root: string | undefined): GateRow {
  const cassette = displayPath(r.cassette, root);
  const fingerprintLine = source.text !== undefined ? lineOfJsonPointer(source.text, "/fingerprint") : undefined;
  const cassetteLocation = { file: cassette, ...(fingerprintLine !== undefined ? { line: fingerprintLine } : {}) };
  const usedYaml = new Set<number>();
  const usedFrozen = new Set<number>();

  const failing: FailingAssertion[] = [];
  for (const a of r.assertions) {
    if (a.pass) continue;
    const base = { message: a.message ?? "assertion failed", ...(a.evidence ? { evidence: a.evidence } : {}) };
    if (a.source === "staleness") {
      failing.push({ key: "staleness", ...base, ...cassetteLocation });
      continue;
    }
    const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
    const yamlIndex = matchIndex(a.assertion, source.scenario?.assert, usedYaml);
    const yamlLine = yamlIndex !== undefined ? source.scenario?.assertLines[yamlIndex] : undefined;
    if (source.scenario && yamlLine !== undefined) {
      failing.push({ key, ...base, file: displayPath(source.scenario.path, root), line: yamlLine });
      continue;
    }
    const frozenIndex = matchIndex(a.assertion, source.frozenAssert, usedFrozen);
    const pointer = frozenIndex !== undefined ? `/scenario/assert/${frozenIndex}` : "/scenario/assert";
    const line = source.text !== undefined ? lineOfJsonPointer(source.text, pointer) : undefined;
    failing.push({ key, ...base, file: cassette, ...(line !== undefined ? { line } : {}) });
  }
  for (const f of r.verdict.failures) {
    if (f.kind === "guard") failing.push({ key: "guard", message: f.message, file: cassette });
  }
  for (const message of privacyFindings(r)) failing.push({ key: "privacy", message, file: cassette });

  const staleness: StaleEntry[] = (r.staleness ?? []).map((s) => ({
    class: s.class,
    message: s.message,
    files: stalenessFiles(s),
    gating: stalenessGates(s.class, failOn),
  }));
  for (const f of r.findings ?? []) {
    if (f.kind !== "privacy") staleness.push({ class: f.kind, message: f.message, files: [], gating: failOn.includes("stale-any") });
  }
  const status = statusOf(r);
  const assertionGate = (failOn.includes("assertions") && (status === "fail" || status === "error")) || privacyFindings(r).length > 0;
  // an unreadable cassette has no scenario name (the result repeats the path) and its error names the file
  const error = r.error?.startsWith(`${r.cassette}: `) ? r.error.slice(r.cassette.length + 2) : r.error;
  return {
    cassette,
    scenario: r.exitCode === 2 && r.scenario === r.cassette ? "" : r.scenario,
    status,
    exitCode: r.exitCode,
    ...(error !== undefined ? { error } : {}),
    passedAssertions: r.assertions.filter((a) => a.pass).length,
    totalAssertions: r.assertions.length,
    skippedAssertions: r.skippedAssertions?.full ?? 0,
    failing,
    staleness,
    cassetteLocation,
    gateFailing: assertionGate || staleness.some((s) => s.gating),
  };
}

function reasonsOf(rows: GateRow[], failOn: readonly FailOn[]): string[] {
  const reasons: string[] = [];
  if (failOn.includes("assertions")) {
    const failed = rows.filter((r) => r.status === "fail").length;
    const errored = rows.filter((r) => r.status === "error").length;
    if (failed > 0) reasons.push(`${failed} cassette(s) failed their assertions`);
    if (errored > 0) reasons.push(`${errored} cassette(s) could not be replayed`);
  }
  const byClass = new Map<string, number>();
  for (const row of rows) for (const s of row.staleness) if (s.gating) byClass.set(s.class, (byClass.get(s.class) ?? 0) + 1);
  for (const [cls, n] of [...byClass].sort(([a], [b]) => (a < b ? -1 : 1))) reasons.push(`${n} ${cls} staleness finding(s)`);
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
  };
  const reasons = reasonsOf(rows, failOn);
  const conclusion: Conclusion = rows.some((r) => r.gateFailing) ? "failure" : rows.length === 0 ? "neutral" : "success";
  return { totals, rows, failOn, conclusion, reasons };
}
