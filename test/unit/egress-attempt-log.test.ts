/**
 * The egress attempts a container-tier run keeps are bounded (src/live/container/attempt-log.ts). A
 * skill decides how many connections it tries, and each one was kept: 100,000 tries to made-up
 * hosts grew the host-side list, and the cassette's egress record, without end. Past the bound, an
 * attempt is kept only when its host, port and decision are new. So an assertion on a host's
 * decision still finds it.
 */
import { describe, expect, it } from "vitest";
import { AttemptLog, MAX_ATTEMPTS_IN_FULL, MAX_DISTINCT_ATTEMPTS } from "../../src/live/container/attempt-log.js";
import type { EgressAttempt } from "../../src/live/container/egress-proxy.js";

const attempt = (host: string, decision: "allow" | "deny" = "deny"): EgressAttempt => ({
  ts: "2026-01-01T00:00:00.000Z",
  host,
  port: 443,
  allowed: decision === "allow",
  decision,
  method: "CONNECT",
});

describe("the egress attempt log", () => {
  it("keeps the first attempts as they came, then one per host, port and decision, up to its bound", () => {
    const log = new AttemptLog();
    for (let i = 0; i < 2 * MAX_ATTEMPTS_IN_FULL; i++) log.add(attempt("flood.example"));
    expect(log.kept).toHaveLength(MAX_ATTEMPTS_IN_FULL);
    log.add(attempt("flood.example", "allow"));
    log.add(attempt("late.example"));
    expect(log.kept.slice(-2).map((a) => `${a.host} ${a.decision}`)).toEqual([
      "flood.example allow",
      "late.example deny",
    ]);
    for (let i = 0; i < 100_000; i++) log.add(attempt(`h${i}.example`));
    expect(log.kept).toHaveLength(MAX_DISTINCT_ATTEMPTS);
    expect(log.dropped).toBe(MAX_ATTEMPTS_IN_FULL + 100_000 - (MAX_DISTINCT_ATTEMPTS - MAX_ATTEMPTS_IN_FULL - 2));
  });
});
