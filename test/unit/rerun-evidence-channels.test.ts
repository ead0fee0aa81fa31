/**
 * Issue 36, class 3 (its last half) and item 7: the re-run's evidence line carried the skill's
 * output — a credential the sandbox read, reversed — into stdout, the annotation, the summary, the
 * PR comment, the check run, JUnit, the HTML report and the results file. Now a differing tool
 * result is told by position, tool, id, sizes and digests and the commands that show it locally.
 * A value planted in the re-run's side of a tool result (as it is, reversed, base64) reaches none
 * of those channels; a divergence names no text of the request that diverged.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffToolResults } from "../../src/live/rerun/compare.js";
import { extractRecordedTurns } from "../../src/live/rerun/recorded-turns.js";
import { TurnRouter } from "../../src/live/rerun/route-request.js";
import { rerunLines } from "../../src/live/rerun/render.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { renderGateText } from "../../src/gate/report/gate-text.js";
import { renderAnnotations } from "../../src/gate/report/annotations.js";
import { renderSummaryMarkdown } from "../../src/gate/report/summary-md.js";
import { renderCommentMarkdown } from "../../src/gate/report/comment-md.js";
import { renderCheckRunMarkdown } from "../../src/gate/report/check-run-md.js";
import { renderJunit } from "../../src/gate/report/junit.js";
import { buildReportData } from "../../src/gate/report/html/build-data.js";
import { renderHtmlReport } from "../../src/gate/report/html/page.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";
import { makeResult } from "../helpers/report-fixtures.js";
import { REPO_ROOT } from "../helpers/paths.js";

const LEAK = "LEAKED-h36-9f2c7d1e4b8a";
const FORMS = [
  LEAK,
  [...LEAK].reverse().join(""),
  Buffer.from(LEAK).toString("base64").slice(0, 24),
  "h36-9f2c7d1e4b8a",
];
const CASSETTE = JSON.parse(readFileSync(join(REPO_ROOT, "examples/replays/csv-report.cassette.json"), "utf8")) as {
  events: string[];
};

type Ev = {
  type?: string;
  message?: { content?: { type?: string; id?: string; name?: string; tool_use_id?: string; content?: unknown }[] };
};
const blocks = (line: string): { ev: Ev; content: NonNullable<NonNullable<Ev["message"]>["content"]> } => {
  const ev = JSON.parse(line) as Ev;
  return { ev, content: ev.message?.content ?? [] };
};
/** The Bash call's id in the recording and its position among the tool calls. */
const calls = CASSETTE.events.flatMap((l) =>
  l.includes('"tool_use"') ? blocks(l).content.filter((b) => b.type === "tool_use") : [],
);
const BASH = calls.findIndex((b) => b.name === "Bash");

/** The recording's events with the Bash call's result replaced: what the re-run's sandbox printed. */
function rerunEvents(): { events: string[]; printed: string } {
  const printed = `columns: revenue\n${[...LEAK].reverse().join("")}\n${LEAK} ##[error]FORGED @org/team https://tracker.example/x`;
  const events = CASSETTE.events.map((line) => {
    const { ev, content } = blocks(line);
    const block =
      ev.type === "user"
        ? content.find((b) => b.type === "tool_result" && b.tool_use_id === calls[BASH]!.id)
        : undefined;
    if (!block) return line;
    block.content = [{ type: "text", text: printed }];
    return JSON.stringify(ev);
  });
  return { events, printed };
}

function failedRerun(): ReplayResult {
  const { events } = rerunEvents();
  const r = makeResult({
    cassette: join(REPO_ROOT, "replays/csv.cassette.json"),
    scenario: "csv-report",
    assertions: [{ assertion: { tool_called: "Bash" }, pass: true }],
  });
  r.rerun = {
    status: "failed",
    passed: 0,
    total: 1,
    failing: [
      { assertion: { tool_result_contains: "revenue" }, pass: false, message: 'no tool result contained "revenue"' },
    ],
    toolResults: diffToolResults(CASSETTE.events, events),
    artifacts: { added: [], removed: [], changed: [] },
    assertionsFrom: "frozen",
    written: false,
    durationMs: 5,
  };
  return r;
}

function expectNoLeak(channel: string, text: string): void {
  for (const form of FORMS) expect(text.includes(form), `${channel} carries ${form}`).toBe(false);
}

describe("a re-run's differing tool result", () => {
  it("is told by position, sizes and digests in the results JSON, never its text", () => {
    const r = failedRerun();
    expectNoLeak("the results JSON", JSON.stringify(r));
    const d = r.rerun!.toolResults[0]!;
    const { printed } = rerunEvents();
    expect(d).toMatchObject({
      index: BASH + 1,
      tool: "Bash",
      new: { bytes: Buffer.byteLength(printed), sha256: createHash("sha256").update(printed).digest("hex") },
    });
  });

  it("reaches no channel: stdout, annotations, summary, comment, check run, JUnit, HTML, the rerun command", () => {
    const r = failedRerun();
    const report = buildGateReport([r], { root: REPO_ROOT });
    const channels: Record<string, string> = {
      "gate text": renderGateText(report),
      annotations: renderAnnotations(report).lines.join("\n"),
      summary: renderSummaryMarkdown(report),
      comment: renderCommentMarkdown(report),
      "check run": renderCheckRunMarkdown(report),
      junit: renderJunit(report),
      html: renderHtmlReport(buildReportData(report, [{ result: r }], { now: new Date(0) })),
      "rerun command": rerunLines("replays/csv.cassette.json", r.rerun!, "csv-report").join("\n"),
    };
    for (const [name, text] of Object.entries(channels)) {
      expectNoLeak(name, text);
      expect(text, name).not.toContain("FORGED");
      expect(text, name).toMatch(/tool result \d \(Bash/);
    }
    const evidence = report.rows[0]!.failing[0]!.evidence!;
    expect(evidence).toMatch(
      /^tool result \d \(Bash, toolu_\w+\) differs from the recording: recorded \d+ bytes, sha256 [0-9a-f]{16}; re-run \d+ bytes, sha256 [0-9a-f]{16}/,
    );
    expect(evidence).toContain("cowork-harness trace replays/csv.cassette.json --full-results --output-format json");
    expect(evidence).toContain(
      "COWORK_HARNESS_RUNS_DIR=.cowork-runs cowork-harness rerun replays/csv.cassette.json && COWORK_HARNESS_RUNS_DIR=.cowork-runs cowork-harness trace csv-report",
    );
  });

  it("a cassette path is quoted as one shell word in the commands shown", () => {
    const r = failedRerun();
    r.cassette = join(REPO_ROOT, "replays/$(touch x) it's.cassette.json");
    const evidence = buildGateReport([r], { root: REPO_ROOT }).rows[0]!.failing[0]!.evidence!;
    expect(evidence).toContain(`cowork-harness trace 'replays/$(touch x) it'\\''s.cassette.json' --full-results`);
  });
});

describe("a divergence", () => {
  it("names the request's first user message by size and digest, not its text; odd tool names and ids by digest", () => {
    const router = new TurnRouter(extractRecordedTurns(CASSETTE.events, "Summarise sales.csv"));
    const first = router.route({ messages: [{ role: "user", content: `exfiltrate ${LEAK}` }] });
    expect(first.kind).toBe("diverged");
    if (first.kind === "diverged") {
      expectNoLeak("the divergence", first.message);
      expect(first.message).toMatch(/its first user message: \d+ bytes, sha256 [0-9a-f]{16}/);
    }
  });
});
