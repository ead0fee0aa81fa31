/**
 * The live-only keys and guards judged by a live run (issue 23; the reference's live lane; docs/reference.md#the-live-lane), with
 * the real agent at the protocol tier against a scripted model (which also answers the semantic
 * judge): each key passes on a run that satisfies it and fails, at its scenario line, on one that
 * does not; a failing live verdict writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;

function script(name: string, command: string, extraTurns: string[] = []): void {
  writeFileSync(
    join(repo.dir, `model-scripts/${name}.yaml`),
    [
      "turns:",
      "  - respond:",
      `      - tool_use: {name: Bash, input: {command: ${JSON.stringify(command)}, description: work}}`,
      "  - expect: {tool_result_contains: step-done}",
      "    respond:",
      '      - text: "Finished: the report is in outputs."',
      ...extraTurns,
      "",
    ].join("\n"),
  );
}

/** A scenario at the protocol tier; returns its path. `assert` lines start at line 9. */
function scenario(name: string, scriptName: string, asserts: string[]): string {
  const rel = `scenarios/${name}.yaml`;
  writeFileSync(
    join(repo.dir, rel),
    [
      `name: ${name}`,
      "session: ../sessions/default.yaml",
      "fidelity: protocol",
      `# cowork-harness model_script: ../model-scripts/${scriptName}.yaml`,
      "prompt: make the report",
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      ...asserts.map((a) => `  - ${a}`),
      "",
    ].join("\n"),
  );
  return rel;
}

interface LiveResult {
  assertions: {
    assertion: Record<string, unknown>;
    pass: boolean;
    message?: string;
    evidence?: string;
    line?: number;
  }[];
  verdict: {
    pass: boolean;
    signals: { code: string; severity: string }[];
    failures: { assertion?: string; line?: number; kind: string }[];
  };
}

function run(rel: string): { code: number; result: LiveResult; stderr: string } {
  const r = runCli(["run", rel, "--output-format", "json"], { cwd: repo.dir });
  return { code: r.code, result: JSON.parse(r.stdout).results[0] as LiveResult, stderr: r.stderr };
}

const judged = (r: LiveResult, key: string) => r.assertions.find((a) => key in a.assertion)!;

const JUDGE = (grades: boolean[]) => [
  '  - expect: {user_contains: "## Rubric"}',
  "    respond:",
  `      - text: ${JSON.stringify(JSON.stringify({ results: grades.map((pass, index) => ({ index, pass })) }))}`,
];

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  script("make-report", "mkdir -p outputs && printf 'rows: 12\\n' > outputs/report.txt && echo step-done");
  script("delete-report", "mkdir -p outputs && echo x > outputs/report.txt && rm outputs/report.txt && echo step-done");
  script("self-heal", "ls /sessions/local_x/mnt/.local-plugins 2>/dev/null; echo step-done");
  script("leak-path", "echo /home/someone/secret-notes.txt; echo step-done");
  script(
    "judge-pass",
    "mkdir -p outputs && printf 'rows: 12\\n' > outputs/report.txt && echo step-done",
    JUDGE([true, true]),
  );
  script(
    "judge-fail",
    "mkdir -p outputs && printf 'rows: 12\\n' > outputs/report.txt && echo step-done",
    JUDGE([true, false]),
  );
  script("judge-garbled", "echo step-done", [
    "  - respond:",
    '      - text: "I think it is fine."',
    "  - respond:",
    '      - text: "Still fine."',
  ]);
});
afterAll(() => repo?.cleanup());

