/**
 * Planning mutations of a recording's outputs (`replay --mutate`, `check --mutate`): for every
 * recorded value the assertions could read, one deterministic change — "had this been wrong,
 * would any assertion have caught it?". Pure: it only decides; ./apply.ts makes a change, and
 * ./run.ts re-judges the assertions against it.
 *
 * The recorded outputs, in this order, each a "target" the per-file cap counts for:
 *   - every artifact the run left (its manifest order), but inputs (uploads, read-only folders) and
 *     links: the file removed; then a JSON document's scalar leaves (a number +1, a string replaced
 *     by a marker, a boolean flipped; null is left alone), or another text file's whole content
 *     replaced and each number in it +1 (`10531.50` → `10532.50`);
 *   - the final text: replaced, then each number in it +1;
 *   - the run result: success ↔ error;
 *   - each tool result with text: replaced.
 * Targets are scoped by path globs (include, then exclude) on their names — an artifact's path,
 * `final text`, `run result`, `tool result N (Tool)` — before any cap, so what is out of scope is
 * not counted as eligible. Then the per-file cap (default 10) and the total cap (default 50), the
 * per-file one first: with a handful of outputs the total never binds.
 */
import type { ManifestEntry } from "../../core/cassette/types.js";
import { matchesAnyPathGlob } from "../../core/util/path-glob.js";
import { clipLine } from "../../core/util/clip.js";
import type { RunRecord } from "../evidence/types.js";
import { containedRelPath } from "../replay/materialize.js";
import { jsonLeaves, type JsonScalar } from "./json-leaves.js";

export const DEFAULT_MAX_PER_FILE = 10;
export const DEFAULT_MAX_TOTAL = 50;
/** What a replaced text or string becomes: a token no recording holds, so any check of the value trips on it. */
export const MARKER = "__MUTATED__";

export const FINAL_TEXT = "final text";
export const RUN_RESULT = "run result";

export interface MutateOptions {
  /** path globs a target must match one of (none: every target) */
  include?: readonly string[];
  /** path globs that drop a target (applied after include) */
  exclude?: readonly string[];
  maxPerFile?: number;
  maxTotal?: number;
}

/** How a mutation changes the evidence. Spans are [start, end) in the recorded text. */
export type MutationEdit =
  | { on: "artifact"; index: number; op: "remove" }
  | { on: "artifact"; index: number; op: "replace"; text: string }
  | { on: "artifact"; index: number; op: "splice"; start: number; end: number; text: string }
  | { on: "final-text"; op: "replace"; text: string }
  | { on: "final-text"; op: "splice"; start: number; end: number; text: string }
  | { on: "result"; value: "success" | "error" }
  | { on: "tool-result"; index: number; text: string };

export interface Mutation {
  /** the recorded output changed (see the top of this file) */
  target: string;
  /** what in it: a JSON path, `line N (value)`, a file `(removed)` or its `(content)`; "" for the whole target */
  field: string;
  /** the recorded value and the planted one, for a reader: short, one line */
  before: string;
  after: string;
  edit: MutationEdit;
}

export interface PlannedMutations {
  mutations: Mutation[];
  /** each target in scope with its mutations before the caps, in plan order */
  eligible: { target: string; count: number }[];
  caps: { perFile: number; total: number };
}

/** What the plan reads: the manifest and the re-driven record. */
export interface PlanInput {
  artifacts: readonly ManifestEntry[];
  record: Pick<RunRecord, "transcript" | "result" | "toolResults" | "toolUses">;
}

/** A mutation as one line: `<target> <field>: <before> → <after>`. */
export function mutationLabel(m: Pick<Mutation, "target" | "field" | "before" | "after">): string {
  return `${m.target}${m.field !== "" ? ` ${m.field}` : ""}: ${m.before} → ${m.after}`;
}

function shown(value: unknown): string {
  return clipLine(JSON.stringify(value) ?? String(value), 40);
}

