#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  jobOutcome
} from "./chunk-F2JWUSOY.js";
import {
  formatUsd,
  itemSpendText,
  recordedScenarioOf,
  rerecordStale,
  selectStaleCassettes,
  spendText,
  spentUsd,
  staleEntry,
  statusLabel
} from "./chunk-NTSIXA63.js";
import {
  DEFAULT_CASSETTE_FORMAT,
  formatOfVersion
} from "./chunk-OJI2JBUT.js";
import {
  cassettePathFor
} from "./chunk-4QRCVX6S.js";
import {
  DEFAULT_RETRY,
  describeFailure,
  httpStatus,
  withRetry
} from "./chunk-VQ5T2NGZ.js";
import {
  computeCoverage,
  defaultScenarioGlobs,
  findScenarioFiles
} from "./chunk-2FKU5IYL.js";
import {
  DEFAULT_CASSETTE_GLOB,
  NoCassettesError,
  discoverFiles,
  resolveTargets
} from "./chunk-HMPLMIHZ.js";
import {
  allowListFromValues
} from "./chunk-T67GQNVP.js";
import {
  renderSemanticDiffMarkdown,
  renderSemanticDiffText
} from "./chunk-WHYR2ZAU.js";
import {
  byteLength,
  mdCode,
  mdText
} from "./chunk-ENZH6ITV.js";
import {
  pidAlive,
  sweepBeside,
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  loadScenarioFile
} from "./chunk-2HFCXRSU.js";
import {
  gitClient
} from "./chunk-2JGKRYKG.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/live/rerecord/guards.ts
var COMMIT_MODES = ["push", "pull-request", "none"];
function parseCommitMode(value, what = "--commit-mode") {
  const v = value.trim();
  if (COMMIT_MODES.includes(v)) return v;
  throw new UsageError(`${what} must be one of ${COMMIT_MODES.join(", ")} (got "${value}")`);
}
var READ_ONLY_ACTORS = /* @__PURE__ */ new Set(["dependabot[bot]"]);
function commitBackRefusalOf(f) {
  if (f.mode === "none") return void 0;
  const what = f.mode === "push" ? "push re-records (commit-mode push), so nothing is re-recorded" : "open a pull request of re-records (commit-mode pull-request), so nothing is re-recorded";
  const event = (message) => ({ message, configuration: false });
  if (f.event?.isFork && f.event.readOnlyToken) {
    return event(
      `refusing to ${what}: this run is a pull request from a fork \u2014 its token is read-only and it gets no secrets; run the re-record on schedule or workflow_dispatch in the base repository`
    );
  }
  if (f.event?.readOnlyToken) return event(`refusing to ${what}: this event runs with a read-only token`);
  if (f.actor !== void 0 && READ_ONLY_ACTORS.has(f.actor.toLowerCase())) {
    return event(`refusing to ${what}: runs started by ${f.actor} get a read-only token and no secrets`);
  }
  if (!f.hasToken && (f.mode === "pull-request" || f.tokenRequiredForPush)) {
    return {
      configuration: true,
      message: `refusing to ${what}: no GitHub token \u2014 add the github-token input (its default is \${{ github.token }}, as in action.yml; GITHUB_TOKEN for the CLI) with permissions contents: write${f.mode === "pull-request" ? " and pull-requests: write" : ""}`
    };
  }
  if (f.tokenCanPush === false) {
    return {
      configuration: true,
      message: `refusing to ${what}: the token cannot write to this repository \u2014 give the job \`permissions: contents: write\`${f.mode === "pull-request" ? " and `pull-requests: write`" : ""}`
    };
  }
  return void 0;
}
function commitBackRefusal(f) {
  return commitBackRefusalOf(f)?.message;
}

