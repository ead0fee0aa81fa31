/**
 * The trusted bounds of a live run (issue 36): how long the agent may run and which tier it may
 * run at come from the command line, the workflow's inputs or the built-in ceiling — never from a
 * scenario, session or cassette the pull request can change. A scenario's `timeout_ms` may only
 * shorten the run: above the ceiling it is cut, and the cut is said once, at the scenario's line.
 * Pure.
 */
import { UsageError } from "../util/errors.js";

/** The built-in time ceiling of one agent run (the re-run's default bound before the ceiling existed). */
export const DEFAULT_MAX_TIMEOUT_MS = 180_000;
/** The default budget of the gate's whole re-run step (src/live/rerun/budget.ts): 30 minutes of agent runs. */
export const DEFAULT_RERUN_BUDGET_MS = 30 * 60_000;
/** The longest delay a Node timer holds; a larger one fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** What the caller trusts about a live run; every field comes from a flag, an input or a default. */
export interface RunBounds {
  /** the most a scenario's timeout_ms may ask (default DEFAULT_MAX_TIMEOUT_MS); also the bound when it asks nothing */
  maxTimeoutMs?: number;
  /** the run executes a pull request's code: refuse every tier but container (the protocol tier is not a sandbox) */
  containerTierOnly?: boolean;
}

export interface TimeLimit {
  ms: number;
  /** the notice that the scenario's timeout_ms was cut at the ceiling */
  cut?: string;
}

/** A millisecond flag or input: undefined when unset, else a whole number a timer can hold. */
export function parseMs(raw: string | undefined, what: string): number | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < 1 || n > MAX_TIMER_MS)
    throw new UsageError(`${what} must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS} (got "${raw}")`);
  return n;
}

/** The scenario's timeout_ms when it is one a run could take (the loader rejects any other). */
function asTimeout(v: unknown): number | undefined {
  return typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : undefined;
}

/**
 * The agent run's wall-clock bound: an explicit `--timeout-ms` (the caller's own word) as given;
 * else the scenario's timeout_ms, cut at the ceiling; else the ceiling. `where` names the
 * scenario's timeout_ms line for the notice.
 */
export function runTimeLimit(o: {
  explicitMs?: number;
  scenarioMs?: unknown;
  maxTimeoutMs?: number;
  where: string;
}): TimeLimit {
  if (o.explicitMs !== undefined) return { ms: o.explicitMs };
  const ceiling = o.maxTimeoutMs ?? DEFAULT_MAX_TIMEOUT_MS;
  const asked = asTimeout(o.scenarioMs);
  if (asked === undefined) return { ms: ceiling };
  if (asked <= ceiling) return { ms: asked };
  return {
    ms: ceiling,
    cut: `notice: ${o.where}: timeout_ms ${asked} is above the time ceiling, so the run is bounded at ${ceiling} ms — the ceiling is a trusted setting (--max-timeout-ms, or the Action's max-timeout-ms input), never the scenario's`,
  };
}

/** The one line that refuses a non-container tier for a pull request's code. */
export function protocolTierRefusal(where: string, tier: string): string {
  return `${where}: fidelity: ${tier} — the protocol tier is not a sandbox, and this run executes a pull request's code: record it at fidelity: container, or run it at the ${tier} tier on your own machine`;
}
