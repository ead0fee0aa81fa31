/**
 * The tool-call sequences before and after as a Mermaid flowchart (GitHub renders ```mermaid
 * blocks in PR bodies, comments and job summaries): two columns of numbered calls, removed calls
 * red, added green, changed yellow. Every label is built from recorded (untrusted) text, so it is
 * reduced to letters, digits and a few inert punctuation marks: no quote, bracket, backtick,
 * `#`, `;`, `<`, `>`, `|` or newline can reach the diagram to close a label or the code block.
 */

export type Mark = "same" | "added" | "removed" | "changed";

export interface MermaidCall {
  label: string;
  mark: Mark;
}

export const MERMAID_MAX_NODES = 30;
export const MERMAID_LABEL_MAX = 48;

/** Recorded text as a Mermaid label body: only letters, digits, space and `_ . , : / ( ) + = @ -`. */
export function mermaidLabel(s: string, max = MERMAID_LABEL_MAX): string {
  const safe = s
    .replace(/[^\p{L}\p{N} _.,:/()+=@-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const clipped = safe.length <= max ? safe : `${safe.slice(0, max - 3).trimEnd()}...`;
  return clipped === "" ? "-" : clipped;
}

const CLASS_DEFS = [
  "classDef removed fill:#ffebe9,stroke:#cf222e,color:#000",
  "classDef added fill:#dafbe1,stroke:#1a7f37,color:#000",
  "classDef changed fill:#fff8c5,stroke:#9a6700,color:#000",
];

function column(
  prefix: string,
  title: string,
  calls: readonly MermaidCall[],
  maxNodes: number,
): { lines: string[]; classes: Map<Mark, string[]> } {
  const lines = [`  subgraph ${prefix}_col["${mermaidLabel(title)}"]`, "    direction TB"];
  const classes = new Map<Mark, string[]>();
  const shown = calls.slice(0, maxNodes);
  if (shown.length === 0) lines.push(`    ${prefix}_none["(no tool calls)"]`);
  shown.forEach((c, i) => {
    lines.push(`    ${prefix}${i}["${i + 1}. ${mermaidLabel(c.label)}"]`);
    if (c.mark !== "same") classes.set(c.mark, [...(classes.get(c.mark) ?? []), `${prefix}${i}`]);
  });
  if (calls.length > shown.length) lines.push(`    ${prefix}_more["+${calls.length - shown.length} more"]`);
  const ids = shown.map((_, i) => `${prefix}${i}`);
  if (calls.length > shown.length) ids.push(`${prefix}_more`);
  if (ids.length > 1) lines.push(`    ${ids.join(" --> ")}`);
  lines.push("  end");
  return { lines, classes };
}

/** The flowchart source, without the code fence. */
export function mermaidSequences(
  before: readonly MermaidCall[],
  after: readonly MermaidCall[],
  maxNodes = MERMAID_MAX_NODES,
): string {
  const b = column("b", "before", before, maxNodes);
  const a = column("a", "after", after, maxNodes);
  const out = ["flowchart LR", ...b.lines, ...a.lines];
  const marked = [...b.classes, ...a.classes];
  if (marked.length > 0) out.push(...CLASS_DEFS.map((l) => `  ${l}`));
  for (const [mark, ids] of marked) out.push(`  class ${ids.join(",")} ${mark}`);
  return out.join("\n");
}

export function mermaidBlock(
  before: readonly MermaidCall[],
  after: readonly MermaidCall[],
  maxNodes = MERMAID_MAX_NODES,
): string {
  return ["```mermaid", mermaidSequences(before, after, maxNodes), "```"].join("\n");
}
