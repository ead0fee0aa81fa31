/**
 * The live judgement of a run (the reference's live lane; docs/reference.md#the-live-lane): after the agent finished and the
 * cassette was judged by the replay engine, the live-only keys are judged on the run's own
 * evidence and the live guards are added, so `record`, `run`, `rerun` and `rerecord` report — and
 * refuse to write — on the full verdict. Every result names the scenario line of its `assert:`
 * item.
 */
import type { AssertionResult } from "../../gate/assert/context.js";
import type { ReplayResult, VerdictFailure, VerdictSignal } from "../../gate/replay/result.js";
import type { PreRunManifest } from "../workspace/pre-run.js";
import { LIVE_ONLY_KEYS } from "../../core/scenario/assertion-schema.js";
import { captureAuthoredFiles, type AuthoredCapture } from "./authored-files.js";
import { safeStagingPrefixes } from "./delete-scan.js";
import { outputsRemovedByFsDiff } from "./fs-diff.js";
import { buildJudgedDocument } from "./judged-document.js";
import { evaluateLiveKey, writeBackCandidates, type LiveEvidence, type SemanticGrade } from "./live-keys.js";
import { analyseArtifacts } from "./read-artifacts.js";
import { mcpErrorsOf } from "./mcp-errors.js";
import type { ResourceFold } from "./resource-sampler.js";
import { scanEvents } from "./scan.js";
import { judgeEndpoint, judgeModel, judgeWithRetry } from "./semantic-judge.js";
import { deleteWaivers, liveSignals } from "./signals.js";
import type { PresentedFileLike } from "./delivery.js";
import { producedFiles } from "./workspace-files.js";
import { detectCapabilityUse, sessionScriptReader } from "./capability-use.js";
import { judgeCapabilities, type CapabilityJudgement, type CapabilityProbe } from "./capability-guard.js";

/** Keys judged here (the egress keys are judged by src/live/record/live-egress.ts). */
const JUDGED_HERE = new Set(LIVE_ONLY_KEYS.filter((k) => k !== "egress_denied" && k !== "egress_allowed"));

export interface LiveRunEvidence {
  events: readonly string[];
  controlOut: readonly string[];
  decisions: readonly { permissiveAutoAllow?: boolean; nonDeterministic?: boolean; name: string }[];
}

export interface JudgeLiveInput {
  result: ReplayResult;
  /** the scenario as written */
  authored: Record<string, unknown>;
  /** 1-based line of each `assert:` item */
  assertLines: readonly number[];
  run: LiveRunEvidence;
  tier: string;
  workRoot: string;
  userVisibleRoots: readonly string[];
  readonlyRoots: readonly string[];
  /** mounts of connected folders with mode rw (delete-denied) */
  rwMounts: readonly string[];
  preRun: PreRunManifest;
  /** the prompt renderer's warnings (a missing baseline prompt asset) */
  promptWarnings?: readonly string[];
  /** plugin dirs the layout staged (the protocol tier passes none to the agent) */
  pluginDirs: number;
  /** the staged plugin dirs relative to the agent's cwd, for the protocol tier's warning */
  pluginPaths?: readonly string[];
  /** the tier answers mcp_message with in-process servers */
  inProcessMcp: boolean;
  resources?: ResourceFold;
  /** the scripted model server's URL (it also answers the judge) */
  scriptedModelUrl?: string;
  secrets: readonly string[];
  env: NodeJS.ProcessEnv;
  /** the capability guard's inputs (the reference's live lane; docs/reference.md#the-live-lane) */
  capability?: {
    /** `requires_capabilities` as written, and its line */
    declared: readonly string[];
    line?: number;
    /** asked only when something was declared or used */
    probe: () => CapabilityProbe;
    /** the session dir on this machine and as the agent saw it (its cwd), for the scripts its commands ran */
    hostRoot: string;
    guestRoot: string;
  };
}

export interface JudgedLive {
  result: ReplayResult;
  /** stderr notes (deletes in other mounts, permissive auto-allows, an unavailable scan, an invalid judge grade) */
  warnings: string[];
}

function items(authored: Record<string, unknown>): Record<string, unknown>[] {
  const a = authored.assert;
  return Array.isArray(a)
    ? a.filter((x): x is Record<string, unknown> => x !== null && typeof x === "object" && !Array.isArray(x))
    : [];
}

function finalText(events: readonly string[]): { result: string; lastAssistant: string } {
  let result = "";
  let lastAssistant = "";
  for (const l of events) {
    if (!l.includes('"type":"result"') && !l.includes('"type":"assistant"')) continue;
    try {
      const o = JSON.parse(l) as {
        type?: string;
        result?: unknown;
        parent_tool_use_id?: unknown;
        message?: { content?: unknown };
      };
      if (o.type === "result" && typeof o.result === "string") result = o.result;
      if (o.type === "assistant" && !o.parent_tool_use_id && Array.isArray(o.message?.content)) {
        const t = (o.message.content as { type?: string; text?: unknown }[])
          .filter((b) => b.type === "text")
          .map((b) => String(b.text ?? ""))
          .join("\n");
        if (t.trim()) lastAssistant = t;
      }
    } catch {
      /* the scan reports malformed lines */
    }
  }
  return { result, lastAssistant };
}

