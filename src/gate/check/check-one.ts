/**
 * The gate's unit of work: one cassette loaded once, its staleness computed once, then
 * replayed and (for `check`) verified. Used by the `check` CLI command and the Action.
 * Never throws: an unreadable cassette becomes an error result.
 */
import { errorResult, prepareCassette, replayLoaded } from "../replay/replay-cassette.js";
import type { Annotation, ReplayOptions } from "../replay/options.js";
import type { ReplayResult } from "../replay/result.js";
import { oneLine } from "../../core/util/errors.js";
import type { AllowPattern } from "../verify/privacy-patterns.js";
import { scanCassette, type PrivacyFinding } from "../verify/privacy-scan.js";
import { REPO_ALLOW_FILE } from "../verify/allow-list.js";
import { reassertStep } from "./reassert-step.js";
import { lintStep } from "./lint-step.js";
import { uncheckedBaselineWarning } from "./baseline-warning.js";

export type CheckMode = "check" | "replay" | "verify";

export interface CheckOptions extends ReplayOptions {
  mode: CheckMode;
  env?: NodeJS.ProcessEnv;
  allow?: AllowPattern[];
  /** judge the on-disk `assert:` block when it differs from the frozen one (default true) */
  reassert?: boolean;
  /** lint the scenario each cassette was recorded from (default true) */
  lint?: boolean;
}

export interface CheckOutcome {
  result: ReplayResult;
  annotations: Annotation[];
  /** the scenario file the cassette records, as staleness found it (coverage: src/gate/coverage/) */
  scenarioFile?: string;
}

export async function checkOne(file: string, label: string, opts: CheckOptions): Promise<CheckOutcome> {
  const annotations: Annotation[] = [];
  try {
    // the scenario the cassette was recorded from: loaded once, by the staleness check, for the reassert and lint steps too
    const { cassette, staleness, onDisk } = await prepareCassette(file, opts, annotations);
    const unchecked = uncheckedBaselineWarning(cassette, label, opts.baselinesDir);
    if (unchecked) annotations.push(unchecked);
    const reassert = opts.reassert !== false && opts.mode !== "verify";
    const step = reassert ? reassertStep(cassette, onDisk) : { cassette, findings: [] };
    const result = replayLoaded(step.cassette, file, staleness, opts, annotations);
    result.cassette = label;
    if (step.summary) result.reassert = step.summary;
    // a scenario that does not load is the reassert step's invalid-scenario finding, at the same line: not linted again
    const linted = opts.lint !== false && onDisk.status !== "none" && !(reassert && onDisk.status === "invalid");
    const lint = linted ? await lintStep(onDisk.path) : [];
    if (step.findings.length + lint.length > 0) result.findings = [...step.findings, ...lint];
    const scenarioFile = onDisk.status !== "none" ? { scenarioFile: onDisk.path } : {};
    if (opts.mode === "replay") return { result, annotations, ...scenarioFile };
    // what verify finds beyond the staleness replay already reports: its privacy findings
    const privacy = privacyFindings(scanCassette(cassette, opts.allow ?? []));
    if (privacy.length > 0) result.findings = [...(result.findings ?? []), ...privacy];
    return { result, annotations, ...scenarioFile };
  } catch (e) {
    const message = oneLine(e);
    // the gate's row shows this error (with its fix); the path is named once, by whoever prints it
    const bare = message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
    annotations.push({ level: "warning", message: `[check] ${bare}`, inGateReport: true });
    return { result: { ...errorResult(label, message) }, annotations };
  }
}

/** The privacy scan's findings as result findings. */
export function privacyFindings(findings: readonly PrivacyFinding[]): NonNullable<ReplayResult["findings"]> {
  return findings
    .filter((f) => f.cls !== "unscanned")
    .map((f) => ({
      kind: "privacy" as const,
      message: `possible ${f.cls} in ${f.where}: ${f.sample} — ${privacyFix(f.sample)}`,
    }));
}

/**
 * What to do about a privacy finding, for the PR author: where an allow pattern goes that the gate
 * (check, the Action) reads too, and that it must match the whole finding.
 */
export function privacyFix(sample: string): string {
  const example = sample.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `remove it from the recording (re-record without it), or, if it is not private, add a regex that matches the whole finding (e.g. ${example}) as a line of ${REPO_ALLOW_FILE} in the directory the gate runs in (check, record, verify and the Action read it; --allow* flags cover one command only)`;
}
