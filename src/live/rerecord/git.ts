/**
 * The git command layer of the re-record job (simple-git only): the branch and work tree it runs
 * in, the token's environment for network commands, the off-branch commit of exactly the files it
 * is given (whatever else the work tree or the index holds) and the lease-guarded push of the
 * bot-owned `cowork/rerecord-*` branch, the one forced push it knows. Push mode's commit and its
 * bounded, never-forced fetch-and-rebuild push live in isolated-push.ts.
 */
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { SimpleGit } from "simple-git";
import { gitClient } from "../../core/git/client.js";
import { EXIT, HarnessError } from "../../core/util/errors.js";

export interface GitIdentity {
  name: string;
  email: string;
}

export const DEFAULT_BOT_IDENTITY: GitIdentity = {
  name: "github-actions[bot]",
  email: "41898283+github-actions[bot]@users.noreply.github.com",
};

export const BOT_BRANCH_PREFIX = "cowork/rerecord-";
export const DEFAULT_PUSH_ATTEMPTS = 3;

export interface GitContext {
  dir: string;
  identity?: GitIdentity;
  /** environment for git (default process.env); GIT_* variables are dropped */
  env?: NodeJS.ProcessEnv;
  /**
   * A token (PAT or App token) to push and fetch with, instead of the checkout's credentials. It is
   * handed to git in the environment of each network command only (GIT_CONFIG_COUNT), as an
   * http.<remote url>.extraheader that first resets any header the checkout persisted: never
   * written to .git/config, never on a command line, never logged.
   */
  token?: string;
}

/** simple-git in ctx.dir as the bot identity (unsigned commits), with `extraEnv` (e.g. the token's, authEnvironment) on top of the cleaned environment. */
export function gitIn(ctx: GitContext, extraEnv: Record<string, string> = {}): SimpleGit {
  const id = ctx.identity ?? DEFAULT_BOT_IDENTITY;
  return gitClient(ctx.dir, ctx.env ?? process.env, {
    config: [`user.name=${id.name}`, `user.email=${id.email}`, "commit.gpgsign=false"],
    extraEnv,
  });
}

/** The most telling line of a git failure: fatal/error/rejected/denied, else the first line. */
export function gitErrorLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");
  return (
    lines.find(
      (l) => /^(fatal|error):/i.test(l) || /\[rejected\]|\[remote rejected\]|denied|not granted|403/i.test(l),
    ) ??
    lines[0] ??
    "git failed"
  );
}

/** The URLs git talks to for `remote` (fetch and push), or the remote itself when it is a URL or a path. */
async function remoteUrls(ctx: GitContext, remote: string): Promise<string[]> {
  const urls = new Set<string>();
  for (const args of [
    ["remote", "get-url", remote],
    ["remote", "get-url", "--push", remote],
  ]) {
    const url = await gitIn(ctx)
      .raw(args)
      .then(
        (o) => o.trim(),
        () => "",
      );
    if (url !== "") urls.add(url);
  }
  if (urls.size === 0) urls.add(remote);
  return [...urls];
}

/**
 * The environment that makes git send `Authorization: basic x-access-token:<token>` to the
 * remote's http(s) URLs, as actions/checkout does, for one command. The URL-specific key is the
 * most specific match git can see, so it wins over a checkout's persisted header for the host;
 * its empty first value resets that header list. A remote that is not http(s) gets nothing.
 */
export async function authEnvironment(ctx: GitContext, remote: string): Promise<Record<string, string>> {
  if (ctx.token === undefined || ctx.token === "") return {};
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${ctx.token}`).toString("base64")}`;
  const pairs: [string, string][] = [];
  for (const url of await remoteUrls(ctx, remote)) {
    if (!/^https?:\/\//i.test(url)) continue;
    const key = `http.${url}.extraheader`;
    pairs.push([key, ""], [key, header]);
  }
  if (pairs.length === 0) return {};
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(pairs.length) };
  pairs.forEach(([k, v], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = k;
    env[`GIT_CONFIG_VALUE_${i}`] = v;
  });
  return env;
}

/** simple-git for a command that talks to `remote` (push, fetch, ls-remote), with the token when there is one. */
async function networkGit(ctx: GitContext, remote: string, dir?: string): Promise<SimpleGit> {
  return gitIn({ ...ctx, ...(dir ? { dir } : {}) }, await authEnvironment(ctx, remote));
}

/** Stops the re-record job with `message` (exit code EXIT.fail). */
export function fail(message: string): never {
  throw new HarnessError(message, EXIT.fail);
}

export async function workTreeRoot(ctx: GitContext): Promise<string> {
  try {
    return (await gitIn(ctx).raw(["rev-parse", "--show-toplevel"])).trim();
  } catch (e) {
    return fail(`${ctx.dir}: not inside a git work tree (${gitErrorLine(e)})`);
  }
}

