/**
 * The four views of a diff and the gate verdict (the reference's src/cli.ts; docs/reference.md#gate-extras). `identical` covers
 * the tool calls, the meta fields and the artifact manifests; the transcript is advisory. Pure.
 */
import { alignBounded, alignLcs } from "./lcs.js";
import { maskText, toolCanon } from "./normalize.js";
import { META_FIELDS, type DiffSide, type SideMeta } from "./side.js";

export interface ToolRow {
  name: string;
  canon: string;
}

export type ToolOp = RowOp<ToolRow>;

export type TranscriptOp = { op: "same" | "added" | "removed"; text: string };

export interface ArtifactsView {
  added: string[];
  removed: string[];
  changed: string[];
}

export interface MetaRow {
  field: (typeof META_FIELDS)[number];
  from?: unknown;
  to?: unknown;
}

export type ArtifactsAvailability = "both-available" | "a-unavailable" | "b-unavailable" | "both-unavailable";

export interface DiffResult {
  identical: boolean;
  transcriptDiffers: boolean;
  artifactsAvailability: ArtifactsAvailability;
  views: { tools: ToolOp[]; transcript: TranscriptOp[]; artifacts?: ArtifactsView; meta: MetaRow[] };
}

/**
 * Aligns two row lists; between two matches, a gap of one row on each side with the same name is
 * one change, any other gap lists its removed rows, then its added rows.
 */
export type RowOp<R> =
  { op: "same"; a: R; b: R } | { op: "added"; b: R } | { op: "removed"; a: R } | { op: "changed"; a: R; b: R };

export function alignRows<R extends { name: string }>(
  a: readonly R[],
  b: readonly R[],
  eq: (x: R, y: R) => boolean,
  opts: { pairByName?: boolean } = {},
): RowOp<R>[] {
  const ops: RowOp<R>[] = [];
  let gapA: R[] = [];
  let gapB: R[] = [];
  const flush = (): void => {
    if (gapA.length === 1 && gapB.length === 1 && gapA[0]?.name === gapB[0]?.name)
      ops.push({ op: "changed", a: gapA[0] as R, b: gapB[0] as R });
    else if (opts.pairByName) pairGap(gapA, gapB, ops);
    else {
      for (const x of gapA) ops.push({ op: "removed", a: x });
      for (const y of gapB) ops.push({ op: "added", b: y });
    }
    gapA = [];
    gapB = [];
  };
  for (const step of alignLcs(a, b, eq)) {
    if (step.kind === "same") {
      flush();
      ops.push({ op: "same", a: a[step.i] as R, b: b[step.j] as R });
    } else if (step.kind === "a") gapA.push(a[step.i] as R);
    else gapB.push(b[step.j] as R);
  }
  flush();
  return ops;
}

/**
 * A wider pairing for reviewers (not the reference's): in a gap, the k-th removed call of a name
 * and the k-th added call of that name are one change; what is left is removed, then added.
 */
function pairGap<R extends { name: string }>(gapA: R[], gapB: R[], ops: RowOp<R>[]): void {
  const used = new Set<number>();
  const removed: R[] = [];
  for (const x of gapA) {
    const j = gapB.findIndex((y, k) => !used.has(k) && y.name === x.name);
    if (j < 0) removed.push(x);
    else {
      used.add(j);
      ops.push({ op: "changed", a: x, b: gapB[j] as R });
    }
  }
  for (const x of removed) ops.push({ op: "removed", a: x });
  gapB.forEach((y, k) => {
    if (!used.has(k)) ops.push({ op: "added", b: y });
  });
}

export function toolsView(a: DiffSide, b: DiffSide, normalize: boolean): ToolOp[] {
  const rows = (s: DiffSide): ToolRow[] => s.tools.map((t) => ({ name: t.name, canon: toolCanon(t.input, normalize) }));
  return alignRows(rows(a), rows(b), (x, y) => x.name === y.name && x.canon === y.canon);
}

export function transcriptView(a: string, b: string, normalize: boolean): TranscriptOp[] {
  return transcriptAlignment(a, b, normalize).ops;
}

/** The transcript's line ops, and how many lines were too many to align (src/gate/diff/lcs.ts). */
export function transcriptAlignment(
  a: string,
  b: string,
  normalize: boolean,
): { ops: TranscriptOp[]; unaligned?: number } {
  const lines = (t: string): string[] => t.split("\n").map((l) => (normalize ? maskText(l) : l));
  const la = lines(a);
  const lb = lines(b);
  const { steps, unaligned } = alignBounded(la, lb, (x, y) => x === y);
  const ops = steps.map((s): TranscriptOp =>
    s.kind === "same"
      ? { op: "same", text: la[s.i] as string }
      : s.kind === "a"
        ? { op: "removed", text: la[s.i] as string }
        : { op: "added", text: lb[s.j] as string },
  );
  return unaligned === undefined ? { ops } : { ops, unaligned };
}

export function artifactsView(a: readonly [string, string][], b: readonly [string, string][]): ArtifactsView {
  const ma = new Map(a);
  const mb = new Map(b);
  const added: string[] = [];
  const changed: string[] = [];
  for (const [path, sha] of mb) {
    if (!ma.has(path)) added.push(path);
    else if (ma.get(path) !== sha) changed.push(path);
  }
  const removed = [...ma.keys()].filter((p) => !mb.has(p));
  return { added, removed, changed };
}

export function metaView(a: SideMeta, b: SideMeta): MetaRow[] {
  const rows: MetaRow[] = [];
  for (const field of META_FIELDS) {
    const from = a[field];
    const to = b[field];
    if (from === undefined && to === undefined) continue;
    if (from === to) continue;
    const row: MetaRow = { field };
    if (from !== undefined) row.from = from;
    if (to !== undefined) row.to = to;
    rows.push(row);
  }
  return rows;
}

function availability(a: DiffSide, b: DiffSide): ArtifactsAvailability {
  if (a.artifacts && b.artifacts) return "both-available";
  if (b.artifacts) return "a-unavailable";
  if (a.artifacts) return "b-unavailable";
  return "both-unavailable";
}

export function computeDiff(a: DiffSide, b: DiffSide, opts: { normalize: boolean }): DiffResult {
  const tools = toolsView(a, b, opts.normalize);
  const transcript = transcriptView(a.transcript, b.transcript, opts.normalize);
  const meta = metaView(a.meta, b.meta);
  const artifactsAvailability = availability(a, b);
  const artifacts = a.artifacts && b.artifacts ? artifactsView(a.artifacts, b.artifacts) : undefined;
  const artifactsSame =
    artifactsAvailability === "both-unavailable" ||
    (artifacts !== undefined && artifacts.added.length + artifacts.removed.length + artifacts.changed.length === 0);
  const identical = tools.every((t) => t.op === "same") && meta.length === 0 && artifactsSame;
  const views: DiffResult["views"] = artifacts ? { tools, transcript, artifacts, meta } : { tools, transcript, meta };
  return { identical, transcriptDiffers: transcript.some((t) => t.op !== "same"), artifactsAvailability, views };
}
