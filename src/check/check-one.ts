/**
 * The gate's unit of work: one cassette loaded once, its staleness computed once, then
 * replayed and (for `check`) verified. Used by the `check` CLI command and the Action.
 * Never throws: an unreadable cassette becomes an error result.
 */
import { errorResult, prepareCassette, replayLoaded } from "../replay/replay-cassette.js";
import type { Annotation, ReplayOptions } from "../replay/options.js";
import type { ReplayResult } from "../replay/result.js";
import { oneLine } from "../util/errors.js";
import type { AllowPattern } from "../verify/privacy-patterns.js";
import type { VerifyResult } from "../verify/result.js";
import { SESSION_SHAPE_DRIFT } from "../verify/session-shape.js";
import { verifyLoaded } from "../verify/verify-one.js";

export type CheckMode = "check" | "replay" | "verify";

export interface CheckOptions extends ReplayOptions {
  mode: CheckMode;
  env?: NodeJS.ProcessEnv;
  allow?: AllowPattern[];
}

export interface CheckOutcome {
  result: ReplayResult;
  verify?: VerifyResult;
  annotations: Annotation[];
}

export async function checkOne(file: string, label: string, opts: CheckOptions): Promise<CheckOutcome> {
  const annotations: Annotation[] = [];
  try {
    const { cassette, staleness } = await prepareCassette(file, opts, annotations);
    const result = replayLoaded(cassette, file, staleness, opts, annotations);
    result.cassette = label;
    if (opts.mode === "replay") return { result, annotations };
    const verify = await verifyLoaded(label, cassette, {
      privacy: true,
      staleness: true,
      scenarioDrift: true,
      allow: opts.allow ?? [],
      baselinesDir: opts.baselinesDir,
      sessionOverride: opts.sessionOverride,
      env: opts.env,
      precomputedStaleness: staleness,
    });
    result.findings = verifyFindings(verify);
    return { result, verify, annotations };
  } catch (e) {
    const message = oneLine(e);
    annotations.push({ level: "warning", message: `[check] ${message}` });
    return { result: { ...errorResult(label, message) }, annotations };
  }
}

/** What verify found beyond the staleness classes replay already reports. */
export function verifyFindings(v: VerifyResult): NonNullable<ReplayResult["findings"]> {
  const out: NonNullable<ReplayResult["findings"]> = [];
  for (const f of v.findings) if (f.cls !== "unscanned") out.push({ kind: "privacy", message: `possible ${f.cls} in ${f.where}: ${f.sample}` });
  for (const d of v.scenarioDrift) out.push({ kind: "scenario-drift", message: d });
  if (v.staleness.includes(SESSION_SHAPE_DRIFT)) out.push({ kind: "session-drift", message: SESSION_SHAPE_DRIFT });
  return out;
}
