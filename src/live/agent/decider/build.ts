/**
 * The live decider for a scenario: Scripted(answers) → PermissionDefault(parity) → Terminal(on_unanswered).
 * A live terminal (a model, a helper, the gate directory, a person: src/live/answerers/) is passed in as
 * `terminal`; without one, `prompt` and `llm` are rejected here with a clear message.
 */
import type { AnswerRule } from "../../../core/scenario/model.js";
import { UsageError } from "../../../core/util/errors.js";
import { ChainDecider } from "./chain.js";
import { PermissionDefaultDecider } from "./permission-default.js";
import type { PermissionParity } from "./permission-default.js";
import { ScriptedDecider } from "./scripted.js";
import type { Warn } from "./scripted.js";
import { TerminalDecider } from "./terminal.js";
import type { OnUnanswered } from "./terminal.js";
import type { Decider } from "./types.js";

export interface BuildDeciderOptions {
  answers?: readonly AnswerRule[];
  parity?: PermissionParity;
  onUnanswered?: OnUnanswered | "prompt" | "llm";
  warn?: Warn;
  /** the chain's last decider, replacing the on_unanswered policy (src/live/answerers/live-session.ts) */
  terminal?: Decider;
}

export function buildDecider(opts: BuildDeciderOptions = {}): Decider {
  const policy = opts.onUnanswered ?? "fail";
  if (opts.terminal === undefined && (policy === "prompt" || policy === "llm")) {
    throw new UsageError(`on_unanswered: ${policy} is not supported by the scripted driver — use fail, first or deny`);
  }
  return new ChainDecider([
    new ScriptedDecider(opts.answers ?? [], opts.warn),
    new PermissionDefaultDecider(opts.parity ?? "cowork"),
    opts.terminal ?? new TerminalDecider(policy === "prompt" || policy === "llm" ? "fail" : policy),
  ]);
}
