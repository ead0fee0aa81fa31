/**
 * The delivery warning at the container tier (issue 23; the reference's live lane; docs/reference.md#the-live-lane), with the real agent
 * in the agent image against a scripted model: a file the skill writes into its scratchpad and never
 * presents is named in an undelivered_deliverables warning (record still writes: it is a warning);
 * presenting it with present_files clears it; allow_undelivered_deliverables: true waives it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { stableSessionId } from "../../src/core/scenario/session-root.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);
const WRITE = "printf 'total: 12\\n' > report.md && mkdir -p work && echo draft > work/notes.txt && echo step-done";

/** Writes the scenario and its model script; `present` adds a present_files call for the scratchpad files. */
function scenario(name: string, opts: { present: boolean; asserts?: string[] }): string {
  const root = `/sessions/${stableSessionId(name)}`;
  const turns = [
    "turns:",
    "  - respond:",
    `      - tool_use: {name: Bash, input: {command: ${JSON.stringify(WRITE)}, description: write the report}}`,
    ...(opts.present
      ? [
          "  - expect: {tool_result_contains: step-done}",
          "    respond:",
          `      - tool_use: {name: mcp__cowork__present_files, input: {files: [{file_path: ${root}/report.md}, {file_path: ${root}/work/notes.txt}]}}`,
          `  - expect: {tool_result_startswith: "${root}/mnt/outputs/report.md", user_contains: "copied into outputs"}`,
        ]
      : ["  - expect: {tool_result_contains: step-done}"]),
    "    respond:",
    '      - text: "Finished: here is your report."',
    "",
  ];
  w(`model-scripts/${name}.yaml`, turns.join("\n"));
  w(
    `scenarios/${name}.yaml`,
    [
      `name: ${name}`,
      "session: ../sessions/default.yaml",
      "fidelity: container",
      `# cowork-harness model_script: ../model-scripts/${name}.yaml`,
      "prompt: make the report",
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
      ...(opts.asserts ?? []).map((a) => `  - ${a}`),
      "",
    ].join("\n"),
  );
  return `scenarios/${name}.yaml`;
}

interface Live {
  verdict: {
    pass: boolean;
    signals: { code: string; severity: string; message: string }[];
    guards: { name: string; status: string }[];
  };
  workspaceFiles?: { path: string; class: string }[];
}
const run = (rel: string): { code: number; live: Live; stderr: string } => {
  const r = runCli(["run", rel, "--output-format", "json"], { cwd: repo.dir, timeoutMs: 590_000 });
  return { code: r.code, live: JSON.parse(r.stdout).results[0] as Live, stderr: r.stderr };
};
const delivery = (l: Live) =>
  l.verdict.signals.filter((s) => s.code === "undelivered_deliverables" || s.code === "delivery_unobservable");
const guard = (l: Live) => l.verdict.guards.find((g) => g.name === "delivery")?.status;

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
});
afterAll(() => repo?.cleanup());

describe("undelivered_deliverables at the container tier", { timeout: 600_000 }, () => {
  it("scratchpad files never presented: one warning naming them, in the report and on stderr; record still writes", () => {
    const rel = scenario("h23d-kept", { present: false });
    const r = runCli(["record", rel, "--out", "out/"], { cwd: repo.dir, timeoutMs: 590_000 });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const line =
      "2 file(s) the skill produced never reached the user: scratchpad/report.md, scratchpad/work/notes.txt.";
    expect(r.stdout).toContain(`    ! ${line}`);
    expect(r.stdout).toMatch(/allow_undelivered_deliverables: true/);
    expect(r.stderr).toContain(`warning: [delivery] ${line}`);
    expect(existsSync(join(repo.dir, "out/h23d-kept.cassette.json"))).toBe(true);

    const j = run(rel);
    expect(j.code).toBe(0);
    expect(delivery(j.live)).toEqual([
      { code: "undelivered_deliverables", severity: "warn", message: expect.stringContaining(line) },
    ]);
    expect(guard(j.live)).toBe("fail");
    expect(j.live.workspaceFiles).toEqual([
      { path: "scratchpad/report.md", class: "scratchpad" },
      { path: "scratchpad/work/notes.txt", class: "scratchpad" },
    ]);
  });

  it("rerun and rerecord judge the same way: the warning is on stderr of both", () => {
    const line =
      "warning: [delivery] 2 file(s) the skill produced never reached the user: scratchpad/report.md, scratchpad/work/notes.txt.";
    const rerun = runCli(["rerun", "out/h23d-kept.cassette.json"], { cwd: repo.dir, timeoutMs: 590_000 });
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(0);
    expect(rerun.stderr).toContain(line);
    // a changed model script makes the cassette stale, so rerecord records it again
    w(
      "model-scripts/h23d-kept.yaml",
      `# changed\n${readFileSync(join(repo.dir, "model-scripts/h23d-kept.yaml"), "utf8")}`,
    );
    const rerecord = runCli(["rerecord", "out"], { cwd: repo.dir, timeoutMs: 590_000 });
    expect(rerecord.code, rerecord.stdout + rerecord.stderr).toBe(0);
    expect(rerecord.stdout).toMatch(/re-recorded 1 cassette/);
    expect(rerecord.stdout + rerecord.stderr).toContain(line);
  });

  it("the same files presented with present_files: no warning, the guard passes", () => {
    const r = run(scenario("h23d-presented", { present: true }));
    expect(r.code, r.stderr).toBe(0);
    expect(delivery(r.live)).toEqual([]);
    expect(guard(r.live)).toBe("pass");
    // the promoted copies are output files the run produced
    expect(r.live.workspaceFiles?.map((f) => f.path)).toEqual(
      expect.arrayContaining(["outputs/report.md", "outputs/notes.txt", "scratchpad/report.md"]),
    );
    expect(r.stderr).not.toMatch(/\[delivery\]/);
  });

  it("allow_undelivered_deliverables: true waives the warning (the guard still records that it fired)", () => {
    const r = run(scenario("h23d-waived", { present: false, asserts: ["allow_undelivered_deliverables: true"] }));
    expect(r.code, r.stderr).toBe(0);
    expect(delivery(r.live)).toEqual([]);
    expect(guard(r.live)).toBe("fail");
    expect(r.stderr).not.toMatch(/\[delivery\]/);
  });

  it("the kept run's result.json carries the evidence (--run-dir)", () => {
    const rel = scenario("h23d-rundir", { present: false });
    const r = runCli(["run", rel, "--run-dir", "runs"], { cwd: repo.dir, timeoutMs: 590_000 });
    expect(r.code, r.stderr).toBe(0);
    const dir = /\[status\] (\S+)/.exec(r.stderr)?.[1];
    expect(dir, r.stderr).toBeDefined();
    const result = JSON.parse(readFileSync(join(dir!, "turns/1/result.json"), "utf8"));
    expect(result.workspaceFiles.map((f: { path: string }) => f.path)).toEqual([
      "scratchpad/report.md",
      "scratchpad/work/notes.txt",
    ]);
    expect(result.verdict.signals.map((s: { code: string }) => s.code)).toContain("undelivered_deliverables");
  });
});
