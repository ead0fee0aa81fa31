/**
 * The capability guard (the reference's live lane; docs/reference.md#the-live-lane): a live run must not pass on an agent image that
 * lacks a tool real Cowork has when the skill needs it. Two halves, both waived by the verdict
 * modifier `allow_missing_capability: true`:
 *  - declared: every name in `requires_capabilities` must be a known family the image has. An
 *    unknown name is a typo; an omitted family stops the run before the agent starts (preflight);
 *    a name no probe could check (protocol tier, probe skipped or failed) fails the run, since the
 *    scenario said it needs it;
 *  - used: a family the run used (capability-use.ts) that the probed image lacks.
 * Pure: the probe is made by the caller (src/live/container/image-probe.ts), only when it is needed.
 */
import type { VerdictSignal } from "../../gate/replay/result.js";
import { CAPABILITY_FAMILIES, familyLabel, isCapabilityFamily, type CapabilityFamily } from "./capabilities.js";
import type { CapabilityUse } from "./capability-use.js";

export type CapabilityProbe =
  | { status: "definitive"; present: Readonly<Record<CapabilityFamily, boolean>>; image: string }
  | { status: "unverified"; why: string }
  | { status: "skipped"; why: string };

export type UnmetReason = "unknown" | "omitted" | "unverifiable";

export interface CapabilityJudgement {
  /** "not-needed": nothing declared and nothing used, so no probe was made */
  capabilityProbe: CapabilityProbe["status"] | "not-needed";
  requiresCapabilityUnmet?: { caps: { name: string; reason: UnmetReason }[] };
  /** families used that the probed image lacks */
  missingCapabilityUse: CapabilityUse[];
  signals: VerdictSignal[];
  guard: "na" | "pass" | "fail" | "unverified";
  warnings: string[];
}

const KNOWN = CAPABILITY_FAMILIES.join(", ");
const WAIVE = "or assert allow_missing_capability: true if the skill copes without it";

/** The declared names, each once, in the order written. */
export function declaredCapabilities(raw: unknown): string[] {
  return Array.isArray(raw) ? [...new Set(raw.filter((x): x is string => typeof x === "string"))] : [];
}

/** Before the agent starts: the one-line refusal (or, when waived, the notice) for declared families the image lacks. */
export function capabilityPreflight(
  declared: readonly string[],
  probe: CapabilityProbe,
  waived: boolean,
): { refuse?: string; notice?: string } {
  if (probe.status !== "definitive") return {};
  const omitted = declared.filter((n) => isCapabilityFamily(n) && !probe.present[n]) as CapabilityFamily[];
  if (omitted.length === 0) return {};
  const what = omitted.map((f) => `${f} (${familyLabel(f)})`).join(", ");
  if (waived)
    return {
      notice: `[capability] requires_capabilities lists ${what}, which the agent image ${probe.image} lacks — running anyway (allow_missing_capability)`,
    };
  return {
    refuse: `[capability] requires_capabilities lists ${what}, which the agent image ${probe.image} lacks, so the skill cannot run as in Cowork — use an agent image that has it (COWORK_AGENT_IMAGE), ${WAIVE}`,
  };
}

function unmetMessage(
  caps: readonly { name: string; reason: UnmetReason }[],
  probe: CapabilityProbe | undefined,
): string {
  const of = (r: UnmetReason): string[] => caps.filter((c) => c.reason === r).map((c) => c.name);
  const parts: string[] = [];
  if (of("unknown").length > 0)
    parts.push(
      `${of("unknown")
        .map((n) => JSON.stringify(n))
        .join(", ")} is not a capability family (known: ${KNOWN}) — fix the name`,
    );
  if (of("omitted").length > 0 && probe?.status === "definitive")
    parts.push(`the agent image ${probe.image} lacks ${of("omitted").join(", ")} — use an image that has it, ${WAIVE}`);
  if (of("unverifiable").length > 0)
    parts.push(
      `${of("unverifiable").join(", ")} could not be checked (${probe && probe.status !== "definitive" ? probe.why : "no probe"}) — record at fidelity: container with the probe on, ${WAIVE}`,
    );
  return `requires_capabilities: ${parts.join("; ")}`;
}

