/**
 * Issue 13's acceptance: one edit at a time on a branch of a real git repository holding our
 * recorded examples, each run through the Action's entrypoint with the default fail-on. Each
 * must surface with the right class, at the repository-relative file (and line) the author
 * edited, with the fix command, and the right exit code.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { examplesRepo } from "../helpers/fixtures.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { annotationsOf, runActionEntrypoint } from "../helpers/run-action.js";

const CASSETTE = "examples/replays/csv-report.cassette.json";
const SCENARIO = "examples/scenarios/csv-report.yaml";

let repo: TempCopy;
let server: GitHubTestServer;

beforeAll(() => {
  repo = examplesRepo({ git: true });
});
afterAll(() => repo?.cleanup());
beforeEach(async () => {
  git(repo.dir, "checkout", "-q", "main");
  git(repo.dir, "checkout", "-q", "-B", "edit");
  server = await startGitHubServer();
});
afterEach(async () => {
  git(repo.dir, "checkout", "-q", "-f", "main");
  await server.close();
});

function edit(rel: string, change: (text: string) => string): void {
  const p = join(repo.dir, rel);
  writeFileSync(p, change(readFileSync(p, "utf8")));
  git(repo.dir, "commit", "-qam", `edit ${rel}`);
}

const gate = (inputs: Record<string, string> = {}) =>
  runActionEntrypoint({
    workspace: repo.dir,
    apiUrl: server.url,
    inputs: { paths: CASSETTE, comment: "never", ...inputs },
  });

const lineOf = (rel: string, needle: string): number =>
  readFileSync(join(repo.dir, rel), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;

describe("each edit that changes what a cassette means fails or warns at the edited line", () => {
  it("unedited: the gate passes", async () => {
    const run = await gate();
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.ok).toBe("true");
  });

  it("1. an assertion the recording violates fails at its scenario YAML line, re-evaluated on the recording", async () => {
    edit(SCENARIO, (t) => t.replace("tool_not_called: WebFetch", "tool_not_called: Bash"));
    const run = await gate();
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs.failed).toBe("1");
    const a = annotationsOf(run.stdout).find((x) => x.level === "error" && x.title?.includes("tool_not_called"));
    expect(a, run.stdout).toMatchObject({ file: SCENARIO, line: lineOf(SCENARIO, "tool_not_called: Bash") });
    expect(run.summary).toContain("failed re-evaluated assertion");
    expect(run.summary).toContain("Re-evaluated assertions (1 cassette)");
    expect(run.summary).toMatch(/tool\\_not\\_called: WebFetch/);
  });

  it("1b. an assertion the recording satisfies passes, with a note that the assertions were re-evaluated", async () => {
    edit(SCENARIO, (t) => t.replace("tool_not_called: WebFetch", "tool_not_called: WebSearch"));
    const run = await gate();
    expect(run.code, run.stdout).toBe(0);
    const note = annotationsOf(run.stdout).find(
      (x) => x.level === "notice" && x.title?.startsWith("assertions re-evaluated"),
    );
    expect(note, run.stdout).toMatchObject({ file: SCENARIO, line: lineOf(SCENARIO, "tool_not_called: WebSearch") });
    expect(note!.message).toContain("`tool_not_called: WebFetch` → `tool_not_called: WebSearch`");
  });

  it("1c. with reassert: false the frozen assertions are judged and the edit is not evaluated", async () => {
    edit(SCENARIO, (t) => t.replace("tool_not_called: WebFetch", "tool_not_called: Bash"));
    const run = await gate({ reassert: "false" });
    expect(run.code, run.stdout).toBe(0);
  });

  it("1d. an added live-only key is 'needs a live run', never passed", async () => {
    edit(SCENARIO, (t) =>
      t.replace("  - tool_not_called: WebFetch", "  - tool_not_called: WebFetch\n  - egress_denied: example.com"),
    );
    const run = await gate();
    const w = annotationsOf(run.stdout).find((x) => x.title === "egress_denied needs a live run");
    expect(w, run.stdout).toMatchObject({ level: "warning", file: SCENARIO });
    expect(run.summary).toContain("needs a live run");
  });

  it("a scenario edit that can never pass (a lint ERROR) fails the gate at that YAML line", async () => {
    edit(SCENARIO, (t) =>
      t.replace("  - tool_not_called: WebFetch", "  - tool_not_called: WebFetch\n  - file_absent: outputs/metrics.md"),
    );
    const run = await gate();
    expect(run.code, run.stdout).toBe(1);
    const a = annotationsOf(run.stdout).find((x) => x.title === "scenario lint error");
    expect(a, run.stdout).toMatchObject({ level: "error", file: SCENARIO, line: lineOf(SCENARIO, "file_absent") });
    expect(a!.message).toContain("file-absent-contradiction");
  });

  it("2. an edited model script is stale (model-script) at that file and fails the gate", async () => {
    edit("examples/model-scripts/csv-report.yaml", (t) => `${t}# a comment\n`);
    const run = await gate();
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs.stale).toBe("1");
    const a = annotationsOf(run.stdout).find((x) => x.title?.startsWith("model-script"));
    expect(a, run.stdout).toMatchObject({ level: "error", file: "examples/model-scripts/csv-report.yaml" });
    expect(a!.message).toContain(`Fix: cowork-harness rerecord ${CASSETTE}`);
  });

  it("3. an edited upload is stale (uploads) at the upload, on its first changed line", async () => {
    const lines = readFileSync(join(repo.dir, "examples/data/sales.csv"), "utf8").split("\n").length;
    appendFileSync(join(repo.dir, "examples/data/sales.csv"), "2024-06-01,widget,9,1.00\n");
    git(repo.dir, "commit", "-qam", "one more row");
    const run = await gate();
    expect(run.code, run.stdout).toBe(1);
    const a = annotationsOf(run.stdout).find((x) => x.title?.startsWith("uploads"));
    expect(a, run.stdout).toMatchObject({ level: "error", file: "examples/data/sales.csv", line: lines });
    expect(a!.message).toContain("examples/data/sales.csv");
  });

  it("4a. a changed session permission_mode is stale (session) at that key of the session file", async () => {
    edit("examples/sessions/default.yaml", (t) =>
      t.replace("permission_mode: default", "permission_mode: acceptEdits"),
    );
    const run = await gate();
    expect(run.code, run.stdout).toBe(1);
    const a = annotationsOf(run.stdout).find((x) => x.title?.startsWith("session"));
    expect(a, run.stdout).toMatchObject({
      level: "error",
      file: "examples/sessions/default.yaml",
      line: lineOf("examples/sessions/default.yaml", "permission_mode"),
    });
    expect(a!.message).toContain("permission_mode");
  });

  it("4b. a changed session uploads list is stale (session), naming uploads", async () => {
    writeFileSync(join(repo.dir, "examples/data/more.csv"), "date,item,qty,price\n");
    edit("examples/sessions/default.yaml", (t) =>
      t.replace("  - ../data/sales.csv", "  - ../data/sales.csv\n  - ../data/more.csv"),
    );
    git(repo.dir, "add", "-A");
    git(repo.dir, "commit", "-qm", "add the upload");
    const run = await gate();
    expect(run.code, run.stdout).toBe(1);
    const a = annotationsOf(run.stdout).find((x) => x.title?.startsWith("session"));
    // at the added entry, not the parent `uploads:` key (issue 26)
    expect(a, run.stdout).toMatchObject({
      file: "examples/sessions/default.yaml",
      line: lineOf("examples/sessions/default.yaml", "../data/more.csv"),
    });
    expect(a!.message).toContain("uploads");
  });

  it("an invalid session fails as an invalid session file at the offending line: the parse error once, no absolute path", async () => {
    edit("examples/sessions/default.yaml", (t) =>
      t.replace(/^permission_parity: strict/m, "permission_parity: lenient"),
    );
    const run = await gate();
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ failed: "1", stale: "0" });
    const a = annotationsOf(run.stdout).filter((x) => x.file === "examples/sessions/default.yaml");
    expect(a, run.stdout).toHaveLength(1);
    expect(a[0]).toMatchObject({
      level: "error",
      title: "session file does not load",
      line: lineOf("examples/sessions/default.yaml", "permission_parity"),
    });
    expect(a[0]!.message).toMatch(
      /^csv-report: the session file does not load: permission_parity: .*"strict".* Fix the session file, then check again\.$/,
    );
    expect(a[0]!.message).not.toContain(repo.dir);
    expect(run.summary).toContain("session file that does not load");
  });

  it("a skill edit warns at the edited line of the skill file (repository-relative), and does not fail by default", async () => {
    const skill = "examples/skills/csv-metrics/skills/csv-metrics/SKILL.md";
    // the first added line: the blank line appended after the last one
    const before = readFileSync(join(repo.dir, skill), "utf8").split("\n").length;
    appendFileSync(join(repo.dir, skill), "\nOne more instruction.\n");
    git(repo.dir, "commit", "-qam", "edit the skill");
    const run = await gate();
    expect(run.code, run.stdout).toBe(0);
    const a = annotationsOf(run.stdout).filter((x) => x.title?.startsWith("skill drift"));
    expect(a, run.stdout).toHaveLength(1);
    expect(a[0], JSON.stringify(a[0])).toMatchObject({ level: "warning", file: skill, line: before });
    expect(a[0]!.message.split(skill).length - 1).toBe(1);
    expect(a[0]!.message).toMatch(/Fix: cowork-harness rerecord examples\/replays\/csv-report\.cassette\.json$/);
    const strict = await gate({ "fail-on": "assertions,stale-skill" });
    expect(strict.code).toBe(1);
  });

  it("a prompt edit is stale (scenario) at the prompt line, telling to re-record", async () => {
    edit(SCENARIO, (t) => t.replace("Compute summary metrics", "Compute all summary metrics"));
    const run = await gate();
    expect(run.code, run.stdout).toBe(1);
    const a = annotationsOf(run.stdout).find((x) => x.title?.startsWith("scenario"));
    expect(a, run.stdout).toMatchObject({ level: "error", file: SCENARIO, line: lineOf(SCENARIO, "prompt:") });
    expect(a!.message).toContain("prompt");
  });

  it("a stale annotation names the re-record workflow when the repository has one", async () => {
    const dir = join(repo.dir, ".github/workflows");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "refresh.yml"),
      "jobs:\n  r:\n    steps:\n      - uses: cowork-harness/cowork-harness@v1\n        with:\n          command: rerecord\n",
    );
    edit("examples/model-scripts/csv-report.yaml", (t) => `${t}# a comment\n`);
    const run = await gate();
    const a = annotationsOf(run.stdout).find((x) => x.title?.startsWith("model-script"));
    expect(a!.message).toContain("run the re-record workflow (.github/workflows/refresh.yml)");
  });
});
