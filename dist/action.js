#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  installLastResort,
  removeLeftovers
} from "./chunks/chunk-UUUTNUV7.js";
import {
  agentBinaryForRunner,
  agentEnvironments,
  booleanInput,
  cache_exports,
  checkRunInput,
  liveRunBounds,
  logInfo,
  publishContextFromEnv,
  publishReport,
  rawInput,
  readInputs,
  withoutAgentKey
} from "./chunks/chunk-NJGX4AHH.js";
import {
  endGroup,
  error,
  notice,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  warning
} from "./chunks/chunk-IK6LMVQB.js";
import {
  ResultsStream,
  runGate
} from "./chunks/chunk-OI7EW7T3.js";
import {
  renderJunit
} from "./chunks/chunk-TJSHPAIT.js";
import {
  resultsFile,
  writeResultsFile
} from "./chunks/chunk-VEM7HRNH.js";
import {
  openPersistentDigestCache
} from "./chunks/chunk-RNR4P25J.js";
import "./chunks/chunk-KKTBMNBH.js";
import {
  causesText,
  renderSummaryMarkdown,
  totalsLine
} from "./chunks/chunk-DVGNCI6I.js";
import {
  DEFAULT_BOT_IDENTITY,
  commitBackRefusalOf,
  itemSpendText,
  parseCommitMode,
  parseMaxCost,
  parseOnNothingStale,
  rerecordSummaryMarkdown,
  runRerecordJob,
  spendText,
  spentUsd,
  splitRepository
} from "./chunks/chunk-E3ZOUZ5F.js";
import {
  createGitHubClient,
  eventInfo,
  readEventPayload
} from "./chunks/chunk-PXPUV4LG.js";
import "./chunks/chunk-JZQBTFMH.js";
import {
  DEFAULT_CASSETTE_GLOB,
  discoverFiles,
  resolveTargets,
  splitGlobs
} from "./chunks/chunk-VFKBRP4L.js";
import "./chunks/chunk-I2KPKXNV.js";
import "./chunks/chunk-23GDU34I.js";
import "./chunks/chunk-VEN4H2ZF.js";
import {
  mdText
} from "./chunks/chunk-T44GJVMM.js";
import "./chunks/chunk-QAXP3BNV.js";
import "./chunks/chunk-3ZWBB3L7.js";
import "./chunks/chunk-TBT2VVGH.js";
import {
  formatAnnotation
} from "./chunks/chunk-S7YVGDQX.js";
import "./chunks/chunk-OFZEJ2F2.js";
import {
  assertionCounts,
  buildGateReport,
  failingLabel,
  locationText,
  reassertLocation
} from "./chunks/chunk-WRXGSA2U.js";
import "./chunks/chunk-EI6BH47E.js";
import {
  allowListFromValues
} from "./chunks/chunk-5NXCUEUZ.js";
import "./chunks/chunk-B2JLUPNY.js";
import {
  LiveDeciderSession,
  recordScenario
} from "./chunks/chunk-L6DCPDEI.js";
import "./chunks/chunk-LGRKH2BK.js";
import "./chunks/chunk-QCSS7MRJ.js";
import "./chunks/chunk-UOFA3V4G.js";
import "./chunks/chunk-OM6DB55V.js";
import "./chunks/chunk-6ZPHHZWB.js";
import "./chunks/chunk-X2V3TQRJ.js";
import "./chunks/chunk-PQU4MUBR.js";
import "./chunks/chunk-XJMUT3EV.js";
import "./chunks/chunk-OHYFLJE5.js";
import "./chunks/chunk-YFYJSABB.js";
import "./chunks/chunk-UJL3ZTKI.js";
import "./chunks/chunk-QCTB2NEI.js";
import "./chunks/chunk-EUMIU4E4.js";
import {
  envelope
} from "./chunks/chunk-K5SO6PR3.js";
import "./chunks/chunk-AHD5DVGJ.js";
import {
  sweepStaleTemps,
  tempOwner,
  writeFileAtomic
} from "./chunks/chunk-WX7OGXYW.js";
import "./chunks/chunk-O3TYGBWK.js";
import {
  RUNS_DIR_ENV
} from "./chunks/chunk-NAA5MHIW.js";
import {
  maskSecrets,
  maskSecretsDeep
} from "./chunks/chunk-UOOZFDNC.js";
import {
  errorResult
} from "./chunks/chunk-JGRVEPPQ.js";
import "./chunks/chunk-R6WTYLHT.js";
import "./chunks/chunk-B3KGR4IC.js";
import "./chunks/chunk-BLZCU3FR.js";
import "./chunks/chunk-57EAN4WP.js";
import "./chunks/chunk-GNRCT5WW.js";
import "./chunks/chunk-765GMJL5.js";
import "./chunks/chunk-Z52EMNER.js";
import "./chunks/chunk-GDFUNZXU.js";
import "./chunks/chunk-CVROAHTK.js";
import "./chunks/chunk-SXKP2KRU.js";
import "./chunks/chunk-IG44PSIL.js";
import "./chunks/chunk-RJU6G3KC.js";
import "./chunks/chunk-WN34NFZS.js";
import "./chunks/chunk-5HJR3O4F.js";
import {
  TOOL_VERSION
} from "./chunks/chunk-GST36PRG.js";
import "./chunks/chunk-57ATHONI.js";
import {
  gitFor
} from "./chunks/chunk-OOJTWUBA.js";
import "./chunks/chunk-AC6QUUQ5.js";
import "./chunks/chunk-P4IMB74P.js";
import "./chunks/chunk-VFM63BO2.js";
import "./chunks/chunk-BKM4LKJP.js";
import "./chunks/chunk-U3YLF3AD.js";
import "./chunks/chunk-MSUJTU7O.js";
import "./chunks/chunk-XAYQ33VL.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunks/chunk-6ZVZ2CXJ.js";
import {
  neutraliseLog
} from "./chunks/chunk-CNP7IC2Y.js";
import "./chunks/chunk-VQXXM3A3.js";
import "./chunks/chunk-5HX2GR4K.js";

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