/** The checked-out branch; a detached HEAD is an error (there is nothing to push to). */
export async function currentBranch(ctx: GitContext): Promise<string> {
  // symbolic-ref --quiet exits 1 without a word on a detached HEAD, which simple-git does not treat as an error
  const branch = await gitIn(ctx)
    .raw(["symbolic-ref", "--quiet", "--short", "HEAD"])
    .then(
      (out) => out.trim(),
      () => "",
    );
  if (branch === "") {
    return fail(
      `${ctx.dir}: HEAD is detached — check out a branch before re-recording (on pull_request events: actions/checkout with ref: \${{ github.head_ref }})`,
    );
  }
  return branch;
}

export async function headSha(ctx: GitContext): Promise<string> {
  return (await gitIn(ctx).raw(["rev-parse", "HEAD"])).trim();
}

async function repoRelative(ctx: GitContext, files: readonly string[]): Promise<string[]> {
  const top = await workTreeRoot(ctx);
  return files.map((f) => {
    const rel = relative(top, resolve(ctx.dir, f));
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) fail(`${f}: not inside the work tree ${top}`);
    return rel.split("\\").join("/");
  });
}

export function isNonFastForward(e: unknown): boolean {
  const text = e instanceof Error ? e.message : String(e);
  return /non-fast-forward|\(fetch first\)|\[rejected\].*\(stale info\)|Updates were rejected because the (tip|remote)/i.test(
    text,
  );
}

/** Stops the job on a push git refused for another reason than a non-fast-forward: a token without write access is named as such. */
export function pushRefused(target: string, e: unknown): never {
  const line = gitErrorLine(e);
  if (/denied|403|not granted|Authentication failed|could not read Username|unable to access/i.test(line)) {
    fail(
      `push to ${target} was refused (${line}) — the token needs contents: write, and actions/checkout must keep persist-credentials: true`,
    );
  }
  fail(`push to ${target} failed: ${line}`);
}

/** A file as git stages it: repository-relative path, mode and blob sha. */
export interface StagedFile {
  path: string;
  mode: string;
  blob: string;
}

/** What the index of `git` holds for `rel` (repository-relative paths): mode and blob of each, in that order. */
export async function stagedFiles(git: SimpleGit, rel: readonly string[]): Promise<StagedFile[]> {
  const out = await git.raw(["ls-files", "-s", "-z", "--", ...rel]);
  const byPath = new Map<string, StagedFile>();
  for (const rec of out.split("\0")) {
    const m = /^(\d{6}) ([0-9a-f]{40,64}) \d\t(.+)$/s.exec(rec);
    if (m) byPath.set(m[3]!, { path: m[3]!, mode: m[1]!, blob: m[2]! });
  }
  return rel.map((p) => byPath.get(p) ?? fail(`${p}: not staged for the re-record commit`));
}

export interface OffBranchTree {
  /** the work tree's top directory */
  top: string;
  /** HEAD, the parent of the commit to make */
  parent: string;
  /** HEAD's tree */
  parentTree: string;
  /** HEAD's tree with `files` taken from the work tree */
  tree: string;
  files: StagedFile[];
}

/**
 * HEAD's tree with `files` taken from the work tree, built in a private index: HEAD, the branch,
 * the index and the work tree are all left as they were.
 */
export async function offBranchTree(ctx: GitContext, files: readonly string[]): Promise<OffBranchTree> {
  const top = await workTreeRoot(ctx);
  const rel = await repoRelative(ctx, files);
  const index = join(tmpdir(), `cowork-rerecord-index-${process.pid}-${randomBytes(4).toString("hex")}`);
  const git = gitIn({ ...ctx, dir: top }, { GIT_INDEX_FILE: index });
  try {
    const parent = (await git.raw(["rev-parse", "HEAD"])).trim();
    const parentTree = (await git.raw(["rev-parse", "HEAD^{tree}"])).trim();
    await git.raw(["read-tree", "HEAD"]);
    await git.raw(["update-index", "--add", "--", ...rel]);
    const tree = (await git.raw(["write-tree"])).trim();
    return { top, parent, parentTree, tree, files: await stagedFiles(git, rel) };
  } catch (e) {
    if (e instanceof HarnessError) throw e;
    return fail(`building the re-record commit failed: ${gitErrorLine(e)}`);
  } finally {
    await rm(index, { force: true });
  }
}

/**
 * A commit of HEAD's tree with `files` taken from the work tree, parented on HEAD, built in a
 * private index: HEAD, the branch, the index and the work tree are all left as they were.
 */
export async function commitOffBranch(ctx: GitContext, files: readonly string[], message: string): Promise<string> {
  const built = await offBranchTree(ctx, files);
  try {
    return (
      await gitIn({ ...ctx, dir: built.top }).raw(["commit-tree", built.tree, "-p", built.parent, "-m", message])
    ).trim();
  } catch (e) {
    return fail(`building the re-record commit failed: ${gitErrorLine(e)}`);
  }
}

