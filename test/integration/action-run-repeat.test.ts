/**
 * `command: run` in the Action (issue 41, item 2): each scenario `paths` names runs live `repeat`
 * times with the real agent at the protocol tier against a scripted model (no key, no container),
 * on a workflow_dispatch event; the runs roll up into a pass rate per scenario. A scenario that
 * reached min-pass-rate with a run failing is flaky — it passes, and JUnit holds one flakyFailure per
 * failed run (Surefire's convention) — and one below it fails the step (exit 1), JUnit a failure
 * and a rerunFailure, with each failure at its assertion's YAML line. Every channel names the same
 * fact the same way: the log, the job summary, the check run (on the loopback GitHub API), JUnit,
 * the HTML report, the results file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runActionEntrypoint, type ActionRun } from "../helpers/run-action.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";

let repo: TempCopy;
let github: GitHubTestServer;
let runner: string;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);

/** A coin the runs flip: `coin` present makes the run remove it (pass), absent makes it write outputs/coin.txt (fail). */
function coinScript(rel: string, coin: string): void {
  w(
    rel,
    [
      "turns:",
      "  - respond:",
      `      - tool_use: {name: Bash, input: {command: "mkdir -p outputs; if [ -e ${coin} ]; then rm ${coin}; else touch ${coin}; echo heads > outputs/coin.txt; fi; echo step-done", description: flip}}`,
      "  - expect: {tool_result_contains: step-done}",
      "    respond:",
      '      - text: "Flipped."',
      "",
    ].join("\n"),
  );
}

function scenario(rel: string, name: string, script: string): void {
  w(
    rel,
    [
      `name: ${name}`,
      "session: ../sessions/default.yaml",
      "fidelity: protocol",
      `# cowork-harness model_script: ../model-scripts/${script}`,
      "prompt: go",
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      "  - file_absent: outputs/coin.txt",
      "",
    ].join("\n"),
  );
}

/** The line of `file_absent` in the scenario files above. */
const FILE_ABSENT_LINE = 11;

beforeAll(async () => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  coinScript("model-scripts/flip.yaml", join(repo.dir, "coin-flip"));
  coinScript("model-scripts/flop.yaml", join(repo.dir, "coin-flop"));
  mkdirSync(join(repo.dir, "live"));
  scenario("live/flip.yaml", "flip", "flip.yaml");
  scenario("live/flop.yaml", "flop", "flop.yaml");
  github = await startGitHubServer();
  runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
});
afterAll(async () => {
  repo?.cleanup();
  await github?.close();
  rmSync(runner, { recursive: true, force: true });
});

/** flip starts heads-up (pass, fail, pass: 2 of 3); flop starts tails (fail, pass, fail: 1 of 3). */
function setCoins(): void {
  writeFileSync(join(repo.dir, "coin-flip"), "");
  rmSync(join(repo.dir, "coin-flop"), { force: true });
}

const run = (inputs: Record<string, string>): Promise<ActionRun> =>
  runActionEntrypoint({
    workspace: repo.dir,
    apiUrl: github.url,
    runnerDir: runner,
    event: {},
    env: { GITHUB_EVENT_NAME: "workflow_dispatch" },
    inputs: { command: "run", cache: "false", report: "true", ...inputs },
  });

/** The testcase element of a scenario in the JUnit XML. */
function testcase(xml: string, name: string): string {
  const m = new RegExp(`<testcase classname="live" name="${name}" file="live/${name}.yaml">[\\s\\S]*?</testcase>`).exec(
    xml,
  );
  expect(m, xml).not.toBeNull();
  return m![0];
}

