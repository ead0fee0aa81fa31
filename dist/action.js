#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  agentBinaryForRunner,
  agentEnvironments,
  cache_exports,
  endGroup,
  error,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  warning,
  withoutAgentKey
} from "./chunks/chunk-G4YCJTLX.js";
import {
  DEFAULT_BOT_IDENTITY,
  DEFAULT_RETRY,
  commitBackRefusalOf,
  createGitHubClient,
  describeFailure,
  eventInfo,
  formatUsd,
  isPermissionFailure,
  isRefusal,
  parseCommitMode,
  parseMaxCost,
  parseOnNothingStale,
  readEventPayload,
  rerecordSummaryMarkdown,
  runRerecordJob,
  spentUsd,
  splitRepository,
  withRetry
} from "./chunks/chunk-YGR6AWWB.js";
import "./chunks/chunk-ANU2B2WN.js";
import "./chunks/chunk-UBZIZ7PX.js";
import "./chunks/chunk-7EAR3FL6.js";
import {
  envelope
} from "./chunks/chunk-BAU2O7N7.js";
import "./chunks/chunk-NULN7EDT.js";
import {
  recordScenario
} from "./chunks/chunk-4JXZJ4LJ.js";
import "./chunks/chunk-QCTB2NEI.js";
import "./chunks/chunk-KDQAKXA2.js";
import "./chunks/chunk-CHBKBUAM.js";
import "./chunks/chunk-KB65IVIX.js";
import {
  ResultsStream,
  renderGateText,
  runGate
} from "./chunks/chunk-BVRNT7T6.js";
import {
  openPersistentDigestCache
} from "./chunks/chunk-H6B2UFV6.js";
import "./chunks/chunk-H5BXWKYA.js";
import {
  DEFAULT_CASSETTE_GLOB,
  discoverFiles,
  resolveTargets,
  splitGlobs
} from "./chunks/chunk-PGJTTBPA.js";
import {
  renderJunit,
  renderReportMarkdown,
  renderSummaryMarkdown,
  resultsFile,
  totalsLine,
  writeResultsFile
} from "./chunks/chunk-AN4AUVSD.js";
import {
  mdText
} from "./chunks/chunk-BE66XZWF.js";
import {
  parseShard
} from "./chunks/chunk-OG5KCNUZ.js";
import {
  allowListFromValues
} from "./chunks/chunk-WRZQGC6V.js";
import {
  collectAnnotations,
  formatAnnotation,
  formatNotice,
  renderAnnotations
} from "./chunks/chunk-BKQFXRDB.js";
import {
  buildGateReport,
  parseFailOn
} from "./chunks/chunk-7M55ZUAX.js";
import {
  writeFileAtomic
} from "./chunks/chunk-5K44L6AH.js";
import "./chunks/chunk-2XHYTTIJ.js";
import "./chunks/chunk-FBH4EP7L.js";
import {
  envSecretValues,
  maskSecrets,
  maskSecretsDeep
} from "./chunks/chunk-MZJLSIZC.js";
import "./chunks/chunk-SJV2RLFN.js";
import "./chunks/chunk-EI6BH47E.js";
import {
  sweepStaleTemps,
  tempOwner
} from "./chunks/chunk-TSH5EFPS.js";
import {
  errorResult
} from "./chunks/chunk-FURJSVNS.js";
import "./chunks/chunk-YSWOZ54F.js";
import "./chunks/chunk-YGKABPFA.js";
import "./chunks/chunk-Y4PCL5RT.js";
import "./chunks/chunk-L3YWBCW6.js";
import "./chunks/chunk-YZHFMKVM.js";
import "./chunks/chunk-DTIFU3CX.js";
import "./chunks/chunk-GBJKSAOD.js";
import "./chunks/chunk-Y6FZWTSS.js";
import "./chunks/chunk-VXKHD4ZO.js";
import "./chunks/chunk-QK5Z4XLL.js";
import "./chunks/chunk-BYCT76SI.js";
import "./chunks/chunk-4PUE326A.js";
import "./chunks/chunk-3GFJJ6Z2.js";
import {
  TOOL_VERSION
} from "./chunks/chunk-PMJCWNXK.js";
import "./chunks/chunk-24BXCO6L.js";
import "./chunks/chunk-VOWAKLMC.js";
import "./chunks/chunk-UNZECJXW.js";
import "./chunks/chunk-XXVUH75M.js";
import "./chunks/chunk-HYYBMG54.js";
import {
  gitFor
} from "./chunks/chunk-O6AL2HOY.js";
import "./chunks/chunk-N2HYR5M7.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunks/chunk-5C2HTD6I.js";

// src/action/workspace.ts
import { isAbsolute, relative, resolve } from "node:path";
function actionRoot(env, workingDirectory) {
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const root = resolve(workspace, workingDirectory);
  const rel = relative(workspace, root);
  if (rel.startsWith("..") || isAbsolute(rel)) {
    throw new HarnessError(`input working-directory "${workingDirectory}" is outside the workspace ${workspace}`, EXIT.usage, "usage");
  }
  return { workspace, root };
}

// src/action/main.ts
import { join as join6, relative as relative4, resolve as resolve6 } from "node:path";

// src/github/publish.ts
import { appendFileSync } from "node:fs";

// src/report/check-run-md.ts
var CHECK_RUN_SUMMARY_BUDGET = 65535;
function checkRunTitle(report) {
  const verdict = report.conclusion === "failure" ? "gate failed" : report.conclusion === "neutral" ? "no cassettes" : "gate passed";
  return `${verdict} \u2014 ${totalsLine(report)}`;
}
function renderCheckRunMarkdown(report, opts = {}) {
  return renderReportMarkdown(report, { budgetBytes: opts.budgetBytes ?? CHECK_RUN_SUMMARY_BUDGET, headingLevel: 0 });
}

