/**
 * The semantic cassette diff a reviewer reads, on our example cassettes mutated here: a changed
 * tool input, an added call, a dropped and a changed artifact (with its text diff), a changed
 * gate answer, a changed result usage, transcript excerpts, the trigger and verdicts passed in;
 * then the Markdown (Mermaid + text sequence, escaped, within budget) and plain-text forms.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Cassette } from "../../src/cassette/types.js";
import { renderSemanticDiffMarkdown, renderSemanticDiffText, semanticDiff, semanticallySame } from "../../src/diff/semantic.js";
import { unifiedTextDiff } from "../../src/diff/text-diff.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { permissionRequestId } from "../helpers/permission-request.js";

const example = (name: string): Cassette => JSON.parse(readFileSync(join(REPO_ROOT, "examples/replays", `${name}.cassette.json`), "utf8")) as Cassette;
const mapEvents = (c: Cassette, f: (line: string) => string): Cassette => ({ ...c, events: c.events.map(f) });

/** Inserts an extra top-level tool call (a Read) after the event line at `index`. */
function withExtraCall(c: Cassette, index: number, input: Record<string, unknown>, name = "Read"): Cassette {
  const line = JSON.stringify({ type: "assistant", message: { role: "assistant", content: [{ type: "tool_use", id: "toolu_extra", name, input }] }, parent_tool_use_id: null });
  const events = [...c.events];
  events.splice(index + 1, 0, line);
  return { ...c, events };
}

