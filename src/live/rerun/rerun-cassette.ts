/**
 * `rerun` (issue 15): re-run a cassette by driving the real agent with the model turns the
 * cassette recorded, through the same run path `record` takes (src/live/record/record-scenario.ts), so
 * the tier is whatever `record` uses for the scenario's fidelity. The scenario run is the frozen
 * one (its recording-shaping fields are what the recorded turns answer) with the assertions chosen
 * by the reassert rules: the on-disk `assert:` block when the scenario file still matches the
 * recording (src/gate/reassert/plan.ts), else the frozen block. The live run is judged by the live
 * verdict `record` computes; its tool results and artifacts are compared with the recording.
 *
 * Outcomes: passed, failed (an assertion, a timeout, an agent failure), diverged (the agent asked
 * for a turn the recording never served: src/live/rerun/route-request.ts) and cannot (the recorded
 * agent version or tier cannot run here, the events lack the model turns, the scenario's
 * recording-shaping fields changed). Nothing is written unless `write`: then a passing re-run
 * replaces the cassette atomically, stamped `authoring.modelTurns: "replayed-from:<sha256>"`,
 * with fresh fingerprints; the recorded scenarioSource and model-script digest are kept (the
 * turns came from the old recording, not from today's script).
 */
import { loadSessionFile } from "../../core/session/load.js";
import { repositoryRootOf } from "../../core/util/repo-root.js";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import type { AssertionResult } from "../../gate/assert/context.js";
import { agentVersion } from "../agent/binary-info.js";
import { resolveAgentBinary } from "../agent/binary.js";
import { AgentRunError, AgentTimeoutError, ModelScriptMismatchError } from "../agent/errors.js";
import { checkCassette, loadCassetteFile } from "../../core/cassette/load.js";
import type { Cassette } from "../../core/cassette/types.js";
import { sha256Hex, sha256OfFile } from "../../gate/fingerprint/file-digest.js";
import { startRecordedTurnsServer } from "../model-server/recorded-server.js";
import type { ModelServer } from "../model-server/server.js";
import { findOnDiskScenario } from "../../core/scenario/on-disk-scenario.js";
import { planReassert } from "../../gate/reassert/plan.js";
import { recordTier } from "../record/container-tier.js";
import { recordScenario } from "../record/record-scenario.js";
import { formatOfVersion } from "../../core/cassette/format.js";
import { writeCassetteAtomic } from "../record/write-cassette.js";
import type { ReplayResult, RerunSummary } from "../../gate/replay/result.js";
import { oneLine } from "../../core/util/errors.js";
import { compareRuns, diffToolResults } from "./compare.js";
import { extractRecordedTurns } from "./recorded-turns.js";
import { nonContainerTier, tierName } from "./tier-guard.js";
import { budgetLeft, budgetRanOut, type RerunBudget } from "./budget.js";
import { DEFAULT_MAX_TIMEOUT_MS, runTimeLimit, type TimeLimit } from "../../core/settings/run-bounds.js";
import type { OnDiskScenario } from "../../core/scenario/on-disk-scenario.js";
import { TurnRouter } from "./route-request.js";

export type RerunStatus = RerunSummary["status"];
export type { RerunSummary };

export interface RerunOptions {
  /** judge the on-disk assert: block when the scenario still matches the recording (default true) */
  reassert?: boolean;
  write?: boolean;
  /** the caller's own wall-clock bound of the agent run (default: the scenario's timeout_ms cut at maxTimeoutMs, else maxTimeoutMs) */
  timeoutMs?: number;
  /** the trusted ceiling on a scenario's timeout_ms (default DEFAULT_MAX_TIMEOUT_MS) */
  maxTimeoutMs?: number;
  /** a person's opt-in (`rerun --allow-protocol-tier`) to re-run at the protocol tier, on the host; never the gate's */
  allowProtocolTier?: boolean;
  /** the gate's re-run step's total time budget (src/live/rerun/budget.ts) */
  budget?: RerunBudget;
  agentBinary?: string;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** a person's opt-in to session paths outside the repository (`rerun --allow-outside-paths`); never the gate's */
  allowOutsidePaths?: boolean;
  /**
   * The gate's re-run (check --rerun-stale, the Action): a session that widens egress
   * (`unrestricted`, `extra_allow`) is not run — a pull request could add it — and is reported.
   */
  refuseEgressWidening?: boolean;
}

export const DEFAULT_RERUN_TIMEOUT_MS = DEFAULT_MAX_TIMEOUT_MS;
export const MODEL_TURNS_STAMP = "replayed-from:";