// src/github/pr-target.ts
var PR_TARGET_OPT_IN = "allow-pull-request-target-rerun";
function pullRequestTargetRefusal(eventName, optedIn, what, howToOptIn) {
  if (eventName !== "pull_request_target" || optedIn) return void 0;
  return `${what} is refused on pull_request_target: it would run the pull request's code with the base repository's write token and secrets \u2014 run it on: pull_request (a fork's token is read-only), or set ${howToOptIn} to accept that risk (see SECURITY.md)`;
}

// src/action/event-guard.ts
function refuseOnPullRequestTarget(env, what) {
  const why = pullRequestTargetRefusal(env.GITHUB_EVENT_NAME, booleanInput(env, PR_TARGET_OPT_IN, false), what, `${PR_TARGET_OPT_IN}: true`);
  if (why !== void 0) throw new UsageError(why);
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
  const info = opts.info ?? (() => {
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
      info(restored ? `fingerprint cache restored from ${restored}` : `no fingerprint cache for ${prefix}*`);
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
        info(`fingerprint cache ${key} is up to date`);
        return;
      }
      if (!mayWriteCache(opts.env)) {
        info("fingerprint cache not saved: only push events and the default branch write caches");
        return;
      }
      try {
        const id = await service.saveCache([dir], key);
        if (id === -1) opts.notice(`fingerprint cache not saved: the cache service did not accept ${key}`);
        else info(`fingerprint cache saved as ${key} (${cache.hits} hit(s), ${cache.misses} file(s) digested)`);
      } catch (e) {
        opts.notice(`fingerprint cache not saved: ${oneLine(e)}`);
      }
    }
  };
}

// src/action/rerecord.ts
import { appendFileSync as appendFileSync2, existsSync } from "node:fs";
import { join as join3, relative as relative2, resolve as resolve3 } from "node:path";
import { tmpdir as tmpdir2 } from "node:os";

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
    includeFailing: booleanInput(env, "include-failing", false),
    deciderLlm: booleanInput(env, "decider-llm", false),
    ...get("decider-intent").trim() ? { deciderIntent: get("decider-intent").trim() } : {},
    bounds: liveRunBounds(env)
  };
}

