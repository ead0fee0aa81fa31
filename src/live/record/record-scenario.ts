/**
 * One live run of a scenario, end to end (issue 4): stage the session layout, start the
 * model (a scripted server on loopback, or the real API with a key), the egress proxy and the
 * agent; build, scrub and judge the cassette; write it only when the live verdict passes
 * (or `allowFailing`) — atomically, so a failed run never replaces a good cassette.
 */
import { RunProgress, heartbeatMs, startHeartbeat } from "../agent/progress.js";
import { basename, dirname, extname, join, relative, resolve } from "node:path";
import { stat } from "node:fs/promises";
import { runAgent } from "../agent/run-agent.js";
import { AGENT_MAX_RETRIES_ENV } from "../agent/env.js";
import { buildDecider } from "../agent/decider/build.js";
import { loadModelScript } from "../../core/model-script/load-script.js";
import { startModelServer, type ModelServer } from "../model-server/server.js";
import { loadScenarioFile } from "../../core/scenario/load.js";
import { MODEL_SCRIPT_KEY_DEPRECATION } from "../../core/scenario/model-script-ref.js";
import { declaredSkillDirs, loadSessionFile, type LoadedSession } from "../../core/session/load.js";
import { assertScenarioFileContained, assertSessionContained } from "../../core/session/paths.js";
import { assertNoRepositoryFolders } from "../../core/session/connected-folders.js";
import { planStaging } from "./tracked-staging.js";
import { repositoryRootOf } from "../../core/util/repo-root.js";
import { SessionSchema } from "../../core/session/model.js";
import { EXIT, HarnessError, UsageError, oneLine } from "../../core/util/errors.js";
import { prepareTier, recordTier, type TierRun } from "./container-tier.js";
import { sessionRootOf } from "../../core/scenario/session-root.js";
import { safeFileStem, unsafeFileNameReason } from "./safe-name.js";
import { scanCassette, type PrivacyFinding } from "../../gate/verify/privacy-scan.js";
import type { AllowPattern } from "../../gate/verify/privacy-patterns.js";
import { loadBaseline } from "../../core/baselines/load.js";
import { sessionAllowlist } from "../container/egress-allowlist.js";
import { finishRecording } from "./finish-recording.js";
import { sha256OfFile } from "../../gate/fingerprint/file-digest.js";
import type { CassetteFormat } from "../../core/cassette/format.js";
import { stageSessionLayout, type SessionLayout } from "./layout.js";
import { ModelScriptMismatchError } from "../agent/errors.js";
import { TOOL_RESULT_UNMET } from "../model-server/match-expect.js";
import { armInterruptCleanup } from "../container/interrupt.js";
import { sweepBeforeRun } from "../container/sweep.js";
import { capturePreRunManifest } from "../workspace/pre-run.js";
import { secretValuesFromEnv } from "../../core/util/secret-patterns.js";
import { writeCassetteAtomic } from "./write-cassette.js";
import { protocolTierRefusal, runTimeLimit, type RunBounds } from "../../core/settings/run-bounds.js";
import { untrackedFilesUnder, untrackedWarning } from "./untracked-skill-files.js";
import { evaluateLiveEgress } from "./live-egress.js";
import { judgeLive } from "../judge/judge-live.js";
import { capabilityPreflight, declaredCapabilities } from "../judge/capability-guard.js";
import { startLiveSampler } from "../judge/live-sampler.js";
import { sessionAgentSettings } from "../judge/session-args.js";
import { containerBaseline } from "../../core/baselines/container-baseline.js";
import { baselineAllowDomains, renderCoworkPrompts } from "../judge/cowork-prompt.js";
import { baselineEffortDefault, validateEffort } from "../judge/effort.js";
import type { ReplayResult } from "../../gate/replay/result.js";
import type { Annotation } from "../../gate/replay/options.js";
import type { Cassette } from "../../core/cassette/types.js";
import { LiveDeciderSession } from "../answerers/live-session.js";
import { authoringWarning, liveGateCount, type AuthoringStamp } from "../answerers/authoring.js";
import { RunKeeper } from "../run-dir/keep.js";
import { keepRoot } from "../../gate/trace/run-layout.js";
import { createRedactor } from "../../core/util/redact.js";
import { AgentRunError } from "../agent/errors.js";

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
  /** the command's live deciders (--on-unanswered, --decider-*); default: the scenario's on_unanswered alone */
  live?: LiveDeciderSession;
  /**
   * The repository work tree every path the scenario and its session name must resolve inside
   * (src/core/session/paths.ts); default: the one holding the scenario file.
   */
  repoRoot?: string;
  /** a person's opt-in (`--allow-outside-paths`) to stage paths from outside the repository; never set by the Action */
  allowOutsidePaths?: boolean;
  /** keep the run's evidence (events, stderr, egress, status, result) in a run directory under this root (default: COWORK_HARNESS_RUNS_DIR, else not kept) */
  keepRunRoot?: string;
  /** the trusted time ceiling and tier rule (src/core/settings/run-bounds.ts); `timeoutMs`, when given, is the caller's own bound */
  bounds?: RunBounds;
}

