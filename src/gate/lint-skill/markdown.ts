/**
 * What lint-skill reads of a SKILL.md: its front matter, its fenced code blocks (with their
 * language and 1-based lines) and the prose between them. Fences follow CommonMark: an opening
 * run of three or more backticks or tildes (indented at most three spaces), closed by a run of
 * the same character at least as long with nothing after it; an unclosed fence runs to the end.
 * Hand-written on purpose: this is the one markdown construct the rules need, and a full markdown
 * parser would be a dependency for a dozen lines.
 */
import { parse as parseYaml } from "yaml";

export interface NumberedLine {
  /** 1-based line in the file */
  n: number;
  text: string;
}

export interface Fence {
  /** the info string's first word, lower-cased ("" when none) */
  lang: string;
  /** the line of the opening fence */
  open: number;
  /** the lines between the fences */
  lines: NumberedLine[];
}

export interface MarkdownView {
  fences: Fence[];
  prose: NumberedLine[];
  /** the front matter's `name`, when it has one */
  name?: string;
}

const OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

function frontMatterName(lines: readonly string[]): { name?: string; end: number } {
  if (lines[0]?.trim() !== "---") return { end: 0 };
  const close = lines.findIndex((l, i) => i > 0 && (l.trim() === "---" || l.trim() === "..."));
  if (close < 0) return { end: 0 };
  try {
    const doc = parseYaml(lines.slice(1, close).join("\n")) as unknown;
    const name = doc !== null && typeof doc === "object" ? (doc as Record<string, unknown>).name : undefined;
    return typeof name === "string" && name.trim() !== "" ? { name: name.trim(), end: close + 1 } : { end: close + 1 };
  } catch {
    return { end: close + 1 };
  }
}

export function readMarkdown(text: string): MarkdownView {
  const lines = text.split(/\r?\n/);
  const { name, end } = frontMatterName(lines);
  const fences: Fence[] = [];
  const prose: NumberedLine[] = [];
  let open: { char: string; length: number; fence: Fence } | undefined;
  for (let i = end; i < lines.length; i++) {
    const text = lines[i] as string;
    const n = i + 1;
    if (open) {
      const m = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(text);
      if (m && m[1]![0] === open.char && m[1]!.length >= open.length) open = undefined;
      else open.fence.lines.push({ n, text });
      continue;
    }
    const m = OPEN.exec(text);
    if (m && !(m[1]![0] === "`" && m[2]!.includes("`"))) {
      const lang = (m[2]!.trim().split(/\s+/)[0] ?? "").replace(/^\{\.?|\}$/g, "").toLowerCase();
      const fence: Fence = { lang, open: n, lines: [] };
      fences.push(fence);
      open = { char: m[1]![0]!, length: m[1]!.length, fence };
      continue;
    }
    prose.push({ n, text });
  }
  return { fences, prose, ...(name !== undefined ? { name } : {}) };
}