export interface RerunOutcome {
  cassette: string;
  summary: RerunSummary;
  /** the live verdict (absent when the cassette could not be re-run or the run did not finish) */
  result?: ReplayResult;
}

const empty = { added: [], removed: [], changed: [] };

function cannot(
  cassette: string,
  why: string,
  assertionsFrom: RerunSummary["assertionsFrom"] = "frozen",
): RerunOutcome {
  return notRerun(cassette, `cannot re-run: ${why}`, assertionsFrom);
}

/** A cassette that was not re-run, reported with `message` (its staleness stays unverified). */
function notRerun(
  cassette: string,
  message: string,
  assertionsFrom: RerunSummary["assertionsFrom"] = "frozen",
): RerunOutcome {
  return {
    cassette,
    summary: {
      status: "cannot",
      message,
      passed: 0,
      total: 0,
      failing: [],
      toolResults: [],
      artifacts: empty,
      assertionsFrom,
      written: false,
      durationMs: 0,
    },
  };
}

/** The agent version the cassette was recorded with: its environment stamp, else the init event's. */
export function recordedAgentVersion(c: Cassette): string | undefined {
  if (typeof c.environment?.agentVersion === "string") return c.environment.agentVersion;
  for (const line of c.events.slice(0, 50)) {
    if (!line.includes('"init"')) continue;
    try {
      const ev = JSON.parse(line) as Record<string, unknown>;
      if (ev.type === "system" && ev.subtype === "init" && typeof ev.claude_code_version === "string")
        return ev.claude_code_version;
    } catch {
      /* not JSON */
    }
  }
  return undefined;
}

/** The tiers a person's own `rerun --allow-protocol-tier` may run; without it only container (tier-guard.ts). */
const RERUNNABLE_TIERS = new Set(["container", "protocol"]);

/** Why this cassette cannot be re-run here, or undefined. */
function refusal(c: Cassette, binary: string | undefined): string | undefined {
  const tier = c.effectiveFidelity ?? c.environment?.tier;
  if (tier !== undefined && !RERUNNABLE_TIERS.has(tier))
    return `it was recorded at the ${tierName(tier)} tier, which cannot run here (re-run needs the container tier)`;
  try {
    recordTier(c.scenario.fidelity);
  } catch (e) {
    return oneLine(e);
  }
  const recorded = recordedAgentVersion(c);
  const here = binary ? agentVersion(binary) : undefined;
  if (recorded === undefined)
    return "the recording does not say which agent version made it (no environment.agentVersion, no init event)";
  if (here === undefined) return `the agent here does not report its version (the recording's is ${recorded})`;
  if (recorded !== here)
    return `it was recorded with agent ${recorded} and this machine runs ${here} (the wire shapes move between releases) — re-record it`;
  return undefined;
}

/** The scenario object to run: frozen, assertions per the reassert rules, file references absolute. */
async function scenarioToRun(
  c: Cassette,
  path: string,
  reassert: boolean,
  onDisk: OnDiskScenario,
): Promise<{ scenario: Record<string, unknown>; from: RerunSummary["assertionsFrom"] } | { cannot: string }> {
  let scenario: Record<string, unknown> = { ...(c.scenario as Record<string, unknown>) };
  let from: RerunSummary["assertionsFrom"] = "frozen";
  if (reassert) {
    if (onDisk.status === "invalid") return { cannot: `the scenario file does not load: ${onDisk.message}` };
    if (onDisk.status === "loaded") {
      const plan = planReassert(c, onDisk.loaded);
      if (plan.kind === "drift")
        return {
          cannot: `the scenario's recording-shaping field(s) ${plan.fields.join(", ")} changed since the recording, so its model turns answer another scenario — re-record it`,
        };
      scenario = { ...(plan.cassette.scenario as Record<string, unknown>) };
      from = "scenario file";
    }
  }
  const dir = dirname(resolve(path));
  const abs = (p: unknown): unknown =>
    typeof p === "string" && p !== "(inline)" && !isAbsolute(p) ? resolve(dir, p) : p;
  scenario.session = abs(scenario.session);
  if (scenario.model_script !== undefined) scenario.model_script = abs(scenario.model_script);
  return { scenario, from };
}

