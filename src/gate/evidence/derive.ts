/**
 * Derives a RunRecord from the event stream (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions): feeds every event, in order, to
 * one fold per concern and assembles their results. Decisions are answered by the caller, which
 * records them through `gates`. Hook evidence is fed separately because it is reconstructed over
 * the whole stream even when the drive stops early.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import { emptyRecord } from "./empty.js";
import { FileToolAttemptsFold } from "./file-tool-attempts.js";
import type { Fold } from "./fold.js";
import { GateRecorder } from "./gates.js";
import { HooksAndDenialsFold } from "./hooks-and-denials.js";
import { OutcomeFold } from "./outcome.js";
import { PresentedFilesFold } from "./presented-files.js";
import { RedundancyFold } from "./redundancy.js";
import { ScopeTracker } from "./scope.js";
import { StallTracker } from "./stall.js";
import { SubagentFold } from "./subagents.js";
import { TaskFold } from "./tasks.js";
import { ToolFlowFold } from "./tool-flow.js";
import { TranscriptFold } from "./transcript.js";
import type { RunRecord } from "./types.js";
import { WebSearchFold } from "./web-searches.js";

export interface EvidenceOptions {
  /** recorded controlOut replies by request_id; when given, hookEvents and pathDenials are reconstructed */
  hookReplies?: ReadonlyMap<string, Record<string, unknown>>;
  /**
   * Keep every tool result's assertion text (default). A replay whose assertions read no tool
   * result text turns it off, so a long recording is not held in memory for nothing.
   */
  retainToolResultText?: boolean;
}

export class EvidenceBuilder {
  readonly gates = new GateRecorder();
  private readonly scope = new ScopeTracker();
  private readonly transcript = new TranscriptFold();
  private readonly outcome = new OutcomeFold();
  private readonly stall = new StallTracker();
  private readonly hooks: HooksAndDenialsFold | undefined;
  /** in finish order: tool flow first (tool results feed the later folds), file attempts before hooks */
  private readonly folds: Fold[];

  constructor(opts: EvidenceOptions = {}) {
    this.hooks = opts.hookReplies ? new HooksAndDenialsFold(opts.hookReplies) : undefined;
    this.folds = [
      new ToolFlowFold(opts.retainToolResultText ?? true),
      new SubagentFold(),
      new RedundancyFold(),
      new TaskFold(),
      new WebSearchFold(),
      new PresentedFilesFold(),
      new FileToolAttemptsFold(),
      this.transcript,
      this.outcome,
    ];
  }

  /** One event the run saw (decision events are answered by the caller, not folded here). */
  push(ev: AgentEvent): void {
    if (ev.type === "decision") return;
    for (const f of this.folds) f.onEvent(ev, this.scope);
    this.stall.onEvent(ev);
  }

  /** One event of the whole recorded stream, for the hook/path-denial reconstruction. */
  pushHookEvidence(ev: AgentEvent): void {
    this.hooks?.onEvent(ev);
  }

  finish(): RunRecord {
    const rec = emptyRecord();
    for (const f of this.folds) f.finish(rec);
    this.gates.finish(rec);
    rec.stalledOnQuestion = this.stall.stalled(rec.result, this.transcript.lastText());
    this.hooks?.finish(rec);
    return rec;
  }

  /** The hook evidence alone, onto a record the run did not produce (a truncated drive). */
  finishHooksOnto(rec: RunRecord): void {
    this.hooks?.finish(rec);
  }
}

/** Folds a list of already-parsed events (no decisions answered) into a RunRecord. */
export function deriveRecord(events: Iterable<AgentEvent>, opts: EvidenceOptions = {}): RunRecord {
  const b = new EvidenceBuilder(opts);
  for (const ev of events) {
    b.pushHookEvidence(ev);
    b.push(ev);
  }
  return b.finish();
}
