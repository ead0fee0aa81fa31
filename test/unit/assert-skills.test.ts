import { describe, it, expect } from "vitest";
import { skillKeys } from "../../src/gate/assert/skills.js";
import { makeContext } from "../helpers/context.js";

const k = skillKeys;
const ctx = makeContext(
  {
    skillsInvoked: ["my-pdf-skill", "my-pdf-skill"],
    skillActivity: [
      {
        skillId: "(root)",
        invocationSeq: 1,
        toolCounts: { Read: 1 },
        toolCallCount: 1,
        dispatchCount: 0,
        durationMs: 5,
      },
      {
        skillId: "my-pdf-skill",
        invocationSeq: 4,
        toolCounts: { Bash: 2, Write: 1 },
        toolCallCount: 3,
        dispatchCount: 0,
        durationMs: 90,
      },
    ],
  },
  {
    skillToolAvailable: true,
    availableSkills: [{ id: "my-pdf-skill" }, { id: "xlsx" }],
    mcpServers: [{ name: "cowork", status: "connected" }, { name: "workspace" }],
    hasTimeline: true,
  },
);
const noSkillTool = makeContext({ skillsInvoked: [] }, { skillToolAvailable: false });

describe("skill_triggered", () => {
  it("passes when an invoked skill matches", () => {
    expect(k.skill_triggered!("pdf", ctx)).toEqual({
      pass: true,
      evidence: "skill_triggered: /pdf/i matched my-pdf-skill",
    });
  });
  it("fails listing what was invoked", () => {
    expect(k.skill_triggered!("^xlsx$", ctx)).toEqual({
      pass: false,
      message: 'no invoked skill matched "^xlsx$" (invoked: my-pdf-skill, my-pdf-skill)',
    });
  });
  it("is evidence-unavailable when init offered no Skill tool", () => {
    expect(k.skill_triggered!("pdf", noSkillTool).message).toMatch(
      /^evidence unavailable: this agent's init tool list has no "Skill" tool — cannot evaluate skill_triggered/,
    );
  });
  it("reports a bad regex", () => {
    expect(k.skill_triggered!("(", ctx).message).toMatch(/^skill_triggered: bad regex/);
  });
});

describe("no_skill_triggered", () => {
  it("passes when no invoked skill matches", () => {
    expect(k.no_skill_triggered!("xlsx", ctx)).toEqual({ pass: true });
  });
  it("fails when one does", () => {
    expect(k.no_skill_triggered!("PDF", ctx)).toEqual({
      pass: false,
      message: 'skill unexpectedly triggered matching "PDF"',
    });
  });
  it("is evidence-unavailable without the Skill tool", () => {
    expect(k.no_skill_triggered!("pdf", noSkillTool).message).toMatch(/^evidence unavailable: .*no_skill_triggered/);
  });
  it("reports a bad regex", () => {
    expect(k.no_skill_triggered!("[", ctx).message).toMatch(/^no_skill_triggered: bad regex/);
  });
});

describe("skill_available", () => {
  it("passes on a staged skill", () => {
    expect(k.skill_available!("^xlsx$", ctx)).toEqual({
      pass: true,
      evidence: "skill_available: /^xlsx$/i matched xlsx",
    });
  });
  it("fails when none is staged", () => {
    expect(k.skill_available!("docx", ctx)).toEqual({ pass: false, message: 'no staged skill matched "docx"' });
  });
  it("is evidence-unavailable without an init event", () => {
    expect(k.skill_available!("x", makeContext()).message).toMatch(
      /^evidence unavailable: .*cannot evaluate skill_available$/,
    );
  });
  it("reports a bad regex", () => {
    expect(k.skill_available!("(", ctx).message).toMatch(/^skill_available: bad regex/);
  });
});

describe("connector_available", () => {
  it("passes on a connected MCP server name", () => {
    expect(k.connector_available!("^work", ctx)).toEqual({
      pass: true,
      evidence: "connector_available: /^work/i matched workspace",
    });
  });
  it("fails when no server matches", () => {
    expect(k.connector_available!("slack", ctx)).toEqual({ pass: false, message: 'no connector matched "slack"' });
  });
  it("is evidence-unavailable without an init event", () => {
    expect(k.connector_available!("x", makeContext()).message).toMatch(
      /^evidence unavailable: .*cannot evaluate connector_available$/,
    );
  });
  it("reports a bad regex", () => {
    expect(k.connector_available!(")", ctx).message).toMatch(/^connector_available: bad regex/);
  });
});

describe("skill_tool_used", () => {
  it("passes when the tool ran inside a matching window", () => {
    expect(k.skill_tool_used!({ skill: "pdf", tool: "^bash$" }, ctx)).toEqual({
      pass: true,
      evidence: 'skill_tool_used: Bash ran 2× inside skill window "my-pdf-skill" (seq 4)',
    });
  });
  it("fails when the tool ran only outside the window", () => {
    expect(k.skill_tool_used!({ skill: "pdf", tool: "^Read$" }, ctx)).toEqual({
      pass: false,
      message: 'no tool matching "^Read$" ran inside a window matching "pdf"',
    });
  });
  it("fails when no window matches", () => {
    expect(k.skill_tool_used!({ skill: "xlsx", tool: "." }, ctx)).toEqual({
      pass: false,
      message: 'no skill-activation window matched "xlsx"',
    });
  });
  it("is evidence-unavailable without a timeline", () => {
    const r = k.skill_tool_used!({ skill: "pdf", tool: "Bash" }, makeContext({}, { hasTimeline: false }));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^evidence unavailable: .*cannot evaluate skill_tool_used$/);
  });
  it("reports a bad regex in either field", () => {
    expect(k.skill_tool_used!({ skill: "(", tool: "x" }, ctx).message).toMatch(/^skill_tool_used: bad regex "\(":/);
    expect(k.skill_tool_used!({ skill: "x", tool: "[" }, ctx).message).toMatch(/^skill_tool_used: bad regex "\[":/);
  });
});
