/**
 * `verify --margins` per cassette: replay the recording (the same re-drive `replay` makes) when its
 * frozen `assert:` block sets a count bound, and turn the run record into margin rows; then the
 * text block and the JSON entries verify prints after its verdict. Never changes a verdict or an
 * exit code (docs/cli-reference.md#verify).
 */
import { loadCassetteFile } from "../../core/cassette/load.js";
import { oneLine } from "../../core/util/errors.js";
import { oneLogLine } from "../../core/util/log-guard.js";
import { driveReplay } from "../replay/drive.js";
import { hasCountBound, isTight, marginRows, type MarginRow } from "./rows.js";

/** The margins of one cassette: its rows, or why they could not be computed. */
export interface MarginEntry {
  file: string;
  rows: MarginRow[];
  error?: string;
}

/**
 * The entry of one cassette file, or undefined when there is nothing to say: an unreadable file
 * (verify reports it already) or an `assert:` block with no count bound.
 */
export async function marginsOf(file: string): Promise<MarginEntry | undefined> {
  let cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch {
    return undefined;
  }
  const assert = cassette.scenario.assert;
  if (!hasCountBound(assert)) return undefined;
  try {
    const { record } = driveReplay(cassette, { retainToolResultText: false });
    const hasControlOut = (cassette.controlOut?.length ?? 0) > 0;
    return { file, rows: marginRows(assert, { record, hasControlOut }) };
  } catch (e) {
    return { file, rows: [], error: oneLine(e) };
  }
}

/** The entries of the files in order, one at a time (each replay holds a whole recording in memory). */
export async function marginsOfAll(files: readonly string[]): Promise<MarginEntry[]> {
  const out: MarginEntry[] = [];
  for (const f of files) {
    const entry = await marginsOf(f);
    if (entry !== undefined) out.push(entry);
  }
  return out;
}

/** A number as a row prints it: the shortest form JavaScript gives. */
function num(n: number): string {
  return String(n);
}

/** A margin as `2.0×`, `∞` or `n/a`. */
export function formatMargin(margin: number | null): string {
  if (margin === null) return "n/a";
  if (!Number.isFinite(margin)) return "∞";
  return `${margin.toFixed(1)}×`;
}

/** The text block: a blank line, the heading, then each file's rows (or the one line saying there are none). */
export function marginsText(entries: readonly MarginEntry[]): string {
  const lines = [
    "",
    "count-budget margins (recorded vs budget; a single-sample estimate — one cassette says nothing of variance, `run --repeat` gives a distribution):",
  ];
  if (entries.length === 0) lines.push("  (no count-bound assertions in the checked cassette(s))");
  for (const e of entries) {
    lines.push(`  ${oneLogLine(e.file)}:`);
    if (e.error !== undefined) lines.push(`    [margins error] ${oneLogLine(e.error)}`);
    for (const r of e.rows) {
      const recorded = r.recorded === null ? "unavailable" : num(r.recorded);
      const tight = isTight(r) ? "  ⚠ tight" : "";
      lines.push(
        `    ${r.key}: recorded=${recorded}, budget=${num(r.budget)} → margin ${formatMargin(r.margin)}${tight}`,
      );
    }
  }
  return lines.map((l) => `${l}\n`).join("");
}

/** The JSON entries with keys in a fixed order; an infinite margin is `null` (JSON has no ∞). */
export function marginsJson(entries: readonly MarginEntry[]): unknown[] {
  return entries.map((e) => ({
    file: e.file,
    rows: e.rows.map((r) => ({
      key: r.key,
      kind: r.kind,
      budget: r.budget,
      recorded: r.recorded,
      margin: r.margin !== null && Number.isFinite(r.margin) ? r.margin : null,
    })),
    ...(e.error !== undefined ? { error: e.error } : {}),
  }));
}
