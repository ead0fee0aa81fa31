/**
 * Session settings reach the real agent (issue 23; the reference's live lane; docs/reference.md#the-live-lane), shown at the protocol
 * tier where the spec applies them there: permission_mode acceptEdits (an edit asks no permission),
 * mcp.config (a tool of the session's own stdio MCP server is called and answers), agent_env
 * (subagent_model is the model a sub-agent's requests name), model; a missing mcp.config is one
 * line naming the session file and its line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);

function scenario(name: string, session: string, script: string, extra: string[]): string {
  w(
    `scenarios/${name}.yaml`,
    [
      `name: ${name}`,
      `session: ../sessions/${session}.yaml`,
      "fidelity: protocol",
      `# cowork-harness model_script: ../model-scripts/${script}.yaml`,
      "prompt: go",
      ...extra,
      "",
    ].join("\n"),
  );
  return `scenarios/${name}.yaml`;
}

interface Live {
  decisions: { name: string; decision: string }[];
  assertions: { pass: boolean; message?: string }[];
  verdict: { pass: boolean };
}
const run = (rel: string): { code: number; live: Live; stderr: string } => {
  const r = runCli(["run", rel, "--output-format", "json"], { cwd: repo.dir });
  return { code: r.code, live: JSON.parse(r.stdout).results[0] as Live, stderr: r.stderr };
};

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  mkdirSync(join(repo.dir, "mcp"));
  copyFileSync(join(REPO_ROOT, "test/fixtures/mcp/echo-server.mjs"), join(repo.dir, "mcp/echo-server.mjs"));
  w(
    "mcp/echo.json",
    JSON.stringify({
      mcpServers: { echo: { command: process.execPath, args: [join(repo.dir, "mcp/echo-server.mjs")] } },
    }),
  );
  w("sessions/accept.yaml", "permission_mode: acceptEdits\npermission_parity: strict\n");
  w("sessions/strict.yaml", "permission_parity: strict\n");
  w("sessions/mcp.yaml", "permission_parity: strict\nmcp:\n  config: ../mcp/echo.json\n");
  w("sessions/mcp-missing.yaml", "permission_parity: strict\nmcp:\n  config: ../mcp/nowhere.json\n");
  w("sessions/subagent.yaml", "model: claude-main-test\nagent_env:\n  subagent_model: claude-subagent-test\n");
  w(
    "model-scripts/edit.yaml",
    [
      "turns:",
      "  - respond:",
      '      - tool_use: {name: Write, input: {file_path: notes.txt, content: "alpha"}}',
      "  - respond:",
      '      - text: "Done."',
      "",
    ].join("\n"),
  );
  w(
    "model-scripts/mcp-call.yaml",
    [
      "turns:",
      "  - respond:",
      '      - tool_use: {name: mcp__echo__echo, input: {text: "hello"}}',
      '  - expect: {tool_result_startswith: "echo: hello"}',
      "    respond:",
      '      - text: "The echo server answered."',
      "",
    ].join("\n"),
  );
  w(
    "model-scripts/subagent.yaml",
    [
      "turns:",
      "  - respond:",
      '      - tool_use: {name: Task, input: {description: "Say hi", prompt: "Say hi.", subagent_type: general-purpose}}',
      // 2.1.332 launches the Task in the background: the main thread and the sub-agent then take turns in either order
      "  - respond:",
      '      - text: "hi."',
      "  - respond:",
      '      - text: "hi again."',
      "  - respond:",
      '      - text: "done."',
      "",
    ].join("\n"),
  );
});
afterAll(() => repo?.cleanup());

describe("session settings at the protocol tier", () => {
  it("permission_mode: acceptEdits — the edit runs without a permission request; the default mode asks (and strict parity denies)", () => {
    const asserts = ["assert:", "  - result: success", '  - tool_result_contains: "File created successfully"'];
    const accept = run(scenario("edit-accept", "accept", "edit", asserts));
    expect(accept.code, accept.stderr).toBe(0);
    expect(accept.live.decisions).toEqual([]);
    const strict = run(scenario("edit-default", "strict", "edit", asserts));
    expect(strict.code).toBe(1);
    expect(strict.live.decisions.map((d) => `${d.name}:${d.decision}`)).toEqual(["Write:deny"]);
  });

  it("mcp.config — the session's own MCP server is started for the agent, its tool is called and answers", () => {
    const r = run(
      scenario("mcp-call", "mcp", "mcp-call", [
        "answers:",
        "  - {when_tool: mcp__echo__echo, decide: allow}",
        "assert:",
        "  - result: success",
        '  - tool_result_contains: "echo: hello"',
        "  - no_mcp_error: true",
      ]),
    );
    expect(r.code, JSON.stringify(r.live.assertions) + r.stderr).toBe(0);
  });

  it("a missing mcp.config is one line naming the session file and its line", () => {
    const r = runCli(["run", scenario("mcp-missing", "mcp-missing", "mcp-call", ["assert:", "  - result: success"])], {
      cwd: repo.dir,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/sessions\/mcp-missing\.yaml \(line 2\): mcp\.config \S+nowhere\.json does not exist/);
    expect(
      r.stderr
        .trim()
        .split("\n")
        .filter((l) => !l.startsWith("warning")).length,
    ).toBe(1);
  });

  it("model and agent_env.subagent_model — the main agent's and the sub-agent's requests name them", () => {
    const rel = scenario("subagent", "subagent", "subagent", [
      "answers:",
      "  - {when_tool: Task, decide: allow}",
      "assert:",
      "  - result: success",
    ]);
    const rec = runCli(["record", rel, "--out", "out/"], { cwd: repo.dir });
    expect(rec.code, rec.stdout + rec.stderr).toBe(0);
    const cassette = JSON.parse(readFileSync(join(repo.dir, "out/subagent.cassette.json"), "utf8")) as {
      events: string[];
    };
    const assistants = cassette.events
      .map((l) => JSON.parse(l) as { type?: string; parent_tool_use_id?: string | null; message?: { model?: string } })
      .filter((e) => e.type === "assistant");
    expect(new Set(assistants.filter((e) => !e.parent_tool_use_id).map((e) => e.message?.model))).toEqual(
      new Set(["claude-main-test"]),
    );
    expect(new Set(assistants.filter((e) => e.parent_tool_use_id).map((e) => e.message?.model))).toEqual(
      new Set(["claude-subagent-test"]),
    );
  });
});
