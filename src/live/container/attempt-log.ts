/**
 * The egress attempts a container-tier run keeps, bounded. The egress proxy reports each
 * connection the sandbox tries as one line, and a skill decides how many it tries and to which
 * hosts. The log keeps the first MAX_ATTEMPTS_IN_FULL attempts as they came. After that it keeps
 * only the first attempt of each new host, port and decision, up to MAX_DISTINCT_ATTEMPTS entries
 * in all, and counts the rest. An egress assertion passes on some attempt with the decision it
 * asks for (src/live/record/live-egress.ts), and every such decision of every host within the bound is
 * still kept. So a dropped attempt can only turn a pass into a failure, never the reverse.
 */
import type { EgressAttempt } from "./egress-proxy.js";

/** How many attempts are kept as they came. */
export const MAX_ATTEMPTS_IN_FULL = 1000;
/** How many attempts are kept in all, the later ones one per host, port and decision. */
export const MAX_DISTINCT_ATTEMPTS = 10_000;

export class AttemptLog {
  /** the attempts kept, in arrival order */
  readonly kept: EgressAttempt[] = [];
  /** attempts not kept */
  dropped = 0;
  private readonly seen = new Set<string>();

  add(a: EgressAttempt): void {
    const key = `${a.host}\u0000${a.port}\u0000${a.decision}`;
    const fresh = !this.seen.has(key);
    if (this.kept.length < MAX_ATTEMPTS_IN_FULL || (fresh && this.kept.length < MAX_DISTINCT_ATTEMPTS)) {
      this.kept.push(a);
      this.seen.add(key);
    } else this.dropped++;
  }
}
