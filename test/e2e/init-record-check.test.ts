/**
 * Issue 17's acceptance for `init`: a new user scaffolds a skill test into a fresh git repository,
 * records it with the real pinned agent against the scaffolded scripted model (no token), commits,
 * and the gate is green and fresh — with no file taken from examples/. init never overwrites.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { git } from "../helpers/git-copy.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { runCli } from "../helpers/run-cli.js";
import { CASSETTE_PATH, NOTES_COUNTS, SCENARIO_PATH, TEMPLATE_FILES } from "../../src/live/init/templates.js";
import { loadScenarioText } from "../../src/core/scenario/load.js";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}
const sha = (p: string): string => createHash("sha256").update(readFileSync(p)).digest("hex");

let base: string;
let repo: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "cowork-init-"));
  repo = join(base, "my-skills");
  mkdirSync(repo);
  git(repo, "init", "-q", "-b", "main");
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

// No ANTHROPIC_API_KEY reaches record: the scaffold must record with its scripted model alone.
const NO_TOKEN = { ANTHROPIC_API_KEY: "", ANTHROPIC_AUTH_TOKEN: "", CLAUDE_CODE_OAUTH_TOKEN: "" };

describe("init → record → commit → check", () => {
  it("init writes every template file and says what to run next", () => {
    const run = runCli(["init", "my-skills"], { cwd: base });
    expect(run.code, run.stderr).toBe(0);
    for (const f of TEMPLATE_FILES) expect(readFileSync(join(repo, f.path), "utf8"), f.path).toBe(f.content);
    expect(
      filesUnder(repo)
        .filter((p) => !p.includes("/.git/"))
        .map((p) => relative(repo, p))
        .sort(),
    ).toEqual(TEMPLATE_FILES.map((f) => f.path).sort());
    expect(run.stdout).toContain(`cowork-harness record ${SCENARIO_PATH}`);
  });

  it("no scaffolded file is a copy of a file in examples/", () => {
    const examples = new Set(filesUnder(join(REPO_ROOT, "examples")).map(sha));
    const copied = TEMPLATE_FILES.filter((f) => examples.has(sha(join(repo, f.path)))).map((f) => f.path);
    expect(copied).toEqual([]);
  });

  it("the skill's own script prints the counts the model script and the assertions expect", () => {
    const out = execFileSync(
      process.execPath,
      ["cowork/skills/word-count/skills/word-count/scripts/count.mjs", "cowork/data/notes.txt"],
      {
        cwd: repo,
        encoding: "utf8",
      },
    );
    expect(JSON.parse(out)).toEqual(NOTES_COUNTS);
  });

  it("the scenario uses only keys the reference CLI accepts and names its model script by directive", () => {
    const loaded = loadScenarioText(readFileSync(join(repo, SCENARIO_PATH), "utf8"), SCENARIO_PATH);
    expect(loaded.authored).not.toHaveProperty("model_script");
    expect(loaded.modelScript).toMatchObject({ form: "directive", path: "../model-scripts/word-count.yaml" });
  });

  it("lint finds no ERROR or WARN in the scaffolded scenario", () => {
    const run = runCli(["lint", SCENARIO_PATH, "--min-severity", "WARN", "--strict"], { cwd: repo });
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  it("records with the real agent and no token, writing the cassette beside the scenario", () => {
    git(repo, "add", "-A"); // the fingerprint covers the files git tracks
    const run = runCli(["record", SCENARIO_PATH, "--output-format", "json"], { cwd: repo, env: NO_TOKEN });
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout).results[0];
    expect(result.verdict.pass, run.stdout).toBe(true);
    expect(result.assertions.length).toBeGreaterThanOrEqual(8);
    expect(existsSync(join(repo, CASSETTE_PATH))).toBe(true);
  });

  it("after the commit, check is green with nothing stale", () => {
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "cowork skill test");
    const run = runCli(["check", "--fail-on", "assertions,stale-any,unverifiable"], { cwd: repo });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/1 cassette: 1 passed, 0 failed, 0 stale, 0 errored/);
  });

  it("the gate fails once the skill's script changes (the scaffold tests something)", () => {
    const script = join(repo, "cowork/skills/word-count/skills/word-count/scripts/count.mjs");
    writeFileSync(script, `${readFileSync(script, "utf8")}// edited\n`);
    git(repo, "commit", "-qam", "edit the skill");
    const run = runCli(["check", "--fail-on", "stale-skill"], { cwd: repo });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(/stale \(skill\)/);
  });

  it("inside GitHub Actions, check annotates the edited line once: repository-relative, with the fix", () => {
    const scriptPath = "cowork/skills/word-count/skills/word-count/scripts/count.mjs";
    const editedLine = readFileSync(join(repo, scriptPath), "utf8").split("\n").indexOf("// edited") + 1;
    const run = runCli(["check", "--fail-on", "stale-skill"], { cwd: repo, env: { GITHUB_ACTIONS: "true" } });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const commands = (run.stdout + run.stderr).split("\n").filter((l) => l.startsWith("::"));
    expect(commands).toHaveLength(1);
    expect(commands[0]).toMatch(
      new RegExp(
        `^::error file=${scriptPath.replace(/\./g, "\\.")},line=${editedLine},title=skill drift%3A ${CASSETTE_PATH.replace(/\./g, "\\.")} is stale::`,
      ),
    );
    expect(commands[0]).toContain(`cowork-harness rerecord ${CASSETTE_PATH}`);
    // the replay step's own message about it is not printed beside the annotation: said once
    expect(run.stderr).not.toMatch(/cassette stale/);
  });
});

describe("init never overwrites", () => {
  it("a directory with one of the files: one line, exit 2, nothing written", () => {
    const dir = mkdtempSync(join(tmpdir(), "cowork-init-refuse-"));
    try {
      mkdirSync(join(dir, ".github/workflows"), { recursive: true });
      writeFileSync(join(dir, ".github/workflows/cowork.yml"), "mine\n");
      const run = runCli(["init"], { cwd: dir });
      expect(run.code).toBe(2);
      expect(run.stderr.trimEnd().split("\n")).toEqual([
        "cowork-harness init: .github/workflows/cowork.yml already exists — init never overwrites; run it in a directory without these files",
      ]);
      expect(readFileSync(join(dir, ".github/workflows/cowork.yml"), "utf8")).toBe("mine\n");
      expect(existsSync(join(dir, "cowork"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("--help exits 0 with the usage; two directories are a usage error", () => {
    const help = runCli(["init", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: cowork-harness init \[dir\]/);
    expect(runCli(["init", "a", "b"], { cwd: tmpdir() }).code).toBe(2);
  });
});
