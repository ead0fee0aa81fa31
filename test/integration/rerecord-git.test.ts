/**
 * The re-record git layer alone, against real repositories in temp dirs with a bare remote: the
 * current branch, git's non-fast-forward rejections, the off-branch commit and the lease-guarded
 * bot branch (push mode's own commit and push: rerecord-isolated-push.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git, seededRemote } from "../helpers/git-copy.js";
import {
  commitOffBranch,
  currentBranch,
  isNonFastForward,
  pushBotBranch,
  remoteBranchSha,
} from "../../src/live/rerecord/git.js";

let base: string;
let remote: string;
let work: string;

function clone(name: string): string {
  const dir = join(base, name);
  git(base, "clone", "-q", remote, dir);
  return dir;
}

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "rerecord-git-"));
  remote = seededRemote(base, {
    "a.cassette.json": '{"v":1}\n',
    "b.cassette.json": '{"v":1}\n',
    "notes.md": "notes\n",
  });
  work = clone("work");
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const filesOf = (sha: string) =>
  git(work, "diff-tree", "--no-commit-id", "--name-only", "-r", `${sha}^`, sha).split("\n").filter(Boolean).sort();
const remoteHead = () => git(remote, "rev-parse", "refs/heads/main").trim();

describe("currentBranch", () => {
  it("names the checked-out branch, and refuses a detached HEAD with a one-line hint", async () => {
    expect(await currentBranch({ dir: work })).toBe("main");
    git(work, "checkout", "-q", "--detach");
    await expect(currentBranch({ dir: work })).rejects.toThrow(
      /HEAD is detached — check out a branch before re-recording/,
    );
  });
});

describe("isNonFastForward", () => {
  it("recognises git's non-fast-forward rejections and nothing else", () => {
    expect(
      isNonFastForward(new Error(" ! [rejected]        HEAD -> main (fetch first)\nerror: failed to push some refs")),
    ).toBe(true);
    expect(isNonFastForward(new Error(" ! [rejected]        HEAD -> main (non-fast-forward)"))).toBe(true);
    expect(
      isNonFastForward(
        new Error("remote: Permission to o/r.git denied to github-actions[bot].\nfatal: unable to access"),
      ),
    ).toBe(false);
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
    expect(filesOf(sha)).toEqual(["a.cassette.json"]);
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
    await expect(pushBotBranch({ dir: work }, second, { branch: "main" })).rejects.toThrow(
      /refusing to force-push main/,
    );
    expect(remoteHead()).not.toBe(second);
  });
});
