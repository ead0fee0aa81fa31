/**
 * One row of a runs root's `index.jsonl`: what a kept live run was, in the row shape the reference's
 * `stats` and `trace` read (version 1: command, scenario, where it lies, tier, verdict, cost, tokens,
 * turns, time), so its tools and ours read each other's index. `stats` and `prune` (src/gate/runs)
 * read these rows back.
 */
import { basename, dirname } from "node:path";

/** The live commands that keep a run. */
export type LiveCommand = "record" | "run";

export interface IndexRowInput {
  command: LiveCommand;
  /** the run directory, `<root>/<scenario slug>/<run id>` */
  outDir: string;
  /** the result as kept in turns/1/result.json (fidelity without the judging's `replay:` prefix) */
  result: object;
  durationMs?: number;
  /** a run that stopped before its result (`fail`) */
  partial: boolean;
  now?: Date;
}

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The sum of one field over the per-model usage entries, or undefined when none carries it. */
function modelSum(modelUsage: unknown, key: string): number | undefined {
  const values = Object.values(rec(modelUsage))
    .map((m) => num(rec(m)[key]))
    .filter((n): n is number => n !== undefined);
  return values.length ? values.reduce((a, b) => a + b, 0) : undefined;
}

/** What every row opens with: the version, when, and which command. */
function rowHead(input: { command: LiveCommand; now?: Date | undefined }): Record<string, unknown> {
  return {
    v: 1,
    ts: (input.now ?? new Date()).toISOString(),
    command: input.command,
  };
}

/** The run's place under the runs root: its scenario slug and its run id. */
function rowPlace(outDir: string): { slug: string; runId: string } {
  return { slug: basename(dirname(outDir)), runId: basename(outDir) };
}

/** The index row of a finished (or failed) live run; absent figures are left out, never zero. */
export function indexRow(input: IndexRowInput): Record<string, unknown> {
  const r = input.result as Record<string, unknown>;
  const usage = rec(r.usage);
  const inTok = num(usage.input_tokens);
  const outTok = num(usage.output_tokens);
  const fingerprint = rec(r.fingerprint);
  const verdict = rec(r.verdict);
  const signals = Array.isArray(verdict.signals)
    ? verdict.signals.map((s) => rec(s).code).filter((c): c is string => typeof c === "string")
    : [];
  const row: Record<string, unknown> = {
    ...rowHead(input),
    scenario: r.scenario,
    ...rowPlace(input.outDir),
    fidelity: r.fidelity,
    effectiveFidelity: r.effectiveFidelity,
    baseline: r.baseline,
    result: r.result === "success" ? "success" : "error",
    pass: verdict.pass === true,
    skillHash: typeof fingerprint.skillHash === "string" ? fingerprint.skillHash.slice(0, 12) : undefined,
    signals,
    costUsd: num(rec(r.cost).usd),
    tokens: inTok !== undefined && outTok !== undefined ? inTok + outTok : undefined,
    turns: num(usage.turns),
    cacheReadTokens: modelSum(r.modelUsage, "cacheReadInputTokens"),
    modelCostUsd: modelSum(r.modelUsage, "costUSD"),
    durationMs: input.durationMs,
    partial: input.partial,
    nonDeterministic: r.nonDeterministic === true,
    outDir: input.outDir,
    // which checkout ran it is not the keeper's to guess: the reference writes null when unknown
    git: { branch: null, sha: null },
    // ours: the verdict word `status` and the report print
    verdict: verdict.pass === true ? "pass" : "fail",
  };
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));
}

/** The index row of a run that stopped before it had a result: an error, partial, nothing measured. */
export function failedIndexRow(input: {
  command: LiveCommand;
  outDir: string;
  scenario: string;
  fidelity: string;
  now?: Date;
}): Record<string, unknown> {
  return {
    ...rowHead(input),
    scenario: input.scenario,
    ...rowPlace(input.outDir),
    fidelity: input.fidelity,
    baseline: "",
    result: "error",
    pass: false,
    signals: [],
    partial: true,
    nonDeterministic: false,
    outDir: input.outDir,
    git: { branch: null, sha: null },
  };
}
