/**
 * A live decider at the container tier (issue 24): the agent runs in its container behind the
 * egress proxy, while the model decider runs in the recorder on the host and calls its own Messages
 * API (a second scripted model server on 127.0.0.1). The unscripted question is answered by the
 * model, the cassette is stamped decider-llm, and it replays green.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli, type CliRun } from "../helpers/run-cli.js";
import { loadModelScript } from "../../src/core/model-script/load-script.js";
import { startModelServer } from "../../src/live/model-server/server.js";

const ready = Boolean(process.env.COWORK_AGENT_IMAGE);
const FIXTURES = join(REPO_ROOT, "test/fixtures/live-deciders");
const QUESTION = "Which chart style should the report use?";

describe.skipIf(!ready)("a live decider at the container tier", () => {
  let repo: TempCopy;
  beforeAll(() => {
    repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
    const scenario = readFileSync(join(FIXTURES, "unscripted.scenario.yaml"), "utf8").replace(
      "fidelity: protocol",
      "fidelity: container",
    );
    writeFileSync(join(repo.dir, "scenarios/unscripted.yaml"), scenario);
    copyFileSync(join(FIXTURES, "unscripted.model.yaml"), join(repo.dir, "model-scripts/unscripted.model.yaml"));
  });
  afterAll(() => repo?.cleanup());

  it("--decider-llm answers the unscripted question from the host; stamped decider-llm; replays green", async () => {
    const server = await startModelServer({ script: await loadModelScript(join(FIXTURES, "decider.model.yaml")) });
    try {
      const run = await new Promise<CliRun>((resolve) => {
        const child = spawn(
          process.execPath,
          [CLI, "record", "scenarios/unscripted.yaml", "--out", "c/", "--decider-llm"],
          {
            cwd: repo.dir,
            env: {
              ...process.env,
              GITHUB_ACTIONS: "",
              ANTHROPIC_API_KEY: "sk-ant-api03-h24container00000000000000000000",
              COWORK_HARNESS_DECIDER_BASE_URL: server.url,
            },
          },
        );
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
        child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
        child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain("at the container tier");
      expect(server.requests.filter((r) => r.path === "/v1/messages")).toHaveLength(1);
      const c = JSON.parse(readFileSync(join(repo.dir, "c/unscripted.cassette.json"), "utf8"));
      expect(c.effectiveFidelity).toBe("container");
      expect(c.authoring).toEqual({ nonDeterministic: true, channel: "decider-llm" });
      expect(c.controlOut.join("\n")).toContain(`"${QUESTION}":"Line chart"`);
      const replay = runCli(["replay", "c/unscripted.cassette.json"], { cwd: repo.dir });
      expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    } finally {
      await server.close();
    }
  }, 180_000);
});