// src/report/comment-md.ts
var STICKY_MARKER = "<!-- cowork-harness:sticky -->";
var COMMENT_BUDGET = 6e4;
function renderCommentMarkdown(report, opts = {}) {
  const footer = [];
  const parts = [];
  if (opts.sha) parts.push(`for ${mdText(opts.sha.slice(0, 12))}`);
  if (opts.runUrl && /^https?:\/\/[^\s()<>]+$/.test(opts.runUrl)) parts.push(`[workflow run](${opts.runUrl})`);
  if (parts.length > 0) footer.push(`<sub>cowork-harness ${parts.join(" \xB7 ")}</sub>`);
  return renderReportMarkdown(report, {
    budgetBytes: opts.budgetBytes ?? COMMENT_BUDGET,
    headingLevel: 3,
    preamble: [STICKY_MARKER],
    footer
  });
}

// src/github/check-run.ts
var ANNOTATIONS_PER_REQUEST = 50;
var MAX_CHECK_ANNOTATIONS = 1e3;
function clip(s, max) {
  return s.length <= max ? s : `${s.slice(0, max - 1)}\u2026`;
}
function toCheckAnnotation(a) {
  const line = a.line ?? 1;
  return {
    path: a.file,
    start_line: line,
    end_line: line,
    annotation_level: a.level === "error" ? "failure" : a.level,
    title: clip(a.title, 255),
    message: clip(a.message, 6e4)
  };
}
function annotationBatches(items, size = ANNOTATIONS_PER_REQUEST) {
  const batches = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches.length > 0 ? batches : [[]];
}
function isRepositoryPath(file) {
  return file !== "" && !file.startsWith("/") && !/^[A-Za-z]:[\\/]/.test(file) && file !== ".." && !file.startsWith("../");
}
async function publishCheckRun(client, input, policy) {
  const all = input.annotations.filter((a) => isRepositoryPath(a.file)).slice(0, MAX_CHECK_ANNOTATIONS).map(toCheckAnnotation);
  const [first, ...rest] = annotationBatches(all);
  const output = (annotations) => ({ title: input.title, summary: input.summary, ...annotations.length > 0 ? { annotations } : {} });
  const created = await withRetry(
    () => client.rest.checks.create({
      owner: input.owner,
      repo: input.repo,
      name: input.name,
      head_sha: input.headSha,
      status: "completed",
      conclusion: input.conclusion,
      ...input.detailsUrl ? { details_url: input.detailsUrl } : {},
      output: output(first ?? [])
    }),
    policy
  );
  const id = created.data.id;
  let requests = 1;
  for (const batch of rest) {
    await withRetry(() => client.rest.checks.update({ owner: input.owner, repo: input.repo, check_run_id: id, output: output(batch) }), policy);
    requests++;
  }
  return { id, ...created.data.html_url ? { htmlUrl: created.data.html_url } : {}, requests, annotationsSent: all.length };
}

// src/github/sticky-comment.ts
function pickStickyComment(comments, marker) {
  const marked = comments.filter((c) => (c.body ?? "").includes(marker));
  const score = (c) => ((c.body ?? "").startsWith(marker) ? 0 : 2) + (c.user?.type === "Bot" ? 0 : 1);
  return [...marked].sort((a, b) => score(a) - score(b))[0];
}
async function upsertStickyComment(client, input, policy) {
  const { owner, repo } = input;
  const comments = await withRetry(
    () => client.paginate(client.rest.issues.listComments, { owner, repo, issue_number: input.issueNumber, per_page: 100 }),
    policy
  );
  const existing = pickStickyComment(comments, input.marker);
  if (existing) {
    await withRetry(() => client.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: input.body }), policy);
    return { action: "updated", id: existing.id };
  }
  if (!input.create) return { action: "none" };
  const created = await withRetry(() => client.rest.issues.createComment({ owner, repo, issue_number: input.issueNumber, body: input.body }), policy);
  return { action: "created", id: created.data.id };
}

