/**
 * One live run of a scenario, end to end (issue 4): stage the session layout, start the
 * model (a scripted server on loopback, or the real API with a key), the egress proxy and the
 * agent; build, scrub and judge the cassette; write it only when the live verdict passes
 * (or `allowFailing`) — atomically, so a failed run never replaces a good cassette.
 */
import { basename, dirname, extname, join, resolve } from "node:path";
import { stat } from "node:fs/promises";
import { runAgent } from "../agent/run-agent.js";
import { AGENT_MAX_RETRIES_ENV } from "../agent/env.js";
import { buildDecider } from "../agent/decider/build.js";
import { loadModelScript } from "../model-server/load-script.js";
import { startModelServer, type ModelServer } from "../model-server/server.js";
import { loadScenarioFile } from "../scenario/load.js";
import { MODEL_SCRIPT_KEY_DEPRECATION } from "../scenario/model-script-ref.js";
import { loadSessionFile, type LoadedSession } from "../session/load.js";
import { SessionSchema } from "../session/model.js";
import { UsageError } from "../util/errors.js";
import { prepareTier, recordTier, type TierRun } from "./container-tier.js";
import { safeFileStem, unsafeFileNameReason } from "./safe-name.js";
import { scanCassette, type PrivacyFinding } from "../verify/privacy-scan.js";
import type { AllowPattern } from "../verify/privacy-patterns.js";
import { loadBaseline } from "../baselines/load.js";
import { sessionAllowlist } from "../container/egress-allowlist.js";
import { finishRecording } from "./finish-recording.js";
import { sha256OfFile } from "../fingerprint/file-digest.js";
import type { CassetteFormat } from "./format.js";
import { stageSessionLayout } from "./layout.js";
import { capturePreRunManifest } from "./pre-run.js";
import { secretValuesFromEnv } from "./secret-patterns.js";
import { writeCassetteAtomic } from "./write-cassette.js";
import { evaluateLiveEgress } from "./live-egress.js";
import type { ReplayResult } from "../replay/result.js";
import type { Annotation } from "../replay/options.js";
import type { Cassette } from "../cassette/types.js";

/**
 * The agent's model-request retries against a scripted model, unless the caller's environment sets
 * CLAUDE_CODE_MAX_RETRIES: a scripted fault is deterministic, so the agent's default (10 retries
 * with exponential backoff) only delays the failure by minutes; two still let a script test
 * recovery from a fault.
 */
export const SCRIPTED_MODEL_MAX_RETRIES = "2";

