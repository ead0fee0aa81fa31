/**
 * The Mermaid drawing of the tool-call sequences: checked against a small grammar of what we
 * emit (a flowchart of two subgraph columns, quoted node labels from a safe alphabet, chains of
 * defined nodes, class lines naming defined nodes and classes), with hostile recorded labels that
 * try to close a label, a subgraph or the code fence, or to add click handlers and HTML.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Cassette } from "../../src/core/cassette/types.js";
import { mermaidBlock, mermaidLabel, type MermaidCall } from "../../src/gate/diff/mermaid.js";
import { renderSemanticDiffMarkdown, semanticDiff } from "../../src/gate/diff/semantic.js";
import { REPO_ROOT } from "../helpers/paths.js";

const LABEL = /^[\p{L}\p{N} _.,:/()+=@-]*$/u;

/** Throws with the offending line unless `block` is a diagram of the shape mermaid.ts emits. */
function assertWellFormed(block: string): { nodes: Map<string, string>; classes: Map<string, string> } {
  const lines = block.split("\n");
  if (lines[0] !== "```mermaid" || lines.at(-1) !== "```") throw new Error("not a fenced mermaid block");
  const body = lines.slice(1, -1);
  if (body.some((l) => l.includes("`"))) throw new Error("a backtick inside the diagram");
  if (body[0] !== "flowchart LR") throw new Error(`first line: ${body[0]}`);
  const nodes = new Map<string, string>();
  const classDefs = new Set<string>();
  const classes = new Map<string, string>();
  const edges: string[][] = [];
  let depth = 0;
  for (const line of body.slice(1)) {
    let m: RegExpExecArray | null;
    if ((m = /^ {2}subgraph ([ab]_col)\["([^"]*)"\]$/.exec(line)) && depth === 0 && LABEL.test(m[2]!)) depth++;
    else if (line === "  end" && depth === 1) depth--;
    else if (line === "    direction TB" && depth === 1) continue;
    else if ((m = /^ {4}([ab](?:\d+|_none|_more))\["([^"]*)"\]$/.exec(line)) && depth === 1) {
      if (!LABEL.test(m[2]!) || m[2]!.length > 60) throw new Error(`unsafe label: ${line}`);
      nodes.set(m[1]!, m[2]!);
    } else if ((m = /^ {4}([ab]\w+(?: --> [ab]\w+)+)$/.exec(line)) && depth === 1) edges.push(m[1]!.split(" --> "));
    else if (
      (m = /^ {2}classDef (removed|added|changed) fill:#[0-9a-f]{6},stroke:#[0-9a-f]{6},color:#000$/.exec(line)) &&
      depth === 0
    )
      classDefs.add(m[1]!);
    else if ((m = /^ {2}class ([ab]\w+(?:,[ab]\w+)*) (removed|added|changed)$/.exec(line)) && depth === 0) {
      if (!classDefs.has(m[2]!)) throw new Error(`class before its classDef: ${line}`);
      for (const id of m[1]!.split(",")) classes.set(id, m[2]!);
    } else throw new Error(`unexpected line: ${JSON.stringify(line)}`);
  }
  if (depth !== 0) throw new Error("unbalanced subgraph");
  for (const id of [...edges.flat(), ...classes.keys()]) if (!nodes.has(id)) throw new Error(`undefined node ${id}`);
  return { nodes, classes };
}

const HOSTILE = [
  'Bash: "]; click b0 "javascript:alert(1)"; x["',
  "Write: ```\n# injected heading\n```",
  "Read: <img src=x onerror=alert(1)> #quot; &amp; %%{init: {}}%%",
  "Edit: a\nend\nsubgraph evil\n",
  "Task: [x](http://evil) | col | `code` ; ; ;",
];

describe("mermaid", () => {
  it("labels keep only a safe alphabet, are clipped, and are never empty", () => {
    for (const h of HOSTILE) {
      const l = mermaidLabel(h);
      expect(l).toMatch(LABEL);
      expect(l).not.toMatch(/["`<>#;[\]{}|\n%&]/);
    }
    expect(mermaidLabel("x".repeat(100))).toHaveLength(48);
    expect(mermaidLabel("\"`'")).toBe("-");
    expect(mermaidLabel("Überprüfung: café")).toBe("Überprüfung: café");
  });

  it("hostile labels give a well-formed diagram with every node and class where it belongs", () => {
    const before: MermaidCall[] = HOSTILE.map((label, i) => ({
      label,
      mark: i === 1 ? "removed" : i === 2 ? "changed" : "same",
    }));
    const after: MermaidCall[] = [...HOSTILE, "New: call"].map((label, i) => ({
      label,
      mark: i === 5 ? "added" : i === 2 ? "changed" : "same",
    }));
    const { nodes, classes } = assertWellFormed(mermaidBlock(before, after));
    expect(nodes.size).toBe(11);
    expect(nodes.get("b0")).toMatch(/^1\. Bash: click b0 javascript:alert\(1\) x$/);
    expect(Object.fromEntries(classes)).toEqual({ b1: "removed", b2: "changed", a2: "changed", a5: "added" });
  });

  it("the checker itself rejects a label that breaks out", () => {
    expect(() =>
      assertWellFormed('```mermaid\nflowchart LR\n  subgraph b_col["before"]\n    b0["x"]; click b0 "y"]\n  end\n```'),
    ).toThrow(/unexpected line/);
    expect(() =>
      assertWellFormed('```mermaid\nflowchart LR\n  subgraph b_col["before"]\n    b0["a`b"]\n  end\n```'),
    ).toThrow(/backtick/);
  });

  it("long sequences are capped with a '+N more' node; an empty side has a placeholder", () => {
    const many: MermaidCall[] = Array.from({ length: 45 }, (_, i) => ({ label: `Bash: step ${i}`, mark: "added" }));
    const { nodes } = assertWellFormed(mermaidBlock([], many));
    expect(nodes.get("a_more")).toBe("+15 more");
    expect(nodes.get("b_none")).toBe("(no tool calls)");
    expect(nodes.has("a29")).toBe(true);
    expect(nodes.has("a30")).toBe(false);
  });

  it("the diagram inside a rendered semantic diff of mutated cassettes is well-formed", () => {
    const a = JSON.parse(
      readFileSync(join(REPO_ROOT, "examples/replays/csv-report.cassette.json"), "utf8"),
    ) as Cassette;
    const b: Cassette = {
      ...a,
      events: a.events.map((l) =>
        l.replace('"command":"node mnt', `"command":${JSON.stringify(`${HOSTILE[0]} ${HOSTILE[1]} mnt`).slice(0, -1)}`),
      ),
    };
    const md = renderSemanticDiffMarkdown(semanticDiff(a, b), { budgetBytes: 20_000 });
    const block = /```mermaid\n[\s\S]*?\n```/.exec(md)?.[0];
    expect(block).toBeDefined();
    const { classes } = assertWellFormed(block!);
    expect(Object.fromEntries(classes)).toEqual({ b1: "changed", a1: "changed" });
  });
});
