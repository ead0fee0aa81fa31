/**
 * A session that names an upload that is not there (issue 39 item 4): the gate says so at the
 * session's line, and that re-recording cannot help — not "uploads changed since recording" with a
 * re-record fix that then fails.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { examplesRepo } from "../helpers/fixtures.js";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

let repo: TempCopy;
beforeAll(() => {
  repo = examplesRepo({ git: true });
  const session = join(repo.dir, "examples/sessions/default.yaml");
  writeFileSync(
    session,
    readFileSync(session, "utf8").replace("  - ../data/sales.csv", "  - ../data/sales.csv\n  - ../data/x.json"),
  );
  git(repo.dir, "commit", "-qam", "name an upload that is not there");
});
afterAll(() => repo?.cleanup());

describe("a session naming a missing upload", () => {
  it("is reported at the session's line as a missing file that re-recording cannot fix", () => {
    const r = runCli(["check", "examples/replays/csv-report.cassette.json"], { cwd: repo.dir });
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toContain(
      "✗ session at examples/sessions/default.yaml:6: upload ../data/x.json does not exist (line 6) — re-recording cannot help: the recorder needs the file too — fix: correct that entry of the session file",
    );
    expect(r.stdout).not.toContain("uploads changed since recording");
  });
});
