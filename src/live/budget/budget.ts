/**
 * `--max-budget-usd X` of `record` and `run` (issue 40). Nothing can stop a live run on cost while it
 * runs: the agent reports what it spent (`total_cost_usd`) only with its result. So the cap is
 * judged at two moments:
 *
 *  - before anything spends: each scenario's worst observed cost — over the kept runs' rows in the
 *    runs root's index.jsonl and the cassette it records to, when there is one — times the runs
 *    planned for it, summed. Over the cap, nothing starts. A scenario with no observed cost counts
 *    $0 and is named, so the estimate then says it is a lower bound. The worst, not a mean: the cap
 *    is there to stop the expensive run.
 *  - between runs (`run --repeat`, and a `record` batch one at a time): the costs the finished runs
 *    reported, added up; once the total reaches the cap, the runs left are not started. A run that
 *    reports no cost leaves the total unknown: the running cap is then off, said once.
 */
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { readIndex } from "../../gate/runs/run-index.js";
import { loadCassetteFile } from "../../core/cassette/load.js";
import { UsageError } from "../../core/util/errors.js";
import { costOfCassette } from "../rerecord/cost.js";
import { parseMaxCost } from "../rerecord/outcome.js";
import { formatUsd } from "../rerecord/rerecord.js";

export const BUDGET_FLAG = "--max-budget-usd";

/** --max-budget-usd as given: a positive number of dollars, or undefined when the flag is absent. */
export function parseBudget(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const usd = parseMaxCost(raw, BUDGET_FLAG);
  if (usd === undefined)
    throw new UsageError(`${BUDGET_FLAG} must be a positive number of US dollars, e.g. 5 or 0.50 (got "${raw}")`);
  return usd;
}

/** What a finished live run reported it spent: with the repeat rollup, which sums it (../judge/repeat.ts). */
export { costOfResult } from "../judge/repeat.js";

/** One scenario of the command, and how many runs of it are planned. */
export interface PlannedScenario {
  /** the scenario's name (index rows are keyed by it) */
  name: string;
  /** its file, for messages */
  file: string;
  runs: number;
  /** the cassette it records to (record), or the one beside it (run); read for its recorded cost */
  cassettePath?: string;
}

export interface PricedScenario extends PlannedScenario {
  /** the most one run of it has cost, over what was observed */
  worstUsd?: number;
  /** how many costs were observed */
  observed: number;
}

/** Each scenario's worst observed cost: the kept runs under `runsRoot` (when there is one), and its cassette. */
export async function priceScenarios(
  plans: readonly PlannedScenario[],
  opts: { runsRoot?: string; log?: (line: string) => void },
): Promise<PricedScenario[]> {
  const rows = opts.runsRoot === undefined ? [] : readIndex(opts.runsRoot).rows;
  const out: PricedScenario[] = [];
  for (const p of plans) {
    const costs = rows.filter((r) => r.scenario === p.name && r.costUsd !== undefined).map((r) => r.costUsd!);
    if (p.cassettePath !== undefined && existsSync(p.cassettePath)) {
      try {
        const recorded = costOfCassette((await loadCassetteFile(p.cassettePath)).cassette);
        if (recorded !== undefined) costs.push(recorded);
      } catch {
        // an unreadable cassette prices nothing; recording it again says what is wrong with it
      }
    }
    out.push({ ...p, observed: costs.length, ...(costs.length > 0 ? { worstUsd: Math.max(...costs) } : {}) });
  }
  return out;
}

export interface BudgetEstimate {
  capUsd: number;
  /** the worst observed cost of each priced scenario times its planned runs, summed */
  estimateUsd: number;
  plannedRuns: number;
  /** names of the scenarios with no observed cost (counted $0) */
  unpriced: string[];
  /** the estimate is over the cap: nothing may start */
  refuse: boolean;
}

export function estimateBudget(priced: readonly PricedScenario[], capUsd: number): BudgetEstimate {
  const estimateUsd = priced.reduce((sum, p) => sum + (p.worstUsd ?? 0) * p.runs, 0);
  return {
    capUsd,
    estimateUsd,
    plannedRuns: priced.reduce((n, p) => n + p.runs, 0),
    unpriced: priced.filter((p) => p.worstUsd === undefined).map((p) => p.name),
    // at the cap is allowed: a scenario that cost exactly the cap before did not exceed it
    refuse: estimateUsd > capUsd,
  };
}

const listed = (names: readonly string[]): string =>
  names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;

/** The costliest priced scenarios, as "name: $w × n". */
function breakdown(priced: readonly PricedScenario[]): string {
  const top = priced
    .filter((p) => p.worstUsd !== undefined)
    .sort((a, b) => b.worstUsd! * b.runs - a.worstUsd! * a.runs)
    .slice(0, 3)
    .map((p) => `${p.name}: up to ${formatUsd(p.worstUsd!)} × ${p.runs}`);
  return top.join("; ");
}

/** The refusal (one line, the error's message), or the notice that the cap lets the runs start. */
export function budgetLine(est: BudgetEstimate, priced: readonly PricedScenario[]): string {
  const cap = `${BUDGET_FLAG} ${formatUsd(est.capUsd)}`;
  if (est.unpriced.length === priced.length)
    return `${cap}: no cost to go by for the ${est.plannedRuns} planned run(s) yet`;
  const cost = `the ${est.plannedRuns} planned run(s) may cost ${formatUsd(est.estimateUsd)}${est.unpriced.length > 0 ? " or more" : ""}`;
  const why = breakdown(priced);
  return est.refuse
    ? `${cap} refused before spending: ${cost} (${why}; the worst each cost before) — raise the cap, or plan fewer runs`
    : `${cap}: ${cost} (${why})`;
}

/** The warning for the scenarios no cost was seen for, or undefined when every one was priced. */
export function unpricedWarning(est: BudgetEstimate, runsRoot: string | undefined, cwd: string): string | undefined {
  if (est.unpriced.length === 0) return undefined;
  const where =
    runsRoot === undefined
      ? "no runs are kept (--run-dir DIR or COWORK_HARNESS_RUNS_DIR keeps them, and so prices later runs)"
      : `no run kept under ${relative(cwd, runsRoot) || runsRoot} reported its cost`;
  return `${BUDGET_FLAG}: no cost seen yet for ${listed(est.unpriced)}: ${where}, and no cassette of it reports one — counted as $0, so the estimate is a lower bound`;
}

/**
 * The running total of what finished runs reported. `reached()` once it is at the cap; a run with
 * no reported cost turns the cap off for the rest of the command (warned once).
 */
export class SpendTracker {
  spentUsd = 0;
  private off = false;

  constructor(
    readonly capUsd: number,
    private readonly warn: (line: string) => void,
  ) {}

  /** Adds one finished run's cost; `what` names the run for the warning. */
  add(costUsd: number | undefined, what: string): void {
    if (this.off) return;
    if (costUsd === undefined) {
      this.off = true;
      this.warn(
        `${BUDGET_FLAG}: ${what} reported no cost (no total_cost_usd in its result) — the spend is unknown from here, so the running cap is off for the rest of this command`,
      );
      return;
    }
    this.spentUsd += costUsd;
  }

  get enforced(): boolean {
    return !this.off;
  }

  reached(): boolean {
    return !this.off && this.spentUsd >= this.capUsd;
  }

  /** Why the runs left were not started. */
  stopMessage(): string {
    return `${BUDGET_FLAG} ${formatUsd(this.capUsd)} reached: the runs so far reported ${formatUsd(this.spentUsd)}`;
  }
}
