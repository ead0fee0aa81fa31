/** The live-only egress assertions, judged on what the egress proxy saw. */
import { describe, expect, it } from "vitest";
import { evaluateLiveEgress, hostMatches, liveEgressAssertions } from "../../src/live/record/live-egress.js";
import type { EgressAttempt } from "../../src/live/container/egress-proxy.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";

const attempt = (host: string, decision: "allow" | "deny"): EgressAttempt => ({
  ts: "t",
  host,
  port: 443,
  allowed: decision === "allow",
  decision,
  method: "CONNECT",
});

describe("host matching", () => {
  it("exact or a proper subdomain; *.x means subdomains only", () => {
    expect(hostMatches("example.com", "example.com")).toBe(true);
    expect(hostMatches("example.com", "api.example.com")).toBe(true);
    expect(hostMatches("example.com", "badexample.com")).toBe(false);
    expect(hostMatches("*.example.com", "example.com")).toBe(false);
    expect(hostMatches("*.example.com", "a.example.com")).toBe(true);
    expect(hostMatches("Example.COM", "example.com.")).toBe(true);
  });
});

describe("egress assertions", () => {
  const scenario = {
    assert: [{ egress_denied: "blocked.test" }, { egress_allowed: "ok.test" }, { result: "success" }],
    expect_denied: ["other.test"],
  };

  it("passes when the proxy saw the attempts, fails naming what it saw otherwise", () => {
    const out = liveEgressAssertions(scenario, [attempt("blocked.test", "deny"), attempt("api.ok.test", "allow")]);
    expect(out.map((a) => [Object.keys(a.assertion)[0], a.pass])).toEqual([
      ["egress_denied", true],
      ["egress_allowed", true],
      ["egress_denied", false],
    ]);
    expect(out[2]!.message).toMatch(/other\.test — no attempt to reach it was made/);
  });

  it("a denied expectation is not met by an allowed attempt", () => {
    const [denied] = liveEgressAssertions({ assert: [{ egress_denied: "x.test" }] }, [attempt("x.test", "allow")]);
    expect(denied!.pass).toBe(false);
    expect(denied!.message).toMatch(/x\.test:443 allow/);
  });

  it("a failing egress assertion fails the live verdict", () => {
    const base = {
      assertions: [{ assertion: { result: "success" }, pass: true }],
      verdict: { pass: true, exitCode: 0, signals: [], guards: [], failures: [] },
      exitCode: 0,
      outcome: "delivered_clean",
    } as unknown as ReplayResult;
    const judged = evaluateLiveEgress(base, { assert: [{ egress_denied: "x.test" }] }, []);
    expect(judged.verdict.pass).toBe(false);
    expect(judged.exitCode).toBe(1);
    expect(judged.outcome).toBe("delivered_with_verdict_fail");
    expect(judged.verdict.failures[0]).toMatchObject({ assertion: "egress_denied", kind: "assertion" });
    expect(evaluateLiveEgress(base, { assert: [] }, [])).toBe(base);
  });
});