// src/live/rerecord/git.ts
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join, relative, resolve } from "node:path";
var DEFAULT_BOT_IDENTITY = {
  name: "github-actions[bot]",
  email: "41898283+github-actions[bot]@users.noreply.github.com"
};
var BOT_BRANCH_PREFIX = "cowork/rerecord-";
var DEFAULT_PUSH_ATTEMPTS = 3;
function gitIn(ctx, extraEnv = {}) {
  const id = ctx.identity ?? DEFAULT_BOT_IDENTITY;
  return gitClient(ctx.dir, ctx.env ?? process.env, {
    config: [`user.name=${id.name}`, `user.email=${id.email}`, "commit.gpgsign=false"],
    extraEnv
  });
}
function gitErrorLine(e) {
  const text = e instanceof Error ? e.message : String(e);
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "");
  return lines.find(
    (l) => /^(fatal|error):/i.test(l) || /\[rejected\]|\[remote rejected\]|denied|not granted|403/i.test(l)
  ) ?? lines[0] ?? "git failed";
}
async function remoteUrls(ctx, remote) {
  const urls = /* @__PURE__ */ new Set();
  for (const args of [
    ["remote", "get-url", remote],
    ["remote", "get-url", "--push", remote]
  ]) {
    const url = await gitIn(ctx).raw(args).then(
      (o) => o.trim(),
      () => ""
    );
    if (url !== "") urls.add(url);
  }
  if (urls.size === 0) urls.add(remote);
  return [...urls];
}
async function authEnvironment(ctx, remote) {
  if (ctx.token === void 0 || ctx.token === "") return {};
  const header2 = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${ctx.token}`).toString("base64")}`;
  const pairs = [];
  for (const url of await remoteUrls(ctx, remote)) {
    if (!/^https?:\/\//i.test(url)) continue;
    const key = `http.${url}.extraheader`;
    pairs.push([key, ""], [key, header2]);
  }
  if (pairs.length === 0) return {};
  const env = { GIT_CONFIG_COUNT: String(pairs.length) };
  pairs.forEach(([k, v], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = k;
    env[`GIT_CONFIG_VALUE_${i}`] = v;
  });
  return env;
}
async function networkGit(ctx, remote, dir) {
  return gitIn({ ...ctx, ...dir ? { dir } : {} }, await authEnvironment(ctx, remote));
}
function fail(message) {
  throw new HarnessError(message, EXIT.fail);
}
async function workTreeRoot(ctx) {
  try {
    return (await gitIn(ctx).raw(["rev-parse", "--show-toplevel"])).trim();
  } catch (e) {
    return fail(`${ctx.dir}: not inside a git work tree (${gitErrorLine(e)})`);
  }
}
async function currentBranch(ctx) {
  const branch = await gitIn(ctx).raw(["symbolic-ref", "--quiet", "--short", "HEAD"]).then(
    (out) => out.trim(),
    () => ""
  );
  if (branch === "") {
    return fail(
      `${ctx.dir}: HEAD is detached \u2014 check out a branch before re-recording (on pull_request events: actions/checkout with ref: \${{ github.head_ref }})`
    );
  }
  return branch;
}
async function headSha(ctx) {
  return (await gitIn(ctx).raw(["rev-parse", "HEAD"])).trim();
}
async function repoRelative(ctx, files) {
  const top = await workTreeRoot(ctx);
  return files.map((f) => {
    const rel2 = relative(top, resolve(ctx.dir, f));
    if (rel2 === "" || rel2.startsWith("..") || isAbsolute(rel2)) fail(`${f}: not inside the work tree ${top}`);
    return rel2.split("\\").join("/");
  });
}
function isNonFastForward(e) {
  const text = e instanceof Error ? e.message : String(e);
  return /non-fast-forward|\(fetch first\)|\[rejected\].*\(stale info\)|Updates were rejected because the (tip|remote)/i.test(
    text
  );
}
function pushRefused(target, e) {
  const line = gitErrorLine(e);
  if (/denied|403|not granted|Authentication failed|could not read Username|unable to access/i.test(line)) {
    fail(
      `push to ${target} was refused (${line}) \u2014 the token needs contents: write, and actions/checkout must keep persist-credentials: true`
    );
  }
  fail(`push to ${target} failed: ${line}`);
}
async function stagedFiles(git, rel2) {
  const out = await git.raw(["ls-files", "-s", "-z", "--", ...rel2]);
  const byPath = /* @__PURE__ */ new Map();
  for (const rec of out.split("\0")) {
    const m = /^(\d{6}) ([0-9a-f]{40,64}) \d\t(.+)$/s.exec(rec);
    if (m) byPath.set(m[3], { path: m[3], mode: m[1], blob: m[2] });
  }
  return rel2.map((p) => byPath.get(p) ?? fail(`${p}: not staged for the re-record commit`));
}
async function offBranchTree(ctx, files) {
  const top = await workTreeRoot(ctx);
  const rel2 = await repoRelative(ctx, files);
  const index = join(tmpdir(), `cowork-rerecord-index-${process.pid}-${randomBytes(4).toString("hex")}`);
  const git = gitIn({ ...ctx, dir: top }, { GIT_INDEX_FILE: index });
  try {
    const parent = (await git.raw(["rev-parse", "HEAD"])).trim();
    const parentTree = (await git.raw(["rev-parse", "HEAD^{tree}"])).trim();
    await git.raw(["read-tree", "HEAD"]);
    await git.raw(["update-index", "--add", "--", ...rel2]);
    const tree = (await git.raw(["write-tree"])).trim();
    return { top, parent, parentTree, tree, files: await stagedFiles(git, rel2) };
  } catch (e) {
    if (e instanceof HarnessError) throw e;
    return fail(`building the re-record commit failed: ${gitErrorLine(e)}`);
  } finally {
    await rm(index, { force: true });
  }
}
async function commitOffBranch(ctx, files, message) {
  const built = await offBranchTree(ctx, files);
  try {
    return (await gitIn({ ...ctx, dir: built.top }).raw(["commit-tree", built.tree, "-p", built.parent, "-m", message])).trim();
  } catch (e) {
    return fail(`building the re-record commit failed: ${gitErrorLine(e)}`);
  }
}
async function fetchCommit(ctx, opts) {
  const remote = opts.remote ?? "origin";
  const top = await workTreeRoot(ctx);
  try {
    await (await networkGit(ctx, remote, top)).raw([
      "fetch",
      "--no-tags",
      "--quiet",
      remote,
      `+refs/heads/${opts.branch}:refs/remotes/${remote}/${opts.branch}`
    ]);
  } catch (e) {
    return `fetch of ${remote}/${opts.branch} failed: ${gitErrorLine(e)}`;
  }
  const present = await gitIn({ ...ctx, dir: top }).raw(["rev-parse", "--verify", "--quiet", `${opts.sha}^{commit}`]).then(
    (o) => o.trim() === opts.sha,
    () => false
  );
  return present ? void 0 : `${opts.sha.slice(0, 12)} is not on ${remote}/${opts.branch} any more`;
}
async function remoteBranchSha(ctx, remote, branch, net) {
  try {
    const out = await (net ?? await networkGit(ctx, remote)).raw([
      "ls-remote",
      "--heads",
      remote,
      `refs/heads/${branch}`
    ]);
    const sha = out.split("\n").map((l) => l.split("	")).find((p) => p[1] === `refs/heads/${branch}`)?.[0];
    return sha && sha !== "" ? sha : void 0;
  } catch (e) {
    return fail(`cannot read ${remote}/${branch}: ${gitErrorLine(e)}`);
  }
}
async function pushBotBranch(ctx, sha, opts) {
  const remote = opts.remote ?? "origin";
  if (!opts.branch.startsWith(BOT_BRANCH_PREFIX) || opts.branch.length === BOT_BRANCH_PREFIX.length) {
    fail(
      `refusing to force-push ${opts.branch}: only the bot-owned ${BOT_BRANCH_PREFIX}<base> branch may be force-pushed`
    );
  }
  const net = await networkGit(ctx, remote).catch(
    (e) => fail(`cannot read ${remote}/${opts.branch}: ${gitErrorLine(e)}`)
  );
  const expected = await remoteBranchSha(ctx, remote, opts.branch, net);
  const ref = `refs/heads/${opts.branch}`;
  try {
    await net.raw(["push", `--force-with-lease=${ref}:${expected ?? ""}`, remote, `${sha}:${ref}`]);
  } catch (e) {
    pushRefused(`${remote}/${opts.branch}`, e);
  }
  return { existed: expected !== void 0 };
}
async function upstreamState(ctx, opts) {
  const remote = opts.remote ?? "origin";
  const top = await workTreeRoot(ctx);
  const tracking = `refs/remotes/${remote}/${opts.branch}`;
  try {
    await (await networkGit(ctx, remote, top)).raw(["fetch", "--no-tags", remote, `+refs/heads/${opts.branch}:${tracking}`]);
  } catch (e) {
    const line = gitErrorLine(e);
    if (/couldn't find remote ref/i.test(line)) {
      fail(
        `${remote}/${opts.branch} does not exist \u2014 push the branch first: the re-record writes back on top of the remote branch head`
      );
    }
    fail(`fetch of ${remote}/${opts.branch} failed: ${line}`);
  }
  const git = gitIn({ ...ctx, dir: top });
  const tip = (await git.raw(["rev-parse", tracking])).trim();
  const unpushed = (await git.raw(["log", "--format=%h %s", `${tracking}..HEAD`])).split("\n").filter((l) => l.trim() !== "");
  return { tip, unpushed };
}

// src/live/rerecord/api-commit.ts
import { readFile } from "node:fs/promises";
var COMMIT_SIGNINGS = ["api", "local"];
function parseCommitSigning(value, what = "--commit-signing") {
  const v = value.trim();
  if (COMMIT_SIGNINGS.includes(v)) return v;
  throw new UsageError(`${what} must be one of ${COMMIT_SIGNINGS.join(", ")} (got "${value}")`);
}
var TREE_MODES = /* @__PURE__ */ new Set(["100644", "100755", "120000"]);
function refused(what, e) {
  const status = httpStatus(e);
  const hint = status === 403 || status === 401 || status === 404 ? " \u2014 the token needs contents: write" : "";
  throw new HarnessError(`${what} through the GitHub API failed (${describeFailure(e)})${hint}`, EXIT.fail);
}
function isApiNonFastForward(e) {
  return httpStatus(e) === 422 && /not a fast.?forward|reference update failed/i.test(describeFailure(e));
}
var ApiCommitter = class {
  constructor(target, policy) {
    this.target = target;
    this.policy = policy ?? DEFAULT_RETRY;
  }
  target;
  blobs = /* @__PURE__ */ new Map();
  policy;
  get repository() {
    return `${this.target.owner}/${this.target.repo}`;
  }
  async blob(f) {
    const known = this.blobs.get(f.blob);
    if (known) return known;
    const content = (await readFile(f.source)).toString("base64");
    const { owner, repo, client } = this.target;
    let sha;
    try {
      sha = (await withRetry(() => client.rest.git.createBlob({ owner, repo, content, encoding: "base64" }), this.policy)).data.sha;
    } catch (e) {
      return refused(`uploading ${f.path}`, e);
    }
    if (sha !== f.blob)
      throw new HarnessError(
        `uploading ${f.path} through the GitHub API gave blob ${sha}, git computes ${f.blob} for its bytes \u2014 nothing was committed`,
        EXIT.fail
      );
    this.blobs.set(f.blob, sha);
    return sha;
  }
  /**
   * A commit of `parentTree` with `files` replaced, parented on `parent`. `expectedTree`: the tree
   * git builds locally for the same change; the API's must be it, or nothing is committed.
   */
  async createCommit(spec) {
    const { owner, repo, client } = this.target;
    const entries = [];
    for (const f of spec.files) {
      if (!TREE_MODES.has(f.mode)) throw new HarnessError(`${f.path}: mode ${f.mode} cannot be committed`, EXIT.fail);
      entries.push({ path: f.path, mode: f.mode, type: "blob", sha: await this.blob(f) });
    }
    let tree;
    try {
      tree = (await withRetry(
        () => client.rest.git.createTree({ owner, repo, base_tree: spec.parentTree, tree: entries }),
        this.policy
      )).data.sha;
    } catch (e) {
      return refused("building the re-record tree", e);
    }
    if (tree !== spec.expectedTree)
      throw new HarnessError(
        `the GitHub API built tree ${tree} for the re-record commit, git builds ${spec.expectedTree} for the same files \u2014 nothing was committed`,
        EXIT.fail
      );
    try {
      const res = await withRetry(
        () => client.rest.git.createCommit({ owner, repo, message: spec.message, tree, parents: [spec.parent] }),
        this.policy
      );
      const v = res.data.verification;
      return {
        sha: res.data.sha,
        tree: res.data.tree.sha,
        verified: v?.verified === true,
        ...v?.reason ? { reason: v.reason } : {}
      };
    } catch (e) {
      return refused("creating the re-record commit", e);
    }
  }
  /** Moves `branch` to `sha`, never forced: "rejected" when that is not a fast-forward (the branch moved). */
  async updateBranch(branch, sha) {
    const { owner, repo, client } = this.target;
    try {
      await withRetry(
        () => client.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: false }),
        this.policy
      );
      return "updated";
    } catch (e) {
      if (isApiNonFastForward(e)) return "rejected";
      return refused(`updating ${this.repository}@${branch}`, e);
    }
  }
  /** Points the bot-owned branch at `sha`: created when absent, else moved there (forced: the branch is the job's alone). */
  async setBotBranch(branch, sha) {
    if (!branch.startsWith(BOT_BRANCH_PREFIX) || branch.length === BOT_BRANCH_PREFIX.length)
      throw new HarnessError(
        `refusing to force-update ${branch}: only the bot-owned ${BOT_BRANCH_PREFIX}<base> branch may be`,
        EXIT.fail
      );
    const { owner, repo, client } = this.target;
    const update = async () => {
      try {
        await withRetry(
          () => client.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: true }),
          this.policy
        );
        return { existed: true };
      } catch (e) {
        return refused(`updating ${this.repository}@${branch}`, e);
      }
    };
    const exists = await withRetry(() => client.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }), this.policy).then(() => true).catch((e) => {
      if (httpStatus(e) === 404) return false;
      return refused(`reading ${this.repository}@${branch}`, e);
    });
    if (exists) return update();
    try {
      await withRetry(() => client.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha }), this.policy);
      return { existed: false };
    } catch (e) {
      if (httpStatus(e) === 422 && /already exists/i.test(describeFailure(e))) return update();
      return refused(`creating ${this.repository}@${branch}`, e);
    }
  }
};

