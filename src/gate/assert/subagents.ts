/**
 * Sub-agent keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Sub-agents"): what was dispatched, which tools the
 * recognised (non-fork) dispatches used, declared-but-unused tools, dispatch outputs and the
 * dispatch budget. (subagent_file_write and subagent_dispatch_healthy live elsewhere.)
 * Failures explain themselves in the message (reference wording); negative keys pass silently.
 */
import type { KeyEvaluator, KeyResult } from "./context.js";
import type { SubagentRecord } from "../evidence/types.js";
import { toolGlobMatches } from "../../core/scenario/match.js";
import {
  badArg,
  clip,
  fail,
  isNonEmptyString,
  isNonNegativeInt,
  isRecord,
  pass,
  regexArg,
  sample,
} from "./describe.js";

/** `type` (or `type→resolved`) plus the description, for evidence. */
function label(s: SubagentRecord): string {
  const type =
    s.resolvedAgentType && s.resolvedAgentType !== s.dispatchAgentType
      ? `${s.dispatchAgentType}→${s.resolvedAgentType}`
      : s.dispatchAgentType;
  return s.description ? `${type} ("${clip(s.description, 60)}")` : type;
}

const subagentDispatched: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("subagent_dispatched", arg);
  if ("result" in r) return r.result;
  const hit = ctx.record.subagents.find(
    (s) =>
      r.re.test(s.dispatchAgentType) ||
      (s.resolvedAgentType !== undefined && r.re.test(s.resolvedAgentType)) ||
      r.re.test(s.description ?? ""),
  );
  return hit
    ? pass(`subagent_dispatched: /${String(arg)}/i matched ${label(hit)}`)
    : fail(`no sub-agent matching "${String(arg)}" was dispatched (by type or description)`);
};

const subagentToolUsed: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("subagent_tool_used", arg, "a non-empty tool-name glob");
  const used = ctx.record.subagentTools;
  const hit = used.find((name) => toolGlobMatches(arg, name));
  return hit !== undefined
    ? pass(`subagent_tool_used: "${arg}" matched ${hit}`)
    : fail(`sub-agent did not use: no sub-agent tool matched "${arg}" (used: ${sample(used)})`);
};

const subagentToolAbsent: KeyEvaluator = (arg, ctx) => {
  if (!isNonEmptyString(arg)) return badArg("subagent_tool_absent", arg, "a non-empty tool-name glob");
  const hits = ctx.record.subagentTools.filter((name) => toolGlobMatches(arg, name));
  return hits.length === 0 ? pass() : fail(`sub-agent unexpectedly used: "${arg}" matched ${hits.join(", ")}`);
};

const subagentDeclaredButUnused: KeyEvaluator = (arg, ctx) => {
  if (typeof arg !== "string") return badArg("subagent_declared_but_unused", arg, "a tool name");
  const culprit = ctx.record.subagents.find(
    (s) => s.declaredTools.includes(arg) && !s.toolsUsed.some((u) => u.name === arg),
  );
  if (!culprit) return pass();
  const used = culprit.toolsUsed.map((u) => u.name).join(", ") || "none";
  return fail(`sub-agent "${culprit.dispatchAgentType}" declared "${arg}" but never used it (used: ${used})`);
};

/** Output search over the candidate dispatches; a miss against a cut output is unverifiable. */
function searchOutputs(
  candidates: readonly SubagentRecord[],
  contains: string,
  messages: { truncated: string; miss: string },
): KeyResult {
  const hit = candidates.find((s) => s.output?.includes(contains));
  if (hit) return pass(`subagent_output_contains: found "${contains}" in the output of ${label(hit)}`);
  return fail(candidates.some((s) => s.outputTruncated === true) ? messages.truncated : messages.miss);
}

const subagentOutputContains: KeyEvaluator = (arg, ctx) => {
  if (!isRecord(arg) || typeof arg.contains !== "string" || (arg.match !== undefined && typeof arg.match !== "string"))
    return badArg("subagent_output_contains", arg, "{contains: string, match?: regex}");
  const contains = arg.contains;
  const subagents = ctx.record.subagents;
  if (arg.match === undefined)
    return searchOutputs(subagents, contains, {
      truncated: `evidence unavailable: a sub-agent's output was truncated at the assert cap — cannot verify it does not contain "${contains}"`,
      miss: `no sub-agent's output contained "${contains}"`,
    });
  const match = arg.match;
  const r = regexArg("subagent_output_contains", match);
  if ("result" in r) return r.result;
  const candidates = subagents.filter((s) => r.re.test(s.dispatchAgentType) || r.re.test(s.description ?? ""));
  if (candidates.length === 0) return fail(`no sub-agent matching "${match}" was dispatched`);
  return searchOutputs(candidates, contains, {
    truncated: `evidence unavailable: a sub-agent matching "${match}" had its output truncated at the assert cap — cannot verify it does not contain "${contains}"`,
    miss: `no sub-agent matching "${match}" had output containing "${contains}"`,
  });
};

const dispatchCountMax: KeyEvaluator = (arg, ctx) => {
  if (!isNonNegativeInt(arg)) return badArg("dispatch_count_max", arg, "an integer ≥ 0");
  const subagents = ctx.record.subagents;
  return subagents.length <= arg
    ? pass(`dispatch_count_max: ${subagents.length} ≤ ${arg} (${sample(subagents.map(label), "none dispatched")})`)
    : fail(
        `dispatched ${subagents.length} sub-agents, max ${arg} (author-chosen budget; Cowork imposes no in-conversation Task-dispatch cap)`,
      );
};

export const subagentKeys: Record<string, KeyEvaluator> = {
  subagent_dispatched: subagentDispatched,
  subagent_tool_used: subagentToolUsed,
  subagent_tool_absent: subagentToolAbsent,
  subagent_declared_but_unused: subagentDeclaredButUnused,
  subagent_output_contains: subagentOutputContains,
  dispatch_count_max: dispatchCountMax,
};