/** The replayed record's present_files list, when it has a usable one. */
function presentedOf(v: unknown): PresentedFileLike[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const out: PresentedFileLike[] = [];
  for (const p of v) {
    if (p === null || typeof p !== "object") return undefined;
    const { from, leaked } = p as { from?: unknown; leaked?: unknown };
    if (typeof from !== "string") return undefined;
    out.push({ from, leaked: leaked === true });
  }
  return out;
}

/** The `assert:` item an assertion result came from: the first item holding all its keys with the same values. */
function lineOf(
  a: AssertionResult,
  list: readonly Record<string, unknown>[],
  lines: readonly number[],
): number | undefined {
  const want = JSON.stringify(Object.entries(a.assertion).filter(([, v]) => v !== undefined));
  const i = list.findIndex(
    (item) => JSON.stringify(Object.entries(item).filter(([k, v]) => v !== undefined && k in a.assertion)) === want,
  );
  return i >= 0 ? lines[i] : undefined;
}

export async function judgeLive(input: JudgeLiveInput): Promise<JudgedLive> {
  const list = items(input.authored);
  const warnings: string[] = [];
  const used = new Set(list.flatMap((item) => Object.keys(item)));
  const mounts = ["outputs", ...input.rwMounts.filter((m) => m !== "outputs")];
  const scanned = scanEvents(input.run.events, mounts, safeStagingPrefixes(input.env));
  const scan = "scan" in scanned ? scanned.scan : undefined;
  if (scan) scan.outputsDeletes.push(...(await outputsRemovedByFsDiff(input.workRoot, input.preRun, input.env)));
  if ("unavailable" in scanned) warnings.push(scanned.unavailable);

  let authored: AuthoredCapture | undefined;
  if (used.has("semantic_matches") || used.has("no_lost_write_back")) {
    authored = await captureAuthoredFiles(
      input.workRoot,
      input.userVisibleRoots,
      input.readonlyRoots,
      input.preRun,
      input.env,
    );
  }
  const artifacts =
    authored && used.has("no_lost_write_back")
      ? analyseArtifacts(input.workRoot, writeBackCandidates(authored))
      : undefined;
  const semantic = new Map<number, SemanticGrade>();
  const endpoint = judgeEndpoint(input.scriptedModelUrl, input.env);
  for (const [i, item] of list.entries()) {
    const sm = item.semantic_matches as { rubric: string[]; judge_model?: string } | undefined;
    if (!sm) continue;
    if (!endpoint) {
      semantic.set(i, {
        noJudge:
          "semantic_matches: needs a judge model — set ANTHROPIC_API_KEY (and ANTHROPIC_BASE_URL if not the public API) so the rubric can be graded; it is never passed ungraded",
      });
      continue;
    }
    const document = buildJudgedDocument({
      events: input.run.events,
      ...(authored ? { authored } : {}),
      secrets: input.secrets,
    });
    const graded = await judgeWithRetry({
      endpoint,
      model: judgeModel(sm.judge_model, input.env),
      rubric: sm.rubric,
      document,
    });
    if ("invalid" in graded)
      warnings.push(`semantic judge grade invalid after retry (rep counts as invalid, not passed): ${graded.invalid}`);
    semantic.set(i, graded);
  }

  const ev: LiveEvidence = {
    workRoot: input.workRoot,
    ...(scan ? { scan } : {}),
    mcpErrors: mcpErrorsOf(input.run.events, input.run.controlOut, input.inProcessMcp),
    ...(input.resources ? { resources: input.resources } : {}),
    ...(authored ? { authored } : {}),
    ...(artifacts ? { artifacts } : {}),
    preRunCaptured: true,
    preRunHashes: input.preRun.hashes,
    semantic,
    deleteWaivers: deleteWaivers(list),
  };
  const live: AssertionResult[] = [];
  list.forEach((item, i) => {
    for (const [key, arg] of Object.entries(item)) {
      if (arg === undefined || !JUDGED_HERE.has(key)) continue;
      const r = evaluateLiveKey(key, arg, i, ev);
      if (!r) continue;
      const grade = semantic.get(i);
      const extra =
        key === "semantic_matches" && grade && "grades" in grade
          ? { semanticClaims: grade.grades, judgeModel: grade.model }
          : key === "semantic_matches" && grade && "invalid" in grade
            ? { judgeInvalid: true }
            : {};
      live.push({ assertion: { [key]: arg }, ...r, line: input.assertLines[i], ...extra } as AssertionResult);
    }
  });

  const base = input.result;
  const stalled = base.verdict.signals.some((s) => s.code === "stalled");
  const texts = finalText(input.run.events);
  const produced = await producedFiles(
    input.workRoot,
    input.userVisibleRoots.filter((r) => !input.readonlyRoots.includes(r)),
    input.preRun,
    input.env,
  ).catch(() => undefined);
  const presented = presentedOf(base.presentedFiles);
  let capability: CapabilityJudgement | undefined;
  if (input.capability) {
    const c = input.capability;
    const used = detectCapabilityUse(input.run.events, {
      cwd: c.guestRoot,
      readScript: sessionScriptReader(c.hostRoot, c.guestRoot),
    });
    const needed = c.declared.length > 0 || used.length > 0 || "unavailable" in scanned;
    capability = judgeCapabilities({
      declared: c.declared,
      used,
      ...(needed ? { probe: c.probe() } : {}),
      waived: list.some((item) => item.allow_missing_capability === true),
      tier: input.tier,
      ...("unavailable" in scanned ? { scanUnavailable: scanned.unavailable } : {}),
    });
  }
  const guards = liveSignals({
    items: list,
    tier: input.tier,
    ...(scan ? { scan } : {}),
    ...("unavailable" in scanned ? { scanUnavailable: scanned.unavailable } : {}),
    permissiveAutoAllow: input.run.decisions.filter((d) => d.permissiveAutoAllow === true).map((d) => d.name),
    result: base.result,
    finalText: texts.result || texts.lastAssistant,
    deliveredOutput: produced?.files.some((f) => f.class === "output") ?? false,
    stalled,
    ...(input.tier === "protocol"
      ? { l0PluginDirs: input.pluginDirs, l0PluginPaths: input.pluginPaths, scenario: base.scenario }
      : {}),
    nonDeterministic: input.run.decisions.some((d) => d.nonDeterministic === true),
    ...(input.promptWarnings ? { promptWarnings: input.promptWarnings } : {}),
    delivery: {
      lane: input.authored.lane === "remote" ? "remote" : "local",
      ...(produced ? { workspaceFiles: produced.files } : {}),
      scratchpadComplete: produced?.scratchpadComplete ?? false,
      ...(presented ? { presentedFiles: presented } : {}),
      turn: 1,
    },
    ...(capability ? { capability } : {}),
  });
  warnings.push(...guards.warnings);
  const guardLine = (s: VerdictSignal): { line?: number } =>
    s.code === "missing_capability" && input.capability?.line !== undefined ? { line: input.capability.line } : {};

  const assertions = [...base.assertions, ...live].map((a) =>
    a.line !== undefined
      ? a
      : {
          ...a,
          ...(lineOf(a, list, input.assertLines) !== undefined ? { line: lineOf(a, list, input.assertLines) } : {}),
        },
  );
  const failing = live.filter((a) => !a.pass);
  const signals: VerdictSignal[] = [
    ...base.verdict.signals,
    ...failing.map((a) => ({ code: "assertion", severity: "fail" as const, message: a.message ?? "" })),
    ...guards.signals,
  ];
  const failureOf = (a: AssertionResult): VerdictFailure => ({
    assertion: Object.keys(a.assertion)[0]!,
    message: a.message ?? "",
    kind: "assertion",
    ...(a.line !== undefined ? { line: a.line } : {}),
  });
  const failures: VerdictFailure[] = [
    ...base.verdict.failures.map((f) => {
      if (f.kind !== "assertion") return f;
      const a = assertions.find((x) => !x.pass && x.message === f.message && x.line !== undefined);
      return a ? { ...f, line: a.line } : f;
    }),
    ...failing.map(failureOf),
    ...guards.signals
      .filter((s) => s.severity === "fail")
      .map((s) => ({ message: s.message, kind: "guard", ...guardLine(s) })),
  ];
  const pass = !signals.some((s) => s.severity === "fail");
  const verdict = {
    ...base.verdict,
    pass,
    exitCode: (pass ? 0 : 1) as 0 | 1,
    signals,
    failures,
    guards: guards.guards,
  };
  const outcome =
    base.result === "error"
      ? "errored"
      : signals.some((s) => s.code === "stalled" || s.code === "ended_with_question")
        ? "no_deliverable"
        : pass
          ? "delivered_clean"
          : "delivered_with_verdict_fail";
  return {
    result: {
      ...base,
      assertions,
      verdict,
      exitCode: base.exitCode === 2 ? 2 : verdict.exitCode,
      outcome,
      ...(scan ? { scan } : {}),
      mcpErrors: ev.mcpErrors,
      ...(input.resources ? { resources: input.resources } : {}),
      ...(produced ? { workspaceFiles: produced.files } : {}),
      ...(capability
        ? {
            capabilityProbe: capability.capabilityProbe,
            missingCapabilityUse: capability.missingCapabilityUse,
            ...(capability.requiresCapabilityUnmet
              ? { requiresCapabilityUnmet: capability.requiresCapabilityUnmet }
              : {}),
          }
        : {}),
    },
    warnings,
  };
}