// src/github/publish.ts
var COMMENT_MODES = ["always", "on-failure", "never"];
var FORK_HINT = "see the workflow_run recipe in the README to publish check runs and comments for fork PRs";
function publishContextFromEnv(env, inputs) {
  const runUrl2 = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL.replace(/\/+$/, "")}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : void 0;
  const pick = (v) => v !== void 0 && v !== "" ? v : void 0;
  const ctx = { checkRun: inputs.checkRun, comment: inputs.comment, annotations: inputs.annotations };
  const fields = [
    ["token", pick(inputs.token)],
    ["apiUrl", pick(env.GITHUB_API_URL)],
    ["repository", pick(env.GITHUB_REPOSITORY)],
    ["eventName", pick(env.GITHUB_EVENT_NAME)],
    ["eventPath", pick(env.GITHUB_EVENT_PATH)],
    ["sha", pick(env.GITHUB_SHA)],
    ["summaryPath", pick(env.GITHUB_STEP_SUMMARY)],
    ["runUrl", runUrl2]
  ];
  for (const [k, v] of fields) if (v !== void 0) ctx[k] = v;
  return ctx;
}
function splitRepo(repository) {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(repository ?? "");
  return m ? { owner: m[1], repo: m[2] } : void 0;
}
function permissionHint(e, scope) {
  return isPermissionFailure(e) ? ` (the token needs \`${scope}\`)` : "";
}
function failureOutcome(e, channel) {
  const why = describeFailure(e);
  if (isRefusal(e)) return { status: "refused", detail: `${channel} refused (${why})` };
  return { status: "failed", detail: `${channel} failed (${why})` };
}
async function publishReport(unmasked, ctx) {
  const secrets = envSecretValues();
  if (ctx.token) secrets.unshift(ctx.token);
  const report = maskSecretsDeep(unmasked, secrets);
  const sink = ctx.write ?? ((text) => void process.stdout.write(text));
  const write = (text) => sink(maskSecrets(text, secrets));
  const policy = { ...DEFAULT_RETRY, ...ctx.retry };
  const notices = [];
  const notice2 = (message) => {
    notices.push(message);
    write(`${formatNotice(`cowork-harness: ${message}`)}
`);
  };
  let summary = { status: "skipped", detail: "no GITHUB_STEP_SUMMARY" };
  if (ctx.summaryPath) {
    try {
      appendFileSync(ctx.summaryPath, renderSummaryMarkdown(report));
      summary = { status: "done", detail: ctx.summaryPath };
    } catch (e) {
      summary = { status: "failed", detail: `job summary not written (${oneLine(e)})` };
      notice2(summary.detail);
    }
  }
  let annotations = { printed: 0, omitted: 0 };
  if (ctx.annotations) {
    const rendered = renderAnnotations(report);
    for (const line of rendered.lines) write(`${line}
`);
    annotations = { printed: rendered.shown, omitted: rendered.omitted };
  }
  let checkRun = { status: "skipped", detail: ctx.checkRun === false ? "check-run disabled" : "" };
  let comment = { status: "skipped", detail: ctx.comment === "never" ? "comment disabled" : "" };
  const wantCheck = ctx.checkRun !== false;
  const wantComment = ctx.comment === "never" ? false : ctx.comment === "always" || report.conclusion === "failure";
  const mayUpdateComment = ctx.comment !== "never";
  let event;
  try {
    if (ctx.eventName) event = eventInfo(ctx.eventName, ctx.eventPath ? readEventPayload(ctx.eventPath) : {}, { ...ctx.sha ? { sha: ctx.sha } : {}, ...ctx.repository ? { repository: ctx.repository } : {} });
  } catch (e) {
    notice2(`${oneLine(e)} \u2014 check run and comment skipped`);
    return { annotations, summary, checkRun: { status: "skipped", detail: "no event" }, comment: { status: "skipped", detail: "no event" }, notices };
  }
  const repo = splitRepo(ctx.repository);
  const skipAll = (detail, say) => {
    if (say && (wantCheck || mayUpdateComment)) notice2(`${detail}; reported through annotations and the job summary only`);
    if (wantCheck) checkRun = { status: "skipped", detail };
    if (mayUpdateComment) comment = { status: "skipped", detail };
    return { annotations, summary, checkRun, comment, ...event ? { event } : {}, notices };
  };
  if (!wantCheck && !mayUpdateComment) return skipAll("", false);
  if (!ctx.token) return skipAll("no github-token given, so no check run or PR comment", true);
  if (!repo) return skipAll(`GITHUB_REPOSITORY "${ctx.repository ?? ""}" is not owner/repo, so no check run or PR comment`, true);
  if (event?.readOnlyToken) return skipAll(`pull request from a fork: the token is read-only, so no check run or PR comment (${FORK_HINT})`, true);
  let client;
  try {
    client = createGitHubClient(ctx.token, ctx.apiUrl, process.env, ctx.requestTimeoutMs);
  } catch (e) {
    return skipAll(`GitHub client not available (${oneLine(e)})`, true);
  }
  if (wantCheck) {
    const headSha2 = event?.headSha ?? ctx.sha;
    if (!headSha2) {
      checkRun = { status: "skipped", detail: "no head commit known" };
      notice2("no head commit known for a check run; reported through annotations and the job summary");
    } else {
      try {
        const r = await publishCheckRun(
          client,
          {
            ...repo,
            name: ctx.checkRun,
            headSha: headSha2,
            conclusion: report.conclusion,
            title: checkRunTitle(report),
            summary: renderCheckRunMarkdown(report),
            annotations: collectAnnotations(report),
            ...ctx.runUrl ? { detailsUrl: ctx.runUrl } : {}
          },
          policy
        );
        checkRun = { status: "done", detail: `check run ${r.id} on ${headSha2}`, id: r.id, requests: r.requests };
      } catch (e) {
        checkRun = failureOutcome(e, "check run");
        notice2(`${checkRun.detail}; reported through annotations and the job summary${event?.isFork ? ` (${FORK_HINT})` : permissionHint(e, "checks: write")}`);
      }
    }
  }
  if (mayUpdateComment) {
    if (event?.prNumber === void 0) {
      comment = { status: "skipped", detail: "not a pull request" };
    } else {
      try {
        const body = renderCommentMarkdown(report, { ...ctx.runUrl ? { runUrl: ctx.runUrl } : {}, ...event.headSha ? { sha: event.headSha } : {} });
        const r = await upsertStickyComment(client, { ...repo, issueNumber: event.prNumber, body, marker: STICKY_MARKER, create: wantComment }, policy);
        comment = r.action === "none" ? { status: "skipped", detail: "gate passed and no earlier comment (comment: on-failure)" } : { status: "done", detail: `comment ${r.action}`, ...r.id !== void 0 ? { id: r.id } : {} };
      } catch (e) {
        comment = failureOutcome(e, "PR comment");
        notice2(`${comment.detail}; reported through annotations and the job summary${permissionHint(e, "pull-requests: write")}`);
      }
    }
  }
  return { annotations, summary, checkRun, comment, ...event ? { event } : {}, notices };
}

// src/action/inputs.ts
var ACTION_COMMANDS = ["check", "replay", "verify"];
var LIVE_COMMANDS = ["record", "rerecord"];
function rawInput(env, name) {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}
function booleanInput(env, name, fallback) {
  const v = rawInput(env, name);
  if (v === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(v)) return true;
  if (/^(false|no|off|0)$/i.test(v)) return false;
  throw new UsageError(`input ${name} must be true or false (got "${v}")`);
}
function checkRunInput(raw) {
  const v = raw.trim() || "cowork-harness";
  return /^(false|no|off|0)$/i.test(v) ? false : v;
}
function readInputs(env) {
  const get = (name, fallback = "") => rawInput(env, name) || fallback;
  const command = get("command", "check");
  if (!ACTION_COMMANDS.includes(command)) {
    throw new UsageError(`input command must be one of ${[...ACTION_COMMANDS, ...LIVE_COMMANDS].join(", ")} (got "${command}")`);
  }
  const comment = get("comment", "on-failure");
  if (!COMMENT_MODES.includes(comment)) {
    throw new UsageError(`input comment must be one of ${COMMENT_MODES.join(", ")} (got "${comment}")`);
  }
  const shardRaw = get("shard");
  const token = get("github-token");
  const baselines = get("baselines");
  const junit = get("junit");
  return {
    command,
    paths: splitGlobs(get("paths", "**/*.cassette.json")),
    failOn: parseFailOn(get("fail-on")),
    strict: booleanInput(env, "strict", false),
    reassert: booleanInput(env, "reassert", true),
    rerunStale: booleanInput(env, "rerun-stale", false),
    ...baselines ? { baselines } : {},
    ...token ? { githubToken: token } : {},
    annotations: booleanInput(env, "annotations", true),
    checkRun: checkRunInput(rawInput(env, "check-run")),
    comment,
    ...shardRaw ? { shard: parseShard(shardRaw) } : {},
    ...junit ? { junit } : {},
    cache: booleanInput(env, "cache", true),
    workingDirectory: get("working-directory", ".")
  };
}

