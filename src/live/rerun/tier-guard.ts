/**
 * Which tier a re-run would execute the pull request's code at (issue 36, class 1). Every place a
 * pull request could name the tier is judged — the cassette's recorded tier (effectiveFidelity,
 * environment.tier), its frozen scenario, the scenario file on disk — and anything but the
 * container tier, an unknown tier included, is refused: the protocol tier runs the agent and its
 * tools on the host, which is no sandbox (SECURITY.md). Only a person's own `rerun
 * --allow-protocol-tier` lifts this; the gate and the Action never do. Pure.
 */
import { relative } from "node:path";
import type { Cassette } from "../../core/cassette/types.js";
import type { OnDiskScenario } from "../../core/scenario/on-disk-scenario.js";

export const NOT_A_SANDBOX = "the protocol tier is not a sandbox";

/** A tier name from a file the pull request wrote, as it may be quoted: one short plain word, else "unknown" and its first letters. */
export function tierName(v: unknown): string {
  const s = String(v);
  return /^[a-z-]{1,20}$/.test(s) ? s : `unknown ("${s.slice(0, 20).replace(/[^A-Za-z0-9-]/g, "?")}")`;
}

/** A scenario's fidelity as it runs: absent is the schema's default, container. */
function scenarioTier(v: unknown): string {
  return v === undefined ? "container" : tierName(v);
}

/** What says a tier other than container, in words, or undefined when every source says container. */
function offender(c: Cassette, onDisk: OnDiskScenario): string | undefined {
  const recorded = [c.effectiveFidelity, c.environment?.tier].filter((t) => t !== undefined);
  if (recorded.length === 0)
    return "the recording does not say which tier made it (no effectiveFidelity, no environment.tier)";
  const other = recorded.find((t) => t !== "container");
  if (other !== undefined) return `it was recorded at the ${tierName(other)} tier`;
  const frozen = scenarioTier(c.scenario?.fidelity);
  if (frozen !== "container") return `its frozen scenario says fidelity: ${frozen}`;
  if (onDisk.status === "invalid")
    return `its scenario file ${shown(onDisk.path)} does not load, so the tier it asks for is unknown`;
  if (onDisk.status === "loaded") {
    const tier = scenarioTier(onDisk.loaded.scenario.fidelity);
    const line = onDisk.loaded.keyLines["fidelity"];
    if (tier !== "container")
      return `its scenario file ${shown(onDisk.path)}${line !== undefined ? `:${line}` : ""} says fidelity: ${tier}`;
  }
  return undefined;
}

function shown(path: string): string {
  return relative(process.cwd(), path) || path;
}

/** Why this cassette is not re-run (it would not run in the container), or undefined. */
export function nonContainerTier(c: Cassette, onDisk: OnDiskScenario): string | undefined {
  const why = offender(c, onDisk);
  if (why === undefined) return undefined;
  return `${NOT_A_SANDBOX} — ${why}; the gate runs a pull request's code only at fidelity: container: re-record it at fidelity: container (or, on your own machine, rerun --allow-protocol-tier)`;
}
