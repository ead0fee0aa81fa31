/**
 * The replay re-drive of one cassette (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions): iterate the
 * recorded event lines once, answer every decision from the recorded controlOut reply, check each
 * reply round-trips through the live serializer (the O7 guard), and fold the stream into a
 * RunRecord. Pure and synchronous; bad lines become protocol failures or warnings, never throws.
 */
import type { Cassette, TimelineEntry } from "../../core/cassette/types.js";
import { EvidenceBuilder } from "../evidence/derive.js";
import { emptyRecord } from "../evidence/empty.js";
import { questionLabel } from "../evidence/gates.js";
import { dispatchSkillScopes, foldSkillActivity, foldToolDurations } from "../evidence/skill-activity.js";
import type { RunRecord } from "../evidence/types.js";
import { buildControlOutIndex } from "../../core/protocol/control-out-index.js";
import { parseLine } from "../../core/protocol/parse-line.js";
import { ReplayResponder, denyLike } from "../../core/protocol/replay-responder.js";
import type { DecisionRequest } from "../../core/protocol/types.js";
import { parseBoundedJson } from "../../core/util/bounded-json.js";
import { HarnessError, oneLine } from "../../core/util/errors.js";

export interface DriveResult {
  record: RunRecord;
  hasControlOut: boolean;
  /** failing replay_protocol_fidelity messages, in the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions order */
  protocolFailures: string[];
  /** "truncated cassette: <reason>" when the drive stopped on a question with no recorded answer */
  truncatedQuestion?: string;
  /** annotation messages without the "::warning:: [replay] " prefix (the caller adds it), incl. the legacy no-controlOut warning */
  warnings: string[];
}

/** A question gate nothing can answer: the run stops (replay treats it as a truncated cassette). */
class UnansweredQuestion extends Error {}

export interface DriveOptions {
  /** keep tool results' assertion text (default true); see EvidenceOptions.retainToolResultText */
  retainToolResultText?: boolean;
}

