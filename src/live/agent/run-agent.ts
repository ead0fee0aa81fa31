/**
 * Drives one live agent run over stream-json control protocol v1: spawn the binary with an
 * allowlisted environment, send `initialize` then the user turn, record every stdout line (events)
 * and every line written (controlOut), answer each control_request, close stdin on the `result`
 * line. Failures are typed: timeout (SIGTERM, then SIGKILL), no result, crash, protocol error,
 * unanswered question, model-script mismatch — each carrying the partial run.
 */
import { spawn } from "node:child_process";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { buildAgentArgs } from "./argv.js";
import { resolveAgentBinary } from "./binary.js";
import { ControlHandler } from "./control-handler.js";
import { buildAgentEnv } from "./env.js";
import {
  AgentCrashError,
  AgentNoResultError,
  AgentProtocolError,
  AgentRunError,
  AgentTimeoutError,
  ModelApiError,
  ModelScriptMismatchError,
  ResourceLimitError,
} from "./errors.js";
import { EXIT } from "../../core/util/errors.js";
import type { HookHandler } from "./hooks.js";
import { initializeFrame, userTurnFrame } from "./initialize.js";
import { CONTROL_OUT_MIRROR_CAP, StdinWriter } from "./stdin-writer.js";
import { StdoutBound, type StdoutOverrun } from "./stdout-bound.js";
import { TimelineBuilder } from "./timeline.js";
import type { AgentRun, DecisionLog, RunAgentOptions } from "./types.js";
import { trackRuntimeChild } from "../container/runtime-children.js";
import { clipLine } from "../../core/util/clip.js";

const STDERR_CAP = 1024 * 1024;
const STDERR_TAIL = 2000;
const DEFAULT_KILL_GRACE_MS = 2000;
/** how long the agent may linger after its result line and stdin close before it is killed */
const EXIT_AFTER_RESULT_MS = 10_000;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

