/**
 * `command: record` in the Action keeps the evidence of failed live runs: every run is kept under
 * RUNNER_TEMP/cowork-harness-runs while recording, the passing run's directory is dropped, and the
 * failed run's (events, stderr, egress log, status, result) is uploaded with the HTML report in one
 * artifact — through the loopback stand-in of the Actions results service that checks each request.
 * Protocol tier, real agent, scripted model: no container and no key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { parseOutputs } from "../helpers/run-action.js";
import { RUNTIME_TOKEN, startArtifactService, type ArtifactService } from "../helpers/artifact-service.js";

let repo: TempCopy;
let runner: string;
let service: ArtifactService;

beforeAll(async () => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  const base = readFileSync(join(repo.dir, "scenarios/metric-choice.yaml"), "utf8")
    .replace("fidelity: container", "fidelity: protocol")
    // the example session stages a plugin, which the protocol tier does not load
    .replace("  - result: success\n", "  - result: success\n  - allow_l0_plugin_divergence: true\n");
  writeFileSync(join(repo.dir, "scenarios/metric-choice.yaml"), base);
  writeFileSync(
    join(repo.dir, "scenarios/metric-choice-failing.yaml"),
    base
      .replace("name: metric-choice\n", "name: metric-choice-failing\n")
      .replace("  - result: success\n", "  - result: success\n  - tool_called: WebSearch\n"),
  );
  runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
  service = await startArtifactService();
});
afterAll(async () => {
  repo?.cleanup();
  rmSync(runner, { recursive: true, force: true });
  await service?.close();
});

describe("action: command record keeps the failed runs' evidence", () => {
  it("drops the passing run, publishes the failed one with the report", async () => {
    const output = join(runner, "out");
    const summary = join(runner, "summary");
    writeFileSync(output, "");
    writeFileSync(summary, "");
    // async: the artifact service answers from this process
    const child = spawn(process.execPath, [join(REPO_ROOT, "dist/action.js")], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        GITHUB_ACTIONS: "true",
        GITHUB_WORKSPACE: repo.dir,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_REPOSITORY: "acme/skills",
        GITHUB_RUN_ID: "7",
        GITHUB_SERVER_URL: "https://acme.ghe.com",
        RUNNER_TEMP: runner,
        ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
        ACTIONS_RESULTS_URL: service.url,
        INPUT_COMMAND: "record",
        INPUT_CACHE: "false",
        INPUT_PATHS: "scenarios/metric-choice.yaml\nscenarios/metric-choice-failing.yaml",
      },
    });
    let log = "";
    child.stdout.on("data", (d) => (log += d));
    child.stderr.on("data", (d) => (log += d));
    const code = await new Promise<number | null>((res) => child.on("close", res));
    expect(code, log).toBe(1);
    const runs = join(runner, "cowork-harness-runs");
    expect(
      readdirSync(runs).filter((n) => n !== "index.jsonl"),
      log,
    ).toEqual(["metric-choice-failing"]);
    const [id] = readdirSync(join(runs, "metric-choice-failing"));
    const status = JSON.parse(readFileSync(join(runs, "metric-choice-failing", id!, "status.json"), "utf8")) as {
      state: string;
      verdict: string;
      error?: string;
    };
    expect(status).toMatchObject({ state: "done", verdict: "fail" });
    expect(status.error).toContain("WebSearch");
    const outputs = parseOutputs(readFileSync(output, "utf8"));
    expect(existsSync(outputs.report!)).toBe(true);
    expect(readFileSync(outputs.report!, "utf8")).toContain("metric-choice-failing");
    expect(service.problems).toEqual([]);
    // the report alone, un-archived (it opens in the browser); the failed runs' directories zipped beside it
    const uploaded = service.artifacts.get("cowork-harness-record-report.html");
    expect(uploaded?.finalized).toBe(true);
    expect(uploaded!.mimeType).toBe("text/html");
    expect(uploaded!.bytes.toString("utf8")).toContain("metric-choice-failing");
    const runsZip = service.artifacts.get("cowork-harness-record-report-runs");
    expect(runsZip?.finalized).toBe(true);
    const zip = runsZip!.bytes.toString("latin1");
    expect(zip).not.toContain("cowork-harness-record-report.html");
    expect(zip).toContain(`cowork-harness-runs/metric-choice-failing/${id}/events.jsonl`);
    expect(zip).toContain(`cowork-harness-runs/metric-choice-failing/${id}/agent.stderr.log`);
    expect(zip).not.toContain("cowork-harness-runs/metric-choice/");
    expect(outputs["report-url"]).toBe(`https://acme.ghe.com/acme/skills/actions/runs/7/artifacts/${uploaded!.id}`);
    expect(readFileSync(summary, "utf8")).toContain(`[open the HTML report](${outputs["report-url"]!})`);
    expect(readFileSync(summary, "utf8")).toContain(
      `The failed runs' directories: [download them](https://acme.ghe.com/acme/skills/actions/runs/7/artifacts/${runsZip!.id}) (a zip).`,
    );
  });
});
