/**
 * The semantic diff as a few plain-text lines, for a commit message body: what changed, each
 * list cut to a handful of entries; recorded text flattened to one clipped line each. Pure.
 */
import { clipLine } from "../../core/util/clip.js";
import type { SemanticDiff } from "./semantic.js";
import { USAGE_LABELS, countsLine, usageValue, verdictWord } from "./semantic-format.js";

const LIST_MAX = 8;
const ITEM_MAX = 100;

function capped<T>(items: readonly T[], line: (x: T) => string): string[] {
  const out = items.slice(0, LIST_MAX).map(line);
  if (items.length > LIST_MAX) out.push(`  … ${items.length - LIST_MAX} more`);
  return out;
}

const t = (s: string, max = ITEM_MAX): string => clipLine(s, max);

export function renderSemanticDiffText(d: SemanticDiff): string {
  const out: string[] = [
    `${t(d.name)}: verdict ${verdictWord(d.verdict.before)} -> ${verdictWord(d.verdict.after)}; tool calls ${countsLine(d).replace("→", "->")}`,
  ];
  if (d.trigger && d.trigger.length > 0) out.push(...capped(d.trigger, (x) => `  triggered by: ${t(x)}`));
  if (d.scenarioRenamed)
    out.push(`  scenario renamed: ${t(d.scenarioRenamed.before)} -> ${t(d.scenarioRenamed.after)}`);
  const calls = [
    ...d.toolCalls.added.map((c) => `  + ${t(c.name, 40)}: ${t(c.gist)}`),
    ...d.toolCalls.removed.map((c) => `  - ${t(c.name, 40)}: ${t(c.gist)}`),
    ...d.toolCalls.changed.map(
      (c) =>
        `  ~ ${t(c.before.name, 40)}: ${c.before.gist === c.after.gist ? `${t(c.after.gist)} (${t(c.changedKeys.join(", "), 60)} changed)` : `${t(c.before.gist, 60)} -> ${t(c.after.gist, 60)}`}`,
    ),
  ];
  out.push(...capped(calls, (x) => x));
  out.push(...capped(d.answers.changed, (g) => `  answer ${t(g.gate, 60)}: ${t(g.before, 60)} -> ${t(g.after, 60)}`));
  if (d.transcript.changed)
    out.push(
      d.transcript.unaligned === undefined
        ? "  transcript changed"
        : `  transcript changed (too large to align: ${d.transcript.unaligned} lines)`,
    );
  const arts = [
    ...d.artifacts.added.map((p) => `  artifact added: ${t(p)}`),
    ...d.artifacts.removed.map((p) => `  artifact removed: ${t(p)}`),
    ...d.artifacts.changed.map((c) => `  artifact changed: ${t(c.path)}`),
  ];
  out.push(...capped(arts, (x) => x));
  const usage = (Object.keys(USAGE_LABELS) as (keyof SemanticDiff["usage"])[])
    .filter((k) => d.usage[k][0] !== null || d.usage[k][1] !== null)
    .map((k) => `${USAGE_LABELS[k]} ${usageValue(k, d.usage[k][0])} -> ${usageValue(k, d.usage[k][1])}`);
  if (usage.length > 0) out.push(`  usage: ${usage.join(", ")}`);
  return `${out.join("\n")}\n`;
}
