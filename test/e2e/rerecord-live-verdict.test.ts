/**
 * rerecord judges the live run by the scenario's live-only keys (issue 23): when the new run
 * deletes an output file that `no_delete_in_outputs` guards, nothing is committed or pushed, the
 * old cassette stays byte-identical, and the report names the failing assertion's scenario line.
 * Real git, a bare remote, the real agent at the protocol tier against a scripted model.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let base: string;
let work: string;
let remote: string;

const SCRIPT = (command: string) =>
  [
    "turns:",
    "  - respond:",
    `      - tool_use: {name: Bash, input: {command: ${JSON.stringify(command)}, description: tidy}}`,
    "  - expect: {tool_result_contains: step-done}",
    "    respond:",
    '      - text: "Report tidied."',
    "",
  ].join("\n");

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "cowork-h23-rerecord-"));
  remote = join(base, "remote.git");
  git(base, "init", "-q", "--bare", "-b", "main", remote);
  work = join(base, "work");
  for (const d of ["skills", "sessions", "data"])
    cpSync(join(REPO_ROOT, "examples", d), join(work, d), { recursive: true });
  writeFileSync(
    join(work, "tidy.yaml"),
    SCRIPT("mkdir -p outputs && echo draft > outputs/report.txt && echo step-done"),
  );
  writeFileSync(
    join(work, "tidy-report.yaml"),
    [
      "name: tidy-report",
      "session: sessions/default.yaml",
      "fidelity: protocol",
      "# cowork-harness model_script: tidy.yaml",
      "prompt: tidy the report",
      "answers:",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      "  - result: success",
      "  - allow_l0_plugin_divergence: true",
      "  - no_delete_in_outputs: true",
      "",
    ].join("\n"),
  );
  git(work, "init", "-q", "-b", "main");
  git(work, "remote", "add", "origin", remote);
  git(work, "add", "-A"); // a live run stages only what git tracks (the upload too)
  const rec = runCli(["record", "tidy-report.yaml", "--out", "replays/"], { cwd: work });
  if (rec.code !== 0) throw new Error(rec.stdout + rec.stderr);
  git(work, "add", "-A");
  git(work, "commit", "-q", "-m", "fixture");
  git(work, "push", "-q", "-u", "origin", "main");
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("rerecord with a live-only key the new run violates", () => {
  it("commits and pushes nothing, keeps the old cassette, and fails at the assertion's line", () => {
    // the model now deletes the report it wrote: the cassette is stale (its model script changed) and the new run breaks no_delete_in_outputs
    writeFileSync(
      join(work, "tidy.yaml"),
      SCRIPT("mkdir -p outputs && echo draft > outputs/report.txt && rm outputs/report.txt && echo step-done"),
    );
    git(work, "commit", "-qam", "script: delete the draft");
    git(work, "push", "-q", "origin", "main");
    const head = git(work, "rev-parse", "HEAD").trim();
    const cassette = readFileSync(join(work, "replays/tidy-report.cassette.json"), "utf8");

    const run = runCli(["rerecord", "replays", "--commit-mode", "push"], { cwd: work });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /the live run failed its assertions: tidy-report\.yaml:11: no_delete_in_outputs: delete op\(s\) touched outputs \(forbidden in Cowork\): rm outputs\/report\.txt/,
    );
    expect(git(work, "rev-parse", "HEAD").trim()).toBe(head);
    expect(git(remote, "rev-parse", "refs/heads/main").trim()).toBe(head);
    expect(readFileSync(join(work, "replays/tidy-report.cassette.json"), "utf8")).toBe(cassette);
    expect(git(work, "status", "--porcelain").trim()).toBe("");
  });
});
