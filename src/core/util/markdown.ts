/**
 * Markdown building blocks for the reports: escaping of untrusted text (one line, no HTML,
 * no markup, safe in table cells; no mention, cross-reference or autolink: src/core/util/neutralise.ts)
 * and assembly of sections within a byte budget, with a "…N more" line where a section had to be cut.
 */
import { defuseMarkdownRefs } from "./neutralise.js";
import { clipLine } from "./clip.js";

/** bytes reserved per section for its "more" line (clipped to 100 characters) and blank lines */
const MORE_RESERVE = 420;
const MORE_LINE_CHARS = 100;

export function byteLength(s: string): number {
  return Buffer.byteLength(s, "utf8");
}

function oneLine(s: string, max: number): string {
  return clipLine(s, max);
}

/** Untrusted text as inert inline markdown: one line, clipped, markup and HTML escaped, no mention or autolink. */
export function mdText(s: string, max = 500): string {
  return defuseMarkdownRefs(oneLine(s, max)).replace(/[\\`*_[\]<>|~&#!]/g, (c) => `\\${c}`);
}

/** A path or key as a code span; falls back to escaped text when it holds a backtick. */
export function mdCode(s: string, max = 200): string {
  const flat = oneLine(s, max);
  if (flat.includes("`") || flat === "") return mdText(flat, max);
  return `\`${flat.replace(/\|/g, "\\|")}\``;
}

export interface MdSection {
  /** lines before the items (heading, table header) */
  head: string[];
  /** one entry per item; an entry may span several lines */
  items: string[];
  /** the line that replaces items cut for space */
  more: (omitted: number) => string;
}

/**
 * Joins intro, then each non-empty section (followed by a blank line), then outro, keeping
 * the UTF-8 size within `budgetBytes`. Items are kept in order until the next one would not
 * fit; the rest become the section's "more" line, and every later section is only its "more"
 * line (so what is shown is always a prefix of the whole report). Room for every "more" line is reserved up
 * front, so the result never exceeds the budget.
 */
export function assembleWithinBudget(
  intro: string[],
  sections: MdSection[],
  outro: string[],
  budgetBytes: number,
): string {
  const out: string[] = [];
  const cost = (lines: string[]): number => lines.reduce((n, l) => n + byteLength(l) + 1, 0);
  const live = sections.filter((s) => s.items.length > 0);
  const reservePer = MORE_RESERVE;
  let used = cost(intro) + cost(outro) + live.length * reservePer;
  out.push(...intro);
  let cut = false;
  for (const section of live) {
    used -= reservePer;
    const reserveRest = reservePer; // this section's own "more" line + its blank line
    let kept = 0;
    const headCost = cost(section.head);
    const body: string[] = [];
    if (!cut && used + headCost + reserveRest <= budgetBytes) {
      used += headCost;
      body.push(...section.head);
      for (const item of section.items) {
        const c = byteLength(item) + 1;
        if (used + c + reserveRest > budgetBytes) break;
        used += c;
        body.push(item);
        kept++;
      }
    }
    const omitted = section.items.length - kept;
    if (omitted > 0) {
      cut = true;
      const more = oneLine(section.more(omitted), MORE_LINE_CHARS);
      body.push(...(kept > 0 ? ["", more] : [more]));
      used += byteLength(more) + 2;
    }
    body.push("");
    used += 1;
    out.push(...body);
  }
  out.push(...outro);
  return out.join("\n").replace(/\n+$/, "") + "\n";
}
