/**
 * `run` over a directory and `--repeat` (issue 23; the reference's live lane; docs/reference.md#the-live-lane), with the real agent at the
 * protocol tier: every scenario under the directory runs in order; a repeated scenario's verdicts
 * roll up into a pass rate with failures attributed to their assertion; --min-pass-rate decides the
 * exit code; --stop-on-diverge stops a batch that has both passed and failed; run writes nothing
 * and names no cassette.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);

function scenario(rel: string, name: string, asserts: string[]): void {
  const up = "../".repeat(rel.split("/").length - 1);
  w(
    rel,
    [
      `name: ${name}`,
      `session: ${up}sessions/default.yaml`,
      "fidelity: protocol",
      `# cowork-harness model_script: ${up}model-scripts/flaky.yaml`,
      "prompt: go",
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      ...asserts.map((a) => `  - ${a}`),
      "",
    ].join("\n"),
  );
}

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  // a coin the run flips: the file alternates between present and absent from one run to the next
  const coin = join(repo.dir, "coin");
  w(
    "model-scripts/flaky.yaml",
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
  mkdirSync(join(repo.dir, "suite/a"), { recursive: true });
  scenario("suite/a/one.yaml", "one", ["file_absent: outputs/never.txt"]);
  scenario("suite/two.yaml", "two", ["file_absent: outputs/never.txt"]);
  mkdirSync(join(repo.dir, "flaky/x"), { recursive: true });
  scenario("flaky/x/flip.yaml", "flip", ["file_absent: outputs/coin.txt"]);
});
afterAll(() => repo?.cleanup());

describe("run <dir> and --repeat", () => {
  it("runs every scenario under a directory in order, prints what ran, and writes nothing", () => {
    const before = readdirSync(repo.dir).sort();
    const r = runCli(["run", "suite/"], { cwd: repo.dir });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^✓ \[1\/2\] one \[protocol\] 1 tool call\(s\), 3\/3 assertion\(s\) passed\n✓ \[2\/2\] two \[protocol\]/,
    );
    expect(r.stdout + r.stderr).not.toMatch(/cassette|wrote/);
    expect(readdirSync(repo.dir).sort()).toEqual(before);
    expect(existsSync(join(repo.dir, "suite/a/one.cassette.json"))).toBe(false);
  });

  it("--repeat rolls up the pass rate with per-assertion attribution; --min-pass-rate sets the bar", () => {
    const strict = runCli(["run", "flaky/", "--repeat", "4", "--output-format", "json"], {
      cwd: repo.dir,
      timeoutMs: 300_000,
    });
    expect(strict.code, strict.stderr).toBe(1);
    const out = JSON.parse(strict.stdout) as {
      ok: boolean;
      results: unknown[];
      rollups: {
        passes: number;
        completed: number;
        passRate: number;
        perAssertion: { index: number; key: string; passes: number; fails: number; sampleFailure?: string }[];
      }[];
    };
    expect(out.ok).toBe(false);
    expect(out.results).toHaveLength(4);
    const [rollup] = out.rollups;
    expect(rollup!.completed).toBe(4);
    expect(rollup!.passes).toBe(2);
    expect(rollup!.passRate).toBe(0.5);
    expect(rollup!.perAssertion.find((t) => t.key === "file_absent")).toMatchObject({
      passes: 2,
      fails: 2,
      sampleFailure: "file exists but was asserted absent: outputs/coin.txt (under the work root)",
    });
    expect(strict.stderr).toMatch(/repeat "flip": FAIL — 2\/4 passed \(50%\)/);
    expect(strict.stderr).toMatch(
      /assertion\[\d\] \(file_absent\): 2 fail \/ 2 pass — e\.g\. "file exists but was asserted absent/,
    );

    const lenient = runCli(["run", "flaky/", "--repeat", "2", "--min-pass-rate", "0.5"], {
      cwd: repo.dir,
      timeoutMs: 300_000,
    });
    expect(lenient.code, lenient.stderr).toBe(0);
    expect(lenient.stderr).toMatch(/repeat "flip": PASS — 1\/2 passed \(50%\)/);
  });

  it("--stop-on-diverge stops once the scenario has both passed and failed", () => {
    const r = runCli(["run", "flaky/x/flip.yaml", "--repeat", "5", "--stop-on-diverge", "--min-pass-rate", "0"], {
      cwd: repo.dir,
      timeoutMs: 300_000,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/repeat "flip": FAIL — 1\/2 passed \(50%\) \(stopped early: diverged, 2\/5 completed\)/);
  });

  it("flag misuse is a usage error (exit 2)", () => {
    expect(runCli(["run", "suite/", "--min-pass-rate", "0.5"], { cwd: repo.dir }).stderr).toMatch(
      /--min-pass-rate requires --repeat \(run\)/,
    );
    expect(runCli(["run", "suite/", "--repeat", "1"], { cwd: repo.dir }).code).toBe(2);
    mkdirSync(join(repo.dir, "empty"));
    const empty = runCli(["run", "empty/"], { cwd: repo.dir });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/empty\/: no \*\.yaml or \*\.yml scenario files/);
  });
});
