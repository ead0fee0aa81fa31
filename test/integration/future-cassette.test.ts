/**
 * A cassette of a newer format than this build (issue 39, item 7): `check` names the
 * `cassetteVersion` line, counts the scenario's assertions without the format check, and points to
 * the command that takes the best-effort flag (replay; check has none); `trace` warns before it
 * prints what it can read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, git, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";

const CASSETTE = "replays/csv-report.cassette.json";
let repo: TempCopy;
let versionLine: number;

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  const file = join(repo.dir, CASSETTE);
  const text = readFileSync(file, "utf8").replace(/"cassetteVersion": \d+/, '"cassetteVersion": 99');
  writeFileSync(file, text);
  versionLine = text.split("\n").findIndex((l) => l.includes('"cassetteVersion": 99')) + 1;
  git(repo.dir, "commit", "-qam", "a cassette from the future");
});
afterAll(() => repo?.cleanup());

describe("a cassette of a newer format", () => {
  it("check: at the version line, assertions counted without the format check, the flag where it is accepted", () => {
    const r = runCli(["check", CASSETTE], { cwd: repo.dir });
    expect(r.code).toBe(1);
    const head = r.stdout.split("\n").find((l) => l.startsWith("✗ csv-report"))!;
    const [, passed, total] = /(\d+)\/(\d+) assertions passed/.exec(head)!;
    expect(passed).toBe(total); // every scenario assertion passed: the format check is not one of them
    expect(r.stdout).toContain(`recording integrity at ${CASSETTE}:${versionLine}: cassette format too new`);
    expect(r.stdout).toContain(`\`cowork-harness replay --best-effort-future-cassette ${CASSETTE}\``);
    expect(r.stdout).not.toContain("(pass --best-effort-future-cassette");
    // the command named takes the flag
    const replay = runCli(["replay", "--best-effort-future-cassette", CASSETTE], { cwd: repo.dir });
    expect(replay.stderr).not.toMatch(/unknown option/i);
  });

  it("trace: a warning on stderr, then the trace", () => {
    const r = runCli(["trace", CASSETTE], { cwd: repo.dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`warning: ${CASSETTE}: cassette format v99 is newer than this harness understands`);
    expect(r.stdout.length).toBeGreaterThan(0);
  });
});
