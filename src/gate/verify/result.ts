/**
 * The verify result model and its JSON envelope, with the reference's key order
 * (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness), and the exit code: 1 for any real finding, else 3 for anything
 * that could not be verified, else 0.
 */
import { EXIT } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import type { PrivacyFinding } from "./privacy-scan.js";

export interface VerifyResult {
  file: string;
  findings: PrivacyFinding[];
  staleness: string[];
  unverifiable: string[];
  notes: string[];
  version: string[];
  scenarioDrift: string[];
  error?: string;
  privacyScanned: boolean;
}

export interface VerifyCoverage {
  privacy: boolean;
  staleness: boolean;
  scenarioDrift: boolean;
}

/** Rebuilds a result with keys in the reference's order (error only when set). */
export function orderedResult(r: VerifyResult): VerifyResult {
  return {
    file: r.file,
    findings: r.findings.map((f) => ({ where: f.where, cls: f.cls, sample: f.sample })),
    staleness: r.staleness,
    unverifiable: r.unverifiable,
    notes: r.notes,
    version: r.version,
    scenarioDrift: r.scenarioDrift,
    ...(r.error !== undefined ? { error: r.error } : {}),
    privacyScanned: r.privacyScanned,
  };
}

export function hasRealFinding(r: VerifyResult): boolean {
  return r.findings.some((f) => f.cls !== "unscanned") || r.staleness.length > 0 || r.scenarioDrift.length > 0;
}

export function couldNotVerify(r: VerifyResult): boolean {
  return r.unverifiable.length > 0 || r.version.length > 0 || r.error !== undefined;
}

export function verifyExitCode(results: VerifyResult[]): number {
  if (results.some(hasRealFinding)) return EXIT.fail;
  if (results.some(couldNotVerify)) return EXIT.unverifiable;
  return EXIT.ok;
}

/** The JSON envelope; `margins` (verify --margins: src/gate/margins/) sits after the results when given. */
export function verifyEnvelope(results: VerifyResult[], coverage: VerifyCoverage, margins?: unknown[]): string {
  const ok = verifyExitCode(results) === EXIT.ok;
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "verify-cassettes",
    ok,
    coverage: { privacy: coverage.privacy, staleness: coverage.staleness, scenarioDrift: coverage.scenarioDrift },
    results: results.map(orderedResult),
    ...(margins !== undefined ? { margins } : {}),
    error: null,
  });
}

/** The envelope for a usage error: no results, the error named. */
export function verifyUsageEnvelope(message: string, hint?: string): string {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "verify-cassettes",
    ok: false,
    results: [],
    error: { category: "usage", message, ...(hint !== undefined ? { hint } : {}) },
  });
}
