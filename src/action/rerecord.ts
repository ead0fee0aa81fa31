/**
 * The Action's `command: rerecord`: guard against fork PRs and read-only events (a notice, and
 * the job only lists), refuse a missing or read-only token (the step fails, naming what to add),
 * make the pinned agent available, re-record the stale cassettes (and record the unrecorded
 * scenarios, under the `scenarios` input's globs) and write them back per `commit-mode`. Whatever happens — an input error included — the job summary is written and
 * every output is set, and the step fails unless the job did what it was asked (outcome.ts).
 * The Anthropic key is masked and handed only to the agent's run; git, npm and the GitHub API
 * never see it. The github-token is what git pushes and fetches with (an extraheader for that command
 * only) and, with commit-signing api (the default), what the commit is made with through the API.
 */
import { actionRoot } from "./workspace.js";
import * as core from "@actions/core";
import { logInfo } from "./log.js";
import { appendFileSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { tmpdir } from "node:os";
import { createGitHubClient, type GitHubClient } from "../gate/github/client.js";
import { eventInfo, readEventPayload, type EventInfo } from "../gate/github/event.js";
import { envelope } from "../gate/report/envelope.js";
import { commitBackRefusalOf } from "../live/rerecord/guards.js";
import { splitRepository } from "../gate/github/repository-name.js";
import { rerecordSummaryMarkdown } from "../live/rerecord/report-md.js";
import { itemSpendText, spendText, spentUsd, statusLabel } from "../live/rerecord/rerecord.js";
import { runRerecordJob, type RerecordJobReport } from "../live/rerecord/run.js";
import { writeFileAtomic } from "../core/util/atomic-write.js";
import { EXIT, HarnessError, oneLine } from "../core/util/errors.js";
import { maskSecrets, maskSecretsDeep } from "../core/util/secret-scan.js";
import { agentBinaryForRunner, agentEnvironments, withoutAgentKey } from "./agent-setup.js";
import { readRerecordInputs, type RerecordInputs } from "./rerecord-inputs.js";
import { booleanInput } from "./inputs.js";
import { RUNS_DIR_ENV } from "../gate/trace/run-layout.js";
import { reportDir, reportStopped } from "./stopped.js";
import { LiveDeciderSession } from "../live/answerers/live-session.js";
import { actionBaselinesDir } from "./baselines.js";

function eventOf(env: NodeJS.ProcessEnv): EventInfo | undefined {
  if (!env.GITHUB_EVENT_NAME || !env.GITHUB_EVENT_PATH || !existsSync(env.GITHUB_EVENT_PATH)) return undefined;
  return eventInfo(env.GITHUB_EVENT_NAME, readEventPayload(env.GITHUB_EVENT_PATH), {
    sha: env.GITHUB_SHA,
    repository: env.GITHUB_REPOSITORY,
  });
}

/** What the API says about the token's write access; undefined when it does not say (App tokens) or cannot be asked. */
async function tokenCanPush(client: GitHubClient, owner: string, repo: string): Promise<boolean | undefined> {
  try {
    const res = await client.rest.repos.get({ owner, repo });
    const push = (res.data as { permissions?: { push?: boolean } }).permissions?.push;
    return typeof push === "boolean" ? push : undefined;
  } catch {
    return undefined;
  }
}

function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  return `${(env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "")}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
}

function logReport(report: RerecordJobReport, workspace: string): void {
  core.startGroup(
    `cowork-harness rerecord: ${report.items.length} selected, ${report.fresh.length} fresh, ${spendText(report.items)}`,
  );
  for (const i of report.items) {
    const mark =
      i.status === "refreshed"
        ? "✓"
        : i.status === "dry-run"
          ? "·"
          : i.status === "skipped" || i.status === "declined"
            ? "⏸"
            : "✗";
    const verb = i.unrecorded ? statusLabel(i) : i.status === "dry-run" ? "would re-record" : i.status;
    const from = i.unrecorded && i.scenarioPath ? ` from ${relative(workspace, i.scenarioPath)}` : "";
    const cost = i.costUsd !== undefined ? ` (${itemSpendText(i)})` : "";
    logInfo(
      maskSecrets(
        `${mark} ${verb} ${relative(workspace, i.cassettePath)}${from}${cost}${i.error ? ` — ${i.error}` : ""}`,
      ),
    );
    for (const r of i.reasons.slice(0, 3)) logInfo(maskSecrets(`    selected: ${r}`));
  }
  core.endGroup();
  for (const i of report.items) {
    if ((i.status === "failed" || i.status === "unresolved") && i.unrecorded && i.scenarioPath) {
      core.error(maskSecrets(`not recorded: ${i.error ?? i.status} (the scenario is still unrecorded)`), {
        file: relative(workspace, i.scenarioPath),
      });
    } else if (i.status === "failed" || i.status === "unresolved") {
      core.error(maskSecrets(`not re-recorded: ${i.error ?? i.status} (the committed cassette is unchanged)`), {
        file: relative(workspace, i.cassettePath),
      });
    }
  }
  for (const w of report.outcome.warnings) core.warning(maskSecrets(w));
}

interface Written {
  results: string;
  summary: string;
}

/** The results file and the summary file in RUNNER_TEMP (else the root), the summary appended to the job summary. */
async function writeReports(env: NodeJS.ProcessEnv, dir: string, results: unknown, md: string): Promise<Written> {
  const written = {
    results: join(dir, "cowork-harness-rerecord-results.json"),
    summary: join(dir, "cowork-harness-rerecord-summary.md"),
  };
  await writeFileAtomic(written.results, `${JSON.stringify(maskSecretsDeep(results), null, 2)}\n`);
  const masked = maskSecrets(md);
  await writeFileAtomic(written.summary, masked);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, masked);
  return written;
}

function setOutputs(o: {
  ok: boolean;
  refreshed: number;
  failed: number;
  written: Written;
  commitSha?: string;
  pushedSha?: string;
  pullRequest?: { number: number; operation: string };
}): void {
  core.setOutput("ok", String(o.ok));
  core.setOutput("refreshed", String(o.refreshed));
  core.setOutput("failed", String(o.failed));
  core.setOutput("results", o.written.results);
  core.setOutput("summary-md", o.written.summary);
  core.setOutput("changes-detected", String(o.refreshed > 0));
  core.setOutput("commit-sha", o.commitSha ?? "");
  core.setOutput("pushed-sha", o.pushedSha ?? "");
  core.setOutput("pull-request-number", o.pullRequest ? String(o.pullRequest.number) : "");
  core.setOutput("pull-request-operation", o.pullRequest?.operation ?? "none");
}

/** A job that stopped before it had a report (an input error, a refusal, a detached HEAD): one line, a summary, every output. */
async function stopped(env: NodeJS.ProcessEnv, line: string, exitCode: number): Promise<number> {
  const dir = reportDir(env);
  const results = join(dir, "cowork-harness-rerecord-results.json");
  const summary = join(dir, "cowork-harness-rerecord-summary.md");
  await reportStopped(env, "rerecord", line, exitCode, { results, summary });
  core.setOutput("refreshed", "0");
  core.setOutput("changes-detected", "false");
  for (const name of ["commit-sha", "pushed-sha", "pull-request-number"]) core.setOutput(name, "");
  core.setOutput("pull-request-operation", "none");
  return exitCode;
}

export async function runRerecordAction(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let inputs: RerecordInputs;
  try {
    inputs = readRerecordInputs(env);
  } catch (e) {
    return stopped(env, oneLine(e), e instanceof HarnessError ? e.exitCode : EXIT.usage);
  }
  if (inputs.githubToken) core.setSecret(inputs.githubToken);
  if (inputs.anthropicApiKey) core.setSecret(inputs.anthropicApiKey);
  try {
    return await rerecordAction(env, inputs);
  } catch (e) {
    return stopped(env, oneLine(e), e instanceof HarnessError ? e.exitCode : EXIT.fail);
  }
}

async function rerecordAction(env: NodeJS.ProcessEnv, inputs: RerecordInputs): Promise<number> {
  const { workspace, root } = actionRoot(env, inputs.workingDirectory);
  const baseEnv = withoutAgentKey(env);
  const repository = env.GITHUB_REPOSITORY;
  const client = inputs.githubToken ? createGitHubClient(inputs.githubToken, undefined, baseEnv) : undefined;
  const target = client && repository ? { client, ...splitRepository(repository) } : undefined;
  let mode = inputs.commitMode;
  const refusal = commitBackRefusalOf({
    mode,
    event: eventOf(env),
    ...(env.GITHUB_ACTOR ? { actor: env.GITHUB_ACTOR } : {}),
    hasToken: inputs.githubToken !== undefined,
    tokenRequiredForPush: true,
    ...(target && mode !== "none"
      ? { tokenCanPush: await tokenCanPush(target.client, target.owner, target.repo) }
      : {}),
  });
  if (refusal && !refusal.configuration)
    core.notice(`cowork-harness: ${refusal.message} — listing the stale cassettes only`);
  if (mode === "pull-request" && !refusal && !target) {
    throw new HarnessError(
      "commit-mode pull-request needs GITHUB_REPOSITORY (owner/name) to open the pull request",
      EXIT.usage,
      "usage",
    );
  }
  if (mode === "push" && inputs.commitSigning === "api" && !refusal && !target) {
    throw new HarnessError(
      "commit-signing api needs GITHUB_REPOSITORY (owner/name) to make the commit through the GitHub API — or set commit-signing: local",
      EXIT.usage,
      "usage",
    );
  }

  // The agent's key goes into the record run's environment and nowhere else
  // (the input wins; a key set in the step's env is honoured the same way).
  const { recordEnv: agentEnv } = agentEnvironments(env, inputs.anthropicApiKey);
  // every live run's evidence is kept; the passing runs' are dropped afterwards (record-evidence.ts)
  // never inside the workspace: the job's git status stays the user's
  const runsRoot = env[RUNS_DIR_ENV] || join(env.RUNNER_TEMP || tmpdir(), "cowork-harness-runs");
  const recordEnv: NodeJS.ProcessEnv = { ...agentEnv, [RUNS_DIR_ENV]: runsRoot };
  if (inputs.deciderLlm && !recordEnv.ANTHROPIC_API_KEY) {
    throw new HarnessError(
      "input decider-llm needs the anthropic-api-key input (the model decider calls the Messages API with it)",
      EXIT.usage,
      "usage",
    );
  }
  const live = inputs.deciderLlm
    ? new LiveDeciderSession(
        { channel: { kind: "llm", ...(inputs.deciderIntent ? { intent: inputs.deciderIntent } : {}) } },
        { command: "rerecord", cwd: root, env: recordEnv, log: (l) => logInfo(maskSecrets(l)) },
      )
    : undefined;
  const agentBinary = refusal ? undefined : await agentBinaryForRunner(baseEnv, inputs.cache);
  if (refusal) mode = "none";
  const baselinesDir = await actionBaselinesDir({ env, root });

  const report = await runRerecordJob({
    root,
    paths: inputs.paths,
    scenarioGlobs: inputs.scenarios,
    mode,
    dryRun: refusal !== undefined,
    recordEnv,
    env: baseEnv,
    identity: inputs.identity,
    skipCi: inputs.skipCi,
    onNothingStale: inputs.onNothingStale,
    includeFailing: inputs.includeFailing,
    ...(inputs.maxCostUsd !== undefined ? { maxCostUsd: inputs.maxCostUsd } : {}),
    ...(inputs.githubToken ? { pushToken: inputs.githubToken } : {}),
    ...(baselinesDir ? { baselinesDir } : {}),
    ...(agentBinary ? { agentBinary } : {}),
    bounds: inputs.bounds,
    ...(target && (mode === "pull-request" || inputs.commitSigning === "api") ? { github: target } : {}),
    commitSigning: inputs.commitSigning,
    pullRequestMetadata: inputs.pullRequest,
    ...(runUrl(env) ? { runUrl: runUrl(env)! } : {}),
    log: (l) => logInfo(maskSecrets(l)),
    ...(live ? { live } : {}),
  });
  await live?.close();
  logReport(report, workspace);

  // a refusal the configuration must fix fails the job, with the stale cassettes listed
  const outcome = refusal?.configuration
    ? { ok: false, line: refusal.message, warnings: report.outcome.warnings }
    : report.outcome;
  const md = rerecordSummaryMarkdown(report, {
    root: workspace,
    outcome,
    mode: inputs.commitMode,
    ...(inputs.maxCostUsd !== undefined ? { maxCostUsd: inputs.maxCostUsd } : {}),
  });
  const items = report.items.map((i) => ({
    ...i,
    cassette: relative(workspace, i.cassettePath),
    label: statusLabel(i),
    ...(i.unrecorded && i.scenarioPath ? { scenario: relative(workspace, i.scenarioPath) } : {}),
  }));
  const results = {
    ...envelope("rerecord", outcome.ok, items),
    outcome,
    spentUsd: spentUsd(report.items),
    commit: report.commit,
    ...(report.commitError ? { commitError: report.commitError } : {}),
    ...(report.closed ? { closed: report.closed } : {}),
    ...(report.declined ? { declined: report.declined } : {}),
  };
  const written = await writeReports(env, reportDir(env), results, md);
  const c = report.commit;
  setOutputs({
    ok: outcome.ok,
    refreshed: report.items.filter((i) => i.status === "refreshed").length,
    failed: report.items.filter((i) => i.status === "failed" || i.status === "unresolved").length,
    written,
    ...(c.commitSha ? { commitSha: c.commitSha } : {}),
    ...(c.commitSha && mode === "push" ? { pushedSha: c.commitSha } : {}),
    ...(c.pullRequest ? { pullRequest: c.pullRequest } : {}),
  });
  if (booleanInput(env, "report", true) && report.items.length > 0) {
    const { rerecordReportData } = await import("../live/rerecord/html-report-data.js");
    const { writeAndUploadReport, reportLink } = await import("./report-artifact.js");
    const { keepFailedRuns } = await import("./record-evidence.js");
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
        warn: (l) => core.warning(maskSecrets(l)),
      },
    );
    core.setOutput("report", artifact.path);
    if (artifact.url) core.setOutput("report-url", artifact.url);
    if (env.GITHUB_STEP_SUMMARY)
      appendFileSync(
        env.GITHUB_STEP_SUMMARY,
        `\n📄 Each cassette before and after, with the new run's timeline: ${reportLink(artifact)}.\n`,
      );
  }
  logInfo(maskSecrets(`cowork-harness rerecord: ${outcome.line}`));
  const made = c.signing === "api" ? ` (made through the GitHub API${c.verified ? ", verified" : ""})` : "";
  if (c.commitSha && mode === "push")
    logInfo(
      `pushed ${c.commitSha} to ${c.branch}${made}${(c.pushAttempts ?? 1) > 1 ? ` after ${c.pushAttempts} attempts` : ""}`,
    );
  else if (c.commitSha && c.pullRequest) logInfo(`committed ${c.commitSha} to ${c.branch}${made}`);
  if (c.pullRequest)
    logInfo(
      `pull request #${c.pullRequest.number} ${c.pullRequest.operation}${c.pullRequest.url ? `: ${c.pullRequest.url}` : ""}`,
    );
  if (!outcome.ok) core.setFailed(maskSecrets(`cowork-harness rerecord: ${outcome.line}`));
  return outcome.ok ? EXIT.ok : EXIT.fail;
}
