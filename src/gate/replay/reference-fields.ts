/**
 * A re-driven RunRecord in the reference's output vocabulary: the field names and shapes
 * its `replay --output-format json` prints, so tooling written against it keeps working.
 */
import type { RunRecord } from "../evidence/types.js";
import { skillId } from "./context.js";

export function referenceFields(rec: RunRecord): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    result: rec.result,
    resultSubtype: rec.resultSubtype,
    resultErrorKind: rec.resultErrorKind,
    errorSource: rec.errorSource,
    finalMessage: rec.finalMessage,
    stalledOnQuestion: rec.stalledOnQuestion || undefined,
    decisions: rec.decisions,
    toolCounts: rec.toolCounts,
    toolDurations: rec.toolDurations,
    skillActivity: rec.skillActivity,
    models: rec.models,
    thinking: rec.thinkingBlocks && rec.thinkingBlocks.length > 0 ? rec.thinkingBlocks : undefined,
    thinkingElided: rec.thinkingElided,
    toolErrors: rec.toolErrors,
    modelUsage: rec.modelUsage,
    redundantToolCalls: rec.redundantToolCalls,
    tasks: rec.tasks,
    context: {
      tools: rec.init?.tools ?? [],
      mcpServers: rec.init?.mcpServers ?? [],
      availableSkills: (rec.init?.skills ?? []).map((s) => ({ id: skillId(s) })),
    },
    gateDeliveries: rec.gateDeliveries.map(({ question, delivered, reason, error }) =>
      error === undefined ? { question, delivered, reason } : { question, delivered, reason, error },
    ),
    subagents: rec.subagents,
    nonReproducibleAnswers: rec.nonReproducibleAnswers ?? [],
    usage: rec.usage,
    cost: rec.cost,
    skillsInvoked: rec.skillsInvoked,
    skillToolAvailable: rec.init?.tools.includes("Skill") ?? false,
    contextEvents: rec.contextEvents,
    hookEvents: rec.hookEvents?.map((h) => ({
      type: "hook_event",
      callbackId: h.callbackId,
      decision: h.decision,
      tool: h.tool,
      paths: h.pathFields,
      reason: h.reason,
      agentId: h.agentId,
      toolUseId: h.toolUseId,
    })),
    fileToolAttempts: rec.fileToolAttempts,
    pathDenials: rec.pathDenials,
    presentedFiles: rec.presentedFiles,
    toolResults: rec.toolResults,
    webSearches: rec.webSearches,
    infraErrors: rec.infraErrors.length > 0 ? rec.infraErrors : undefined,
    referencesRead: rec.referencesRead.length > 0 ? rec.referencesRead : undefined,
  };
  // copied without the undefined ones rather than deleting them: a delete turns the object into a
  // slow dictionary, which every later read and the result's spread of it then pay for
  const out: Record<string, unknown> = {};
  for (const k in fields) if (fields[k] !== undefined) out[k] = fields[k];
  return out;
}
