/**
 * Issue 36, class 8 (Markdown side): the job summary, the PR comment and the check run passed
 * `@org/team` mentions (a notification to every member) and bare tracking URLs through as they
 * were. Text from a pull request, planted in every field the report shows, must come out with no
 * mention, cross-reference or autolink GitHub's Markdown would make (test/helpers/github-markdown.ts)
 * — and still read as it was.
 */
import { describe, expect, it } from "vitest";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { renderSummaryMarkdown } from "../../src/gate/report/summary-md.js";
import { renderCommentMarkdown } from "../../src/gate/report/comment-md.js";
import { renderCheckRunMarkdown } from "../../src/gate/report/check-run-md.js";
import { mdCode, mdText } from "../../src/core/util/markdown.js";
import { WORD_JOINER } from "../../src/core/util/neutralise.js";
import { makeResult } from "../helpers/report-fixtures.js";
import { githubWouldAct } from "../helpers/github-markdown.js";

const HOSTILE =
  "ping @org/team and @someone, see https://tracker.example/x?u=1 or www.tracker.example/y, HTTP://T.example, #123, acme/repo#7, GH-12, mailto:a@b.example, a@b.example";

function expectInert(channel: string, md: string, allowed: readonly string[] = []): void {
  expect(githubWouldAct(md, allowed), channel).toBeUndefined();
}

function hostileReport() {
  const r = makeResult({
    cassette: `/repo/skills/x/${HOSTILE.slice(0, 20)}.cassette.json`,
    scenario: `scenario ${HOSTILE}`,
    assertions: [
      {
        assertion: { transcript_contains: HOSTILE },
        pass: false,
        message: `transcript missing "${HOSTILE}"`,
        evidence: HOSTILE,
      },
    ],
    staleness: [{ class: "skill", message: `skill files changed: ${HOSTILE}` }],
    unchecked: [HOSTILE],
  });
  return buildGateReport([r], { root: "/repo" });
}

describe("Markdown from pull-request text", () => {
  it("the summary, the PR comment and the check run make no mention, reference or autolink", () => {
    const report = hostileReport();
    for (const [name, md] of Object.entries({
      summary: renderSummaryMarkdown(report),
      comment: renderCommentMarkdown(report, { runUrl: "https://github.com/acme/x/actions/runs/1" }),
      "check run": renderCheckRunMarkdown(report),
    })) {
      expect(md, name).toContain("org/team"); // the text is there…
      expectInert(name, md, ["[workflow run](https://github.com/acme/x/actions/runs/1)"]); // …and inert (our own link aside)
    }
  });

  it("mdText reads as it was, with a word joiner where GitHub would act", () => {
    expect(mdText("@org/team")).toBe(`@${WORD_JOINER}org/team`);
    expect(mdText("see https://t.example/x")).toBe(`see https:${WORD_JOINER}//t.example/x`);
    expect(mdText("www.t.example")).toBe(`www${WORD_JOINER}.t.example`);
    expect(mdText("#12")).toBe(`\\#${WORD_JOINER}12`);
    expect(mdText("a\u0085b\u2028c")).toBe("a b c");
    expectInert("mdText", mdText(HOSTILE));
    expectInert("mdCode with a backtick", mdCode(`${HOSTILE} \``));
    expect(mdCode("@org/team")).toBe("`@org/team`"); // a code span makes no mention
  });
});