// src/live/rerecord/pull-request.ts
function rerecordBranchFor(base) {
  return `${BOT_BRANCH_PREFIX}${base}`;
}
function splitNames(value) {
  const names = (value ?? "").split(/[,\n]/).map((n) => n.trim()).filter((n) => n !== "");
  return [...new Set(names)];
}
function teamSlugs(names) {
  return [...new Set(names.map((n) => n.replace(/^[^/]+\//, "")))];
}
var ACTIONS_MAY_NOT_CREATE = /not permitted to create or approve pull requests/i;
function apiFailure(what, e) {
  const line = describeFailure(e);
  if (ACTIONS_MAY_NOT_CREATE.test(line)) {
    throw new HarnessError(
      `${what} failed (${line}) \u2014 enable Settings \u2192 Actions \u2192 General \u2192 "Allow GitHub Actions to create and approve pull requests", or use an App token`,
      EXIT.fail
    );
  }
  const status = httpStatus(e);
  const hint = status === 403 || status === 401 ? " \u2014 the token needs pull-requests: write" : "";
  throw new HarnessError(`${what} failed (${line})${hint}`, EXIT.fail);
}
async function listPulls(client, spec, policy, page, perPage, what) {
  try {
    const res = await withRetry(
      () => client.rest.pulls.list({
        owner: spec.owner,
        repo: spec.repo,
        head: `${spec.owner}:${spec.head}`,
        base: spec.base,
        ...page,
        per_page: perPage
      }),
      policy
    );
    return res.data;
  } catch (e) {
    return apiFailure(what, e);
  }
}
async function findOpen(client, spec, policy) {
  const data = await listPulls(client, spec, policy, { state: "open" }, 100, `listing pull requests from ${spec.head}`);
  return data.find((p) => p.head?.ref === spec.head) ?? data[0];
}
function keyMarker(key) {
  return `<!-- cowork-harness:rerecord key=${key} -->`;
}
var CLOSED_BY_HARNESS_MARKER = "<!-- cowork-harness:rerecord closed-by-harness -->";
async function findDeclinedPullRequest(client, spec, key, policy = DEFAULT_RETRY) {
  const data = await listPulls(
    client,
    spec,
    policy,
    { state: "closed", sort: "created", direction: "desc" },
    10,
    `listing closed pull requests from ${spec.head}`
  );
  const newest = data.filter((p) => p.head?.ref === void 0 || p.head.ref === spec.head)[0];
  if (!newest || newest.merged_at || !newest.body) return void 0;
  if (!newest.body.includes(keyMarker(key)) || newest.body.includes(CLOSED_BY_HARNESS_MARKER)) return void 0;
  return {
    number: newest.number,
    ...newest.html_url ? { url: newest.html_url } : {},
    ...newest.closed_at ? { closedAt: newest.closed_at } : {}
  };
}
async function closeBotPullRequest(client, spec, why, policy = DEFAULT_RETRY) {
  const { owner, repo } = spec;
  const open = await findOpen(client, spec, policy);
  if (!open) return void 0;
  const number = open.number;
  try {
    await withRetry(() => client.rest.issues.createComment({ owner, repo, issue_number: number, body: why }), policy);
  } catch (e) {
    return apiFailure(`commenting on pull request #${number}`, e);
  }
  try {
    const body = `${open.body ?? ""}

${CLOSED_BY_HARNESS_MARKER}
`;
    await withRetry(
      () => client.rest.pulls.update({ owner, repo, pull_number: number, state: "closed", body }),
      policy
    );
  } catch (e) {
    return apiFailure(`closing pull request #${number}`, e);
  }
  let branchDeleted = true;
  try {
    await withRetry(() => client.rest.git.deleteRef({ owner, repo, ref: `heads/${spec.head}` }), policy);
  } catch (e) {
    const status = httpStatus(e);
    if (status !== 422 && status !== 404) return apiFailure(`deleting branch ${spec.head}`, e);
    branchDeleted = false;
  }
  return { number, ...open.html_url ? { url: open.html_url } : {}, branchDeleted };
}
async function applyMetadata(client, spec, number, policy) {
  const m = spec.metadata;
  if (!m) return [];
  const { owner, repo } = spec;
  const warnings = [];
  const attempt = async (what, call) => {
    try {
      await withRetry(call, policy);
    } catch (e) {
      const status = httpStatus(e);
      const hint = status === 403 || status === 401 ? " \u2014 the token needs pull-requests: write (issues: write for labels)" : "";
      warnings.push(`${what} on pull request #${number} failed (${describeFailure(e)})${hint}`);
    }
  };
  if (m.labels.length > 0)
    await attempt(
      `adding labels ${m.labels.join(", ")}`,
      () => client.rest.issues.addLabels({ owner, repo, issue_number: number, labels: m.labels })
    );
  if (m.assignees.length > 0)
    await attempt(
      `assigning ${m.assignees.join(", ")}`,
      () => client.rest.issues.addAssignees({ owner, repo, issue_number: number, assignees: m.assignees })
    );
  const teams = teamSlugs(m.teamReviewers);
  if (m.reviewers.length > 0 || teams.length > 0)
    await attempt(
      `requesting reviews from ${[...m.reviewers, ...teams.map((t) => `team ${t}`)].join(", ")}`,
      () => client.rest.pulls.requestReviewers({
        owner,
        repo,
        pull_number: number,
        ...m.reviewers.length > 0 ? { reviewers: m.reviewers } : {},
        ...teams.length > 0 ? { team_reviewers: teams } : {}
      })
    );
  return warnings;
}
var DRAFT_UNSUPPORTED = /draft pull requests are not supported/i;
async function openOrUpdatePullRequest(client, spec, policy = DEFAULT_RETRY) {
  const { owner, repo } = spec;
  const withMetadata = async (o, early2 = []) => {
    const warnings = [...early2, ...await applyMetadata(client, spec, o.number, policy)];
    return { ...o, ...warnings.length > 0 ? { warnings } : {} };
  };
  const update = async (number) => {
    try {
      const res = await withRetry(
        () => client.rest.pulls.update({ owner, repo, pull_number: number, title: spec.title, body: spec.body }),
        policy
      );
      return withMetadata({ number, operation: "updated", ...res.data.html_url ? { url: res.data.html_url } : {} });
    } catch (e) {
      return apiFailure(`updating pull request #${number}`, e);
    }
  };
  const existing = await findOpen(client, spec, policy);
  if (existing) return update(existing.number);
  const create = (draft2) => client.rest.pulls.create({
    owner,
    repo,
    head: spec.head,
    base: spec.base,
    title: spec.title,
    body: spec.body,
    ...draft2 ? { draft: true } : {}
  });
  const draft = spec.metadata?.draft === true;
  const early = [];
  try {
    let res;
    try {
      res = await create(draft);
    } catch (e) {
      if (!draft || httpStatus(e) !== 422 || !DRAFT_UNSUPPORTED.test(describeFailure(e))) throw e;
      early.push(`opened as ready for review: ${describeFailure(e)}`);
      res = await create(false);
    }
    return withMetadata(
      {
        number: res.data.number,
        operation: "created",
        ...res.data.html_url ? { url: res.data.html_url } : {},
        ...draft && early.length === 0 ? { draft: true } : {}
      },
      early
    );
  } catch (e) {
    if (httpStatus(e) === 422 && /already exists/i.test(describeFailure(e))) {
      const raced = await findOpen(client, spec, policy);
      if (raced) return update(raced.number);
    }
    return apiFailure(`creating the pull request ${spec.head} \u2192 ${spec.base}`, e);
  }
}

// src/live/rerecord/report-md.ts
import { relative as relative2 } from "node:path";
function scriptedNote(items) {
  return items.some((i) => i.scripted === true && i.costUsd !== void 0) ? ` (${spendText(items)})` : "";
}
var PR_BODY_MAX_CHARS = 65536;
var SUMMARY_MAX_BYTES = 1e6;
var COMMIT_DETAILS_MAX_CHARS = 6e3;
var STATUS_MARK = {
  refreshed: "\u2705",
  failed: "\u274C",
  unresolved: "\u274C",
  "dry-run": "\xB7",
  skipped: "\u23F8",
  declined: "\u23F8"
};
function statusWord(i) {
  return `${STATUS_MARK[i.status]} ${statusLabel(i)}`;
}
function cost(i) {
  return i.costUsd === void 0 ? "\u2014" : itemSpendText(i);
}
function itemsTable(items, root, reasonMax) {
  if (items.length === 0) return [];
  const lines = ["| cassette | status | cost | selected because |", "| --- | --- | ---: | --- |"];
  for (const i of items) {
    const why = i.reasons.length === 0 ? "" : mdText(i.reasons[0], reasonMax) + (i.reasons.length > 1 ? ` (+${i.reasons.length - 1} more)` : "");
    lines.push(`| ${mdCode(relative2(root, i.cassettePath))} | ${statusWord(i)} | ${cost(i)} | ${why} |`);
  }
  return lines;
}
function spendLine(report, ctx) {
  const cap = ctx.maxCostUsd !== void 0 ? ` (max-cost-usd ${formatUsd(ctx.maxCostUsd)})` : "";
  const unrecorded = report.unrecorded ? ` and ${report.unrecorded} unrecorded scenario(s)` : "";
  return `Spend reported by the recorded runs: **${formatUsd(spentUsd(report.items))}** in total${scriptedNote(report.items)}${cap} \xB7 ${report.items.length} selected of ${report.checked} cassette(s)${unrecorded} \xB7 commit-mode ${ctx.mode}`;
}
function whereLine(report) {
  const c = report.commit;
  if (c.pullRequest)
    return `Pull request #${c.pullRequest.number} ${c.pullRequest.operation}${c.pullRequest.url ? `: ${c.pullRequest.url}` : ""} (branch ${mdCode(c.branch ?? "")}, ${mdCode((c.commitSha ?? "").slice(0, 12))})`;
  if (c.commitSha)
    return `Pushed ${mdCode(c.commitSha.slice(0, 12))} to ${mdCode(c.branch ?? "")}${(c.pushAttempts ?? 1) > 1 ? ` after ${c.pushAttempts} attempts` : ""}`;
  if (report.closed)
    return `Closed pull request #${report.closed.number}${report.closed.branchDeleted ? " and deleted its branch" : ""}: nothing is stale any more`;
  return void 0;
}
function failuresSection(items, root) {
  const bad = items.filter((i) => i.status === "failed" || i.status === "unresolved" || i.status === "skipped");
  if (bad.length === 0) return [];
  return [
    "### Not re-recorded (the committed cassette is unchanged)",
    "",
    ...bad.map(
      (i) => i.unrecorded && i.scenarioPath ? `- ${mdCode(relative2(root, i.scenarioPath))} (unrecorded: no cassette written) \u2014 ${mdText(i.error ?? i.status, 600)}` : `- ${mdCode(relative2(root, i.cassettePath))} \u2014 ${mdText(i.error ?? i.status, 600)}`
    ),
    ""
  ];
}
function diffSection(i, root, budgetBytes) {
  const head = `### ${mdCode(relative2(root, i.cassettePath))} \u2014 ${cost(i)}`;
  if (i.unrecorded) {
    const from = i.scenarioPath ? ` from ${mdCode(relative2(root, i.scenarioPath))}` : "";
    return `${head}

Recorded (was unrecorded)${from}: its first cassette, nothing to diff against.
`;
  }
  if (!i.diff) {
    const why = i.reasons[0] ? ` (${mdText(i.reasons[0], 300)})` : "";
    return `${head}

The cassette it replaced did not load${why}: no diff to show.
`;
  }
  return `${head}

${renderSemanticDiffMarkdown(i.diff, { budgetBytes: Math.max(600, budgetBytes - byteLength(head) - 2), mermaid: true })}
`;
}
function diffSections(items, root, budgetBytes, elsewhere) {
  const refreshed = items.filter((i) => i.status === "refreshed");
  const out = [];
  let left = budgetBytes;
  refreshed.forEach((i, n) => {
    const share = Math.floor(left / (refreshed.length - n));
    if (share < 800) {
      const line = `- ${mdCode(relative2(root, i.cassettePath))}: diff ${elsewhere}`;
      out.push(line);
      left -= byteLength(line) + 1;
      return;
    }
    const section = diffSection(i, root, share);
    out.push(section);
    left -= byteLength(section) + 1;
  });
  return out;
}
function header(report, ctx, reasonMax) {
  const mark = ctx.outcome.ok ? "\u2705" : "\u274C";
  const lines = ["## cowork-harness rerecord", "", `${mark} ${mdText(ctx.outcome.line, 1e3)}`, ""];
  for (const w of ctx.outcome.warnings) lines.push(`> \u26A0\uFE0F ${mdText(w, 1e3)}`, "");
  const where = whereLine(report);
  if (where) lines.push(where, "");
  lines.push(spendLine(report, ctx), "");
  const table = itemsTable(report.items, ctx.root, reasonMax);
  if (table.length > 0) lines.push(...table, "");
  return lines;
}
function rerecordSummaryMarkdown(report, ctx) {
  const head = [
    ...header(report, ctx, 400),
    ...failuresSection(report.items, ctx.root),
    ...authoredLiveSection(report.items, ctx.root)
  ];
  const used = byteLength(head.join("\n"));
  const diffs = diffSections(report.items, ctx.root, SUMMARY_MAX_BYTES - used - 200, "left out: the summary is full");
  const body = diffs.length > 0 ? ["### What changed", "", ...diffs] : [];
  return `${[...head, ...body].join("\n").trimEnd()}
`;
}
function rerecordPullRequestBody(report, opts) {
  const elsewhere = opts.runUrl ? `in the [job summary](${opts.runUrl})` : "in the job summary";
  const intro = [
    ...header(report, opts, 200),
    "Each new cassette replayed green and came out fresh before it replaced the old one. Review what the agent now does differently below; merge to accept it.",
    "",
    ...report.items.some((i) => i.unrecorded && i.status === "refreshed") ? [
      "A scenario marked recorded (was unrecorded) had no cassette: its first one replayed green and came out fresh too; merge to add it to the gate.",
      ""
    ] : [],
    ...failuresSection(report.items, opts.root),
    ...authoredLiveSection(report.items, opts.root)
  ];
  const outro = ["", `Full detail ${elsewhere}.`, "", opts.marker];
  const budget = PR_BODY_MAX_CHARS - 400 - byteLength([...intro, ...outro].join("\n"));
  const diffs = diffSections(report.items, opts.root, budget, `left out for length; see it ${elsewhere}`);
  const body = [...intro, ...diffs.length > 0 ? ["### What changed", "", ...diffs] : [], ...outro].join("\n");
  return body.length <= PR_BODY_MAX_CHARS - 200 ? `${body}
` : `${body.slice(0, PR_BODY_MAX_CHARS - 400)}

\u2026cut for length; full detail ${elsewhere}.

${opts.marker}
`;
}
function authoredLiveSection(items, root) {
  const live = items.filter((i) => i.status === "refreshed" && i.authoredLive);
  if (live.length === 0) return [];
  return [
    "### Answered live",
    "",
    "A live decider answered questions the scenario does not script in these re-recordings (the answers are now frozen in the cassette; check them in the controlOut diff, or script them under `answers:`):",
    "",
    ...live.map(
      (i) => `- \`${relative2(root, i.cassettePath)}\`: ${i.authoredLive.gates} gate(s) by ${i.authoredLive.channel ?? "a live decider"}`
    ),
    ""
  ];
}
function rerecordCommitDetails(items, root) {
  const refreshed = items.filter((i) => i.status === "refreshed");
  const blocks = refreshed.map((i) => {
    const lines = i.unrecorded ? [`recorded (was unrecorded)${i.scenarioPath ? ` from ${relative2(root, i.scenarioPath)}` : ""}`] : i.diff ? renderSemanticDiffText(i.diff).trimEnd().split("\n").slice(0, 14) : [`(the cassette it replaced did not load)`];
    return [`${relative2(root, i.cassettePath)} (${cost(i)}):`, ...lines.map((l) => `  ${l}`)].join("\n");
  });
  blocks.push(`Spend reported by the recorded runs: ${formatUsd(spentUsd(items))}${scriptedNote(items)}`);
  let text = blocks.join("\n\n");
  if (text.length > COMMIT_DETAILS_MAX_CHARS)
    text = `${text.slice(0, COMMIT_DETAILS_MAX_CHARS)}
\u2026 (cut; the job summary has the rest)`;
  return text;
}

// src/live/rerecord/run.ts
import { createHash as createHash2 } from "node:crypto";
import { relative as relative7 } from "node:path";

// src/live/rerecord/commit-back.ts
import { join as join4, relative as relative5 } from "node:path";

// src/live/rerecord/commit-message.ts
var plural = (n, one) => `${n} ${one}${n === 1 ? "" : "s"}`;
function rerecordTitle(count, unrecorded = 0) {
  const stale = count - unrecorded;
  if (unrecorded === 0) return `Re-record ${plural(stale, "stale cassette")}`;
  const scenarios = plural(unrecorded, "unrecorded scenario");
  return stale === 0 ? `Record ${scenarios}` : `Re-record ${plural(stale, "stale cassette")}, record ${scenarios}`;
}
function rerecordCommitMessage(files, opts = {}) {
  const title = rerecordTitle(files.length, opts.unrecorded ?? 0) + (opts.skipCi ? " [skip ci]" : "");
  const body = files.map((f) => `- ${f}`).join("\n");
  const details = opts.details ? `

${opts.details.trimEnd()}` : "";
  const trailer = opts.skipCi ? "\n\nskip-checks: true" : "";
  return `${title}

${body}${details}${trailer}
`;
}

// src/live/rerecord/isolated-push.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { copyFile, mkdir as mkdir2, rm as rm3 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import { dirname, join as join3, relative as relative4 } from "node:path";

// src/live/rerecord/journal.ts
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile as readFile2, rm as rm2, stat } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join2, relative as relative3, resolve as resolve2 } from "node:path";
var ISOLATED_PREFIX = "cowork-rerecord-wt-";
function plainGit(dir, env = process.env) {
  return gitClient(dir, env);
}
async function repoPaths(dir, env) {
  const g = plainGit(dir, env);
  const top = (await g.raw(["rev-parse", "--show-toplevel"])).trim();
  const common = (await g.raw(["rev-parse", "--git-common-dir"])).trim();
  return { top, gitDir: resolve2(dir, common) };
}
var journalFile = (gitDir) => join2(gitDir, "cowork-harness", "rerecord-journal.json");
async function readJournal(gitDir) {
  try {
    const j = JSON.parse(await readFile2(journalFile(gitDir), "utf8"));
    return {
      version: 1,
      entries: Array.isArray(j.entries) ? j.entries.filter((e) => typeof e?.path === "string" && typeof e?.sha256 === "string") : [],
      ...typeof j.pid === "number" ? { pid: j.pid } : {},
      ...j.advance ? { advance: j.advance } : {}
    };
  } catch {
    return { version: 1, entries: [] };
  }
}
async function writeJournal(gitDir, j) {
  await mkdir(join2(gitDir, "cowork-harness"), { recursive: true });
  await writeFileAtomic(journalFile(gitDir), `${JSON.stringify(j)}
`);
}
async function updateJournal(gitDir, fn) {
  await writeJournal(gitDir, fn(await readJournal(gitDir)));
}
async function recordAdvance(gitDir, branch, from, to) {
  await updateJournal(gitDir, (j) => ({ ...j, advance: { branch, from, to } }));
}
async function clearAdvance(gitDir) {
  await updateJournal(gitDir, (j) => {
    const { advance: _a, ...rest } = j;
    return rest;
  });
}
var sha256File = async (path) => createHash("sha256").update(await readFile2(path)).digest("hex");
var rel = (top, p) => relative3(top, p).split("\\").join("/");
async function noteRefreshed(repo, cassettePath, tempPath) {
  const entry = { path: rel(repo.top, resolve2(cassettePath)), sha256: await sha256File(tempPath) };
  await updateJournal(repo.gitDir, (j) => ({
    ...j,
    entries: [...j.entries.filter((e) => e.path !== entry.path), entry]
  }));
}
async function forgetRefreshed(repo, files) {
  const drop = new Set(files.map((f) => rel(repo.top, resolve2(f))));
  await updateJournal(repo.gitDir, (j) => ({ ...j, entries: j.entries.filter((e) => !drop.has(e.path)) }));
}
async function pendingRefreshed(repo, env) {
  const j = await readJournal(repo.gitDir);
  if (j.entries.length === 0) return [];
  const g = plainGit(repo.top, env);
  const keep = [];
  for (const e of j.entries) {
    const abs = join2(repo.top, e.path);
    if (!existsSync(abs)) continue;
    if (await sha256File(abs) !== e.sha256) continue;
    const blob = (await g.raw(["hash-object", "--", e.path])).trim();
    const inHead = await g.raw(["rev-parse", "--verify", "--quiet", `HEAD:${e.path}`]).then(
      (o) => o.trim(),
      () => ""
    );
    if (blob === inHead) continue;
    keep.push(e);
  }
  if (keep.length !== j.entries.length) await writeJournal(repo.gitDir, { ...j, entries: keep });
  return keep.map((e) => join2(repo.top, e.path));
}
async function locksUnder(dir, depth = 0) {
  if (depth > 8) return [];
  const out = [];
  const list = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of list) {
    if (e.name === "objects") continue;
    const p = join2(dir, e.name);
    if (e.isDirectory()) out.push(...await locksUnder(p, depth + 1));
    else if (e.name.endsWith(".lock")) out.push(p);
  }
  return out;
}
async function recoverRepository(repo, env) {
  const j = await readJournal(repo.gitDir);
  const done = [];
  if (j.pid !== void 0 && j.pid !== process.pid && !pidAlive(j.pid)) {
    for (const lock of await locksUnder(repo.gitDir)) {
      await rm2(lock, { force: true });
      done.push(`removed ${relative3(repo.gitDir, lock)} left by the killed re-record (pid ${j.pid})`);
    }
  }
  for (const base of [tmpdir2()]) {
    const names = await readdir(base).catch(() => []);
    for (const name of names) {
      const m = new RegExp(`^${ISOLATED_PREFIX}(\\d+)-`).exec(name);
      if (!m || pidAlive(Number(m[1]))) continue;
      const st = await stat(join2(base, name)).catch(() => void 0);
      if (!st?.isDirectory()) continue;
      await rm2(join2(base, name), { recursive: true, force: true });
    }
  }
  const wts = join2(repo.gitDir, "worktrees");
  for (const name of await readdir(wts).catch(() => [])) {
    const m = new RegExp(`^${ISOLATED_PREFIX}(\\d+)-`).exec(name);
    if (!m || pidAlive(Number(m[1]))) continue;
    await rm2(join2(wts, name), { recursive: true, force: true });
  }
  await plainGit(repo.top, env).raw(["worktree", "prune"]).catch(() => void 0);
  if (j.advance && (j.pid === void 0 || !pidAlive(j.pid) || j.pid === process.pid)) {
    const line = await completeAdvance(repo, j.advance, env).catch(
      (e) => `could not finish moving ${j.advance.branch} to ${j.advance.to.slice(0, 12)}: ${String(e).split("\n")[0]}`
    );
    if (line) done.push(line);
    await clearAdvance(repo.gitDir);
  }
  return done;
}
async function completeAdvance(repo, adv, env) {
  const g = plainGit(repo.top, env);
  const head = (await g.raw(["rev-parse", "HEAD"])).trim();
  const onBranch = (await g.raw(["symbolic-ref", "--quiet", "HEAD"]).catch(() => "")).trim() === `refs/heads/${adv.branch}`;
  if (!onBranch || head === adv.to) return void 0;
  if (head !== adv.from)
    return `left ${adv.branch} at ${head.slice(0, 12)}: it moved since the re-record (${adv.to.slice(0, 12)} is on the remote)`;
  const changed = (await g.raw(["diff", "--name-only", "-z", adv.from, adv.to])).split("\0").filter((s) => s !== "");
  const same = [];
  for (const f of changed) {
    if (!existsSync(join2(repo.top, f))) continue;
    const blob = (await g.raw(["hash-object", "--", f])).trim();
    const target = await g.raw(["rev-parse", "--verify", "--quiet", `${adv.to}:${f}`]).then(
      (o) => o.trim(),
      () => ""
    );
    if (blob === target) same.push(f);
  }
  if (same.length > 0) await g.raw(["update-index", "--add", "--", ...same]);
  await g.raw(["read-tree", "-m", "-u", adv.from, adv.to]);
  await g.raw([
    "update-ref",
    "-m",
    "cowork-harness rerecord: fast-forward to the pushed re-record",
    `refs/heads/${adv.branch}`,
    adv.to,
    adv.from
  ]);
  return void 0;
}
function clearPidSync(gitDir, pid) {
  try {
    const file = journalFile(gitDir);
    const j = JSON.parse(readFileSync(file, "utf8"));
    if (j.pid !== pid) return;
    delete j.pid;
    const tmp = `${file}.${pid}.exit`;
    writeFileSync(tmp, `${JSON.stringify(j)}
`);
    renameSync(tmp, file);
  } catch {
  }
}
async function beginWriteBack(dir, env, log = () => {
}) {
  const repo = await repoPaths(dir, env);
  for (const line of await recoverRepository(repo, env)) log(line);
  await updateJournal(repo.gitDir, (j) => ({ ...j, pid: process.pid }));
  const onExit = () => clearPidSync(repo.gitDir, process.pid);
  process.once("exit", onExit);
  return {
    repo,
    log,
    async pendingItems(selection) {
      await sweepBeside([...selection.stale.map((s) => s.cassettePath), ...selection.fresh]);
      const stale = new Set(selection.stale.map((s) => resolve2(s.cassettePath)));
      const out = [];
      for (const p of await pendingRefreshed(repo, env)) {
        if (stale.has(resolve2(p))) continue;
        const i = selection.fresh.findIndex((f) => resolve2(f) === resolve2(p));
        if (i < 0) continue;
        const [path] = selection.fresh.splice(i, 1);
        let version;
        try {
          version = JSON.parse(await readFile2(path, "utf8")).cassetteVersion;
        } catch {
          version = void 0;
        }
        log(
          `${relative3(repo.top, path)} was re-recorded by an interrupted run and never written back: writing it back now`
        );
        out.push({
          cassettePath: path,
          format: formatOfVersion(typeof version === "number" ? version : void 0),
          reasons: ["re-recorded by an interrupted run, not yet written back"],
          status: "refreshed"
        });
      }
      return out;
    },
    noteRefreshed: (cassettePath, tempPath) => noteRefreshed(repo, cassettePath, tempPath),
    written: (files) => forgetRefreshed(repo, files),
    async end() {
      process.removeListener("exit", onExit);
      await updateJournal(repo.gitDir, (j) => {
        if (j.pid !== process.pid) return j;
        const { pid: _p, ...rest } = j;
        return rest;
      });
    }
  };
}

// src/live/rerecord/isolated-push.ts
async function isolatedCommitAndPush(ctx, files, message, opts) {
  const remote = opts.remote ?? "origin";
  const target = `${remote}/${opts.branch}`;
  const max = Math.max(1, opts.maxAttempts ?? DEFAULT_PUSH_ATTEMPTS);
  const repo = await repoPaths(ctx.dir, ctx.env);
  const user = gitIn({ ...ctx, dir: repo.top });
  const base = await headSha({ ...ctx, dir: repo.top });
  const rels = files.map((f) => relative4(repo.top, f).split("\\").join("/"));
  const name = `${ISOLATED_PREFIX}${process.pid}-${randomBytes2(4).toString("hex")}`;
  const wt = join3(tmpdir3(), name);
  const auth = await authEnvironment(ctx, remote);
  const iso = () => gitIn({ ...ctx, dir: wt });
  const net = () => gitIn({ ...ctx, dir: repo.top }, auth);
  const alreadyRefreshed = [];
  let rebased = false;
  const placeMine = async (mine) => {
    for (const f of mine) {
      await mkdir2(dirname(join3(wt, f)), { recursive: true });
      await copyFile(join3(repo.top, f), join3(wt, f));
    }
  };
  const advance = async (to, attempts, sha) => {
    await recordAdvance(repo.gitDir, opts.branch, base, to);
    const note = await completeAdvance(repo, { branch: opts.branch, from: base, to }, ctx.env).catch(
      (e) => `not fast-forwarded (${gitErrorLine(e)})`
    );
    await clearAdvance(repo.gitDir);
    return {
      ...sha !== void 0 ? { sha } : {},
      attempts,
      rebased,
      alreadyRefreshed,
      ...note ? { localNote: note } : {}
    };
  };
  try {
    await user.raw(["worktree", "add", "--detach", "--quiet", wt, base]);
    let parent = base;
    let mine = [...rels];
    await placeMine(mine);
    for (let attempt = 1; ; attempt++) {
      await iso().raw(["add", "--", ...mine]);
      const staged = (await iso().raw(["diff", "--cached", "--name-only", "-z"])).split("\0").filter((s) => s !== "");
      if (staged.length === 0) {
        return await advance(parent, attempt);
      }
      let rejected = false;
      if (opts.api) {
        const commit = await opts.api.createCommit({
          parent,
          parentTree: (await iso().raw(["rev-parse", `${parent}^{tree}`])).trim(),
          files: (await stagedFiles(iso(), mine)).map((f) => ({ ...f, source: join3(wt, f.path) })),
          message,
          expectedTree: (await iso().raw(["write-tree"])).trim()
        });
        await opts.beforePush?.(attempt);
        if (await opts.api.updateBranch(opts.branch, commit.sha) === "updated") {
          await opts.afterRefUpdate?.(commit.sha);
          const missing = await fetchCommit(
            { ...ctx, dir: repo.top },
            { remote, branch: opts.branch, sha: commit.sha }
          );
          const done = missing ? {
            sha: commit.sha,
            attempts: attempt,
            rebased,
            alreadyRefreshed,
            localNote: `not fast-forwarded (${missing})`
          } : await advance(commit.sha, attempt, commit.sha);
          return { ...done, verified: commit.verified };
        }
        rejected = true;
      } else {
        await iso().raw(["commit", "--no-verify", "-q", "-m", message]);
        const sha = await headSha({ ...ctx, dir: wt });
        await opts.beforePush?.(attempt);
        try {
          await net().raw(["push", remote, `${sha}:refs/heads/${opts.branch}`]);
        } catch (e) {
          if (!isNonFastForward(e) && !lostRefRace(e)) pushRefused(target, e);
          rejected = true;
        }
        if (!rejected) return await advance(sha, attempt, sha);
      }
      if (attempt >= max)
        fail(
          `${opts.api ? `the API update of ${target}` : `push to ${target}`} was rejected as non-fast-forward ${max} times \u2014 gave up (nothing was force-pushed; the refreshed cassettes stay in the work tree)`
        );
      const tracking = `refs/remotes/${remote}/${opts.branch}`;
      try {
        await net().raw(["fetch", "--no-tags", "--quiet", remote, `+refs/heads/${opts.branch}:${tracking}`]);
      } catch (e) {
        fail(`fetch of ${target} failed: ${gitErrorLine(e)}`);
      }
      const tip = (await iso().raw(["rev-parse", tracking])).trim();
      const theirs = new Set(
        (await iso().raw(["diff", "--name-only", "-z", parent, tip, "--", ...mine])).split("\0").filter((s) => s !== "")
      );
      await iso().raw(["checkout", "--detach", "--force", "--quiet", tip]);
      rebased = true;
      const conflicts = [];
      for (const f of [...theirs]) {
        const by = (await iso().raw(["log", "-1", "--format=%H", `${parent}..${tip}`, "--", f])).trim();
        if (opts.isFresh && await opts.isFresh(join3(wt, f)))
          alreadyRefreshed.push({ file: join3(repo.top, f), sha: by });
        else conflicts.push(f);
      }
      if (conflicts.length > 0) {
        fail(
          `push to ${target}: the remote changed ${conflicts.join(", ")} as well \u2014 rebasing the re-record commit conflicts; rebase aborted, nothing pushed (re-run the re-record on the new tip)`
        );
      }
      mine = mine.filter((f) => !theirs.has(f));
      parent = tip;
      if (mine.length === 0) return await advance(tip, attempt);
      await placeMine(mine);
      const stop = await opts.afterRebase?.((file) => join3(wt, relative4(repo.top, file)));
      if (stop !== void 0) fail(`push to ${target} stopped after the rebase: ${stop}`);
    }
  } finally {
    await user.raw(["worktree", "remove", "--force", wt]).catch(() => void 0);
    await rm3(wt, { recursive: true, force: true });
    await user.raw(["worktree", "prune"]).catch(() => void 0);
  }
}
function lostRefRace(e) {
  const text = e instanceof Error ? e.message : String(e);
  return /\(failed to update ref\)|cannot lock ref|incorrect old value provided/i.test(text);
}
async function pushBotBranchRaced(ctx, sha, opts) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pushBotBranch(ctx, sha, opts);
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      if (attempt >= 3 || !(/\(stale info\)/i.test(text) || lostRefRace(e))) throw e;
    }
  }
}

