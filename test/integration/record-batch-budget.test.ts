/**
 * Issue 40 item 4, driven through the real CLI with the real agent at the protocol tier against a
 * scripted model whose turn reports a known usage (so each run reports a cost): `record <dir>
 * --concurrency 2` writes every cassette and reports in input order; two scenarios writing one
 * cassette are refused before any runs; `record --dry-run` says what would happen and starts no
 * agent; `--max-budget-usd` refuses before spending from the kept runs or the cassette, and stops
 * `run --repeat` once the reported spend reaches it; `doctor` says what a tier needs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { bundleCli, type BundledCli } from "../helpers/bundle-cli.js";
import { runCli, type CliRun } from "../helpers/run-cli.js";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";
import { agentVersion } from "../../src/live/agent/binary-info.js";

let repo: TempCopy;
let cli: BundledCli;
let agent: string;
/** an agent wrapper that leaves a mark whenever it is started for a session (not for --version) */
let markingAgent: string;
let mark: string;

type Run = CliRun;

function harness(args: string[], env: NodeJS.ProcessEnv = {}): Run {
  return runCli(args, {
    cli: cli.cli,
    cwd: repo.dir,
    env: { COWORK_HARNESS_RUNS_DIR: "", ANTHROPIC_API_KEY: "", COWORK_AGENT_BINARY: agent, ...env },
    timeoutMs: 240_000,
  });
}

const w = (rel: string, text: string): void => {
  mkdirSync(join(repo.dir, rel, ".."), { recursive: true });
  writeFileSync(join(repo.dir, rel), text);
};

/** A protocol-tier scenario at `rel` (its paths relative to it), answered by the costly script. */
function scenario(rel: string, name: string, script = "costly"): void {
  const up = "../".repeat(rel.split("/").length - 1);
  w(
    rel,
    [
      `name: ${name}`,
      `session: ${up}sessions/default.yaml`,
      "fidelity: protocol",
      `# cowork-harness model_script: ${up}model-scripts/${script}.yaml`,
      "prompt: say hello",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      '  - transcript_contains: "Hello from the script"',
      "",
    ].join("\n"),
  );
}

const cassettesUnder = (rel: string): string[] =>
  readdirSync(join(repo.dir, rel))
    .filter((f) => f.endsWith(".cassette.json"))
    .sort();

beforeAll(async () => {
  cli = await bundleCli("src/cli/main.ts");
  agent = resolveAgentBinary();
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  // one turn that reports 200k input tokens: the agent prices it into the result's total_cost_usd
  w(
    "model-scripts/costly.yaml",
    [
      "turns:",
      "  - usage: {input_tokens: 200000, output_tokens: 10}",
      "    respond:",
      '      - text: "Hello from the script."',
      "",
    ].join("\n"),
  );
  scenario("batch/a-first.yaml", "batch-first");
  scenario("batch/nested/b-second.yaml", "batch-second");
  scenario("batch/c-third.yaml", "batch-third");
  scenario("clash/one.yaml", "clash");
  scenario("clash/two.yaml", "clash");
  scenario("dry/ready.yaml", "dry-ready");
  w(
    "dry/nomodel.yaml",
    "name: dry-nomodel\nsession: ../sessions/default.yaml\nfidelity: protocol\nprompt: hi\nassert:\n  - result: success\n",
  );
  scenario("repeat/flip.yaml", "repeat-costly");
  scenario("priced/p.yaml", "priced-once");
  mark = join(repo.dir, "..", "agent-started");
  markingAgent = join(repo.dir, "..", "marking-agent");
  writeFileSync(markingAgent, `#!/bin/sh\n[ "$1" = "--version" ] || touch '${mark}'\nexec '${agent}' "$@"\n`);
  chmodSync(markingAgent, 0o755);
}, 120_000);
afterAll(() => {
  repo?.cleanup();
  cli?.cleanup();
});

