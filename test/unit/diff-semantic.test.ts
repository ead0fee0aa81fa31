/**
 * The semantic cassette diff a reviewer reads, on our example cassettes mutated here: a changed
 * tool input, an added call, a dropped and a changed artifact (with its text diff), a changed
 * gate answer, a changed result usage, transcript excerpts, the trigger and verdicts passed in;
 * then the Markdown (Mermaid + text sequence, escaped, within budget) and plain-text forms.
 * Expected values are read from the example under test (its last result event, its top-level
 * tool calls, its recorded gates), and a shape a re-recording may not have (a Bash call, a
 * permission gate, a text artifact) is built here, so any faithful re-recording keeps them passing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Cassette, ManifestEntry } from "../../src/core/cassette/types.js";
import {
  renderSemanticDiffMarkdown,
  renderSemanticDiffText,
  semanticDiff,
  semanticallySame,
} from "../../src/gate/diff/semantic.js";
import { unifiedTextDiff } from "../../src/gate/diff/text-diff.js";
import {
  canUseToolLine,
  canUseToolRequests,
  gateKey,
  lastResultUsage,
  lastTopLevelText,
  parsedLines,
  recordedReply,
  replyLine,
  topLevelCalls,
  withAllowedGate,
  withReply,
} from "../helpers/cassette-lines.js";
import { REPO_ROOT } from "../helpers/paths.js";

const EXAMPLES = ["csv-report", "deliver-report", "denied-delete", "metric-choice"];
const example = (name: string): Cassette =>
  JSON.parse(readFileSync(join(REPO_ROOT, "examples/replays", `${name}.cassette.json`), "utf8")) as Cassette;
const mapEvents = (c: Cassette, f: (line: string) => string): Cassette => ({ ...c, events: c.events.map(f) });
const names = (c: Cassette): string[] => topLevelCalls(c.events).map((t) => t.name);
const usageOf = (c: Cassette) => {
  const u = lastResultUsage(c.events);
  return { turns: u.turns, inputTokens: u.inputTokens, outputTokens: u.outputTokens, costUsd: u.costUsd };
};

function assistantToolUse(id: string, name: string, input: Record<string, unknown>): string {
  return JSON.stringify({
    type: "assistant",
    message: { role: "assistant", content: [{ type: "tool_use", id, name, input }] },
    parent_tool_use_id: null,
  });
}

/** Inserts an extra top-level tool call after the event line at `index`. */
function withExtraCall(c: Cassette, index: number, input: Record<string, unknown>, name = "Read"): Cassette {
  const events = [...c.events];
  events.splice(index + 1, 0, assistantToolUse("toolu_extra", name, input));
  return { ...c, events };
}

/** Rewrites the input of the `nth` top-level tool_use block (in walk order) through `f`. */
function withCallInput(
  c: Cassette,
  nth: number,
  f: (input: Record<string, unknown>) => Record<string, unknown>,
): Cassette {
  let seen = -1;
  const events = c.events.map((l, i) => {
    const o = parsedLines([l])[0];
    if (o?.type !== "assistant" || (o.parent_tool_use_id ?? null) !== null) return l;
    const message = o.message as {
      content?: { type?: string; input?: Record<string, unknown>; parent_tool_use_id?: unknown }[];
    };
    let hit = false;
    for (const block of message.content ?? []) {
      if (block.type !== "tool_use" || (block.parent_tool_use_id ?? null) !== null) continue;
      if (++seen === nth) {
        block.input = f(block.input ?? {});
        hit = true;
      }
    }
    return hit ? JSON.stringify(o) : (c.events[i] as string);
  });
  return { ...c, events };
}

/**
 * The example with a top-level call of `name` the test can rewrite: the first one recorded, else
 * `input` added as a call after the first top-level call (or before the result when there is none).
 */
function withCallOf(c: Cassette, name: string, input: Record<string, unknown>): { cassette: Cassette; nth: number } {
  const calls = topLevelCalls(c.events);
  const nth = calls.findIndex((t) => t.name === name);
  if (nth >= 0) return { cassette: c, nth };
  const at = calls[0]?.line ?? lastResultUsage(c.events).line - 1;
  return { cassette: withExtraCall(c, at, input, name), nth: calls.length > 0 ? 1 : 0 };
}

