import { describe, it, expect } from "vitest";
import { toolResultKeys } from "../../src/gate/assert/tool-results.js";
import { makeContext } from "../helpers/context.js";

const k = toolResultKeys;
/** two complete results */
const full = makeContext(
  {},
  { toolResultTexts: ["exit code 0", "Wrote outputs/report.md"], toolResultsTruncated: [false, false] },
);
/** the second result is only known by its display text */
const cut = makeContext({}, { toolResultTexts: ["exit code 0", "x".repeat(500)], toolResultsTruncated: [false, true] });

describe("tool_result_contains", () => {
  it("passes when a result contains the literal", () => {
    const r = k.tool_result_contains!("report.md", full);
    expect(r.pass).toBe(true);
    expect(r.evidence).toBe('tool_result_contains: found "report.md" in tool result #2 of 2');
  });
  it("fails when no complete result contains it", () => {
    expect(k.tool_result_contains!("Report.md", full)).toEqual({
      pass: false,
      message: 'no tool result contained "Report.md"',
    });
  });
  it("is evidence-unavailable when a display-truncated result could hide it", () => {
    const r = k.tool_result_contains!("report.md", cut);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(
      /^evidence unavailable: no captured tool result contained "report.md", but one or more results are display-truncated/,
    );
  });
  it("still passes on a hit even when another result is truncated", () => {
    expect(k.tool_result_contains!("exit code", cut).pass).toBe(true);
  });
});

describe("tool_result_not_contains", () => {
  it("passes when no complete result contains it", () => {
    expect(k.tool_result_not_contains!("Traceback", full)).toEqual({ pass: true });
  });
  it("fails on a hit", () => {
    expect(k.tool_result_not_contains!("exit code 0", full)).toEqual({
      pass: false,
      message: 'a tool result unexpectedly contained "exit code 0"',
    });
  });
  it("is evidence-unavailable when a truncated result cannot rule it out", () => {
    const r = k.tool_result_not_contains!("Traceback", cut);
    expect(r.pass).toBe(false);
    expect(r.message).toBe(
      "evidence unavailable: one or more tool results are display-truncated (no assertText) — cannot rule out forbidden substring",
    );
  });
});

describe("tool_result_matches", () => {
  it("passes on a case-insensitive match", () => {
    const r = k.tool_result_matches!("WROTE \\S+\\.md", full);
    expect(r.pass).toBe(true);
    expect(r.evidence).toContain('matched "Wrote outputs/report.md"');
  });
  it("fails when nothing matches", () => {
    expect(k.tool_result_matches!("exit code [1-9]", full)).toEqual({
      pass: false,
      message: "no tool result matched /exit code [1-9]/i",
    });
  });
  it("is evidence-unavailable on a miss with a truncated result", () => {
    expect(k.tool_result_matches!("exit code [1-9]", cut).message).toMatch(
      /^evidence unavailable: no captured tool result matched \/exit code \[1-9\]\/i/,
    );
  });
  it("reports a bad regex", () => {
    expect(k.tool_result_matches!("a{2,1}", full).message).toMatch(/^tool_result_matches: bad regex "a\{2,1\}": /);
  });
});

describe("tool_result_not_matches", () => {
  it("passes when nothing matches", () => {
    expect(k.tool_result_not_matches!("exit code [1-9]", full)).toEqual({ pass: true });
  });
  it("fails on a match", () => {
    expect(k.tool_result_not_matches!("EXIT CODE \\d", full)).toEqual({
      pass: false,
      message: "a tool result matched forbidden /EXIT CODE \\d/i",
    });
  });
  it("is evidence-unavailable with a truncated result", () => {
    expect(k.tool_result_not_matches!("exit code [1-9]", cut).message).toMatch(
      /^evidence unavailable: .*cannot rule out a forbidden regex match$/,
    );
  });
  it("reports a bad regex", () => {
    expect(k.tool_result_not_matches!("(", full).message).toMatch(/^tool_result_not_matches: bad regex "\(": /);
  });
});
