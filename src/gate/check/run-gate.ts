/**
 * The gate, as `check` and the Action run it: every cassette checked (each result written to the
 * results stream as it finishes, only its compact form kept), the stale ones optionally re-run
 * with their recorded model turns (results then written once the re-runs have attached their
 * outcomes), and the report built under the fail-on policy. The callers keep their own I/O: the
 * log, the digest cache, publishing, summary and JUnit files.
 */
import type { ReplayResult } from "../replay/result.js";
import { buildGateReport, type GateReport } from "../report/gate-report.js";
import type { FailOn } from "../report/fail-on.js";
import { loadReportSources } from "../report/sources.js";
import type { CheckMode, CheckOutcome } from "./check-one.js";
import type { ResultsStream } from "./results-stream.js";
import { runCheck } from "./run-check.js";
import { gateCoverage, openGateBase, type CoverageOptions } from "./coverage-step.js";
import { changesSinceBase } from "../coverage/changes.js";
import { attachBehaviourDiffs } from "./behaviour-step.js";
import { deltaOf, judgeOnBase } from "./base-gate.js";
import { withCoverage } from "../report/coverage-report.js";
import { withSkillLint } from "../report/skill-lint-report.js";
import { skillLintStep } from "./skill-lint-step.js";

/** verify does not replay, so its gate ignores the assertions. */
export function gatePolicy(mode: CheckMode, failOn: readonly FailOn[]): FailOn[] {
  return mode === "verify" ? failOn.filter((f) => f !== "assertions") : [...failOn];
}

export interface GateRunOptions {
  check: Omit<Parameters<typeof runCheck>[1], "keep">;
  stream: ResultsStream;
  failOn: readonly FailOn[];
  /** the workspace the report names files relative to */
  root: string;
  /**
   * re-runs the stale among the results, and those at the indexes of `changed` (cassettes the pull
   * request added or changed against its base), attaching each outcome (not under verify)
   */
  rerun?: (results: ReplayResult[], changed: ReadonlySet<number>) => Promise<void>;
  /** each finished cassette, in completion order */
  onOutcome?: (outcome: CheckOutcome, index: number, ms: number) => void;
  /** once every cassette is checked, before any re-run */
  afterCheck?: () => void | Promise<void>;
  /** judge which scenarios have a cassette (a shard: those that fall to it, see coverage-step.ts) */
  coverage?: CoverageOptions;
}

export async function runGate(
  files: readonly string[],
  opts: GateRunOptions,
): Promise<{ report: GateReport; ok: boolean; results: ReplayResult[] }> {
  const rerun = opts.check.mode === "verify" ? undefined : opts.rerun;
  // the base, opened before the cassettes are checked: a shallow checkout fetches it once
  const base = opts.coverage ? await openGateBase(opts.coverage, opts.root, opts.check.env) : {};
  const run = await runCheck(
    files,
    {
      ...opts.check,
      ...(rerun
        ? {}
        : {
            keep: (o: CheckOutcome, i: number): CheckOutcome => ({
              result: opts.stream.push(i, o.result),
              annotations: [],
              ...(o.scenarioFile !== undefined ? { scenarioFile: o.scenarioFile } : {}),
            }),
          }),
    },
    opts.onOutcome,
  );
  await opts.afterCheck?.();
  let results = run.outcomes.map((o) => o.result);
  const changes = base.view ? await changesSinceBase(base.view, files) : [];
  if (rerun) {
    // a cassette the pull request added or changed is re-run whatever its own fingerprint says
    const changed = new Set(changes.flatMap((c, i) => (c !== undefined ? [i] : [])));
    await rerun(results, changed);
    results = results.map((r, i) => opts.stream.push(i, r));
  }
  const built = buildGateReport(results, {
    failOn: gatePolicy(opts.check.mode, opts.failOn),
    sources: await loadReportSources(results),
    root: opts.root,
  });
  const coverage = opts.coverage
    ? await gateCoverage(
        opts.coverage,
        opts.root,
        files,
        run.outcomes.map((o) => o.scenarioFile),
        base,
        changes,
      )
    : undefined;
  if (coverage && base.view && coverage.changed.length > 0)
    await attachBehaviourDiffs(coverage.changed, base.view, opts.root, opts.check.env ?? process.env);
  if (base.view) {
    const onBase = await judgeOnBase(base.view, files, opts.check, gatePolicy(opts.check.mode, opts.failOn));
    built.rows.forEach((row, i) => {
      row.change = deltaOf(onBase.get(i), row, changes[i]);
    });
  }
  const skillFindings = base.view ? await skillLintStep(base.view, opts.check.env ?? process.env) : undefined;
  const report = withSkillLint(withCoverage(built, coverage), skillFindings);
  return { report, ok: report.conclusion !== "failure", results };
}