/** The example's Bash call with its command prefixed by `prefix` (a Bash call is added when the recording has none). */
function bashChanged(c: Cassette, prefix: string): { a: Cassette; b: Cassette; nth: number; command: string } {
  const { cassette: a, nth } = withCallOf(c, "Bash", {
    command: "node scripts/metrics.mjs uploads/sales.csv",
    description: "Compute the CSV metrics",
  });
  const command = String(topLevelCalls(a.events)[nth]?.input.command);
  return {
    a,
    b: withCallInput(a, nth, (input) => ({ ...input, command: `${prefix}${String(input.command)}` })),
    nth,
    command,
  };
}

const fullText = (e: ManifestEntry): boolean =>
  typeof e.body === "string" && e.truncated !== true && e.encoding !== "base64";

/** The example's first artifact with its whole text body, else one added here. */
function withTextArtifact(c: Cassette): { cassette: Cassette; entry: ManifestEntry } {
  const arts = c.artifacts ?? [];
  const entry = arts.find((e) => fullText(e) && String(e.body).includes("\n"));
  if (entry) return { cassette: c, entry };
  const made: ManifestEntry = {
    path: "outputs/test-report.md",
    bytes: 24,
    sha256: "e".repeat(64),
    body: "# Report\n\nRows: 5\nDone.\n",
  };
  return { cassette: { ...c, artifacts: [...arts, made] }, entry: made };
}

