/** The re-record commit message, the PR body, the job summary and the one-line outcome. */
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rerecordCommitMessage, rerecordTitle } from "../../src/live/rerecord/commit-message.js";
import { semanticDiff } from "../../src/gate/diff/semantic.js";
import type { Cassette } from "../../src/core/cassette/types.js";
import {
  PR_BODY_MAX_CHARS,
  rerecordCommitDetails,
  rerecordPullRequestBody,
  rerecordSummaryMarkdown,
} from "../../src/live/rerecord/report-md.js";
import { jobOutcome, parseMaxCost, parseOnNothingStale } from "../../src/live/rerecord/outcome.js";
import type { RerecordItem } from "../../src/live/rerecord/rerecord.js";
import type { RerecordJobReport } from "../../src/live/rerecord/run.js";
import { REPO_ROOT } from "../helpers/paths.js";

const ROOT = "/repo";
const old = JSON.parse(readFileSync(join(REPO_ROOT, "examples/replays/csv-report.cassette.json"), "utf8")) as Cassette;

/** A "new" recording: one more Bash call, a changed artifact, a higher cost. */
function newer(extra: string, artifactLines = 3): Cassette {
  const c = structuredClone(old);
  const result = c.events.map((l) => l.includes('"type":"result"')).lastIndexOf(true);
  const tool = JSON.stringify({
    type: "assistant",
    message: {
      id: `msg_x${extra}`,
      type: "message",
      role: "assistant",
      model: "claude-opus-5-5",
      content: [{ type: "tool_use", id: `toolu_x${extra}`, name: "Bash", input: { command: `echo ${extra}` } }],
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  });
  c.events.splice(result, 0, tool);
  c.events[c.events.length - 1] = c.events.at(-1)!.replace(/"total_cost_usd":[0-9.]+/, '"total_cost_usd":0.25');
  const art = c.artifacts!.find((a) => a.path === "outputs/metrics.md")!;
  art.body = `${art.body}\n${Array.from({ length: artifactLines }, (_, i) => `line ${extra} ${i} ${"x".repeat(60)}`).join("\n")}`;
  art.sha256 = createHash("sha256").update(art.body).digest("hex");
  art.bytes = Buffer.byteLength(art.body);
  return c;
}

function item(name: string, over: Partial<RerecordItem> = {}): RerecordItem {
  const after = newer(name);
  return {
    cassettePath: `${ROOT}/replays/${name}.cassette.json`,
    scenarioPath: `${ROOT}/scenarios/${name}.yaml`,
    format: "v12",
    status: "refreshed",
    reasons: ["[skill] SKILL.md changed since recording"],
    costUsd: 0.25,
    verdictBefore: true,
    diff: semanticDiff(old, after, {
      trigger: ["[skill] SKILL.md changed since recording"],
      verdictBefore: true,
      verdictAfter: true,
    }),
    ...over,
  };
}

function report(items: RerecordItem[], over: Partial<RerecordJobReport> = {}): RerecordJobReport {
  const r = {
    items,
    fresh: [],
    checked: items.length + 1,
    commit: { changesDetected: items.some((i) => i.status === "refreshed") },
    outcome: { ok: true, line: "", warnings: [] },
    ok: true,
    ...over,
  };
  const outcome = jobOutcome(r, { root: ROOT, mode: "pull-request", maxCostUsd: 1 });
  return { ...r, outcome, ok: outcome.ok };
}

describe("re-record commit message", () => {
  it("a title with the count, then every refreshed cassette on its own line", () => {
    expect(rerecordCommitMessage(["a/x.cassette.json", "b/y.cassette.json"])).toBe(
      "Re-record 2 stale cassettes\n\n- a/x.cassette.json\n- b/y.cassette.json\n",
    );
    expect(rerecordTitle(1)).toBe("Re-record 1 stale cassette");
  });

  it("skipCi adds [skip ci] to the title and the skip-checks trailer as the last paragraph, after the details", () => {
    const m = rerecordCommitMessage(["x.cassette.json"], {
      skipCi: true,
      details: "x.cassette.json ($0.25):\n  verdict pass -> pass",
    });
    expect(m.split("\n")[0]).toBe("Re-record 1 stale cassette [skip ci]");
    expect(m.trimEnd().split("\n\n")).toEqual([
      "Re-record 1 stale cassette [skip ci]",
      "- x.cassette.json",
      "x.cassette.json ($0.25):\n  verdict pass -> pass",
      "skip-checks: true",
    ]);
  });

  it("the details: per cassette its spend and the semantic diff as text, then the total; capped", () => {
    const d = rerecordCommitDetails([item("a"), item("b", { costUsd: 0.5 })], ROOT);
    expect(d).toMatch(
      /^replays\/a\.cassette\.json \(\$0\.25\):\n {2}csv-report: verdict pass -> pass; tool calls \d+ -> \d+ \(1 added/,
    );
    expect(d).toContain("replays/b.cassette.json ($0.50):");
    expect(d).toContain("+ Bash: echo b");
    expect(d.trimEnd().split("\n").at(-1)).toBe("Spend reported by the recorded runs: $0.75");
    const many = rerecordCommitDetails(
      Array.from({ length: 60 }, (_, i) => item(`c${i}`)),
      ROOT,
    );
    expect(many.length).toBeLessThanOrEqual(6_100);
    expect(many).toMatch(/… \(cut; the job summary has the rest\)$/);
  });
});

describe("PR body and job summary", () => {
  it("one section per refreshed cassette with the semantic diff (verdicts, Mermaid sequence, artifacts, cost, trigger), the spend per cassette and in total", () => {
    const r = report([
      item("a"),
      item("b", { status: "failed", diff: undefined, costUsd: 0.1, error: "the live run failed its assertions: nope" }),
    ]);
    const body = rerecordPullRequestBody(r, {
      root: ROOT,
      outcome: r.outcome,
      mode: "pull-request",
      maxCostUsd: 1,
      marker: "<!-- k -->",
      runUrl: "https://github.com/o/r/actions/runs/7",
    });
    expect(body).toContain("### `replays/a.cassette.json` — $0.25");
    expect(body).toContain("Verdict: pass → pass");
    expect(body).toContain("```mermaid");
    expect(body).toContain("**Re-recorded because**\n- \\[skill\\] SKILL.md changed since recording");
    expect(body).toMatch(/changed `outputs\/metrics\.md`/);
    expect(body).toMatch(/\| `replays\/a\.cassette\.json` \| ✅ refreshed \| \$0\.25 \|/);
    expect(body).toMatch(/\| `replays\/b\.cassette\.json` \| ❌ failed \| \$0\.10 \|/);
    expect(body).toContain("Spend reported by the recorded runs: **$0.35** in total (max-cost-usd $1.00)");
    expect(body).toMatch(/- `replays\/b\.cassette\.json` — the live run failed its assertions: nope/);
    expect(body).toContain("Full detail in the [job summary](https://github.com/o/r/actions/runs/7).");
    expect(body.trimEnd().endsWith("<!-- k -->")).toBe(true);
    expect(body).toMatch(
      /^## cowork-harness rerecord\n\n❌ 1 of 2 selected cassettes could not be re-recorded — replays\/b\.cassette\.json: the live run failed/,
    );
  });

  it('lists the cassettes a live decider answered under "Answered live", in the PR body and the summary', () => {
    const r = report([item("a", { authoredLive: { channel: "decider-llm", gates: 2 } }), item("b")]);
    const body = rerecordPullRequestBody(r, {
      root: ROOT,
      outcome: r.outcome,
      mode: "pull-request",
      marker: "<!-- k -->",
    });
    expect(body).toContain("### Answered live");
    expect(body).toContain("- `replays/a.cassette.json`: 2 gate(s) by decider-llm");
    expect(body).not.toContain("- `replays/b.cassette.json`: ");
    expect(rerecordSummaryMarkdown(r, { root: ROOT, outcome: r.outcome, mode: "pull-request" })).toContain(
      "- `replays/a.cassette.json`: 2 gate(s) by decider-llm",
    );
    const none = report([item("a")]);
    expect(
      rerecordPullRequestBody(none, { root: ROOT, outcome: none.outcome, mode: "pull-request", marker: "<!-- k -->" }),
    ).not.toContain("Answered live");
  });

  it("stays within GitHub's 65,536 characters however many and however large the diffs; the summary keeps them all", () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      ...item(`n${i}`),
      diff: semanticDiff(old, newer(`n${i}`, 120), { verdictBefore: true, verdictAfter: true }),
    }));
    const r = report(items);
    const body = rerecordPullRequestBody(r, {
      root: ROOT,
      outcome: r.outcome,
      mode: "pull-request",
      marker: "<!-- k -->",
    });
    expect(body.length).toBeLessThanOrEqual(PR_BODY_MAX_CHARS - 200);
    expect(body).toContain("### `replays/n0.cassette.json`");
    expect(body).toMatch(/left out for length|more .* not shown/);
    expect(body.trimEnd().endsWith("<!-- k -->")).toBe(true);
    const summary = rerecordSummaryMarkdown(r, { root: ROOT, outcome: r.outcome, mode: "pull-request" });
    expect(summary.length).toBeGreaterThan(body.length);
    for (let i = 0; i < 40; i++) expect(summary).toContain(`### \`replays/n${i}.cassette.json\``);
  });
});