// src/action/stopped.ts
import { appendFileSync } from "node:fs";
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
    if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, md);
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
  startGroup(`cowork-harness rerecord: ${report.items.length} selected, ${report.fresh.length} fresh, ${spendText(report.items)}`);
  for (const i of report.items) {
    const mark = i.status === "refreshed" ? "\u2713" : i.status === "dry-run" ? "\xB7" : i.status === "skipped" || i.status === "declined" ? "\u23F8" : "\u2717";
    const verb = i.status === "dry-run" ? "would re-record" : i.status;
    const cost = i.costUsd !== void 0 ? ` (${itemSpendText(i)})` : "";
    logInfo(maskSecrets(`${mark} ${verb} ${relative2(workspace, i.cassettePath)}${cost}${i.error ? ` \u2014 ${i.error}` : ""}`));
    for (const r of i.reasons.slice(0, 3)) logInfo(maskSecrets(`    selected: ${r}`));
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
  if (env.GITHUB_STEP_SUMMARY) appendFileSync2(env.GITHUB_STEP_SUMMARY, masked);
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
  const { recordEnv: agentEnv } = agentEnvironments(env, inputs.anthropicApiKey);
  const runsRoot = env[RUNS_DIR_ENV] || join3(env.RUNNER_TEMP || tmpdir2(), "cowork-harness-runs");
  const recordEnv = { ...agentEnv, [RUNS_DIR_ENV]: runsRoot };
  if (inputs.deciderLlm && !recordEnv.ANTHROPIC_API_KEY) {
    throw new HarnessError("input decider-llm needs the anthropic-api-key input (the model decider calls the Messages API with it)", EXIT.usage, "usage");
  }
  const live = inputs.deciderLlm ? new LiveDeciderSession(
    { channel: { kind: "llm", ...inputs.deciderIntent ? { intent: inputs.deciderIntent } : {} } },
    { command: "rerecord", cwd: root, env: recordEnv, log: (l) => logInfo(maskSecrets(l)) }
  ) : void 0;
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
    bounds: inputs.bounds,
    ...target && mode === "pull-request" ? { github: target } : {},
    ...runUrl(env) ? { runUrl: runUrl(env) } : {},
    log: (l) => logInfo(maskSecrets(l)),
    ...live ? { live } : {}
  });
  await live?.close();
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
  if (booleanInput(env, "report", true) && report.items.length > 0) {
    const { rerecordReportData } = await import("./chunks/html-report-data-G2IIDFBR.js");
    const { writeAndUploadReport } = await import("./chunks/report-artifact-VY6ZC4G5.js");
    const { keepFailedRuns } = await import("./chunks/record-evidence-D623DPHV.js");
    const outDir = reportDir(env);
    const data = await rerecordReportData(report.items, { root: workspace, ok: outcome.ok, line: outcome.line });
    const artifact = await writeAndUploadReport({ totals: data.totals, rows: [], failOn: [], conclusion: data.conclusion, reasons: data.reasons }, [], {
      path: join3(outDir, "cowork-harness-rerecord-report.html"),
      artifactName: "cowork-harness-rerecord-report",
      env,
      data,
      extraFiles: keepFailedRuns(runsRoot).filter((f) => f.startsWith(`${outDir}/`)),
      log: (l) => logInfo(maskSecrets(l)),
      warn: (l) => warning(maskSecrets(l))
    });
    setOutput("report", artifact.path);
    if (artifact.url) setOutput("report-url", artifact.url);
    if (env.GITHUB_STEP_SUMMARY)
      appendFileSync2(
        env.GITHUB_STEP_SUMMARY,
        `
\u{1F4C4} Each cassette before and after, with the new run's timeline: ${artifact.url ? `[download the HTML report](${artifact.url})` : `\`${artifact.path}\` on the runner`}.
`
      );
  }
  logInfo(maskSecrets(`cowork-harness rerecord: ${outcome.line}`));
  if (c.commitSha && mode === "push") logInfo(`pushed ${c.commitSha} to ${c.branch}${(c.pushAttempts ?? 1) > 1 ? ` after ${c.pushAttempts} attempts` : ""}`);
  if (c.pullRequest) logInfo(`pull request #${c.pullRequest.number} ${c.pullRequest.operation}${c.pullRequest.url ? `: ${c.pullRequest.url}` : ""}`);
  if (!outcome.ok) setFailed(maskSecrets(`cowork-harness rerecord: ${outcome.line}`));
  return outcome.ok ? EXIT.ok : EXIT.fail;
}