export interface RecordOptions {
  scenarioPath: string;
  /** a cassette file, or a directory (existing, or ending in "/") to hold `<name>.cassette.json`; default beside the scenario */
  out?: string;
  /** overrides the scenario's model script (directive comment or deprecated `model_script:` key) */
  modelScript?: string;
  format: CassetteFormat;
  allowFailing?: boolean;
  timeoutMs?: number;
  agentBinary?: string;
  baselinesDir?: string;
  /** false for `run`: judge the live run, write nothing */
  write: boolean;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** privacy allow patterns (--allow*, --allow-patterns-file, the repository's .cowork-allow-patterns) */
  allow?: AllowPattern[];
  /** serves the model instead of a script or the real API (`rerun`: a cassette's recorded turns), listening on the given host */
  modelServer?: (host: string) => Promise<ModelServer>;
}

export interface RecordOutcome {
  cassettePath: string;
  written: boolean;
  result: ReplayResult;
  annotations: Annotation[];
  /** the scrubbed cassette the run produced (written or not) */
  cassette: Cassette;
  /** what verify's privacy scan would flag in the cassette; any finding keeps it from being written */
  privacy: PrivacyFinding[];
}

/** The cassette a scenario records to. */
export async function cassettePathFor(scenarioPath: string, name: string, out: string | undefined): Promise<{ path: string; outDir: string }> {
  const stem = name || basename(scenarioPath, extname(scenarioPath));
  const why = unsafeFileNameReason(stem);
  if (why !== undefined && (out === undefined || out.endsWith("/") || (await stat(out).then((s) => s.isDirectory(), () => false)))) {
    throw new UsageError(`scenario name ${JSON.stringify(stem)} cannot name the cassette file: ${why} — rename the scenario (e.g. "${safeFileStem(stem)}") or pass --out FILE`);
  }
  const file = `${stem}.cassette.json`;
  if (out === undefined) return { path: join(dirname(scenarioPath), file), outDir: dirname(scenarioPath) };
  const isDir = out.endsWith("/") || (await stat(out).then((s) => s.isDirectory(), () => false));
  return isDir ? { path: join(out, file), outDir: out } : { path: out, outDir: dirname(out) };
}

export async function recordScenario(opts: RecordOptions): Promise<RecordOutcome> {
  const log = opts.log ?? (() => undefined);
  const scenarioPath = resolve(opts.scenarioPath);
  const loaded = await loadScenarioFile(scenarioPath);
  const scenario = loaded.scenario;
  const scenarioDir = dirname(scenarioPath);
  const session: LoadedSession | undefined =
    scenario.session === "(inline)" ? undefined : await loadSessionFile(resolve(scenarioDir, scenario.session));
  const sessionConfig = session?.resolved ?? SessionSchema.parse({});
  const { path: cassettePath, outDir } = await cassettePathFor(scenarioPath, scenario.name, opts.out);

  const named = loaded.modelScript;
  if (named?.form === "key" && !opts.modelScript) log(`warning: ${opts.scenarioPath}: ${MODEL_SCRIPT_KEY_DEPRECATION}`);
  const scriptPath = opts.modelScript ? resolve(opts.modelScript) : named ? resolve(scenarioDir, named.path) : undefined;
  const apiKey = opts.env.ANTHROPIC_API_KEY;
  if (!scriptPath && !apiKey && !opts.modelServer) {
    throw new UsageError(`${opts.scenarioPath}: no model to run against — name a model script in the scenario ("# cowork-harness model_script: FILE"), pass --model-script FILE, or set ANTHROPIC_API_KEY for the real API`);
  }

  const tier = recordTier(scenario.fidelity);
  const spawnEnv = opts.baselinesDir !== undefined ? baselineSpawnEnv((await loadBaseline(opts.baselinesDir, typeof scenario.baseline === "string" ? scenario.baseline : "latest")).baseline.spawn?.env) : undefined;
  let server: ModelServer | undefined;
  const layout = stageSessionLayout(sessionConfig, { tier });
  let tierRun: TierRun | undefined;
  try {
    for (const w of layout.warnings) log(`warning: ${w}`);
    tierRun = await prepareTier({ tier, scenarioName: scenario.name, layout, allow: sessionAllowlist(sessionConfig.egress), scriptedModel: scriptPath !== undefined || opts.modelServer !== undefined, ...(opts.agentBinary ? { agentBinary: opts.agentBinary } : {}), env: opts.env, log });
    const preRun = await capturePreRunManifest(layout.workRoot, [...layout.userVisibleRoots, "uploads"], { env: opts.env });
    if (opts.modelServer) server = await opts.modelServer(tierRun.modelHost);
    else if (scriptPath) server = await startModelServer({ script: await loadModelScript(scriptPath), scriptName: scriptPath, host: tierRun.modelHost });
    const creds: Record<string, string> = !server && apiKey ? { ANTHROPIC_API_KEY: apiKey } : {};
    const retries = opts.env[AGENT_MAX_RETRIES_ENV] ?? (server ? SCRIPTED_MODEL_MAX_RETRIES : undefined);
    const modelBaseUrl = server?.url ?? opts.env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com";
    log(`recording ${scenario.name} at the ${tier} tier (${server ? "scripted model" : "real API"}, ${opts.format})`);
    const run = await runAgent({
      ...(opts.agentBinary ? { binary: opts.agentBinary } : {}),
      cwd: layout.cwd,
      runDir: layout.agentRunDir,
      prompt: scenario.prompt,
      decider: buildDecider({ answers: scenario.answers, parity: sessionConfig.permission_parity, onUnanswered: scenario.on_unanswered ?? "fail", warn: (m) => log(`warning: ${m}`) }),
      modelBaseUrl,
      ...(sessionConfig.model ? { model: sessionConfig.model } : {}),
      ...((opts.timeoutMs ?? scenario.timeout_ms) ? { timeoutMs: opts.timeoutMs ?? scenario.timeout_ms } : {}),
      ...tierRun.agent,
      ...(spawnEnv ? { spawnEnv } : {}),
      extraEnv: { ...tierRun.agent.extraEnv, ...creds, ...(retries !== undefined ? { [AGENT_MAX_RETRIES_ENV]: retries } : {}) },
      ...(server ? { modelErrors: () => server!.errors } : {}),
      warn: (m) => log(`warning: ${m}`),
    });
    const guestPath = tierRun.guestPath;
    const rec = await finishRecording({
      format: opts.format,
      cassettePath,
      scenarioPath,
      scenario: { ...loaded.authored, prompt: scenario.prompt, session: scenario.session },
      session,
      ...(scriptPath ? { modelScript: { path: scriptPath, sha256: sha256OfFile(scriptPath) ?? "" } } : {}),
      layout: { ...layout, folderPrefixMap: layout.folderPrefixMap.map((m) => ({ from: guestPath(m.from), mount: m.mount })) },
      preRun,
      run,
      effectiveFidelity: tier,
      environment: { ...tierRun.environment },
      secretValues: secretValuesFromEnv(opts.env, creds),
      ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}),
      env: opts.env,
    });
    for (const w of rec.warnings) log(`warning: ${w}`);
    const result = evaluateLiveEgress(rec.verdict.result, loaded.authored, tierRun.attempts());
    const privacy = scanCassette(rec.cassette, opts.allow ?? []).filter((f) => f.cls !== "unscanned");
    const written = opts.write && privacy.length === 0 && (result.verdict.pass || opts.allowFailing === true);
    if (written) await writeCassetteAtomic(cassettePath, rec.cassette, { outDir });
    return { cassettePath, written, result, annotations: rec.verdict.annotations, cassette: rec.cassette, privacy };
  } finally {
    await tierRun?.close();
    await server?.close();
    layout.cleanup();
  }
}

/** The baseline's spawn.env, when it has one of string values. */
function baselineSpawnEnv(env: unknown): Record<string, string> | undefined {
  if (env === null || typeof env !== "object" || Array.isArray(env)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === "string") out[k] = v;
  return Object.keys(out).length > 0 ? out : undefined;
}