// src/action/cache.ts
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
var CACHE_KEY_PREFIX = "cowork-fp";
function cacheKeyPrefix(env, shard) {
  const os = (env.RUNNER_OS ?? process.platform).toLowerCase();
  return `${CACHE_KEY_PREFIX}-${os}-${TOOL_VERSION}-${shard ? `s${shard.index}of${shard.count}-` : ""}`;
}
async function treeListingHash(root, env) {
  try {
    const listing = await gitFor(root, env).raw(["ls-files", "-s", "-z"]);
    return createHash("sha256").update(listing).digest("hex").slice(0, 32);
  } catch {
    return "nogit";
  }
}
function mayWriteCache(env) {
  if (env.GITHUB_EVENT_NAME === "push") return true;
  const ref = env.GITHUB_REF ?? "";
  if (!ref.startsWith("refs/heads/") || !env.GITHUB_EVENT_PATH) return false;
  try {
    const repo = readEventPayload(env.GITHUB_EVENT_PATH).repository;
    return typeof repo?.default_branch === "string" && ref === `refs/heads/${repo.default_branch}`;
  } catch {
    return false;
  }
}
function cacheDirFor(env) {
  return join(env.RUNNER_TEMP && env.RUNNER_TEMP !== "" ? env.RUNNER_TEMP : tmpdir(), "cowork-harness-fp-cache");
}
var disabled = { digestCache: void 0, exactHit: false, finish: async () => {
} };
async function restoreFingerprintCache(opts) {
  if (!opts.enabled) return disabled;
  const service = opts.service ?? cache_exports;
  const info2 = opts.info ?? (() => {
  });
  const dir = cacheDirFor(opts.env);
  const prefix = cacheKeyPrefix(opts.env, opts.shard);
  const key = `${prefix}${await treeListingHash(opts.root, opts.env)}`;
  let available = false;
  try {
    available = service.isFeatureAvailable();
  } catch (e) {
    opts.notice(`fingerprint cache unavailable: ${oneLine(e)}`);
  }
  let restored;
  if (!available) {
    opts.notice("fingerprint cache unavailable (no ACTIONS_CACHE_URL / ACTIONS_RESULTS_URL in the environment) \u2014 digests are computed afresh");
  } else {
    try {
      restored = await service.restoreCache([dir], key, [prefix]);
      info2(restored ? `fingerprint cache restored from ${restored}` : `no fingerprint cache for ${prefix}*`);
    } catch (e) {
      opts.notice(`fingerprint cache not restored: ${oneLine(e)}`);
    }
  }
  const cache = await openPersistentDigestCache(dir, opts.notice);
  const exactHit = restored === key;
  return {
    digestCache: cache,
    key,
    exactHit,
    finish: async () => {
      await cache.save();
      if (!available) return;
      if (exactHit) {
        info2(`fingerprint cache ${key} is up to date`);
        return;
      }
      if (!mayWriteCache(opts.env)) {
        info2("fingerprint cache not saved: only push events and the default branch write caches");
        return;
      }
      try {
        const id = await service.saveCache([dir], key);
        if (id === -1) opts.notice(`fingerprint cache not saved: the cache service did not accept ${key}`);
        else info2(`fingerprint cache saved as ${key} (${cache.hits} hit(s), ${cache.misses} file(s) digested)`);
      } catch (e) {
        opts.notice(`fingerprint cache not saved: ${oneLine(e)}`);
      }
    }
  };
}

// src/action/rerecord.ts
import { appendFileSync as appendFileSync3, existsSync } from "node:fs";
import { join as join3, relative as relative2, resolve as resolve3 } from "node:path";

// src/action/rerecord-inputs.ts
function readRerecordInputs(env) {
  const get = (name, fallback = "") => rawInput(env, name) || fallback;
  const key = get("anthropic-api-key");
  const token = get("github-token");
  const baselines = get("baselines");
  const maxCost = parseMaxCost(get("max-cost-usd"), "input max-cost-usd");
  return {
    paths: splitGlobs(get("paths", "**/*.cassette.json")),
    workingDirectory: get("working-directory", "."),
    commitMode: parseCommitMode(get("commit-mode", "pull-request"), "input commit-mode"),
    ...key ? { anthropicApiKey: key } : {},
    ...token ? { githubToken: token } : {},
    identity: { name: get("git-user-name", DEFAULT_BOT_IDENTITY.name), email: get("git-user-email", DEFAULT_BOT_IDENTITY.email) },
    ...baselines ? { baselines } : {},
    cache: booleanInput(env, "cache", true),
    skipCi: booleanInput(env, "skip-ci", false),
    onNothingStale: parseOnNothingStale(get("on-nothing-stale", "success"), "input on-nothing-stale"),
    ...maxCost !== void 0 ? { maxCostUsd: maxCost } : {},
    includeFailing: booleanInput(env, "include-failing", false)
  };
}

