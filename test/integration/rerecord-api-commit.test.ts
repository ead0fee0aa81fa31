/**
 * `commit-signing: api`: the re-record commit made through the GitHub API (src/live/rerecord/
 * api-commit.ts) instead of by git, against our loopback GitHub API whose Git Data endpoints are
 * backed by the bare remote itself (test/helpers/github-git-data.ts), so the remote's branch, a
 * fresh clone of it and the user's checkout show exactly what the API made. Every request, and the
 * stand-in's every answer, is checked against GitHub's REST description. Push mode: one verified
 * commit of exactly the refreshed cassettes, the branch moved without force, the checkout brought
 * to it; a concurrent push is met by a rebuild on the new head, a conflicting one stops with
 * nothing pushed; a job killed after the ref moved is recovered by the next. Pull-request mode: the
 * bot branch created and then moved, the PR opened with its labels, reviewers, team reviewers,
 * assignees and draft state. `commit-signing: local` keeps git's own commit and push.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { git } from "../helpers/git-copy.js";
import { startGitHubServer, type GitHubTestServer, type RecordedRequest } from "../helpers/github-server.js";
import { checkAgainstOpenApi, checkResponseAgainstOpenApi } from "../helpers/github-openapi.js";
import { TOKEN_IDENTITY } from "../helpers/github-git-data.js";
import { createGitHubClient } from "../../src/gate/github/client.js";
import { commitBack, type CommitBackOptions } from "../../src/live/rerecord/commit-back.js";
import { DEFAULT_BOT_IDENTITY } from "../../src/live/rerecord/git.js";
import type { RerecordItem } from "../../src/live/rerecord/rerecord.js";

const A = "replays/a.cassette.json";
const B = "replays/b.cassette.json";
const BOT_BRANCH = "cowork/rerecord-main";

let base: string;
let remote: string;
let work: string;
let other: string;
let server: GitHubTestServer;

function write(dir: string, file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), "rerecord-api-"));
  remote = join(base, "remote.git");
  git(base, "init", "-q", "--bare", "-b", "main", remote);
  const seed = join(base, "seed");
  git(base, "init", "-q", "-b", "main", seed);
  for (const [f, t] of Object.entries({ [A]: '{"v":1}\n', [B]: '{"v":1}\n', "notes.md": "notes\n" })) write(seed, f, t);
  git(seed, "add", "-A");
  git(seed, "commit", "-q", "-m", "seed");
  git(seed, "push", "-q", remote, "main");
  work = join(base, "work");
  other = join(base, "other");
  git(base, "clone", "-q", remote, work);
  git(base, "clone", "-q", remote, other);
  server = await startGitHubServer({ git: remote });
});
afterEach(async () => {
  await server.close();
  rmSync(base, { recursive: true, force: true });
});

const remoteSha = (ref = "refs/heads/main") => git(remote, "rev-parse", ref).trim();
const localHead = () => git(work, "rev-parse", "HEAD").trim();
const changedIn = (dir: string, sha: string) =>
  git(dir, "diff-tree", "--no-commit-id", "--name-only", "-r", `${sha}^`, sha).split("\n").filter(Boolean).sort();
const status = () => git(work, "status", "--porcelain").split("\n").filter(Boolean).sort();
/** refs of the bare remote that reach `sha` */
const refsReaching = (sha: string) =>
  git(remote, "for-each-ref", "--contains", sha, "--format=%(refname)").split("\n").filter(Boolean);

const item = (file: string): RerecordItem => ({
  cassettePath: join(work, file),
  format: "v12",
  status: "refreshed",
  reasons: ["[skill] the skill changed"],
});

function options(over: Partial<CommitBackOptions> = {}): CommitBackOptions {
  return {
    mode: "push",
    git: { dir: work },
    signing: "api",
    github: { client: createGitHubClient("ghs_test", server.url), owner: "acme", repo: "skills" },
    ...over,
  };
}

/**
 * Each request is an operation of GitHub's REST API with a valid body; the Git Data answers of
 * the stand-in are the ones GitHub documents (the PR stand-in answers only the fields the job reads).
 */