describe("semanticDiff", () => {
  it("the same cassette twice: nothing added, removed or changed; usage equal; semanticallySame", () => {
    for (const name of EXAMPLES) {
      const c = example(name);
      const seq = names(c);
      const u = usageOf(c);
      const d = semanticDiff(c, c);
      expect(d.name).toBe(name);
      expect(d.toolCalls).toMatchObject({
        added: [],
        removed: [],
        changed: [],
        sequenceBefore: seq,
        sequenceAfter: seq,
      });
      expect(d.answers.changed).toEqual([]);
      expect(d.transcript).toEqual({ changed: false });
      expect(d.artifacts).toEqual({ added: [], removed: [], changed: [] });
      expect(d.usage).toEqual({
        turns: [u.turns, u.turns],
        inputTokens: [u.inputTokens, u.inputTokens],
        outputTokens: [u.outputTokens, u.outputTokens],
        costUsd: [u.costUsd, u.costUsd],
      });
      expect(d.verdict).toEqual({ before: null, after: null });
      expect(semanticallySame(d)).toBe(true);
    }
    // the reading is the one a diff needs: a sub-agent's call is not a top-level call
    const c = example("csv-report");
    const nested = [...c.events];
    nested.splice(
      1,
      0,
      JSON.stringify({
        type: "assistant",
        message: {
          role: "assistant",
          content: [{ type: "tool_use", id: "toolu_sub", name: "Grep", input: { pattern: "x" } }],
        },
        parent_tool_use_id: "toolu_parent",
      }),
    );
    expect(semanticDiff(c, { ...c, events: nested }).toolCalls.sequenceAfter).toEqual(names(c));
  });

  it("a changed tool input is one change with both gists; an added call is listed with its gist", () => {
    const { a, b: changed, nth } = bashChanged(example("csv-report"), "env TRACE=1 ");
    const seq = names(a);
    const extra = ["Read", "Glob", "Grep", "WebFetch"].find((n) => !seq.includes(n))!;
    // the extra call goes right after the first top-level call
    const b = withExtraCall(
      changed,
      topLevelCalls(changed.events)[0]!.line,
      { file_path: "/sessions/local_q1/mnt/uploads/sales.csv" },
      extra,
    );
    const d = semanticDiff(a, b);
    expect(d.toolCalls.changed).toHaveLength(1);
    const [change] = d.toolCalls.changed;
    expect(change).toMatchObject({ before: { name: "Bash" }, after: { name: "Bash" }, changedKeys: ["command"] });
    expect(change!.before.gist).not.toMatch(/^env TRACE=1 /);
    expect(change!.after.gist).toMatch(/^env TRACE=1 \S/);
    expect(d.toolCalls.added).toEqual([{ name: extra, gist: "/sessions/<SESSION>/mnt/uploads/sales.csv" }]);
    expect(d.toolCalls.removed).toEqual([]);
    const after = [seq[0]!, extra, ...seq.slice(1)];
    const bashAfter = nth === 0 ? 0 : nth + 1;
    expect(d.toolCalls.sequenceBefore).toEqual(seq);
    expect(d.toolCalls.sequenceAfter).toEqual(after);
    expect(d.toolCalls.marksAfter).toEqual(
      after.map((_, i) => (i === 1 ? "added" : i === bashAfter ? "changed" : "same")),
    );
    expect(d.toolCalls.marksBefore).toEqual(seq.map((_, i) => (i === nth ? "changed" : "same")));
    expect(semanticallySame(d)).toBe(false);
  });

  it("a changed Write body keeps the gist and names the changed key", () => {
    const { cassette: a, nth } = withCallOf(example("csv-report"), "Write", {
      file_path: "mnt/outputs/metrics.md",
      content: "# Sales metrics\n\nRows: 5\n",
    });
    // one more character on the first line: the same path and line count, another body
    const b = withCallInput(a, nth, (input) => ({ ...input, content: `${String(input.content)}`.replace(/^/, "X") }));
    const d = semanticDiff(a, b);
    expect(d.toolCalls.changed).toHaveLength(1);
    const [change] = d.toolCalls.changed;
    expect(change?.after.name).toBe("Write");
    expect(change?.before.gist).toBe(change?.after.gist);
    expect(change?.changedKeys).toEqual(["content"]);
  });

  it("artifacts: a dropped one is removed, a new one added, a changed text body carries a bounded unified diff", () => {
    const { cassette: base, entry } = withTextArtifact(example("csv-report"));
    const dropped: ManifestEntry = { path: "outputs/dropped.txt", bytes: 1, sha256: "d".repeat(64), body: "d" };
    const a: Cassette = { ...base, artifacts: [...(base.artifacts ?? []), dropped] };
    const lines = String(entry.body).split("\n");
    const edited = [`${lines[0]} (edited)`, ...lines.slice(1)].join("\n");
    const arts = (a.artifacts ?? []).map((e) =>
      e.path === entry.path ? { ...e, body: edited, sha256: "0".repeat(64) } : { ...e },
    );
    const b: Cassette = {
      ...a,
      artifacts: [
        ...arts.filter((e) => e.path !== dropped.path),
        { path: "outputs/new.txt", bytes: 1, sha256: "1".repeat(64), body: "x" },
      ],
    };
    const d = semanticDiff(a, b);
    expect(d.artifacts.removed).toEqual([dropped.path]);
    expect(d.artifacts.added).toEqual(["outputs/new.txt"]);
    expect(d.artifacts.changed).toHaveLength(1);
    expect(d.artifacts.changed[0]?.path).toBe(entry.path);
    expect(d.artifacts.changed[0]?.textDiff?.split("\n")).toEqual(
      expect.arrayContaining([`-${lines[0]}`, `+${lines[0]} (edited)`, ` ${lines[1]}`]),
    );
  });

  it("a truncated or binary body gets no text diff", () => {
    const c = example("csv-report");
    const extra: ManifestEntry[] = [
      { path: "outputs/plain.txt", bytes: 2, sha256: "a".repeat(64), body: "a\n" },
      {
        path: "outputs/cut.txt",
        bytes: 9000,
        sha256: "b".repeat(64),
        body: "a\n",
        truncated: true,
        truncationReason: "size",
      },
      { path: "outputs/blob.bin", bytes: 2, sha256: "c".repeat(64), body: "YQo=", encoding: "base64" },
    ];
    // the example's own text bodies are marked binary: only the plain control keeps a diff
    const a: Cassette = {
      ...c,
      artifacts: [
        ...(c.artifacts ?? []).map((e) => (fullText(e) ? { ...e, encoding: "base64" as const } : e)),
        ...extra,
      ],
    };
    const b: Cassette = {
      ...a,
      artifacts: (a.artifacts ?? []).map((e) => ({
        ...e,
        sha256: "2".repeat(64),
        ...(typeof e.body === "string" ? { body: `${e.body}b` } : {}),
      })),
    };
    const changed = semanticDiff(a, b).artifacts.changed;
    expect(changed.map((x) => x.path)).toEqual((b.artifacts ?? []).map((e) => e.path));
    expect(changed.filter((x) => x.textDiff !== undefined).map((x) => x.path)).toEqual(["outputs/plain.txt"]);
    expect(changed.find((x) => x.path === "outputs/cut.txt")).toEqual({ path: "outputs/cut.txt" });
    expect(changed.find((x) => x.path === "outputs/blob.bin")).toEqual({ path: "outputs/blob.bin" });
  });

  it("a changed AskUserQuestion answer in controlOut is a changed gate answer; a denied permission too", () => {
    // a question gate built in the recorded shapes, answered two ways
    const q = {
      question: "Which metrics should the report include?",
      header: "Metrics",
      multiSelect: true,
      options: [{ label: "Totals" }, { label: "Ranges" }, { label: "Averages" }],
    };
    const base = example("metric-choice");
    const asked = (answer: string): Cassette => {
      const events = [...base.events];
      events.splice(
        lastResultUsage(events).line,
        0,
        canUseToolLine("test-question", "AskUserQuestion", { questions: [q] }),
      );
      const body = { behavior: "allow", updatedInput: { questions: [q], answers: { [q.question]: answer } } };
      return { ...base, events, controlOut: [...(base.controlOut ?? []), replyLine("test-question", body)] };
    };
    const earlier = canUseToolRequests(base.events).filter(
      (g) => g.tool === "AskUserQuestion" && JSON.stringify(g.input).includes(JSON.stringify(q.question)),
    ).length;
    expect(semanticDiff(asked("Totals, Ranges"), asked("Averages")).answers.changed).toEqual([
      { gate: gateKey(`question: ${q.question}`, earlier), before: "Totals, Ranges", after: "Averages" },
    ]);

    // a permission gate (the recording's own allowed Bash gate, else one built here) denied
    const {
      cassette: csv,
      id,
      gate,
    } = withAllowedGate(example("csv-report"), "Bash", { command: "node scripts/metrics.mjs uploads/sales.csv" });
    const denied: Cassette = {
      ...csv,
      controlOut: withReply(csv.controlOut ?? [], id, { behavior: "deny", message: "no scripts" }),
    };
    expect(semanticDiff(csv, denied).answers.changed).toEqual([{ gate, before: "allow", after: "deny: no scripts" }]);
    // a gate with no recorded answer on one side
    const unanswered: Cassette = {
      ...csv,
      controlOut: (csv.controlOut ?? []).filter((l) => recordedReply([l], id) === undefined),
    };
    expect(semanticDiff(csv, unanswered).answers.changed).toEqual([
      { gate, before: "allow", after: "(no recorded answer)" },
    ]);
  });

  it("every gate the examples recorded is read: its answer changed in controlOut is reported", () => {
    for (const name of EXAMPLES) {
      const c = example(name);
      const seen = new Map<string, number>();
      for (const g of canUseToolRequests(c.events)) {
        const body = recordedReply(c.controlOut ?? [], g.id);
        if (g.tool === "AskUserQuestion") {
          const questions = (Array.isArray(g.input.questions) ? g.input.questions : []) as {
            question?: string;
            header?: string;
          }[];
          const answers = Object.fromEntries(questions.map((x) => [x.question || x.header || "", "a changed answer"]));
          const flipped: Cassette = {
            ...c,
            controlOut: withReply(c.controlOut ?? [], g.id, {
              behavior: "allow",
              updatedInput: { questions, answers },
            }),
          };
          const changed = semanticDiff(c, flipped).answers.changed;
          for (const x of questions) {
            const label = `question: ${x.question || x.header || ""}`;
            const n = seen.get(label) ?? 0;
            seen.set(label, n + 1);
            const recorded = (body?.updatedInput as { answers?: Record<string, string> } | undefined)?.answers?.[
              x.question || x.header || ""
            ];
            expect(changed, `${name}: ${g.id}`).toContainEqual({
              gate: gateKey(label, n),
              before: recorded ?? (body ? "(unanswered)" : "(no recorded answer)"),
              after: "a changed answer",
            });
          }
        } else {
          const label = `permission: ${g.tool}`;
          const n = seen.get(label) ?? 0;
          seen.set(label, n + 1);
          if (body === undefined) continue; // no recorded answer: nothing to rewrite (checked above)
          const allowed = body.behavior === "allow";
          const flipped: Cassette = {
            ...c,
            controlOut: withReply(
              c.controlOut ?? [],
              g.id,
              allowed ? { behavior: "deny", message: "flipped" } : { behavior: "allow", updatedInput: g.input },
            ),
          };
          expect(semanticDiff(c, flipped).answers.changed, `${name}: ${g.id}`).toEqual([
            {
              gate: gateKey(label, n),
              before: allowed ? "allow" : `deny: ${String(body.message ?? "denied")}`,
              after: allowed ? "deny: flipped" : "allow",
            },
          ]);
        }
      }
    }
  });

  it("usage comes from the last result event of each side", () => {
    const a = example("csv-report");
    const u = lastResultUsage(a.events);
    const rewritten = (f: (r: Record<string, unknown>) => void): string => {
      const r = parsedLines([a.events[u.line]])[0]!;
      f(r);
      return JSON.stringify(r);
    };
    const more = rewritten((r) => {
      r.total_cost_usd = u.costUsd + 0.5;
      r.num_turns = u.turns + 4;
      (r.usage as Record<string, unknown>).input_tokens = u.inputTokens + 1000;
    });
    const b: Cassette = { ...a, events: a.events.map((l, i) => (i === u.line ? more : l)) };
    const d = semanticDiff(a, b);
    expect(d.usage).toEqual({
      turns: [u.turns, u.turns + 4],
      inputTokens: [u.inputTokens, u.inputTokens + 1000],
      outputTokens: [u.outputTokens, u.outputTokens],
      costUsd: [u.costUsd, u.costUsd + 0.5],
    });
    // an earlier result event does not count
    const earlier: Cassette = { ...a, events: [...a.events.slice(0, u.line), more, ...a.events.slice(u.line)] };
    expect(semanticDiff(a, earlier).usage).toEqual(semanticDiff(a, a).usage);
    const noResult = mapEvents(a, (l) => (parsedLines([l])[0]?.type === "result" ? "{}" : l));
    expect(semanticDiff(noResult, a).usage.costUsd).toEqual([null, u.costUsd]);
  });

  it("transcript: changed with bounded excerpts of the removed and the added text", () => {
    const a = example("csv-report");
    const last = lastTopLevelText(a.events);
    expect(last, "the example's final assistant text").toBeDefined();
    const first = last!.text.split("\n")[0]!;
    expect(first.trim()).not.toBe("");
    const b: Cassette = { ...a, events: [...a.events] };
    const o = parsedLines([a.events[last!.line]])[0]!;
    const content = (o.message as { content: { type: string; text?: string }[] }).content;
    for (const block of content)
      if (block.type === "text" && block.text === last!.text)
        block.text = block.text.replace(first, `${first} ${"very ".repeat(200)}carefully`);
    b.events[last!.line] = JSON.stringify(o);
    const t = semanticDiff(a, b).transcript;
    expect(t.changed).toBe(true);
    expect(t.excerptBefore).toBe(first.replace(/\s+/g, " ").trim().slice(0, 400));
    expect(t.excerptAfter!.length).toBeLessThanOrEqual(400);
    expect(t.excerptAfter).toMatch(/…$/);
  });

  it("the trigger and the verdicts are passed through", () => {
    const c = example("csv-report");
    const d = semanticDiff(c, c, { trigger: ["skill: SKILL.md changed"], verdictBefore: true, verdictAfter: false });
    expect([d.trigger, d.verdict]).toEqual([["skill: SKILL.md changed"], { before: true, after: false }]);
    expect(semanticallySame(d)).toBe(false);
  });
});

