/**
 * The session's thinking settings reach the model request (issue 23; the reference's live lane; docs/reference.md#the-live-lane: at the
 * container tier `extended_thinking` is `--max-thinking-tokens 31999` or `--thinking disabled`,
 * and `debug.max_thinking_tokens` sets the budget). The real agent in the agent image runs against
 * our scripted model server, started by the test so it can read the request bodies the agent sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { recordScenario } from "../../src/live/record/record-scenario.js";
import { startModelServer, type ModelServer } from "../../src/live/model-server/server.js";
import { loadModelScript } from "../../src/core/model-script/load-script.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  w("model-scripts/think.yaml", ["turns:", "  - respond:", '      - text: "done"', ""].join("\n"));
});
afterAll(() => repo?.cleanup());

/** Runs a one-turn scenario with `sessionLines` as its session; returns the messages request bodies. */
async function requestBodies(name: string, sessionLines: string[]): Promise<Record<string, unknown>[]> {
  w(`sessions/${name}.yaml`, [...sessionLines, ""].join("\n"));
  w(
    `scenarios/${name}.yaml`,
    [
      `name: ${name}`,
      `session: ../sessions/${name}.yaml`,
      "fidelity: container",
      "prompt: say done",
      "assert:",
      "  - result: success",
      "",
    ].join("\n"),
  );
  let server: ModelServer | undefined;
  const script = await loadModelScript(join(repo.dir, "model-scripts/think.yaml"));
  const out = await recordScenario({
    scenarioPath: join(repo.dir, `scenarios/${name}.yaml`),
    format: "v12",
    write: false,
    env: process.env,
    log: () => {},
    modelServer: async (host) => (server = await startModelServer({ script, host })),
  });
  expect(out.result.verdict.pass, JSON.stringify(out.result.verdict.failures)).toBe(true);
  // the turn requests (not count_tokens or other side calls)
  return server!.requests
    .filter((r) => r.turn !== undefined && r.body !== undefined)
    .map((r) => r.body as Record<string, unknown>);
}

/** the `thinking` field of every messages request the agent sent (at least one) */
async function thinkingSent(name: string, sessionLines: string[]): Promise<unknown[]> {
  const bodies = await requestBodies(name, sessionLines);
  expect(bodies.length).toBeGreaterThan(0);
  return bodies.map((b) => b.thinking);
}

describe("thinking settings at the container tier", { timeout: 600_000 }, () => {
  // a model that takes a thinking budget (the agent's default model thinks adaptively, see below)
  const MODEL = "model: claude-sonnet-4-5";

  it("extended_thinking (the default) sends a 31999-token thinking budget", async () => {
    for (const t of await thinkingSent("h-art-think-default", [MODEL]))
      expect(t).toMatchObject({ type: "enabled", budget_tokens: 31999 });
  });

  it("extended_thinking: false sends thinking disabled", async () => {
    for (const t of await thinkingSent("h-art-think-off", [MODEL, "extended_thinking: false"]))
      expect(t).toEqual({ type: "disabled" });
  });

  it("debug.max_thinking_tokens sets the budget instead", async () => {
    for (const t of await thinkingSent("h-art-think-budget", [MODEL, "debug:", "  max_thinking_tokens: 2048"]))
      expect(t).toMatchObject({ type: "enabled", budget_tokens: 2048 });
  });

  it("on the agent's default model neither budget nor disabling reaches the request: it thinks adaptively (the agent's rule, documented)", async () => {
    for (const t of await thinkingSent("h-art-think-default-model", ["extended_thinking: false"]))
      expect(t).toMatchObject({ type: "adaptive" });
  });
});
