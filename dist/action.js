#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  actionBaselinesDir,
  actionRoot,
  commandOf,
  reportDir,
  reportStopped
} from "./chunks/chunk-PZNVRI4E.js";
import {
  booleanInput,
  cache_exports,
  checkRunInput,
  logInfo,
  publishContextFromEnv,
  publishReport,
  rawInput,
  readInputs,
  runCheckRunName
} from "./chunks/chunk-WYHZHSM5.js";
import {
  endGroup,
  notice,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  warning
} from "./chunks/chunk-IK6LMVQB.js";
import {
  splitRepository
} from "./chunks/chunk-ENAI6LB4.js";
import {
  createGitHubClient,
  eventInfo,
  readEventPayload
} from "./chunks/chunk-VQ5T2NGZ.js";
import "./chunks/chunk-JZQBTFMH.js";
import {
  PR_TARGET_OPT_IN,
  pullRequestTargetRefusal
} from "./chunks/chunk-NQ7OKRVB.js";
import {
  renderGateText
} from "./chunks/chunk-66BQWDCU.js";
import {
  ResultsStream,
  runGate
} from "./chunks/chunk-FSS5KVJZ.js";
import "./chunks/chunk-ULREPPUD.js";
import "./chunks/chunk-O6O575PB.js";
import "./chunks/chunk-2FKU5IYL.js";
import {
  resolveTargets
} from "./chunks/chunk-HMPLMIHZ.js";
import {
  renderJunit
} from "./chunks/chunk-HA54B6XE.js";
import "./chunks/chunk-NGPZCNEC.js";
import "./chunks/chunk-6UZLGMOU.js";
import "./chunks/chunk-7CPNN7IP.js";
import {
  openPersistentDigestCache
} from "./chunks/chunk-NYTLXS3O.js";
import "./chunks/chunk-VMKO3L33.js";
import "./chunks/chunk-IXQNGYAG.js";
import {
  allowListFromValues
} from "./chunks/chunk-T67GQNVP.js";
import {
  renderSummaryMarkdown
} from "./chunks/chunk-FWIZ2L2G.js";
import {
  installLastResort,
  removeLeftovers
} from "./chunks/chunk-7VBCITV6.js";
import "./chunks/chunk-WHYR2ZAU.js";
import "./chunks/chunk-QUGB427A.js";
import "./chunks/chunk-4UATW7ZC.js";
import "./chunks/chunk-I64G2WUU.js";
import "./chunks/chunk-4AKH4TGB.js";
import "./chunks/chunk-YHSH5RBA.js";
import "./chunks/chunk-KUKC5SCS.js";
import {
  maskSecrets
} from "./chunks/chunk-BC4CWRGE.js";
import "./chunks/chunk-ENZH6ITV.js";
import {
  reportObserver
} from "./chunks/chunk-FLARJ2UI.js";
import "./chunks/chunk-SLATU2ZP.js";
import {
  formatAnnotation
} from "./chunks/chunk-BOJSWXDQ.js";
import "./chunks/chunk-LFV2YVHF.js";
import "./chunks/chunk-KU72ARQB.js";
import "./chunks/chunk-KSUA6UZS.js";
import {
  sweepStaleTemps,
  tempOwner,
  writeFileAtomic
} from "./chunks/chunk-MJN26BLH.js";
import "./chunks/chunk-J4BNBE4G.js";
import {
  envelopeExtras
} from "./chunks/chunk-63JXL4FW.js";
import "./chunks/chunk-EXVKMGPI.js";
import "./chunks/chunk-NYVWPCYT.js";
import "./chunks/chunk-ODM7TWBF.js";
import "./chunks/chunk-6OGUKABV.js";
import "./chunks/chunk-Y7WMMQY3.js";
import "./chunks/chunk-MTJJAJ2A.js";
import "./chunks/chunk-JUH6HIAL.js";
import "./chunks/chunk-J5CYBANO.js";
import "./chunks/chunk-NT77EBXM.js";
import "./chunks/chunk-CGZME2NM.js";
import "./chunks/chunk-2HFCXRSU.js";
import "./chunks/chunk-TJGXX2SJ.js";
import "./chunks/chunk-BLIPJPYU.js";
import "./chunks/chunk-GUYHYWBR.js";
import "./chunks/chunk-BVER6YVT.js";
import "./chunks/chunk-3LL6WAPB.js";
import "./chunks/chunk-A7IXKCTY.js";
import "./chunks/chunk-RJU6G3KC.js";
import "./chunks/chunk-HT3KHDWJ.js";
import "./chunks/chunk-EEFRBXOR.js";
import "./chunks/chunk-5LE6OEBY.js";
import "./chunks/chunk-IAQDAOHD.js";
import {
  TOOL_VERSION
} from "./chunks/chunk-KPSQMKHF.js";
import "./chunks/chunk-QM645DRD.js";
import "./chunks/chunk-FOXKMYXX.js";
import "./chunks/chunk-IILW425K.js";
import "./chunks/chunk-GEFYSWZR.js";
import "./chunks/chunk-S63R6LBV.js";
import "./chunks/chunk-7XRS4REJ.js";
import "./chunks/chunk-CMR34UZX.js";
import {
  gitClient
} from "./chunks/chunk-2JGKRYKG.js";
import "./chunks/chunk-AC6QUUQ5.js";
import {
  EXIT,
  HarnessError,
  UsageError,
  oneLine
} from "./chunks/chunk-JB7TIAU6.js";
import {
  neutraliseLog
} from "./chunks/chunk-PZMUXM6D.js";
import "./chunks/chunk-F7KVOVFU.js";
import "./chunks/chunk-5HX2GR4K.js";

