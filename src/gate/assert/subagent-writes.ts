/**
 * Sub-agent delivery keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions, "Sub-agents"):
 *  - `subagent_file_write`: some sub-agent-origin file-tool attempt (default tools Write /
 *    Edit / MultiEdit, or a `tool` glob) on the given path (`path` exact, else `path_suffix`)
 *    whose own tool_result came back without error.
 *  - `subagent_dispatch_healthy` (hostloop only): every selected dispatch delivered such a
 *    write under ITS OWN dispatch (`delivered`, default true) and attempted no /sessions path
 *    (`no_vm_paths`, default true). `type` (regex over dispatch type, resolved type or
 *    description) selects dispatches; when given and nothing matches, the key fails.
 */
import type { FileToolAttempt, SubagentRecord, ToolResultRecord } from "../evidence/types.js";
import type { KeyEvaluator, KeyResult } from "./context.js";
import { badArg, fail, isNonEmptyString, isRecord, pass, regexArg } from "./describe.js";
import { hostloopOnly, isVmSessionsPath } from "./hostloop-paths.js";
import { REGEXISH_GLOB, toolGlobMatches } from "../../core/scenario/match.js";

const DEFAULT_WRITE_TOOLS = new Set(["Write", "Edit", "MultiEdit"]);

/** `path` is the stronger, exact match; `path_suffix` a suffix; neither matches any path. */
interface PathQuery {
  path?: string;
  pathSuffix?: string;
}

function pathMatches(q: PathQuery, gatePath: string | undefined): boolean {
  if (q.path === undefined && q.pathSuffix === undefined) return true;
  if (gatePath === undefined) return false;
  return q.path !== undefined ? gatePath === q.path : gatePath.endsWith(q.pathSuffix as string);
}

function describeWanted(q: PathQuery): string {
  if (q.path !== undefined) return `== "${q.path}"`;
  if (q.pathSuffix !== undefined) return `ending "${q.pathSuffix}"`;
  return "(any path)";
}

function readPathQuery(arg: Record<string, unknown>): PathQuery | null {
  const { path, path_suffix: pathSuffix } = arg;
  if (path !== undefined && !isNonEmptyString(path)) return null;
  if (pathSuffix !== undefined && !isNonEmptyString(pathSuffix)) return null;
  return {
    ...(path !== undefined ? { path: path as string } : {}),
    ...(pathSuffix !== undefined ? { pathSuffix: pathSuffix as string } : {}),
  };
}

/** The tool_use ids whose result came back without error. */
function cleanResultIds(results: readonly ToolResultRecord[]): Set<string> {
  return new Set(results.filter((r) => !r.isError).map((r) => r.toolUseId));
}

function deliveredWrite(
  attempts: readonly FileToolAttempt[],
  ok: Set<string>,
  isWriteTool: (name: string) => boolean,
  q: PathQuery,
  parent?: string,
): FileToolAttempt | undefined {
  return attempts.find(
    (a) =>
      a.origin === "subagent" &&
      (parent === undefined || a.parentToolUseId === parent) &&
      isWriteTool(a.tool) &&
      pathMatches(q, a.gatePath) &&
      a.toolUseId !== undefined &&
      ok.has(a.toolUseId),
  );
}

const FILE_WRITE_SHAPE = "{path | path_suffix, tool?: glob}";

const subagentFileWrite: KeyEvaluator = (arg, ctx) => {
  if (!isRecord(arg)) return badArg("subagent_file_write", arg, FILE_WRITE_SHAPE);
  const q = readPathQuery(arg);
  if (!q || (q.path === undefined && q.pathSuffix === undefined))
    return badArg("subagent_file_write", arg, FILE_WRITE_SHAPE);
  const tool = arg.tool;
  if (tool !== undefined && (!isNonEmptyString(tool) || REGEXISH_GLOB.test(tool)))
    return badArg("subagent_file_write", arg, FILE_WRITE_SHAPE);
  const isWriteTool =
    tool === undefined ? (n: string) => DEFAULT_WRITE_TOOLS.has(n) : (n: string) => toolGlobMatches(tool, n);
  const hit = deliveredWrite(ctx.record.fileToolAttempts, cleanResultIds(ctx.record.toolResults), isWriteTool, q);
  if (hit) return pass(`${hit.tool} ${hit.gatePath}`);
  return fail(
    `subagent_file_write: no SUB-AGENT-origin ${tool ?? "Write/Edit/MultiEdit"} attempt with path ${describeWanted(q)} and a non-error paired result`,
  );
};

function selectDispatches(subagents: readonly SubagentRecord[], re: RegExp | undefined): SubagentRecord[] {
  if (!re) return [...subagents];
  return subagents.filter(
    (s) =>
      re.test(s.dispatchAgentType) ||
      (s.resolvedAgentType !== undefined && re.test(s.resolvedAgentType)) ||
      re.test(s.description ?? ""),
  );
}

const HEALTHY_SHAPE = "{type?: regex, delivered?: boolean, path?, path_suffix?, no_vm_paths?: boolean}";

const subagentDispatchHealthy: KeyEvaluator = (arg, ctx) => {
  const gate = hostloopOnly("subagent_dispatch_healthy", ctx);
  if (gate) return gate;
  if (!isRecord(arg)) return badArg("subagent_dispatch_healthy", arg, HEALTHY_SHAPE);
  const q = readPathQuery(arg);
  const { type, delivered, no_vm_paths: noVmPaths } = arg;
  if (
    !q ||
    (delivered !== undefined && typeof delivered !== "boolean") ||
    (noVmPaths !== undefined && typeof noVmPaths !== "boolean")
  )
    return badArg("subagent_dispatch_healthy", arg, HEALTHY_SHAPE);
  let re: RegExp | undefined;
  if (type !== undefined) {
    const r = regexArg("subagent_dispatch_healthy", type);
    if ("result" in r) return r.result;
    re = r.re;
  }
  const selected = selectDispatches(ctx.record.subagents, re);
  if (type !== undefined && selected.length === 0)
    return fail(
      `subagent_dispatch_healthy: no sub-agent matching "${String(type)}" was dispatched (by type or description)`,
    );
  const attempts = ctx.record.fileToolAttempts;
  const ok = cleanResultIds(ctx.record.toolResults);
  const isWriteTool = (n: string) => DEFAULT_WRITE_TOOLS.has(n);
  for (const s of selected) {
    const unhealthy = (reason: string): KeyResult =>
      fail(`subagent_dispatch_healthy: dispatch "${s.dispatchAgentType}" (${s.toolUseId}) unhealthy — ${reason}`);
    if (delivered !== false && !deliveredWrite(attempts, ok, isWriteTool, q, s.toolUseId))
      return unhealthy(
        `delivered: no SUB-AGENT-origin write ${describeWanted(q)} under its OWN dispatch with a non-error paired result`,
      );
    if (noVmPaths !== false) {
      const vm = attempts.find(
        (a) =>
          a.parentToolUseId === s.toolUseId && (isVmSessionsPath(a.paths.file_path) || isVmSessionsPath(a.paths.path)),
      );
      if (vm) return unhealthy(`no_vm_paths: attempted VM path "${vm.paths.file_path ?? vm.paths.path}"`);
    }
  }
  return pass();
};

export const subagentWriteKeys: Record<string, KeyEvaluator> = {
  subagent_file_write: subagentFileWrite,
  subagent_dispatch_healthy: subagentDispatchHealthy,
};