// src/action/record.ts
import { relative as relative3 } from "node:path";
import { appendFileSync as appendFileSync3 } from "node:fs";
import { join as join4, resolve as resolve4 } from "node:path";
import { tmpdir as tmpdir3 } from "node:os";
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
  const bounds = liveRunBounds(env);
  const results = [];
  const cassettes = [];
  const runsRoot = env[RUNS_DIR_ENV] || join4(env.RUNNER_TEMP || tmpdir3(), "cowork-harness-runs");
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
        log: (l) => logInfo(maskSecrets(l)),
        keepRunRoot: runsRoot,
        bounds
      });
      o.result.cassette = o.cassettePath;
      results.push(o.result);
      cassettes.push(o.cassette);
      logInfo(`${o.written ? "\u2713 wrote" : "\u2717 not written (live verdict failed)"} ${relative3(workspace, o.cassettePath)}`);
    } catch (e) {
      const message = maskSecrets(oneLine(e));
      error(message, { file: relative3(workspace, scenarioPath) });
      results.push(errorResult(scenarioPath, message));
      cassettes.push(void 0);
    }
  }
  endGroup();
  const report = buildGateReport(results, { failOn: ["assertions"], root: workspace });
  const md = maskSecrets(renderSummaryMarkdown(report));
  if (env.GITHUB_STEP_SUMMARY) appendFileSync3(env.GITHUB_STEP_SUMMARY, md);
  const outDir = env.RUNNER_TEMP || root;
  const resultsPath = join4(outDir, "cowork-harness-record-results.json");
  const ok = report.conclusion !== "failure";
  await writeResultsFile(resultsPath, resultsFile(results, ok));
  setOutput("ok", String(ok));
  setOutput("failed", String(report.totals.failed + report.totals.errored));
  setOutput("stale", "0");
  setOutput("results", resultsPath);
  if (booleanInput(env, "report", true)) {
    const { buildReportData } = await import("./chunks/build-data-KRWQQDU2.js");
    const { reportDate } = await import("./chunks/write-report-CRZQOKZU.js");
    const { writeAndUploadReport, linkFromJobSummary } = await import("./chunks/report-artifact-VY6ZC4G5.js");
    const { keepFailedRuns } = await import("./chunks/record-evidence-D623DPHV.js");
    const kept = keepFailedRuns(runsRoot).filter((f) => f.startsWith(`${outDir}/`));
    const data = buildReportData(
      report,
      results.map((r, i) => ({ result: r, ...cassettes[i] ? { cassette: cassettes[i] } : {} })),
      { title: "cowork-harness record", now: reportDate(env) }
    );
    const artifact = await writeAndUploadReport(report, results, {
      path: join4(outDir, "cowork-harness-record-report.html"),
      artifactName: "cowork-harness-record-report",
      env,
      data,
      extraFiles: kept,
      log: (l) => logInfo(maskSecrets(l)),
      warn: (l) => warning(maskSecrets(l))
    });
    setOutput("report", artifact.path);
    if (artifact.url) setOutput("report-url", artifact.url);
    if (kept.length) logInfo(`kept the evidence of the failed live run(s) under ${runsRoot} (published with the report)`);
    await linkFromJobSummary(env, artifact, report).catch(() => void 0);
  }
  if (!ok) setFailed(`cowork-harness record: ${report.reasons.join("; ")}`);
  return ok ? EXIT.ok : EXIT.fail;
}

