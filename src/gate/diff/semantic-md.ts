/**
 * The semantic diff as a Markdown section for one cassette (PR body, comment, job summary): a
 * summary line, the tool-call sequences as a Mermaid diagram with the same sequences as text
 * beside it, then the changed calls, answers, transcript excerpt, artifacts (with a short text
 * diff) and usage — all within a byte budget (src/core/util/markdown.ts). Recorded text is untrusted:
 * inline it goes through mdText/mdCode, in code blocks behind a fence longer than any backtick
 * run it holds, in the diagram through mermaidLabel.
 */
import { assembleWithinBudget, mdCode, mdText, type MdSection } from "../../core/util/markdown.js";
import { mermaidBlock, type MermaidCall } from "./mermaid.js";
import type { SemanticDiff } from "./semantic.js";
import { USAGE_LABELS, countsLine, usageValue, verdictWord } from "./semantic-format.js";

const SEQUENCE_TEXT_MAX = 40;

/** A fenced code block whose fence no backtick run in `body` can close. */
export function fenced(info: string, body: string): string {
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${body}\n${fence}`;
}

function sequenceText(names: readonly string[]): string {
  if (names.length === 0) return "_(none)_";
  const shown = names.slice(0, SEQUENCE_TEXT_MAX).map((n) => mdCode(n, 60));
  if (names.length > SEQUENCE_TEXT_MAX) shown.push(`… ${names.length - SEQUENCE_TEXT_MAX} more`);
  return shown.join(" → ");
}

function calls(
  names: readonly string[],
  gists: readonly string[],
  marks: readonly MermaidCall["mark"][],
): MermaidCall[] {
  return names.map((n, i) => ({ label: gists[i] ? `${n}: ${gists[i]}` : n, mark: marks[i] ?? "same" }));
}

const more = (what: string) => (n: number) => `… ${n} more ${what} not shown`;

function sequenceSection(d: SemanticDiff, mermaid: boolean): MdSection {
  const t = d.toolCalls;
  const items: string[] = [];
  const moved = t.added.length + t.removed.length + t.changed.length > 0;
  if (mermaid && moved) {
    items.push(
      mermaidBlock(
        calls(t.sequenceBefore, t.gistsBefore, t.marksBefore),
        calls(t.sequenceAfter, t.gistsAfter, t.marksAfter),
      ),
    );
  }
  items.push(`- before: ${sequenceText(t.sequenceBefore)}`, `- after: ${sequenceText(t.sequenceAfter)}`);
  return { head: [`**Tool calls** ${countsLine(d)}`], items, more: more("lines of the sequence") };
}

function changesSection(d: SemanticDiff): MdSection {
  const t = d.toolCalls;
  const items = [
    ...t.added.map((c) => `- added ${mdCode(c.name, 60)}: ${mdText(c.gist, 160)}`),
    ...t.removed.map((c) => `- removed ${mdCode(c.name, 60)}: ${mdText(c.gist, 160)}`),
    ...t.changed.map((c) =>
      c.before.gist === c.after.gist
        ? `- changed ${mdCode(c.after.name, 60)}: ${mdText(c.after.gist, 160)} (${c.changedKeys.map((k) => mdCode(k, 40)).join(", ")} changed)`
        : `- changed ${mdCode(c.after.name, 60)}: ${mdText(c.before.gist, 120)} → ${mdText(c.after.gist, 120)}`,
    ),
  ];
  return { head: ["**Changed tool calls**"], items, more: more("tool-call changes") };
}

function answersSection(d: SemanticDiff): MdSection {
  return {
    head: ["**Gate answers**"],
    items: d.answers.changed.map((g) => `- ${mdText(g.gate, 160)}: ${mdText(g.before, 120)} → ${mdText(g.after, 120)}`),
    more: more("answers"),
  };
}

function transcriptSection(d: SemanticDiff): MdSection {
  const items: string[] = [];
  if (d.transcript.changed) {
    if (d.transcript.unaligned !== undefined)
      items.push(`- too large to align: ${d.transcript.unaligned} lines (the excerpts list them unaligned)`);
    items.push(`- before: ${d.transcript.excerptBefore ? mdText(d.transcript.excerptBefore) : "_(no removed text)_"}`);
    items.push(`- after: ${d.transcript.excerptAfter ? mdText(d.transcript.excerptAfter) : "_(no added text)_"}`);
  }
  return { head: ["**Assistant text changed**"], items, more: more("transcript lines") };
}

function artifactsSection(d: SemanticDiff): MdSection {
  const items = [
    ...d.artifacts.added.map((p) => `- added ${mdCode(p)}`),
    ...d.artifacts.removed.map((p) => `- removed ${mdCode(p)}`),
    ...d.artifacts.changed.map((c) =>
      c.textDiff ? `- changed ${mdCode(c.path)}\n\n${fenced("diff", c.textDiff)}\n` : `- changed ${mdCode(c.path)}`,
    ),
  ];
  return { head: ["**Artifacts**"], items, more: more("artifacts") };
}

function usageSection(d: SemanticDiff): MdSection {
  const keys = (Object.keys(USAGE_LABELS) as (keyof SemanticDiff["usage"])[]).filter(
    (k) => d.usage[k][0] !== null || d.usage[k][1] !== null,
  );
  return {
    head: ["| usage | before | after |", "| --- | ---: | ---: |"],
    items: keys.map(
      (k) => `| ${USAGE_LABELS[k]} | ${usageValue(k, d.usage[k][0])} | ${usageValue(k, d.usage[k][1])} |`,
    ),
    more: more("usage rows"),
  };
}

function triggerSection(d: SemanticDiff): MdSection {
  return {
    head: ["**Re-recorded because**"],
    items: (d.trigger ?? []).map((x) => `- ${mdText(x, 300)}`),
    more: more("findings"),
  };
}

export function renderSemanticDiffMarkdown(d: SemanticDiff, opts: { budgetBytes: number; mermaid?: boolean }): string {
  const intro = [
    `#### ${mdCode(d.name)}`,
    "",
    `Verdict: ${verdictWord(d.verdict.before)} → ${verdictWord(d.verdict.after)}`,
    "",
  ];
  if (d.scenarioRenamed)
    intro.push(`Scenario renamed: ${mdCode(d.scenarioRenamed.before)} → ${mdCode(d.scenarioRenamed.after)}`, "");
  const sections = [
    triggerSection(d),
    sequenceSection(d, opts.mermaid !== false),
    changesSection(d),
    answersSection(d),
    transcriptSection(d),
    artifactsSection(d),
    usageSection(d),
  ];
  return assembleWithinBudget(intro, sections, [], opts.budgetBytes);
}
