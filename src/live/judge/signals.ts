/**
 * The live verdict's guards (the reference's live lane; docs/reference.md#the-live-lane): what a live run may not do even when
 * no assertion asked — delete under outputs, leak a host path, auto-allow a tool only Cowork's
 * permissive parity let through — plus the warnings (a delete in another mount, a run that ended
 * on a question, a scan that could not be made, a produced file the user never got). Each is waived
 * by its modifier or moved into the assertion that names it.
 */
import type { VerdictSignal } from "../../gate/replay/result.js";
import { DELIVERY_WAIVER, deliverySignals, undeliveredFiles, type DeliveryEvidence } from "./delivery.js";
import type { LiveScan } from "./scan.js";
import type { CapabilityJudgement } from "./capability-guard.js";

export interface GuardInput {
  /** the authored `assert:` items */
  items: readonly Record<string, unknown>[];
  tier: string;
  scan?: LiveScan;
  scanUnavailable?: string;
  /** tools auto-allowed by cowork parity's permissive rule */
  permissiveAutoAllow: readonly string[];
  result: "success" | "error";
  /** the final message of the run */
  finalText: string;
  /** the run wrote a file under outputs */
  deliveredOutput: boolean;
  /** a stalled signal is already present */
  stalled: boolean;
  /** plugin dirs staged at the protocol tier, where no --plugin-dir reaches the agent */
  l0PluginDirs?: number;
  /** where they were staged, relative to the agent's cwd */
  l0PluginPaths?: readonly string[];
  /** the scenario's name, for the protocol-tier warning */
  scenario?: string;
  /** a decision was made by a live decider (llm, external, human, first option) */
  nonDeterministic?: boolean;
  /** prompt warnings of the run (a baseline prompt asset that was missing) */
  promptWarnings?: readonly string[];
  /** what the run produced and what present_files delivered (src/live/judge/delivery.ts) */
  delivery?: DeliveryEvidence;
  /** the capability guard, judged (capability-guard.ts); absent: the guard is not applicable */
  capability?: CapabilityJudgement;
}

export type GuardStatus = "na" | "pass" | "fail" | "unverified";

const MODIFIERS = new Set([
  "allow_permissive_auto_allow",
  "allow_missing_capability",
  "allow_l0_plugin_divergence",
  "allow_stall",
  "allow_undelivered_deliverables",
  "allow_outputs_delete",
  "allow_delete_in",
]);

const SKILL_KEYS = ["skill_triggered", "skill_available", "skill_tool_used"];

export function authoredKeys(items: readonly Record<string, unknown>[]): Set<string> {
  const keys = new Set<string>();
  for (const item of items) for (const [k, v] of Object.entries(item)) if (v !== undefined) keys.add(k);
  return keys;
}

export function deleteWaivers(items: readonly Record<string, unknown>[]): Set<string> {
  const out = new Set<string>();
  for (const item of items)
    if (Array.isArray(item.allow_delete_in)) for (const m of item.allow_delete_in) out.add(String(m));
  return out;
}

