/**
 * Issue 21, item 2: a session (or scenario) can only name paths inside the repository's work tree,
 * outside `.git` — a pull request that points an upload at the checkout's `.git/config` or a folder
 * at `/home/me/.ssh` is refused with one line naming the file, its line and the path, before
 * anything is staged or started. `--allow-outside-paths` is a person's opt-in on their own machine.
 * Runs the real CLI (dist/) against a real git repository; no agent is reached.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLI } from "../helpers/paths.js";
import { recordScenario } from "../../src/live/record/record-scenario.js";

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A git repository with a scenario whose session is `session` (YAML text). */
function repoWith(session: string): { repo: string; outside: string; scenario: string } {
  const repo = mkdtempSync(join(tmpdir(), "h21-repo-"));
  const outside = mkdtempSync(join(tmpdir(), "h21-outside-"));
  made.push(repo, outside);
  execFileSync("git", ["init", "-q", repo]);
  mkdirSync(join(repo, "sessions"));
  mkdirSync(join(repo, "scenarios"));
  mkdirSync(join(repo, "data"));
  writeFileSync(join(repo, "data", "in.csv"), "a,b\n1,2\n");
  writeFileSync(join(outside, "key.pem"), "-----BEGIN KEY-----\n");
  writeFileSync(join(repo, "sessions", "s.yaml"), session.replaceAll("OUTSIDE", outside));
  writeFileSync(join(repo, "scenarios", "model.yaml"), "turns:\n  - text: hi\n");
  writeFileSync(
    join(repo, "scenarios", "t.yaml"),
    "name: t\nsession: ../sessions/s.yaml\nfidelity: protocol\n# cowork-harness model_script: model.yaml\nprompt: hi\nassert:\n  - result: success\n",
  );
  return { repo, outside, scenario: join(repo, "scenarios", "t.yaml") };
}

/** Runs the CLI with a private TMPDIR, so what it stages there can be counted. */
function run(
  repo: string,
  scenario: string,
  extra: string[] = [],
): { status: number | null; stderr: string; staged: string[] } {
  const tmp = mkdtempSync(join(tmpdir(), "h21-tmp-"));
  made.push(tmp);
  const r = spawnSync(process.execPath, [CLI, "run", scenario, ...extra], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, TMPDIR: tmp },
    timeout: 60_000,
  });
  // Node's compile cache (cli/main.ts turns it on; it defaults to the temp dir) is no staged input
  return { status: r.status, stderr: r.stderr, staged: readdirSync(tmp).filter((n) => n !== "node-compile-cache") };
}

describe("session paths stay in the repository", () => {
  it.each([
    [
      "an upload inside .git",
      "uploads:\n  - ../.git/config\n",
      2,
      /sessions\/s\.yaml:2: uploads\[0\] ".*\.git\/config" resolves inside \.git/,
    ],
    [
      "an absolute upload outside",
      "model: x\nuploads:\n  - OUTSIDE/key.pem\n",
      3,
      /sessions\/s\.yaml:3: uploads\[0\] ".*key\.pem" resolves outside the repository/,
    ],
    [
      "a folder from an absolute dir",
      "folders:\n  - from: OUTSIDE\n    mode: r\n",
      2,
      /sessions\/s\.yaml:2: folders\[0\]\.from ".*h21-outside-.*" resolves outside the repository/,
    ],
    [
      "a plugin dir climbing out",
      "plugins:\n  local_plugins:\n    - ../../..\n",
      3,
      /sessions\/s\.yaml:3: plugins\.local_plugins\[0\] .* resolves outside the repository/,
    ],
    [
      "an mcp config in the home dir",
      "mcp:\n  config: ~/.mcp.json\n",
      2,
      /sessions\/s\.yaml:2: mcp\.config .* resolves outside the repository/,
    ],
  ])("refuses %s with one line naming the file, line and path (exit 2)", (_what, session, _line, message) => {
    const { repo, scenario } = repoWith(session);
    const r = run(repo, scenario);
    expect(r.status).toBe(2);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
    expect(r.staged).toEqual([]); // refused before anything was staged
  });

  it("a symlink inside the repository that points out of it is judged by where it lands", () => {
    const { repo, outside, scenario } = repoWith("uploads:\n  - ../data/link.pem\n");
    execFileSync("ln", ["-s", join(outside, "key.pem"), join(repo, "data", "link.pem")]);
    const r = run(repo, scenario);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/sessions\/s\.yaml:2: uploads\[0\] .*link\.pem" resolves outside the repository/);
  });

  it("a session file outside the repository is refused before it is read", async () => {
    const { outside, scenario } = repoWith("uploads: []\n");
    writeFileSync(join(outside, "s.yaml"), "not: [valid yaml with a SECRET-LINE-7731\n");
    writeFileSync(
      scenario,
      `name: t\nsession: ${join(outside, "s.yaml")}\nfidelity: protocol\n# cowork-harness model_script: model.yaml\nprompt: hi\n`,
    );
    const err = await recordScenario({ scenarioPath: scenario, format: "v12", write: false, env: {} }).catch(
      (e: Error) => e,
    );
    expect(String(err)).toMatch(/scenarios\/t\.yaml: session ".*s\.yaml" resolves outside the repository/);
    expect(String(err)).not.toContain("SECRET-LINE");
  });

  it("a project uuid that is a path is refused", async () => {
    const { scenario } = repoWith("projects:\n  - uuid: ../../../escape\n    from: ../data\n");
    await expect(recordScenario({ scenarioPath: scenario, format: "v12", write: false, env: {} })).rejects.toThrow(
      /projects\[0\]\.uuid "\.\.\/\.\.\/\.\.\/escape" must be a plain name/,
    );
  });

  it("a model script outside the repository is refused; --allow-outside-paths is the local opt-in", async () => {
    const { repo, outside, scenario } = repoWith("uploads:\n  - ../data/in.csv\n");
    writeFileSync(join(outside, "m.yaml"), "turns:\n  - text: hi\n");
    writeFileSync(
      scenario,
      `name: t\nsession: ../sessions/s.yaml\nfidelity: protocol\n# cowork-harness model_script: ${join(outside, "m.yaml")}\nprompt: hi\n`,
    );
    await expect(recordScenario({ scenarioPath: scenario, format: "v12", write: false, env: {} })).rejects.toThrow(
      /scenarios\/t\.yaml:4: model script ".*m\.yaml" resolves outside the repository/,
    );
    // with the opt-in the check is skipped (the run then fails later for its own reasons, not this one)
    const r = run(repo, scenario, ["--allow-outside-paths", "--agent", "/nonexistent/claude"]);
    expect(r.stderr).not.toMatch(/resolves outside the repository/);
  });

  it("paths inside the repository are accepted", async () => {
    const { scenario } = repoWith("uploads:\n  - ../data/in.csv\nfolders:\n  - from: ../data\n");
    const r = await recordScenario({
      scenarioPath: scenario,
      format: "v12",
      write: false,
      env: {},
      agentBinary: "/nonexistent/claude",
    }).catch((e: Error) => e);
    expect(String(r)).not.toMatch(/resolves (outside|inside)/);
    expect(existsSync(scenario)).toBe(true);
  });
});
