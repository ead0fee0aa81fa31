/**
 * Live-only keys and guards at the container tier, with the real agent in the agent image against
 * a scripted model (issue 23; the reference's live lane; docs/reference.md#the-live-lane): a delete under mnt/outputs fails
 * no_delete_in_outputs at its scenario line and nothing is written; a clean run passes the
 * scan-backed keys, self_heal_ran (the session's /sessions/<id>/mnt/.local-plugins) and a
 * semantic rubric; a host path in a tool result is the host_path_leak guard here (unlike at the
 * protocol tier); a tool only cowork parity let through is the permissive_auto_allow guard.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);

function script(name: string, command: string, extra: string[] = []): void {
  w(
    `model-scripts/${name}.yaml`,
    [
      "turns:",
      "  - respond:",
      `      - tool_use: {name: Bash, input: {command: ${JSON.stringify(command)}, description: work}}`,
      "  - expect: {tool_result_contains: step-done}",
      "    respond:",
      '      - text: "Finished: the report is in outputs."',
      ...extra,
      "",
    ].join("\n"),
  );
}

/** assert items start at line 9 */
function scenario(name: string, session: string, scriptName: string, asserts: string[], answers = true): string {
  w(
    `scenarios/${name}.yaml`,
    [
      `name: h23-${name}`,
      `session: ../sessions/${session}.yaml`,
      "fidelity: container",
      `# cowork-harness model_script: ../model-scripts/${scriptName}.yaml`,
      "prompt: make the report",
      "answers:",
      answers ? "  - {when_tool: Bash, decide: allow}" : "  - {when_tool: NoSuchTool, decide: deny}",
      "assert:",
      "  - result: success",
      ...asserts.map((a) => `  - ${a}`),
      "",
    ].join("\n"),
  );
  return `scenarios/${name}.yaml`;
}

interface Live {
  assertions: {
    assertion: Record<string, unknown>;
    pass: boolean;
    message?: string;
    evidence?: string;
    line?: number;
  }[];
  verdict: { pass: boolean; signals: { code: string; severity: string }[] };
}
const run = (rel: string): { code: number; live: Live; stderr: string } => {
  const r = runCli(["run", rel, "--output-format", "json"], { cwd: repo.dir, timeoutMs: 590_000 });
  return { code: r.code, live: JSON.parse(r.stdout).results[0] as Live, stderr: r.stderr };
};
const judged = (l: Live, key: string) => l.assertions.find((a) => key in a.assertion)!;

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  w("sessions/cowork.yaml", "permission_parity: cowork\n");
  script(
    "delete",
    "mkdir -p mnt/outputs && echo x > mnt/outputs/report.txt && rm mnt/outputs/report.txt && echo step-done",
  );
  script(
    "clean",
    "printf 'rows: 12\\n' > mnt/outputs/report.txt; ls /sessions/*/mnt/.local-plugins > /dev/null; echo step-done",
    [
      '  - expect: {user_contains: "## Rubric"}',
      "    respond:",
      `      - text: ${JSON.stringify(JSON.stringify({ results: [{ index: 0, pass: true }] }))}`,
    ],
  );
  script("leak", "echo /home/someone/notes.txt; echo step-done");
  // the agent asks before a Write (a Bash echo it may run unasked)
  w(
    "model-scripts/write.yaml",
    [
      "turns:",
      "  - respond:",
      '      - tool_use: {name: Write, input: {file_path: mnt/outputs/notes.txt, content: "alpha"}}',
      "  - respond:",
      '      - text: "Finished."',
      "",
    ].join("\n"),
  );
});
afterAll(() => repo?.cleanup());

describe("live-only keys and guards at the container tier", { timeout: 600_000 }, () => {
  it("a delete under mnt/outputs fails no_delete_in_outputs at its line, and record writes nothing", () => {
    const rel = scenario("delete", "default", "delete", ["no_delete_in_outputs: true"]);
    const r = runCli(["record", rel, "--out", "out/"], { cwd: repo.dir, timeoutMs: 590_000 });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(
      /✗ no_delete_in_outputs: true {2}\(scenario line 10\)\n {6}delete op\(s\) touched outputs \(forbidden in Cowork\): rm mnt\/outputs\/report\.txt/,
    );
    expect(existsSync(join(repo.dir, "out/h23-delete.cassette.json"))).toBe(false);
  });

  it("a clean run passes the scan-backed keys, self_heal_ran and the judged rubric", () => {
    const r = run(
      scenario("clean", "default", "clean", [
        "no_delete_in_outputs: true",
        "file_absent: outputs/never.txt",
        "self_heal_ran: true",
        "transcript_no_host_path: true",
        "no_mcp_error: true",
        'semantic_matches: {rubric: ["says where the report is"]}',
      ]),
    );
    expect(r.code, JSON.stringify(r.live.assertions) + r.stderr).toBe(0);
    expect(judged(r.live, "semantic_matches").evidence).toMatch(/^semantic: 1\/1 rubric claims passed/);
  });

  it("a host path in model-visible text is the host_path_leak guard at this tier", () => {
    const r = run(scenario("leak", "default", "leak", []));
    expect(r.code).toBe(1);
    expect(r.live.verdict.signals).toContainEqual(
      expect.objectContaining({ code: "host_path_leak", severity: "fail" }),
    );
  });

  it("a tool only cowork parity allowed is the permissive_auto_allow guard; allow_permissive_auto_allow waives it", () => {
    const r = run(
      scenario(
        "permissive",
        "cowork",
        "write",
        ["allow_permissive_auto_allow: true", "transcript_contains: Finished"],
        false,
      ),
    );
    expect(r.live.verdict.signals.map((s) => s.code)).not.toContain("permissive_auto_allow");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/\[permission\] "Write" auto-allowed by cowork parity/);
    const unwaived = run(scenario("permissive-unwaived", "cowork", "write", [], false));
    expect(unwaived.code).toBe(1);
    expect(unwaived.live.verdict.signals).toContainEqual(
      expect.objectContaining({ code: "permissive_auto_allow", severity: "fail" }),
    );
  });
});
