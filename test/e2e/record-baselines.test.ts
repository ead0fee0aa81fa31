/**
 * A Desktop baseline at record time (issue 23; the reference's live lane; docs/reference.md#the-live-lane), with the real agent at the
 * protocol tier: with --baselines the agent's system prompt carries Cowork's addition rendered from
 * the baseline (tokens filled, comments stripped), the baseline's egress allowlist applies, and the
 * cassette is stamped with it; a gate that is then given no baselines warns, naming the fix.
 * The baseline and its prompt are written by the test: none ships with the repository.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  mkdirSync(join(repo.dir, "bl/prompts"), { recursive: true });
  w(
    "bl/desktop-1.99999.0.json",
    JSON.stringify({
      appVersion: "1.99999.0",
      spawn: { promptTemplate: "prompts/append.md" },
      network: { allowDomains: ["allowed.example.test"] },
    }),
  );
  w(
    "bl/prompts/append.md",
    "<!-- not for the model {{workspaceContext}} -->\nTEST-ADDITION cwd={{cwd}} model={{modelName}} account={{accountName}} folder={{folderSelected}}\n",
  );
  w(
    "model-scripts/sys.yaml",
    [
      "turns:",
      '  - expect: {system_contains: "TEST-ADDITION cwd=/sessions/local_"}',
      "    respond:",
      '      - tool_use: {name: Bash, input: {command: "curl -sS --max-time 5 -o /dev/null https://allowed.example.test/ ; echo curl-exit=$?", description: fetch}}',
      "  - expect: {tool_result_contains: curl-exit=}",
      "    respond:",
      '      - text: "ok"',
      "",
    ].join("\n"),
  );
  w(
    "scenarios/sys.yaml",
    [
      "name: sys",
      "session: ../sessions/default.yaml",
      "fidelity: protocol",
      "# cowork-harness model_script: ../model-scripts/sys.yaml",
      "prompt: go",
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      "  - egress_allowed: allowed.example.test",
      "",
    ].join("\n"),
  );
});
afterAll(() => repo?.cleanup());

describe("--baselines at record time", () => {
  it("renders Cowork's system-prompt addition from the baseline and applies its egress allowlist; without it the prompt is not there", () => {
    const withBaseline = runCli(["run", "scenarios/sys.yaml", "--baselines", "bl"], { cwd: repo.dir });
    expect(withBaseline.code, withBaseline.stdout + withBaseline.stderr).toBe(0);
    const without = runCli(["run", "scenarios/sys.yaml"], { cwd: repo.dir });
    expect(without.code).not.toBe(0);
    expect(without.stderr).toMatch(
      /turn 1: expected the system prompt to contain "TEST-ADDITION cwd=\/sessions\/local_"/,
    );
  });

  it("a missing prompt asset is one line naming it", () => {
    mkdirSync(join(repo.dir, "bl-broken"));
    w(
      "bl-broken/desktop-1.99999.0.json",
      JSON.stringify({ appVersion: "1.99999.0", spawn: { promptTemplate: "prompts/gone.md" } }),
    );
    const r = runCli(["run", "scenarios/sys.yaml", "--baselines", "bl-broken"], { cwd: repo.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /missing prompt asset: \S+gone\.md \(baseline \S+desktop-1\.99999\.0\.json, spawn\.promptTemplate\)/,
    );
  });

  it("with COWORK_HARNESS_ALLOW_MISSING_PROMPT=1 the run goes on without it, and says so (prompt_asset_missing)", () => {
    w("model-scripts/plain.yaml", ["turns:", "  - respond:", '      - text: "Nothing to do."', ""].join("\n"));
    w(
      "scenarios/plain.yaml",
      [
        "name: plain",
        "session: ../sessions/default.yaml",
        "fidelity: protocol",
        "# cowork-harness model_script: ../model-scripts/plain.yaml",
        "prompt: go",
        "assert:",
        "  - result: success",
        "  - allow_l0_plugin_divergence: true",
        "",
      ].join("\n"),
    );
    const r = runCli(["run", "scenarios/plain.yaml", "--baselines", "bl-broken", "--output-format", "json"], {
      cwd: repo.dir,
      env: { COWORK_HARNESS_ALLOW_MISSING_PROMPT: "1" },
    });
    expect(r.code, r.stderr).toBe(0);
    const live = JSON.parse(r.stdout).results[0] as { verdict: { signals: { code: string; severity: string }[] } };
    expect(live.verdict.signals).toContainEqual(
      expect.objectContaining({ code: "prompt_asset_missing", severity: "warn" }),
    );
    expect(r.stderr).toMatch(/\[prompt\] referenced asset not found: \S+gone\.md/);
  });

  it("stamps the cassette with the baseline; a gate given no baselines warns with the fix", () => {
    const rec = runCli(["record", "scenarios/sys.yaml", "--baselines", "bl", "--out", "out/"], { cwd: repo.dir });
    expect(rec.code, rec.stdout + rec.stderr).toBe(0);
    const cassette = JSON.parse(readFileSync(join(repo.dir, "out/sys.cassette.json"), "utf8")) as {
      fingerprint: { baseline?: string };
    };
    expect(cassette.fingerprint.baseline).toBe("1.99999.0");
    const blind = runCli(["check", "out/sys.cassette.json"], { cwd: repo.dir });
    expect(blind.stdout + blind.stderr).toMatch(
      /recorded against Desktop baseline 1\.99999\.0, which is not checked — no baselines were given; pass --baselines DIR/,
    );
    const seeing = runCli(["check", "out/sys.cassette.json", "--baselines", "bl"], { cwd: repo.dir });
    expect(seeing.stdout + seeing.stderr).not.toMatch(/which is not checked/);
  });
});
