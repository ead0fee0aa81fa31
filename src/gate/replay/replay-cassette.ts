/**
 * Replaying one cassette end to end (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions): load, re-drive the recorded
 * events, decide which assertions can be evaluated, materialize the manifest, evaluate,
 * add the injected failures, compute the verdict. Never throws: an unreadable or refused
 * cassette becomes an error result with exit code 2.
 */
import type { AssertionResult } from "../assert/context.js";
import { ASSERTION_CATALOG } from "../assert/catalog.js";
import { evaluateAll } from "../assert/evaluate.js";
import { loadCassetteFile } from "../../core/cassette/load.js";
import { CURRENT_CASSETTE_VERSION, type Cassette } from "../../core/cassette/types.js";
import type { RunRecord } from "../evidence/types.js";
import type { FoundScenario } from "../../core/scenario/on-disk-scenario.js";
import { checkContext } from "../staleness/checks/context.js";
import { runChecks } from "../staleness/compute.js";
import type { StalenessReport } from "../staleness/types.js";
import { oneLine } from "../../core/util/errors.js";
import { bucketsFor, MANIFEST_BODY_KEYS, PRE_RUN_KEYS } from "./buckets.js";
import { buildAssertContext } from "./context.js";
import { driveReplay } from "./drive.js";
import { stalenessFailures } from "./gate-staleness.js";
import { materializeManifest, type MaterializedTree } from "./materialize.js";
import type { Annotation, ReplayObservation, ReplayObserver, ReplayOptions } from "./options.js";
import { FUTURE_CASSETTE_HINT, type Provenance, type ReplayResult } from "./result.js";
import { referenceFields } from "./reference-fields.js";
import { stripAssertions } from "./strip.js";
import { computeVerdict, deriveOutcome } from "./verdict.js";

export interface ReplayOutcome {
  result: ReplayResult;
  annotations: Annotation[];
}

/** A cassette read from disk with its staleness diagnosis: what every command starts from. */
export interface PreparedCassette {
  cassette: Cassette;
  staleness: StalenessReport;
  /** the scenario the cassette was recorded from, as on disk now: found and loaded once, by the staleness checks */
  onDisk: FoundScenario;
}

/** What replaying needs of a staleness report (a replay without one passes empty findings and notes). */
export type ReplayStaleness = Pick<StalenessReport, "findings" | "notes" | "unchecked">;

/** Loads a cassette and computes its staleness once; throws a one-line HarnessError when unreadable. */
export async function prepareCassette(
  path: string,
  opts: Pick<ReplayOptions, "sessionOverride" | "baselinesDir"> & { env?: NodeJS.ProcessEnv },
  annotations: Annotation[],
): Promise<PreparedCassette> {
  const loaded = await loadCassetteFile(path);
  for (const w of loaded.warnings) annotations.push({ level: "warning", message: w });
  const ctx = checkContext(loaded.cassette, path, {
    sessionOverride: opts.sessionOverride,
    baselinesDir: opts.baselinesDir,
    env: opts.env,
  });
  const staleness = await runChecks(ctx);
  return { cassette: loaded.cassette, staleness, onDisk: await ctx.scenario() };
}

export async function replayCassetteFile(path: string, opts: ReplayOptions = {}): Promise<ReplayOutcome> {
  const annotations: Annotation[] = [];
  try {
    const { cassette, staleness } = await prepareCassette(path, opts, annotations);
    return { result: replayLoaded(cassette, path, staleness, opts, annotations), annotations };
  } catch (e) {
    const message = oneLine(e);
    annotations.push({ level: "warning", message: `[replay] ${message}` });
    return { result: errorResult(path, message), annotations };
  }
}

/** The pure part: everything after the cassette is loaded and its staleness known. */
export function replayLoaded(
  cassette: Cassette,
  path: string,
  staleness: ReplayStaleness,
  opts: ReplayOptions,
  annotations: Annotation[],
): ReplayResult {
  const version = cassette.cassetteVersion ?? 0;
  const future = version > CURRENT_CASSETTE_VERSION;
  if (future && opts.bestEffortFutureCassette) {
    annotations.push({
      level: "warning",
      message: `[replay] cassette format v${version} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) — replaying anyway (--best-effort-future-cassette)`,
    });
  }
  for (const f of staleness.findings)
    annotations.push({ level: "warning", message: `[replay] cassette stale: ${f.message}`, inGateReport: true });
  for (const n of staleness.notes) annotations.push({ level: "notice", message: `[replay] cassette note: ${n}` });
  for (const n of staleness.unchecked ?? [])
    annotations.push({ level: "notice", message: `[replay] not checked: ${n}`, inGateReport: true });

  const drive = driveReplay(cassette, { retainToolResultText: readsToolResultText(cassette.scenario.assert) });
  for (const w of drive.warnings) annotations.push({ level: "warning", message: `[replay] ${w}` });

  const buckets = bucketsFor(cassette);
  const stripped = stripAssertions(cassette.scenario.assert, buckets, cassette.scenario.expect_denied ?? []);
  for (const w of stripped.warnings) annotations.push({ level: "warning", message: w });

  const artifacts = cassette.artifacts;
  const needsTree =
    (artifacts !== undefined && artifacts.length > 0) ||
    stripped.items.some((i) => Object.keys(i).some((k) => MANIFEST_BODY_KEYS.has(k) || PRE_RUN_KEYS.has(k)));
  let tree: MaterializedTree | undefined;
  try {
    tree = needsTree ? materializeManifest(artifacts ?? [], path) : undefined;
    const ctx = buildAssertContext(cassette, drive.record, tree, drive.truncatedQuestion !== undefined);
    const assertions: AssertionResult[] = evaluateAll(stripped.items, ctx, ASSERTION_CATALOG);
    const observed = opts.observe
      ? observe(
          opts.observe,
          {
            cassette,
            path,
            record: drive.record,
            items: stripped.items,
            results: [...assertions],
            ...(tree ? { tree } : {}),
            truncatedOnQuestion: drive.truncatedQuestion !== undefined,
          },
          annotations,
        )
      : {};
    assertions.push(...stalenessFailures(staleness.findings, opts));
    if (future && !opts.bestEffortFutureCassette) {
      assertions.push({
        assertion: {},
        pass: false,
        source: "cassette-format",
        message: `cassette format too new: cassette format v${version} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) — results may be unreliable; upgrade cowork-harness ${FUTURE_CASSETTE_HINT}`,
      });
    }
    for (const message of drive.protocolFailures) {
      assertions.push({
        assertion: { replay_protocol_fidelity: true },
        pass: false,
        source: "cassette-format",
        message,
      });
    }
    const allowStall = cassette.scenario.assert.some((a) => a.allow_stall !== undefined);
    const verdict = computeVerdict({ assertions, record: drive.record, allowStall });
    const result = assembleResult(cassette, path, drive.record, assertions, staleness, stripped.skipped, verdict);
    // added beside the result's own fields, never over them: the verdict and exit code stay the replay's
    for (const [k, v] of Object.entries(observed)) if (!(k in result)) result[k] = v;
    return result;
  } finally {
    tree?.dispose();
  }
}