/** A baseline name that names a file in the baselines directory, not a path out of it. */
const BASELINE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export interface RecordOutcome {
  cassettePath: string;
  written: boolean;
  result: ReplayResult;
  annotations: Annotation[];
  /** the scrubbed cassette the run produced (written or not) */
  cassette: Cassette;
  /** what verify's privacy scan would flag in the cassette; any finding keeps it from being written */
  privacy: PrivacyFinding[];
  /** set when a live decider answered at least one gate (the cassette's authoring stamp says which) */
  authoredLive?: { channel?: string; gates: number };
}

/** The cassette a scenario records to. */
export async function cassettePathFor(
  scenarioPath: string,
  name: string,
  out: string | undefined,
): Promise<{ path: string; outDir: string }> {
  const stem = name || basename(scenarioPath, extname(scenarioPath));
  const why = unsafeFileNameReason(stem);
  if (
    why !== undefined &&
    (out === undefined ||
      out.endsWith("/") ||
      (await stat(out).then(
        (s) => s.isDirectory(),
        () => false,
      )))
  ) {
    throw new UsageError(
      `scenario name ${JSON.stringify(stem)} cannot name the cassette file: ${why} — rename the scenario (e.g. "${safeFileStem(stem)}") or pass --out FILE`,
    );
  }
  const file = `${stem}.cassette.json`;
  if (out === undefined) return { path: join(dirname(scenarioPath), file), outDir: dirname(scenarioPath) };
  const isDir =
    out.endsWith("/") ||
    (await stat(out).then(
      (s) => s.isDirectory(),
      () => false,
    ));
  return isDir ? { path: join(out, file), outDir: out } : { path: out, outDir: dirname(out) };
}

