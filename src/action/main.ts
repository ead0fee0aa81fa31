/**
 * The Action's entrypoint (dist/action.js). Reads the inputs, finds the cassettes (one shard
 * of them in a matrix), runs the gate, reports through every channel the token allows, sets
 * the outputs, and fails the step when the gate fails. Runs in the container GitHub starts,
 * or directly with the same environment (tests, local use).
 */
import * as core from "@actions/core";
import { logInfo } from "./log.js";
import { actionRoot } from "./workspace.js";
import { join, relative, resolve } from "node:path";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { eventInfo, readEventPayload } from "../gate/github/event.js";
import { runGate } from "../gate/check/run-gate.js";
import { reportObserver } from "../gate/mutate/observer.js";
import { resolveTargets } from "../gate/check/targets.js";
import { ResultsStream } from "../gate/check/results-stream.js";
import { publishContextFromEnv, publishReport } from "../gate/github/publish.js";
import { renderSummaryMarkdown } from "../gate/report/summary-md.js";
import { renderJunit } from "../gate/report/junit.js";
import { writeFileAtomic } from "../core/util/atomic-write.js";
import { EXIT, HarnessError, oneLine } from "../core/util/errors.js";
import { rawInput, readInputs } from "./inputs.js";
import { refuseOnPullRequestTarget } from "./event-guard.js";
import { restoreFingerprintCache } from "./cache.js";
import { actionBaselinesDir } from "./baselines.js";
import { commandOf, reportDir, reportStopped } from "./stopped.js";
import { installActionCancellation } from "./cancel.js";
import { formatAnnotation } from "../gate/report/log-annotations.js";
import { renderGateText } from "../gate/report/gate-text.js";
import { envelopeExtras } from "../gate/report/coverage-report.js";
import { allowListFromValues } from "../gate/verify/allow-list.js";
import { maskSecrets } from "../core/util/secret-scan.js";
import { installLastResort, removeLeftovers } from "../core/util/last-resort.js";

/** The pull request's base commit from the event payload (pull_request events only; trusted: it is the merged base). */
function baseOf(env: NodeJS.ProcessEnv): { base?: string } {
  if (!env.GITHUB_EVENT_NAME || !env.GITHUB_EVENT_PATH || !existsSync(env.GITHUB_EVENT_PATH)) return {};
  try {
    const info = eventInfo(env.GITHUB_EVENT_NAME, readEventPayload(env.GITHUB_EVENT_PATH), {});
    return info.baseSha !== undefined && /^[0-9a-f]{40,64}$/.test(info.baseSha) ? { base: info.baseSha } : {};
  } catch {
    return {};
  }
}

