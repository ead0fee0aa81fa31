/**
 * Hostloop path-boundary keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions, "Hostloop path boundary").
 * At the hostloop tier the agent runs on the host, where `/sessions/...` (the VM's path
 * space) must never be touched and a path hook denies it. On any other tier `/sessions/...`
 * is a valid path and there is no hook, so these keys fail "hostloop-only — … cannot verify"
 * rather than pass. The denial keys also need controlOut on replay.
 */
import type { PathDenial } from "../evidence/types.js";
import type { AssertContext, KeyEvaluator, KeyResult } from "./context.js";
import { badArg, fail, isRecord, pass, regexArg } from "./describe.js";
import { REGEXISH_GLOB, toolGlobMatches } from "../../core/scenario/match.js";

/** `/sessions` itself or anything below it — never a bare prefix match (`/sessionsfoo` is not). */
export function isVmSessionsPath(p: string | undefined): boolean {
  return p !== undefined && (p === "/sessions" || p.startsWith("/sessions/"));
}

/** The failing result for a hostloop-only key on another tier, or null at hostloop. */
export function hostloopOnly(key: string, ctx: AssertContext): KeyResult | null {
  if (ctx.effectiveFidelity === "hostloop") return null;
  return fail(
    `${key}: hostloop-only — /sessions/... is valid and there is no path hook on tier "${ctx.effectiveFidelity ?? "unknown"}" — cannot verify; pin fidelity: hostloop`,
  );
}

function noDenialTelemetry(key: string): KeyResult {
  return fail(`${key}: no path-denial telemetry (older run / replay without controlOut) — cannot verify`);
}

const noVmPathFileOp: KeyEvaluator = (arg, ctx) => {
  if (arg !== true) return badArg("no_vm_path_file_op", arg, "true");
  const gate = hostloopOnly("no_vm_path_file_op", ctx);
  if (gate) return gate;
  const hit = ctx.record.fileToolAttempts.find(
    (a) => isVmSessionsPath(a.paths.file_path) || isVmSessionsPath(a.paths.path),
  );
  return hit
    ? fail(
        `no_vm_path_file_op: ${hit.tool} (${hit.origin}) attempted VM path "${hit.paths.file_path ?? hit.paths.path}"`,
      )
    : pass();
};

const vmPathDenied: KeyEvaluator = (arg, ctx) => {
  if (arg !== true) return badArg("vm_path_denied", arg, "true");
  const gate = hostloopOnly("vm_path_denied", ctx);
  if (gate) return gate;
  const denials = ctx.record.pathDenials;
  if (denials === undefined) return noDenialTelemetry("vm_path_denied");
  return denials.some((d) => isVmSessionsPath(d.path))
    ? pass()
    : fail("vm_path_denied: no /sessions-targeted denial recorded");
};

interface DenialQuery {
  tool?: string;
  pathMatches?: RegExp;
  source?: PathDenial["source"];
  agentScope?: "main" | "subagent" | "any";
}

const SOURCES = ["pretooluse", "can_use_tool", "permission_denied"] as const;
const SCOPES = ["main", "subagent", "any"] as const;
const QUERY_SHAPE =
  "{tool?: glob, path_matches?: regex, source?: pretooluse|can_use_tool|permission_denied, agent_scope?: main|subagent|any}";

function readDenialQuery(arg: unknown): DenialQuery | KeyResult {
  if (!isRecord(arg)) return badArg("path_denied", arg, QUERY_SHAPE);
  const { tool, path_matches: pathMatches, source, agent_scope: agentScope } = arg;
  const q: DenialQuery = {};
  if (tool !== undefined) {
    if (typeof tool !== "string" || tool === "" || REGEXISH_GLOB.test(tool))
      return badArg("path_denied", arg, QUERY_SHAPE);
    q.tool = tool;
  }
  if (pathMatches !== undefined) {
    const r = regexArg("path_denied", pathMatches);
    if ("result" in r) return r.result;
    q.pathMatches = r.re;
  }
  if (source !== undefined) {
    if (!SOURCES.includes(source as (typeof SOURCES)[number])) return badArg("path_denied", arg, QUERY_SHAPE);
    q.source = source as PathDenial["source"];
  }
  if (agentScope !== undefined) {
    if (!SCOPES.includes(agentScope as (typeof SCOPES)[number])) return badArg("path_denied", arg, QUERY_SHAPE);
    q.agentScope = agentScope as DenialQuery["agentScope"];
  }
  return q;
}

function denialMatches(q: DenialQuery, d: PathDenial): boolean {
  if (q.tool !== undefined && (d.tool === undefined || !toolGlobMatches(q.tool, d.tool))) return false;
  if (q.source !== undefined && d.source !== q.source) return false;
  if (q.pathMatches !== undefined && !q.pathMatches.test(d.path)) return false;
  if (
    q.agentScope !== undefined &&
    q.agentScope !== "any" &&
    (q.agentScope === "subagent") !== (d.agentId !== undefined)
  )
    return false;
  return true;
}

const pathDenied: KeyEvaluator = (arg, ctx) => {
  const gate = hostloopOnly("path_denied", ctx);
  if (gate) return gate;
  const denials = ctx.record.pathDenials;
  if (denials === undefined) return noDenialTelemetry("path_denied");
  const q = readDenialQuery(arg);
  if ("pass" in q) return q;
  const hit = denials.find((d) => denialMatches(q, d));
  return hit
    ? pass(`${hit.source}: ${hit.tool ?? "?"} ${hit.path}`)
    : fail("path_denied: no recorded denial matched all matchers");
};

const noPathDenied: KeyEvaluator = (arg, ctx) => {
  if (arg !== true) return badArg("no_path_denied", arg, "true");
  const gate = hostloopOnly("no_path_denied", ctx);
  if (gate) return gate;
  const denials = ctx.record.pathDenials;
  if (denials === undefined) return noDenialTelemetry("no_path_denied");
  const first = denials[0];
  return first ? fail(`no_path_denied: ${first.source} denied ${first.tool ?? "?"} on "${first.path}"`) : pass();
};

export const hostloopPathKeys: Record<string, KeyEvaluator> = {
  no_vm_path_file_op: noVmPathFileOp,
  vm_path_denied: vmPathDenied,
  path_denied: pathDenied,
  no_path_denied: noPathDenied,
};
