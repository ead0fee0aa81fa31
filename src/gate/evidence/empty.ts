import type { RunRecord } from "./types.js";

/** A record of a run that established nothing: result "error", every collection empty. */
export function emptyRecord(): RunRecord {
  return {
    result: "error",
    transcript: "",
    toolUses: [],
    toolResults: [],
    toolsCalled: [],
    toolCounts: {},
    toolErrors: {},
    redundantToolCalls: [],
    subagentTools: [],
    subagents: [],
    skillsInvoked: [],
    referencesRead: [],
    tasks: [],
    contextEvents: [],
    fileToolAttempts: [],
    presentedFiles: [],
    evidenceErrors: { taskTracking: 0, webSearchParse: 0, presentFilesMalformed: 0 },
    questions: [],
    gateOptions: [],
    gateAnswers: [],
    gateDeliveries: [],
    decisions: [],
    stalledOnQuestion: false,
    models: [],
    thinking: { blocks: 0, redacted: 0 },
    infraErrors: [],
  };
}