export async function recordScenario(opts: RecordOptions): Promise<RecordOutcome> {
  const log = opts.log ?? (() => undefined);
  const scenarioPath = resolve(opts.scenarioPath);
  const loaded = await loadScenarioFile(scenarioPath);
  const scenario = loaded.scenario;
  const lineOf = (key: string): string =>
    `${relative(process.cwd(), scenarioPath) || scenarioPath}${loaded.keyLines[key] !== undefined ? `:${loaded.keyLines[key]}` : ""}`;
  // before anything is read or staged: a pull request's code runs only in the container
  if (opts.bounds?.containerTierOnly === true && recordTier(scenario.fidelity) !== "container")
    throw new HarnessError(protocolTierRefusal(lineOf("fidelity"), scenario.fidelity));
  const limit = runTimeLimit({
    explicitMs: opts.timeoutMs,
    scenarioMs: scenario.timeout_ms,
    maxTimeoutMs: opts.bounds?.maxTimeoutMs,
    where: lineOf("timeout_ms"),
  });
  if (limit.cut !== undefined) log(limit.cut);
  const scenarioDir = dirname(scenarioPath);
  const sessionPath = scenario.session === "(inline)" ? undefined : resolve(scenarioDir, scenario.session);
  // a session file outside the repository is not even read: its parse error could quote a host file
  if (sessionPath !== undefined && opts.allowOutsidePaths !== true)
    assertScenarioFileContained(scenarioPath, "session", sessionPath, {
      repoRoot: opts.repoRoot ?? repositoryRootOf(scenarioPath),
    });
  const session: LoadedSession | undefined = sessionPath === undefined ? undefined : await loadSessionFile(sessionPath);
  const sessionConfig = session?.resolved ?? SessionSchema.parse({});
  const { path: cassettePath, outDir } = await cassettePathFor(scenarioPath, scenario.name, opts.out);

  const named = loaded.modelScript;
  if (named?.form === "key" && !opts.modelScript) log(`warning: ${opts.scenarioPath}: ${MODEL_SCRIPT_KEY_DEPRECATION}`);
  const scriptPath = opts.modelScript
    ? resolve(opts.modelScript)
    : named
      ? resolve(scenarioDir, named.path)
      : undefined;
  const apiKey = opts.env.ANTHROPIC_API_KEY;
  if (!scriptPath && !apiKey && !opts.modelServer) {
    throw new UsageError(
      `${opts.scenarioPath}: no model to run against — name a model script in the scenario ("# cowork-harness model_script: FILE"), pass --model-script FILE, or set ANTHROPIC_API_KEY for the real API`,
    );
  }

  if (typeof scenario.baseline === "string" && !BASELINE_NAME.test(scenario.baseline)) {
    throw new UsageError(
      `${opts.scenarioPath}: baseline ${JSON.stringify(scenario.baseline)} is not a baseline name (letters, digits, ".", "_", "-"; no path)`,
    );
  }
  if (opts.allowOutsidePaths !== true) {
    // before anything is staged or started: every named path stays in the repository
    const ctx = { repoRoot: opts.repoRoot ?? repositoryRootOf(scenarioPath) };
    if (session) assertSessionContained(session.path, session.resolved, ctx);
    if (named && !opts.modelScript && scriptPath)
      assertScenarioFileContained(scenarioPath, "model script", scriptPath, ctx, named.line);
  }
  // a live run stages only what git tracks, and never a whole repository (src/live/record/tracked-staging.ts)
  const repoRoot = opts.repoRoot ?? repositoryRootOf(scenarioPath);
  if (session) assertNoRepositoryFolders(session.path, session.resolved, { repoRoot });
  const staging = await planStaging(sessionConfig, {
    env: opts.env,
    repoRoot,
    ...(session ? { sessionFile: session.path } : {}),
  });
  if (opts.write && session) {
    const untracked = untrackedWarning(
      await untrackedFilesUnder(declaredSkillDirs(session.resolved), opts.env),
      process.cwd(),
    );
    if (untracked !== undefined) log(`warning: ${untracked}`);
  }

  // the live deciders are resolved (and refused, e.g. a model decider without a key) before anything starts
  const ownLive =
    opts.live === undefined
      ? new LiveDeciderSession({}, { command: opts.write ? "record" : "run", cwd: scenarioDir, env: opts.env, log })
      : undefined;
  const deciding = (opts.live ?? ownLive!).forScenario(scenario.on_unanswered, opts.scenarioPath);

  const tier = recordTier(scenario.fidelity);
  const desktop =
    opts.baselinesDir !== undefined
      ? await loadBaseline(opts.baselinesDir, typeof scenario.baseline === "string" ? scenario.baseline : "latest")
      : undefined;
  const spawnEnv = desktop ? baselineSpawnEnv(desktop.baseline.spawn?.env) : undefined;
  if (desktop)
    validateEffort(
      desktop.baseline,
      sessionConfig.model,
      sessionConfig.effort,
      session
        ? `${relative(process.cwd(), session.path) || session.path}${session.keyLines.effort ? ` (line ${session.keyLines.effort})` : ""}`
        : opts.scenarioPath,
    );
  let server: ModelServer | undefined;
  if (opts.env.COWORK_SWEEP !== "off") sweepBeforeRun(undefined, log);
  armInterruptCleanup(undefined);
  const layout = stageSessionLayout(sessionConfig, {
    tier,
    staging,
    ...(opts.allowOutsidePaths !== true ? { containRoot: opts.repoRoot ?? repositoryRootOf(scenarioPath) } : {}),
  });
  let tierRun: TierRun | undefined;
  const keepRunRoot = keepRoot(opts.keepRunRoot, opts.env, process.cwd());
  const keeper = keepRunRoot
    ? await RunKeeper.open({
        root: keepRunRoot,
        scenario: scenario.name,
        fidelity: tier,
        command: opts.write ? "record" : "run",
        redact: createRedactor({ secretValues: secretValuesFromEnv(opts.env, {}) }),
        env: opts.env,
        log,
      })
    : undefined;
  const started = Date.now();
  try {
    for (const w of layout.warnings) log(`warning: ${w}`);
    for (const n of layout.notices) log(`notice: ${n}`);
    tierRun = await prepareTier({
      tier,
      scenarioName: scenario.name,
      layout,
      allow: sessionAllowlist(sessionConfig.egress, desktop ? baselineAllowDomains(desktop) : []),
      scriptedModel: scriptPath !== undefined || opts.modelServer !== undefined,
      sessionLimits: sessionConfig.limits,
      ...(opts.agentBinary ? { agentBinary: opts.agentBinary } : {}),
      env: opts.env,
      log,
    });
    const declaredCaps = declaredCapabilities(scenario.requires_capabilities);
    const waivesCaps = scenario.assert.some((a) => a.allow_missing_capability === true);
    if (declaredCaps.length > 0) {
      // before the agent starts: a declared family the image lacks would make a run Cowork never makes
      const pre = capabilityPreflight(declaredCaps, tierRun.capabilityProbe(), waivesCaps);
      const at = loaded.keyLines.requires_capabilities;
      if (pre.refuse)
        throw new HarnessError(`${opts.scenarioPath}${at !== undefined ? `:${at}` : ""}: ${pre.refuse}`, EXIT.boundary);
      if (pre.notice) log(`notice: ${pre.notice}`);
    }
    const settings = sessionAgentSettings(sessionConfig, {
      tier,
      configDir: layout.configDir,
      guestPath: tierRun.guestPath,
      sessionWhere: session
        ? `${relative(process.cwd(), session.path) || session.path}${session.keyLines.mcp ? ` (line ${session.keyLines.mcp})` : ""}`
        : opts.scenarioPath,
    });
    const effort = settings.effort ?? (desktop ? baselineEffortDefault(desktop.baseline) : undefined);
    // the session root the agent is told, and the cassette names (at the protocol tier the agent runs in the staging dir)
    const sessionRoot = tier === "container" ? tierRun.guestRoot : sessionRootOf(scenario.name);
    const prompts = desktop
      ? renderCoworkPrompts(desktop, {
          tier,
          sessionRoot,
          ...(layout.folders[0] ? { firstFolderMount: layout.folders[0].mount } : {}),
          ...(sessionConfig.model ? { model: sessionConfig.model } : {}),
          ...(sessionConfig.account_name ? { accountName: sessionConfig.account_name } : {}),
          env: opts.env,
        })
      : undefined;
    for (const w of prompts?.warnings ?? []) log(`warning: ${w}`);
    const preRun = await capturePreRunManifest(layout.workRoot, [...layout.userVisibleRoots, "uploads"], {
      env: opts.env,
    });
    if (opts.modelServer) server = await opts.modelServer(tierRun.modelHost);
    else if (scriptPath)
      server = await startModelServer({
        script: await loadModelScript(scriptPath),
        // messages name the model script as the author knows it: relative to where the command ran
        scriptName: relative(process.cwd(), scriptPath) || scriptPath,
        host: tierRun.modelHost,
      });
    const creds: Record<string, string> = !server && apiKey ? { ANTHROPIC_API_KEY: apiKey } : {};
    const retries = opts.env[AGENT_MAX_RETRIES_ENV] ?? (server ? SCRIPTED_MODEL_MAX_RETRIES : undefined);
    const modelBaseUrl = server?.url ?? opts.env.ANTHROPIC_BASE_URL ?? "https://api.anthropic.com";
    const model = opts.modelServer ? "recorded model turns" : server ? "scripted model" : "real API";
    // where the agent works: a model script's paths are relative to it (or start with it, at the container tier)
    const where = tier === "container" ? `, in ${tierRun.guestRoot}` : "";
    log(
      opts.write
        ? `recording ${scenario.name} at the ${tier} tier (${model}, ${opts.format})${where}`
        : `running ${scenario.name} at the ${tier} tier (${model}; judged, nothing written)${where}`,
    );
    const tierAgent = tierRun.agent;
    // a long run is not silent: a progress line after each stretch of nothing printed
    const progress = new RunProgress();
    const beat = startHeartbeat(log, (ms) => `${scenario.name}: ${progress.line(ms)}`, heartbeatMs(opts.env));
    const sampler = startLiveSampler(loaded.authored, tierRun.agentContainer, opts.env, (m) =>
      beat.log(`warning: ${m}`),
    );
    const run = await withStagedPathsNamed(layout, () =>
      runAgent({
        ...(opts.agentBinary ? { binary: opts.agentBinary } : {}),
        cwd: layout.cwd,
        runDir: layout.agentRunDir,
        prompt: scenario.prompt,
        decider: buildDecider({
          answers: scenario.answers,
          parity: sessionConfig.permission_parity,
          terminal: deciding.terminal,
          warn: (m) => beat.log(`warning: ${m}`),
        }),
        dialogTimeoutMs: deciding.dialogTimeoutMs,
        observeLine: (line, parsed) => {
          progress.observe(line, parsed);
          deciding.observeLine(line, parsed);
        },
        modelBaseUrl,
        ...(settings.model ? { model: settings.model } : {}),
        permissionMode: settings.permissionMode,
        ...(effort ? { effort } : {}),
        ...(settings.args.length > 0 ? { extraArgs: settings.args } : {}),
        ...(prompts?.systemPromptAppend ? { appendSystemPrompt: prompts.systemPromptAppend } : {}),
        ...(prompts?.subagentAppend ? { appendSubagentSystemPrompt: prompts.subagentAppend } : {}),
        timeoutMs: limit.ms,
        ...tierAgent,
        ...(spawnEnv ? { spawnEnv } : {}),
        extraEnv: {
          ...tierAgent.extraEnv,
          ...settings.env,
          ...creds,
          ...(retries !== undefined ? { [AGENT_MAX_RETRIES_ENV]: retries } : {}),
        },
        ...(server ? { modelErrors: () => server!.errors } : {}),
        warn: (m) => beat.log(`warning: ${m}`),
      }),
    ).finally(() => {
      beat.stop();
      sampler?.pause();
    });
    const guestPath = tierRun.guestPath;
    const rec = await finishRecording({
      format: opts.format,
      cassettePath,
      scenarioPath,
      scenario: { ...loaded.authored, prompt: scenario.prompt, session: scenario.session },
      session,
      ...(scriptPath ? { modelScript: { path: scriptPath, sha256: sha256OfFile(scriptPath) ?? "" } } : {}),
      layout: {
        ...layout,
        folderPrefixMap: layout.folderPrefixMap.map((m) => ({ from: guestPath(m.from), mount: m.mount })),
      },
      preRun,
      run,
      effectiveFidelity: tier,
      environment: {
        ...tierRun.environment,
        ...(tier === "container" ? { containerBaseline: containerBaseline() } : {}),
      },
      secretValues: secretValuesFromEnv(opts.env, creds),
      stagedPaths: {
        base: layout.base,
        root: layout.root,
        guestRoot: sessionRoot,
        hostTemp: tier === "protocol",
      },
      ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}),
      env: opts.env,
    });
    for (const w of rec.warnings) log(`warning: ${w}`);
    const resources = await sampler?.stop();
    const liveJudged = await judgeLive({
      result: evaluateLiveEgress(rec.verdict.result, loaded.authored, tierRun.attempts()),
      authored: loaded.authored,
      assertLines: loaded.assertLines,
      run,
      tier,
      workRoot: layout.workRoot,
      userVisibleRoots: layout.userVisibleRoots,
      readonlyRoots: layout.readonlyRoots,
      rwMounts: layout.folders.filter((f) => f.mode === "rw").map((f) => f.mount),
      preRun,
      inProcessMcp: tier === "container",
      pluginDirs: layout.pluginDirs.length,
      pluginPaths: stagedPluginPaths(layout),
      ...(prompts ? { promptWarnings: prompts.warnings } : {}),
      ...(resources ? { resources } : {}),
      // a model script answers the judge too; a re-run's recorded turns cannot, so there the judge is the real API (or none)
      ...(server && !opts.modelServer ? { scriptedModelUrl: server.url } : {}),
      secrets: secretValuesFromEnv(opts.env, creds),
      env: opts.env,
      capability: {
        declared: declaredCaps,
        ...(loaded.keyLines.requires_capabilities !== undefined ? { line: loaded.keyLines.requires_capabilities } : {}),
        probe: () => tierRun!.capabilityProbe(),
        hostRoot: layout.root,
        guestRoot: tierRun.guestRoot,
      },
    });
    for (const w of liveJudged.warnings) log(`warning: ${w}`);
    const judged = liveJudged.result;
    const stamp = rec.cassette.authoring as AuthoringStamp | undefined;
    const gates = liveGateCount(run.decisions);
    // the live verdict says the run was steered live (a warning: it never fails the verdict)
    const result: ReplayResult =
      stamp?.nonDeterministic === true
        ? {
            ...judged,
            verdict: {
              ...judged.verdict,
              signals: [
                ...judged.verdict.signals.filter((s) => s.code !== "non_deterministic"),
                {
                  code: "non_deterministic",
                  severity: "warn",
                  message: `${gates} gate(s) answered live (${stamp.channel ?? deciding.label}); a re-record may answer differently`,
                },
              ],
            },
          }
        : judged;
    const privacy = scanCassette(rec.cassette, opts.allow ?? []).filter((f) => f.cls !== "unscanned");
    const written = opts.write && privacy.length === 0 && (result.verdict.pass || opts.allowFailing === true);
    if (written) await writeCassetteAtomic(cassettePath, rec.cassette, { outDir });
    await keeper?.finish({
      cassette: rec.cassette,
      result,
      stderr: run.stderr,
      egress: tierRun.attempts(),
      durationMs: Date.now() - started,
      decisions: run.decisions,
    });
    if (stamp?.nonDeterministic === true && written) log(`warning: ${authoringWarning(stamp, gates, deciding.label)}`);
    const authoredLive =
      stamp?.nonDeterministic === true
        ? { ...(stamp.channel ? { channel: stamp.channel } : { channel: deciding.label }), gates }
        : undefined;
    // the live run judged the keys replay skips: its "skipped … live-only" notes do not apply here
    const annotations = rec.verdict.annotations.filter(
      (a) => !/^\[replay\] (?:skipped \d+ filesystem\/egress|\d+ mixed assertion)/.test(a.message),
    );
    return {
      cassettePath,
      written,
      result,
      annotations,
      cassette: rec.cassette,
      privacy,
      ...(authoredLive ? { authoredLive } : {}),
    };
  } catch (e) {
    const partial = e instanceof AgentRunError ? e.run : undefined;
    await keeper?.fail({
      error: oneLine(e),
      ...(partial ? { events: partial.events, controlOut: partial.controlOut, stderr: partial.stderr } : {}),
      ...(tierRun ? { egress: tierRun.attempts() } : {}),
    });
    throw e;
  } finally {
    await ownLive?.close();
    await tierRun?.close();
    await server?.close();
    layout.cleanup();
  }
}

