/**
 * Reading a runs root's `index.jsonl` (one row per kept live run, written by src/live/run-dir):
 * the durable history `stats` summarises and `prune` leaves in place. Bounded like any run file; a
 * torn last line (a crash mid-append) is dropped quietly, a bad line elsewhere is named.
 */
import { join } from "node:path";
import { DEFAULT_MAX_CASSETTE_BYTES } from "../../core/cassette/load.js";
import { RUN_FILES } from "../trace/run-layout.js";
import { readRunFile } from "./kept-run.js";

/** What stats reads of a row (the reference's version-1 rows and our earlier ones alike). */
export interface IndexRow {
  ts: string;
  scenario: string;
  outDir: string;
  pass: boolean;
  costUsd?: number;
  durationMs?: number;
  tokens?: number;
  turns?: number;
}

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

function rowOf(v: unknown): IndexRow | undefined {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.ts !== "string" || typeof o.scenario !== "string" || typeof o.outDir !== "string") return undefined;
  const row: IndexRow = {
    ts: o.ts,
    scenario: o.scenario,
    outDir: o.outDir,
    // rows before version 1 carried the verdict word only
    pass: typeof o.pass === "boolean" ? o.pass : o.verdict === "pass",
  };
  for (const k of ["costUsd", "durationMs", "tokens", "turns"] as const) {
    const n = num(o[k]);
    if (n !== undefined) row[k] = n;
  }
  return row;
}

/** The rows of `<root>/index.jsonl` ([] when there is none), and a warning per unreadable line. */
export function readIndex(root: string): { rows: IndexRow[]; warnings: string[] } {
  const path = join(root, RUN_FILES.index);
  const lines = (readRunFile(path, DEFAULT_MAX_CASSETTE_BYTES) ?? "").split("\n");
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === "") lines.pop();
  const rows: IndexRow[] = [];
  const warnings: string[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === "") return;
    let row: IndexRow | undefined;
    try {
      row = rowOf(JSON.parse(line));
    } catch {
      row = undefined;
    }
    if (row) rows.push(row);
    else if (i < lines.length - 1) warnings.push(`${path}:${i + 1}: not an index row — skipped`);
  });
  return { rows, warnings };
}