// src/action/stopped.ts
import { appendFileSync as appendFileSync2 } from "node:fs";
import { join as join2, resolve as resolve2 } from "node:path";
function reportDir(env) {
  return env.RUNNER_TEMP && env.RUNNER_TEMP !== "" ? env.RUNNER_TEMP : resolve2(env.GITHUB_WORKSPACE ?? process.cwd());
}
async function reportStopped(env, command, line, exitCode, names) {
  const masked = maskSecrets(line);
  const dir = reportDir(env);
  const files = names ?? { results: join2(dir, "cowork-harness-results.json"), summary: join2(dir, "cowork-harness-summary.md") };
  const md = `## cowork-harness ${command}

\u274C ${mdText(masked, 2e3)}

Nothing was checked, recorded or written back.
`;
  const error2 = { category: exitCode === EXIT.usage ? "usage" : "input", message: masked };
  try {
    await writeFileAtomic(files.results, `${JSON.stringify(envelope(command, false, [], error2), null, 2)}
`);
    await writeFileAtomic(files.summary, md);
    if (env.GITHUB_STEP_SUMMARY) appendFileSync2(env.GITHUB_STEP_SUMMARY, md);
  } catch (e) {
    warning(`cowork-harness: could not write the report files: ${maskSecrets(oneLine(e))}`);
  }
  setOutput("ok", "false");
  setOutput("failed", "0");
  setOutput("stale", "0");
  setOutput("results", files.results);
  setOutput("summary-md", files.summary);
  setFailed(`cowork-harness${command === "rerecord" ? " rerecord" : ""}: ${masked}`);
  return files;
}
function commandOf(env) {
  const c = rawInput(env, "command");
  return /^[a-z-]{1,20}$/.test(c) ? c : "check";
}

// src/action/rerecord.ts
function eventOf(env) {
  if (!env.GITHUB_EVENT_NAME || !env.GITHUB_EVENT_PATH || !existsSync(env.GITHUB_EVENT_PATH)) return void 0;
  return eventInfo(env.GITHUB_EVENT_NAME, readEventPayload(env.GITHUB_EVENT_PATH), { sha: env.GITHUB_SHA, repository: env.GITHUB_REPOSITORY });
}
async function tokenCanPush(client, owner, repo) {
  try {
    const res = await client.rest.repos.get({ owner, repo });
    const push = res.data.permissions?.push;
    return typeof push === "boolean" ? push : void 0;
  } catch {
    return void 0;
  }
}
function runUrl(env) {
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return void 0;
  return `${(env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "")}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
}
function logReport(report, workspace) {
  startGroup(`cowork-harness rerecord: ${report.items.length} selected, ${report.fresh.length} fresh, ${formatUsd(spentUsd(report.items))} spent`);
  for (const i of report.items) {
    const mark = i.status === "refreshed" ? "\u2713" : i.status === "dry-run" ? "\xB7" : i.status === "skipped" || i.status === "declined" ? "\u23F8" : "\u2717";
    const verb = i.status === "dry-run" ? "would re-record" : i.status;
    const cost = i.costUsd !== void 0 ? ` (${formatUsd(i.costUsd)})` : "";
    info(maskSecrets(`${mark} ${verb} ${relative2(workspace, i.cassettePath)}${cost}${i.error ? ` \u2014 ${i.error}` : ""}`));
    for (const r of i.reasons.slice(0, 3)) info(maskSecrets(`    selected: ${r}`));
  }
  endGroup();
  for (const i of report.items) {
    if (i.status === "failed" || i.status === "unresolved") {
      error(maskSecrets(`not re-recorded: ${i.error ?? i.status} (the committed cassette is unchanged)`), { file: relative2(workspace, i.cassettePath) });
    }
  }
  for (const w of report.outcome.warnings) warning(maskSecrets(w));
}
async function writeReports(env, dir, results, md) {
  const written = { results: join3(dir, "cowork-harness-rerecord-results.json"), summary: join3(dir, "cowork-harness-rerecord-summary.md") };
  await writeFileAtomic(written.results, `${JSON.stringify(maskSecretsDeep(results), null, 2)}
`);
  const masked = maskSecrets(md);
  await writeFileAtomic(written.summary, masked);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync3(env.GITHUB_STEP_SUMMARY, masked);
  return written;
}
function setOutputs(o) {
  setOutput("ok", String(o.ok));
  setOutput("refreshed", String(o.refreshed));
  setOutput("failed", String(o.failed));
  setOutput("results", o.written.results);
  setOutput("summary-md", o.written.summary);
  setOutput("changes-detected", String(o.refreshed > 0));
  setOutput("commit-sha", o.commitSha ?? "");
  setOutput("pushed-sha", o.pushedSha ?? "");
  setOutput("pull-request-number", o.pullRequest ? String(o.pullRequest.number) : "");
  setOutput("pull-request-operation", o.pullRequest?.operation ?? "none");
}
async function stopped(env, line, exitCode) {
  const dir = reportDir(env);
  const results = join3(dir, "cowork-harness-rerecord-results.json");
  const summary = join3(dir, "cowork-harness-rerecord-summary.md");
  await reportStopped(env, "rerecord", line, exitCode, { results, summary });
  setOutput("refreshed", "0");
  setOutput("changes-detected", "false");
  for (const name of ["commit-sha", "pushed-sha", "pull-request-number"]) setOutput(name, "");
  setOutput("pull-request-operation", "none");
  return exitCode;
}
async function runRerecordAction(env = process.env) {
  let inputs;
  try {
    inputs = readRerecordInputs(env);
  } catch (e) {
    return stopped(env, oneLine(e), e instanceof HarnessError ? e.exitCode : EXIT.usage);
  }
  if (inputs.githubToken) setSecret(inputs.githubToken);
  if (inputs.anthropicApiKey) setSecret(inputs.anthropicApiKey);
  try {
    return await rerecordAction(env, inputs);
  } catch (e) {
    return stopped(env, oneLine(e), e instanceof HarnessError ? e.exitCode : EXIT.fail);
  }
}
async function rerecordAction(env, inputs) {
  const { workspace, root } = actionRoot(env, inputs.workingDirectory);
  const baseEnv = withoutAgentKey(env);
  const repository = env.GITHUB_REPOSITORY;
  const client = inputs.githubToken ? createGitHubClient(inputs.githubToken, void 0, baseEnv) : void 0;
  const target = client && repository ? { client, ...splitRepository(repository) } : void 0;
  let mode = inputs.commitMode;
  const refusal = commitBackRefusalOf({
    mode,
    event: eventOf(env),
    ...env.GITHUB_ACTOR ? { actor: env.GITHUB_ACTOR } : {},
    hasToken: inputs.githubToken !== void 0,
    tokenRequiredForPush: true,
    ...target && mode !== "none" ? { tokenCanPush: await tokenCanPush(target.client, target.owner, target.repo) } : {}
  });
  if (refusal && !refusal.configuration) notice(`cowork-harness: ${refusal.message} \u2014 listing the stale cassettes only`);
  if (mode === "pull-request" && !refusal && !target) {
    throw new HarnessError("commit-mode pull-request needs GITHUB_REPOSITORY (owner/name) to open the pull request", EXIT.usage, "usage");
  }
  const { recordEnv } = agentEnvironments(env, inputs.anthropicApiKey);
  const agentBinary = refusal ? void 0 : await agentBinaryForRunner(baseEnv, inputs.cache);
  if (refusal) mode = "none";
  const report = await runRerecordJob({
    root,
    paths: inputs.paths,
    mode,
    dryRun: refusal !== void 0,
    recordEnv,
    env: baseEnv,
    identity: inputs.identity,
    skipCi: inputs.skipCi,
    onNothingStale: inputs.onNothingStale,
    includeFailing: inputs.includeFailing,
    ...inputs.maxCostUsd !== void 0 ? { maxCostUsd: inputs.maxCostUsd } : {},
    ...inputs.githubToken ? { pushToken: inputs.githubToken } : {},
    ...inputs.baselines ? { baselinesDir: resolve3(root, inputs.baselines) } : {},
    ...agentBinary ? { agentBinary } : {},
    ...target && mode === "pull-request" ? { github: target } : {},
    ...runUrl(env) ? { runUrl: runUrl(env) } : {},
    log: (l) => info(maskSecrets(l))
  });
  logReport(report, workspace);
  const outcome = refusal?.configuration ? { ok: false, line: refusal.message, warnings: report.outcome.warnings } : report.outcome;
  const md = rerecordSummaryMarkdown(report, {
    root: workspace,
    outcome,
    mode: inputs.commitMode,
    ...inputs.maxCostUsd !== void 0 ? { maxCostUsd: inputs.maxCostUsd } : {}
  });
  const items = report.items.map((i) => ({ ...i, cassette: relative2(workspace, i.cassettePath) }));
  const results = {
    ...envelope("rerecord", outcome.ok, items),
    outcome,
    spentUsd: spentUsd(report.items),
    commit: report.commit,
    ...report.commitError ? { commitError: report.commitError } : {},
    ...report.closed ? { closed: report.closed } : {},
    ...report.declined ? { declined: report.declined } : {}
  };
  const written = await writeReports(env, reportDir(env), results, md);
  const c = report.commit;
  setOutputs({
    ok: outcome.ok,
    refreshed: report.items.filter((i) => i.status === "refreshed").length,
    failed: report.items.filter((i) => i.status === "failed" || i.status === "unresolved").length,
    written,
    ...c.commitSha ? { commitSha: c.commitSha } : {},
    ...c.commitSha && mode === "push" ? { pushedSha: c.commitSha } : {},
    ...c.pullRequest ? { pullRequest: c.pullRequest } : {}
  });
  info(maskSecrets(`cowork-harness rerecord: ${outcome.line}`));
  if (c.commitSha && mode === "push") info(`pushed ${c.commitSha} to ${c.branch}${(c.pushAttempts ?? 1) > 1 ? ` after ${c.pushAttempts} attempts` : ""}`);
  if (c.pullRequest) info(`pull request #${c.pullRequest.number} ${c.pullRequest.operation}${c.pullRequest.url ? `: ${c.pullRequest.url}` : ""}`);
  if (!outcome.ok) setFailed(maskSecrets(`cowork-harness rerecord: ${outcome.line}`));
  return outcome.ok ? EXIT.ok : EXIT.fail;
}

