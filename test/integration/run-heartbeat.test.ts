/**
 * A long live run is not silent (issue 41 item 4): the real CLI records with the real agent at the
 * protocol tier against a scripted model whose Bash step takes a while, and with the silence set
 * short (COWORK_HARNESS_HEARTBEAT_MS) the log gains progress lines — elapsed time, model turn, tool
 * calls — on stderr, while the JSON on stdout holds none of them. At 0 there are none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { bundleCli, type BundledCli } from "../helpers/bundle-cli.js";
import { runCli, type CliRun } from "../helpers/run-cli.js";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";

let repo: TempCopy;
let cli: BundledCli;

function run(beatMs: string): CliRun {
  return runCli(["run", "slow/slow.yaml", "--output-format", "json"], {
    cli: cli.cli,
    cwd: repo.dir,
    env: {
      COWORK_HARNESS_RUNS_DIR: "",
      ANTHROPIC_API_KEY: "",
      COWORK_AGENT_BINARY: resolveAgentBinary(),
      COWORK_HARNESS_HEARTBEAT_MS: beatMs,
    },
  });
}

beforeAll(async () => {
  cli = await bundleCli("src/cli/main.ts");
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  mkdirSync(join(repo.dir, "slow"));
  writeFileSync(
    join(repo.dir, "model-scripts", "slow.yaml"),
    [
      "turns:",
      "  - respond:",
      "      - tool_use:",
      "          name: Bash",
      "          input: {command: 'sleep 3; echo done', description: 'a slow step'}",
      "  - respond:",
      '      - text: "Finished."',
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(repo.dir, "slow", "slow.yaml"),
    [
      "name: slow-step",
      "session: ../sessions/default.yaml",
      "fidelity: protocol",
      "# cowork-harness model_script: ../model-scripts/slow.yaml",
      "prompt: take your time",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      "",
    ].join("\n"),
  );
}, 120_000);
afterAll(() => {
  repo?.cleanup();
  cli?.cleanup();
});

describe("progress lines of a long live run", () => {
  it("a short silence gives progress lines on stderr, none in the JSON", () => {
    const r = run("500");
    expect(r.code, r.stderr).toBe(0);
    const beats = r.stderr.split("\n").filter((l) => l.includes("still running:"));
    expect(beats.length, r.stderr).toBeGreaterThanOrEqual(2);
    expect(beats[0]).toMatch(
      /^slow-step: still running: \d+s, (?:no model turn yet|model turn \d+), \d+ tool call\(s\), \d+ byte\(s\) written by file tools$/,
    );
    // during the slow Bash step: the model's first turn and its one tool call are counted
    expect(
      beats.some((l) => /model turn 1, 1 tool call\(s\)/.test(l)),
      beats.join("\n"),
    ).toBe(true);
    expect(r.stdout).not.toContain("still running");
    expect(() => JSON.parse(r.stdout) as unknown).not.toThrow();
  });

  it("0 turns them off", () => {
    const r = run("0");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("still running:");
  });
});
