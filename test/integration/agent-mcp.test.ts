import { describe, it, expect } from "vitest";
import { buildDecider } from "../../src/agent/decider/build.js";
import type { McpHandler } from "../../src/agent/mcp.js";
import { parsed, runScripted } from "./agent-harness.js";

/** A tiny in-process MCP server with one tool, `echo`. */
const probe: McpHandler = (message) => {
  switch (message.method) {
    case "initialize":
      return { result: { protocolVersion: (message.params as { protocolVersion?: string } | undefined)?.protocolVersion ?? "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "probe", version: "1.0.0" } } };
    case "tools/list":
      return { result: { tools: [{ name: "echo", description: "Echo text back", inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } }] } };
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
    const mcpRequests = parsed(run.events).filter((e) => e.type === "control_request" && (e.request as Record<string, unknown>).subtype === "mcp_message");
    const methods = mcpRequests.map((e) => ((e.request as { message: { method: string } }).message.method));
    expect(methods).toEqual(expect.arrayContaining(["initialize", "tools/list", "tools/call"]));
    const callReq = mcpRequests.find((e) => (e.request as { message: { method: string } }).message.method === "tools/call")!;
    const reply = out.find((l) => (l.response as { request_id?: string } | undefined)?.request_id === callReq.request_id) as {
      response: { response: { mcp_response: Record<string, unknown> } };
    };
    expect(reply.response.response.mcp_response).toEqual({
      jsonrpc: "2.0",
      id: (callReq.request as { message: { id: unknown } }).message.id,
      result: { content: [{ type: "text", text: "echo: hi there" }] },
    });
    expect(run.result?.result).toBe("The probe answered.");
  });
});
