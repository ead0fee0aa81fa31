/** Deciders tried in order; the first that does not abstain wins. */
import type { DecisionRequest } from "../../../core/protocol/types.js";
import { abstain } from "./types.js";
import type { Decider, DeciderVerdict } from "./types.js";

export class ChainDecider implements Decider {
  constructor(private readonly deciders: readonly Decider[]) {}

  async decide(req: DecisionRequest): Promise<DeciderVerdict> {
    const reasons: string[] = [];
    for (const d of this.deciders) {
      const v = await d.decide(req);
      if (v.kind === "decided") return v;
      if (v.reason) reasons.push(v.reason);
    }
    return abstain(reasons.join("; ") || undefined);
  }
}