describe("the job's outcome line", () => {
  const base = { root: ROOT, mode: "push" as const };
  it("names what to add when a scenario needs the real API and no key was given", () => {
    const r = report([
      item("a", { status: "failed", needs: "anthropic-api-key", diff: undefined, costUsd: undefined, error: "no key" }),
    ]);
    const o = jobOutcome(r, base);
    expect(o.ok).toBe(false);
    expect(o.line).toMatch(
      /^1 stale cassette needs the real API and no Anthropic API key was given \(replays\/a\.cassette\.json\) — add the anthropic-api-key input/,
    );
  });
  it("nothing re-recorded is a failure; nothing stale passes unless on-nothing-stale is fail; the cost cap fails naming it", () => {
    expect(jobOutcome(report([item("a", { status: "failed", error: "boom" })]), base).line).toMatch(
      /^none of the 1 selected cassette could be re-recorded — replays\/a\.cassette\.json: boom/,
    );
    expect(jobOutcome(report([]), base)).toEqual({ ok: true, line: "nothing is stale among 1 cassette", warnings: [] });
    expect(jobOutcome(report([]), { ...base, onNothingStale: "fail" })).toMatchObject({
      ok: false,
      line: "nothing is stale among 1 cassette — and on-nothing-stale is fail",
    });
    const capped = jobOutcome(
      report([item("a", { costUsd: 1.2 }), item("b", { status: "skipped", costUsd: undefined, diff: undefined })]),
      {
        ...base,
        maxCostUsd: 1,
      },
    );
    expect(capped.ok).toBe(false);
    expect(capped.line).toMatch(
      /^max-cost-usd \$1\.00 reached after \$1\.20: 1 stale cassette not re-recorded \(replays\/b\.cassette\.json\)/,
    );
    expect(jobOutcome(report([item("a")]), base)).toMatchObject({
      ok: true,
      line: "re-recorded 1 cassette ($0.25 spent)",
    });
  });
  it("a scripted run's reported spend is said to be scripted and not billed, on every channel", () => {
    const scripted = [item("a", { scripted: true })];
    expect(jobOutcome(report(scripted), base).line).toBe(
      "re-recorded 1 cassette ($0.25 reported by scripted runs (not billed))",
    );
    expect(jobOutcome(report([item("a", { scripted: true }), item("b", { costUsd: 1 })]), base).line).toBe(
      "re-recorded 2 cassettes ($1.00 spent, plus $0.25 reported by scripted runs (not billed))",
    );
    const md = rerecordSummaryMarkdown(report(scripted), {
      root: ROOT,
      mode: "none",
      outcome: jobOutcome(report(scripted), base),
    });
    expect(md).toContain("not billed");
    expect(md).not.toMatch(/\$0\.25 spent/);
  });
  it("a declined PR is green with a warning", () => {
    const o = jobOutcome(
      report([item("a", { status: "declined", diff: undefined })], {
        declined: { number: 4, closedAt: "2026-01-01T00:00:00Z" },
      }),
      base,
    );
    expect(o.ok).toBe(true);
    expect(o.warnings[0]).toMatch(
      /^pull request #4 with these re-records was closed without merging \(2026-01-01T00:00:00Z\); not opening it again/,
    );
  });
  it("input parsers: positive dollars, success|fail", () => {
    expect(parseMaxCost("2.50", "x")).toBe(2.5);
    expect(parseMaxCost("$3", "x")).toBe(3);
    expect(parseMaxCost("", "x")).toBeUndefined();
    for (const bad of ["0", "-1", "abc", "1e3"])
      expect(() => parseMaxCost(bad, "input max-cost-usd")).toThrow(/^input max-cost-usd must be a positive number/);
    expect(parseOnNothingStale("fail", "x")).toBe("fail");
    expect(() => parseOnNothingStale("maybe", "input on-nothing-stale")).toThrow(/must be one of success, fail/);
  });
});