describe("action: command run --repeat", () => {
  it("reports a scenario that passed 2 of 3 as flaky and fails the step on one below min-pass-rate", async () => {
    setCoins();
    const r = await run({
      paths: "live/*.yaml",
      repeat: "3",
      "min-pass-rate": "0.5",
      junit: "reports/run.xml",
    });
    expect(r.code, r.stdout).toBe(1);
    expect(r.outputs.ok).toBe("false");
    expect(r.outputs.failed).toBe("1");
    // the runs, each on one line, in order
    expect(r.stdout).toMatch(/✓ \[1\/2\] \(1\/3\) flip: 3\/3 assertion\(s\) passed/);
    expect(r.stdout).toMatch(/✗ \[1\/2\] \(2\/3\) flip: 2\/3 assertion\(s\) passed/);
    expect(r.stdout).toMatch(/✗ \[2\/2\] \(1\/3\) flop: 2\/3 assertion\(s\) passed/);
    expect(r.stdout).toContain("::error::cowork-harness run: 1 scenario(s) below min-pass-rate 0.5");

    // the job summary: each scenario's pass rate, the failure at its assertion's line with the runs it failed in
    expect(r.summary).toContain("## ❌ cowork-harness run: failed");
    expect(r.summary).toContain(
      "**2 scenarios, 3 runs each: 1 passed (1 flaky), 1 failed, 0 errored** · min-pass-rate: `0.5`",
    );
    expect(r.summary).toContain("| ⚠️ flaky | `live/flip.yaml` | flip | flaky: passed 2 of 3 (67%) |");
    expect(r.summary).toContain(
      "| ❌ fail | `live/flop.yaml` | flop | below min-pass-rate 0.5: passed 1 of 3 (33%) — failed assertion |",
    );
    expect(r.summary).toContain(
      `  - **file\\_absent** at \`live/flop.yaml:${FILE_ABSENT_LINE}\`: failed in 2 of 3 runs (runs 1, 3): file exists but was asserted absent: outputs/coin.txt`,
    );
    expect(r.summary).toContain(
      `  - **file\\_absent** at \`live/flip.yaml:${FILE_ABSENT_LINE}\`: failed in 1 of 3 runs (run 2): file exists but was asserted absent`,
    );
    expect(readFileSync(r.outputs["summary-md"]!, "utf8")).toContain("flaky: passed 2 of 3 (67%)");

    // annotations: the shortfall an error at the assertion's line, the flaky run a warning there
    expect(r.stdout).toMatch(
      new RegExp(
        `::error file=live/flop.yaml,line=${FILE_ABSENT_LINE},title=assertion failed%3A file_absent::flop: failed in 2 of 3 runs`,
      ),
    );
    expect(r.stdout).toMatch(
      new RegExp(
        `::warning file=live/flip.yaml,line=${FILE_ABSENT_LINE},title=flaky%3A file_absent::flip: flaky: passed 2 of 3 \\(67%25\\)`,
      ),
    );

    // JUnit: Surefire's convention — flaky passes with a flakyFailure per failed run; short, a failure and a rerunFailure
    const xml = readFileSync(join(repo.dir, "reports/run.xml"), "utf8");
    expect(xml).toContain('<testsuite name="cowork-harness run" tests="2" failures="1" errors="0" skipped="0">');
    const flip = testcase(xml, "flip");
    expect(flip.match(/<flakyFailure /g)).toHaveLength(1);
    expect(flip).not.toMatch(/<failure|<rerunFailure/);
    expect(flip).toContain(
      `<flakyFailure message="run 2 of 3: live/flip.yaml:${FILE_ABSENT_LINE}: failed assertion file_absent: file exists but was asserted absent: outputs/coin.txt (under the work root)" type="assertion">`,
    );
    expect(flip).toContain("<system-out>run 2 of 3: 2/3 assertions passed</system-out>");
    expect(flip).toContain("<system-out>live/flip.yaml: flaky: passed 2 of 3 (67%)\n");
    const flop = testcase(xml, "flop");
    expect(flop).toMatch(
      /<failure message="below min-pass-rate 0.5: passed 1 of 3 \(33%\) — run 1 of 3: live\/flop.yaml:11: failed assertion file_absent: [^"]*" type="assertion">/,
    );
    expect(flop.match(/<rerunFailure message="run 3 of 3: /g)).toHaveLength(1);
    expect(flop).not.toContain("<flakyFailure");

    // the check run: the live lane's own name, its conclusion, the same words
    const check = github.checkRuns.at(-1)!;
    expect(check.name).toBe("cowork-harness run");
    expect(check.conclusion).toBe("failure");
    expect(check.output.title).toBe("run failed — 2 scenarios, 3 runs each: 1 passed (1 flaky), 1 failed, 0 errored");
    expect(check.output.summary).toContain("flaky: passed 2 of 3 (67%)");

    // the HTML report names the flaky scenario and both runs' outcomes
    const html = readFileSync(r.outputs.report!, "utf8");
    expect(html).toContain('"text":"flaky: passed 2 of 3 (67%)"');
    expect(html).toContain('"label":"flaky"');

    // the results file: the CLI's run JSON, every run named by its scenario file, and the rollups
    const results = JSON.parse(readFileSync(r.outputs.results!, "utf8")) as {
      command: string;
      ok: boolean;
      results: { scenarioFile: string; cassette?: string }[];
      rollups: { scenario: string; passes: number; completed: number; pass: boolean }[];
    };
    expect(results).toMatchObject({ command: "run", ok: false });
    expect(results.results.map((x) => x.scenarioFile)).toEqual([
      ...Array(3).fill("live/flip.yaml"),
      ...Array(3).fill("live/flop.yaml"),
    ]);
    expect(results.results.some((x) => "cassette" in x)).toBe(false);
    expect(results.rollups.map((x) => [x.scenario, x.passes, x.completed, x.pass])).toEqual([
      ["flip", 2, 3, true],
      ["flop", 1, 3, false],
    ]);
    // a live run writes no cassette
    expect(existsSync(join(repo.dir, "live/flip.cassette.json"))).toBe(false);
  }, 600_000);

  it("passes the step when every scenario reached its pass rate, a flaky one included", async () => {
    setCoins();
    const r = await run({ paths: "live/flip.yaml", repeat: "3", "min-pass-rate": "0.6", "check-run": "false" });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs.ok).toBe("true");
    expect(r.summary).toContain("## ✅ cowork-harness run: passed");
    expect(r.summary).toContain("| ⚠️ flaky | `live/flip.yaml` | flip | flaky: passed 2 of 3 (67%) |");
  }, 600_000);

  it("a bad repeat is a usage error naming the input (exit 2), before any run", async () => {
    const r = await run({ paths: "live/flip.yaml", repeat: "1" });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("input repeat must be an integer from 2 to 100");
    const s = await run({ paths: "live/flip.yaml", "stop-on-diverge": "true" });
    expect(s.code).toBe(2);
    expect(s.stdout).toContain("input stop-on-diverge requires input repeat (command: run)");
  });
});