function operations(requests: readonly RecordedRequest[]): string[] {
  return requests.map((r) => {
    const v = checkAgainstOpenApi(r);
    expect(v.problems, `${r.method} ${r.path}`).toEqual([]);
    if (v.operationId?.startsWith("git/"))
      expect(checkResponseAgainstOpenApi(r).problems, `${r.method} ${r.path} → ${r.status}`).toEqual([]);
    return `${v.operationId} ${r.status}`;
  });
}

/** Another clone pushes (with git) a commit writing `file`: the remote moves under the job. */
function pushFromOther(file: string, text: string, message: string): string {
  git(other, "pull", "-q", "--ff-only", "origin", "main");
  write(other, file, text);
  git(other, "add", file);
  git(other, "commit", "-q", "-m", message);
  git(other, "push", "-q", "origin", "main");
  return git(other, "rev-parse", "HEAD").trim();
}

describe("commit-signing api, commit-mode push", () => {
  it("one verified commit made through the API, of exactly the refreshed cassettes, the branch moved without force; the checkout is at it", async () => {
    const before = localHead();
    write(work, A, '{"v":"refreshed a"}\n');
    write(work, B, '{"v":"refreshed b"}\n');
    write(work, "notes.md", "a local edit nobody asked to commit\n");
    write(work, "scratch.txt", "untracked\n");

    const r = await commitBack([item(A), item(B)], options());

    expect(r).toMatchObject({ changesDetected: true, branch: "main", pushAttempts: 1, signing: "api", verified: true });
    const sha = r.commitSha!;
    expect(remoteSha()).toBe(sha);
    expect(server.git!.apiCommits).toEqual([sha]);
    expect(server.git!.verified.has(sha)).toBe(true);
    expect(git(remote, "rev-parse", `${sha}^`).trim()).toBe(before);
    expect(git(remote, "rev-list", "--count", "main").trim()).toBe("2");
    expect(changedIn(remote, sha)).toEqual([A, B]);
    expect(git(remote, "log", "-1", "--format=%an <%ae>|%cn <%ce>", "main").trim()).toBe(
      `${TOKEN_IDENTITY.name} <${TOKEN_IDENTITY.email}>|GitHub <noreply@github.com>`,
    );
    expect(git(remote, "log", "-1", "--format=%B", "main")).toBe(
      "Re-record 2 stale cassettes\n\n- replays/a.cassette.json\n- replays/b.cassette.json\n\n",
    );
    // a fresh clone of the remote has the refreshed bytes, and nothing else of the work tree
    const fresh = join(base, "fresh");
    git(base, "clone", "-q", remote, fresh);
    expect(readFileSync(join(fresh, A), "utf8")).toBe('{"v":"refreshed a"}\n');
    expect(readFileSync(join(fresh, B), "utf8")).toBe('{"v":"refreshed b"}\n');
    expect(readFileSync(join(fresh, "notes.md"), "utf8")).toBe("notes\n");
    expect(git(fresh, "ls-files").split("\n").filter(Boolean).sort()).toEqual(["notes.md", A, B]);
    // the user's checkout is at the API's commit, their own edits kept
    expect(localHead()).toBe(sha);
    expect(git(work, "rev-parse", "refs/remotes/origin/main").trim()).toBe(sha);
    expect(status()).toEqual([" M notes.md", "?? scratch.txt"]);
    expect(git(work, "worktree", "list").trim().split("\n")).toHaveLength(1);

    expect(operations(server.requests)).toEqual([
      "git/create-blob 201",
      "git/create-blob 201",
      "git/create-tree 201",
      "git/create-commit 201",
      "git/update-ref 200",
    ]);
    const update = server.requests.find((q) => q.method === "PATCH")!;
    expect(decodeURIComponent(update.path)).toBe("/repos/acme/skills/git/refs/heads/main");
    expect(update.body).toEqual({ sha, force: false });
    const commit = server.requests.find((q) => q.path.endsWith("/git/commits"))!;
    expect(commit.body).toEqual({
      message: expect.stringMatching(/^Re-record 2 stale cassettes\n/),
      tree: git(remote, "rev-parse", `${sha}^{tree}`).trim(),
      parents: [before],
    }); // no author, committer or signature: GitHub signs it
  });

  it("a concurrent push between the commit and the ref update: 422 not a fast forward, rebuilt on the new head, retried; both changes land", async () => {
    const before = localHead();
    write(work, A, '{"v":"refreshed a"}\n');
    let theirs = "";
    const r = await commitBack(
      [item(A)],
      options({
        beforePush: (attempt) => {
          if (attempt === 1) theirs = pushFromOther("notes.md", "their notes\n", "an unrelated concurrent commit");
        },
      }),
    );
    expect(r.pushAttempts).toBe(2);
    const sha = r.commitSha!;
    expect(remoteSha()).toBe(sha);
    expect(git(remote, "rev-parse", `${sha}^`).trim()).toBe(theirs);
    expect(git(remote, "rev-parse", `${theirs}^`).trim()).toBe(before); // their commit kept: nothing forced
    expect(changedIn(remote, sha)).toEqual([A]);
    expect(git(remote, "show", `${sha}:notes.md`)).toBe("their notes\n");
    expect(server.git!.verified.has(sha)).toBe(true);
    const [first, second] = server.requests.filter((q) => q.method === "PATCH");
    expect([first?.status, (first?.response as { message?: string })?.message]).toEqual([
      422,
      "Update is not a fast forward",
    ]);
    expect(second?.status).toBe(200);
    const parents = server.requests
      .filter((q) => q.path.endsWith("/git/commits"))
      .map((q) => (q.body as { parents: string[] }).parents);
    expect(parents).toEqual([[before], [theirs]]);
    expect(server.requests.filter((q) => q.path.endsWith("/git/blobs"))).toHaveLength(1); // the blob is reused
    operations(server.requests);
    expect(localHead()).toBe(sha);
    expect(readFileSync(join(work, "notes.md"), "utf8")).toBe("their notes\n");
    expect(status()).toEqual([]);
  });

  it("the remote keeps moving: three ref updates refused, then one line; nothing forced, the checkout untouched", async () => {
    const before = localHead();
    write(work, A, '{"v":"refreshed a"}\n');
    let calls = 0;
    const err = await commitBack(
      [item(A)],
      options({ beforePush: () => void pushFromOther("notes.md", `race ${++calls}\n`, `race ${calls}`) }),
    ).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toBe(
      "the API update of origin/main was rejected as non-fast-forward 3 times — gave up (nothing was force-pushed; the refreshed cassettes stay in the work tree)",
    );
    expect(calls).toBe(3);
    expect(remoteSha()).toBe(git(other, "rev-parse", "HEAD").trim());
    expect(server.requests.filter((q) => q.method === "PATCH").map((q) => q.status)).toEqual([422, 422, 422]);
    for (const c of server.git!.apiCommits) expect(refsReaching(c)).toEqual([]);
    expect(localHead()).toBe(before);
  });

  it("a conflicting change to the same cassette: stops, nothing pushed, no ref names the API's commit, the checkout untouched", async () => {
    const before = localHead();
    write(work, A, '{"v":"refreshed a"}\n');
    let theirs = "";
    const err = await commitBack(
      [item(A)],
      options({
        beforePush: (attempt) => {
          if (attempt === 1) theirs = pushFromOther(A, '{"v":"theirs"}\n', "someone else touched the cassette");
        },
        isFresh: async () => false,
      }),
    ).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(err?.message).toBe(
      `push to origin/main: the remote changed ${A} as well — rebasing the re-record commit conflicts; rebase aborted, nothing pushed (re-run the re-record on the new tip)`,
    );
    expect(remoteSha()).toBe(theirs);
    expect(server.git!.apiCommits).toHaveLength(1);
    expect(refsReaching(server.git!.apiCommits[0]!)).toEqual([]);
    expect(server.requests.filter((q) => q.method === "PATCH").map((q) => q.status)).toEqual([422]);
    expect(localHead()).toBe(before);
    expect(status()).toEqual([` M ${A}`]);
    expect(readFileSync(join(work, A), "utf8")).toBe('{"v":"refreshed a"}\n');
  });

  it("killed after the API moved the branch, before the checkout caught up: the next run finds its cassettes already on the remote and brings the checkout there", async () => {
    const before = localHead();
    write(work, A, '{"v":"refreshed a"}\n');
    const killed = await commitBack(
      [item(A)],
      options({
        afterRefUpdate: () => {
          throw new Error("killed");
        },
      }),
    ).then(
      () => "finished",
      (e: unknown) => String(e),
    );
    expect(killed).toBe("Error: killed");
    const sha = server.git!.apiCommits[0]!;
    expect(remoteSha()).toBe(sha);
    expect(localHead()).toBe(before);
    expect(status()).toEqual([` M ${A}`]);

    const next = await commitBack([item(A)], options({ isFresh: async () => true }));
    expect(next.commitSha).toBeUndefined();
    expect(next.alreadyRefreshed).toEqual([{ file: join(work, A), sha }]);
    // the next run built its commit on the old head, was refused, and moved nothing
    expect(server.git!.apiCommits).toHaveLength(2);
    expect(refsReaching(server.git!.apiCommits[1]!)).toEqual([]);
    expect(git(remote, "rev-list", "--count", "main").trim()).toBe("2");
    expect(remoteSha()).toBe(sha);
    expect(localHead()).toBe(sha);
    expect(status()).toEqual([]);
  });

  it("killed before the ref update: the branch is where it was; the next run commits and moves it", async () => {
    const before = localHead();
    write(work, A, '{"v":"refreshed a"}\n');
    const killed = await commitBack(
      [item(A)],
      options({
        beforePush: () => {
          throw new Error("killed");
        },
      }),
    ).then(
      () => "finished",
      (e: unknown) => String(e),
    );
    expect(killed).toBe("Error: killed");
    expect(remoteSha()).toBe(before);
    expect(refsReaching(server.git!.apiCommits[0]!)).toEqual([]);
    expect(localHead()).toBe(before);
    const next = await commitBack([item(A)], options());
    expect(next.pushAttempts).toBe(1);
    expect(remoteSha()).toBe(next.commitSha);
    expect(localHead()).toBe(next.commitSha);
  });
});

