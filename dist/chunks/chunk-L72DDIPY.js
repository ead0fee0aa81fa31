#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lintScenarioFiles
} from "./chunk-SF4LZPBW.js";
import {
  resolveTargets
} from "./chunk-FJ6A64WO.js";
import {
  buildGateReport,
  causesText,
  loadReportSources,
  parseFailOn,
  renderJunit,
  renderSummaryMarkdown,
  resultsFile,
  totalsLine,
  writeResultsFile
} from "./chunk-NE67IDCH.js";
import {
  parseShard
} from "./chunk-OG5KCNUZ.js";
import {
  verifyLoaded
} from "./chunk-EIEBEKYC.js";
import {
  withEnvDigestCache
} from "./chunk-LSXZSKUY.js";
import {
  writeFileAtomic
} from "./chunk-DPVB5XW2.js";
import {
  describeItem,
  findOnDiskScenario,
  mapLimit,
  planReassert
} from "./chunk-X3SESE6D.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-SUASOHRC.js";
import {
  formatAnnotation
} from "./chunk-PDEK7MW4.js";
import {
  outputFormat,
  parseCommandArgs
} from "./chunk-WAUOORMG.js";
import {
  maskSecretsDeep
} from "./chunk-MZJLSIZC.js";
import {
  errorResult,
  prepareCassette,
  replayLoaded
} from "./chunk-CAZQ67D5.js";
import {
  resolveScenarioSource
} from "./chunk-QZJLHEOG.js";
import {
  FingerprintRun,
  withFingerprintRun
} from "./chunk-HYYBMG54.js";
import {
  EXIT,
  UsageError,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/cli/commands/check.ts
import { relative, resolve } from "node:path";

// src/check/run-check.ts
import { availableParallelism } from "node:os";

// src/check/reassert-step.ts
async function reassertStep(cassette, cassettePath) {
  const onDisk = await findOnDiskScenario(cassette, cassettePath);
  if (onDisk.status === "none") return { cassette, findings: [] };
  if (onDisk.status === "invalid") {
    return {
      cassette,
      findings: [
        {
          kind: "invalid-scenario",
          message: `the scenario file does not load, so its assertions were not checked: ${onDisk.message} \u2014 fix the file`,
          file: onDisk.path,
          ...onDisk.line !== void 0 ? { line: onDisk.line } : {}
        }
      ]
    };
  }
  const plan = planReassert(cassette, onDisk.loaded);
  if (plan.kind === "drift" || !plan.changed) return { cassette, findings: [] };
  const liveOnly = plan.uncheckable.filter((u) => u.code === "live-only").map((u) => u.key);
  const addedKeys = new Set(plan.diff.added.flatMap((a) => Object.keys(a.item)));
  return {
    cassette: plan.cassette,
    findings: [],
    summary: {
      from: onDisk.path,
      added: plan.diff.added.map((a) => ({ assertion: describeItem(a.item), line: plan.assertLines[a.index] })),
      removed: plan.diff.removed.map((item) => ({ assertion: describeItem(item) })),
      changed: plan.diff.changed.map((c) => ({ assertion: describeItem(c.item), before: describeItem(c.before), line: plan.assertLines[c.index] })),
      needsLiveRun: liveOnly.filter((k) => addedKeys.has(k)),
      notCheckable: plan.uncheckable.filter((u) => u.code !== "live-only").map((u) => `${u.key} (${u.message})`),
      expectDeniedChanged: plan.expectDeniedChanged
    }
  };
}

// src/check/lint-step.ts
async function lintStep(cassette, cassettePath) {
  const source = resolveScenarioSource(cassettePath, cassette);
  if (!source.path) return [];
  const findings = await lintScenarioFiles([source.path]);
  return findings.filter((f) => f.file === source.path && f.severity !== "INFO").map((f) => ({
    kind: "lint",
    severity: f.severity,
    ruleId: f.ruleId,
    message: `${f.ruleId}: ${f.message}${f.fix ? ` \u2014 ${f.fix}` : ""}`,
    file: f.file,
    ...f.line !== null ? { line: f.line } : {}
  }));
}

// src/check/check-one.ts
async function checkOne(file, label, opts) {
  const annotations = [];
  try {
    const { cassette, staleness } = await prepareCassette(file, opts, annotations);
    const step = opts.reassert === false || opts.mode === "verify" ? { cassette, findings: [] } : await reassertStep(cassette, file);
    const result = replayLoaded(step.cassette, file, staleness, opts, annotations);
    result.cassette = label;
    if (step.summary) result.reassert = step.summary;
    const lint = opts.lint === false ? [] : await lintStep(cassette, file);
    if (step.findings.length + lint.length > 0) result.findings = [...step.findings, ...lint];
    if (opts.mode === "replay") return { result, annotations };
    const verify = await verifyLoaded(label, cassette, {
      privacy: true,
      staleness: true,
      scenarioDrift: true,
      allow: opts.allow ?? [],
      baselinesDir: opts.baselinesDir,
      sessionOverride: opts.sessionOverride,
      env: opts.env,
      precomputedStaleness: staleness
    });
    const privacy = verifyFindings(verify);
    if (privacy.length > 0) result.findings = [...result.findings ?? [], ...privacy];
    return { result, verify, annotations };
  } catch (e) {
    const message = oneLine(e);
    annotations.push({ level: "warning", message: `[check] ${message}` });
    return { result: { ...errorResult(label, message) }, annotations };
  }
}
function verifyFindings(v) {
  return v.findings.filter((f) => f.cls !== "unscanned").map((f) => ({ kind: "privacy", message: `possible ${f.cls} in ${f.where}: ${f.sample} \u2014 remove it from the recording, or allow it with --allow` }));
}

// src/check/run-check.ts
async function runCheck(files, opts, onDone) {
  const durations = new Array(files.length).fill(0);
  const limit = opts.concurrency ?? Math.max(2, availableParallelism());
  const outcomes = await withFingerprintRun(
    new FingerprintRun(opts.digestCache),
    () => mapLimit(files, limit, async (file, i) => {
      const start = performance.now();
      const outcome = await checkOne(file, file, opts);
      durations[i] = performance.now() - start;
      onDone?.(outcome, i, durations[i]);
      return outcome;
    })
  );
  return { outcomes, durations };
}

// src/report/gate-text.ts
var STATUS_MARK = { pass: "\u2713", fail: "\u2717", stale: "!", error: "\u2717" };
var at = (f) => f.line !== void 0 ? `${f.file}:${f.line}` : f.file;
function rowLines(row) {
  const mark = row.status === "stale" && row.gateFailing ? "\u2717" : STATUS_MARK[row.status];
  const name = row.scenario === "" ? row.cassette : `${row.scenario} (${row.cassette})`;
  const counts = row.status === "error" ? row.error ?? "could not be replayed" : `${row.passedAssertions}/${row.totalAssertions} assertions passed`;
  const lines = [`${mark} ${name} \u2014 ${row.causes.length > 0 ? `${causesText(row)} \u2014 ` : ""}${counts}`];
  for (const f of row.failing) {
    lines.push(`    \u2717 ${f.cause === "assertion" || f.cause === "reassert" ? f.key : f.cause} at ${at(f)}: ${f.message}`);
    if (f.evidence) lines.push(`        evidence: ${f.evidence}`);
  }
  for (const s of row.staleness) lines.push(`    ${s.gating ? "\u2717" : "!"} ${s.class} at ${at(s.location)}: ${s.message} \u2014 fix: ${row.fix}`);
  if (row.reassert) {
    lines.push(`    ~ re-evaluated from ${at({ file: row.reassert.from, ...row.reassert.line !== void 0 ? { line: row.reassert.line } : {} })}: ${row.reassert.summary}`);
    for (const key of row.reassert.needsLiveRun) lines.push(`    ! ${key} needs a live run: skipped by replay, not passed`);
  }
  for (const w of row.lintWarnings) lines.push(`    ! lint at ${at(w)}: ${w.message}`);
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

// src/cli/commands/check.ts
var CHECK_HELP = `Usage: cowork-harness check [paths...] [options]

Replays and verifies every cassette found, then reports as the CI gate does.
paths: files, directories (searched recursively) or globs; default **/*.cassette.json.

Options:
  --mode check|replay|verify       check (default) = replay + verify
${ALLOW_HELP}
  --fail-on LIST                   what fails the gate (default assertions,unverifiable,stale-inputs):
                                   assertions, unverifiable, stale-any, stale-skill, stale-inputs
                                   (= stale-scenario, stale-model-script, stale-uploads, stale-session),
                                   stale-baseline
  --no-reassert                    judge the assertions frozen in each cassette, even when its
                                   scenario file's assert: block differs
  --rerun-stale                    re-run every cassette stale by a skill, shared-root, upload or
                                   model-script edit with the real agent and its recorded model
                                   turns (no token): a pass is "stale; re-run passed" (a warning),
                                   a failure fails under assertions (default off: see the README)
  --timeout-ms N                   bound each re-run (default 180000)
  --no-lint                        do not lint the scenario files (a lint ERROR fails the gate,
                                   a WARN is shown at its line)
  --strict                         every staleness finding fails the replay
  --baselines DIR                  desktop-*.json baselines for the baseline checks
  --shard i/n                      only the i-th of n stable shards
  --results FILE                   write the JSON results (for merge)
  --summary FILE                   write the Markdown summary
  --junit FILE                     write JUnit XML (GitLab, Jenkins, Buildkite, test-reporter): one
                                   testcase per cassette; gating problems are failures (or errors),
                                   non-gating ones (stale under this --fail-on) skipped
  -h, --help                       show this help
  --output-format text|json        text (default) or the JSON results on stdout

Environment: COWORK_HARNESS_CACHE_DIR=DIR keeps per-file fingerprint digests there between runs.

Exit codes: 0 the gate passed, 1 it failed, 2 usage error.
`;
var CHECK_OPTIONS = {
  mode: { type: "string" },
  "fail-on": { type: "string" },
  strict: { type: "boolean" },
  "no-reassert": { type: "boolean" },
  "no-lint": { type: "boolean" },
  "rerun-stale": { type: "boolean" },
  "timeout-ms": { type: "string" },
  baselines: { type: "string" },
  shard: { type: "string" },
  results: { type: "string" },
  summary: { type: "string" },
  junit: { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
  ...ALLOW_OPTIONS
};
function gatePolicy(mode, failOn) {
  return mode === "verify" ? failOn.filter((f) => f !== "assertions") : failOn;
}
var checkCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("check", argv, CHECK_OPTIONS);
  if (values.help) {
    io.stdout(CHECK_HELP);
    return EXIT.ok;
  }
  const format = outputFormat(values["output-format"], io.env);
  const failOn = parseFailOn(values["fail-on"]);
  const mode = values.mode ?? "check";
  if (!["check", "replay", "verify"].includes(mode)) throw new UsageError(`--mode must be check, replay or verify (got "${mode}")`);
  const shard = values.shard ? parseShard(values.shard) : void 0;
  const files = await resolveTargets(io.cwd, positionals, shard);
  const notice = (message) => io.stderr(formatAnnotation({ level: "notice", message }, io.env));
  const notes = /* @__PURE__ */ new Map();
  const allow = await allowListFromValues(values, io.cwd);
  const run = await withEnvDigestCache(io.env, notice, (digestCache) => runCheck(files, {
    mode,
    strict: values.strict,
    reassert: !values["no-reassert"],
    lint: !values["no-lint"],
    baselinesDir: values.baselines ? resolve(io.cwd, values.baselines) : void 0,
    allow,
    env: io.env,
    digestCache
  }, (o) => {
    for (const a of o.annotations) {
      if (a.level === "notice") notes.set(a.message, (notes.get(a.message) ?? 0) + 1);
      else io.stderr(formatAnnotation({ ...a, message: `${relative(io.cwd, o.result.cassette)}: ${a.message}` }, io.env));
    }
  }));
  for (const [message, n] of notes) io.stderr(formatAnnotation({ level: "notice", message: n > 1 ? `${message} (${n} cassettes)` : message }, io.env));
  if (values["rerun-stale"]) {
    const timeout = values["timeout-ms"] === void 0 ? void 0 : Number(values["timeout-ms"]);
    if (timeout !== void 0 && (!Number.isInteger(timeout) || timeout <= 0)) throw new UsageError("--timeout-ms must be a positive integer");
    const { rerunStale } = await import("./gate-step-NY6LNFHJ.js");
    await rerunStale(run.outcomes.map((o) => o.result), files, { env: io.env, reassert: !values["no-reassert"], ...timeout !== void 0 ? { timeoutMs: timeout } : {}, log: (l) => io.stderr(`${l}
`) });
  }
  const results = maskSecretsDeep(run.outcomes.map((o) => o.result));
  const report = buildGateReport(results, { failOn: gatePolicy(mode, failOn), sources: await loadReportSources(results), root: io.cwd });
  const ok = report.conclusion !== "failure";
  if (values.results) await writeResultsFile(resolve(io.cwd, values.results), resultsFile(results, ok, values.shard));
  if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), renderSummaryMarkdown(report));
  if (values.junit) await writeFileAtomic(resolve(io.cwd, values.junit), renderJunit(report));
  if (format === "json") {
    io.stdout(JSON.stringify(resultsFile(results, ok, values.shard)) + "\n");
  } else {
    io.stdout(renderGateText(report));
  }
  return ok ? EXIT.ok : EXIT.fail;
};

export {
  runCheck,
  renderGateText,
  CHECK_HELP,
  CHECK_OPTIONS,
  gatePolicy,
  checkCommand
};
