#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  agentBinaryForRunner,
  agentEnvironments,
  withoutAgentKey
} from "./chunk-VSGVV47X.js";
import {
  DEFAULT_BOT_IDENTITY,
  commitBackRefusalOf,
  parseCommitMode,
  parseCommitSigning,
  rerecordSummaryMarkdown,
  runRerecordJob,
  splitNames
} from "./chunk-66JJAWTZ.js";
import {
  parseMaxCost,
  parseOnNothingStale
} from "./chunk-F2JWUSOY.js";
import {
  itemSpendText,
  spendText,
  spentUsd,
  statusLabel
} from "./chunk-NTSIXA63.js";
import "./chunk-OJI2JBUT.js";
import {
  LiveDeciderSession
} from "./chunk-4QRCVX6S.js";
import "./chunk-MC6SNHAQ.js";
import "./chunk-2YN6NHCG.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-6NVNSL5Q.js";
import "./chunk-M4M45Q44.js";
import "./chunk-7BOIZFLR.js";
import "./chunk-237DY7TX.js";
import "./chunk-UQL5F74J.js";
import "./chunk-CWVNJ7PG.js";
import "./chunk-J3VIEK5B.js";
import "./chunk-BRRGV6H7.js";
import "./chunk-JO7JSSWO.js";
import "./chunk-BF4ACLAL.js";
import "./chunk-FLDOQDHE.js";
import "./chunk-ZTQZXA3R.js";
import {
  actionBaselinesDir,
  actionRoot,
  reportDir,
  reportStopped
} from "./chunk-PZNVRI4E.js";
import {
  booleanInput,
  liveRunBounds,
  logInfo,
  rawInput
} from "./chunk-WYHZHSM5.js";
import {
  endGroup,
  error,
  notice,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  warning
} from "./chunk-IK6LMVQB.js";
import {
  splitRepository
} from "./chunk-ENAI6LB4.js";
import {
  createGitHubClient,
  eventInfo,
  readEventPayload
} from "./chunk-VQ5T2NGZ.js";
import "./chunk-JZQBTFMH.js";
import "./chunk-2FKU5IYL.js";
import {
  splitGlobs
} from "./chunk-HMPLMIHZ.js";
import "./chunk-7CPNN7IP.js";
import "./chunk-T67GQNVP.js";
import "./chunk-FWIZ2L2G.js";
import "./chunk-7VBCITV6.js";
import "./chunk-WHYR2ZAU.js";
import "./chunk-QUGB427A.js";
import "./chunk-4UATW7ZC.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import {
  maskSecrets,
  maskSecretsDeep
} from "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import "./chunk-LFV2YVHF.js";
import {
  envelope
} from "./chunk-KU72ARQB.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import "./chunk-J4BNBE4G.js";
import "./chunk-63JXL4FW.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import {
  RUNS_DIR_ENV
} from "./chunk-ODM7TWBF.js";
import "./chunk-6OGUKABV.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import "./chunk-JUH6HIAL.js";
import "./chunk-J5CYBANO.js";
import "./chunk-NT77EBXM.js";
import "./chunk-CGZME2NM.js";
import "./chunk-2HFCXRSU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-GUYHYWBR.js";
import "./chunk-BVER6YVT.js";
import "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-2JGKRYKG.js";
import "./chunk-AC6QUUQ5.js";
import {
  EXIT,
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/action/rerecord.ts
import { appendFileSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { tmpdir } from "node:os";

// src/action/rerecord-inputs.ts
function readRerecordInputs(env) {
  const get = (name, fallback = "") => rawInput(env, name) || fallback;
  const key = get("anthropic-api-key");
  const token = get("github-token");
  const baselines = get("baselines");
  const maxCost = parseMaxCost(get("max-cost-usd"), "input max-cost-usd");
  return {
    paths: splitGlobs(get("paths", "**/*.cassette.json")),
    scenarios: splitGlobs(get("scenarios")),
    workingDirectory: get("working-directory", "."),
    commitMode: parseCommitMode(get("commit-mode", "pull-request"), "input commit-mode"),
    commitSigning: parseCommitSigning(get("commit-signing", "api"), "input commit-signing"),
    pullRequest: {
      labels: splitNames(get("labels")),
      reviewers: splitNames(get("reviewers")),
      teamReviewers: splitNames(get("team-reviewers")),
      assignees: splitNames(get("assignees")),
      draft: booleanInput(env, "draft", false)
    },
    ...key ? { anthropicApiKey: key } : {},
    ...token ? { githubToken: token } : {},
    identity: {
      name: get("git-user-name", DEFAULT_BOT_IDENTITY.name),
      email: get("git-user-email", DEFAULT_BOT_IDENTITY.email)
    },
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

// src/action/rerecord.ts
function eventOf(env) {
  if (!env.GITHUB_EVENT_NAME || !env.GITHUB_EVENT_PATH || !existsSync(env.GITHUB_EVENT_PATH)) return void 0;
  return eventInfo(env.GITHUB_EVENT_NAME, readEventPayload(env.GITHUB_EVENT_PATH), {
    sha: env.GITHUB_SHA,
    repository: env.GITHUB_REPOSITORY
  });
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
  startGroup(
    `cowork-harness rerecord: ${report.items.length} selected, ${report.fresh.length} fresh, ${spendText(report.items)}`
  );
  for (const i of report.items) {
    const mark = i.status === "refreshed" ? "\u2713" : i.status === "dry-run" ? "\xB7" : i.status === "skipped" || i.status === "declined" ? "\u23F8" : "\u2717";
    const verb = i.unrecorded ? statusLabel(i) : i.status === "dry-run" ? "would re-record" : i.status;
    const from = i.unrecorded && i.scenarioPath ? ` from ${relative(workspace, i.scenarioPath)}` : "";
    const cost = i.costUsd !== void 0 ? ` (${itemSpendText(i)})` : "";
    logInfo(
      maskSecrets(
        `${mark} ${verb} ${relative(workspace, i.cassettePath)}${from}${cost}${i.error ? ` \u2014 ${i.error}` : ""}`
      )
    );
    for (const r of i.reasons.slice(0, 3)) logInfo(maskSecrets(`    selected: ${r}`));
  }
  endGroup();
  for (const i of report.items) {
    if ((i.status === "failed" || i.status === "unresolved") && i.unrecorded && i.scenarioPath) {
      error(maskSecrets(`not recorded: ${i.error ?? i.status} (the scenario is still unrecorded)`), {
        file: relative(workspace, i.scenarioPath)
      });
    } else if (i.status === "failed" || i.status === "unresolved") {
      error(maskSecrets(`not re-recorded: ${i.error ?? i.status} (the committed cassette is unchanged)`), {
        file: relative(workspace, i.cassettePath)
      });
    }
  }
  for (const w of report.outcome.warnings) warning(maskSecrets(w));
}
async function writeReports(env, dir, results, md) {
  const written = {
    results: join(dir, "cowork-harness-rerecord-results.json"),
    summary: join(dir, "cowork-harness-rerecord-summary.md")
  };
  await writeFileAtomic(written.results, `${JSON.stringify(maskSecretsDeep(results), null, 2)}
`);
  const masked = maskSecrets(md);
  await writeFileAtomic(written.summary, masked);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, masked);
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
  const results = join(dir, "cowork-harness-rerecord-results.json");
  const summary = join(dir, "cowork-harness-rerecord-summary.md");
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
  if (refusal && !refusal.configuration)
    notice(`cowork-harness: ${refusal.message} \u2014 listing the stale cassettes only`);
  if (mode === "pull-request" && !refusal && !target) {
    throw new HarnessError(
      "commit-mode pull-request needs GITHUB_REPOSITORY (owner/name) to open the pull request",
      EXIT.usage,
      "usage"
    );
  }
  if (mode === "push" && inputs.commitSigning === "api" && !refusal && !target) {
    throw new HarnessError(
      "commit-signing api needs GITHUB_REPOSITORY (owner/name) to make the commit through the GitHub API \u2014 or set commit-signing: local",
      EXIT.usage,
      "usage"
    );
  }
  const { recordEnv: agentEnv } = agentEnvironments(env, inputs.anthropicApiKey);
  const runsRoot = env[RUNS_DIR_ENV] || join(env.RUNNER_TEMP || tmpdir(), "cowork-harness-runs");
  const recordEnv = { ...agentEnv, [RUNS_DIR_ENV]: runsRoot };
  if (inputs.deciderLlm && !recordEnv.ANTHROPIC_API_KEY) {
    throw new HarnessError(
      "input decider-llm needs the anthropic-api-key input (the model decider calls the Messages API with it)",
      EXIT.usage,
      "usage"
    );
  }
  const live = inputs.deciderLlm ? new LiveDeciderSession(
    { channel: { kind: "llm", ...inputs.deciderIntent ? { intent: inputs.deciderIntent } : {} } },
    { command: "rerecord", cwd: root, env: recordEnv, log: (l) => logInfo(maskSecrets(l)) }
  ) : void 0;
  const agentBinary = refusal ? void 0 : await agentBinaryForRunner(baseEnv, inputs.cache);
  if (refusal) mode = "none";
  const baselinesDir = await actionBaselinesDir({ env, root });
  const report = await runRerecordJob({
    root,
    paths: inputs.paths,
    scenarioGlobs: inputs.scenarios,
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
    ...baselinesDir ? { baselinesDir } : {},
    ...agentBinary ? { agentBinary } : {},
    bounds: inputs.bounds,
    ...target && (mode === "pull-request" || inputs.commitSigning === "api") ? { github: target } : {},
    commitSigning: inputs.commitSigning,
    pullRequestMetadata: inputs.pullRequest,
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
  const items = report.items.map((i) => ({
    ...i,
    cassette: relative(workspace, i.cassettePath),
    label: statusLabel(i),
    ...i.unrecorded && i.scenarioPath ? { scenario: relative(workspace, i.scenarioPath) } : {}
  }));
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
    const { rerecordReportData } = await import("./html-report-data-UMYEXMKD.js");
    const { writeAndUploadReport, reportLink } = await import("./report-artifact-H2LOLC4P.js");
    const { keepFailedRuns } = await import("./record-evidence-WMXECQXL.js");
    const outDir = reportDir(env);
    const data = await rerecordReportData(report.items, { root: workspace, ok: outcome.ok, line: outcome.line });
    const artifact = await writeAndUploadReport(
      { totals: data.totals, rows: [], failOn: [], conclusion: data.conclusion, reasons: data.reasons },
      [],
      {
        path: join(outDir, "cowork-harness-rerecord-report.html"),
        artifactName: "cowork-harness-rerecord-report",
        env,
        data,
        extraFiles: keepFailedRuns(runsRoot).filter((f) => f.startsWith(`${outDir}/`)),
        log: (l) => logInfo(maskSecrets(l)),
        warn: (l) => warning(maskSecrets(l))
      }
    );
    setOutput("report", artifact.path);
    if (artifact.url) setOutput("report-url", artifact.url);
    if (env.GITHUB_STEP_SUMMARY)
      appendFileSync(
        env.GITHUB_STEP_SUMMARY,
        `
\u{1F4C4} Each cassette before and after, with the new run's timeline: ${reportLink(artifact)}.
`
      );
  }
  logInfo(maskSecrets(`cowork-harness rerecord: ${outcome.line}`));
  const made = c.signing === "api" ? ` (made through the GitHub API${c.verified ? ", verified" : ""})` : "";
  if (c.commitSha && mode === "push")
    logInfo(
      `pushed ${c.commitSha} to ${c.branch}${made}${(c.pushAttempts ?? 1) > 1 ? ` after ${c.pushAttempts} attempts` : ""}`
    );
  else if (c.commitSha && c.pullRequest) logInfo(`committed ${c.commitSha} to ${c.branch}${made}`);
  if (c.pullRequest)
    logInfo(
      `pull request #${c.pullRequest.number} ${c.pullRequest.operation}${c.pullRequest.url ? `: ${c.pullRequest.url}` : ""}`
    );
  if (!outcome.ok) setFailed(maskSecrets(`cowork-harness rerecord: ${outcome.line}`));
  return outcome.ok ? EXIT.ok : EXIT.fail;
}
export {
  runRerecordAction
};