describe("record <dir> --concurrency", () => {
  it("records every scenario under the directory two at a time, reported in input order, each cassette written", () => {
    const r = harness(["record", "batch/", "--concurrency", "2", "--output-format", "json"]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { ok: boolean; results: { scenario: string; cassette: string }[] };
    expect(out.ok).toBe(true);
    // the directory's files in sorted walk order: a-first.yaml, c-third.yaml, nested/b-second.yaml
    expect(out.results.map((x) => [x.scenario, x.cassette])).toEqual([
      ["batch-first", "batch/batch-first.cassette.json"],
      ["batch-third", "batch/batch-third.cassette.json"],
      ["batch-second", "batch/nested/batch-second.cassette.json"],
    ]);
    expect(cassettesUnder("batch")).toEqual(["batch-first.cassette.json", "batch-third.cassette.json"]);
    expect(cassettesUnder("batch/nested")).toEqual(["batch-second.cassette.json"]);
    const c = JSON.parse(readFileSync(join(repo.dir, "batch/nested/batch-second.cassette.json"), "utf8")) as {
      scenario: { name: string };
    };
    expect(c.scenario.name).toBe("batch-second");
    // concurrent runs' progress names the scenario it is about
    expect(r.stderr).toMatch(/^\[batch\/a-first\.yaml\] recording batch-first at the protocol tier/m);
    expect(r.stderr).toMatch(/^\[batch\/nested\/b-second\.yaml\] recording batch-second/m);
  });

  it("two scenarios that would write one cassette are refused before any runs (exit 2)", () => {
    const r = harness(["record", "clash/", "--concurrency", "2"], { COWORK_AGENT_BINARY: markingAgent });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "cowork-harness record: clash/one.yaml and clash/two.yaml would both write clash/clash.cassette.json — give each scenario its own name (the cassette is <name>.cassette.json), or record them separately; nothing was recorded\n",
    );
    expect(cassettesUnder("clash")).toEqual([]);
    expect(existsSync(mark)).toBe(false);
  });

  it("--concurrency outside 1-8 is a usage error naming the flag", () => {
    const r = harness(["record", "batch/", "--concurrency", "9"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('cowork-harness record: --concurrency must be an integer from 1 to 8 (got "9")\n');
  });
});

describe("record --dry-run", () => {
  it("says each scenario's tier, agent, model and cassette, and starts no agent and writes nothing", () => {
    const before = readdirSync(join(repo.dir, "dry")).sort();
    const r = harness(["record", "dry/ready.yaml", "--dry-run"], { COWORK_AGENT_BINARY: markingAgent });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      [
        '✓ dry/ready.yaml: ready to record "dry-ready" at the protocol tier',
        `    agent     ${markingAgent} (${agentVersion(agent)})`,
        "    model     scripted: model-scripts/costly.yaml (no token needed)",
        "    cassette  dry/dry-ready.cassette.json (new)",
        "dry run: 1 of 1 scenario(s) ready to record — no agent started, nothing written",
        "",
      ].join("\n"),
    );
    expect(existsSync(mark)).toBe(false);
    expect(readdirSync(join(repo.dir, "dry")).sort()).toEqual(before);
    // the mark is made by a real run through the same wrapper, so its absence above means something
    const real = harness(["record", "dry/ready.yaml"], { COWORK_AGENT_BINARY: markingAgent });
    expect(real.code, real.stderr).toBe(0);
    expect(existsSync(mark)).toBe(true);
  });

  it("a scenario with no model is not ready (exit 1, the reason under it); an existing cassette is said to be replaced", () => {
    const r = harness(["record", "dry/", "--dry-run", "--output-format", "json"]);
    expect(r.code, r.stderr).toBe(1);
    const out = JSON.parse(r.stdout) as {
      ok: boolean;
      dryRun: boolean;
      results: { file: string; ready: boolean; overwrites?: boolean; problems: string[] }[];
    };
    expect(out).toMatchObject({ ok: false, dryRun: true });
    expect(out.results.map((x) => [x.file, x.ready, x.overwrites])).toEqual([
      ["dry/nomodel.yaml", false, false],
      ["dry/ready.yaml", true, true],
    ]);
    expect(out.results[0]!.problems).toEqual([
      'dry/nomodel.yaml: no model to run against — name a model script in the scenario ("# cowork-harness model_script: FILE"), pass --model-script FILE, or set ANTHROPIC_API_KEY for the real API',
    ]);
  });

  it("is refused with the flags that only act on a run, naming them (exit 2)", () => {
    const r = harness(["record", "dry/ready.yaml", "--dry-run", "--allow-failing", "--timeout-ms", "5"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "cowork-harness record: --dry-run starts no run, so --allow-failing, --timeout-ms have nothing to act on — drop them, or drop --dry-run\n",
    );
  });
});

describe("--max-budget-usd", () => {
  let costOfOne = 0;
  const runsRoot = (): string => join(repo.dir, "..", "runs");

  beforeAll(() => {
    // one kept run prices the scenario
    const r = harness(["run", "repeat/flip.yaml", "--run-dir", runsRoot(), "--output-format", "json"]);
    expect(r.code, r.stderr).toBe(0);
    costOfOne = (JSON.parse(r.stdout) as { results: { cost: { usd: number } }[] }).results[0]!.cost.usd;
    expect(costOfOne).toBeGreaterThan(0.01);
  }, 120_000);

  const indexRows = (): number => readFileSync(join(runsRoot(), "index.jsonl"), "utf8").trim().split("\n").length;

  it("run --repeat: refused before any run when the worst kept cost times the runs is over the cap (exit 2)", () => {
    const rows = indexRows();
    const cap = (costOfOne * 2.5).toFixed(2);
    const r = harness(["run", "repeat/flip.yaml", "--repeat", "3", "--max-budget-usd", cap, "--run-dir", runsRoot()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^cowork-harness run: --max-budget-usd \\$${cap} refused before spending: the 3 planned run\\(s\\) may cost \\$[0-9.]+ \\(repeat-costly: up to \\$[0-9.]+ × 3; the worst each cost before\\)`,
      ),
    );
    expect(indexRows()).toBe(rows); // no run was made
    expect(r.stdout).toBe("");
  });

  it("run --repeat: the repeats stop once the reported spend reaches the cap; --allow-budget-stop makes that a pass", () => {
    // no history for it here (no --run-dir): the pre-flight lets it start, the running total stops it
    const cap = (costOfOne * 1.5).toFixed(4);
    const r = harness(["run", "repeat/flip.yaml", "--repeat", "3", "--max-budget-usd", cap, "--output-format", "json"]);
    expect(r.code, r.stderr).toBe(1);
    const out = JSON.parse(r.stdout) as {
      ok: boolean;
      results: unknown[];
      rollups: { completed: number; requested: number; stoppedEarly?: { reason: string }; pass: boolean }[];
    };
    expect(out.ok).toBe(false);
    expect(out.results).toHaveLength(2);
    expect(out.rollups[0]).toMatchObject({
      completed: 2,
      requested: 3,
      stoppedEarly: { reason: "budget" },
      pass: false,
    });
    expect(r.stderr).toMatch(
      /repeat "repeat-costly": FAIL — 2\/2 passed \(100%\) \(stopped early: budget, 2\/3 completed\)/,
    );
    expect(r.stderr).toMatch(/no cost seen yet for repeat-costly/);

    const allowed = harness([
      "run",
      "repeat/flip.yaml",
      "--repeat",
      "3",
      "--max-budget-usd",
      cap,
      "--allow-budget-stop",
    ]);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stderr).toMatch(
      /repeat "repeat-costly": PASS — 2\/2 passed \(100%\) \(stopped early: budget, 2\/3 completed\)/,
    );
  });

  it("record: refused before spending from the cassette's recorded cost (exit 1), the cassette untouched", () => {
    const first = harness(["record", "priced/p.yaml"]);
    expect(first.code, first.stderr).toBe(0);
    const path = join(repo.dir, "priced/priced-once.cassette.json");
    const bytes = readFileSync(path, "utf8");
    const r = harness(["record", "priced/p.yaml", "--max-budget-usd", (costOfOne / 2).toFixed(4)], {
      COWORK_AGENT_BINARY: markingAgent,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^cowork-harness record: --max-budget-usd \$[0-9.]+ refused before spending: the 1 planned run\(s\) may cost/,
    );
    expect(readFileSync(path, "utf8")).toBe(bytes);
  });

  it("a cap that is not a positive number is a usage error naming the flag", () => {
    const r = harness(["run", "repeat/flip.yaml", "--max-budget-usd", "0"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'cowork-harness run: --max-budget-usd must be a positive number of US dollars, e.g. 5 or 0.50 (got "0")\n',
    );
  });
});

describe("doctor", () => {
  it("protocol tier: ready with the pinned agent, the container checks skipped (exit 0)", () => {
    const r = harness(["doctor", "--tier", "protocol", "--output-format", "json"], {
      ANTHROPIC_API_KEY: "sk-ant-api03-doctor-test-value",
    });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      ok: boolean;
      tier: string;
      checks: { id: string; status: string; detail: string; required: boolean }[];
    };
    expect(out).toMatchObject({ command: "doctor", ok: true, tier: "protocol" });
    const by = Object.fromEntries(out.checks.map((c) => [c.id, c]));
    expect(by.agent).toMatchObject({ status: "ok", required: true });
    expect(by.agent!.detail).toContain(agent);
    expect(by.runtime).toMatchObject({ status: "skip", required: false });
    expect(by.token!.detail).toMatch(/^ANTHROPIC_API_KEY set \(value not shown\)/);
    expect(r.stdout).not.toContain("doctor-test-value");
  });

  it("no agent binary: a required failure (exit 1), its remedy shown", () => {
    const r = harness(["doctor", "--tier", "protocol"], { COWORK_AGENT_BINARY: join(repo.dir, "no-such-agent") });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/✗ agent +agent binary: .*no-such-agent: COWORK_AGENT_BINARY is not an executable file/);
    expect(r.stdout).toMatch(/→ in a checkout: node scripts\/install-agent\.mjs/);
    expect(r.stdout).toMatch(/\n✗ not ready for the protocol tier: agent\n$/);
  });

  it("container tier with no runtime answering: the runtime fails (exit 1), the image is not asked", () => {
    const r = harness(["doctor", "--output-format", "json"], { COWORK_CONTAINER_RUNTIME: join(repo.dir, "podman") });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { tier: string; checks: { id: string; status: string; required: boolean }[] };
    expect(out.tier).toBe("container");
    expect(out.checks.filter((c) => c.status === "fail").map((c) => c.id)).toEqual(["runtime"]);
    expect(out.checks.find((c) => c.id === "image")).toMatchObject({ status: "skip", required: false });
  });

  it("a tier it cannot check, or an argument, is a usage error (exit 2, one line)", () => {
    const tier = harness(["doctor", "--tier", "microvm"]);
    expect([tier.code, tier.stderr]).toEqual([
      2,
      'cowork-harness doctor: --tier must be protocol or container (got "microvm"): the macOS-only tiers are not recorded here\n',
    ]);
    const arg = harness(["doctor", "now"]);
    expect([arg.code, arg.stderr]).toEqual([2, 'cowork-harness doctor: doctor takes no arguments (got "now")\n']);
  });
});
