/**
 * The total time budget of the gate's re-run step (issue 36, class 4): a trusted setting
 * (`check --rerun-budget-ms`, the Action's `rerun-budget-ms` input), so a pull request that adds
 * many stale cassettes cannot hold the runner for hours. A cassette whose turn comes after the
 * budget ran out is not re-run; a run in flight is bounded by what is left, and one stopped by
 * that bound is not re-run either. Either way the cassette stays stale and unverified, and its
 * staleness gates as `fail-on` says (README, "Re-running stale cassettes").
 */
import { performance } from "node:perf_hooks";

export interface RerunBudget {
  ms: number;
  /** performance.now() when it runs out */
  deadline: number;
}

export function startBudget(ms: number, now = performance.now()): RerunBudget {
  return { ms, deadline: now + ms };
}

/** Milliseconds left (0 once it ran out). */
export function budgetLeft(b: RerunBudget, now = performance.now()): number {
  return Math.max(0, Math.floor(b.deadline - now));
}

/** The reported reason a cassette was not re-run; `during` when its run was stopped by the budget. */
export function budgetRanOut(b: RerunBudget, during = false): string {
  return `not re-run: the re-run step's time budget (${Math.round(b.ms / 1000)} s) ran out${during ? " while it ran" : ""} — it stays stale and unverified; raise the budget (--rerun-budget-ms, or the Action's rerun-budget-ms input) or re-run fewer cassettes`;
}