// src/live/rerecord/commit-back.ts
async function commitBack(items, opts) {
  try {
    return await commitBackUnguarded(items, opts);
  } finally {
    await opts.guard?.end();
  }
}
async function commitBackUnguarded(items, opts) {
  const refreshed = items.filter((i) => i.status === "refreshed");
  if (refreshed.length === 0) return { changesDetected: false };
  if (opts.mode === "none") return { changesDetected: true };
  const top = await workTreeRoot(opts.git);
  const rel2 = (p) => relative5(top, p).split("\\").join("/");
  const files = refreshed.map((i) => i.cassettePath);
  const unrecorded = refreshed.filter((i) => i.unrecorded).length;
  const message = rerecordCommitMessage(files.map(rel2), {
    skipCi: opts.skipCi === true,
    ...unrecorded > 0 ? { unrecorded } : {},
    ...opts.commitDetails ? { details: opts.commitDetails } : {}
  });
  const base = await currentBranch(opts.git);
  const signing = opts.signing ?? "local";
  if (signing === "api" && !opts.github)
    throw new HarnessError(
      "commit-signing api needs a GitHub token and repository (the commit is made through the API)"
    );
  const api = signing === "api" && opts.github ? new ApiCommitter(opts.github) : void 0;
  const how = api ? { signing } : {};
  if (opts.mode === "push") {
    const pushed = await isolatedCommitAndPush(opts.git, files, message, {
      branch: base,
      ...opts.remote ? { remote: opts.remote } : {},
      ...opts.maxPushAttempts ? { maxAttempts: opts.maxPushAttempts } : {},
      ...opts.beforePush ? { beforePush: opts.beforePush } : {},
      ...opts.afterRebase ? { afterRebase: opts.afterRebase } : {},
      ...opts.isFresh ? { isFresh: opts.isFresh } : {},
      ...api ? { api } : {},
      ...opts.afterRefUpdate ? { afterRefUpdate: opts.afterRefUpdate } : {}
    });
    await opts.guard?.written(files);
    for (const a of pushed.alreadyRefreshed)
      opts.guard?.log(
        `${rel2(a.file)}: already refreshed by ${a.sha.slice(0, 12)} on ${opts.remote ?? "origin"}/${base} \u2014 not pushed again`
      );
    if (pushed.localNote) opts.guard?.log(`pushed; ${pushed.localNote}`);
    const already = pushed.alreadyRefreshed.length > 0 ? { alreadyRefreshed: pushed.alreadyRefreshed } : {};
    if (pushed.sha === void 0)
      return { changesDetected: true, branch: base, pushAttempts: pushed.attempts, ...already };
    return {
      changesDetected: true,
      commitSha: pushed.sha,
      branch: base,
      pushAttempts: pushed.attempts,
      ...already,
      ...how,
      ...pushed.verified !== void 0 ? { verified: pushed.verified } : {}
    };
  }
  if (!opts.github) throw new HarnessError("commit-mode pull-request needs a GitHub token and repository");
  const branch = rerecordBranchFor(base);
  let sha;
  let verified;
  if (api) {
    const built = await offBranchTree(opts.git, files);
    const commit = await api.createCommit({
      parent: built.parent,
      parentTree: built.parentTree,
      files: built.files.map((f) => ({ ...f, source: join4(built.top, f.path) })),
      message,
      expectedTree: built.tree
    });
    await api.setBotBranch(branch, commit.sha);
    ({ sha, verified } = commit);
    const missing = await fetchCommit(opts.git, { ...opts.remote ? { remote: opts.remote } : {}, branch, sha });
    if (missing) opts.guard?.log(`the pull request's commit is on the remote; ${missing}`);
  } else {
    sha = await commitOffBranch(opts.git, files, message);
    await pushBotBranchRaced(opts.git, sha, { branch, ...opts.remote ? { remote: opts.remote } : {} });
  }
  const pullRequest = await openOrUpdatePullRequest(opts.github.client, {
    owner: opts.github.owner,
    repo: opts.github.repo,
    head: branch,
    base,
    title: rerecordTitle(refreshed.length, unrecorded),
    body: opts.pullRequestBody?.(branch) ?? "",
    ...opts.pullRequestMetadata ? { metadata: opts.pullRequestMetadata } : {}
  });
  return {
    changesDetected: true,
    commitSha: sha,
    branch,
    pullRequest,
    ...how,
    ...verified !== void 0 ? { verified } : {}
  };
}

