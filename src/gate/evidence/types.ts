/**
 * The plain data model of what a run did, derived from the recorded event stream
 * (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions). Produced by `deriveRecord` (src/gate/evidence/derive.ts), read by the
 * replay orchestrator, the assertion evaluators and the reporters. No behaviour lives here.
 */

export type RunOutcomeResult = "success" | "error";

export interface ToolUseRecord {
  name: string;
  input: Record<string, unknown>;
  toolUseId?: string;
  parentToolUseId?: string;
  /** true when the call belongs to the main agent flow (no parent, or a Skill / fork-dispatch parent). */
  mainFlow: boolean;
}

export interface ToolResultRecord {
  toolUseId: string;
  isError: boolean;
  /** display text, capped at 500 chars */
  text: string;
  /** text used by assertions, capped at 10,240 chars; undefined when the display text is all we have */
  assertText?: string;
  assertTextTruncated: boolean;
}

export interface SubagentRecord {
  toolUseId: string;
  parentToolUseId?: string;
  dispatchAgentType: string;
  dispatchTypeOmitted: boolean;
  declaredTools: string[];
  toolsUsed: { name: string; count: number }[];
  referencesRead: string[];
  description?: string;
  prompt?: string;
  dispatchModel?: string;
  resolvedAgentType?: string;
  resolvedModel?: string;
  output?: string;
  outputTruncated?: boolean;
  attributedSkillId?: string;
}

export interface GateOption {
  label: string;
  description?: string;
}

export interface GateOptionsRecord {
  question: string;
  options: GateOption[];
  multiSelect?: boolean;
}

export interface GateAnswerRecord {
  /** sub-question labels joined " / " */
  question: string;
  toolUseId?: string;
  requestId: string;
  answers: Record<string, string>;
}

export interface GateDelivery {
  question: string;
  toolUseId?: string;
  requestId: string;
  delivered: boolean | null;
  reason: "ok" | "errored" | "no-pairing-metadata" | "unobserved";
  error?: string;
}

export interface DecisionRecord {
  kind: "question" | "tool" | "dialog" | "elicit";
  name: string;
  decision: string;
  by: string;
  requestId: string;
  rationale?: string;
  detail?: unknown;
  questions?: unknown[];
}

export interface TaskRecord {
  id: string;
  subject: string;
  description?: string;
  activeForm?: string;
  status: string;
}

export interface ContextEvent {
  subtype: string;
  data: Record<string, unknown>;
}

export interface FileToolAttempt {
  tool: string;
  paths: { file_path?: string; path?: string };
  gatePath?: string;
  origin: "main" | "subagent" | "unknown";
  parentToolUseId?: string;
  toolUseId?: string;
}

export interface PresentedFile {
  from: string;
  to: string;
  promoted: boolean;
  leaked: boolean;
}

export interface ToolErrorCount {
  calls: number;
  errors: number;
}

export interface RedundantToolCall {
  name: string;
  /** sha256 hex of the canonical input, first 16 chars */
  argHash: string;
  count: number;
}

export interface EvidenceErrors {
  taskTracking: number;
  webSearchParse: number;
  presentFilesMalformed: number;
}

export interface HookEvent {
  callbackId?: string;
  tool?: string;
  decision: "block" | "allow";
  reason?: string;
  paths: string[];
  agentId?: string;
  toolUseId?: string;
  /** the raw `file_path` / `path` tool-input fields (the reference output's `paths` object) */
  pathFields?: { file_path?: string; path?: string };
}

export interface PathDenial {
  source: "pretooluse" | "can_use_tool" | "permission_denied";
  tool?: string;
  path: string;
  agentId?: string;
  toolUseId?: string;
}

export interface SkillWindow {
  skillId: string;
  invocationSeq: number;
  toolCounts: Record<string, number>;
  toolCallCount: number;
  dispatchCount: number;
  durationMs: number;
}

/** wall time between a tool_use and its tool_result, per tool name (timeline fold) */
export interface ToolDuration {
  calls: number;
  totalMs: number;
  maxMs: number;
}

/** an answer given by anything but the scenario script (on replay: every recorded answer) */
export interface NonReproducibleAnswer {
  question: string;
  chosen: string;
  by: string;
  rationale?: string;
}

export interface InitInfo {
  tools: string[];
  mcpServers: { name: string; status?: string; [k: string]: unknown }[];
  skills: unknown[];
  cwd?: string;
}

export interface Usage {
  input_tokens?: number;
  output_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
  turns?: number;
  [k: string]: unknown;
}

export interface InfraErrorRecord {
  message: string;
  source?: string;
}

/** Everything the re-drive of one cassette's events established. */
export interface RunRecord {
  result: RunOutcomeResult;
  resultSubtype?: string;
  resultErrorKind?: "result_error" | "transport_error" | "usage_limit";
  errorSource?: "no_result";
  finalMessage?: string;
  /** top-level assistant text blocks joined "\n" */
  transcript: string;
  init?: InitInfo;
  toolUses: ToolUseRecord[];
  toolResults: ToolResultRecord[];
  /** main-flow tool names, in first-call order, deduplicated */
  toolsCalled: string[];
  toolCounts: Record<string, number>;
  toolErrors: Record<string, ToolErrorCount>;
  redundantToolCalls: RedundantToolCall[];
  /** tools used by recognized, non-fork sub-agent dispatches, deduplicated */
  subagentTools: string[];
  subagents: SubagentRecord[];
  skillsInvoked: string[];
  referencesRead: string[];
  tasks: TaskRecord[];
  contextEvents: ContextEvent[];
  fileToolAttempts: FileToolAttempt[];
  presentedFiles: PresentedFile[];
  evidenceErrors: EvidenceErrors;
  /** sub-question labels asked, in order */
  questions: string[];
  gateOptions: GateOptionsRecord[];
  gateAnswers: GateAnswerRecord[];
  gateDeliveries: GateDelivery[];
  decisions: DecisionRecord[];
  stalledOnQuestion: boolean;
  usage?: Usage;
  cost?: { usd?: number; raw?: unknown };
  modelUsage?: unknown;
  models: string[];
  thinking: { blocks: number; redacted: number };
  infraErrors: InfraErrorRecord[];
  webSearches?: { query?: string; links: unknown[] }[];
  hookEvents?: HookEvent[];
  pathDenials?: PathDenial[];
  skillActivity?: SkillWindow[];
  /** from the cassette timeline, when present */
  toolDurations?: Record<string, ToolDuration>;
  /** the kept thinking blocks (last 50, text capped at 10 KB) */
  thinkingBlocks?: { text: string; redacted: boolean }[];
  /** thinking blocks dropped beyond the 50 kept */
  thinkingElided?: number;
  nonReproducibleAnswers?: NonReproducibleAnswer[];
}
