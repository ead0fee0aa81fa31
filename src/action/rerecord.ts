/**
 * The Action's `command: rerecord`: guard against fork PRs and read-only or missing tokens (a
 * notice, and the job only reports), make the pinned agent available, re-record the stale
 * cassettes and write them back per `commit-mode`, then set the outputs. The Anthropic key is
 * masked and handed only to the agent's run; git, npm and the GitHub API never see it.
 */
import { actionRoot } from "./workspace.js";
import * as core from "@actions/core";
import { relative, resolve } from "node:path";
import { existsSync } from "node:fs";
import { createGitHubClient, type GitHubClient } from "../github/client.js";
import { eventInfo, readEventPayload, type EventInfo } from "../github/event.js";
import { commitBackRefusal } from "../rerecord/guards.js";
import { splitRepository } from "../rerecord/pull-request.js";
import { runRerecordJob, type RerecordJobReport } from "../rerecord/run.js";
import { EXIT, HarnessError } from "../util/errors.js";
import { maskSecrets } from "../util/secret-scan.js";
import { agentBinaryForRunner, agentEnvironments, withoutAgentKey } from "./agent-setup.js";
import { readRerecordInputs } from "./rerecord-inputs.js";

function eventOf(env: NodeJS.ProcessEnv): EventInfo | undefined {
  if (!env.GITHUB_EVENT_NAME || !env.GITHUB_EVENT_PATH || !existsSync(env.GITHUB_EVENT_PATH)) return undefined;
  return eventInfo(env.GITHUB_EVENT_NAME, readEventPayload(env.GITHUB_EVENT_PATH), { sha: env.GITHUB_SHA, repository: env.GITHUB_REPOSITORY });
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

function logReport(report: RerecordJobReport, workspace: string): void {
  core.startGroup(`cowork-harness rerecord: ${report.items.length} stale, ${report.fresh.length} fresh`);
  for (const i of report.items) {
    const mark = i.status === "refreshed" ? "✓" : i.status === "dry-run" ? "·" : "✗";
    core.info(maskSecrets(`${mark} ${i.status} ${relative(workspace, i.cassettePath)}${i.error ? ` — ${i.error}` : ""}`));
    for (const r of i.reasons.slice(0, 3)) core.info(maskSecrets(`    stale: ${r}`));
  }
  core.endGroup();
  for (const i of report.items) {
    if (i.status === "failed" || i.status === "unresolved") {
      core.error(maskSecrets(`not re-recorded: ${i.error ?? i.status} (the committed cassette is unchanged)`), { file: relative(workspace, i.cassettePath) });
    }
  }
}

export async function runRerecordAction(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const inputs = readRerecordInputs(env);
  if (inputs.githubToken) core.setSecret(inputs.githubToken);
  if (inputs.anthropicApiKey) core.setSecret(inputs.anthropicApiKey);
  const { workspace, root } = actionRoot(env, inputs.workingDirectory);

  const baseEnv = withoutAgentKey(env);
  const repository = env.GITHUB_REPOSITORY;
  const client = inputs.githubToken ? createGitHubClient(inputs.githubToken, undefined, baseEnv) : undefined;
  const target = client && repository ? { client, ...splitRepository(repository) } : undefined;
  let mode = inputs.commitMode;
  const refusal = commitBackRefusal({
    mode,
    event: eventOf(env),
    ...(env.GITHUB_ACTOR ? { actor: env.GITHUB_ACTOR } : {}),
    hasToken: inputs.githubToken !== undefined,
    tokenRequiredForPush: true,
    ...(target && mode !== "none" ? { tokenCanPush: await tokenCanPush(target.client, target.owner, target.repo) } : {}),
  });
  if (refusal) {
    core.notice(`cowork-harness: ${refusal} — listing the stale cassettes only`);
  }
  if (mode === "pull-request" && !refusal && !target) {
    throw new HarnessError("commit-mode pull-request needs GITHUB_REPOSITORY (owner/name) to open the pull request", EXIT.usage, "usage");
  }

  // The agent's key goes into the record run's environment and nowhere else.
  // (the input wins; a key set in the step's env is honoured the same way).
  const { recordEnv } = agentEnvironments(env, inputs.anthropicApiKey);
  const agentBinary = refusal ? undefined : await agentBinaryForRunner(baseEnv, inputs.cache);
  if (refusal) mode = "none";

  const report = await runRerecordJob({
    root,
    paths: inputs.paths,
    mode,
    dryRun: refusal !== undefined,
    recordEnv,
    env: baseEnv,
    identity: inputs.identity,
    skipCi: inputs.skipCi,
    ...(inputs.baselines ? { baselinesDir: resolve(root, inputs.baselines) } : {}),
    ...(agentBinary ? { agentBinary } : {}),
    ...(target && mode === "pull-request" ? { github: target } : {}),
    log: (l) => core.info(maskSecrets(l)),
  });
  logReport(report, workspace);

  const c = report.commit;
  core.setOutput("changes-detected", String(c.changesDetected));
  core.setOutput("commit-sha", c.commitSha ?? "");
  core.setOutput("pull-request-number", c.pullRequest ? String(c.pullRequest.number) : "");
  core.setOutput("pull-request-operation", c.pullRequest?.operation ?? "none");
  if (report.commitError) core.setFailed(maskSecrets(`cowork-harness rerecord: ${report.commitError}`));
  else if (!report.ok) {
    const bad = report.items.filter((i) => i.status === "failed" || i.status === "unresolved").length;
    core.setFailed(`cowork-harness rerecord: ${bad} stale cassette(s) could not be re-recorded`);
  } else if (c.pullRequest) core.info(`pull request #${c.pullRequest.number} ${c.pullRequest.operation}${c.pullRequest.url ? `: ${c.pullRequest.url}` : ""}`);
  return report.ok ? EXIT.ok : EXIT.fail;
}
