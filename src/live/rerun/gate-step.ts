/**
 * The gate's re-run step (`check --rerun-stale`, the Action's `rerun-stale`): every cassette that
 * is stale because of a skill, shared-root, upload or model-script edit — and nothing worse: no
 * error, not already failing on the recording — is re-run with its recorded model turns (bounded
 * concurrency, each run bounded by the timeout), and the outcome is attached to its result as
 * `rerun` for the report (src/gate/report/gate-report.ts: a pass turns the skill/upload staleness into
 * the warning "stale; re-run passed", a failure fails the gate under `assertions`).
 *
 * What decides how that pull-request code runs is the caller's, never the cassette's (issue 36):
 * only the container tier, never a protocol-tier opt-in; each run bounded by the trusted time
 * ceiling; the whole step by its time budget (src/live/rerun/budget.ts), after which the rest is
 * reported "not re-run" and stays stale.
 */
import type { ReplayResult } from "../../gate/replay/result.js";
import { rerunMany } from "./run-many.js";
import type { RerunOptions } from "./rerun-cassette.js";
import { RERUN_CLASSES } from "../../gate/staleness/rerun-classes.js";
import { startBudget } from "./budget.js";
import { DEFAULT_RERUN_BUDGET_MS } from "../../core/settings/run-bounds.js";

export function wantsRerun(r: ReplayResult): boolean {
  return r.exitCode !== 2 && (r.staleness ?? []).some((s) => RERUN_CLASSES.has(s.class));
}

/**
 * Re-runs the stale cassettes among `results` (paths in `files`, same order), and those at the
 * indexes of `changed` — cassettes the pull request added or changed against its base, whose own
 * fingerprint is the pull request's word (src/gate/coverage/changes.ts); returns how many ran.
 */
export async function rerunStale(
  results: ReplayResult[],
  files: readonly string[],
  opts: Omit<RerunOptions, "budget"> & {
    concurrency?: number;
    budgetMs?: number;
    changed?: ReadonlySet<number>;
  },
): Promise<number> {
  const picked = results
    .map((r, i) => ({ r, file: files[i]!, i }))
    .filter(({ r, i }) => wantsRerun(r) || (opts.changed?.has(i) === true && r.exitCode !== 2));
  const { budgetMs, changed: _changed, ...rest } = opts;
  const outcomes = await rerunMany(
    picked.map((p) => p.file),
    // the gate re-runs pull-request code: never outside paths, never a widened network, never off the container tier
    {
      ...rest,
      allowOutsidePaths: false,
      refuseEgressWidening: true,
      allowProtocolTier: false,
      budget: startBudget(budgetMs ?? DEFAULT_RERUN_BUDGET_MS),
    },
  );
  outcomes.forEach((o, i) => {
    picked[i]!.r.rerun = o.summary;
  });
  return picked.length;
}