describe("commit-signing api, commit-mode pull-request", () => {
  const metadata = {
    labels: ["cassettes", "automated"],
    reviewers: ["alice", "carol"],
    teamReviewers: ["acme/qa"],
    assignees: ["bob"],
    draft: true,
  };

  it("creates the bot branch through the API, then the PR with its labels, reviewers, team reviewers, assignees and draft; a later run moves the branch and re-applies the metadata", async () => {
    const before = localHead();
    write(work, A, '{"v":"refreshed a"}\n');
    const r = await commitBack(
      [item(A)],
      options({ mode: "pull-request", pullRequestMetadata: metadata, pullRequestBody: () => "the body" }),
    );
    const sha = r.commitSha!;
    expect(r).toMatchObject({
      branch: BOT_BRANCH,
      signing: "api",
      verified: true,
      pullRequest: { number: 1, operation: "created", draft: true },
    });
    expect(r.pullRequest!.warnings).toBeUndefined();
    expect(remoteSha(`refs/heads/${BOT_BRANCH}`)).toBe(sha);
    expect(server.git!.verified.has(sha)).toBe(true);
    expect(git(remote, "rev-parse", `${sha}^`).trim()).toBe(before);
    expect(changedIn(remote, sha)).toEqual([A]);
    expect(remoteSha()).toBe(before); // the base branch is not touched
    expect(localHead()).toBe(before); // nor the user's branch
    expect(status()).toEqual([` M ${A}`]);
    expect(git(work, "rev-parse", `refs/remotes/origin/${BOT_BRANCH}`).trim()).toBe(sha); // but the commit is here
    expect(server.pulls).toEqual([
      expect.objectContaining({
        number: 1,
        head: BOT_BRANCH,
        base: "main",
        body: "the body",
        draft: true,
        labels: ["cassettes", "automated"],
        reviewers: ["alice", "carol"],
        teamReviewers: ["qa"],
        assignees: ["bob"],
      }),
    ]);
    const firstRun = server.requests.length;
    expect(operations(server.requests)).toEqual([
      "git/create-blob 201",
      "git/create-tree 201",
      "git/create-commit 201",
      "git/get-ref 404",
      "git/create-ref 201",
      "pulls/list 200",
      "pulls/create 201",
      "issues/add-labels 200",
      "issues/add-assignees 201",
      "pulls/request-reviewers 201",
    ]);
    const byOp = (op: string, from = 0) =>
      server.requests.slice(from).filter((q) => checkAgainstOpenApi(q).operationId === op);
    expect(byOp("git/create-ref")[0]!.body).toEqual({ ref: `refs/heads/${BOT_BRANCH}`, sha });
    expect(byOp("pulls/create")[0]!.body).toMatchObject({ head: BOT_BRANCH, base: "main", draft: true });
    expect(byOp("pulls/request-reviewers")[0]!.body).toEqual({ reviewers: ["alice", "carol"], team_reviewers: ["qa"] });

    // the next run: the bot branch moves (forced: it is the job's alone), the same PR is updated, its metadata applied again
    git(work, "checkout", "-q", "--", A);
    write(work, A, '{"v":"refreshed again"}\n');
    server.pulls[0]!.labels = ["cassettes"]; // someone removed a label
    const again = await commitBack(
      [item(A)],
      options({ mode: "pull-request", pullRequestMetadata: metadata, pullRequestBody: () => "the new body" }),
    );
    expect(again.pullRequest).toMatchObject({ number: 1, operation: "updated" });
    expect(again.pullRequest!.draft).toBeUndefined();
    expect(remoteSha(`refs/heads/${BOT_BRANCH}`)).toBe(again.commitSha);
    expect(git(remote, "rev-parse", `${again.commitSha}^`).trim()).toBe(before);
    expect(server.git!.verified.has(again.commitSha!)).toBe(true);
    expect(server.pulls).toHaveLength(1);
    expect(server.pulls[0]).toMatchObject({ body: "the new body", labels: ["cassettes", "automated"] });
    expect(operations(server.requests.slice(firstRun))).toEqual([
      "git/create-blob 201",
      "git/create-tree 201",
      "git/create-commit 201",
      "git/get-ref 200",
      "git/update-ref 200",
      "pulls/list 200",
      "pulls/update 200",
      "issues/add-labels 200",
      "issues/add-assignees 201",
      "pulls/request-reviewers 201",
    ]);
    expect(byOp("git/update-ref", firstRun)[0]!.body).toEqual({ sha: again.commitSha, force: true });
    expect(byOp("pulls/update", firstRun)[0]!.body).not.toHaveProperty("draft");
  });
});

