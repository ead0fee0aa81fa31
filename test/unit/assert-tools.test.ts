import { describe, it, expect } from "vitest";
import { toolKeys } from "../../src/gate/assert/tools.js";
import { makeContext } from "../helpers/context.js";

const k = toolKeys;
const ctx = makeContext(
  {
    toolsCalled: ["Skill", "Bash", "Read", "Write", "mcp__workspace__bash"],
    toolErrors: {
      Bash: { calls: 3, errors: 1 },
      Read: { calls: 2, errors: 0 },
      Write: { calls: 1, errors: 0 },
    },
  },
  { availableTools: ["Bash", "Read", "Write", "Skill", "mcp__cowork__present_files"] },
);

describe("tool_called", () => {
  it("passes with the reference evidence", () => {
    expect(k.tool_called!("Write", ctx)).toEqual({ pass: true, evidence: 'tool_called: "Write" matched Write' });
  });
  it("matches globs anchored and case-sensitively", () => {
    expect(k.tool_called!("mcp__workspace__*", ctx).evidence).toBe(
      'tool_called: "mcp__workspace__*" matched mcp__workspace__bash',
    );
    expect(k.tool_called!("write", ctx).pass).toBe(false);
    expect(k.tool_called!("Wri", ctx).pass).toBe(false);
  });
  it("fails listing what was called", () => {
    expect(k.tool_called!("WebFetch", ctx)).toEqual({
      pass: false,
      message:
        'tool not called: no called tool matched "WebFetch" (called: Skill, Bash, Read, Write, mcp__workspace__bash)',
    });
  });
  it("caps the called list at 12 names", () => {
    const many = makeContext({ toolsCalled: Array.from({ length: 15 }, (_, i) => `T${i}`) });
    expect(k.tool_called!("X", many).message).toMatch(/T11, …\(\+3\)\)$/);
    expect(k.tool_called!("X", makeContext()).message).toMatch(/\(called: \(none called\)\)$/);
  });
});

describe("tool_not_called", () => {
  it("passes silently (as the reference does)", () => {
    expect(k.tool_not_called!("WebFetch", ctx)).toEqual({ pass: true });
  });
  it("fails with the reference message", () => {
    expect(k.tool_not_called!("Skill", ctx)).toEqual({
      pass: false,
      message: 'tool unexpectedly called: "Skill" matched Skill',
    });
  });
  it("names every glob hit", () => {
    expect(k.tool_not_called!("?????", ctx).message).toBe('tool unexpectedly called: "?????" matched Skill, Write');
  });
});

describe("tool_available", () => {
  it("passes on a regex match against the init tools", () => {
    expect(k.tool_available!("present_files$", ctx)).toEqual({
      pass: true,
      evidence: "tool_available: /present_files$/i matched mcp__cowork__present_files",
    });
  });
  it("fails when no offered tool matches", () => {
    expect(k.tool_available!("^WebSearch$", ctx)).toEqual({
      pass: false,
      message: 'no available tool matched "^WebSearch$"',
    });
  });
  it("is evidence-unavailable without an init event", () => {
    const r = k.tool_available!("Bash", makeContext());
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/^evidence unavailable: .*cannot evaluate tool_available/);
  });
  it("reports a bad regex", () => {
    expect(k.tool_available!("*", ctx).message).toMatch(/^tool_available: bad regex "\*": /);
  });
});

describe("tool_no_error", () => {
  it("passes when every matching tool ran clean", () => {
    const r = k.tool_no_error!("^(Read|Write)$", ctx);
    expect(r.pass).toBe(true);
    expect(r.evidence).toBe("tool_no_error: Read (0/2 errored), Write (0/1 errored)");
  });
  it("fails naming the tools that errored", () => {
    expect(k.tool_no_error!("bash|read", ctx)).toEqual({
      pass: false,
      message: 'tool(s) matching "bash|read" had errors: Bash (1)',
    });
  });
  it("fails when no tool matched (presence required)", () => {
    const r = k.tool_no_error!("WebFetch", ctx);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(
      /^tool_no_error: no tool matching "WebFetch" was called — cannot verify it ran error-free/,
    );
  });
  it("reports a bad regex", () => {
    expect(k.tool_no_error!("(", ctx).message).toMatch(/^tool_no_error: bad regex/);
  });
});

describe("tool_no_error_if_called", () => {
  it("passes vacuously when nothing matched, and says so", () => {
    expect(k.tool_no_error_if_called!("WebFetch", ctx)).toEqual({
      pass: true,
      evidence: 'tool_no_error_if_called: no tool matching "WebFetch" was called',
    });
  });
  it("fails when a matching tool errored", () => {
    expect(k.tool_no_error_if_called!("^Bash$", ctx).pass).toBe(false);
  });
  it("reports a bad regex", () => {
    expect(k.tool_no_error_if_called!("[", ctx).message).toMatch(/^tool_no_error_if_called: bad regex/);
  });
});
