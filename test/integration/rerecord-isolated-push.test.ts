/**
 * Push mode's commit and push alone (src/live/rerecord/isolated-push.ts), against real repositories in
 * temp dirs with a bare remote: exactly the refreshed cassettes are committed; the user's index,
 * dirty and untracked files are left as they were; a concurrent push is met by rebuilding on the
 * new tip, at most three pushes, never forcing; a cassette the remote changed too stops the job
 * (or is dropped when the remote's copy is already fresh); no linked work tree is left behind.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git, seededRemote } from "../helpers/git-copy.js";
import { pushRefused } from "../../src/live/rerecord/git.js";
import { isolatedCommitAndPush } from "../../src/live/rerecord/isolated-push.js";

let base: string;
let remote: string;
let work: string;
let other: string;

function commitIn(dir: string, file: string, text: string, message: string): string {
  writeFileSync(join(dir, file), text);
  git(dir, "add", file);
  git(dir, "commit", "-q", "-m", message);
  return git(dir, "rev-parse", "HEAD").trim();
}

/** Another clone pushes a commit touching `file`: the remote moves under the job. */
function pushFromOther(file: string, text: string, message: string): string {
  git(other, "pull", "-q", "--ff-only", "origin", "main");
  const sha = commitIn(other, file, text, message);
  git(other, "push", "-q", "origin", "main");
  return sha;
}

const remoteHead = () => git(remote, "rev-parse", "refs/heads/main").trim();
const localHead = () => git(work, "rev-parse", "HEAD").trim();
const filesOf = (sha: string) =>
  git(remote, "diff-tree", "--no-commit-id", "--name-only", "-r", `${sha}^`, sha).split("\n").filter(Boolean).sort();
const status = () => git(work, "status", "--porcelain").split("\n").filter(Boolean).sort();
const worktrees = () =>
  git(work, "worktree", "list", "--porcelain")
    .split("\n")
    .filter((l) => l.startsWith("worktree ")).length;
const push = (opts: Omit<Parameters<typeof isolatedCommitAndPush>[3], "branch"> = {}) =>
  isolatedCommitAndPush({ dir: work }, [join(work, "a.cassette.json")], "Re-record 1 stale cassette\n", {
    branch: "main",
    ...opts,
  });