describe("commit-signing local", () => {
  it("push: git makes and pushes the commit, as the bot identity; no Git Data request", async () => {
    const before = localHead();
    write(work, A, '{"v":"refreshed a"}\n');
    const r = await commitBack([item(A)], options({ signing: "local" }));
    const sha = r.commitSha!;
    expect(r.signing).toBeUndefined();
    expect(r.verified).toBeUndefined();
    expect(remoteSha()).toBe(sha);
    expect(git(remote, "rev-parse", `${sha}^`).trim()).toBe(before);
    expect(changedIn(remote, sha)).toEqual([A]);
    expect(git(remote, "log", "-1", "--format=%an <%ae>|%cn <%ce>", "main").trim()).toBe(
      `${DEFAULT_BOT_IDENTITY.name} <${DEFAULT_BOT_IDENTITY.email}>|${DEFAULT_BOT_IDENTITY.name} <${DEFAULT_BOT_IDENTITY.email}>`,
    );
    expect(localHead()).toBe(sha);
    expect(server.git!.apiCommits).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it("pull-request: git pushes the bot branch; the PR and its metadata still go through the API", async () => {
    write(work, A, '{"v":"refreshed a"}\n');
    const r = await commitBack(
      [item(A)],
      options({
        signing: "local",
        mode: "pull-request",
        pullRequestMetadata: { labels: ["cassettes"], reviewers: [], teamReviewers: [], assignees: [], draft: false },
      }),
    );
    expect(remoteSha(`refs/heads/${BOT_BRANCH}`)).toBe(r.commitSha);
    expect(server.git!.apiCommits).toEqual([]);
    expect(server.requests.filter((q) => q.path.includes("/git/"))).toEqual([]);
    expect(server.pulls[0]).toMatchObject({ draft: false, labels: ["cassettes"], reviewers: [] });
    expect(operations(server.requests)).toEqual(["pulls/list 200", "pulls/create 201", "issues/add-labels 200"]);
  });
});
