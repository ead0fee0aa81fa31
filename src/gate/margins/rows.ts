/**
 * Count-budget margins (`verify --margins`, docs/cli-reference.md#verify): how far a recording sits
 * from each count bound its frozen assertions set. A diagnostic only: nothing here decides a verdict.
 * Pure arithmetic over a re-driven RunRecord.
 */
import type { RunRecord } from "../evidence/types.js";

/** `max` bounds hold while recorded ≤ budget; `min` bounds while recorded ≥ budget. */
export type MarginKind = "max" | "min";

/** One count-bound key of one cassette: the bound, what the recording shows, and the ratio between them. */
export interface MarginRow {
  key: string;
  kind: MarginKind;
  budget: number;
  /** null when the recording cannot say (no usage figures, no control messages, …) */
  recorded: number | null;
  /** budget ÷ recorded (max) or recorded ÷ budget (min); Infinity when the divisor is 0; null when recorded is */
  margin: number | null;
}

/** What a row reads from the recording besides the RunRecord: whether control messages were recorded at all. */
export interface MarginEvidence {
  record: RunRecord;
  hasControlOut: boolean;
}

interface MarginKey {
  key: string;
  kind: MarginKind;
  recorded: (e: MarginEvidence) => number | null;
}

const sum = (xs: Iterable<number>): number => {
  let n = 0;
  for (const x of xs) n += x;
  return n;
};

const finiteOrNull = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);

/** The keys in the order their rows are printed (fixed, whatever the order of the `assert:` block). */
export const MARGIN_KEYS: readonly MarginKey[] = [
  { key: "tool_calls_max", kind: "max", recorded: ({ record }) => sum(Object.values(record.toolCounts)) },
  {
    key: "max_tokens",
    kind: "max",
    recorded: ({ record }) => {
      const i = finiteOrNull(record.usage?.input_tokens);
      const o = finiteOrNull(record.usage?.output_tokens);
      return i === null || o === null ? null : i + o;
    },
  },
  { key: "max_cost_usd", kind: "max", recorded: ({ record }) => finiteOrNull(record.cost?.usd) },
  { key: "max_turns", kind: "max", recorded: ({ record }) => finiteOrNull(record.usage?.turns) },
  {
    key: "max_tool_errors",
    kind: "max",
    recorded: ({ record }) => sum(Object.values(record.toolErrors).map((t) => t.errors)),
  },
  {
    key: "max_redundant_tool_calls",
    kind: "max",
    recorded: ({ record }) => sum(record.redundantToolCalls.map((r) => r.count - 1)),
  },
  { key: "dispatch_count_max", kind: "max", recorded: ({ record }) => record.subagents.length },
  { key: "task_count_min", kind: "min", recorded: ({ record }) => record.tasks.length },
  {
    key: "gate_answer_count_min",
    kind: "min",
    recorded: ({ record }) => record.gateDeliveries.filter((d) => d.delivered === true).length,
  },
  {
    key: "questions_count_max",
    kind: "max",
    recorded: ({ record, hasControlOut }) =>
      hasControlOut
        ? sum(record.decisions.filter((d) => d.kind === "question").map((d) => d.questions?.length ?? 0))
        : null,
  },
];

const KEY_NAMES: ReadonlySet<string> = new Set(MARGIN_KEYS.map((k) => k.key));

/** Whether an `assert:` block sets any count bound (only those cassettes are replayed for margins). */
export function hasCountBound(assert: readonly Record<string, unknown>[]): boolean {
  return assert.some((item) => Object.keys(item).some((k) => KEY_NAMES.has(k)));
}

/** The ratio of one row: how many times over the recording could grow (max) or has to shrink (min) before the bound breaks. */
export function marginOf(kind: MarginKind, budget: number, recorded: number | null): number | null {
  if (recorded === null) return null;
  if (kind === "max") return recorded === 0 ? Infinity : budget / recorded;
  return budget === 0 ? Infinity : recorded / budget;
}

/**
 * The rows of one cassette, in MARGIN_KEYS order: for each key the first `assert:` item that carries
 * it gives the budget; a budget that is not a finite number gives no row.
 */
export function marginRows(assert: readonly Record<string, unknown>[], evidence: MarginEvidence): MarginRow[] {
  const rows: MarginRow[] = [];
  for (const k of MARGIN_KEYS) {
    const item = assert.find((a) => Object.hasOwn(a, k.key));
    if (item === undefined) continue;
    const budget = Number(item[k.key]);
    if (!Number.isFinite(budget)) continue;
    const recorded = k.recorded(evidence);
    rows.push({ key: k.key, kind: k.kind, budget, recorded, margin: marginOf(k.kind, budget, recorded) });
  }
  return rows;
}

/** Below this margin a row is flagged: one more sample could cross the bound. */
export const TIGHT_MARGIN = 1.5;

/** Whether a row's margin is a finite number under TIGHT_MARGIN (0 included). */
export function isTight(row: Pick<MarginRow, "margin">): boolean {
  return row.margin !== null && Number.isFinite(row.margin) && row.margin < TIGHT_MARGIN;
}
