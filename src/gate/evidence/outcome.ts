/**
 * How the run ended and what it cost (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions): the last `result` decides
 * success/error (no result at all ⇒ error with errorSource "no_result"); usage is that result's
 * usage plus `turns`; cost, per-model usage, the init context, system events and infra errors.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import type { ContextEvent, InfraErrorRecord, RunRecord, Usage } from "./types.js";

const TRANSPORT_SIGNATURE = /connection closed|ECONNRESET|socket hang up|fetch failed/i;
const USAGE_LIMIT_SIGNATURE = /usage limit|limit reached|hit your limit/i;

type ResultEvent = Extract<AgentEvent, { type: "result" }>;

export function classifyResultError(ev: ResultEvent): NonNullable<RunRecord["resultErrorKind"]> {
  const signature = `${ev.subtype ?? ""} ${ev.resultText ?? ""}`;
  if (TRANSPORT_SIGNATURE.test(signature)) return "transport_error";
  if (USAGE_LIMIT_SIGNATURE.test(signature)) return "usage_limit";
  return "result_error";
}

export class OutcomeFold implements Fold {
  private lastResult: ResultEvent | undefined;
  private metrics: Record<string, unknown> | undefined;
  private init: RunRecord["init"];
  private readonly contextEvents: ContextEvent[] = [];
  private readonly infraErrors: InfraErrorRecord[] = [];

  onEvent(ev: AgentEvent): void {
    switch (ev.type) {
      case "result":
        this.lastResult = ev;
        break;
      case "metrics":
        this.metrics = ev.data;
        break;
      case "init":
        this.init = {
          tools: ev.tools,
          mcpServers: ev.mcpServers.filter(
            (s): s is { name: string } => s !== null && typeof s === "object",
          ) as NonNullable<RunRecord["init"]>["mcpServers"],
          skills: ev.skills,
          cwd: ev.cwd,
        };
        break;
      case "system_event":
        this.contextEvents.push({ subtype: ev.subtype, data: ev.data });
        break;
      case "infra_error":
        this.infraErrors.push(
          ev.source === undefined ? { message: ev.message } : { message: ev.message, source: ev.source },
        );
        break;
      default:
        break;
    }
  }

  finish(rec: RunRecord): void {
    if (this.init) rec.init = this.init;
    rec.contextEvents = this.contextEvents;
    rec.infraErrors = this.infraErrors;
    const r = this.lastResult;
    if (this.metrics) rec.cost = { ...rec.cost, raw: this.metrics };
    if (!r) {
      rec.result = "error";
      rec.errorSource = "no_result";
      return;
    }
    rec.result = r.isError ? "error" : "success";
    if (r.isError) rec.resultErrorKind = classifyResultError(r);
    if (r.subtype !== undefined) rec.resultSubtype = r.subtype;
    if (r.resultText !== undefined) rec.finalMessage = r.resultText;
    if (r.usage || r.numTurns !== undefined) {
      const usage: Usage = { ...r.usage };
      if (r.numTurns !== undefined) usage.turns = r.numTurns;
      rec.usage = usage;
    }
    if (r.costUsd !== undefined) rec.cost = { ...rec.cost, usd: r.costUsd };
    if (r.modelUsage !== undefined) rec.modelUsage = r.modelUsage;
  }
}