/**
 * Fetches `branch` from `remote` into refs/remotes/<remote>/<branch> so that `sha` (a commit the
 * API made there) is in the local repository: undefined when it is, else why not (one line).
 */
export async function fetchCommit(
  ctx: GitContext,
  opts: { remote?: string; branch: string; sha: string },
): Promise<string | undefined> {
  const remote = opts.remote ?? "origin";
  const top = await workTreeRoot(ctx);
  try {
    await (
      await networkGit(ctx, remote, top)
    ).raw([
      "fetch",
      "--no-tags",
      "--quiet",
      remote,
      `+refs/heads/${opts.branch}:refs/remotes/${remote}/${opts.branch}`,
    ]);
  } catch (e) {
    return `fetch of ${remote}/${opts.branch} failed: ${gitErrorLine(e)}`;
  }
  // rev-parse --quiet exits 1 without a word for a missing object, which simple-git does not treat as an error
  const present = await gitIn({ ...ctx, dir: top })
    .raw(["rev-parse", "--verify", "--quiet", `${opts.sha}^{commit}`])
    .then(
      (o) => o.trim() === opts.sha,
      () => false,
    );
  return present ? undefined : `${opts.sha.slice(0, 12)} is not on ${remote}/${opts.branch} any more`;
}

/** The sha `branch` has on `remote`, or undefined when it does not exist there. `net`: a networkGit the caller already built for `remote`. */
export async function remoteBranchSha(
  ctx: GitContext,
  remote: string,
  branch: string,
  net?: SimpleGit,
): Promise<string | undefined> {
  try {
    const out = await (net ?? (await networkGit(ctx, remote))).raw([
      "ls-remote",
      "--heads",
      remote,
      `refs/heads/${branch}`,
    ]);
    const sha = out
      .split("\n")
      .map((l) => l.split("\t"))
      .find((p) => p[1] === `refs/heads/${branch}`)?.[0];
    return sha && sha !== "" ? sha : undefined;
  } catch (e) {
    return fail(`cannot read ${remote}/${branch}: ${gitErrorLine(e)}`);
  }
}

/**
 * Points the bot-owned branch at `sha` on `remote` with `--force-with-lease` against what the
 * branch held a moment ago (absent → it must still be absent). Refuses any other branch name.
 */
export async function pushBotBranch(
  ctx: GitContext,
  sha: string,
  opts: { remote?: string; branch: string },
): Promise<{ existed: boolean }> {
  const remote = opts.remote ?? "origin";
  if (!opts.branch.startsWith(BOT_BRANCH_PREFIX) || opts.branch.length === BOT_BRANCH_PREFIX.length) {
    fail(
      `refusing to force-push ${opts.branch}: only the bot-owned ${BOT_BRANCH_PREFIX}<base> branch may be force-pushed`,
    );
  }
  // one network git (its token environment reads the remote's URLs) for the lease read and the push
  const net = await networkGit(ctx, remote).catch((e: unknown) =>
    fail(`cannot read ${remote}/${opts.branch}: ${gitErrorLine(e)}`),
  );
  const expected = await remoteBranchSha(ctx, remote, opts.branch, net);
  const ref = `refs/heads/${opts.branch}`;
  try {
    await net.raw(["push", `--force-with-lease=${ref}:${expected ?? ""}`, remote, `${sha}:${ref}`]);
  } catch (e) {
    pushRefused(`${remote}/${opts.branch}`, e);
  }
  return { existed: expected !== undefined };
}

export interface UpstreamState {
  /** the remote branch head, fetched into refs/remotes/<remote>/<branch> */
  tip: string;
  /** local commits (HEAD) the remote branch lacks: `<short sha> <subject>`, newest first */
  unpushed: string[];
}

/** Fetches `branch` from `remote` and lists the commits of HEAD that it does not have. */
export async function upstreamState(
  ctx: GitContext,
  opts: { remote?: string; branch: string },
): Promise<UpstreamState> {
  const remote = opts.remote ?? "origin";
  const top = await workTreeRoot(ctx);
  const tracking = `refs/remotes/${remote}/${opts.branch}`;
  try {
    await (
      await networkGit(ctx, remote, top)
    ).raw(["fetch", "--no-tags", remote, `+refs/heads/${opts.branch}:${tracking}`]);
  } catch (e) {
    const line = gitErrorLine(e);
    if (/couldn't find remote ref/i.test(line)) {
      fail(
        `${remote}/${opts.branch} does not exist — push the branch first: the re-record writes back on top of the remote branch head`,
      );
    }
    fail(`fetch of ${remote}/${opts.branch} failed: ${line}`);
  }
  const git = gitIn({ ...ctx, dir: top });
  const tip = (await git.raw(["rev-parse", tracking])).trim();
  const unpushed = (await git.raw(["log", "--format=%h %s", `${tracking}..HEAD`]))
    .split("\n")
    .filter((l) => l.trim() !== "");
  return { tip, unpushed };
}
