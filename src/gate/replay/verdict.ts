/**
 * The replay verdict (the reference's src/run/verdict.ts; docs/reference.md#replay-and-assertions): which signals fail a replay, the failure list,
 * and the outcome label. Live-only signals never arise on replay.
 */
import type { AssertionResult } from "../assert/context.js";
import type { RunRecord } from "../evidence/types.js";
import type { Outcome, Verdict, VerdictFailure, VerdictSignal } from "./result.js";

const REPLAY_GUARDS = ["capability-use", "permissive-auto-allow", "host-path", "outputs-delete"] as const;

export interface VerdictInput {
  assertions: AssertionResult[];
  record: Pick<RunRecord, "result" | "resultErrorKind" | "infraErrors" | "stalledOnQuestion">;
  /** allow_stall was asserted */
  allowStall: boolean;
}

const RESULT_ERROR_MESSAGES: Record<string, string> = {
  result_error: "run result was error",
  transport_error: "run ended with a transport error",
  usage_limit: "run ended on a usage limit",
};

export function computeVerdict(input: VerdictInput): Verdict {
  const signals: VerdictSignal[] = [];
  for (const a of input.assertions) {
    if (!a.pass) signals.push({ code: "assertion", severity: "fail", message: a.message ?? "assertion failed" });
  }
  if (input.record.result === "error") {
    const code = input.record.resultErrorKind ?? "result_error";
    signals.push({ code, severity: "fail", message: RESULT_ERROR_MESSAGES[code] ?? "run result was error" });
  }
  for (const e of input.record.infraErrors) {
    const hostloopExec = e.source === "hostloop-exec";
    signals.push({
      code: hostloopExec ? "exec_infra_error" : "infra_error",
      severity: hostloopExec ? "warn" : "fail",
      message: `infrastructure error${e.source ? ` (${e.source})` : ""}: ${e.message}`,
    });
  }
  if (input.record.stalledOnQuestion && !input.allowStall) {
    signals.push({
      code: "stalled",
      severity: "fail",
      message: "run ended on an unanswered question to the user (stalled)",
    });
  }

  const failures: VerdictFailure[] = [];
  for (const a of input.assertions) {
    if (a.pass) continue;
    const key = Object.keys(a.assertion).find((k) => a.assertion[k] !== undefined);
    failures.push({
      ...(key ? { assertion: key } : {}),
      message: a.message ?? "assertion failed",
      kind: a.source ?? "assertion",
    });
  }
  for (const s of signals) {
    if (s.code !== "assertion" && s.severity === "fail") failures.push({ message: s.message, kind: "guard" });
  }
  const pass = !signals.some((s) => s.severity === "fail");
  return {
    pass,
    exitCode: pass ? 0 : 1,
    signals,
    guards: REPLAY_GUARDS.map((name) => ({ name, status: "na" as const })),
    failures,
  };
}

export function deriveOutcome(result: "success" | "error", verdict: Verdict): Outcome {
  if (result === "error") return "errored";
  if (verdict.signals.some((s) => s.code === "stalled" || s.code === "ended_with_question")) return "no_deliverable";
  return verdict.pass ? "delivered_clean" : "delivered_with_verdict_fail";
}