describe("unifiedTextDiff", () => {
  it("is empty for equal texts and bounded in lines and characters", () => {
    expect(unifiedTextDiff("a\nb", "a\nb")).toBe("");
    const big = unifiedTextDiff(
      Array.from({ length: 500 }, (_, i) => `line ${i}`).join("\n"),
      Array.from({ length: 500 }, (_, i) => `LINE ${i}`).join("\n"),
    );
    expect(big.split("\n").length).toBeLessThanOrEqual(42);
    expect(big.length).toBeLessThanOrEqual(2000);
    expect(big).toMatch(/… \d+ more diff lines$/);
  });
});

describe("renderers", () => {
  const { a, b } = bashChanged(example("csv-report"), "env TRACE=1 ");
  const seq = names(a);
  const u = lastResultUsage(a.events);
  const cost = `$${u.costUsd.toFixed(4)}`;

  it("Markdown: heading, verdicts, trigger, a Mermaid block and the text sequences beside it", () => {
    const md = renderSemanticDiffMarkdown(
      semanticDiff(a, b, { trigger: ["skill: *SKILL.md* <changed>"], verdictBefore: true, verdictAfter: true }),
      {
        budgetBytes: 20_000,
      },
    );
    expect(md).toContain("#### `csv-report`");
    expect(md).toContain("Verdict: pass → pass");
    expect(md).toContain("- skill: \\*SKILL.md\\* \\<changed\\>");
    expect(md).toContain("```mermaid\nflowchart LR\n");
    expect(md).toContain(`- before: ${seq.map((n) => `\`${n}\``).join(" → ")}`);
    expect(md).toContain(`- after: ${seq.map((n) => `\`${n}\``).join(" → ")}`);
    expect(md).toMatch(/- changed `Bash`: (?!env TRACE=1 )\S.* → env TRACE=1 \S/);
    expect(md).toContain(`| turns | ${u.turns} | ${u.turns} |`);
    expect(md).toContain(`| input tokens | ${u.inputTokens} | ${u.inputTokens} |`);
    expect(md).toContain(`| output tokens | ${u.outputTokens} | ${u.outputTokens} |`);
    expect(md).toContain(`| cost | ${cost} | ${cost} |`);
    expect(renderSemanticDiffMarkdown(semanticDiff(a, b), { budgetBytes: 20_000, mermaid: false })).not.toContain(
      "```mermaid",
    );
  });

  it("Markdown stays within its byte budget, cutting whole items", () => {
    const many = {
      ...a,
      artifacts: Array.from({ length: 300 }, (_, i) => ({ path: `outputs/file-${i}.md`, bytes: 1, sha256: String(i) })),
    };
    const d = semanticDiff(a, many, {
      trigger: Array.from({ length: 50 }, (_, i) => `finding ${i} ${"x".repeat(80)}`),
    });
    for (const budget of [2000, 5000, 12_000]) {
      const md = renderSemanticDiffMarkdown(d, { budgetBytes: budget });
      expect(Buffer.byteLength(md)).toBeLessThanOrEqual(budget);
      expect(md).toMatch(/… \d+ more/);
      expect((md.match(/```/g) ?? []).length % 2).toBe(0);
    }
  });

  it("hostile recorded text cannot escape a code block or inject markup", () => {
    const { a: c, b: scripted } = bashChanged(example("csv-report"), "<script>alert(1)</script> | [x](javascript:1) ");
    const { cassette: base, entry } = withTextArtifact(c);
    const hostileBody = "ok\n```\n<img src=x onerror=alert(1)>\n````\n";
    const evil: Cassette = {
      ...scripted,
      artifacts: (base.artifacts ?? []).map((e) =>
        e.path === entry.path ? { ...e, body: hostileBody, sha256: "9".repeat(64) } : e,
      ),
    };
    const md = renderSemanticDiffMarkdown(semanticDiff(base, evil), { budgetBytes: 20_000 });
    expect(md).not.toContain("<script>");
    expect(md).toContain("\\<script\\>");
    // the diff block's fence is longer than the body's longest backtick run
    expect(md).toContain("`````diff\n");
    const inner = md.split("`````diff\n")[1]!.split("\n`````")[0]!;
    expect(inner).toContain("+```");
    expect(inner).toContain("+````");
  });

  it("plain text: one header line and the changes, each list capped", () => {
    const text = renderSemanticDiffText(semanticDiff(a, b, { trigger: ["skill changed"] }));
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe(
      `csv-report: verdict not judged -> not judged; tool calls ${seq.length} -> ${seq.length} (0 added, 0 removed, 1 changed)`,
    );
    expect(lines[1]).toBe("  triggered by: skill changed");
    expect(lines[2]).toMatch(/^ {2}~ Bash: (?!env TRACE=1 )\S.* -> env TRACE=1 \S/);
    expect(lines.at(-1)).toBe(
      `  usage: turns ${u.turns} -> ${u.turns}, input tokens ${u.inputTokens} -> ${u.inputTokens}, output tokens ${u.outputTokens} -> ${u.outputTokens}, cost ${cost} -> ${cost}`,
    );
    const many = {
      ...a,
      artifacts: Array.from({ length: 30 }, (_, i) => ({ path: `f${i}`, bytes: 1, sha256: String(i) })),
    };
    const capped = renderSemanticDiffText(semanticDiff(a, many));
    // the example's own artifacts are dropped, the 30 added: 8 lines shown, the rest counted
    const total = 30 + (a.artifacts ?? []).filter((e) => !/^f\d+$/.test(e.path)).length;
    expect(capped).toContain(`  … ${total - 8} more`);
  });
});