/**
 * After the run. `probe` is undefined when none was needed (nothing declared, nothing used).
 * `waived`: the scenario asserts allow_missing_capability: true.
 */
export function judgeCapabilities(opts: {
  declared: readonly string[];
  used: readonly CapabilityUse[];
  probe?: CapabilityProbe;
  waived: boolean;
  tier: string;
  /** why the run's events could not all be read (then a use may have gone unseen) */
  scanUnavailable?: string;
}): CapabilityJudgement {
  const { declared, used, waived } = opts;
  const warnings: string[] = [];
  const signals: VerdictSignal[] = [];
  const probe = opts.probe;
  if (!probe) return { capabilityProbe: "not-needed", missingCapabilityUse: [], signals, guard: "pass", warnings };
  // unread events may hide a use of what the image lacks: a clean result then proves nothing
  const lacks = probe.status === "definitive" ? CAPABILITY_FAMILIES.filter((f) => !probe.present[f]) : [];
  const blind = opts.scanUnavailable !== undefined && lacks.length > 0;
  if (blind)
    warnings.push(
      `[capability] the run's events could not all be read, so a use of ${lacks.join(", ")} (which the image lacks) may have gone unseen`,
    );

  const caps: { name: string; reason: UnmetReason }[] = [];
  for (const name of declared) {
    if (!isCapabilityFamily(name)) caps.push({ name, reason: "unknown" });
    else if (probe.status !== "definitive") caps.push({ name, reason: "unverifiable" });
    else if (!probe.present[name]) caps.push({ name, reason: "omitted" });
  }
  const missingUse = probe.status === "definitive" ? used.filter((u) => !probe.present[u.family]) : [];

  if (probe.status === "unverified")
    warnings.push(`[capability] the agent image could not be probed (${probe.why}) — capability use is not verified`);
  const unverifiable = caps.filter((c) => c.reason === "unverifiable").map((c) => c.name);
  if (unverifiable.length > 0 && probe.status !== "definitive") {
    warnings.push(
      waived
        ? `[capability] requires_capabilities ${unverifiable.join(", ")} not checked at the ${opts.tier} tier (${probe.why}) — waived by allow_missing_capability`
        : `[capability] (FAILED THIS RUN) requires_capabilities ${unverifiable.join(", ")} cannot be checked at the ${opts.tier} tier (${probe.why}) — record at fidelity: container with the probe on, ${WAIVE}`,
    );
  }
  if (caps.length > 0) {
    const message = unmetMessage(caps, probe);
    if (waived) warnings.push(`[capability] waived by allow_missing_capability: ${message}`);
    else signals.push({ code: "missing_capability", severity: "fail", message });
  }
  if (missingUse.length > 0 && probe.status === "definitive") {
    const list = missingUse
      .map((u) => `${u.family} (${familyLabel(u.family)}) in ${JSON.stringify(u.evidence)}`)
      .join("; ");
    const message = `the run used ${list}, which the agent image ${probe.image} lacks: Cowork's VM has it, so this run is not the one Cowork makes — use an agent image that has it, ${WAIVE}`;
    if (waived) warnings.push(`[capability] waived by allow_missing_capability: ${message}`);
    else signals.push({ code: "missing_capability", severity: "fail", message });
  }
  // as the other guards: fired when its signal is there (a waived miss is a warning, not a firing)
  const guard =
    probe.status === "skipped"
      ? "na"
      : probe.status === "unverified"
        ? "unverified"
        : signals.length > 0
          ? "fail"
          : blind
            ? "unverified"
            : "pass";
  return {
    capabilityProbe: probe.status,
    ...(caps.length > 0 ? { requiresCapabilityUnmet: { caps } } : {}),
    missingCapabilityUse: missingUse,
    signals,
    guard,
    warnings,
  };
}
