import { describe, it, expect } from "vitest";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import type { McpHandler } from "../../src/live/agent/mcp.js";
import { parsed, runScripted } from "./agent-harness.js";

/** A tiny in-process MCP server with one tool, `echo`. */
const probe: McpHandler = (message) => {
  switch (message.method) {
    case "initialize":
      return {
        result: {
          protocolVersion:
            (message.params as { protocolVersion?: string } | undefined)?.protocolVersion ?? "2025-06-18",
          capabilities: { tools: {} },
          serverInfo: { name: "probe", version: "1.0.0" },
        },
      };
    case "tools/list":
      return {
        result: {
          tools: [
            {
              name: "echo",
              description: "Echo text back",
              inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
            },
          ],
        },
      };
    case "tools/call": {
      const args = (message.params as { arguments?: { text?: string } }).arguments ?? {};
      return { result: { content: [{ type: "text", text: `echo: ${args.text ?? ""}` }] } };
    }
    default:
      return { result: {} };
  }
};

describe("real agent: in-process MCP over mcp_message", () => {
  it("announces the server in initialize and answers its JSON-RPC traffic", async () => {
    const { run } = await runScripted("mcp-echo.yaml", {
      prompt: "Call the probe.",
      decider: buildDecider({ answers: [{ when_tool: "mcp__probe__echo", decide: "allow" }] }),
      mcpServers: { probe },
    });
    const out = parsed(run.controlOut);
    expect(out[0]).toMatchObject({ request: { subtype: "initialize", sdkMcpServers: ["probe"] } });
    const mcpRequests = parsed(run.events).filter(
      (e) => e.type === "control_request" && (e.request as Record<string, unknown>).subtype === "mcp_message",
    );
    const methods = mcpRequests.map((e) => (e.request as { message: { method: string } }).message.method);
    expect(methods).toEqual(expect.arrayContaining(["initialize", "tools/list", "tools/call"]));
    const callReq = mcpRequests.find(
      (e) => (e.request as { message: { method: string } }).message.method === "tools/call",
    )!;
    const reply = out.find(
      (l) => (l.response as { request_id?: string } | undefined)?.request_id === callReq.request_id,
    ) as {
      response: { response: { mcp_response: Record<string, unknown> } };
    };
    expect(reply.response.response.mcp_response).toEqual({
      jsonrpc: "2.0",
      id: (callReq.request as { message: { id: unknown } }).message.id,
      result: { content: [{ type: "text", text: "echo: hi there" }] },
    });
    expect(run.result?.result).toBe("The probe answered.");
  });

  it("a user turn a server sends during its tool call reaches the model in the same turn, and the run ends with one result", async () => {
    const notices: string[] = [];
    const { run, requests } = await runScripted("mcp-notice.yaml", {
      prompt: "Call the probe.",
      decider: buildDecider({ answers: [{ when_tool: "mcp__probe__echo", decide: "allow" }] }),
      timeoutMs: 20_000,
      mcpServers: (inject) => ({
        probe: (message) => {
          if (message.method === "tools/call") {
            notices.push("probe notice: the echo was filed");
            inject(notices[0]!);
          }
          return probe(message);
        },
      }),
    });
    // the script's second turn expects the notice (user_contains): a mismatch would have failed the run
    expect(notices).toHaveLength(1);
    expect(run.result?.result).toBe("The probe answered and its notice arrived.");
    expect(parsed(run.events).filter((e) => e.type === "result")).toHaveLength(1);
    const turns = parsed(run.controlOut)
      .filter((f) => f.type === "user")
      .map((f) => (f.message as { content: { text: string }[] }).content[0]!.text);
    expect(turns).toEqual(["Call the probe.", "probe notice: the echo was filed"]);
    expect(requests).toHaveLength(2);
    // stdin was closed after the one result and the agent exited on its own (a run waiting for a second
    // result would end in AgentTimeoutError instead)
    expect(run.exitCode).toBe(0);
  });
});