function killGroup(child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** The failure a stdout ceiling ends the run with (./stdout-bound.ts). */
function overrunError(o: StdoutOverrun): AgentRunError {
  return o.kind === "line"
    ? new AgentProtocolError(`the agent printed more than ${o.limit} bytes without a newline — not a stream-json line; stopped`)
    : new ResourceLimitError(
        `the agent's stdout passed ${o.limit} bytes, the ceiling on one run's event stream (docs/limits.md) — the run was stopped and the rest not read; a cassette that large could not be replayed`,
      );
}

export async function runAgent(opts: RunAgentOptions): Promise<AgentRun> {
  const binary = resolveAgentBinary(opts.binary);
  const warn = opts.warn ?? (() => {});
  const ownRunDir = opts.runDir === undefined;
  const runDir = opts.runDir ?? mkdtempSync(join(tmpdir(), "cowork-agent-run-"));
  const guest = opts.launch?.guest;
  const configDir = guest?.configDir ?? join(runDir, "claude-config");
  const homeDir = guest?.homeDir ?? join(runDir, "home");
  const tmpDir = guest ? guest.tmpDir : join(runDir, "tmp");
  if (!guest) for (const dir of [configDir, homeDir, tmpDir!]) mkdirSync(dir, { recursive: true });

  const argv = buildAgentArgs({
    permissionMode: opts.permissionMode,
    effort: opts.effort,
    model: opts.model,
    appendSystemPrompt: opts.appendSystemPrompt,
    pluginDirs: opts.pluginDirs,
    tools: opts.tools,
    allowedTools: opts.allowedTools,
    sessionId: opts.sessionId,
    ...(opts.envMode === "protocol" ? { style: "protocol" as const } : {}),
    ...(opts.extraArgs ? { extraArgs: opts.extraArgs } : {}),
  });
  const env = buildAgentEnv({
    modelBaseUrl: opts.modelBaseUrl,
    configDir,
    homeDir,
    ...(tmpDir !== undefined ? { tmpDir } : {}),
    extraEnv: opts.extraEnv,
    ...(opts.envMode ? { mode: opts.envMode } : {}),
    ...(opts.spawnEnv ? { spawnEnv: opts.spawnEnv } : {}),
  });

  const started = performance.now();
  const run: AgentRun = {
    binary,
    argv,
    events: [],
    controlOut: [],
    timeline: [],
    timelineHeader: { v: 1, startedAtWall: new Date().toISOString(), startedAtMono: started },
    decisions: [],
    exitCode: null,
    signal: null,
    stderr: "",
    durationMs: 0,
  };
  const timeline = new TimelineBuilder();
  run.timeline = timeline.entries;

  const hookHandlers = new Map<string, HookHandler>((opts.hooks ?? []).map((h) => [h.callbackId, h.handler]));
  // Turns that each end with a result: the prompt, plus any follow-up a server injects between
  // turns; stdin is closed once as many results have come back.
  let turnsSent = 1;
  let resultsSeen = 0;
  let injectTurn: (text: string) => void = () => undefined;
  const servers = typeof opts.mcpServers === "function" ? opts.mcpServers((text) => injectTurn(text)) : (opts.mcpServers ?? {});
  const mcpServers = new Map(Object.entries(servers));
  const handler = new ControlHandler({ decider: opts.decider, hooks: hookHandlers, mcpServers, dialogTimeoutMs: opts.dialogTimeoutMs, warn });

  const launch = opts.launch?.command(argv, env) ?? { command: binary, args: argv, env, cwd: opts.cwd };
  const child = spawn(launch.command, launch.args, { cwd: launch.cwd ?? opts.cwd, env: launch.env, stdio: ["pipe", "pipe", "pipe"], detached: true });
  if (opts.launch) trackRuntimeChild(child); // a container engine's client: see src/live/container/interrupt.ts

  let fatal: AgentRunError | undefined;
  let killTimer: NodeJS.Timeout | undefined;
  let lingerTimer: NodeJS.Timeout | undefined;
  const terminate = (): void => {
    if (killTimer) return;
    killGroup(child, "SIGTERM");
    killTimer = setTimeout(() => killGroup(child, "SIGKILL"), opts.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
  };
  const fail = (e: AgentRunError): void => {
    fatal ??= e;
    terminate();
  };

  const writer = new StdinWriter(
    child.stdin,
    (line) => run.controlOut.push(line),
    (line, error) => {
      run.events.push(JSON.stringify({ _emu: "control_undelivered", frame: line, error }));
    },
  );
  const send = (frame: Obj): Promise<boolean> => {
    const size = Buffer.byteLength(JSON.stringify(frame));
    if (size > CONTROL_OUT_MIRROR_CAP) {
      fail(new AgentProtocolError(`a frame of ${size} bytes exceeds the ${CONTROL_OUT_MIRROR_CAP}-byte control-out cap`));
      return Promise.resolve(false);
    }
    return writer.write(frame);
  };

  const answerControl = async (msg: Obj): Promise<void> => {
    const ans = await handler.answer(msg);
    const delivered = ans.frame ? await send(ans.frame) : false;
    if (ans.decision) run.decisions.push({ ...ans.decision, delivered } satisfies DecisionLog);
    if (ans.fatal) fail(ans.fatal);
  };

  let timeoutTimer: NodeJS.Timeout | undefined;
  if (opts.timeoutMs !== undefined) {
    timeoutTimer = setTimeout(() => fail(new AgentTimeoutError(opts.timeoutMs!)), opts.timeoutMs);
  }

  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    if (run.stderr.length < STDERR_CAP) run.stderr += chunk.slice(0, STDERR_CAP - run.stderr.length);
  });

  const closed = new Promise<void>((resolve) => {
    child.on("error", (e) => {
      // a pipe closed under a write is the agent going away, which "close" classifies
      if ((e as NodeJS.ErrnoException).code === "EPIPE") return;
      fatal ??= new AgentCrashError(`cannot start the agent binary ${binary}: ${e.message}`);
      resolve();
    });
    child.on("close", (code, signal) => {
      run.exitCode = code;
      run.signal = signal;
      resolve();
    });
  });

  // A line or a stream past its ceiling would only grow in memory: the run is stopped, the rest not read.
  const bound = new StdoutBound(opts.maxLineBytes, opts.maxStreamBytes);
  let overrun = false;
  child.stdout.on("data", (chunk: Buffer | string) => {
    const o = overrun ? undefined : bound.feed(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    if (!o) return;
    overrun = true;
    fail(overrunError(o));
    child.stdout.destroy();
  });
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
  const pending: Promise<void>[] = [];
  lines.on("line", (line) => {
    if (overrun || line.trim() === "") return;
    const index = run.events.length;
    run.events.push(line);
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      opts.observeLine?.(line, undefined);
      return; // kept verbatim in events; replay reads it as a raw line
    }
    opts.observeLine?.(line, msg);
    timeline.add(index, msg, Math.round(performance.now() - started));
    if (!isObj(msg)) return;
    if (msg.type === "control_request") {
      pending.push(answerControl(msg).catch((e: unknown) => fail(new AgentProtocolError(e instanceof Error ? e.message : String(e)))));
    } else if (msg.type === "result") {
      run.result = msg;
      resultsSeen++;
      // the notice of a tool call answered just before this result is still being written
      void Promise.allSettled(pending).then(() => {
        if (resultsSeen < turnsSent || lingerTimer) return;
        void writer.end();
        lingerTimer = setTimeout(terminate, EXIT_AFTER_RESULT_MS);
      });
    }
  });
  injectTurn = (text: string) => {
    if (lingerTimer) return; // the session is closing
    // A user turn sent while a turn runs (present_files' notice, written before the tool call's
    // answer) is surfaced within that turn: 2.1.332 adds it to its next model request as "The user
    // sent a new message while you were working" and ends with one result (measured). Only a turn
    // sent between turns starts one of its own, with its own result.
    if (resultsSeen >= turnsSent) turnsSent++;
    void send(userTurnFrame(text));
  };

  void send(initializeFrame({
    appendSubagentSystemPrompt: opts.appendSubagentSystemPrompt,
    sdkMcpServers: [...mcpServers.keys()],
    extraPreToolUse: (opts.hooks ?? []).map((h) => ({ matcher: h.matcher, hookCallbackIds: [h.callbackId] })),
  }));
  void send(userTurnFrame(opts.prompt));

  await closed;
  await Promise.allSettled(pending);
  clearTimeout(timeoutTimer);
  clearTimeout(killTimer);
  clearTimeout(lingerTimer);
  killGroup(child, "SIGKILL"); // anything the agent left running in its process group
  try {
    await opts.launch?.cleanup?.();
  } catch (e) {
    warn(`agent cleanup: ${e instanceof Error ? e.message : String(e)}`);
  }
  run.durationMs = Math.round(performance.now() - started);
  if (ownRunDir) rmSync(runDir, { recursive: true, force: true });

  const failure = opts.launch?.failure?.(run, fatal !== undefined) ?? fatal ?? outcomeError(run, opts);
  if (failure) {
    failure.run = run;
    throw failure;
  }
  return run;
}