export function liveSignals(g: GuardInput): {
  signals: VerdictSignal[];
  guards: { name: string; status: GuardStatus }[];
  warnings: string[];
} {
  const keys = authoredKeys(g.items);
  const signals: VerdictSignal[] = [];
  const warnings: string[] = [];
  if (g.scanUnavailable) signals.push({ code: "scan_unavailable", severity: "warn", message: g.scanUnavailable });
  const s = g.scan;
  if (s && s.outputsDeletes.length > 0 && !keys.has("no_delete_in_outputs") && !keys.has("allow_outputs_delete")) {
    signals.push({
      code: "outputs_delete",
      severity: "fail",
      message: `unauthorized delete touched mnt/outputs: ${s.outputsDeletes.join("; ")} (Cowork denies deletes in outputs; assert allow_outputs_delete: true if the skill means to)`,
    });
  }
  if (s) {
    const waived = deleteWaivers(g.items);
    for (const d of s.mountDeletes) {
      if (d.mount === "outputs") continue;
      warnings.push(`[scan] delete detected in mount "${d.mount}": ${d.command}`);
      if (!waived.has(d.mount) && !keys.has("no_delete_in_mounts")) {
        signals.push({
          code: "mount_delete",
          severity: "warn",
          message: `delete detected in mount "${d.mount}" (production denies it until approved): ${d.command} — waive with allow_delete_in: [${d.mount}]`,
        });
      }
    }
  }
  const hostPathCounts = g.tier !== "protocol" && g.tier !== "hostloop";
  if (s?.hostPathLeaked && !hostPathCounts)
    warnings.push(
      `[verdict] host_path_leak signal skipped at ${g.tier} — the agent runs on this machine there, so host paths are expected`,
    );
  if (s?.hostPathLeaked && hostPathCounts && !keys.has("transcript_no_host_path")) {
    signals.push({
      code: "host_path_leak",
      severity: "fail",
      message:
        "a host path leaked into model-visible text (assert transcript_no_host_path: true to make it an assertion)",
    });
  }
  for (const tool of g.permissiveAutoAllow)
    warnings.push(`[permission] "${tool}" auto-allowed by cowork parity — a real user would have been asked`);
  if (g.permissiveAutoAllow.length > 0 && !keys.has("allow_permissive_auto_allow")) {
    signals.push({
      code: "permissive_auto_allow",
      severity: "fail",
      message: `tool(s) auto-allowed by cowork parity without an answers: rule: ${[...new Set(g.permissiveAutoAllow)].join(", ")} — add an answers: rule, or assert allow_permissive_auto_allow: true`,
    });
  }
  if ((g.l0PluginDirs ?? 0) > 0) {
    warnings.push(
      `${g.scenario ?? "scenario"}: L0 (protocol) does not apply the Cowork auth-env drop or --plugin-dir; ${g.l0PluginDirs} plugin dir(s) were staged but their skills do not reach the agent — skill assertions (${SKILL_KEYS.join(", ")}) cannot hold at this tier; record at fidelity: container${g.l0PluginPaths?.length ? ` (a Skill call for them answers "Unknown skill"; their files are at ${g.l0PluginPaths.join(", ")}, relative to the agent's cwd)` : ""}`,
    );
    if (!keys.has("allow_l0_plugin_divergence")) {
      signals.push({
        code: "l0_plugin_divergence",
        severity: "fail",
        message: `the session's ${g.l0PluginDirs} plugin(s) do not load at the protocol tier (no --plugin-dir), so this run is not the one Cowork makes — record at fidelity: container, or assert allow_l0_plugin_divergence: true`,
      });
    }
  }
  if (g.capability) {
    signals.push(...g.capability.signals);
    warnings.push(...g.capability.warnings);
  }
  if (g.nonDeterministic)
    signals.push({
      code: "non_deterministic",
      severity: "warn",
      message: "a gate was answered by a live decider, so another run may answer it differently",
    });
  const missing = (g.promptWarnings ?? []).filter((w) => w.includes("referenced asset not found"));
  if (missing.length > 0)
    signals.push({
      code: "prompt_asset_missing",
      severity: "warn",
      message: `the run went without a baseline prompt asset: ${missing.join("; ")}`,
    });
  const openEnded = [...keys].every((k) => k === "result" || MODIFIERS.has(k));
  if (
    g.result === "success" &&
    !g.stalled &&
    !keys.has("allow_stall") &&
    openEnded &&
    !g.deliveredOutput &&
    /\?(?![\w=&/#])/.test(g.finalText)
  ) {
    signals.push({
      code: "ended_with_question",
      severity: "warn",
      message: "the run ended with a question to the user and delivered no output file",
    });
  }
  const delivery = g.delivery ? deliverySignals(g.delivery, keys.has(DELIVERY_WAIVER)) : [];
  signals.push(...delivery);
  for (const d of delivery) warnings.push(`[delivery] ${d.message}`);
  const guards: { name: string; status: GuardStatus }[] = [
    { name: "capability-use", status: g.capability?.guard ?? "na" },
    { name: "permissive-auto-allow", status: g.permissiveAutoAllow.length > 0 ? "fail" : "pass" },
    { name: "host-path", status: !s ? "na" : signals.some((x) => x.code === "host_path_leak") ? "fail" : "pass" },
    { name: "outputs-delete", status: !s ? "na" : s.outputsDeletes.length > 0 ? "fail" : "pass" },
    { name: "delivery", status: deliveryStatus(g.delivery) },
  ];
  return { signals, guards, warnings };
}

/** Fired whenever a produced file went undelivered (or unobservable), even when the modifier waived the warning. */
function deliveryStatus(ev: DeliveryEvidence | undefined): GuardStatus {
  if (!ev) return "na";
  if (ev.lane === "remote")
    return ev.workspaceFiles === undefined ? "na" : deliverySignals(ev, false).length > 0 ? "fail" : "pass";
  const missing = undeliveredFiles(ev);
  return missing === undefined ? "na" : missing.length > 0 ? "fail" : "pass";
}
