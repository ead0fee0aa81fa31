/**
 * MCP failures of a live run (the reference's live lane; docs/reference.md#the-live-lane): the mcp_message requests the harness
 * answered with a JSON-RPC error because its in-process server threw (-32603), or because the
 * tier has no in-process servers at all (-32601 at protocol). An error a server returns on
 * purpose (unknown name, invalid params) is the server's answer, not a failure.
 */
import type { McpError } from "./live-keys.js";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
const parse = (l: string): Obj | undefined => {
  try {
    const v: unknown = JSON.parse(l);
    return isObj(v) ? v : undefined;
  } catch {
    return undefined;
  }
};

export function mcpErrorsOf(
  events: readonly string[],
  controlOut: readonly string[],
  hasInProcessServers: boolean,
): McpError[] {
  const servers = new Map<string, string>();
  for (const l of events) {
    if (!l.includes("mcp_message")) continue;
    const o = parse(l);
    if (o?.type === "control_request" && isObj(o.request) && o.request.subtype === "mcp_message")
      servers.set(String(o.request_id), String(o.request.server_name ?? ""));
  }
  const out: McpError[] = [];
  for (const l of controlOut) {
    if (!l.includes("mcp_response")) continue;
    const o = parse(l);
    const resp = isObj(o?.response) ? o.response : undefined;
    const body = isObj(resp?.response) ? resp.response : undefined;
    const mcp = isObj(body?.mcp_response) ? body.mcp_response : undefined;
    const err = isObj(mcp?.error) ? mcp.error : undefined;
    if (!err) continue;
    const code = typeof err.code === "number" ? err.code : undefined;
    const server = servers.get(String(resp?.request_id)) ?? "";
    if (code === -32603) out.push({ server, code, message: String(err.message ?? "") });
    else if (code === -32601 && !hasInProcessServers)
      out.push({ server, code, message: "no sdkMcp handler configured" });
  }
  return out;
}
