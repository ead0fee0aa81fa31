/** The request id of a cassette's first permission request for `tool` (can_use_tool), for tests that rewrite its answer. */
export function permissionRequestId(events: readonly string[], tool: string): string {
  for (const l of events) {
    try {
      const o = JSON.parse(l) as {
        type?: string;
        request_id?: string;
        request?: { subtype?: string; tool_name?: string };
      };
      if (
        o.type === "control_request" &&
        o.request?.subtype === "can_use_tool" &&
        o.request.tool_name === tool &&
        o.request_id
      )
        return o.request_id;
    } catch {
      /* not JSON */
    }
  }
  throw new Error(`no permission request for ${tool}`);
}
