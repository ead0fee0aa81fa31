/**
 * The chain's terminal for `--decider-cmd` and `--decider-dir`: every gate that reaches it (a
 * question no scenario rule answered, a web fetch, a dialog, an elicitation) is sent over the
 * channel and the reply is bound to the gate (external-reply.ts). Decided gates are flagged
 * non-deterministic and `by` the channel's name, which drives the cassette's authoring stamp.
 */
import { decided } from "../agent/decider/types.js";
import type { Decider, DeciderVerdict } from "../agent/decider/types.js";
import type { DecisionRequest } from "../../core/protocol/types.js";
import { maskSecrets } from "../../core/util/secret-scan.js";
import type { DecisionChannel } from "./channel.js";
import { externalReply } from "./external-reply.js";
import { externalRequest } from "./external-request.js";

export interface ExternalDeciderOptions {
  runId: string;
  /** the transcript tail at the time of the gate */
  context: () => string;
  secrets: readonly string[];
}

export class ExternalDecider implements Decider {
  constructor(
    readonly channel: DecisionChannel,
    private readonly opts: ExternalDeciderOptions,
  ) {}

  async decide(req: DecisionRequest): Promise<DeciderVerdict> {
    const request = externalRequest(req, {
      runId: this.opts.runId,
      context: this.opts.context(),
      secrets: this.opts.secrets,
    });
    const reply = await this.channel.ask(request);
    const response = externalReply(req, reply, this.channel.who, (t) => maskSecrets(t, this.opts.secrets));
    return decided(response, this.channel.name, { nonDeterministic: true });
  }
}