// src/action/record.ts
import { relative as relative3 } from "node:path";
import { appendFileSync as appendFileSync4 } from "node:fs";
import { join as join4, resolve as resolve4 } from "node:path";
async function runRecordAction(env = process.env) {
  const globs = splitGlobs(rawInput(env, "paths"));
  if (globs.length === 0 || globs.length === 1 && globs[0] === DEFAULT_CASSETTE_GLOB) {
    throw new UsageError("command: record needs `paths`: the scenario files to record (for example scenarios/*.yaml)");
  }
  const { workspace, root } = actionRoot(env, rawInput(env, "working-directory") || ".");
  const key = rawInput(env, "anthropic-api-key") || void 0;
  const { baseEnv, recordEnv } = agentEnvironments(env, key);
  const scenarios = await discoverFiles(root, globs);
  if (scenarios.length === 0) throw new UsageError(`no scenario files match ${globs.join(", ")} under ${root}`);
  const agentBinary = await agentBinaryForRunner(baseEnv, booleanInput(env, "cache", true));
  const baselines = rawInput(env, "baselines");
  const results = [];
  startGroup(`cowork-harness record: ${scenarios.length} scenario(s)`);
  for (const rel of scenarios) {
    const scenarioPath = join4(root, rel);
    try {
      const o = await recordScenario({
        scenarioPath,
        format: "v12",
        write: true,
        env: recordEnv,
        agentBinary,
        ...baselines ? { baselinesDir: resolve4(root, baselines) } : {},
        log: (l) => info(maskSecrets(l))
      });
      o.result.cassette = o.cassettePath;
      results.push(o.result);
      info(`${o.written ? "\u2713 wrote" : "\u2717 not written (live verdict failed)"} ${relative3(workspace, o.cassettePath)}`);
    } catch (e) {
      const message = maskSecrets(oneLine(e));
      error(message, { file: relative3(workspace, scenarioPath) });
      results.push(errorResult(scenarioPath, message));
    }
  }
  endGroup();
  const report = buildGateReport(results, { failOn: ["assertions"], root: workspace });
  const md = maskSecrets(renderSummaryMarkdown(report));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync4(env.GITHUB_STEP_SUMMARY, md);
  const outDir = env.RUNNER_TEMP || root;
  const resultsPath = join4(outDir, "cowork-harness-record-results.json");
  const ok = report.conclusion !== "failure";
  await writeResultsFile(resultsPath, resultsFile(results, ok));
  setOutput("ok", String(ok));
  setOutput("failed", String(report.totals.failed + report.totals.errored));
  setOutput("stale", "0");
  setOutput("results", resultsPath);
  if (!ok) setFailed(`cowork-harness record: ${report.reasons.join("; ")}`);
  return ok ? EXIT.ok : EXIT.fail;
}

