/**
 * The quick bench's base (bench/base-commit.mjs), on real git repositories with commit dates set:
 * a submission that commits dist/ twice is compared against the commit before it landed, not
 * against its own first build; a clean clone of main (origin/main is HEAD) finds the same; a
 * branch compares against its merge base; a submission that left dist/ alone falls back to the
 * previous build; a history without a pause uses the previous build of dist/.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain-JS bench module without types
import { resolveBase } from "../../bench/base-commit.mjs";

type Base = { sha?: string; why?: string; error?: string };
const base = (opts: { cwd: string; given?: string; gapHours?: number }): Base => resolveBase(opts) as Base;

const work = mkdtempSync(join(tmpdir(), "cowork-bench-base-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const DAY1 = Date.parse("2026-11-30T10:00:00Z") / 1000;
const DAY2 = Date.parse("2026-12-01T13:00:00Z") / 1000;

function git(cwd: string, args: string[], at?: number): string {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith("GIT_")) delete env[k];
  if (at !== undefined) env.GIT_AUTHOR_DATE = env.GIT_COMMITTER_DATE = `@${at} +0000`;
  return execFileSync(
    "git",
    ["-c", "user.name=t", "-c", "user.email=t@example.invalid", "-c", "commit.gpgsign=false", ...args],
    {
      cwd,
      env,
      encoding: "utf8",
    },
  ).trim();
}

/** A repository; each commit writes `files` (path → text) at `at` (epoch seconds) and returns its sha. */
function repo(name: string): { dir: string; commit(at: number, files: Record<string, string>): string } {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  git(dir, ["init", "-q", "-b", "main"]);
  return {
    dir,
    commit(at, files) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(dir, path, ".."), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      git(dir, ["add", "-A"]);
      git(dir, ["commit", "-q", "--allow-empty", "-m", `at ${at}`], at);
      return git(dir, ["rev-parse", "HEAD"]);
    },
  };
}

describe("quick bench base commit", () => {
  // yesterday's submission, then today's, which builds dist/ twice
  const r = repo("two-builds");
  r.commit(DAY1, { "dist/cli.js": "v1", "src/a.ts": "1" });
  const landed = r.commit(DAY1 + 600, { "src/a.ts": "2", "dist/cli.js": "v2" });
  const firstBuild = r.commit(DAY2, { "src/a.ts": "3", "dist/cli.js": "v3" });
  r.commit(DAY2 + 1200, { "src/a.ts": "4", "dist/cli.js": "v4" });
  r.commit(DAY2 + 1500, { "test/a.test.ts": "t" });

  it("compares a submission that committed dist/ twice against the commit before it landed", () => {
    const b = base({ cwd: r.dir });
    expect(b.sha).toBe(landed);
    expect(b.sha).not.toBe(firstBuild);
    expect(b.why).toMatch(/last landed commit/);
  });

  it("finds the same in a clean clone of main, where origin/main is HEAD", () => {
    const clone = join(work, "clean-clone");
    git(work, ["clone", "-q", r.dir, clone]);
    expect(git(clone, ["rev-parse", "origin/main"])).toBe(git(clone, ["rev-parse", "HEAD"]));
    expect(base({ cwd: clone }).sha).toBe(landed);
  });

  it("compares a branch against its merge base with the upstream", () => {
    const clone = join(work, "branch-clone");
    git(work, ["clone", "-q", r.dir, clone]);
    const tip = git(clone, ["rev-parse", "HEAD"]);
    git(clone, ["checkout", "-q", "-b", "feature", "--track", "origin/main"]);
    writeFileSync(join(clone, "dist/cli.js"), "v5");
    git(clone, ["commit", "-q", "-am", "feature build"], DAY2 + 4000);
    const b = base({ cwd: clone });
    expect(b.sha).toBe(tip);
    expect(b.why).toBe("git merge-base HEAD @{upstream}");
  });

  it("takes the build before the last landed one when the submission left dist/ alone", () => {
    const q = repo("docs-only");
    const v1 = q.commit(DAY1, { "dist/cli.js": "v1" });
    q.commit(DAY1 + 300, { "dist/cli.js": "v2" });
    q.commit(DAY2, { "README.md": "docs" });
    const b = base({ cwd: q.dir });
    expect(b.sha).toBe(v1);
    expect(b.why).toMatch(/did not change dist/);
  });

  it("falls back to the previous build of dist/ when the history has no pause", () => {
    const y = repo("young");
    const v1 = y.commit(DAY2, { "dist/cli.js": "v1" });
    y.commit(DAY2 + 60, { "dist/cli.js": "v2" });
    y.commit(DAY2 + 120, { "test/x.test.ts": "x" });
    const b = base({ cwd: y.dir });
    expect(b.sha).toBe(v1);
    expect(b.why).toMatch(/previous build of dist/);
    // the pause is configurable: with 30 s, the last commit alone is the submission (and as it
    // left dist/ alone, the build before the landed one is the base)
    const short = base({ cwd: y.dir, gapHours: 30 / 3600 });
    expect(short.sha).toBe(v1);
    expect(short.why).toMatch(/did not change dist/);
  });

  it("says why there is no base, and refuses a given ref that is not a commit", () => {
    const e = repo("empty");
    expect(base({ cwd: e.dir })).toEqual({ why: "not a git checkout" });
    e.commit(DAY2, { "README.md": "x" });
    expect(base({ cwd: e.dir })).toEqual({ why: "no commit in this history changed dist/" });
    expect(base({ cwd: e.dir, given: "no-such-ref" }).error).toMatch(/^base no-such-ref is not a commit here/);
    expect(base({ cwd: r.dir, given: "HEAD~1" }).sha).toBe(git(r.dir, ["rev-parse", "HEAD~1"]));
  });
});