/** The replacement of a scalar leaf, or undefined when there is none worth making (null, a number +1 that does not move). */
function perturbLeaf(value: JsonScalar): JsonScalar | undefined {
  if (value === null) return undefined;
  if (typeof value === "number") return Number.isFinite(value + 1) && value + 1 !== value ? value + 1 : undefined;
  if (typeof value === "string") return value === MARKER ? `${MARKER}_2` : MARKER;
  return !value;
}

/** Decimal numbers standing alone (not inside a word, a version like 1.2.3 or an identifier). */
const NUMBER_TOKEN = /(?<![\w.])\d+(?:\.\d+)?(?!\w|\.\d)/g;
/** The most numbers one text contributes (eligible counts them; the caps pick the first). */
const MAX_NUMBERS = 10_000;

/** `10531.50` → `10532.50`, `09` → `10`: the integer part +1, its width and the fraction kept. */
export function bumpNumber(token: string): string {
  const dot = token.indexOf(".");
  const int = dot < 0 ? token : token.slice(0, dot);
  const next = (BigInt(int) + 1n).toString().padStart(int.length, "0");
  return dot < 0 ? next : `${next}${token.slice(dot)}`;
}

interface TextNumber {
  start: number;
  end: number;
  token: string;
  line: number;
}

function numbersIn(text: string): TextNumber[] {
  const out: TextNumber[] = [];
  let line = 1;
  let at = 0;
  for (const m of text.matchAll(NUMBER_TOKEN)) {
    if (out.length >= MAX_NUMBERS) break;
    for (let i = text.indexOf("\n", at); i !== -1 && i < m.index; i = text.indexOf("\n", i + 1)) line++;
    at = m.index;
    out.push({ start: m.index, end: m.index + m[0].length, token: m[0], line });
  }
  return out;
}

/** Whether an artifact is an output of the run (inputs and links record no content of the run's making). */
function isOutput(entry: ManifestEntry): boolean {
  if (entry.linkKind !== undefined) return false;
  if (entry.truncationReason === "input" || entry.truncationReason === "readonly") return false;
  return containedRelPath(entry.path) !== undefined;
}

function artifactMutations(entry: ManifestEntry, index: number): Mutation[] {
  const target = entry.path;
  const out: Mutation[] = [
    { target, field: "(removed)", before: "present", after: "absent", edit: { on: "artifact", index, op: "remove" } },
  ];
  if (entry.truncated || entry.body === undefined || entry.body === "") return out;
  const replace = (): Mutation => ({
    target,
    field: "(content)",
    before: entry.encoding === "base64" ? `${entry.bytes} bytes` : shown(entry.body),
    after: shown(MARKER),
    edit: { on: "artifact", index, op: "replace", text: MARKER },
  });
  if (entry.encoding === "base64") return [...out, replace()];
  const body = entry.body;
  const leaves = entry.path.toLowerCase().endsWith(".json") ? jsonLeaves(body) : undefined;
  if (leaves !== undefined) {
    for (const leaf of leaves) {
      const after = perturbLeaf(leaf.value);
      if (after === undefined) continue;
      out.push({
        target,
        field: leaf.path === "" ? "(root)" : leaf.path,
        before: shown(leaf.value),
        after: shown(after),
        edit: { on: "artifact", index, op: "splice", start: leaf.start, end: leaf.end, text: JSON.stringify(after) },
      });
    }
    return out;
  }
  out.push(replace());
  for (const n of numbersIn(body)) {
    const next = bumpNumber(n.token);
    out.push({
      target,
      field: `line ${n.line} (${n.token})`,
      before: n.token,
      after: next,
      edit: { on: "artifact", index, op: "splice", start: n.start, end: n.end, text: next },
    });
  }
  return out;
}