const failure = async (p: Promise<unknown>): Promise<Error> => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e, "expected the push to fail").toBeInstanceOf(Error);
  return e as Error;
};

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "isolated-push-"));
  remote = seededRemote(base, {
    "a.cassette.json": '{"v":1}\n',
    "b.cassette.json": '{"v":1}\n',
    "notes.md": "notes\n",
  });
  work = join(base, "work");
  other = join(base, "other");
  git(base, "clone", "-q", remote, work);
  git(base, "clone", "-q", remote, other);
  writeFileSync(join(work, "a.cassette.json"), '{"v":"refreshed"}\n'); // the re-recorded cassette
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("isolatedCommitAndPush", () => {
  it("one push: the remote and the user's branch get one commit of exactly the cassettes; the index, dirty and untracked files stay", async () => {
    writeFileSync(join(work, "notes.md"), "staged\n");
    git(work, "add", "notes.md");
    writeFileSync(join(work, "b.cassette.json"), '{"v":"local edit"}\n');
    writeFileSync(join(work, "scratch.txt"), "untracked\n");
    const before = localHead();
    const r = await push();
    expect(r).toMatchObject({ attempts: 1, rebased: false, alreadyRefreshed: [] });
    expect(r.sha).toBe(remoteHead());
    expect(localHead()).toBe(r.sha);
    expect(git(work, "rev-parse", `${r.sha}^`).trim()).toBe(before);
    expect(filesOf(r.sha!)).toEqual(["a.cassette.json"]);
    expect(git(remote, "show", "main:a.cassette.json")).toBe('{"v":"refreshed"}\n');
    expect(git(remote, "log", "-1", "--format=%an <%ae>", "main").trim()).toBe(
      "github-actions[bot] <41898283+github-actions[bot]@users.noreply.github.com>",
    );
    expect(status()).toEqual([" M b.cassette.json", "?? scratch.txt", "M  notes.md"]);
    expect(worktrees()).toBe(1);
  });

  it("a concurrent unrelated push: the commit is rebuilt on the new tip and pushed again; both changes land", async () => {
    const theirs = pushFromOther("notes.md", "theirs\n", "theirs");
    const r = await push();
    expect(r).toMatchObject({ attempts: 2, rebased: true });
    expect(remoteHead()).toBe(r.sha);
    expect(git(remote, "rev-parse", `${r.sha}^`).trim()).toBe(theirs);
    expect(filesOf(r.sha!)).toEqual(["a.cassette.json"]);
    expect(localHead()).toBe(r.sha); // fast-forwarded over their commit too
    expect(readFileSync(join(work, "notes.md"), "utf8")).toBe("theirs\n");
    expect(status()).toEqual([]);
    expect(worktrees()).toBe(1);
  });

  it("gives up after three pushes when the remote keeps moving: one line, nothing forced, the refreshed cassette kept in the work tree", async () => {
    const before = localHead();
    let calls = 0;
    const err = await failure(
      push({ beforePush: () => void pushFromOther("notes.md", `race ${++calls}\n`, `race ${calls}`) }),
    );
    expect(err.message).toBe(
      "push to origin/main was rejected as non-fast-forward 3 times — gave up (nothing was force-pushed; the refreshed cassettes stay in the work tree)",
    );
    expect(calls).toBe(3);
    expect(remoteHead()).toBe(git(other, "rev-parse", "HEAD").trim()); // the remote's history was not overwritten
    expect(localHead()).toBe(before);
    expect(readFileSync(join(work, "a.cassette.json"), "utf8")).toBe('{"v":"refreshed"}\n');
    expect(worktrees()).toBe(1);
  });

  it("the remote changed the same cassette: nothing pushed, the user's branch and work tree untouched, a one-line error naming it", async () => {
    const theirs = pushFromOther("a.cassette.json", '{"v":"theirs"}\n', "theirs");
    const before = localHead();
    const err = await failure(push());
    expect(err.message).toBe(
      "push to origin/main: the remote changed a.cassette.json as well — rebasing the re-record commit conflicts; rebase aborted, nothing pushed (re-run the re-record on the new tip)",
    );
    expect(remoteHead()).toBe(theirs);
    expect(localHead()).toBe(before);
    expect(status()).toEqual([" M a.cassette.json"]);
    expect(worktrees()).toBe(1);
  });

  it("the remote's copy of the cassette is fresh (another re-record got there first): ours is dropped, nothing left to push, the branch catches up", async () => {
    const theirs = pushFromOther("a.cassette.json", '{"v":"refreshed elsewhere"}\n', "their re-record");
    const seen: string[] = [];
    const r = await push({ isFresh: async (path) => (seen.push(readFileSync(path, "utf8")), true) });
    expect(seen).toEqual(['{"v":"refreshed elsewhere"}\n']); // asked about the remote's copy, not ours
    expect(r.sha).toBeUndefined();
    expect(r.alreadyRefreshed).toEqual([{ file: join(work, "a.cassette.json"), sha: theirs }]);
    expect(remoteHead()).toBe(theirs);
    expect(worktrees()).toBe(1);
  });

  it("stops before the second push when the check after the rebuild objects", async () => {
    const theirs = pushFromOther("notes.md", "theirs\n", "theirs");
    const err = await failure(push({ afterRebase: async () => "stale again on the new tip" }));
    expect(err.message).toBe("push to origin/main stopped after the rebase: stale again on the new tip");
    expect(remoteHead()).toBe(theirs);
    expect(worktrees()).toBe(1);
  });
});

describe("pushRefused", () => {
  it("names the token's missing permission on a denial, and gives git's own line otherwise", () => {
    const denied = new Error(
      "remote: Permission to o/r.git denied to github-actions[bot].\nfatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 403",
    );
    expect(() => pushRefused("origin/main", denied)).toThrow(
      "push to origin/main was refused (remote: Permission to o/r.git denied to github-actions[bot].) — the token needs contents: write, and actions/checkout must keep persist-credentials: true",
    );
    expect(() => pushRefused("origin/main", new Error("error: src refspec main does not match any"))).toThrow(
      "push to origin/main failed: error: src refspec main does not match any",
    );
  });
});
