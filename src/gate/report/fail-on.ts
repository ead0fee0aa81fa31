/**
 * The gate's policy: which findings fail it (`fail-on`). Pure; the report asks it per finding.
 */
import { UsageError } from "../../core/util/errors.js";

/**
 * `fail-on` conditions. `stale-inputs` names the test's own inputs at once (scenario, model
 * script, uploads, session); each class also has its own name.
 */
export const FAIL_ON_VALUES = [
  "assertions",
  "unrecorded",
  "unverifiable",
  "stale-any",
  "stale-skill",
  "stale-inputs",
  "stale-scenario",
  "stale-model-script",
  "stale-uploads",
  "stale-session",
  "stale-baseline",
  "skill-lint",
] as const;
export type FailOn = (typeof FAIL_ON_VALUES)[number];
/**
 * Default: failed assertions, scenarios the pull request left without a cassette (added
 * unrecorded, or their cassette removed: src/gate/coverage/), cassettes that cannot be verified, and edits to the test's own
 * inputs (its scenario's recording-shaping fields, model script, upload files, session), whose
 * recording then answers another test. A skill edit warns: the recording still documents the
 * last known-good behaviour, and refreshing it costs a live run (see the README).
 */
export const DEFAULT_FAIL_ON: readonly FailOn[] = ["assertions", "unrecorded", "unverifiable", "stale-inputs"];

/** `fail-on` input: comma/space/newline separated values; unknown values are a usage error. */
export function parseFailOn(input: string | readonly string[] | undefined): FailOn[] {
  const parts = (typeof input === "string" ? input.split(/[\s,]+/) : [...(input ?? [])])
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (parts.length === 0) return [...DEFAULT_FAIL_ON];
  const out: FailOn[] = [];
  for (const p of parts) {
    if (!(FAIL_ON_VALUES as readonly string[]).includes(p)) {
      throw new UsageError(`fail-on: unknown value "${p}" (expected ${FAIL_ON_VALUES.join(", ")})`);
    }
    if (!out.includes(p as FailOn)) out.push(p as FailOn);
  }
  return out;
}

const CLASS_GROUPS: Partial<Record<FailOn, ReadonlySet<string>>> = {
  "stale-skill": new Set(["skill", "shared-root"]),
  "stale-inputs": new Set(["scenario", "model-script", "uploads", "session"]),
  "stale-scenario": new Set(["scenario"]),
  "stale-model-script": new Set(["model-script"]),
  "stale-uploads": new Set(["uploads"]),
  "stale-session": new Set(["session"]),
  "stale-baseline": new Set(["baseline", "prompt-assets", "resolved-tier"]),
};

export function stalenessGates(cls: string, failOn: readonly FailOn[]): boolean {
  if (cls.startsWith("unverifiable-")) return failOn.includes("unverifiable");
  if (failOn.includes("stale-any")) return true;
  return failOn.some((f) => CLASS_GROUPS[f]?.has(cls) === true);
}
