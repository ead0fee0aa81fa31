/**
 * mcp_message answers: the JSON-RPC message is routed to the in-process server named by
 * `server_name`. A notification (no id) gets `{}`; an unknown server gets JSON-RPC -32601; a
 * handler throw gets -32603.
 */

export type McpReply = { result: unknown } | { error: { code: number; message: string; data?: unknown } };
export type McpHandler = (message: Record<string, unknown>) => McpReply | Promise<McpReply>;

export async function answerMcpMessage(
  serverName: string,
  message: Record<string, unknown>,
  servers: ReadonlyMap<string, McpHandler>,
): Promise<Record<string, unknown>> {
  const id = message.id;
  const handler = servers.get(serverName);
  let reply: McpReply;
  if (!handler) {
    reply = { error: { code: -32601, message: `no in-process MCP server named "${serverName}"` } };
  } else {
    try {
      reply = await handler(message);
    } catch (e) {
      // a handler signals invalid params (-32602) with an error carrying that code
      const code = (e as { code?: unknown } | null)?.code;
      reply = code === -32602
        ? { error: { code, message: e instanceof Error ? e.message : String(e) } }
        : { error: { code: -32603, message: `handler error: ${e instanceof Error ? e.message : String(e)}` } };
    }
  }
  if (id === undefined || id === null) return {};
  return { mcp_response: { jsonrpc: "2.0", id, ...reply } };
}
