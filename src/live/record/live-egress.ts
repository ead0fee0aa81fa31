/**
 * The live-only egress assertions (`egress_denied`, `egress_allowed`, and the scenario's
 * `expect_denied` hosts), evaluated on a live run against what our egress proxy saw. Replay
 * cannot evaluate them (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions); a live run can, so `record` and `run` add them
 * to the verdict computed by the replay engine.
 */
import type { AssertionResult } from "../../gate/assert/context.js";
import type { ReplayResult } from "../../gate/replay/result.js";
import type { EgressAttempt } from "../container/egress-proxy.js";
import { hostAllowed, parseAllowlist } from "../container/egress-allowlist.js";

/**
 * Whether `host` is one an assertion names: the allowlist's own rule (exact host or a proper
 * subdomain; `*.x` subdomains only), so an assertion and the proxy can never disagree.
 */
export function hostMatches(pattern: string, host: string): boolean {
  return hostAllowed(host, parseAllowlist([pattern], "egress assertion"));
}

function evaluate(
  key: "egress_denied" | "egress_allowed",
  host: string,
  attempts: readonly EgressAttempt[],
): AssertionResult {
  const hits = attempts.filter((a) => hostMatches(host, a.host));
  const wanted = key === "egress_denied" ? "deny" : "allow";
  const pass = hits.some((a) => a.decision === wanted);
  const seen =
    hits.length === 0
      ? "no attempt to reach it was made"
      : `attempts: ${hits.map((a) => `${a.host}:${a.port} ${a.decision}`).join(", ")}`;
  return pass
    ? { assertion: { [key]: host }, pass: true, evidence: seen }
    : {
        assertion: { [key]: host },
        pass: false,
        message: `${key}: expected an ${wanted === "deny" ? "attempt that was denied" : "attempt that was allowed"} to ${host} — ${seen}`,
      };
}

export function liveEgressAssertions(
  scenario: Record<string, unknown>,
  attempts: readonly EgressAttempt[],
): AssertionResult[] {
  const out: AssertionResult[] = [];
  for (const item of (scenario.assert as Record<string, unknown>[] | undefined) ?? []) {
    for (const key of ["egress_denied", "egress_allowed"] as const) {
      if (typeof item[key] === "string") out.push(evaluate(key, item[key] as string, attempts));
    }
  }
  for (const host of (scenario.expect_denied as string[] | undefined) ?? [])
    out.push(evaluate("egress_denied", host, attempts));
  return out;
}

/** The live result with the egress assertions added and the verdict updated to match. */
export function evaluateLiveEgress(
  result: ReplayResult,
  scenario: Record<string, unknown>,
  attempts: readonly EgressAttempt[],
): ReplayResult {
  const extra = liveEgressAssertions(scenario, attempts);
  if (extra.length === 0) return result;
  const failing = extra.filter((a) => !a.pass);
  const verdict = {
    ...result.verdict,
    signals: [
      ...result.verdict.signals,
      ...failing.map((a) => ({ code: "assertion", severity: "fail" as const, message: a.message ?? "" })),
    ],
    failures: [
      ...result.verdict.failures,
      ...failing.map((a) => ({ assertion: Object.keys(a.assertion)[0]!, message: a.message ?? "", kind: "assertion" })),
    ],
  };
  verdict.pass = result.verdict.pass && failing.length === 0;
  verdict.exitCode = verdict.pass ? 0 : 1;
  return {
    ...result,
    assertions: [...result.assertions, ...extra],
    egress: attempts.map((a) => ({ host: a.host, port: a.port, decision: a.decision })),
    verdict,
    exitCode: result.exitCode === 2 ? 2 : verdict.exitCode,
    outcome: result.outcome === "delivered_clean" && !verdict.pass ? "delivered_with_verdict_fail" : result.outcome,
  };
}
