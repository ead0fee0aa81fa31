import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import AjvModule from "ajv";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import { PROTOCOL_SCHEMA, parsed, runScripted } from "./agent-harness.js";

type AjvClass = typeof AjvModule.default;
const Ajv: AjvClass = ((AjvModule as unknown as { default?: AjvClass }).default ?? AjvModule) as AjvClass;

describe("real agent: every line we write is protocol v1", () => {
  it("validates each control line against the seed schema and each user turn against its shape", async () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(
      JSON.parse(readFileSync(PROTOCOL_SCHEMA, "utf8")) as object,
    );
    const { run } = await runScripted("all-gates.yaml", {
      prompt: "Produce the output file.",
      decider: buildDecider({
        answers: [
          { when_question: "format", choose: "csv" },
          { when_tool: "Write", decide: "allow" },
          { when_tool: "Bash", allow_if: "command.startsWith('ls')", else: "deny" },
          { when_tool: "mcp__probe__echo", decide: "allow" },
        ],
      }),
      mcpServers: {
        probe: (m) =>
          m.method === "tools/list"
            ? {
                result: {
                  tools: [{ name: "echo", inputSchema: { type: "object", properties: { text: { type: "string" } } } }],
                },
              }
            : m.method === "tools/call"
              ? {
                  result: {
                    content: [
                      { type: "text", text: `echo: ${(m.params as { arguments: { text: string } }).arguments.text}` },
                    ],
                  },
                }
              : m.method === "initialize"
                ? {
                    result: {
                      protocolVersion: "2025-06-18",
                      capabilities: { tools: {} },
                      serverInfo: { name: "probe", version: "1.0.0" },
                    },
                  }
                : { result: {} },
      },
    });
    expect(run.result?.result).toBe("All gates passed.");
    const lines = parsed(run.controlOut);
    const kinds = new Set<string>();
    for (const [i, line] of lines.entries()) {
      if (line.type === "user") {
        expect(line).toEqual({
          type: "user",
          message: { role: "user", content: [{ type: "text", text: "Produce the output file." }] },
        });
        kinds.add("user");
        continue;
      }
      const ok = validate(line);
      expect(ok ? [] : [`controlOut[${i}]`, validate.errors], run.controlOut[i]).toEqual([]);
      kinds.add(
        line.type === "control_request"
          ? "initialize"
          : JSON.stringify(Object.keys((line.response as { response: object }).response).sort()),
      );
    }
    // initialize, user, question+permission allow bodies, a deny body, mcp replies, {} for MCP notifications
    expect(kinds).toEqual(
      new Set([
        "initialize",
        "user",
        '["behavior","updatedInput"]',
        '["behavior","message"]',
        '["mcp_response"]',
        "[]",
      ]),
    );
    expect(run.decisions.map((d) => `${d.name}:${d.decision}`)).toEqual([
      "Which output format?:answered",
      "Write:allow",
      "Bash:deny",
      "mcp__probe__echo:allow",
    ]);
  });
});
