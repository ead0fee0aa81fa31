/**
 * Which tier a `fidelity: cowork` scenario resolves to under a baseline (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness). Only the baseline decides; the CLAUDE_FORCE_HOST_LOOP override is ignored
 * so the answer is the same on every machine.
 */
import type { Baseline } from "./types.js";

const HOST_LOOP_GATE = "1143815894";

function gateIsOn(gate: unknown): boolean {
  if (gate !== null && typeof gate === "object") return Boolean((gate as { on?: unknown }).on);
  if (typeof gate === "string") return /^(on|true|force)\b/i.test(gate);
  return Boolean(gate);
}

export function resolveCoworkTier(baseline: Baseline): "hostloop" | "container" {
  if (baseline.requireFullVmSandbox === true) return "container";
  const gates = baseline.provenance?.gates ?? {};
  const gate = gates[`hostLoop:${HOST_LOOP_GATE}`] ?? gates[HOST_LOOP_GATE];
  return gateIsOn(gate) ? "hostloop" : "container";
}