// src/action/cancel.ts
import { spawnSync } from "node:child_process";
import { appendFileSync as appendFileSync5, readdirSync, readFileSync } from "node:fs";
import { join as join5, resolve as resolve5 } from "node:path";
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return void 0;
  }
}
function childrenMap() {
  const map = /* @__PURE__ */ new Map();
  let names = [];
  try {
    names = readdirSync("/proc");
  } catch {
    return map;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const fields = procStat(Number(name));
    if (fields === void 0) continue;
    const ppid = Number(fields[1]);
    const list = map.get(ppid) ?? [];
    list.push(Number(name));
    map.set(ppid, list);
  }
  return map;
}
function descendantPids(root = process.pid) {
  const map = childrenMap();
  const out = [];
  const walk = (p) => {
    for (const c of map.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}
function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter((s) => s !== "");
  } catch {
    return [];
  }
}
function containersOf(pids) {
  const out = [];
  for (const pid of pids) {
    const argv = cmdline(pid);
    const run = argv.indexOf("run");
    if (run < 1 || !/(^|\/)(docker|podman)$/.test(argv[0] ?? "")) continue;
    const i = argv.indexOf("--name", run);
    const name = i > 0 ? argv[i + 1] : argv.find((a) => a.startsWith("--name="))?.slice(7);
    if (name) out.push({ runtime: argv[0], name });
  }
  return out;
}
function signalAll(pids, signal) {
  const groups = /* @__PURE__ */ new Set();
  for (const p of pids) {
    const fields = procStat(p);
    if (fields === void 0) continue;
    const pgid = Number(fields[2]);
    if (pgid > 0 && pgid !== process.pid && pgid !== getPgid()) groups.add(pgid);
  }
  for (const g of groups) {
    try {
      process.kill(-g, signal);
    } catch {
    }
  }
  for (const p of pids) {
    try {
      process.kill(p, signal);
    } catch {
    }
  }
}
function getPgid() {
  const fields = procStat("self");
  return fields === void 0 ? -1 : Number(fields[2]);
}
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function killWhatWeStarted(graceMs = 1500) {
  const done = [];
  const pids = descendantPids();
  for (const c of containersOf(pids)) {
    const r = spawnSync(c.runtime, ["rm", "-f", "-t", "0", c.name], { stdio: "ignore", timeout: 5e3 });
    if (r.status !== 0) spawnSync(c.runtime, ["rm", "-f", c.name], { stdio: "ignore", timeout: 5e3 });
    done.push(`container ${c.name} removed`);
    const token = /^cowork-(?:ct|proxy)-(.+)$/.exec(c.name)?.[1];
    if (token) for (const net of [`cowork-int-${token}`, `cowork-out-${token}`]) spawnSync(c.runtime, ["network", "rm", "-f", net], { stdio: "ignore", timeout: 5e3 });
  }
  if (pids.length === 0) return done;
  signalAll(pids, "SIGTERM");
  const until = Date.now() + graceMs;
  while (Date.now() < until && descendantPids().length > 0) await sleep(50);
  const left = descendantPids();
  if (left.length > 0) signalAll(left, "SIGKILL");
  done.push(`${pids.length} process(es) stopped`);
  return done;
}
function installCancellation(opts) {
  const lines = [];
  let publishing = false;
  let cancelled = false;
  const log = opts.log ?? ((l) => process.stdout.write(`${l}
`));
  const exit = opts.exit ?? ((code) => process.exit(code));
  const handle = async (signal) => {
    log(`cowork-harness: ${signal} received \u2014 the run was cancelled; stopping what it started`);
    for (const l of await killWhatWeStarted()) log(`  ${l}`);
    for (const dir of opts.tempDirs?.() ?? []) await sweepStaleTemps(dir, Date.now(), { includeOwn: true });
    const total = opts.total?.();
    const head = `## cowork-harness ${opts.command}: cancelled

The run was cancelled (${signal}) after ${lines.length}${total !== void 0 ? ` of ${total}` : ""} finished.`;
    const md = maskSecrets(`${head}

${lines.map((l) => `- ${l}`).join("\n")}${lines.length > 0 ? "\n" : ""}`);
    if (opts.env.GITHUB_STEP_SUMMARY) {
      try {
        appendFileSync5(opts.env.GITHUB_STEP_SUMMARY, `${md}
`);
      } catch (e) {
        log(`job summary not written: ${oneLine(e)}`);
      }
    }
    if (opts.checkRun !== false && !publishing && opts.token && opts.env.GITHUB_REPOSITORY && opts.env.GITHUB_SHA) {
      try {
        const { owner, repo } = splitRepository(opts.env.GITHUB_REPOSITORY);
        const client = createGitHubClient(opts.token, void 0, opts.env);
        await client.rest.checks.create({
          owner,
          repo,
          name: opts.checkRun,
          head_sha: headSha(opts.env),
          status: "completed",
          conclusion: "cancelled",
          output: { title: `cancelled after ${lines.length}${total !== void 0 ? ` of ${total}` : ""}`, summary: md.slice(0, 6e4) }
        });
      } catch (e) {
        log(`check run not completed as cancelled: ${oneLine(e)}`);
      }
    }
  };
  let running;
  const onSignal = (signal) => {
    if (running) return;
    cancelled = true;
    const deadline = setTimeout(() => exit(1), opts.deadlineMs ?? 6e3);
    running = handle(signal).finally(() => {
      clearTimeout(deadline);
      exit(1);
    });
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    finished: (line) => void lines.push(line),
    publishing: () => void (publishing = true),
    get cancelled() {
      return cancelled;
    },
    dispose() {
      process.removeListener("SIGINT", onSignal);
      process.removeListener("SIGTERM", onSignal);
    }
  };
}
function headSha(env) {
  try {
    if (env.GITHUB_EVENT_PATH) {
      const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"));
      const sha = payload.pull_request?.head?.sha;
      if (typeof sha === "string" && sha !== "") return sha;
    }
  } catch {
  }
  return env.GITHUB_SHA ?? "";
}
function cassetteDirs(root) {
  const out = [];
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (entries.some((e) => e.isFile() && (e.name.endsWith(".cassette.json") || tempOwner(e.name) !== void 0))) out.push(dir);
    if (depth >= 8) return;
    for (const e of entries) if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules") walk(join5(dir, e.name), depth + 1);
  };
  walk(root, 0);
  return out;
}
function actionCancellationOptions(env, total = () => void 0) {
  const input = (name) => rawInput(env, name);
  const workspace = env.GITHUB_WORKSPACE && env.GITHUB_WORKSPACE !== "" ? env.GITHUB_WORKSPACE : process.cwd();
  return {
    env,
    command: input("command") || "check",
    checkRun: checkRunInput(input("check-run")),
    ...input("github-token") ? { token: input("github-token") } : {},
    total,
    // and RUNNER_TEMP, where the results file's temp files (results-stream.ts) are written
    tempDirs: () => [...cassetteDirs(resolve5(workspace, input("working-directory") || ".")), ...env.RUNNER_TEMP ? [env.RUNNER_TEMP] : []]
  };
}
function installActionCancellation(env) {
  let total;
  const c = installCancellation(actionCancellationOptions(env, () => total));
  return Object.assign(c, { setTotal: (n) => void (total = n) });
}

