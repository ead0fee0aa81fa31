/**
 * YAML parsing that keeps source positions, so a schema error can name the line it is about.
 * YAML 1.2 core schema; a duplicate mapping key is an error.
 */
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument } from "yaml";
import type { Document, Node } from "yaml";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../util/bounded-json.js";
import { oneLine } from "../util/errors.js";

export interface YamlSource {
  doc: Document.Parsed;
  lines: LineCounter;
}

export type YamlParse = { ok: true; source: YamlSource; value: unknown } | { ok: false; error: string; line?: number };

/** Parses one YAML document; syntax errors (incl. duplicate keys) come back as one line with a line number. */
export function parseYamlWithPositions(text: string): YamlParse {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const line = lines.linePos(first.pos[0]).line;
    const what = first.code === "DUPLICATE_KEY" ? "duplicate key" : first.message.split("\n")[0];
    return { ok: false, error: `invalid YAML: ${what}`, line };
  }
  // toJS throws on alias bombs ("Excessive alias count …") and undefined aliases; deep nesting
  // would overflow everything downstream — both are invalid input, not crashes
  let value: unknown;
  try {
    value = doc.toJS();
  } catch (e) {
    return { ok: false, error: `invalid YAML: ${oneLine(e)}` };
  }
  if (nestsDeeperThan(value)) return { ok: false, error: `invalid YAML: nested deeper than ${MAX_JSON_DEPTH} levels` };
  return { ok: true, source: { doc, lines }, value };
}

/** 1-based line of a node's first character, if it has a range. */
export function nodeLine(source: YamlSource, node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? source.lines.linePos(range[0]).line : undefined;
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return undefined;
}

/**
 * Line of the deepest node along `path` (a map step resolves to the KEY's line). `extraKey` names a
 * key inside the final mapping (used for unrecognized-key errors, whose path stops at the parent).
 */
export function lineOfPath(source: YamlSource, path: readonly PropertyKey[], extraKey?: string): number | undefined {
  let node: unknown = source.doc.contents;
  let line = nodeLine(source, node);
  const steps = extraKey === undefined ? [...path] : [...path, extraKey];
  for (const step of steps) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyText(p.key) === String(step));
      if (!pair) break;
      line = nodeLine(source, pair.key) ?? line;
      node = pair.value;
    } else if (isSeq(node) && typeof step === "number") {
      const item = node.items[step];
      if (item === undefined) break;
      line = nodeLine(source, item) ?? line;
      node = item;
    } else {
      break;
    }
  }
  return line;
}

/** Whether every step of `path` is present in the document (a mapping key or a sequence index). */
export function hasPath(source: YamlSource, path: readonly PropertyKey[]): boolean {
  let node: unknown = source.doc.contents;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && keyText(p.key) === String(step));
      if (!pair) return false;
      node = pair.value;
    } else if (isSeq(node) && typeof step === "number") {
      const item = node.items[step];
      if (item === undefined) return false;
      node = item;
    } else {
      return false;
    }
  }
  return true;
}

/** Top-level mapping key → 1-based line. */
export function topLevelKeyLines(source: YamlSource): Record<string, number> {
  const out: Record<string, number> = {};
  const root = source.doc.contents;
  if (!isMap(root)) return out;
  for (const pair of root.items) {
    const k = keyText(pair.key);
    const line = nodeLine(source, pair.key);
    if (k !== undefined && line !== undefined) out[k] = line;
  }
  return out;
}

/** 1-based line of each item of the sequence under top-level `key` (empty when absent or not a list). */
export function sequenceItemLines(source: YamlSource, key: string): number[] {
  const root = source.doc.contents;
  if (!isMap(root)) return [];
  const pair = root.items.find((p) => keyText(p.key) === key);
  const seq = pair?.value;
  if (!isSeq(seq)) return [];
  return seq.items.map((item) => nodeLine(source, item) ?? nodeLine(source, seq) ?? 1);
}
