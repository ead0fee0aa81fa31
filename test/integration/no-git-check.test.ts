/**
 * The gate outside a git repository (an unpacked archive, a CI cache): fingerprints are computed
 * over all files (raw mode). A git-recorded cassette whose files are all there, unchanged, is
 * fresh; an extra file is reported as what it is, never blamed on COWORK_HARNESS_GITSET, which
 * the user did not set. Also `check --junit` on that run: the file validates and agrees.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { exampleCassetteNames } from "../helpers/fixtures.js";
import { runCli } from "../helpers/run-cli.js";

let dir: string;
const SKILL_DIR = "examples/skills/csv-metrics";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cowork-nogit-"));
  cpSync(join(REPO_ROOT, "examples"), join(dir, "examples"), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("check without .git", () => {
  it("the copy is not in a git repository", () => {
    const r = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { cwd: dir, encoding: "utf8" });
    expect(r.status).not.toBe(0);
    expect(existsSync(join(dir, SKILL_DIR))).toBe(true);
  });

  it("fingerprint says why it is in raw mode", () => {
    const r = runCli(["fingerprint", SKILL_DIR], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^mode +raw \(not a git repository: fingerprints computed over all files\)$/m);
  });

  it("an unchanged copy of git-recorded cassettes is fresh, and the JUnit file says so", () => {
    const r = runCli(["check", "examples", "--junit", "report.xml"], { cwd: dir });
    const all = r.stdout + r.stderr;
    expect(r.code, all).toBe(0);
    expect(all).not.toContain("COWORK_HARNESS_GITSET");
    const n = exampleCassetteNames().length;
    expect(r.stdout).toContain(`gate passed: ${n} cassettes: ${n} passed, 0 failed, 0 stale, 0 errored`);
    const xml = readFileSync(join(dir, "report.xml"), "utf8");
    expect(xml).toContain(`<testsuites name="cowork-harness" tests="${n}" failures="0" errors="0" skipped="0">`);
    const v = spawnSync(
      "xmllint",
      ["--noout", "--schema", join(REPO_ROOT, "test/fixtures/junit/junit.xsd"), join(dir, "report.xml")],
      { encoding: "utf8" },
    );
    expect([v.error?.message, v.status, v.stderr.trim()]).toEqual([
      undefined,
      0,
      `${join(dir, "report.xml")} validates`,
    ]);
  });

  it("an extra file is named, with the raw-mode reason and no variable the user never set", () => {
    const extra = join(dir, SKILL_DIR, "NOTES.txt");
    writeFileSync(extra, "scratch\n");
    try {
      const r = runCli(
        ["check", "examples/replays/csv-report.cassette.json", "--fail-on", "stale-any", "--junit", "stale.xml"],
        { cwd: dir },
      );
      const all = r.stdout + r.stderr;
      expect(r.code, all).toBe(1);
      expect(all).not.toContain("COWORK_HARNESS_GITSET");
      expect(r.stdout).toContain(
        "not a git repository: fingerprints computed over all files (raw mode); the cassette was recorded over git-tracked files only, and the digests differ (1 added (NOTES.txt)): untracked files alone can cause that — verify inside the git checkout, or re-record here",
      );
      expect(readFileSync(join(dir, "stale.xml"), "utf8")).toMatch(
        /<failure message="examples\/replays\/csv-report.cassette.json:\d+: stale \(format\): not a git repository: fingerprints computed over all files \(raw mode\);/,
      );
    } finally {
      unlinkSync(extra);
    }
  });
});