/** The re-run cassette as it is written: stamped, with the recording's source and script digest. */
export function stampRerun(fresh: Cassette, old: Cassette, oldSha256: string): Cassette {
  const out: Cassette = { ...fresh };
  if (old.scenarioSource !== undefined) out.scenarioSource = old.scenarioSource;
  else delete out.scenarioSource;
  if (out.cassetteVersion !== 9) {
    const inputs = { ...(out.inputs ?? {}) };
    if (old.inputs?.modelScript) inputs.modelScript = old.inputs.modelScript;
    else delete inputs.modelScript;
    if (Object.keys(inputs).length > 0) out.inputs = inputs;
    else delete out.inputs;
  }
  out.authoring = {
    nonDeterministic: false,
    ...(fresh.authoring ?? {}),
    modelTurns: `${MODEL_TURNS_STAMP}${oldSha256}`,
  };
  return out;
}

/** Why the gate does not re-run this session's network access, or undefined when it opens none. */
export async function egressWidening(session: unknown): Promise<string | undefined> {
  if (typeof session !== "string" || session === "(inline)") return undefined;
  let egress: { unrestricted: boolean; extra_allow: string[] };
  try {
    egress = (await loadSessionFile(session)).resolved.egress;
  } catch {
    return undefined; // the run itself reports a session that does not load
  }
  const what = [
    ...(egress.unrestricted ? ["egress.unrestricted: true"] : []),
    ...(egress.extra_allow.length > 0 ? [`egress.extra_allow: ${egress.extra_allow.join(", ")}`] : []),
  ];
  if (what.length === 0) return undefined;
  return `the session widens the sandbox's network access (${what.join("; ")}) — the gate never re-runs a pull request's network access; review the change and re-record it locally`;
}

/** The agent run's bound: the caller's, else the scenario's timeout_ms cut at the ceiling (said once, at its line). */
function timeLimitOf(
  scenario: Record<string, unknown>,
  path: string,
  onDisk: OnDiskScenario,
  opts: RerunOptions,
): TimeLimit {
  const asked = scenario.timeout_ms;
  const line =
    onDisk.status === "loaded" && onDisk.loaded.scenario.timeout_ms === asked
      ? onDisk.loaded.keyLines["timeout_ms"]
      : undefined;
  const where =
    onDisk.status === "loaded" && line !== undefined
      ? `${shown(onDisk.path)}:${line}`
      : `${shown(path)} (its frozen scenario's timeout_ms)`;
  return runTimeLimit({
    explicitMs: opts.timeoutMs,
    scenarioMs: asked,
    ...(opts.maxTimeoutMs !== undefined ? { maxTimeoutMs: opts.maxTimeoutMs } : {}),
    where,
  });
}

function shown(path: string): string {
  return relative(process.cwd(), path) || path;
}