export function driveReplay(cassette: Cassette, opts: DriveOptions = {}): DriveResult {
  if (cassette === null || typeof cassette !== "object" || !Array.isArray(cassette.events)) {
    throw new HarnessError("invalid cassette: `events` must be an array of JSON lines");
  }
  if (cassette.controlOut !== undefined && cassette.controlOut !== null && !Array.isArray(cassette.controlOut)) {
    throw new HarnessError("invalid cassette: `controlOut` must be an array of JSON lines");
  }
  const controlOut = cassette.controlOut ?? [];
  const hasControlOut = controlOut.length > 0;
  const warnings: string[] = [];
  const index = buildControlOutIndex(controlOut);
  for (const d of index.differingDuplicateLines)
    warnings.push(
      `control-out.jsonl line ${d.line}: duplicate request_id "${d.id}" with DIFFERENT body — keeping first entry; cassette may be corrupt`,
    );
  for (const i of index.malformedLines)
    warnings.push(`control-out.jsonl line ${i} is not valid JSON — recording as cassette corruption`);
  if (!hasControlOut)
    warnings.push(
      "cassette has no controlOut (pre-full-fidelity) — question/gate assertions are NOT checked; re-record to enable them",
    );

  const responder = new ReplayResponder(index.bodies);
  const builder = new EvidenceBuilder({
    hookReplies: hasControlOut ? index.bodies : undefined,
    retainToolResultText: opts.retainToolResultText ?? true,
  });
  const malformedEventLines: number[] = [];
  const malformedFrames: { line: number; message: string }[] = [];
  let truncated: string | undefined;

  const answer = (req: DecisionRequest): void => {
    const gates = builder.gates;
    if (req.kind === "question") {
      gates.asked(req);
      if (req.questions.length === 0)
        throw new UnansweredQuestion(
          "AskUserQuestion gate has an empty `questions` array — there is nothing to answer",
        );
      if (req.questions.some((q) => !q.question))
        throw new UnansweredQuestion(
          "AskUserQuestion gate has a question with no `question` text (header-only) — the in-VM handler indexes answers by `question`, so it cannot be delivered",
        );
    }
    const response = responder.decide(req);
    if (response === undefined) {
      if (req.kind === "question") {
        const first = req.questions[0] ? questionLabel(req.questions[0]) : "";
        throw new UnansweredQuestion(
          `no decider answered the question "${first}" (terminal returned ABSTAIN — never silently default to option 1)`,
        );
      }
      responder.respond(req, denyLike(req));
      gates.abstained(req);
      return;
    }
    responder.respond(req, response);
    if (req.kind === "question" && response.kind === "question")
      gates.answered(req, response.answers, "replay", "recorded");
    else if (req.kind === "permission" && response.kind === "permission")
      gates.permission(req, response.behavior, "replay", "recorded");
    else if (req.kind === "dialog" && response.kind === "dialog")
      gates.other(req, response.behavior, "replay", "recorded");
    else if (req.kind === "elicit" && response.kind === "elicit")
      gates.other(req, response.action, "replay", "recorded");
  };

  const events = cassette.events as unknown[];
  for (let i = 0; i < events.length; i++) {
    const line = events[i];
    if (typeof line === "string" && line.trim() === "") continue;
    let msg: unknown;
    try {
      if (typeof line !== "string") throw new Error("not a string");
      msg = parseBoundedJson(line);
    } catch {
      if (truncated === undefined) {
        malformedEventLines.push(i);
        warnings.push(`cassette events line ${i} is not valid JSON — recording as replay_protocol_error`);
      }
      continue;
    }
    let parsed;
    try {
      parsed = parseLine(msg);
    } catch (e) {
      if (truncated === undefined) {
        const message = oneLine(e);
        malformedFrames.push({ line: i, message });
        warnings.push(
          `cassette events line ${i} is a malformed control frame — recording as replay_protocol_fidelity failure: ${message}`,
        );
      }
      continue;
    }
    for (const ev of parsed) {
      builder.pushHookEvidence(ev);
      if (truncated !== undefined) continue;
      if (ev.type === "decision") {
        if (!hasControlOut) continue;
        try {
          answer(ev.request);
        } catch (e) {
          if (!(e instanceof UnansweredQuestion)) throw e;
          truncated = `truncated cassette: ${e.message}`;
        }
      } else if (ev.type === "protocol_evidence_error") {
        warnings.push(`cassette events line ${i}: ${ev.message} — ignored as evidence`);
      } else builder.push(ev);
    }
  }

  let record: RunRecord;
  if (truncated === undefined) record = builder.finish();
  else {
    record = emptyRecord();
    builder.finishHooksOnto(record);
  }
  if (!hasControlOut) {
    delete record.hookEvents;
    delete record.pathDenials;
  }
  applyTimeline(record, cassette.timeline);

  const protocolFailures = [
    ...index.differingDuplicates.map(
      (id) =>
        `control-out.jsonl has duplicate request_id "${id}" with differing bodies — cassette is corrupt; re-record`,
    ),
    ...index.malformedLines.map(
      (i) => `control-out.jsonl line ${i} is not valid JSON — cassette is corrupt; re-record`,
    ),
    ...malformedEventLines.map(
      (i) =>
        `cassette events line ${i} is not valid JSON — replay_protocol_error (malformed line may conceal a failed assertion)`,
    ),
    ...malformedFrames.map((f) => `cassette events line ${f.line} is a malformed control frame — ${f.message}`),
    ...responder.mismatches.map(
      (m) => `serializeDecision output for ${m.id} != recorded envelope: expected ${m.expected} got ${m.actual}`,
    ),
    ...responder.missing.map(
      (id) =>
        `decision ${id} present in events.jsonl has no matching control_response in control-out.jsonl — cassette is truncated; re-record`,
    ),
    ...(truncated !== undefined ? [truncated] : []),
  ];
  const result: DriveResult = { record, hasControlOut, protocolFailures, warnings };
  if (truncated !== undefined) result.truncatedQuestion = truncated;
  return result;
}

/** Timeline-derived evidence (the reference's src/run/timeline-fold.ts; docs/reference.md#replay-and-assertions), when the cassette carries a timeline. */
function applyTimeline(record: RunRecord, timeline: unknown): void {
  if (!Array.isArray(timeline)) return;
  const entries = timeline.filter(
    (e: unknown): e is TimelineEntry =>
      e !== null &&
      typeof e === "object" &&
      typeof (e as TimelineEntry).seq === "number" &&
      typeof (e as TimelineEntry).ts === "number",
  );
  record.skillActivity = foldSkillActivity(entries);
  record.toolDurations = foldToolDurations(entries);
  const scopes = dispatchSkillScopes(entries);
  for (const sa of record.subagents) {
    const scope = scopes.get(sa.toolUseId);
    if (scope !== undefined) sa.attributedSkillId = scope;
  }
}