/** The session's staged plugin dirs, relative to the agent's cwd (what a model script's commands name). */
function stagedPluginPaths(layout: SessionLayout): string[] {
  return layout.pluginDirs.map((d) => `${relative(layout.cwd, d)}/`);
}

/**
 * A tool-result mismatch of the model script names where the session's files were staged, relative
 * to the agent's cwd: a scripted command with a wrong path (the commonest first mistake) then says
 * where to point it. Other mismatches (too few turns, a user or system expectation) get no such hint.
 */
async function withStagedPathsNamed<T>(layout: SessionLayout, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    // only a scripted command's unexpected output is about paths: other mismatches get no staging hint
    if (e instanceof ModelScriptMismatchError && e.message.includes(`: ${TOOL_RESULT_UNMET} `)) {
      const plugins = stagedPluginPaths(layout);
      const uploads = layout.uploads.map((u) => relative(layout.cwd, join(layout.workRoot, u.staged)));
      const where = [
        ...(plugins.length > 0 ? [`plugins at ${plugins.join(", ")}`] : []),
        ...(uploads.length > 0 ? [`uploads at ${uploads.join(", ")}`] : []),
      ];
      if (where.length > 0)
        e.message = `${e.message} — the session was staged relative to the agent's cwd: ${where.join("; ")}`;
    }
    throw e;
  }
}

/** The baseline's spawn.env, when it has one of string values. */
function baselineSpawnEnv(env: unknown): Record<string, string> | undefined {
  if (env === null || typeof env !== "object" || Array.isArray(env)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === "string") out[k] = v;
  return Object.keys(out).length > 0 ? out : undefined;
}
