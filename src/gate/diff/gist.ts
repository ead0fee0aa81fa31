/**
 * A tool call summarized on one short line for a reviewer: the field that says what the call does
 * (the command, the file, the skill, the question, the URL…), else the input's first string
 * fields. Masked like the diff (session ids, host paths), whitespace collapsed, clipped. Pure.
 */
import { maskValue } from "./normalize.js";
import { clipLine } from "../../core/util/clip.js";

export const GIST_MAX = 120;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === "object" && !Array.isArray(x);

const str = (x: unknown): string | undefined => (typeof x === "string" && x.trim() !== "" ? x : undefined);

function lineCount(s: unknown): string {
  if (typeof s !== "string") return "";
  const n = s === "" ? 0 : s.split("\n").length - (s.endsWith("\n") ? 1 : 0);
  return ` (${n} line${n === 1 ? "" : "s"})`;
}

function named(input: Obj): string | undefined {
  const questions = Array.isArray(input.questions) ? input.questions.filter(isObj) : [];
  if (questions.length > 0) return questions.map((q) => str(q.question) ?? str(q.header) ?? "?").join(" / ");
  const path = str(input.file_path) ?? str(input.notebook_path) ?? str(input.path);
  if (path !== undefined && ("content" in input || "new_string" in input)) {
    return "content" in input ? `${path}${lineCount(input.content)}` : `${path} (edit)`;
  }
  return (
    str(input.command) ??
    str(input.skill) ??
    path ??
    (str(input.pattern) !== undefined
      ? `${String(input.pattern)}${str(input.path) ? ` in ${String(input.path)}` : ""}`
      : undefined) ??
    str(input.url) ??
    str(input.query) ??
    str(input.description) ??
    str(input.prompt) ??
    str(input.subject)
  );
}

/** The first string-valued fields as `key=value`, else the JSON. */
function fallback(input: Obj): string {
  const parts = Object.entries(input)
    .filter(([, v]) => typeof v === "string" || typeof v === "number" || typeof v === "boolean")
    .slice(0, 3)
    .map(([k, v]) => `${k}=${String(v)}`);
  return parts.length > 0 ? parts.join(" ") : JSON.stringify(input);
}

export function toolGist(input: unknown, max = GIST_MAX): string {
  const masked = maskValue(input);
  if (!isObj(masked)) return clipLine(JSON.stringify(masked) ?? "", max);
  return clipLine(named(masked) ?? fallback(masked), max);
}

/** Top-level input keys whose (masked) values differ, in a then b order. */
export function changedKeys(a: unknown, b: unknown, canon: (x: unknown) => string): string[] {
  const oa = isObj(a) ? a : {};
  const ob = isObj(b) ? b : {};
  const keys = [...new Set([...Object.keys(oa), ...Object.keys(ob)])];
  return keys.filter((k) => canon(maskValue(oa[k])) !== canon(maskValue(ob[k])));
}