/** The typed error a finished run ends with, or undefined for a good run. */
function outcomeError(run: AgentRun, opts: RunAgentOptions): AgentRunError | undefined {
  const scriptError = opts.modelErrors?.()[0];
  if (scriptError) return new ModelScriptMismatchError(scriptError.message, scriptError.kind === "expect" ? EXIT.fail : EXIT.usage);
  if (run.result !== undefined) return apiFailure(run.result, run.events);
  const tail = run.stderr.slice(-STDERR_TAIL).trim().replace(/\s*\n\s*/g, " | ");
  const garbage = nonJsonSummary(run.events);
  if (run.exitCode !== 0 || run.signal !== null) {
    const how = run.signal !== null ? `was killed by ${run.signal}` : `exited with code ${run.exitCode}`;
    const detail = [garbage, tail ? `stderr tail: ${tail}` : ""].filter((d) => d !== "").join("; ");
    return new AgentCrashError(`agent process ${how} before a result line${detail ? ` — ${detail}` : ""}`, run.exitCode, run.signal);
  }
  return new AgentNoResultError([garbage, tail ? `stderr tail: ${tail}` : ""].filter((d) => d !== "").join("; "));
}

/** A ModelApiError when the result line says the model API failed and the agent gave up. */
function apiFailure(result: Obj, events: readonly string[]): ModelApiError | undefined {
  if (result.terminal_reason !== "api_error") return undefined;
  const status = typeof result.api_error_status === "number" ? `HTTP ${result.api_error_status}` : "no HTTP status (connection error)";
  const type = typeof result.api_error_type === "string" ? ` ${result.api_error_type}` : "";
  const retries = events.filter((l) => l.includes('"api_retry"') && (parseObj(l)?.subtype === "api_retry")).length;
  const text = typeof result.result === "string" ? oneLineText(result.result, 300) : "";
  return new ModelApiError(`${status}${type}, the agent gave up after ${retries} ${retries === 1 ? "retry" : "retries"}${text ? ` — ${text}` : ""}`);
}

/** "N of M stdout lines were not JSON objects, the first: "…"", or "" when every line was one. */
function nonJsonSummary(events: readonly string[]): string {
  const parsed = events.map((l) => ({ line: l, obj: parseObj(l) })).filter((e) => e.obj?._emu === undefined); // not our own notes
  const bad = parsed.filter((e) => e.obj === undefined);
  if (bad.length === 0) return "";
  return `${bad.length} of ${parsed.length} stdout line(s) were not JSON objects, the first: ${JSON.stringify(oneLineText(bad[0]!.line, 80))}`;
}

function parseObj(line: string): Obj | undefined {
  try {
    const v: unknown = JSON.parse(line);
    return isObj(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Collapses whitespace and cuts to `max` characters. */
function oneLineText(s: string, max: number): string {
  return clipLine(s, max, "after");
}