function finalTextMutations(text: string): Mutation[] {
  if (text === "") return [];
  const out: Mutation[] = [
    {
      target: FINAL_TEXT,
      field: "",
      before: shown(text),
      after: shown(MARKER),
      edit: { on: "final-text", op: "replace", text: MARKER },
    },
  ];
  for (const n of numbersIn(text)) {
    const next = bumpNumber(n.token);
    out.push({
      target: FINAL_TEXT,
      field: `line ${n.line} (${n.token})`,
      before: n.token,
      after: next,
      edit: { on: "final-text", op: "splice", start: n.start, end: n.end, text: next },
    });
  }
  return out;
}

/** Every target in plan order, each with its mutations before any cap. */
function targets(input: PlanInput): { target: string; mutations: () => Mutation[] }[] {
  const out: { target: string; mutations: () => Mutation[] }[] = [];
  input.artifacts.forEach((entry, index) => {
    if (isOutput(entry)) out.push({ target: entry.path, mutations: () => artifactMutations(entry, index) });
  });
  const { record } = input;
  out.push({ target: FINAL_TEXT, mutations: () => finalTextMutations(record.transcript) });
  const flipped = record.result === "success" ? "error" : "success";
  out.push({
    target: RUN_RESULT,
    mutations: () => [
      { target: RUN_RESULT, field: "", before: record.result, after: flipped, edit: { on: "result", value: flipped } },
    ],
  });
  const toolName = new Map(record.toolUses.flatMap((u) => (u.toolUseId ? [[u.toolUseId, u.name] as const] : [])));
  record.toolResults.forEach((r, index) => {
    const text = r.assertText ?? r.text;
    if (text === "") return;
    const target = `tool result ${index + 1} (${toolName.get(r.toolUseId) ?? "unknown tool"})`;
    out.push({
      target,
      mutations: () => [
        {
          target,
          field: "",
          before: shown(text),
          after: shown(MARKER),
          edit: { on: "tool-result", index, text: MARKER },
        },
      ],
    });
  });
  return out;
}

/** Whether a target is in the scope the include and exclude globs give. */
export function inScope(target: string, opts: Pick<MutateOptions, "include" | "exclude">): boolean {
  const include = opts.include ?? [];
  if (include.length > 0 && !matchesAnyPathGlob(include, target)) return false;
  return !matchesAnyPathGlob(opts.exclude ?? [], target);
}

/** The plan: deterministic (the same recording and options give the same mutations, in the same order). */
export function planMutations(input: PlanInput, opts: MutateOptions = {}): PlannedMutations {
  const perFile = opts.maxPerFile ?? DEFAULT_MAX_PER_FILE;
  const total = opts.maxTotal ?? DEFAULT_MAX_TOTAL;
  const mutations: Mutation[] = [];
  const eligible: PlannedMutations["eligible"] = [];
  for (const t of targets(input)) {
    if (!inScope(t.target, opts)) continue;
    const all = t.mutations();
    if (all.length === 0) continue;
    eligible.push({ target: t.target, count: all.length });
    const room = Math.min(perFile, total - mutations.length);
    if (room > 0) mutations.push(...all.slice(0, room));
  }
  return { mutations, eligible, caps: { perFile, total } };
}

/** Which cap stopped the plan short, and on how many targets the per-file one did. */
export function capsReached(plan: PlannedMutations): {
  truncatedBy: "per-file" | "total" | null;
  filesAtPerFileCap: number;
  eligible: number;
} {
  const eligible = plan.eligible.reduce((n, e) => n + e.count, 0);
  const taken = new Map<string, number>();
  for (const m of plan.mutations) taken.set(m.target, (taken.get(m.target) ?? 0) + 1);
  const filesAtPerFileCap = plan.eligible.filter(
    (e) => e.count > plan.caps.perFile && (taken.get(e.target) ?? 0) >= plan.caps.perFile,
  ).length;
  const sampled = plan.mutations.length;
  const truncatedBy =
    sampled >= plan.caps.total && eligible > sampled ? "total" : filesAtPerFileCap > 0 ? "per-file" : null;
  return { truncatedBy, filesAtPerFileCap, eligible };
}