// src/live/rerecord/unrecorded.ts
import { existsSync as existsSync2 } from "node:fs";
import { basename, dirname as dirname2, extname, join as join5, relative as relative6, resolve as resolve3, sep } from "node:path";
var shown = (root, abs) => relative6(root, abs).split(sep).join("/") || abs;
function unrecordedReason(root, scenarioPath) {
  return `[unrecorded] no cassette records ${shown(root, scenarioPath)}`;
}
function cassetteFolderFor(scenarioDir, pairs) {
  const counts = /* @__PURE__ */ new Map();
  for (const [cassette, scenario] of pairs)
    if (dirname2(scenario) === scenarioDir) counts.set(dirname2(cassette), (counts.get(dirname2(cassette)) ?? 0) + 1);
  let best;
  for (const [dir, n] of [...counts].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0))
    if (best === void 0 || n > counts.get(best)) best = dir;
  return best;
}
async function selectUnrecorded(opts) {
  const { root } = opts;
  const globs = opts.scenarioGlobs && opts.scenarioGlobs.length > 0 ? [...opts.scenarioGlobs] : await defaultScenarioGlobs(root, opts.targets);
  const scenarioFiles = await findScenarioFiles(root, globs);
  if (scenarioFiles.length === 0) return { scenarios: 0, unrecorded: [] };
  const recorded = new Map(opts.recorded);
  for (const rel2 of await discoverFiles(root, [DEFAULT_CASSETTE_GLOB])) {
    const abs = resolve3(root, rel2);
    if (!recorded.has(abs)) recorded.set(abs, await recordedScenarioOf(abs, opts.env));
  }
  const cassettes = [...recorded.keys()];
  const coverage = await computeCoverage({
    root,
    scenarioFiles,
    recorded: cassettes.map((c) => recorded.get(c)),
    cassettes,
    cassetteGlobs: []
  });
  const pairs = cassettes.flatMap((c) => {
    const s = recorded.get(c);
    return s !== void 0 ? [[c, resolve3(s)]] : [];
  });
  const out = [];
  const taken = /* @__PURE__ */ new Map();
  for (const u of coverage.unrecorded) {
    const scenarioPath = resolve3(root, u.scenario);
    const base = {
      reasons: [unrecordedReason(root, scenarioPath)],
      scenarioPath,
      format: DEFAULT_CASSETTE_FORMAT,
      unrecorded: true
    };
    const folder = cassetteFolderFor(dirname2(scenarioPath), pairs);
    const name = await loadScenarioFile(scenarioPath).then(
      (l) => l.scenario.name,
      () => ""
    );
    let cassettePath;
    try {
      cassettePath = (await cassettePathFor(scenarioPath, name, folder !== void 0 ? `${folder}/` : void 0)).path;
    } catch (e) {
      const stem = basename(scenarioPath, extname(scenarioPath));
      out.push({
        ...base,
        cassettePath: join5(folder ?? dirname2(scenarioPath), `${stem}.cassette.json`),
        unresolved: oneLine(e)
      });
      continue;
    }
    const other = taken.get(cassettePath);
    if (other !== void 0) {
      out.push({
        ...base,
        cassettePath,
        unresolved: `${shown(root, other)} records to the same cassette ${shown(root, cassettePath)} \u2014 rename one of the scenarios`
      });
      continue;
    }
    taken.set(cassettePath, scenarioPath);
    if (existsSync2(cassettePath)) {
      out.push({
        ...base,
        cassettePath,
        unresolved: `${shown(root, cassettePath)} already exists and does not record this scenario \u2014 rename the scenario, or move that file`
      });
      continue;
    }
    out.push({ ...base, cassettePath });
  }
  return { scenarios: scenarioFiles.length, unrecorded: out };
}