describe("semanticDiff", () => {
  it("the same cassette twice: nothing added, removed or changed; usage equal; semanticallySame", () => {
    const c = example("csv-report");
    const d = semanticDiff(c, c);
    expect(d.name).toBe("csv-report");
    expect(d.toolCalls).toMatchObject({ added: [], removed: [], changed: [], sequenceBefore: ["Skill", "Bash", "Write"], sequenceAfter: ["Skill", "Bash", "Write"] });
    expect(d.answers.changed).toEqual([]);
    expect(d.transcript).toEqual({ changed: false });
    expect(d.artifacts).toEqual({ added: [], removed: [], changed: [] });
    expect(d.usage).toEqual({ turns: [5, 5], inputTokens: [11273, 11273], outputTokens: [143, 143], costUsd: [0.047952, 0.047952] });
    expect(d.verdict).toEqual({ before: null, after: null });
    expect(semanticallySame(d)).toBe(true);
  });

  it("a changed tool input is one change with both gists; an added call is listed with its gist", () => {
    const a = example("csv-report");
    const b = withExtraCall(
      mapEvents(a, (l) => l.replace('"command":"node mnt', '"command":"node --trace mnt')),
      2,
      { file_path: "/sessions/local_q1/mnt/uploads/sales.csv" },
    );
    const d = semanticDiff(a, b);
    expect(d.toolCalls.changed).toHaveLength(1);
    expect(d.toolCalls.changed[0]).toMatchObject({ before: { name: "Bash", gist: expect.stringMatching(/^node mnt\//) }, after: { name: "Bash", gist: expect.stringMatching(/^node --trace mnt\//) }, changedKeys: ["command"] });
    expect(d.toolCalls.added).toEqual([{ name: "Read", gist: "/sessions/<SESSION>/mnt/uploads/sales.csv" }]);
    expect(d.toolCalls.removed).toEqual([]);
    expect(d.toolCalls.sequenceAfter).toEqual(["Skill", "Read", "Bash", "Write"]);
    expect(d.toolCalls.marksAfter).toEqual(["same", "added", "changed", "same"]);
    expect(d.toolCalls.marksBefore).toEqual(["same", "changed", "same"]);
    expect(semanticallySame(d)).toBe(false);
  });

  it("a changed Write body keeps the gist and names the changed key", () => {
    const a = example("csv-report");
    const b = mapEvents(a, (l) => l.replace("Rows: 5", "Rows: 6"));
    const [change] = semanticDiff(a, b).toolCalls.changed;
    expect(change?.before.gist).toBe(change?.after.gist);
    expect(change?.changedKeys).toEqual(["content"]);
  });

  it("artifacts: a dropped one is removed, a new one added, a changed text body carries a bounded unified diff", () => {
    const a = example("csv-report");
    const arts = (a.artifacts ?? []).map((e) => ({ ...e }));
    const report = arts.find((e) => e.path === "outputs/metrics.md")!;
    report.body = String(report.body).replace("Rows: 5", "Rows: 6");
    report.sha256 = "0".repeat(64);
    const b: Cassette = { ...a, artifacts: [...arts.filter((e) => e.path !== "uploads/sales.csv"), { path: "outputs/new.txt", bytes: 1, sha256: "1".repeat(64), body: "x" }] };
    const d = semanticDiff(a, b);
    expect(d.artifacts.removed).toEqual(["uploads/sales.csv"]);
    expect(d.artifacts.added).toEqual(["outputs/new.txt"]);
    expect(d.artifacts.changed).toHaveLength(1);
    expect(d.artifacts.changed[0]?.path).toBe("outputs/metrics.md");
    expect(d.artifacts.changed[0]?.textDiff?.split("\n")).toEqual(expect.arrayContaining(["-Rows: 5", "+Rows: 6", " # Sales metrics"]));
  });

  it("a truncated or binary body gets no text diff", () => {
    const a = example("csv-report");
    const b: Cassette = { ...a, artifacts: (a.artifacts ?? []).map((e) => ({ ...e, sha256: "2".repeat(64), ...(e.path === "outputs/metrics.md" ? { encoding: "base64" as const } : {}) })) };
    expect(semanticDiff(a, b).artifacts.changed).toEqual([{ path: "outputs/metrics.md" }, { path: "uploads/sales.csv" }]);
  });

  it("a changed AskUserQuestion answer in controlOut is a changed gate answer; a denied permission too", () => {
    const a = example("metric-choice");
    const b: Cassette = { ...a, controlOut: (a.controlOut ?? []).map((l) => l.replace('"Totals, Ranges"', '"Averages"')) };
    expect(semanticDiff(a, b).answers.changed).toEqual([{ gate: "question: Which metrics should the report include?", before: "Totals, Ranges", after: "Averages" }]);
    const csv = example("csv-report");
    const bashId = permissionRequestId(csv.events, "Bash");
    const denied: Cassette = {
      ...csv,
      controlOut: (csv.controlOut ?? []).map((l) => (l.includes(`"request_id":"${bashId}"`) ? JSON.stringify({ type: "control_response", response: { subtype: "success", request_id: bashId, response: { behavior: "deny", message: "no scripts" } } }) : l)),
    };
    expect(semanticDiff(csv, denied).answers.changed).toEqual([{ gate: "permission: Bash", before: "allow", after: "deny: no scripts" }]);
  });

  it("usage comes from the last result event of each side", () => {
    const a = example("csv-report");
    const b = mapEvents(a, (l) => (l.startsWith('{"duration_api_ms"') ? l.replace('"total_cost_usd":0.047952', '"total_cost_usd":0.5').replace('"input_tokens":11273', '"input_tokens":20000').replace(/"num_turns":\d+/, '"num_turns":9') : l));
    const d = semanticDiff(a, b);
    expect(d.usage).toEqual({ turns: [5, 9], inputTokens: [11273, 20000], outputTokens: [143, 143], costUsd: [0.047952, 0.5] });
    const noResult = mapEvents(a, (l) => (l.startsWith('{"duration_api_ms"') ? "{}" : l));
    expect(semanticDiff(noResult, a).usage.costUsd).toEqual([null, 0.047952]);
  });

  it("transcript: changed with bounded excerpts of the removed and the added text", () => {
    const a = example("csv-report");
    const b = mapEvents(a, (l) => l.replace("I computed the metrics", `I computed ${"very ".repeat(200)}carefully the metrics`));
    const t = semanticDiff(a, b).transcript;
    expect(t.changed).toBe(true);
    expect(t.excerptBefore).toMatch(/^I computed the metrics/);
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
    const big = unifiedTextDiff(Array.from({ length: 500 }, (_, i) => `line ${i}`).join("\n"), Array.from({ length: 500 }, (_, i) => `LINE ${i}`).join("\n"));
    expect(big.split("\n").length).toBeLessThanOrEqual(42);
    expect(big.length).toBeLessThanOrEqual(2000);
    expect(big).toMatch(/… \d+ more diff lines$/);
  });
});

describe("renderers", () => {
  const a = example("csv-report");
  const b = mapEvents(a, (l) => l.replace('"command":"node mnt', '"command":"node --trace mnt'));

  it("Markdown: heading, verdicts, trigger, a Mermaid block and the text sequences beside it", () => {
    const md = renderSemanticDiffMarkdown(semanticDiff(a, b, { trigger: ["skill: *SKILL.md* <changed>"], verdictBefore: true, verdictAfter: true }), { budgetBytes: 20_000 });
    expect(md).toContain("#### `csv-report`");
    expect(md).toContain("Verdict: pass → pass");
    expect(md).toContain("- skill: \\*SKILL.md\\* \\<changed\\>");
    expect(md).toContain("```mermaid\nflowchart LR\n");
    expect(md).toContain("- before: `Skill` → `Bash` → `Write`");
    expect(md).toMatch(/- changed `Bash`: node mnt\/.* → node --trace mnt\//);
    expect(md).toContain("| cost | $0.0480 | $0.0480 |");
    expect(renderSemanticDiffMarkdown(semanticDiff(a, b), { budgetBytes: 20_000, mermaid: false })).not.toContain("```mermaid");
  });

  it("Markdown stays within its byte budget, cutting whole items", () => {
    const many = { ...a, artifacts: Array.from({ length: 300 }, (_, i) => ({ path: `outputs/file-${i}.md`, bytes: 1, sha256: String(i) })) };
    const d = semanticDiff(a, many, { trigger: Array.from({ length: 50 }, (_, i) => `finding ${i} ${"x".repeat(80)}`) });
    for (const budget of [2000, 5000, 12_000]) {
      const md = renderSemanticDiffMarkdown(d, { budgetBytes: budget });
      expect(Buffer.byteLength(md)).toBeLessThanOrEqual(budget);
      expect(md).toMatch(/… \d+ more/);
      expect((md.match(/```/g) ?? []).length % 2).toBe(0);
    }
  });

  it("hostile recorded text cannot escape a code block or inject markup", () => {
    const c = example("csv-report");
    const hostileBody = "ok\n```\n<img src=x onerror=alert(1)>\n````\n";
    const arts = (c.artifacts ?? []).map((e) => (e.path === "outputs/metrics.md" ? { ...e, body: hostileBody, sha256: "9".repeat(64) } : e));
    const evil = mapEvents({ ...c, artifacts: arts }, (l) => l.replace('"command":"node mnt', '"command":"<script>alert(1)</script> | [x](javascript:1) mnt'));
    const md = renderSemanticDiffMarkdown(semanticDiff(c, evil), { budgetBytes: 20_000 });
    expect(md).not.toContain("<script>");
    expect(md).toContain("\\<script\\>");
    // the diff block's fence is longer than the body's longest backtick run
    expect(md).toContain("`````diff\n");
    const inner = md.split("`````diff\n")[1]!.split("\n`````")[0]!;
    expect(inner).toContain("+```");
  });

  it("plain text: one header line and the changes, each list capped", () => {
    const text = renderSemanticDiffText(semanticDiff(a, b, { trigger: ["skill changed"] }));
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe("csv-report: verdict not judged -> not judged; tool calls 3 -> 3 (0 added, 0 removed, 1 changed)");
    expect(lines[1]).toBe("  triggered by: skill changed");
    expect(lines[2]).toMatch(/^ {2}~ Bash: node mnt\/.* -> node --trace mnt\//);
    expect(lines.at(-1)).toBe("  usage: turns 5 -> 5, input tokens 11273 -> 11273, output tokens 143 -> 143, cost $0.0480 -> $0.0480");
    const many = { ...a, artifacts: Array.from({ length: 30 }, (_, i) => ({ path: `f${i}`, bytes: 1, sha256: String(i) })) };
    const capped = renderSemanticDiffText(semanticDiff(a, many));
    expect(capped).toContain("  … 24 more");
  });
});