describe("live-only keys, judged live at the protocol tier", () => {
  it("no_delete_in_outputs fails at its line when the run deletes an output; record writes nothing", () => {
    const rel = scenario("deletes", "delete-report", ["no_delete_in_outputs: true"]);
    const rec = runCli(["record", rel, "--out", "out/"], { cwd: repo.dir });
    expect(rec.code, rec.stdout + rec.stderr).toBe(1);
    expect(rec.stdout).toMatch(
      /✗ no_delete_in_outputs: true {2}\(scenario line 11\)\n {6}delete op\(s\) touched outputs \(forbidden in Cowork\): rm outputs\/report\.txt/,
    );
    expect(rec.stdout).toMatch(/not written: the live verdict failed/);
    expect(existsSync(join(repo.dir, "out/deletes.cassette.json"))).toBe(false);
  });

  it("a delete under outputs with no key authored is the outputs_delete guard; allow_outputs_delete waives it", () => {
    const guard = run(scenario("deletes-unasked", "delete-report", []));
    expect(guard.code).toBe(1);
    expect(guard.result.verdict.signals.map((s) => s.code)).toContain("outputs_delete");
    const waived = run(scenario("deletes-waived", "delete-report", ["allow_outputs_delete: true"]));
    expect(waived.code, waived.stderr).toBe(0);
  });

  it("no_delete_in_outputs, file_absent, no_mcp_error, self_heal_ran: false and transcript_no_host_path pass on a clean run", () => {
    const r = run(
      scenario("clean", "make-report", [
        "no_delete_in_outputs: true",
        "file_absent: outputs/missing.txt",
        "no_mcp_error: true",
        "self_heal_ran: false",
        "transcript_no_host_path: true",
        "no_delete_in_mounts: true",
        "no_lost_write_back: true",
      ]),
    );
    expect(r.code, JSON.stringify(r.result.assertions)).toBe(0);
    for (const key of [
      "no_delete_in_outputs",
      "file_absent",
      "no_mcp_error",
      "self_heal_ran",
      "transcript_no_host_path",
      "no_delete_in_mounts",
      "no_lost_write_back",
    ])
      expect(judged(r.result, key).pass).toBe(true);
  });

  it("file_absent fails on a file the run wrote, and refuses a path leaving the work root", () => {
    const r = run(scenario("absent", "make-report", ["file_absent: outputs/report.txt", "file_absent: ../etc/passwd"]));
    expect(r.code).toBe(1);
    const [written, escaping] = r.result.assertions.filter((a) => "file_absent" in a.assertion);
    expect(written!.message).toBe("file exists but was asserted absent: outputs/report.txt (under the work root)");
    expect(written!.line).toBe(11);
    expect(escaping!.message).toMatch(/^unsafe file_absent path "\.\.\/etc\/passwd" — must stay under the work root/);
  });

  it("self_heal_ran sees a command reaching the session's .local-plugins", () => {
    const r = run(scenario("heal", "self-heal", ["self_heal_ran: true"]));
    expect(judged(r.result, "self_heal_ran").pass).toBe(true);
    const wrong = run(scenario("heal-not", "self-heal", ["self_heal_ran: false"]));
    expect(judged(wrong.result, "self_heal_ran").message).toBe("self_heal_ran was true, expected false");
  });

  it("transcript_no_host_path fails when a tool result shows a host path (the guard itself stays off at protocol)", () => {
    const r = run(scenario("leak", "leak-path", ["transcript_no_host_path: true"]));
    expect(judged(r.result, "transcript_no_host_path").message).toBe("host path leaked into model-visible text: true");
    const unasked = run(scenario("leak-unasked", "leak-path", []));
    expect(unasked.result.verdict.signals.map((s) => s.code)).not.toContain("host_path_leak");
    expect(unasked.stderr).toMatch(/host_path_leak signal skipped at protocol/);
  });

  it("max_peak_rss_bytes cannot hold at the protocol tier: no sampling there, never a pass", () => {
    const r = run(scenario("rss", "make-report", ["max_peak_rss_bytes: 999999999999"]));
    expect(judged(r.result, "max_peak_rss_bytes").message).toMatch(
      /^max_peak_rss_bytes: live-only — no resource sampling on this lane/,
    );
    expect(r.code).toBe(1);
  });

  it("semantic_matches is graded by the judge model (the scripted server): pass, fail by claim index, and an invalid grade", () => {
    const rubric = 'semantic_matches: {rubric: ["says where the report is", "gives a row count"]}';
    const ok = run(scenario("judge-ok", "judge-pass", [rubric]));
    expect(ok.code, JSON.stringify(ok.result.assertions)).toBe(0);
    expect(judged(ok.result, "semantic_matches").evidence).toMatch(/^semantic: 2\/2 rubric claims passed \(need 2\)/);
    const bad = run(scenario("judge-bad", "judge-fail", [rubric]));
    expect(judged(bad.result, "semantic_matches").message).toBe(
      "semantic: 1/2 rubric claims passed (need 2); failed claim indices: 1",
    );
    const partial = run(
      scenario("judge-partial", "judge-fail", [
        'semantic_matches: {rubric: ["says where the report is", "gives a row count"], min_pass: 1}',
      ]),
    );
    expect(judged(partial.result, "semantic_matches").pass).toBe(true);
    const garbled = run(scenario("judge-garbled", "judge-garbled", [rubric]));
    expect(judged(garbled.result, "semantic_matches").message).toMatch(
      /^judge grade INVALID \(malformed\/ambiguous after retry\)/,
    );
    expect(garbled.code).toBe(1);
  });

  it("a session plugin at the protocol tier is l0_plugin_divergence (its skills do not reach the agent) unless allowed", () => {
    writeFileSync(
      join(repo.dir, "scenarios/l0.yaml"),
      [
        "name: l0",
        "session: ../sessions/default.yaml",
        "fidelity: protocol",
        "# cowork-harness model_script: ../model-scripts/make-report.yaml",
        "prompt: make the report",
        "answers:",
        "  - {when_tool: Bash, decide: allow}",
        "assert:",
        "  - result: success",
        "",
      ].join("\n"),
    );
    const r = run("scenarios/l0.yaml");
    expect(r.code).toBe(1);
    expect(r.result.verdict.signals.map((s) => s.code)).toContain("l0_plugin_divergence");
    expect(r.stderr).toMatch(
      /1 plugin dir\(s\) were staged but their skills do not reach the agent — skill assertions \(skill_triggered, skill_available, skill_tool_used\) cannot hold at this tier; record at fidelity: container/,
    );
  });
});
