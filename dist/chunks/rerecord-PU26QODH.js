#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_BOT_IDENTITY,
  commitBackRefusal,
  parseCommitMode,
  parseCommitSigning,
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
import {
  parseCassetteFormat
} from "./chunk-OJI2JBUT.js";
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
import {
  LIVE_DECIDER_HELP,
  LIVE_DECIDER_OPTIONS,
  parseLiveFlags
} from "./chunk-UQL5F74J.js";
import "./chunk-CWVNJ7PG.js";
import "./chunk-J3VIEK5B.js";
import "./chunk-BRRGV6H7.js";
import "./chunk-JO7JSSWO.js";
import "./chunk-BF4ACLAL.js";
import "./chunk-FLDOQDHE.js";
import "./chunk-ZTQZXA3R.js";
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
import "./chunk-7VBCITV6.js";
import "./chunk-WHYR2ZAU.js";
import "./chunk-QUGB427A.js";
import {
  DEFAULT_MAX_TIMEOUT_MS,
  parseMs
} from "./chunk-4UATW7ZC.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import {
  positiveInt
} from "./chunk-BSBFBB7E.js";
import {
  baselinesDirFor
} from "./chunk-LFV2YVHF.js";
import {
  envelope
} from "./chunk-KU72ARQB.js";
import "./chunk-MJN26BLH.js";
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
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/rerecord.ts
import { relative, resolve } from "node:path";
var RERECORD_HELP = `Usage: cowork-harness rerecord [paths...] [options]

Re-records every stale cassette (any staleness finding, or unreadable) from its scenario with the
real agent, in the old cassette's format. The new cassette replaces the old one only when it replays
green; a failed re-record leaves the old file byte-identical.
Also records every unrecorded scenario (a scenario file no cassette records, found as check finds
it) as \`record\` would, into the folder the cassettes of the scenarios beside it live in (else
beside it): "recorded (was unrecorded)", written back with the re-recorded cassettes.
Options:
  --commit-mode push|pull-request|none
                            push: one commit of exactly the refreshed cassettes, pushed to the current
                            branch (fetch + rebase + retry on non-fast-forward, never forced);
                            pull-request: push branch cowork/rerecord-<branch> and open or update one
                            PR (needs GITHUB_TOKEN and GITHUB_REPOSITORY or --repo); none (default)
  --commit-signing local|api
                            local (default): git makes the commit (unsigned) and pushes it; api: the
                            commit is made through the GitHub API (Git Data: blobs, tree, commit, ref),
                            which GitHub signs as verified (needs GITHUB_TOKEN and GITHUB_REPOSITORY or
                            --repo, in push mode too; the author is the token's identity)
  --labels LIST             pull-request: labels to add to the PR (comma- or newline-separated)
  --reviewers LIST          pull-request: users to request reviews from
  --team-reviewers LIST     pull-request: teams (slugs) to request reviews from
  --assignees LIST          pull-request: users to assign to the PR
  --draft                   pull-request: open the PR as a draft (when it is created)
  --format keep|v12|v9      cassette format (default keep: v9 stays v9, anything else becomes v12)
  --allow-failing           accept a live run whose verdict fails
  --include-failing         also re-record cassettes whose replay verdict fails (not only stale ones)
  --scenarios GLOBS         where the scenario files are (comma-separated globs; default the YAML
                            files beside the cassette paths and in a scenarios/ folder next to them)
  --max-cost-usd N          stop re-recording once the spend the recorded runs report (total_cost_usd
                            of their result events) reaches N US dollars; the rest are skipped (exit 1)
  --on-nothing-stale success|fail
                            exit 1 when nothing is stale with fail (default success)
  --dry-run                 list what would be re-recorded; record and write nothing
  --remote NAME             the remote to push to (default origin)
  --git-user-name NAME      commit author (default ${DEFAULT_BOT_IDENTITY.name})
  --git-user-email EMAIL    commit email (default ${DEFAULT_BOT_IDENTITY.email})
  --skip-ci                 add [skip ci] and skip-checks: true to the commit message
  --repo OWNER/NAME         repository for pull-request mode (default GITHUB_REPOSITORY)
  --baselines DIR           desktop-*.json baselines for the staleness checks and the fingerprint
  --agent PATH              the agent binary (default: the pinned @anthropic-ai/claude-code)
  --timeout-ms N            kill each agent run after N ms, whatever its scenario's timeout_ms says
  --max-timeout-ms N        the most a scenario's timeout_ms may ask (default ${DEFAULT_MAX_TIMEOUT_MS}; also the
                            bound when it asks nothing): a larger value is cut to N, with a notice
  --output-format text|json
${LIVE_DECIDER_HELP}
  --run-dir DIR             keep each live run's evidence under DIR (default: COWORK_HARNESS_RUNS_DIR)
  --html FILE               write the self-contained HTML report: each cassette before and after

Push and pull-request modes write back on top of the remote branch: HEAD must not hold commits the
remote lacks (they would be pushed along); the job refuses before recording anything.

Exit codes: 0 every selected cassette refreshed and every unrecorded scenario recorded (and written
back as asked), or none was stale or unrecorded; 1 a re-record failed, needs ANTHROPIC_API_KEY, has
no scenario, hit the cost cap, or writing back failed, or nothing was stale with --on-nothing-stale
fail; 2 usage error.
`;
var RERECORD_OPTIONS = {
  "commit-mode": { type: "string" },
  "commit-signing": { type: "string" },
  labels: { type: "string" },
  reviewers: { type: "string" },
  "team-reviewers": { type: "string" },
  assignees: { type: "string" },
  draft: { type: "boolean" },
  format: { type: "string" },
  "allow-failing": { type: "boolean" },
  "include-failing": { type: "boolean" },
  scenarios: { type: "string" },
  "max-cost-usd": { type: "string" },
  "on-nothing-stale": { type: "string" },
  "dry-run": { type: "boolean" },
  remote: { type: "string" },
  "git-user-name": { type: "string" },
  "git-user-email": { type: "string" },
  "skip-ci": { type: "boolean" },
  repo: { type: "string" },
  baselines: { type: "string" },
  agent: { type: "string" },
  "timeout-ms": { type: "string" },
  "max-timeout-ms": { type: "string" },
  "output-format": { type: "string" },
  "run-dir": { type: "string" },
  html: { type: "string" },
  help: { type: "boolean", short: "h" },
  ...LIVE_DECIDER_OPTIONS
};
function eventFromEnv(env) {
  if (env.GITHUB_ACTIONS !== "true" || !env.GITHUB_EVENT_NAME || !env.GITHUB_EVENT_PATH) return void 0;
  return eventInfo(env.GITHUB_EVENT_NAME, readEventPayload(env.GITHUB_EVENT_PATH), {
    sha: env.GITHUB_SHA,
    repository: env.GITHUB_REPOSITORY
  });
}
var MARK = {
  refreshed: "\u2713",
  failed: "\u2717",
  unresolved: "?",
  "dry-run": "\xB7",
  skipped: "\u23F8",
  declined: "\u23F8"
};
function rerecordText(report, mode, cwd) {
  const lines = [];
  for (const i of report.items) {
    const path = relative(cwd, i.cassettePath);
    const verb = i.unrecorded ? statusLabel(i) : i.status === "dry-run" ? "would re-record" : i.status === "unresolved" ? "no scenario" : i.status;
    const from = (i.status === "dry-run" || i.unrecorded) && i.scenarioPath ? ` from ${relative(cwd, i.scenarioPath)}` : "";
    const cost = i.costUsd !== void 0 ? `, ${itemSpendText(i)}` : "";
    lines.push(`${MARK[i.status]} ${verb} ${path}${from} (${i.format}${cost})${i.error ? ` \u2014 ${i.error}` : ""}`);
    if (i.authoredLive)
      lines.push(`    answered live: ${i.authoredLive.gates} gate(s) by ${i.authoredLive.channel ?? "a live decider"}`);
    if (i.status !== "failed") for (const r of i.reasons.slice(0, 3)) lines.push(`    selected: ${r}`);
  }
  const unrecorded = report.items.filter((i) => i.unrecorded).length;
  lines.push(
    `${report.items.length - unrecorded} stale, ${unrecorded > 0 ? `${unrecorded} unrecorded, ` : ""}${report.fresh.length} fresh${report.items.some((i) => i.costUsd !== void 0) ? `, ${spendText(report.items)}` : ""}`
  );
  const c = report.commit;
  if (report.commitError) lines.push(`\u2717 not written back: ${report.commitError}`);
  else if (c.pullRequest)
    lines.push(
      `pull request #${c.pullRequest.number} ${c.pullRequest.operation} from ${c.branch} (${c.commitSha?.slice(0, 12)})`
    );
  else if (c.commitSha)
    lines.push(
      `pushed ${c.commitSha.slice(0, 12)} to ${c.branch}${c.signing === "api" ? ` (made through the GitHub API${c.verified ? ", verified" : ""})` : ""}${(c.pushAttempts ?? 1) > 1 ? ` after ${c.pushAttempts} attempts` : ""}`
    );
  else if (c.changesDetected && mode === "none")
    lines.push("refreshed cassettes left in the work tree (commit-mode none)");
  if (report.closed)
    lines.push(
      `closed pull request #${report.closed.number}${report.closed.branchDeleted ? " and deleted its branch" : ""}: nothing is stale`
    );
  for (const w of report.outcome.warnings) lines.push(`warning: ${w}`);
  lines.push(`${report.outcome.ok ? "ok" : "\u2717"}: ${report.outcome.line}`);
  return lines.join("\n") + "\n";
}
async function rerecord({
  values,
  positionals,
  format: out,
  io
}) {
  const mode = parseCommitMode(values["commit-mode"] ?? "none");
  const signing = parseCommitSigning(values["commit-signing"] ?? "local");
  const format = values.format === void 0 || values.format === "keep" ? "keep" : parseCassetteFormat(values.format);
  const timeout = positiveInt("timeout-ms", values["timeout-ms"]);
  const maxTimeoutMs = parseMs(values["max-timeout-ms"], "--max-timeout-ms");
  const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN || void 0;
  const dryRun = values["dry-run"] === true;
  const maxCostUsd = values["max-cost-usd"] === void 0 ? void 0 : parseMaxCost(values["max-cost-usd"], "--max-cost-usd");
  const onNothingStale = parseOnNothingStale(values["on-nothing-stale"] ?? "success", "--on-nothing-stale");
  const liveConfig = parseLiveFlags(values, { command: "rerecord", scenarios: 1, env: io.env, interactive: false });
  const live = new LiveDeciderSession(liveConfig, {
    command: "rerecord",
    cwd: io.cwd,
    env: io.env,
    log: (l) => io.stderr(`${l}
`)
  });
  if (!dryRun) {
    const refusal = commitBackRefusal({
      mode,
      event: eventFromEnv(io.env),
      actor: io.env.GITHUB_ACTOR,
      hasToken: token !== void 0,
      tokenRequiredForPush: false
    });
    if (refusal) throw new UsageError(refusal);
  }
  let github;
  if (signing === "api" && mode === "push" && !dryRun && token === void 0)
    throw new UsageError(
      "--commit-signing api makes the commit through the GitHub API: it needs GITHUB_TOKEN (contents: write)"
    );
  if ((mode === "pull-request" || mode === "push" && signing === "api") && !dryRun) {
    const { owner, repo } = splitRepository(values.repo ?? io.env.GITHUB_REPOSITORY);
    github = { client: createGitHubClient(token, void 0, io.env), owner, repo };
  }
  const baselinesDir = baselinesDirFor(
    values.baselines ? resolve(io.cwd, values.baselines) : void 0,
    io.env,
    (l) => io.stderr(`${l}
`)
  );
  const report = await runRerecordJob({
    root: io.cwd,
    paths: positionals,
    scenarioGlobs: splitGlobs(values.scenarios),
    mode,
    format,
    allowFailing: values["allow-failing"] === true,
    includeFailing: values["include-failing"] === true,
    ...maxCostUsd !== void 0 ? { maxCostUsd } : {},
    onNothingStale,
    dryRun,
    recordEnv: values["run-dir"] ? { ...io.env, [RUNS_DIR_ENV]: resolve(io.cwd, values["run-dir"]) } : io.env,
    env: io.env,
    identity: {
      name: values["git-user-name"] ?? DEFAULT_BOT_IDENTITY.name,
      email: values["git-user-email"] ?? DEFAULT_BOT_IDENTITY.email
    },
    ...values.remote ? { remote: values.remote } : {},
    ...values["skip-ci"] ? { skipCi: true } : {},
    ...baselinesDir ? { baselinesDir } : {},
    ...values.agent ? { agentBinary: resolve(io.cwd, values.agent) } : {},
    ...timeout !== void 0 ? { timeoutMs: timeout } : {},
    ...maxTimeoutMs !== void 0 ? { bounds: { maxTimeoutMs } } : {},
    ...github ? { github } : {},
    commitSigning: signing,
    pullRequestMetadata: {
      labels: splitNames(values.labels),
      reviewers: splitNames(values.reviewers),
      teamReviewers: splitNames(values["team-reviewers"]),
      assignees: splitNames(values.assignees),
      draft: values.draft === true
    },
    log: (l) => io.stderr(`${l}
`),
    live
  });
  await live.close();
  if (values.html) {
    const { rerecordReportData } = await import("./html-report-data-UMYEXMKD.js");
    const { writeHtmlReport } = await import("./write-report-5IFOJA5R.js");
    const { envSecretValues } = await import("./secret-scan-H2NZ6M2W.js");
    await writeHtmlReport(
      resolve(io.cwd, values.html),
      await rerecordReportData(report.items, { root: io.cwd, ok: report.ok, line: report.outcome.line }),
      envSecretValues(io.env)
    );
  }
  if (out === "json") {
    const results = report.items.map((i) => ({
      ...i,
      cassette: relative(io.cwd, i.cassettePath),
      label: statusLabel(i),
      ...i.unrecorded && i.scenarioPath ? { scenario: relative(io.cwd, i.scenarioPath) } : {}
    }));
    io.stdout(
      JSON.stringify({
        ...envelope("rerecord", report.ok, results),
        outcome: report.outcome,
        spentUsd: spentUsd(report.items),
        commit: report.commit,
        ...report.commitError ? { commitError: report.commitError } : {},
        ...report.closed ? { closed: report.closed } : {},
        ...report.declined ? { declined: report.declined } : {}
      }) + "\n"
    );
  } else {
    io.stdout(rerecordText(report, mode, io.cwd));
  }
  return report.ok ? EXIT.ok : EXIT.fail;
}
var command = defineCommand({
  name: "rerecord",
  help: RERECORD_HELP,
  options: RERECORD_OPTIONS,
  run: rerecord
});
export {
  command
};
