/**
 * The baseline-dependent staleness checks (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness): resolved
 * tier, baseline version and prompt assets. Without a baselines directory none of them can
 * run; each then yields a note saying so — never a pass, a failure or an unverifiable class.
 */
import type { Cassette, Fingerprint } from "../../core/cassette/types.js";
import { loadBaseline } from "../../core/baselines/load.js";
import { promptAssetsHash } from "../../core/baselines/prompt-assets.js";
import { resolveCoworkTier } from "../../core/baselines/tier.js";
import type { LoadedBaseline } from "../../core/baselines/types.js";
import { oneLine } from "../../core/util/errors.js";
import type { StalenessReport } from "./types.js";

/** What one baseline step found. */
type BaselineResult = Pick<StalenessReport, "findings" | "notes">;

const NO_BASELINES = "no baselines directory given (--baselines DIR)";

export const PREDATES_PROMPT_ASSETS_NOTE =
  "prompt-assets: cassette predates prompt-asset fingerprinting — a prompt-asset edit since record would be invisible; re-record to adopt the guard";

/** Step 1: does a `fidelity: cowork` cassette still resolve to the tier it was recorded at? */
export async function tierCheck(cassette: Cassette, baselinesDir: string | undefined): Promise<BaselineResult> {
  const authored = cassette.scenario.fidelity;
  const eff = cassette.effectiveFidelity;
  if (authored !== "cowork") {
    if (eff === undefined) {
      return {
        findings: [],
        notes: [
          `resolved-tier: cassette predates effectiveFidelity, but the scenario pins an explicit tier ('${authored}') — tier statically knowable; nothing baseline-dependent to verify`,
        ],
      };
    }
    return { findings: [], notes: [] };
  }
  if (eff === undefined) {
    return {
      findings: [
        {
          class: "unverifiable-tier",
          message: "fidelity: cowork cassette predates effectiveFidelity — cannot verify tier stability; re-record",
        },
      ],
      notes: [],
    };
  }
  if (baselinesDir === undefined) {
    return {
      findings: [],
      notes: [`resolved-tier: not checked — ${NO_BASELINES}; the tier 'cowork' resolves to depends on the baseline`],
    };
  }
  const name = cassette.scenario.baseline ?? "latest";
  let loaded: LoadedBaseline;
  try {
    loaded = await loadBaseline(baselinesDir, name);
  } catch (e) {
    return {
      findings: [
        {
          class: "unverifiable-tier",
          message: `fidelity: cowork cassette's baseline '${name}' failed to load (${oneLine(e)}) — cannot verify tier stability (can't verify ⇒ not green)`,
        },
      ],
      notes: [],
    };
  }
  const resolved = resolveCoworkTier(loaded.baseline);
  if (resolved === eff) return { findings: [], notes: [] };
  return {
    findings: [
      {
        class: "resolved-tier",
        message: `fidelity: cowork now resolves to '${resolved}' (baseline ${loaded.baseline.appVersion}, gate 1143815894) but the cassette was recorded at '${eff}' — the recording exercises the wrong tier; re-record`,
      },
    ],
    notes: [],
  };
}

/** A cassette of ours recorded without --baselines: it has no prompt-asset hash because none was given, not because it predates the guard. */
export const NO_BASELINES_AT_RECORD_NOTE =
  "prompt-assets: not checked: no baselines given when it was recorded (record --baselines DIR writes the prompt-asset fingerprint)";

/**
 * Whether the cassette was recorded by this harness since it stamps the agent version (so a missing
 * prompt-asset hash means "no baselines were given", never "predates the guard").
 */
export function recordedWithAgentStamp(environment: Record<string, unknown> | undefined): boolean {
  return typeof environment?.agentVersion === "string";
}

/** Steps 4 and 5: the latest baseline's version, then the prompt assets under the same version. */
export async function baselineAndPromptChecks(
  fp: Fingerprint,
  baselinesDir: string | undefined,
  recordedWithoutBaselines = false,
): Promise<BaselineResult> {
  const report: BaselineResult = { findings: [], notes: [] };
  const missingAssetsNote =
    recordedWithoutBaselines && fp.baseline === undefined ? NO_BASELINES_AT_RECORD_NOTE : PREDATES_PROMPT_ASSETS_NOTE;
  if (baselinesDir === undefined) {
    // recorded by us without baselines and judged without them: there is nothing to compare, and nothing to say
    if (recordedWithoutBaselines && fp.baseline === undefined && fp.promptAssetsHash === undefined) return report;
    report.notes.push(`baseline: not checked — ${NO_BASELINES}; recorded baseline ${fp.baseline ?? "(none)"}`);
    if (fp.promptAssetsHash === undefined) report.notes.push(missingAssetsNote);
    else report.notes.push(`prompt-assets: not checked — ${NO_BASELINES}`);
    return report;
  }
  let live: LoadedBaseline | undefined;
  try {
    live = await loadBaseline(baselinesDir, "latest");
  } catch {
    report.findings.push({
      class: "unverifiable-baseline",
      message: `cannot load the latest baseline from ${baselinesDir} to verify staleness (env/platform, not skill drift; can't verify ⇒ not green)`,
    });
  }
  const liveVersion = live?.baseline.appVersion;
  if (live && liveVersion !== fp.baseline) {
    report.findings.push({
      class: "baseline",
      message: `baseline moved ${fp.baseline} → ${liveVersion} since record — re-record`,
    });
  }
  if (fp.promptAssetsHash === undefined) {
    report.notes.push(missingAssetsNote);
    return report;
  }
  if (!live || liveVersion !== fp.baseline) return report;
  const liveAssets = await promptAssetsHash(live);
  if (liveAssets === undefined) {
    report.findings.push({
      class: "unverifiable-prompt-assets",
      message:
        "cassette recorded a prompt-asset fingerprint but the live baseline's prompt assets can't be hashed (a pointer moved or the asset is absent) — can't verify prompt drift ⇒ not green",
    });
  } else if (liveAssets !== fp.promptAssetsHash) {
    report.findings.push({
      class: "prompt-assets",
      message:
        "the baseline's committed prompt assets changed since this cassette was recorded (same appVersion) — the recorded model saw a different rendered prompt; re-record",
    });
  }
  return report;
}
