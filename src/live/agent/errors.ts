/**
 * Typed failures of a live agent run. Each is a HarnessError with a one-line message and may carry
 * the partial run (what was recorded before the failure) so a caller can report or salvage it.
 */
import { EXIT, HarnessError } from "../../core/util/errors.js";
import type { AgentRun } from "./types.js";

export class AgentRunError extends HarnessError {
  /** what was recorded before the run failed (set by runAgent) */
  run?: AgentRun;
  constructor(message: string, exitCode: number = EXIT.fail) {
    super(message, exitCode, "internal");
    this.name = "AgentRunError";
  }
}

/** The run exceeded its `timeout_ms`; the agent was sent SIGTERM, then SIGKILL. */
export class AgentTimeoutError extends AgentRunError {
  constructor(readonly timeoutMs: number) {
    super(`agent run timed out after ${timeoutMs} ms (timeout_ms) — the agent was terminated`);
    this.name = "AgentTimeoutError";
  }
}

/** The agent's stdout ended cleanly without a `result` line. */
export class AgentNoResultError extends AgentRunError {
  constructor(detail = "") {
    super(`agent stream ended without a result line${detail ? ` (${detail})` : ""}`);
    this.name = "AgentNoResultError";
  }
}

/** The agent could not start, or exited abnormally (nonzero code or a signal) before a result. */
export class AgentCrashError extends AgentRunError {
  constructor(message: string, readonly agentExitCode: number | null = null, readonly signal: string | null = null) {
    super(message);
    this.name = "AgentCrashError";
  }
}

/** The agent broke the control protocol (malformed or duplicate request id, unsupported subtype, oversized frame). */
export class AgentProtocolError extends AgentRunError {
  constructor(message: string) {
    super(`protocol error: ${message}`);
    this.name = "AgentProtocolError";
  }
}

/** A question gate nobody could answer (never silently defaulted); also invalid scripted picks. */
export class UnansweredError extends AgentRunError {
  constructor(message: string) {
    super(`unanswered question: ${message}`, EXIT.usage);
    this.name = "UnansweredError";
  }
}

/**
 * The scripted model server got a request its script could not answer: a turn's `expect` unmet
 * (the agent or the skill went another way than scripted: a failed run, exit 1), or no turn left.
 */
export class ModelScriptMismatchError extends AgentRunError {
  constructor(message: string, exitCode: number = EXIT.usage) {
    super(message, exitCode);
    this.name = "ModelScriptMismatchError";
  }
}

/**
 * The model API failed and the agent gave up: its result line says `terminal_reason: "api_error"`
 * (an HTTP 5xx or 429 after its retries, or a dropped connection). A run cut short by the API is
 * not a recording of the skill, so nothing is written, whatever the verdict would have been.
 */
export class ModelApiError extends AgentRunError {
  constructor(message: string) {
    super(`model API error: ${message}`);
    this.name = "ModelApiError";
  }
}

/** A scenario `answers:` rule could not be evaluated (e.g. a `when_question` regex over its time budget). */
export class DeciderError extends AgentRunError {
  constructor(message: string) {
    super(`decider error: ${message}`, EXIT.usage);
    this.name = "DeciderError";
  }
}

/** A line on the agent's stdout that the agent did not send, or that the model traffic does not attest (issue 21). */
export class StreamIntegrityError extends AgentRunError {
  constructor(message: string) {
    super(`stream integrity: ${message}`);
    this.name = "StreamIntegrityError";
  }
}

/** The sandbox hit one of its resource limits (memory, disk, …): the run is not a recording of the skill. */
export class ResourceLimitError extends AgentRunError {
  constructor(message: string) {
    super(`resource limit: ${message}`);
    this.name = "ResourceLimitError";
  }
}