export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  // the runner's SIGINT then SIGTERM on cancellation: stop what we started, summary, check run cancelled (cancel.ts)
  const cancel = installActionCancellation(env);
  const command = rawInput(env, "command");
  if (command === "rerecord" || command === "record" || command === "run")
    refuseOnPullRequestTarget(env, `command: ${command}`);
  // the live side loads only for the commands that run the agent: the gate's path holds no sandbox
  // code (scripts/gate-bundle-check.mjs)
  if (command === "rerecord") return (await import("./rerecord.js")).runRerecordAction(env);
  if (command === "record") return (await import("./record.js")).runRecordAction(env);
  if (command === "run") return (await import("./run.js")).runRunAction(env);
  const inputs = readInputs(env);
  if (inputs.rerunStale) refuseOnPullRequestTarget(env, "rerun-stale: true");
  if (inputs.githubToken) core.setSecret(inputs.githubToken);
  const { workspace, root } = actionRoot(env, inputs.workingDirectory);

  const baselinesDir = await actionBaselinesDir({ env, root });
  const files = await resolveTargets(root, inputs.paths, inputs.shard);
  cancel.setTotal(files.length);
  const shardLabel = inputs.shard ? `${inputs.shard.index}/${inputs.shard.count}` : undefined;
  core.startGroup(
    `cowork-harness ${inputs.command}: ${files.length} cassette(s)${shardLabel ? ` (shard ${shardLabel})` : ""}`,
  );
  const fpCache = await restoreFingerprintCache({
    root,
    env,
    enabled: inputs.cache,
    ...(inputs.shard ? { shard: inputs.shard } : {}),
    notice: (m) => core.notice(m),
    info: (m) => logInfo(m),
  });
  const outDir = reportDir(env);
  const suffix = inputs.shard ? `-${inputs.shard.index}-of-${inputs.shard.count}` : "";
  const resultsPath = join(outDir, `cowork-harness-results${suffix}.json`);
  const summaryPath = join(outDir, `cowork-harness-summary${suffix}.md`);
  // each result masked and written as it finishes, only its compact form kept (results-stream.ts);
  // with rerun-stale the results are written once the re-runs have attached their outcomes (run-gate.ts)
  const stream = await ResultsStream.open({ path: resultsPath, ...(shardLabel ? { shard: shardLabel } : {}) });
  try {
    const { report, ok, results } = await runGate(files, {
      check: {
        mode: inputs.command,
        strict: inputs.strict,
        // assertion strength: reported in the summary and the HTML report, never a verdict (verify does not replay for one)
        ...(inputs.mutate && inputs.command !== "verify" ? { observe: reportObserver({ mutate: {} }) } : {}),
        reassert: inputs.reassert,
        // the repository's .cowork-allow-patterns, as the CLI's check reads it
        allow: await allowListFromValues({}, root),
        baselinesDir,
        env,
        digestCache: fpCache.digestCache,
      },
      stream,
      failOn: inputs.failOn,
      root: workspace,
      onOutcome: (o, _i, ms) => {
        const r = o.result;
        cancel.finished(`${relative(workspace, r.cassette)}: ${r.exitCode === 0 ? "✓ passed" : "✗ did not pass"}`);
        logInfo(
          maskSecrets(
            `${relative(workspace, r.cassette)} — ${r.scenario === r.cassette ? "error" : r.scenario} (${Math.round(ms)} ms)`,
          ),
        );
        // what the gate's report shows itself (staleness, not-checked notes) is annotated once, by the report
        for (const a of o.annotations) if (!a.inGateReport) logInfo(maskSecrets(formatAnnotation(a, {}).trimEnd()));
      },
      // a shard judges the scenarios that fall to it; merge puts the shards' coverage together
      coverage: {
        targets: inputs.paths,
        scenarioGlobs: inputs.scenarios,
        ...baseOf(env),
        ...(inputs.shard ? { shard: inputs.shard } : {}),
        log: (l: string) => logInfo(maskSecrets(l)),
      },
      afterCheck: async () => {
        core.endGroup();
        await fpCache.finish();
      },
      ...(inputs.rerunStale
        ? {
            rerun: async (results, changed) => {
              const { rerunStale, wantsRerun } = await import("../live/rerun/gate-step.js");
              if (!results.some((r) => wantsRerun(r)) && changed.size === 0) return;
              const { agentBinaryForRunner, withoutAgentKey } = await import("./agent-setup.js");
              const baseEnv = withoutAgentKey(env);
              const agentBinary = await agentBinaryForRunner(baseEnv, inputs.cache);
              core.startGroup("cowork-harness: re-running stale cassettes with their recorded model turns");
              await rerunStale(results, files, {
                changed,
                concurrency: inputs.rerunConcurrency ?? availableParallelism(),
                env: baseEnv,
                agentBinary,
                reassert: inputs.reassert,
                ...(inputs.maxTimeoutMs !== undefined ? { maxTimeoutMs: inputs.maxTimeoutMs } : {}),
                ...(inputs.rerunBudgetMs !== undefined ? { budgetMs: inputs.rerunBudgetMs } : {}),
                log: (l) => logInfo(maskSecrets(l)),
              });
              core.endGroup();
            },
          }
        : {}),
    });
    cancel.publishing();
    let reportUrl: string | undefined;
    let linkSummary: (() => Promise<void>) | undefined;
    if (inputs.report) {
      const { writeAndUploadReport, linkFromJobSummary } = await import("./report-artifact.js");
      const artifact = await writeAndUploadReport(report, results, {
        path: join(outDir, `cowork-harness-report${suffix}.html`),
        artifactName: `cowork-harness-report${suffix}`,
        env,
        root,
        log: (l) => logInfo(maskSecrets(l)),
        warn: (l) => core.warning(maskSecrets(l)),
      });
      core.setOutput("report", artifact.path);
      if (artifact.url) core.setOutput("report-url", artifact.url);
      reportUrl = artifact.url;
      linkSummary = () => linkFromJobSummary(env, artifact, report).catch(() => undefined);
    }
    await publishReport(report, {
      ...publishContextFromEnv(env, {
        token: inputs.githubToken,
        checkRun: inputs.checkRun,
        comment: inputs.comment,
        annotations: inputs.annotations,
      }),
      ...(reportUrl ? { reportUrl } : {}),
    });
    // the report's link goes under the gate's heading, which publishing wrote to the job summary
    await linkSummary?.();

    logInfo(maskSecrets(renderGateText(report)));
    await stream.finish(ok, envelopeExtras(report));
    await writeFileAtomic(summaryPath, renderSummaryMarkdown(report));
    if (inputs.junit) await writeFileAtomic(resolve(root, inputs.junit), renderJunit(report));
    core.setOutput("ok", String(ok));
    core.setOutput("failed", String(report.totals.failed + report.totals.errored));
    core.setOutput("stale", String(report.totals.stale));
    core.setOutput("results", resultsPath);
    core.setOutput("summary-md", summaryPath);
    if (!ok) core.setFailed(`cowork-harness: ${report.reasons.join("; ") || "the gate failed"}`);
    return ok ? EXIT.ok : EXIT.fail;
  } finally {
    await stream.abort();
  }
}

// an error nothing handled: one line, this run's containers, networks and staged dirs removed, the summary and outputs written, exit 2
installLastResort({
  prefix: `cowork-harness ${commandOf(process.env)}`,
  write: (text) => logInfo(maskSecrets(text.trimEnd())),
  report: (line, code) => reportStopped(process.env, commandOf(process.env), line, code),
});

runAction().then(
  (code) => {
    process.exitCode = code;
  },
  async (e) => {
    // an input error (bad fail-on or command, no matching paths): still a summary and every output
    const code = e instanceof HarnessError ? e.exitCode : EXIT.usage;
    await removeLeftovers();
    await reportStopped(process.env, commandOf(process.env), oneLine(e), code);
    process.exitCode = code;
  },
);
