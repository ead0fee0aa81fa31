/**
 * Which staleness findings fail a replay (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness). By default only
 * `unverifiable-skill`; `--fail-on-skill-drift` adds source drift; an explicit `--session`
 * adds `format` too; `--strict` fails every class.
 */
import type { AssertionResult } from "../assert/context.js";
import type { StalenessClass, StalenessFinding } from "../staleness/types.js";
import type { ReplayOptions } from "./options.js";

const SKILL_DRIFT: ReadonlySet<StalenessClass> = new Set(["skill", "shared-root", "unverifiable-skill"]);
const SESSION_DRIFT: ReadonlySet<StalenessClass> = new Set([...SKILL_DRIFT, "format"]);

export function stalenessFailures(findings: StalenessFinding[], opts: ReplayOptions): AssertionResult[] {
  const fail = (message: string): AssertionResult => ({ assertion: {}, pass: false, message, source: "staleness" });
  if (opts.strict) return findings.map((f) => fail(`cassette stale (--strict): ${f.message}`));
  if (opts.failOnSkillDrift) {
    return findings
      .filter((f) => SKILL_DRIFT.has(f.class))
      .map((f) => fail(`skill-source drift (--fail-on-skill-drift): ${f.message}`));
  }
  if (opts.sessionOverride) {
    return findings
      .filter((f) => SESSION_DRIFT.has(f.class))
      .map((f) => fail(`skill-source drift under an explicit --session: ${f.message}`));
  }
  return findings
    .filter((f) => f.class === "unverifiable-skill")
    .map((f) => fail(`skill staleness could not be verified: ${f.message}`));
}
