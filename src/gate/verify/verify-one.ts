/**
 * Verifying one cassette file: load it, run the privacy scan, the staleness diagnosis, the
 * session-shape check and the scenario-drift check, and sort every message into the
 * reference's buckets. Never throws: a crash becomes this file's `error`.
 */
import { loadCassetteFile, readCassetteText } from "../../core/cassette/load.js";
import { CURRENT_CASSETTE_VERSION, type Cassette } from "../../core/cassette/types.js";
import { scenarioFieldsCheck } from "../staleness/checks/scenario-fields.js";
import { computeStaleness } from "../staleness/compute.js";
import type { StalenessReport } from "../staleness/types.js";
import { oneLine } from "../../core/util/errors.js";
import type { AllowPattern } from "./privacy-patterns.js";
import { scanCassette, type PrivacyFinding } from "./privacy-scan.js";
import type { VerifyResult } from "./result.js";

export interface VerifyOptions {
  privacy: boolean;
  staleness: boolean;
  scenarioDrift: boolean;
  allow: AllowPattern[];
  baselinesDir?: string;
  sessionOverride?: string;
  env?: NodeJS.ProcessEnv;
  /** a staleness report already computed for this cassette (by `check`), so the tree is walked once */
  precomputedStaleness?: StalenessReport;
}

function emptyResult(file: string): VerifyResult {
  return {
    file,
    findings: [],
    staleness: [],
    unverifiable: [],
    notes: [],
    version: [],
    scenarioDrift: [],
    privacyScanned: false,
  };
}

/** A file that fails validation may still be scannable: scan whatever parses as JSON. */
async function salvageScan(file: string, allow: AllowPattern[]): Promise<PrivacyFinding[] | undefined> {
  try {
    const raw = JSON.parse(await readCassetteText(file)) as Record<string, unknown>;
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return undefined;
    const scenario = raw.scenario !== null && typeof raw.scenario === "object" ? raw.scenario : {};
    return scanCassette({ ...raw, scenario } as unknown as Cassette, allow);
  } catch {
    return undefined;
  }
}

export async function verifyLoaded(file: string, cassette: Cassette, opts: VerifyOptions): Promise<VerifyResult> {
  const r = emptyResult(file);
  if (opts.privacy) r.findings = scanCassette(cassette, opts.allow);
  r.privacyScanned = opts.privacy;
  if (opts.staleness || opts.scenarioDrift) {
    // with staleness off (--skip-staleness), only the scenario check is asked
    const only = opts.staleness ? undefined : [scenarioFieldsCheck.id];
    const report =
      opts.precomputedStaleness ??
      (await computeStaleness(
        cassette,
        file,
        {
          ...(opts.sessionOverride !== undefined ? { sessionOverride: opts.sessionOverride } : {}),
          ...(opts.baselinesDir !== undefined ? { baselinesDir: opts.baselinesDir } : {}),
          ...(opts.env !== undefined ? { env: opts.env } : {}),
        },
        only,
      ));
    // The scenario check has verify's own bucket (scenarioDrift); every other check is staleness.
    for (const c of report.byCheck) {
      const isScenario = c.id === scenarioFieldsCheck.id;
      if (isScenario ? !opts.scenarioDrift : !opts.staleness) continue;
      for (const f of c.findings) {
        if (isScenario) r.scenarioDrift.push(f.message);
        else (f.class.startsWith("unverifiable-") ? r.unverifiable : r.staleness).push(f.message);
      }
      r.notes.push(...c.notes);
    }
  }
  const version = cassette.cassetteVersion ?? 0;
  if (version > CURRENT_CASSETTE_VERSION) {
    r.version.push(
      `cassette format v${version} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) — upgrade cowork-harness (can't verify ⇒ not green)`,
    );
  }
  return r;
}

export async function verifyOne(file: string, opts: VerifyOptions): Promise<VerifyResult> {
  let cassette: Cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch (e) {
    const r = emptyResult(file);
    r.error = oneLine(e);
    if (opts.privacy) {
      const salvaged = await salvageScan(file, opts.allow);
      if (salvaged) {
        r.findings = salvaged;
        r.privacyScanned = true;
      }
    }
    return r;
  }
  try {
    return await verifyLoaded(file, cassette, opts);
  } catch (e) {
    return { ...emptyResult(file), error: oneLine(e) };
  }
}