// src/action/main.ts
async function runAction(env = process.env) {
  const cancel = installActionCancellation(env);
  if (rawInput(env, "command") === "rerecord") return runRerecordAction(env);
  if (rawInput(env, "command") === "record") return runRecordAction(env);
  const inputs = readInputs(env);
  if (inputs.githubToken) setSecret(inputs.githubToken);
  const { workspace, root } = actionRoot(env, inputs.workingDirectory);
  const files = await resolveTargets(root, inputs.paths, inputs.shard);
  cancel.setTotal(files.length);
  const shardLabel = inputs.shard ? `${inputs.shard.index}/${inputs.shard.count}` : void 0;
  startGroup(`cowork-harness ${inputs.command}: ${files.length} cassette(s)${shardLabel ? ` (shard ${shardLabel})` : ""}`);
  const fpCache = await restoreFingerprintCache({
    root,
    env,
    enabled: inputs.cache,
    ...inputs.shard ? { shard: inputs.shard } : {},
    notice: (m) => notice(m),
    info: (m) => info(m)
  });
  const outDir = env.RUNNER_TEMP && env.RUNNER_TEMP !== "" ? env.RUNNER_TEMP : root;
  const suffix = inputs.shard ? `-${inputs.shard.index}-of-${inputs.shard.count}` : "";
  const resultsPath = join6(outDir, `cowork-harness-results${suffix}.json`);
  const summaryPath = join6(outDir, `cowork-harness-summary${suffix}.md`);
  const stream = await ResultsStream.open({ path: resultsPath, ...shardLabel ? { shard: shardLabel } : {} });
  try {
    const { report, ok } = await runGate(files, {
      check: {
        mode: inputs.command,
        strict: inputs.strict,
        reassert: inputs.reassert,
        // the repository's .cowork-allow-patterns, as the CLI's check reads it
        allow: await allowListFromValues({}, root),
        baselinesDir: inputs.baselines ? resolve6(root, inputs.baselines) : void 0,
        env,
        digestCache: fpCache.digestCache
      },
      stream,
      failOn: inputs.failOn,
      root: workspace,
      onOutcome: (o, _i, ms) => {
        const r = o.result;
        cancel.finished(`${relative4(workspace, r.cassette)}: ${r.exitCode === 0 ? "\u2713 passed" : "\u2717 did not pass"}`);
        info(maskSecrets(`${relative4(workspace, r.cassette)} \u2014 ${r.scenario === r.cassette ? "error" : r.scenario} (${Math.round(ms)} ms)`));
        for (const a of o.annotations) info(maskSecrets(formatAnnotation(a, {}).trimEnd()));
      },
      afterCheck: async () => {
        endGroup();
        await fpCache.finish();
      },
      ...inputs.rerunStale ? {
        rerun: async (results) => {
          const { rerunStale, wantsRerun } = await import("./chunks/gate-step-MFHOJTGK.js");
          if (!results.some((r) => wantsRerun(r))) return;
          const { agentBinaryForRunner: agentBinaryForRunner2, withoutAgentKey: withoutAgentKey2 } = await import("./chunks/agent-setup-RWXMC2QY.js");
          const baseEnv = withoutAgentKey2(env);
          const agentBinary = await agentBinaryForRunner2(baseEnv, inputs.cache);
          startGroup("cowork-harness: re-running stale cassettes with their recorded model turns");
          await rerunStale(results, files, { env: baseEnv, agentBinary, reassert: inputs.reassert, log: (l) => info(maskSecrets(l)) });
          endGroup();
        }
      } : {}
    });
    cancel.publishing();
    await publishReport(
      report,
      publishContextFromEnv(env, {
        token: inputs.githubToken,
        checkRun: inputs.checkRun,
        comment: inputs.comment,
        annotations: inputs.annotations
      })
    );
    info(maskSecrets(renderGateText(report)));
    await stream.finish(ok);
    await writeFileAtomic(summaryPath, renderSummaryMarkdown(report));
    if (inputs.junit) await writeFileAtomic(resolve6(root, inputs.junit), renderJunit(report));
    setOutput("ok", String(ok));
    setOutput("failed", String(report.totals.failed + report.totals.errored));
    setOutput("stale", String(report.totals.stale));
    setOutput("results", resultsPath);
    setOutput("summary-md", summaryPath);
    if (!ok) setFailed(`cowork-harness: ${report.reasons.join("; ") || "the gate failed"}`);
    return ok ? EXIT.ok : EXIT.fail;
  } finally {
    await stream.abort();
  }
}
runAction().then(
  (code) => {
    process.exitCode = code;
  },
  async (e) => {
    const code = e instanceof HarnessError ? e.exitCode : EXIT.usage;
    await reportStopped(process.env, commandOf(process.env), oneLine(e), code);
    process.exitCode = code;
  }
);
export {
  runAction
};