export async function rerunCassette(path: string, opts: RerunOptions): Promise<RerunOutcome> {
  const log = opts.log ?? (() => undefined);
  // the step's budget is spent: not even the cassette is read
  if (opts.budget !== undefined && budgetLeft(opts.budget) === 0) return notRerun(path, budgetRanOut(opts.budget));
  let old: Cassette;
  let oldSha256: string;
  try {
    // loaded first: the loader refuses a FIFO, a device or a link out of the repository before
    // anything reads it, which the digest's fallback read would block on
    old = (await loadCassetteFile(path)).cassette;
    // the digest the re-run is stamped with, streamed rather than held (a cassette may be large)
    oldSha256 = sha256OfFile(path) ?? sha256Hex(await readFile(path));
  } catch (e) {
    return cannot(path, oneLine(e));
  }
  if (opts.refuseEgressWidening === true) {
    // before anything else: a pull request's network widening is reported, never run
    const session = old.scenario.session;
    const widening = await egressWidening(
      typeof session === "string" && session !== "(inline)" && !isAbsolute(session)
        ? resolve(dirname(resolve(path)), session)
        : session,
    );
    if (widening !== undefined) return cannot(path, widening);
  }
  const onDisk = await findOnDiskScenario(old, path);
  if (opts.allowProtocolTier !== true) {
    // every source of the tier a pull request can write must say container, or nothing runs
    const tier = nonContainerTier(old, onDisk);
    if (tier !== undefined) return cannot(path, tier);
  }
  const recorded = extractRecordedTurns(old.events, old.scenario.prompt ?? "");
  if (recorded.problem) return cannot(path, recorded.problem);
  let binary: string | undefined;
  try {
    binary = resolveAgentBinary(opts.agentBinary, opts.env);
  } catch (e) {
    return cannot(path, oneLine(e));
  }
  const refused = refusal(old, binary);
  if (refused) return cannot(path, refused);
  const chosen = await scenarioToRun(old, path, opts.reassert !== false, onDisk);
  if ("cannot" in chosen) return cannot(path, chosen.cannot);

  if (opts.refuseEgressWidening === true) {
    const widening = await egressWidening(chosen.scenario.session);
    if (widening !== undefined) return cannot(path, widening, chosen.from);
  }

  const router = new TurnRouter(recorded);
  const held: { server?: ModelServer } = {};
  const tmp = await mkdtemp(join(tmpdir(), "cowork-rerun-"));
  const started = performance.now();
  const base = { failing: [] as AssertionResult[], assertionsFrom: chosen.from, written: false };
  let cutByBudget = false;
  try {
    const scenarioPath = join(tmp, "scenario.yaml");
    await writeFile(scenarioPath, JSON.stringify(chosen.scenario, null, 2));
    const limit = timeLimitOf(chosen.scenario, path, onDisk, opts);
    if (limit.cut !== undefined) log(limit.cut);
    const left = opts.budget !== undefined ? budgetLeft(opts.budget) : Number.POSITIVE_INFINITY;
    if (left === 0) return notRerun(path, budgetRanOut(opts.budget!), chosen.from);
    const timeoutMs = Math.min(limit.ms, left);
    cutByBudget = timeoutMs < limit.ms;
    log(
      `re-running ${relative(process.cwd(), path) || path} with ${recorded.turns.length} recorded model turn(s) in ${recorded.conversations.size} conversation(s)`,
    );
    const outcome = await recordScenario({
      scenarioPath,
      out: path,
      format: formatOfVersion(old.cassetteVersion),
      write: false,
      allowFailing: true,
      timeoutMs,
      ...(binary ? { agentBinary: binary } : {}),
      env: opts.env,
      log,
      repoRoot: repositoryRootOf(path),
      ...(opts.allowOutsidePaths === true ? { allowOutsidePaths: true } : {}),
      // the run itself refuses any other tier too, whatever the scenario written above says
      ...(opts.allowProtocolTier !== true ? { bounds: { containerTierOnly: true } } : {}),
      modelServer: async (host) => {
        held.server = await startRecordedTurnsServer({
          host,
          respond: (body) => {
            const routed = router.route(body);
            if (routed.kind === "diverged") return { diverged: routed.message, turn: routed.turn };
            const t = routed.turn;
            return {
              turn: {
                turn: t.seq,
                blocks: t.blocks,
                ...(t.model ? { model: t.model } : {}),
                ...(t.usage ? { usage: t.usage } : {}),
              },
            };
          },
        });
        return held.server;
      },
    });
    const durationMs = Math.round(performance.now() - started);
    const fresh = stampRerun(outcome.cassette, old, oldSha256);
    // the stamped file must load as it will be written
    checkCassette(JSON.parse(JSON.stringify(fresh)) as unknown, path);
    const result = outcome.result;
    const judged = result.assertions.filter((a) => a.source !== "staleness");
    const diff = compareRuns(old, fresh);
    const pass = result.verdict.pass;
    const failures = result.verdict.failures.filter((f) => f.kind !== "assertion").map((f) => f.message);
    const summary: RerunSummary = {
      ...base,
      status: pass ? "passed" : "failed",
      ...(!pass && failures.length > 0 ? { message: failures.join("; ") } : {}),
      passed: judged.filter((a) => a.pass).length,
      total: judged.length,
      failing: judged.filter((a) => !a.pass),
      toolResults: diff.toolResults,
      artifacts: diff.artifacts,
      durationMs,
    };
    if (opts.write && pass) {
      await writeCassetteAtomic(path, fresh);
      summary.written = true;
    }
    return { cassette: path, summary, result };
  } catch (e) {
    if (cutByBudget && e instanceof AgentTimeoutError)
      return notRerun(path, budgetRanOut(opts.budget!, true), chosen.from);
    const durationMs = Math.round(performance.now() - started);
    const partial = e instanceof AgentRunError ? e.run : undefined;
    const toolResults = partial ? diffToolResults(old.events, partial.events) : [];
    const diverged = held.server?.errors[0];
    const status: RerunStatus = diverged && e instanceof ModelScriptMismatchError ? "diverged" : "failed";
    const message =
      status === "diverged"
        ? diverged!.message
        : e instanceof AgentTimeoutError
          ? `the re-run did not finish: ${oneLine(e)}`
          : `the re-run failed: ${oneLine(e)}`;
    const total = Array.isArray(chosen.scenario.assert) ? chosen.scenario.assert.length : 0;
    return {
      cassette: path,
      summary: { ...base, status, message, passed: 0, total, toolResults, artifacts: empty, durationMs },
    };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