/** The observer's fields; one that throws adds nothing but a warning (it reports, it never gates). */
function observe(observer: ReplayObserver, o: ReplayObservation, annotations: Annotation[]): Record<string, unknown> {
  try {
    return observer(o, annotations);
  } catch (e) {
    annotations.push({ level: "warning", message: `[replay] report pass failed, verdict unaffected: ${oneLine(e)}` });
    return {};
  }
}

function assembleResult(
  cassette: Cassette,
  path: string,
  record: RunRecord,
  assertions: AssertionResult[],
  staleness: ReplayStaleness,
  skipped: { full: number; partial: number },
  verdict: ReturnType<typeof computeVerdict>,
): ReplayResult {
  const s = cassette.scenario;
  const fidelity = s.fidelity ?? "container";
  return {
    command: "replay",
    mode: "run",
    scenario: s.name ?? path,
    cassette: path,
    fidelity: `replay:${fidelity}`,
    effectiveFidelity: `replay:${cassette.effectiveFidelity ?? fidelity}`,
    baseline: s.baseline ?? "latest",
    lane: s.lane ?? "local",
    prompt: s.prompt,
    ...referenceFields(record),
    result: record.result,
    decisions: record.decisions,
    egress: [],
    assertions,
    outDir: "(replay)",
    ...(staleness.findings.length > 0 ? { staleness: staleness.findings.map((f) => ({ ...f })) } : {}),
    ...((staleness.unchecked?.length ?? 0) > 0 ? { unchecked: [...staleness.unchecked!] } : {}),
    skippedAssertions: skipped,
    nonDeterministic: false,
    scratchpadEvidenceComplete: false,
    preRunLinkAware: (cassette.cassetteVersion ?? 0) >= 10,
    ...(cassette.fingerprint ? { fingerprint: { ...cassette.fingerprint, frozen: true } } : {}),
    ...(cassette.environment ? { execution: { location: cassette.environment.location ?? "local" } } : {}),
    verdict,
    outcome: deriveOutcome(record.result, verdict),
    provenance: provenanceOf(record),
    exitCode: verdict.exitCode,
  };
}

function provenanceOf(record: RunRecord): Provenance {
  const model = record.models.length > 0 ? record.models.join(",") : "unknown";
  if (!record.init) return { model, skill: "unknown", ablated: false };
  const offered = record.init.tools.includes("Skill") || record.init.skills.length > 0;
  if (!offered) return { model, skill: "not-offered", ablated: false };
  return { model, skill: record.skillsInvoked.length > 0 ? "offered,invoked" : "offered,NOT-invoked", ablated: false };
}

/** Keys that read tool results' full text (up to 10,240 chars) rather than their 500-char display text. */
const TOOL_RESULT_TEXT_KEYS = [
  "tool_result_contains",
  "tool_result_not_contains",
  "tool_result_matches",
  "tool_result_not_matches",
  "subagent_output_contains",
];

/**
 * Whether any frozen assertion reads tool result text. When none does, the replay keeps only the
 * display text of each result: the verdict is the same, and a long recording is not held in
 * memory (results then show `text` without `assertText`).
 */
export function readsToolResultText(assertions: readonly Record<string, unknown>[]): boolean {
  return assertions.some((a) => TOOL_RESULT_TEXT_KEYS.some((k) => a[k] !== undefined));
}

/** The synthetic result of a cassette that could not be replayed (exit 2). */
export function errorResult(path: string, message: string): ReplayResult {
  const verdict = computeVerdict({
    assertions: [],
    record: { result: "error", infraErrors: [], stalledOnQuestion: false },
    allowStall: false,
  });
  return {
    command: "replay",
    mode: "run",
    scenario: path,
    cassette: path,
    fidelity: "replay",
    baseline: "",
    result: "error",
    decisions: [],
    egress: [],
    assertions: [],
    outDir: "",
    durationMs: 0,
    error: message,
    verdict,
    outcome: "errored",
    provenance: { model: "unknown", skill: "unknown", ablated: false },
    exitCode: 2,
  };
}
