/**
 * The Action's `command: record`, run as GitHub runs the entrypoint: the example scenarios
 * record at the container tier (the engine settings of the global setup passed through, as a runner
 * configured for the tier has them) with the real agent and a scripted model (no key), each cassette lands beside its
 * scenario, and the outputs and summary say so. Without `paths` it is a usage error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";

let repo: TempCopy;
let runner: string;
beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
});
afterAll(() => {
  repo?.cleanup();
  rmSync(runner, { recursive: true, force: true });
});

/**
 * The container tier's engine settings the global setup exported (test/container/agent-image-setup.ts):
 * a runner configured for the tier has them; the examples record at fidelity: container.
 */
const CONTAINER_ENV = Object.fromEntries(
  ["COWORK_AGENT_IMAGE", "COWORK_CONTAINER_RUNTIME", "CONTAINERS_CONF", "COWORK_OCI_RUNTIME"].flatMap((k) =>
    process.env[k] === undefined ? [] : [[k, process.env[k]]],
  ),
) as Record<string, string>;

function action(inputs: Record<string, string>) {
  const output = join(runner, `out-${Math.random()}`);
  const summary = join(runner, `summary-${Math.random()}`);
  writeFileSync(output, "");
  writeFileSync(summary, "");
  const r = spawnSync(process.execPath, [join(REPO_ROOT, "dist/action.js")], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: repo.dir,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: runner,
      INPUT_COMMAND: "record",
      INPUT_CACHE: "false",
      ...CONTAINER_ENV,
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    },
    timeout: 180_000,
  });
  return {
    code: r.status,
    log: r.stdout + r.stderr,
    outputs: readFileSync(output, "utf8"),
    summary: readFileSync(summary, "utf8"),
  };
}

describe("action: command record", () => {
  it("records the scenarios that paths names, beside each scenario", () => {
    const run = action({ paths: "scenarios/metric-choice.yaml\nscenarios/denied-delete.yaml" });
    expect(run.code, run.log).toBe(0);
    expect(existsSync(join(repo.dir, "scenarios/metric-choice.cassette.json"))).toBe(true);
    expect(existsSync(join(repo.dir, "scenarios/denied-delete.cassette.json"))).toBe(true);
    const cassette = JSON.parse(readFileSync(join(repo.dir, "scenarios/metric-choice.cassette.json"), "utf8")) as {
      effectiveFidelity: string;
      environment: { agentHost: string };
    };
    expect(cassette.effectiveFidelity).toBe("container");
    expect(cassette.environment.agentHost).toBe("container");
    expect(run.outputs).toMatch(/^ok<<.*\ntrue\n/m);
    expect(run.summary).toContain("metric-choice");
    expect(run.log).toMatch(/✓ wrote scenarios\/metric-choice\.cassette\.json/);
    expect(readdirSync(join(repo.dir, "scenarios")).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("without paths it is a usage error (exit 2)", () => {
    const run = action({});
    expect(run.code).toBe(2);
    expect(run.log).toMatch(/::error::cowork-harness: command: record needs `paths`/);
  });
});
