/**
 * Recording at the container tier under podman (the agent image from test/container/agent-image-setup.ts):
 * the init event carries the six Cowork MCP tools and the cowork/skills/plugins servers and none of
 * Claude Code's own skills; the agent runs in /sessions/<id>; the scripted model is reached only
 * through the egress proxy; a re-record keeps the session ids; present_files promotes a scratchpad
 * file and its notice reaches the model within the turn; no container runtime is one line before anything starts; the networks and containers of a
 * run are gone afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { objectsOfRun, testRunTag } from "../helpers/owned-objects.js";

const ready = Boolean(process.env.COWORK_AGENT_IMAGE);
const COWORK_TOOLS = [
  "mcp__cowork__present_files",
  "mcp__skills__list_skills",
  "mcp__skills__suggest_skills",
  "mcp__plugins__list_plugins",
  "mcp__plugins__search_plugins",
  "mcp__plugins__suggest_plugin_install",
];
const CLAUDE_CODE_OWN_SKILLS = [
  "dataviz",
  "update-config",
  "verify",
  "debug",
  "code-review",
  "simplify",
  "batch",
  "doctor",
  "claude-api",
  "run",
];

function initEvent(cassette: { events: string[] }): any {
  return cassette.events.map((l) => JSON.parse(l)).find((m) => m.type === "system" && m.subtype === "init");
}

/** this test run's tag: its containers and networks carry it, so another run's objects are never seen (issue 26 item 26) */
const TAG = testRunTag("rc");

describe.skipIf(!ready)("record at the container tier (podman)", () => {
  let repo: TempCopy;
  beforeAll(() => {
    repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  });
  afterAll(() => repo?.cleanup());

  it("csv-report: Cowork's discovery surface, /sessions cwd, model only through the proxy, nothing left running", () => {
    const rec = runCli(["record", "scenarios/csv-report.yaml", "--out", "c1/", "--output-format", "json"], {
      cwd: repo.dir,
      env: { COWORK_RUN_TAG: TAG },
    });
    expect(rec.code, rec.stderr).toBe(0);
    const result = JSON.parse(rec.stdout).results[0];
    const cassette = JSON.parse(readFileSync(join(repo.dir, "c1/csv-report.cassette.json"), "utf8"));
    const init = initEvent(cassette);
    for (const t of COWORK_TOOLS) expect(init.tools).toContain(t);
    expect(init.mcp_servers.map((s: any) => s.name).sort()).toEqual(["cowork", "plugins", "skills"]);
    expect(init.mcp_servers.every((s: any) => s.status === "connected")).toBe(true);
    for (const s of CLAUDE_CODE_OWN_SKILLS) expect(init.skills).not.toContain(s);
    expect(init.skills).toContain("csv-metrics:csv-metrics");
    expect(init.cwd).toMatch(/^\/sessions\/local_[0-9a-f]{12}$/);
    expect(cassette.effectiveFidelity).toBe("container");
    expect(cassette.environment).toMatchObject({
      tier: "container",
      agentHost: "container",
      agentBinaryFormat: "elf-x86_64",
      agentVersion: "2.1.332",
    });
    expect(cassette.environment.agentImage.ref).toBe(process.env.COWORK_AGENT_IMAGE);
    expect(cassette.environment.agentImage.configId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(result.verdict.pass).toBe(true);
    // the model server listens on the ordinary network's gateway; the agent has no network of its own (a
    // loopback-only namespace) and reached it through the proxy's relay (issue 21)
    const m =
      /egress proxy cowork-proxy-\S+ on cowork-out-\S+ \(this machine is (\S+) there\); the agent joins cowork-net-\S+'s loopback-only network namespace/.exec(
        rec.stderr,
      );
    expect(m, rec.stderr).not.toBeNull();
    expect(m![1]).not.toBe("127.0.0.1");
    expect(m![0]).toContain(`cowork-proxy-${TAG}-r`);
    expect(objectsOfRun("podman", TAG)).toEqual([]);
    const verify = runCli(["verify", "c1/csv-report.cassette.json"], { cwd: repo.dir });
    expect(verify.stdout + verify.stderr).not.toMatch(/predates|discovery-surface/);
    // recorded and verified without baselines: nothing to compare, so neither the baseline nor the
    // prompt-asset check says anything (and never that the cassette predates the guard)
    expect(verify.stdout + verify.stderr).not.toMatch(/baseline: not checked|prompt-assets: not checked/);
  });

  it("a re-record keeps the session dir and the agent's session id", () => {
    const rec = runCli(["record", "scenarios/denied-delete.yaml", "--out", "c2/"], { cwd: repo.dir });
    expect(rec.code, rec.stderr).toBe(0);
    const a = initEvent(JSON.parse(readFileSync(join(repo.dir, "c2/denied-delete.cassette.json"), "utf8")));
    const again = runCli(["record", "scenarios/denied-delete.yaml", "--out", "c3/"], { cwd: repo.dir });
    expect(again.code, again.stderr).toBe(0);
    const b = initEvent(JSON.parse(readFileSync(join(repo.dir, "c3/denied-delete.cassette.json"), "utf8")));
    expect(b.cwd).toBe(a.cwd);
    expect(b.session_id).toBe(a.session_id);
  });

  it("deliver-report: present_files promotes the scratchpad file into outputs and tells the agent so in the same turn", () => {
    const rec = runCli(["record", "scenarios/deliver-report.yaml", "--out", "c4/"], { cwd: repo.dir });
    expect(rec.code, rec.stderr).toBe(0);
    const cassette = JSON.parse(readFileSync(join(repo.dir, "c4/deliver-report.cassette.json"), "utf8"));
    const paths = cassette.artifacts.map((a: any) => a.path);
    expect(paths).toContain("outputs/metrics.json");
    expect(JSON.parse(cassette.artifacts.find((a: any) => a.path === "outputs/metrics.json").body).rows).toBe(5);
    // the notice went to the agent as a user turn, before the tool call's answer; the model script's
    // last turn expects it in the model's input (user_contains), and the run ended with its one result
    const userTurns = cassette.controlOut.map((l: string) => JSON.parse(l)).filter((f: any) => f.type === "user");
    expect(userTurns.map((f: any) => f.message.content[0].text)).toEqual([
      "Compute the metrics of sales.csv in my uploads and give me the file.",
      expect.stringMatching(
        /^The following scratchpad files were copied into outputs so the user can open them: \/sessions\/local_[0-9a-f]+\/metrics\.json → \/sessions\/local_[0-9a-f]+\/mnt\/outputs\/metrics\.json\./,
      ),
    ]);
    expect(cassette.events.map((l: string) => JSON.parse(l)).filter((e: any) => e.type === "result")).toHaveLength(1);
  });

  it("with no container runtime, one line before the agent starts and nothing written", () => {
    const rec = runCli(["record", "scenarios/csv-report.yaml", "--out", "c5/"], {
      cwd: repo.dir,
      env: { COWORK_CONTAINER_RUNTIME: "/nonexistent/podman" },
    });
    expect(rec.code).not.toBe(0);
    const lines = rec.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/fidelity: container needs docker or podman/);
    expect(rec.stderr).not.toMatch(/recording csv-report/);
  });
});
