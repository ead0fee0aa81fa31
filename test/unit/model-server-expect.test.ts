import { describe, it, expect } from "vitest";
import { unmetExpectation } from "../../src/live/model-server/match-expect.js";

const body = (content: unknown): unknown => ({
  messages: [
    { role: "user", content: "first prompt" },
    { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "Write", input: {} }] },
    { role: "user", content },
  ],
});

const withReminder = body([
  {
    type: "tool_result",
    tool_use_id: "t1",
    content: "File created successfully at: /x\n\n<system-reminder>\nstuff\n</system-reminder>",
  },
]);

describe("turn expectations", () => {
  it("matches a tool result on its start even with an appended system reminder", () => {
    expect(unmetExpectation({ tool_result_startswith: "File created successfully" }, withReminder)).toBeNull();
    expect(unmetExpectation({ tool_result_startswith: "Error" }, withReminder)).toMatch(
      /^expected a tool_result starting with "Error"; got "File created/,
    );
  });

  it("matches containment inside block-array tool results", () => {
    const b = body([
      {
        type: "tool_result",
        tool_use_id: "t1",
        content: [
          { type: "text", text: "line1" },
          { type: "text", text: "GITHUB_TOKEN absent" },
        ],
      },
    ]);
    expect(unmetExpectation({ tool_result_contains: "TOKEN absent" }, b)).toBeNull();
    expect(unmetExpectation({ tool_result_contains: "nope" }, b)).toContain('expected a tool_result containing "nope"');
  });

  it("says so when the request carries no tool result, and checks only the newest user message", () => {
    expect(unmetExpectation({ tool_result_contains: "x" }, { messages: [{ role: "user", content: "hi" }] })).toContain(
      "carries no tool_result",
    );
    expect(unmetExpectation({ user_contains: "first prompt" }, withReminder)).toMatch(
      /^expected the user message to contain/,
    );
    expect(
      unmetExpectation(
        { user_contains: "first prompt" },
        { messages: [{ role: "user", content: [{ type: "text", text: "the first prompt" }] }] },
      ),
    ).toBeNull();
  });

  it("reads a message the user sent mid-turn, which the agent adds after the tool results, as part of the newest input", () => {
    // the shape 2.1.332 sends after present_files' promotion notice was written to it mid-turn
    const midTurn = {
      messages: [
        ...(withReminder as { messages: unknown[] }).messages,
        {
          role: "system",
          content: [
            {
              type: "text",
              text: "The user sent a new message while you were working:\nThe following scratchpad files were copied into outputs",
            },
          ],
        },
      ],
    };
    expect(
      unmetExpectation(
        { tool_result_startswith: "File created successfully", user_contains: "copied into outputs" },
        midTurn,
      ),
    ).toBeNull();
    expect(unmetExpectation({ user_contains: "copied into outputs" }, withReminder)).toMatch(
      /^expected the user message to contain "copied into outputs"/,
    );
    // a system message before the model's last turn is not new input
    const earlier = {
      messages: [
        { role: "system", content: "copied into outputs" },
        ...(withReminder as { messages: unknown[] }).messages,
      ],
    };
    expect(unmetExpectation({ user_contains: "copied into outputs" }, earlier)).toMatch(
      /^expected the user message to contain/,
    );
  });

  it("requires every stated expectation", () => {
    expect(unmetExpectation({ tool_result_startswith: "File", user_contains: "absent text" }, withReminder)).toContain(
      "user message",
    );
    expect(unmetExpectation(undefined, {})).toBeNull();
  });
});