// src/live/rerecord/run.ts
function selectionKey(stale, root) {
  const text = [...stale].map((s) => `${relative7(root, s.cassettePath).split("\\").join("/")}
${s.reasons.join("\n")}`).sort().join("\n\n");
  return createHash2("sha256").update(text).digest("hex").slice(0, 16);
}
async function checkUpstream(git, remote, branch) {
  const { unpushed } = await upstreamState(git, { remote, branch });
  if (unpushed.length === 0) return;
  const shown2 = unpushed.slice(0, 3).join("; ") + (unpushed.length > 3 ? `; \u2026 ${unpushed.length - 3} more` : "");
  throw new HarnessError(
    `HEAD has ${unpushed.length} commit(s) that ${remote}/${branch} does not have (${shown2}) \u2014 the re-record writes back only the cassettes, on top of ${remote}/${branch}: push or drop those commits first (or use --commit-mode none); nothing was recorded`,
    EXIT.fail
  );
}
function finish(r, opts) {
  const outcome = jobOutcome(
    { ...r, outcome: { ok: true, line: "", warnings: [] }, ok: true },
    {
      root: opts.root,
      mode: opts.mode,
      ...opts.onNothingStale ? { onNothingStale: opts.onNothingStale } : {},
      ...opts.maxCostUsd !== void 0 ? { maxCostUsd: opts.maxCostUsd } : {}
    }
  );
  return { ...r, outcome, ok: outcome.ok };
}
async function runRerecordJob(opts) {
  const env = opts.env ?? process.env;
  const remote = opts.remote ?? "origin";
  const git = {
    dir: opts.root,
    env,
    ...opts.identity ? { identity: opts.identity } : {},
    ...opts.pushToken ? { token: opts.pushToken } : {}
  };
  const writesBack = opts.mode !== "none" && opts.dryRun !== true;
  const guard = writesBack ? await beginWriteBack(opts.root, env, opts.log).catch(() => void 0) : void 0;
  const base = writesBack ? await currentBranch(git) : void 0;
  if (base !== void 0) await checkUpstream(git, remote, base);
  let noCassettes;
  const files = await resolveTargets(opts.root, opts.paths).catch((e) => {
    if (!(e instanceof NoCassettesError)) throw e;
    noCassettes = e;
    return [];
  });
  const selectOpts = { env, ...opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {} };
  const selection = await selectStaleCassettes(files, {
    ...selectOpts,
    ...opts.includeFailing ? { includeFailing: true } : {}
  });
  const found = await selectUnrecorded({
    root: opts.root,
    targets: opts.paths,
    ...opts.scenarioGlobs ? { scenarioGlobs: opts.scenarioGlobs } : {},
    recorded: selection.recorded,
    env
  });
  if (noCassettes && found.unrecorded.length === 0) throw noCassettes;
  const work = [...selection.stale, ...found.unrecorded];
  const pending = guard ? await guard.pendingItems({ stale: work, fresh: selection.fresh }) : [];
  const unrecordedLine = found.unrecorded.length > 0 ? `; ${found.unrecorded.length} unrecorded of ${found.scenarios} scenario file(s)` : "";
  opts.log?.(
    `${selection.stale.length} ${opts.includeFailing ? "stale or failing" : "stale"} of ${files.length} cassette(s)${unrecordedLine}`
  );
  const common = {
    fresh: selection.fresh,
    checked: files.length,
    ...found.unrecorded.length > 0 ? { unrecorded: found.unrecorded.length } : {}
  };
  const pr = opts.mode === "pull-request" && writesBack && opts.github && base !== void 0 ? { ...opts.github, head: rerecordBranchFor(base), base } : void 0;
  const key = selectionKey(work, opts.root);
  if (pr && work.length === 0 && pending.length === 0) {
    try {
      const sha = (await headSha(git)).slice(0, 12);
      const why = `No cassette is stale on \`${pr.base}\` any more (${files.length} checked at ${sha}), so this re-record is no longer needed: closing it and deleting \`${pr.head}\`. A later run opens a new pull request when a cassette goes stale again.`;
      const closed = await closeBotPullRequest(pr.client, pr, why);
      if (closed) opts.log?.(`closed pull request #${closed.number}: nothing is stale`);
      return finish({ items: [], ...common, commit: { changesDetected: false }, ...closed ? { closed } : {} }, opts);
    } catch (e) {
      return finish({ items: [], ...common, commit: { changesDetected: false }, commitError: oneLine(e) }, opts);
    }
  }
  if (pr && work.length > 0) {
    const declined = await findDeclinedPullRequest(pr.client, pr, key).catch((e) => {
      throw new HarnessError(oneLine(e), EXIT.fail);
    });
    if (declined) {
      const items2 = work.map((s) => ({
        cassettePath: s.cassettePath,
        format: s.format,
        reasons: s.reasons,
        ...s.scenarioPath ? { scenarioPath: s.scenarioPath } : {},
        ...s.unrecorded ? { unrecorded: true } : {},
        status: "declined",
        error: `pull request #${declined.number} offering this re-record was closed without merging`
      }));
      return finish({ items: items2, ...common, commit: { changesDetected: false }, declined }, opts);
    }
  }
  const items = await rerecordStale(work, {
    format: opts.format ?? "keep",
    allowFailing: opts.allowFailing === true,
    dryRun: opts.dryRun === true,
    env: opts.recordEnv,
    ...opts.maxCostUsd !== void 0 ? { maxCostUsd: opts.maxCostUsd } : {},
    ...opts.agentBinary ? { agentBinary: opts.agentBinary } : {},
    ...opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {},
    ...opts.timeoutMs !== void 0 ? { timeoutMs: opts.timeoutMs } : {},
    ...opts.bounds ? { bounds: opts.bounds } : {},
    ...opts.log ? { log: opts.log } : {},
    displayPath: (p) => relative7(opts.root, p),
    ...guard ? { beforeReplace: guard.noteRefreshed } : {},
    ...opts.live ? { live: opts.live } : {},
    // record refuses a cassette the privacy scan fails; the repository's accepted patterns apply here too
    allow: await allowListFromValues({}, opts.root)
  });
  items.unshift(...pending);
  if (opts.dryRun) return finish({ items, ...common, commit: { changesDetected: false } }, opts);
  const refreshed = items.filter((i) => i.status === "refreshed").map((i) => i.cassettePath);
  const afterRebase = async (pathIn = (f) => f) => {
    for (const f of refreshed) {
      const again = await staleEntry(pathIn(f), selectOpts);
      if (again)
        return `${relative7(opts.root, f)} is stale again on the new remote tip (${again.reasons[0] ?? "stale"}) \u2014 re-run the re-record`;
    }
    return void 0;
  };
  const provisional = finish({ items, ...common, commit: { changesDetected: refreshed.length > 0 } }, opts);
  try {
    const commit = await commitBack(items, {
      mode: opts.mode,
      git,
      afterRebase,
      isFresh: async (p) => await staleEntry(p, selectOpts) === void 0,
      ...guard ? { guard } : {},
      remote,
      commitDetails: rerecordCommitDetails(items, opts.root),
      pullRequestBody: () => rerecordPullRequestBody(provisional, {
        root: opts.root,
        outcome: provisional.outcome,
        mode: opts.mode,
        marker: keyMarker(key),
        ...opts.maxCostUsd !== void 0 ? { maxCostUsd: opts.maxCostUsd } : {},
        ...opts.runUrl ? { runUrl: opts.runUrl } : {}
      }),
      ...opts.skipCi ? { skipCi: true } : {},
      ...opts.maxPushAttempts ? { maxPushAttempts: opts.maxPushAttempts } : {},
      ...opts.beforePush ? { beforePush: opts.beforePush } : {},
      ...opts.github ? { github: opts.github } : {},
      ...opts.commitSigning ? { signing: opts.commitSigning } : {},
      ...opts.pullRequestMetadata ? { pullRequestMetadata: opts.pullRequestMetadata } : {}
    });
    return finish({ items, ...common, commit }, opts);
  } catch (e) {
    return finish(
      { items, ...common, commit: { changesDetected: refreshed.length > 0 }, commitError: oneLine(e) },
      opts
    );
  }
}

export {
  parseCommitMode,
  commitBackRefusalOf,
  commitBackRefusal,
  DEFAULT_BOT_IDENTITY,
  parseCommitSigning,
  splitNames,
  rerecordSummaryMarkdown,
  runRerecordJob
};
