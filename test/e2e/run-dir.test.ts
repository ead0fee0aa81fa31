/**
 * Kept run evidence: `run --run-dir` with the real agent against the scripted model (protocol tier,
 * no container) leaves the spec's layout, scrubbed of a secret planted in the prompt; `status`,
 * `inspect` and `trace` read it — by path, and by run-id fragment under COWORK_HARNESS_RUNS_DIR —
 * with the live answers' authors; a run without --run-dir keeps nothing.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { PLANTED } from "../helpers/planted-secrets.js";

let repo: TempCopy;
let runDir: string;
const SECRET = PLANTED["github-classic"]!;

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: false, name: "examples" });
  const scenario = join(repo.dir, "scenarios/metric-choice.yaml");
  writeFileSync(
    scenario,
    readFileSync(scenario, "utf8")
      .replace("fidelity: container", "fidelity: protocol")
      .replace("  - result: success\n", "  - result: success\n  - allow_l0_plugin_divergence: true\n")
      .replace(/^prompt: (.*)$/m, `prompt: $1 (token ${SECRET})`),
  );
  const r = runCli(["run", "scenarios/metric-choice.yaml", "--run-dir", "runs"], { cwd: repo.dir });
  expect(r.stderr).toMatch(/\[status\] .*runs\/metric-choice\/local_/);
  expect(r.code, r.stderr).toBe(0);
  const ids = readdirSync(join(repo.dir, "runs/metric-choice"));
  expect(ids).toHaveLength(1);
  runDir = join(repo.dir, "runs/metric-choice", ids[0]!);
}, 120_000);
afterAll(() => repo?.cleanup());

describe("run --run-dir keeps the run's evidence", () => {
  it("in the spec's layout, every file scrubbed of the planted secret", () => {
    for (const f of [
      "events.jsonl",
      "control-out.jsonl",
      "agent.stderr.log",
      "timeline.jsonl",
      "pre-run-manifest.json",
      "status.json",
      "proxy/egress.log",
      "turns/1/result.json",
      "turns/1/run.jsonl",
      "turns/1/trace.json",
    ]) {
      expect(existsSync(join(runDir, f)), f).toBe(true);
      expect(readFileSync(join(runDir, f), "utf8"), f).not.toContain(SECRET);
    }
    expect(readFileSync(join(runDir, "control-out.jsonl"), "utf8")).toContain("REDACTED");
    const index = readFileSync(join(repo.dir, "runs/index.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { scenario: string; verdict: string });
    expect(index).toEqual([expect.objectContaining({ scenario: "metric-choice", verdict: "pass" })]);
  });

  it("status reads it: done, exit 0, in text and JSON", () => {
    const text = runCli(["status", runDir], { cwd: repo.dir });
    expect(text.code).toBe(0);
    expect(text.stderr).toMatch(
      /^✓ done — metric-choice \[protocol\] · pid \d+ · \d+s · 1 tools · 0 sub-agents · verdict pass\n$/,
    );
    const json = JSON.parse(runCli(["status", runDir, "--output-format", "json"], { cwd: repo.dir }).stdout) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({
      command: "status",
      ok: true,
      stale: false,
      state: "done",
      scenario: "metric-choice",
      toolCounts: { AskUserQuestion: 1 },
    });
  });

  it("status says a run whose writer died is stale (exit 3), and an errored one fails (exit 1)", () => {
    const status = JSON.parse(readFileSync(join(runDir, "status.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(
      join(runDir, "status.json"),
      JSON.stringify({ ...status, state: "running", updatedAt: "2020-01-01T00:00:00.000Z" }),
    );
    expect(runCli(["status", runDir], { cwd: repo.dir }).code).toBe(3);
    writeFileSync(join(runDir, "status.json"), JSON.stringify({ ...status, state: "error", error: "agent crashed" }));
    const err = runCli(["status", runDir], { cwd: repo.dir });
    expect(err.code).toBe(1);
    expect(err.stderr).toContain("✗ error — metric-choice");
    writeFileSync(join(runDir, "status.json"), JSON.stringify(status));
  });

  it("trace finds it by a run-id fragment under COWORK_HARNESS_RUNS_DIR, with who answered each gate", () => {
    const id = runDir.split("/").pop()!;
    const r = runCli(["trace", id.slice(-5), "--view", "questions", "--output-format", "json"], {
      cwd: repo.dir,
      env: { COWORK_HARNESS_RUNS_DIR: join(repo.dir, "runs") },
    });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      gates: { question: string; answeredBy?: string; injectedAnswer?: string; delivered: string }[];
    };
    expect(out.gates).toHaveLength(1);
    expect(out.gates[0]).toMatchObject({ question: "Which metrics should the report include?", delivered: "ok" });
    expect(out.gates[0]!.answeredBy).toBeTruthy();
    expect(out.gates[0]!.answeredBy).not.toBe("replay");
    expect(out.gates[0]!.injectedAnswer).toContain("Totals");
    const usage = JSON.parse(
      runCli(["trace", runDir, "--view", "usage", "--output-format", "json"], { cwd: repo.dir }).stdout,
    ) as {
      rows: { model: string; inputTokens: number }[];
    };
    expect(usage.rows.length).toBeGreaterThan(0);
    expect(usage.rows[0]!.inputTokens).toBeGreaterThan(0);
  });

  it("inspect prints its digest", () => {
    const r = runCli(["inspect", runDir, "--output-format", "json"], { cwd: repo.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      scenario: "metric-choice",
      result: "success",
      verdict: "pass",
      artifactsRecorded: true,
    });
    expect(runCli(["inspect", join(repo.dir, "scenarios")], { cwd: repo.dir }).code).toBe(2);
  });

  it("verify-run re-judges the kept run with the scenario on disk; scaffold drafts one; the index row is the reference's", () => {
    const ok = runCli(["verify-run", runDir, "scenarios/metric-choice.yaml"], { cwd: repo.dir });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stderr).toMatch(/✓ verify-run: all \d+ assertion\(s\) pass \(no live agent\)/);
    const scenario = join(repo.dir, "scenarios/metric-choice.yaml");
    const original = readFileSync(scenario, "utf8");
    writeFileSync(scenario, original.replace(/transcript_contains: .*/, 'transcript_contains: "not said"'));
    const bad = runCli(["verify-run", runDir, "scenarios/metric-choice.yaml"], { cwd: repo.dir });
    writeFileSync(scenario, original);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/✗ transcript_contains \(line \d+\)/);
    const draft = runCli(["scaffold", runDir], { cwd: repo.dir });
    expect(draft.code, draft.stderr).toBe(0);
    expect(draft.stdout).toContain("choose:\n      - Totals\n      - Ranges");
    const row = JSON.parse(readFileSync(join(repo.dir, "runs/index.jsonl"), "utf8").trim().split("\n")[0]!) as object;
    expect(row).toMatchObject({ v: 1, command: "run", fidelity: "protocol", pass: true, partial: false });
    const result = JSON.parse(readFileSync(join(runDir, "turns/1/result.json"), "utf8")) as object;
    expect(result).toMatchObject({ command: "run", mode: "run", fidelity: "protocol" });
  });

  it("nothing is kept without --run-dir", () => {
    const r = runCli(["run", "scenarios/metric-choice.yaml"], { cwd: repo.dir, env: { HOME: repo.dir } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("[status]");
    expect(existsSync(join(repo.dir, ".cowork-harness"))).toBe(false);
  });
});
