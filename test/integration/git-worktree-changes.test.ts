// The dirty set of the git index (src/gate/fingerprint/git-repo-index.ts worktreeChanges): read from
// `git status --porcelain=v2 -z` in a real repository, it names exactly the paths whose working
// copy differs from the index — the paths `git diff-files` names once the index is refreshed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { worktreeChanges } from "../../src/gate/fingerprint/git-repo-index.js";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function repo(): { dir: string; git: (...a: string[]) => string } {
  const dir = mkdtempSync(join(tmpdir(), "worktree-changes-"));
  dirs.push(dir);
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_")));
  const git = (...a: string[]): string =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...a], { cwd: dir, env, encoding: "utf8" });
  git("init", "-q", "-b", "main");
  for (const f of ["a.txt", "b.txt", "with space.txt", "gone.txt", "staged.txt", "moved.txt", "conflict.txt"])
    writeFileSync(join(dir, f), `${f}\n`);
  git("add", "-A");
  git("commit", "-qm", "one");
  return { dir, git };
}

describe("worktreeChanges", () => {
  it("names the modified, deleted and unmerged paths, and not the staged-only or untouched ones", () => {
    const { dir, git } = repo();
    // a conflict on conflict.txt
    git("checkout", "-qb", "other");
    writeFileSync(join(dir, "conflict.txt"), "theirs\n");
    git("commit", "-qam", "theirs");
    git("checkout", "-q", "main");
    writeFileSync(join(dir, "conflict.txt"), "ours\n");
    git("commit", "-qam", "ours");
    try {
      git("merge", "-q", "other");
    } catch {
      // the conflict is the point
    }
    writeFileSync(join(dir, "a.txt"), "changed\n");
    writeFileSync(join(dir, "with space.txt"), "changed too\n");
    unlinkSync(join(dir, "gone.txt"));
    writeFileSync(join(dir, "staged.txt"), "staged\n");
    git("add", "staged.txt");
    git("mv", "moved.txt", "renamed.txt");
    writeFileSync(join(dir, "renamed.txt"), "renamed and changed\n");
    writeFileSync(join(dir, "untracked.txt"), "new\n");

    const status = git("--no-optional-locks", "status", "--porcelain=v2", "--branch", "--untracked-files=no", "-z");
    const changed = worktreeChanges(status);
    expect([...changed].sort()).toEqual(["a.txt", "conflict.txt", "gone.txt", "renamed.txt", "with space.txt"]);
    try {
      git("update-index", "-q", "--refresh");
    } catch {
      // exits 1 when something needs updating: the refresh is done all the same
    }
    const diffFiles = new Set(
      git("diff-files", "--name-only", "-z")
        .split("\0")
        .filter((p) => p !== ""),
    );
    expect([...changed].sort()).toEqual([...diffFiles].sort());
  });

  it("a clean tree has no change, and its status still prints (the headers)", () => {
    const { git } = repo();
    const status = git("--no-optional-locks", "status", "--porcelain=v2", "--branch", "--untracked-files=no", "-z");
    expect(status.length).toBeGreaterThan(0);
    expect(worktreeChanges(status).size).toBe(0);
  });
});