// src/action/cancel.ts
import { spawnSync } from "node:child_process";
import { appendFileSync as appendFileSync4, readdirSync, readFileSync } from "node:fs";
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
  let names;
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
  const containers = containersOf(pids);
  const removeContainers = () => {
    for (const c of containers) {
      const r = spawnSync(c.runtime, ["rm", "-f", "-t", "0", c.name], { stdio: "ignore", timeout: 5e3 });
      if (r.status !== 0) spawnSync(c.runtime, ["rm", "-f", c.name], { stdio: "ignore", timeout: 5e3 });
      const token = /^cowork-(?:ct|proxy|net)-(.+)$/.exec(c.name)?.[1];
      if (token)
        for (const net of [`cowork-int-${token}`, `cowork-out-${token}`])
          spawnSync(c.runtime, ["network", "rm", "-f", net], { stdio: "ignore", timeout: 5e3 });
    }
  };
  removeContainers();
  for (const c of containers) done.push(`container ${c.name} removed`);
  if (pids.length === 0) return done;
  signalAll(pids, "SIGTERM");
  const until = Date.now() + graceMs;
  while (Date.now() < until && descendantPids().length > 0) await sleep(50);
  const left = descendantPids();
  if (left.length > 0) signalAll(left, "SIGKILL");
  removeContainers();
  done.push(`${pids.length} process(es) stopped`);
  return done;
}
function installCancellation(opts) {
  const lines = [];
  let publishing = false;
  let cancelled = false;
  const log = opts.log ?? ((l) => process.stdout.write(`${neutraliseLog(l)}
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
        appendFileSync4(opts.env.GITHUB_STEP_SUMMARY, `${md}
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

// src/report/gate-text.ts
var STATUS_MARK = { pass: "\u2713", fail: "\u2717", stale: "!", error: "\u2717" };
function rowLines(row) {
  const mark = row.status === "stale" && row.gateFailing ? "\u2717" : STATUS_MARK[row.status];
  const name = row.scenario === "" ? row.cassette : `${row.scenario} (${row.cassette})`;
  const counts = row.status === "error" ? row.error ?? "could not be replayed" : assertionCounts(row);
  const lines = [`${mark} ${name} \u2014 ${row.causes.length > 0 ? `${causesText(row)} \u2014 ` : ""}${counts}`];
  for (const f of row.failing) {
    lines.push(`    \u2717 ${failingLabel(f)} at ${locationText(f)}: ${f.message}`);
    if (f.evidence) lines.push(`        evidence: ${f.evidence}`);
  }
  for (const s of row.staleness) lines.push(`    ${s.gating ? "\u2717" : "!"} ${s.class} at ${locationText(s.location)}: ${s.message} \u2014 fix: ${s.fix ?? row.fix}`);
  if (row.reassert) {
    lines.push(`    ~ re-evaluated from ${locationText(reassertLocation(row.reassert))}: ${row.reassert.summary}`);
    for (const key of row.reassert.needsLiveRun) lines.push(`    ! ${key} needs a live run: skipped by replay, not passed`);
  }
  for (const w of row.assertionWarnings) lines.push(`    ! ${w.key} at ${locationText(w)} passed, but ${w.message}`);
  for (const w of row.lintWarnings) lines.push(`    ! lint at ${locationText(w)}: ${w.message}`);
  for (const w of row.liveWarnings ?? []) lines.push(`    ! ${w.code} at ${w.file}: ${w.message}`);
  for (const u of row.unchecked) lines.push(`    ~ not checked: ${u}`);
  return lines;
}
function renderGateText(report) {
  const lines = report.rows.flatMap(rowLines);
  const ok = report.conclusion !== "failure";
  lines.push("", `${ok ? "\u2713 gate passed" : "\u2717 gate failed"}: ${totalsLine(report)} (fail-on ${report.failOn.join(",")})`);
  for (const reason of report.reasons) lines.push(`  - ${reason}`);
  return lines.join("\n") + "\n";
}

// src/action/main.ts
async function runAction(env = process.env) {
  const cancel = installActionCancellation(env);
  const command = rawInput(env, "command");
  if (command === "rerecord" || command === "record") refuseOnPullRequestTarget(env, `command: ${command}`);
  if (command === "rerecord") return runRerecordAction(env);
  if (command === "record") return runRecordAction(env);
  const inputs = readInputs(env);
  if (inputs.rerunStale) refuseOnPullRequestTarget(env, "rerun-stale: true");
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
    info: (m) => logInfo(m)
  });
  const outDir = env.RUNNER_TEMP && env.RUNNER_TEMP !== "" ? env.RUNNER_TEMP : root;
  const suffix = inputs.shard ? `-${inputs.shard.index}-of-${inputs.shard.count}` : "";
  const resultsPath = join6(outDir, `cowork-harness-results${suffix}.json`);
  const summaryPath = join6(outDir, `cowork-harness-summary${suffix}.md`);
  const stream = await ResultsStream.open({ path: resultsPath, ...shardLabel ? { shard: shardLabel } : {} });
  try {
    const { report, ok, results } = await runGate(files, {
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
        logInfo(maskSecrets(`${relative4(workspace, r.cassette)} \u2014 ${r.scenario === r.cassette ? "error" : r.scenario} (${Math.round(ms)} ms)`));
        for (const a of o.annotations) if (!a.inGateReport) logInfo(maskSecrets(formatAnnotation(a, {}).trimEnd()));
      },
      afterCheck: async () => {
        endGroup();
        await fpCache.finish();
      },
      ...inputs.rerunStale ? {
        rerun: async (results2) => {
          const { rerunStale, wantsRerun } = await import("./chunks/gate-step-UF7N6UVM.js");
          if (!results2.some((r) => wantsRerun(r))) return;
          const { agentBinaryForRunner: agentBinaryForRunner2, withoutAgentKey: withoutAgentKey2 } = await import("./chunks/agent-setup-G7BTRG6V.js");
          const baseEnv = withoutAgentKey2(env);
          const agentBinary = await agentBinaryForRunner2(baseEnv, inputs.cache);
          startGroup("cowork-harness: re-running stale cassettes with their recorded model turns");
          await rerunStale(results2, files, {
            env: baseEnv,
            agentBinary,
            reassert: inputs.reassert,
            ...inputs.maxTimeoutMs !== void 0 ? { maxTimeoutMs: inputs.maxTimeoutMs } : {},
            ...inputs.rerunBudgetMs !== void 0 ? { budgetMs: inputs.rerunBudgetMs } : {},
            log: (l) => logInfo(maskSecrets(l))
          });
          endGroup();
        }
      } : {}
    });
    cancel.publishing();
    let reportUrl;
    if (inputs.report) {
      const { writeAndUploadReport, linkFromJobSummary } = await import("./chunks/report-artifact-VY6ZC4G5.js");
      const artifact = await writeAndUploadReport(report, results, {
        path: join6(outDir, `cowork-harness-report${suffix}.html`),
        artifactName: `cowork-harness-report${suffix}`,
        env,
        root,
        log: (l) => logInfo(maskSecrets(l)),
        warn: (l) => warning(maskSecrets(l))
      });
      setOutput("report", artifact.path);
      if (artifact.url) setOutput("report-url", artifact.url);
      reportUrl = artifact.url;
      await linkFromJobSummary(env, artifact, report).catch(() => void 0);
    }
    await publishReport(report, {
      ...publishContextFromEnv(env, {
        token: inputs.githubToken,
        checkRun: inputs.checkRun,
        comment: inputs.comment,
        annotations: inputs.annotations
      }),
      ...reportUrl ? { reportUrl } : {}
    });
    logInfo(maskSecrets(renderGateText(report)));
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
installLastResort({
  prefix: `cowork-harness ${commandOf(process.env)}`,
  write: (text) => logInfo(maskSecrets(text.trimEnd())),
  report: (line, code) => reportStopped(process.env, commandOf(process.env), line, code)
});
runAction().then(
  (code) => {
    process.exitCode = code;
  },
  async (e) => {
    const code = e instanceof HarnessError ? e.exitCode : EXIT.usage;
    await removeLeftovers();
    await reportStopped(process.env, commandOf(process.env), oneLine(e), code);
    process.exitCode = code;
  }
);
export {
  runAction
};
