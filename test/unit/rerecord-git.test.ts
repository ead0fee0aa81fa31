/**
 * The re-record git layer alone, against real repositories in temp dirs with a bare remote:
 * only the named files are committed, the bot identity, the bounded fetch-rebase-retry, an
 * aborted conflicting rebase, the off-branch commit and the lease-guarded bot branch.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git } from "../helpers/git-copy.js";
import {
  commitOffBranch,
  commitOnly,
  currentBranch,
  DEFAULT_BOT_IDENTITY,
  filesOfCommit,
  isNonFastForward,
  pushBotBranch,
  pushWithRebase,
  remoteBranchSha,
} from "../../src/rerecord/git.js";

let base: string;
let remote: string;
let work: string;

function clone(name: string): string {
  const dir = join(base, name);
  git(base, "clone", "-q", remote, dir);
  return dir;
}

function commitIn(dir: string, file: string, text: string, message: string): string {
  writeFileSync(join(dir, file), text);
  git(dir, "add", file);
  git(dir, "commit", "-q", "-m", message);
  return git(dir, "rev-parse", "HEAD").trim();
}

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "rerecord-git-"));
  remote = join(base, "remote.git");
  git(base, "init", "-q", "--bare", "-b", "main", remote);
  const seed = join(base, "seed");
  git(base, "init", "-q", "-b", "main", seed);
  writeFileSync(join(seed, "a.cassette.json"), '{"v":1}\n');
  writeFileSync(join(seed, "b.cassette.json"), '{"v":1}\n');
  writeFileSync(join(seed, "notes.md"), "notes\n");
  git(seed, "add", "-A");
  git(seed, "commit", "-q", "-m", "seed");
  git(seed, "push", "-q", remote, "main");
  work = clone("work");
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const remoteHead = () => git(remote, "rev-parse", "refs/heads/main").trim();

describe("commitOnly", () => {
  it("commits exactly the named files; dirty, staged and untracked files stay as they were", async () => {
    writeFileSync(join(work, "a.cassette.json"), '{"v":2}\n');
    writeFileSync(join(work, "b.cassette.json"), '{"v":2}\n'); // changed but not named
    writeFileSync(join(work, "notes.md"), "dirty\n");
    git(work, "add", "notes.md"); // staged by someone else
    writeFileSync(join(work, "untracked.txt"), "new\n");
    const sha = await commitOnly({ dir: work }, ["a.cassette.json"], "Re-record 1 stale cassette\n\n- a.cassette.json\n");
    expect(sha).toBeDefined();
    expect(await filesOfCommit({ dir: work }, sha!)).toEqual(["a.cassette.json"]);
    const status = git(work, "status", "--porcelain").split("\n").filter(Boolean).sort();
    expect(status).toEqual([" M b.cassette.json", "?? untracked.txt", "M  notes.md"]);
    expect(git(work, "log", "-1", "--format=%an <%ae>|%cn <%ce>").trim()).toBe(
      `${DEFAULT_BOT_IDENTITY.name} <${DEFAULT_BOT_IDENTITY.email}>|${DEFAULT_BOT_IDENTITY.name} <${DEFAULT_BOT_IDENTITY.email}>`,
    );
  });

  it("uses a configured identity, and commits nothing when the files did not change", async () => {
    expect(await commitOnly({ dir: work }, ["a.cassette.json"], "noop")).toBeUndefined();
    writeFileSync(join(work, "a.cassette.json"), '{"v":3}\n');
    const sha = await commitOnly({ dir: work, identity: { name: "Cassette Bot", email: "bot@example.invalid" } }, [join(work, "a.cassette.json")], "m");
    expect(git(work, "log", "-1", "--format=%an <%ae>", sha!).trim()).toBe("Cassette Bot <bot@example.invalid>");
  });
});

describe("currentBranch", () => {
  it("names the checked-out branch, and refuses a detached HEAD with a one-line hint", async () => {
    expect(await currentBranch({ dir: work })).toBe("main");
    git(work, "checkout", "-q", "--detach");
    await expect(currentBranch({ dir: work })).rejects.toThrow(/HEAD is detached — check out a branch before re-recording/);
  });
});

describe("pushWithRebase", () => {
  it("pushes a fast-forward in one attempt, without rebasing", async () => {
    commitIn(work, "a.cassette.json", '{"v":2}\n', "ours");
    const r = await pushWithRebase({ dir: work }, { branch: "main" });
    expect(r).toMatchObject({ attempts: 1, rebased: false });
    expect(remoteHead()).toBe(r.sha);
  });

  it("a concurrent unrelated push: fetch, rebase, push again — both commits land", async () => {
    const ours = commitIn(work, "a.cassette.json", '{"v":2}\n', "ours");
    const other = clone("other");
    const theirs = commitIn(other, "notes.md", "theirs\n", "theirs");
    git(other, "push", "-q", "origin", "main");
    writeFileSync(join(work, "b.cassette.json"), '{"v":"local edit"}\n'); // dirty: survives the rebase, stays out of the push
    writeFileSync(join(work, "scratch.txt"), "untracked\n");
    const r = await pushWithRebase({ dir: work }, { branch: "main" });
    expect(git(work, "status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual([" M b.cassette.json", "?? scratch.txt"]);
    expect(git(remote, "show", "main:b.cassette.json")).toBe('{"v":1}\n');
    expect(r.attempts).toBe(2);
    expect(r.rebased).toBe(true);
    expect(r.sha).not.toBe(ours);
    expect(remoteHead()).toBe(r.sha);
    expect(git(work, "rev-parse", `${r.sha}^`).trim()).toBe(theirs);
    expect(readFileSync(join(work, "notes.md"), "utf8")).toBe("theirs\n");
  });

  it("gives up after the bound (3 pushes), never forcing, when the remote keeps moving", async () => {
    commitIn(work, "a.cassette.json", '{"v":2}\n', "ours");
    const other = clone("other");
    let calls = 0;
    const err = await pushWithRebase(
      { dir: work },
      {
        branch: "main",
        beforePush: () => {
          calls++;
          commitIn(other, "notes.md", `race ${calls}\n`, `race ${calls}`);
          git(other, "push", "-q", "origin", "main");
        },
      },
    ).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/rejected as non-fast-forward 3 times/);
    expect((err as Error).message.split("\n")).toHaveLength(1);
    expect(calls).toBe(3);
    expect(remoteHead()).toBe(git(other, "rev-parse", "HEAD").trim()); // the remote's history was not overwritten
  });

  it("a conflicting change to the same file: rebase aborted, nothing pushed, a clear one-line error", async () => {
    const ours = commitIn(work, "a.cassette.json", '{"v":"ours"}\n', "ours");
    const other = clone("other");
    commitIn(other, "a.cassette.json", '{"v":"theirs"}\n', "theirs");
    git(other, "push", "-q", "origin", "main");
    const before = remoteHead();
    const err = (await pushWithRebase({ dir: work }, { branch: "main" }).catch((e: Error) => e)) as Error;
    expect(err.message).toMatch(/the remote changed a\.cassette\.json as well.*rebase aborted, nothing pushed/);
    expect(err.message).not.toContain("\n");
    expect(remoteHead()).toBe(before);
    expect(existsSync(join(work, ".git/rebase-merge")) || existsSync(join(work, ".git/rebase-apply"))).toBe(false);
    expect(git(work, "rev-parse", "HEAD").trim()).toBe(ours);
    expect(git(work, "status", "--porcelain").trim()).toBe("");
  });

  it("stops before pushing when the post-rebase check objects", async () => {
    commitIn(work, "a.cassette.json", '{"v":2}\n', "ours");
    const other = clone("other");
    commitIn(other, "notes.md", "theirs\n", "theirs");
    git(other, "push", "-q", "origin", "main");
    const before = remoteHead();
    const err = (await pushWithRebase({ dir: work }, { branch: "main", afterRebase: async () => "stale again" }).catch((e: Error) => e)) as Error;
    expect(err.message).toMatch(/stopped after the rebase: stale again/);
    expect(remoteHead()).toBe(before);
  });

  it("recognises git's non-fast-forward rejections and nothing else", () => {
    expect(isNonFastForward(new Error(" ! [rejected]        HEAD -> main (fetch first)\nerror: failed to push some refs"))).toBe(true);
    expect(isNonFastForward(new Error(" ! [rejected]        HEAD -> main (non-fast-forward)"))).toBe(true);
    expect(isNonFastForward(new Error("remote: Permission to o/r.git denied to github-actions[bot].\nfatal: unable to access"))).toBe(false);
  });
});

describe("off-branch commit and the bot branch", () => {
  it("commitOffBranch leaves HEAD, the index and the work tree alone", async () => {
    writeFileSync(join(work, "a.cassette.json"), '{"v":9}\n');
    writeFileSync(join(work, "notes.md"), "dirty\n");
    const head = git(work, "rev-parse", "HEAD").trim();
    const statusBefore = git(work, "status", "--porcelain");
    const sha = await commitOffBranch({ dir: work }, ["a.cassette.json"], "Re-record 1 stale cassette\n");
    expect(git(work, "rev-parse", "HEAD").trim()).toBe(head);
    expect(git(work, "status", "--porcelain")).toBe(statusBefore);
    expect(git(work, "rev-parse", `${sha}^`).trim()).toBe(head);
    expect(await filesOfCommit({ dir: work }, sha)).toEqual(["a.cassette.json"]);
    expect(git(work, "show", `${sha}:a.cassette.json`)).toBe('{"v":9}\n');
  });

  it("pushBotBranch creates, then replaces, cowork/rerecord-<base> and refuses any other branch", async () => {
    writeFileSync(join(work, "a.cassette.json"), '{"v":2}\n');
    const first = await commitOffBranch({ dir: work }, ["a.cassette.json"], "one\n");
    expect(await pushBotBranch({ dir: work }, first, { branch: "cowork/rerecord-main" })).toEqual({ existed: false });
    expect(await remoteBranchSha({ dir: work }, "origin", "cowork/rerecord-main")).toBe(first);
    writeFileSync(join(work, "a.cassette.json"), '{"v":3}\n');
    const second = await commitOffBranch({ dir: work }, ["a.cassette.json"], "two\n"); // not a descendant of `first`
    expect(await pushBotBranch({ dir: work }, second, { branch: "cowork/rerecord-main" })).toEqual({ existed: true });
    expect(await remoteBranchSha({ dir: work }, "origin", "cowork/rerecord-main")).toBe(second);
    await expect(pushBotBranch({ dir: work }, second, { branch: "main" })).rejects.toThrow(/refusing to force-push main/);
    expect(remoteHead()).not.toBe(second);
  });
});