// src/action/main.ts
import { join as join3, relative, resolve as resolve2 } from "node:path";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";

// src/action/event-guard.ts
function refuseOnPullRequestTarget(env, what) {
  const why = pullRequestTargetRefusal(
    env.GITHUB_EVENT_NAME,
    booleanInput(env, PR_TARGET_OPT_IN, false),
    what,
    `${PR_TARGET_OPT_IN}: true`
  );
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
    const listing = await gitClient(root, env).raw(["ls-files", "-s", "-z"]);
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
    opts.notice(
      "fingerprint cache unavailable (no ACTIONS_CACHE_URL / ACTIONS_RESULTS_URL in the environment) \u2014 digests are computed afresh"
    );
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

// src/action/cancel.ts
import { spawnSync } from "node:child_process";
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import { join as join2, resolve } from "node:path";
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
        appendFileSync(opts.env.GITHUB_STEP_SUMMARY, `${md}
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
          output: {
            title: `cancelled after ${lines.length}${total !== void 0 ? ` of ${total}` : ""}`,
            summary: md.slice(0, 6e4)
          }
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
    if (entries.some((e) => e.isFile() && (e.name.endsWith(".cassette.json") || tempOwner(e.name) !== void 0)))
      out.push(dir);
    if (depth >= 8) return;
    for (const e of entries)
      if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules") walk(join2(dir, e.name), depth + 1);
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
    // the live lane's cancelled check run is its own, as its report's is (run.ts)
    checkRun: input("command") === "run" ? runCheckRunName(checkRunInput(input("check-run"))) : checkRunInput(input("check-run")),
    ...input("github-token") ? { token: input("github-token") } : {},
    total,
    // and RUNNER_TEMP, where the results file's temp files (results-stream.ts) are written
    tempDirs: () => [
      ...cassetteDirs(resolve(workspace, input("working-directory") || ".")),
      ...env.RUNNER_TEMP ? [env.RUNNER_TEMP] : []
    ]
  };
}
function installActionCancellation(env) {
  let total;
  const c = installCancellation(actionCancellationOptions(env, () => total));
  return Object.assign(c, { setTotal: (n) => void (total = n) });
}

// src/action/main.ts
function baseOf(env) {
  if (!env.GITHUB_EVENT_NAME || !env.GITHUB_EVENT_PATH || !existsSync(env.GITHUB_EVENT_PATH)) return {};
  try {
    const info = eventInfo(env.GITHUB_EVENT_NAME, readEventPayload(env.GITHUB_EVENT_PATH), {});
    return info.baseSha !== void 0 && /^[0-9a-f]{40,64}$/.test(info.baseSha) ? { base: info.baseSha } : {};
  } catch {
    return {};
  }
}
async function runAction(env = process.env) {
  const cancel = installActionCancellation(env);
  const command = rawInput(env, "command");
  if (command === "rerecord" || command === "record" || command === "run")
    refuseOnPullRequestTarget(env, `command: ${command}`);
  if (command === "rerecord") return (await import("./chunks/rerecord-LCNN2ARG.js")).runRerecordAction(env);
  if (command === "record") return (await import("./chunks/record-UX5B7HLD.js")).runRecordAction(env);
  if (command === "run") return (await import("./chunks/run-OECHWQ6R.js")).runRunAction(env);
  const inputs = readInputs(env);
  if (inputs.rerunStale) refuseOnPullRequestTarget(env, "rerun-stale: true");
  if (inputs.githubToken) setSecret(inputs.githubToken);
  const { workspace, root } = actionRoot(env, inputs.workingDirectory);
  const baselinesDir = await actionBaselinesDir({ env, root });
  const files = await resolveTargets(root, inputs.paths, inputs.shard);
  cancel.setTotal(files.length);
  const shardLabel = inputs.shard ? `${inputs.shard.index}/${inputs.shard.count}` : void 0;
  startGroup(
    `cowork-harness ${inputs.command}: ${files.length} cassette(s)${shardLabel ? ` (shard ${shardLabel})` : ""}`
  );
  const fpCache = await restoreFingerprintCache({
    root,
    env,
    enabled: inputs.cache,
    ...inputs.shard ? { shard: inputs.shard } : {},
    notice: (m) => notice(m),
    info: (m) => logInfo(m)
  });
  const outDir = reportDir(env);
  const suffix = inputs.shard ? `-${inputs.shard.index}-of-${inputs.shard.count}` : "";
  const resultsPath = join3(outDir, `cowork-harness-results${suffix}.json`);
  const summaryPath = join3(outDir, `cowork-harness-summary${suffix}.md`);
  const stream = await ResultsStream.open({ path: resultsPath, ...shardLabel ? { shard: shardLabel } : {} });
  try {
    const { report, ok, results } = await runGate(files, {
      check: {
        mode: inputs.command,
        strict: inputs.strict,
        // assertion strength: reported in the summary and the HTML report, never a verdict (verify does not replay for one)
        ...inputs.mutate && inputs.command !== "verify" ? { observe: reportObserver({ mutate: {} }) } : {},
        reassert: inputs.reassert,
        // the repository's .cowork-allow-patterns, as the CLI's check reads it
        allow: await allowListFromValues({}, root),
        baselinesDir,
        env,
        digestCache: fpCache.digestCache
      },
      stream,
      failOn: inputs.failOn,
      root: workspace,
      onOutcome: (o, _i, ms) => {
        const r = o.result;
        cancel.finished(`${relative(workspace, r.cassette)}: ${r.exitCode === 0 ? "\u2713 passed" : "\u2717 did not pass"}`);
        logInfo(
          maskSecrets(
            `${relative(workspace, r.cassette)} \u2014 ${r.scenario === r.cassette ? "error" : r.scenario} (${Math.round(ms)} ms)`
          )
        );
        for (const a of o.annotations) if (!a.inGateReport) logInfo(maskSecrets(formatAnnotation(a, {}).trimEnd()));
      },
      // a shard judges the scenarios that fall to it; merge puts the shards' coverage together
      coverage: {
        targets: inputs.paths,
        scenarioGlobs: inputs.scenarios,
        ...baseOf(env),
        ...inputs.shard ? { shard: inputs.shard } : {},
        log: (l) => logInfo(maskSecrets(l))
      },
      afterCheck: async () => {
        endGroup();
        await fpCache.finish();
      },
      ...inputs.rerunStale ? {
        rerun: async (results2, changed) => {
          const { rerunStale, wantsRerun } = await import("./chunks/gate-step-GTK3ILQR.js");
          if (!results2.some((r) => wantsRerun(r)) && changed.size === 0) return;
          const { agentBinaryForRunner, withoutAgentKey } = await import("./chunks/agent-setup-ICDHWKCD.js");
          const baseEnv = withoutAgentKey(env);
          const agentBinary = await agentBinaryForRunner(baseEnv, inputs.cache);
          startGroup("cowork-harness: re-running stale cassettes with their recorded model turns");
          await rerunStale(results2, files, {
            changed,
            concurrency: inputs.rerunConcurrency ?? availableParallelism(),
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
    let linkSummary;
    if (inputs.report) {
      const { writeAndUploadReport, linkFromJobSummary } = await import("./chunks/report-artifact-H2LOLC4P.js");
      const artifact = await writeAndUploadReport(report, results, {
        path: join3(outDir, `cowork-harness-report${suffix}.html`),
        artifactName: `cowork-harness-report${suffix}`,
        env,
        root,
        log: (l) => logInfo(maskSecrets(l)),
        warn: (l) => warning(maskSecrets(l))
      });
      setOutput("report", artifact.path);
      if (artifact.url) setOutput("report-url", artifact.url);
      reportUrl = artifact.url;
      linkSummary = () => linkFromJobSummary(env, artifact, report).catch(() => void 0);
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
    await linkSummary?.();
    logInfo(maskSecrets(renderGateText(report)));
    await stream.finish(ok, envelopeExtras(report));
    await writeFileAtomic(summaryPath, renderSummaryMarkdown(report));
    if (inputs.junit) await writeFileAtomic(resolve2(root, inputs.junit), renderJunit(report));
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
