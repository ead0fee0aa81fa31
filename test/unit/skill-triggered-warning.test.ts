/**
 * skill_triggered on a Skill call the agent answered with an error ("Unknown skill: …") fails
 * (issue 39, item 6: the skill never ran; the reference passes it, a documented difference). An
 * assertion that passes with a warning is shown so on every channel, at the assertion: replay's
 * text, the gate's text, its annotations and the job summary.
 */
import { describe, expect, it } from "vitest";
import { skillKeys } from "../../src/gate/assert/skills.js";
import { evaluateItem } from "../../src/gate/assert/evaluate.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { loadReportSources } from "../../src/gate/report/sources.js";
import { renderGateText } from "../../src/gate/report/gate-text.js";
import { collectAnnotations } from "../../src/gate/report/annotations.js";
import { renderSummaryMarkdown } from "../../src/gate/report/summary-md.js";
import { failureLines } from "../../src/gate/report/replay-text.js";
import { compactResult } from "../../src/gate/check/results-stream.js";
import { makeContext } from "../helpers/context.js";
import { cassetteText, makeResult, tempDir, writeFile } from "../helpers/report-fixtures.js";

const errored = makeContext(
  {
    skillsInvoked: ["md-outline:md-outline"],
    toolUses: [{ name: "Skill", input: { skill: "md-outline:md-outline" }, toolUseId: "t1", mainFlow: true }],
    toolResults: [
      {
        toolUseId: "t1",
        isError: true,
        text: "<tool_use_error>Unknown skill: md-outline:md-outline</tool_use_error>",
        assertTextTruncated: false,
      },
    ],
  },
  { skillToolAvailable: true },
);
const succeeded = makeContext(
  {
    skillsInvoked: ["md-outline:md-outline"],
    toolUses: [{ name: "Skill", input: { skill: "md-outline:md-outline" }, toolUseId: "t1", mainFlow: true }],
    toolResults: [{ toolUseId: "t1", isError: false, text: "Launching skill: md-outline", assertTextTruncated: false }],
  },
  { skillToolAvailable: true },
);

describe("skill_triggered on an errored Skill call", () => {
  it("fails, quoting the error and saying the skill never ran", () => {
    const r = skillKeys.skill_triggered!("md-outline", errored);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(
      /^skill_triggered: md-outline:md-outline was called, but the Skill call errored \(Unknown skill: md-outline:md-outline\), so the skill never ran/,
    );
    expect(evaluateItem({ skill_triggered: "md-outline" }, errored, skillKeys)).toMatchObject({ pass: false });
  });

  it("passes when the call succeeded, or when one of the matching calls did", () => {
    expect(skillKeys.skill_triggered!("md-outline", succeeded)).toMatchObject({ pass: true });
    expect(evaluateItem({ skill_triggered: "md-outline" }, succeeded, skillKeys)).toMatchObject({ pass: true });
    const retried = makeContext(
      {
        ...errored.record,
        toolUses: [
          ...errored.record.toolUses,
          { name: "Skill", input: { skill: "md-outline:md-outline" }, toolUseId: "t2", mainFlow: true },
        ],
        toolResults: [
          ...errored.record.toolResults,
          { toolUseId: "t2", isError: false, text: "Launching skill: md-outline", assertTextTruncated: false },
        ],
      },
      { skillToolAvailable: true },
    );
    expect(skillKeys.skill_triggered!("md-outline", retried)).toMatchObject({ pass: true });
  });

  it("is shown by replay's text, the gate's text, annotations and the job summary, at the assertion's line", async () => {
    const root = tempDir();
    writeFile(root, "s/x.yaml", "name: x\nprompt: p\nassert:\n  - result: success\n  - skill_triggered: md-outline\n");
    const cassette = writeFile(
      root,
      "s/x.cassette.json",
      cassetteText({
        name: "x",
        assert: [{ result: "success" }, { skill_triggered: "md-outline" }],
        scenarioSource: "x.yaml",
      }),
    );
    const warning = "the Skill call errored: Unknown skill: md-outline:md-outline — the skill did not run";
    const result = makeResult({
      cassette,
      scenario: "x",
      assertions: [
        { assertion: { result: "success" }, pass: true },
        { assertion: { skill_triggered: "md-outline" }, pass: true, warning },
      ],
    });
    expect(failureLines(result).join("\n")).toMatch(
      /! skill_triggered: "md-outline" passed, but the Skill call errored/,
    );
    // check keeps only the compact result: the warned assertion must survive it
    const compact = compactResult(result);
    const report = buildGateReport([compact], { sources: await loadReportSources([compact]), root });
    expect(report.conclusion).toBe("success");
    expect(report.rows[0]!.assertionWarnings).toEqual([
      { key: "skill_triggered", message: warning, file: "s/x.yaml", line: 5 },
    ]);
    expect(renderGateText(report)).toContain("! skill_triggered at s/x.yaml:5 passed, but the Skill call errored");
    const ann = collectAnnotations(report).find((a) => a.title?.includes("skill_triggered"));
    expect(ann).toMatchObject({ level: "warning", file: "s/x.yaml", line: 5 });
    expect(renderSummaryMarkdown(report)).toMatch(
      /Assertion warnings \(1\)[\s\S]*skill_triggered[\s\S]*Skill call errored/,
    );
  });
});
