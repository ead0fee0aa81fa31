import { describe, it, expect, afterEach } from "vitest";
import { parseModelScript } from "../../src/core/model-script/load-script.js";
import { startModelServer } from "../../src/live/model-server/server.js";
import type { ModelServer } from "../../src/live/model-server/server.js";

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const script = parseModelScript(
  [
    "turns:",
    "  - respond: [{text: one}, {tool_use: {name: Write, input: {file_path: a.txt, content: x}}}]",
    "  - expect: {tool_result_startswith: 'File created'}",
    "    respond: [{text: two}]",
  ].join("\n"),
  "demo.yaml",
);

const post = (url: string, body: unknown): Promise<Response> =>
  fetch(`${url}/v1/messages?beta=true`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const toolResult = (text: string): unknown => ({
  model: "claude-x",
  stream: true,
  messages: [{ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_t1_2", content: text }] }],
});

describe("scripted model server", () => {
  it("serves turns in order as SSE, echoing the requested model", async () => {
    server = await startModelServer({ script, scriptName: "demo.yaml" });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const r1 = await post(server.url, { model: "claude-x", stream: true, messages: [{ role: "user", content: "go" }] });
    expect(r1.status).toBe(200);
    expect(r1.headers.get("content-type")).toBe("text/event-stream");
    const t1 = await r1.text();
    expect(t1).toContain('"model":"claude-x"');
    expect(t1).toContain('"name":"Write"');
    const r2 = await post(
      server.url,
      toolResult("File created successfully at: a.txt\n<system-reminder>x</system-reminder>"),
    );
    const t2 = await r2.text();
    expect(t2).toContain('"text":"two"');
    expect(t2).toContain('"stop_reason":"end_turn"');
    expect(server.turnsServed()).toBe(2);
    expect(server.errors).toEqual([]);
    expect(server.requests.map((r) => [r.path, r.turn, r.status])).toEqual([
      ["/v1/messages?beta=true", 1, 200],
      ["/v1/messages?beta=true", 2, 200],
    ]);
  });

  it("answers a request whose expectation fails with 400 naming the turn and what was expected", async () => {
    server = await startModelServer({ script, scriptName: "demo.yaml" });
    await (await post(server.url, { stream: true, messages: [{ role: "user", content: "go" }] })).text();
    const r = await post(server.url, toolResult("Error: permission denied"));
    expect(r.status).toBe(400);
    expect(r.headers.get("x-should-retry")).toBe("false");
    const body = (await r.json()) as { type: string; error: { type: string; message: string } };
    expect(body.type).toBe("error");
    expect(body.error.message).toBe(
      'demo.yaml: turn 2: expected a tool_result starting with "File created"; got "Error: permission denied"',
    );
    expect(server.errors).toEqual([{ turn: 2, message: body.error.message, kind: "expect" }]);
  });

  it("answers a request past the end of the script with 400 naming the turn", async () => {
    server = await startModelServer({
      script: parseModelScript("- respond: [{text: only}]\n", "one.yaml"),
      scriptName: "one.yaml",
    });
    await (await post(server.url, { stream: false, messages: [] })).json();
    const r = await post(server.url, { stream: true, messages: [] });
    expect(r.status).toBe(400);
    expect(server.errors[0]!.message).toBe("one.yaml: turn 2: unexpected request: the script has only 1 turn(s)");
  });

  it("returns a non-streaming message when stream is not requested", async () => {
    server = await startModelServer({ script });
    const m = (await (await post(server.url, { messages: [] })).json()) as Record<string, unknown>;
    expect(m.type).toBe("message");
    expect(m.stop_reason).toBe("tool_use");
  });

  it("answers count_tokens, HEAD / and unknown routes, logging each", async () => {
    server = await startModelServer({ script });
    const ct = await fetch(`${server.url}/v1/messages/count_tokens?beta=true`, {
      method: "POST",
      body: JSON.stringify({ messages: [] }),
    });
    expect(((await ct.json()) as { input_tokens: number }).input_tokens).toBeGreaterThan(0);
    expect((await fetch(server.url, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${server.url}/v1/models`)).status).toBe(404);
    expect(server.requests.map((r) => `${r.method} ${r.status}`)).toEqual(["POST 200", "HEAD 200", "GET 404"]);
    expect(server.turnsServed()).toBe(0);
  });

  it("injects 500 / 429 faults from the script and from the server option", async () => {
    server = await startModelServer({ script: parseModelScript("- fault: '500'\n- fault: '429'\n", "f.yaml") });
    expect((await post(server.url, { messages: [] })).status).toBe(500);
    const r429 = await post(server.url, { messages: [] });
    expect(r429.status).toBe(429);
    expect(r429.headers.get("retry-after")).toBe("1");
    await server.close();
    server = await startModelServer({ script, fault: "500" });
    expect((await post(server.url, { messages: [] })).status).toBe(500);
    expect(server.turnsServed()).toBe(0);
  });

  it("drops the connection, and hangs until closed", async () => {
    server = await startModelServer({ script, fault: "drop" });
    await expect(post(server.url, { messages: [] })).rejects.toThrow();
    await server.close();
    server = await startModelServer({ script, fault: "hang" });
    const hung = post(server.url, { messages: [] }).then(
      () => "answered",
      () => "failed",
    );
    const first = await Promise.race([hung, new Promise((r) => setTimeout(() => r("still waiting"), 300))]);
    expect(first).toBe("still waiting");
    await server.close();
    server = undefined;
    expect(await hung).toBe("failed");
  });
});
