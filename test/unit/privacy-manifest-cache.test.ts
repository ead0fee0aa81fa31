// isCapabilityManifest remembers its answers by line text (src/gate/verify/privacy-scan.ts): the same
// line gets the same answer, a line differing by one character is judged on its own, and the
// bounded memory empties without changing any answer.
import { describe, expect, it } from "vitest";
import { isCapabilityManifest } from "../../src/gate/verify/privacy-scan.js";

const init = (tools: string[]): string => JSON.stringify({ type: "system", subtype: "init", tools });
const notInit = (n: number): string => JSON.stringify({ type: "system", subtype: "initx", n });

describe("capability-manifest answers remembered by line", () => {
  it("are the parse's answers, before and after the memory fills and empties", () => {
    for (let round = 0; round < 3; round++) {
      expect(isCapabilityManifest(init(["Bash"]))).toBe(true);
      expect(isCapabilityManifest(init(["Bash"]).replace('"init"', '"inix"'))).toBe(false);
      expect(
        isCapabilityManifest(JSON.stringify({ type: "control_response", response: { request_id: "init-1" } })),
      ).toBe(true);
      expect(
        isCapabilityManifest(JSON.stringify({ type: "control_response", response: { request_id: "init-2" } })),
      ).toBe(false);
      for (let i = 0; i < 700; i++)
        expect(isCapabilityManifest(i % 2 === 0 ? init([`T${i}`]) : notInit(i))).toBe(i % 2 === 0);
    }
  });
});

describe("the literal marks a line must hold to be parsed", () => {
  it("find each kind of manifest, by the one mark it holds", () => {
    // an SDK server's MCP initialize reply: "serverInfo" is its only mark
    const reply = JSON.stringify({
      type: "control_response",
      response: { request_id: "r7", response: { mcp_response: { result: { serverInfo: { name: "s" } } } } },
    });
    // the initialize response's catalog, under another request id: "commands" is its only mark
    const catalog = JSON.stringify({
      type: "control_response",
      response: { request_id: "r8", response: { commands: [], agents: [] } },
    });
    // an init event with its keys escaped: only "\u" is left to see
    const escaped = init(["Bash"]).replace('"system"', '"\\u0073ystem"').replace('"init"', '"\\u0069nit"');
    for (const line of [reply, catalog, escaped]) expect(isCapabilityManifest(line), line).toBe(true);
    expect(
      isCapabilityManifest(
        JSON.stringify({ type: "control_response", response: { request_id: "r9", response: { agents: [] } } }),
      ),
    ).toBe(false);
  });
});
