#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  withEnvDigestCache
} from "./chunk-BNT3LF6N.js";
import {
  lintScenarioFiles
} from "./chunk-UBSYFPH7.js";
import {
  resolveTargets
} from "./chunk-PGJTTBPA.js";
import {
  buildGateReport,
  causesText,
  loadReportSources,
  parseFailOn,
  renderJunit,
  renderSummaryMarkdown,
  totalsLine
} from "./chunk-W3WS6QHF.js";
import {
  parseShard
} from "./chunk-OG5KCNUZ.js";
import {
  verifyLoaded
} from "./chunk-YC5RPTQB.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-THDDYE4Z.js";
import {
  formatAnnotation,
  renderAnnotations
} from "./chunk-PDEK7MW4.js";
import {
  writeFileAtomic
} from "./chunk-DPVB5XW2.js";
import {
  outputFormat,
  parseCommandArgs
} from "./chunk-YOUL7JVZ.js";
import {
  envSecretValues,
  maskSecretsDeep
} from "./chunk-MZJLSIZC.js";
import {
  describeItem,
  findOnDiskScenario,
  mapLimit,
  planReassert
} from "./chunk-HWWVGYVP.js";
import {
  sweepStaleTemps,
  tempPathBeside
} from "./chunk-HU6QAOYI.js";
import {
  errorResult,
  prepareCassette,
  replayLoaded
} from "./chunk-CTVYIDFW.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-PMJCWNXK.js";
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
function reassertStep(cassette, onDisk) {
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
async function lintStep(scenarioPath) {
  if (scenarioPath === void 0) return [];
  const findings = await lintScenarioFiles([scenarioPath]);
  return findings.filter((f) => f.file === scenarioPath && f.severity !== "INFO").map((f) => ({
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
    const reassert = opts.reassert !== false && opts.mode !== "verify";
    const onDisk = reassert || opts.lint !== false ? await findOnDiskScenario(cassette, file) : void 0;
    const step = reassert && onDisk !== void 0 ? reassertStep(cassette, onDisk) : { cassette, findings: [] };
    const result = replayLoaded(step.cassette, file, staleness, opts, annotations);
    result.cassette = label;
    if (step.summary) result.reassert = step.summary;
    const lint = opts.lint === false || onDisk === void 0 || onDisk.status === "none" ? [] : await lintStep(onDisk.path);
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
      return opts.keep ? opts.keep(outcome, i) : outcome;
    })
  );
  return { outcomes, durations };
}

// src/check/results-stream.ts
import { closeSync, fsyncSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { StringDecoder } from "node:string_decoder";
import { dirname, join } from "node:path";
var COPY_CHUNK = 1024 * 1024;
var passStubs = /* @__PURE__ */ new Map();
function passStub(source) {
  let s = passStubs.get(source);
  if (!s) {
    s = Object.freeze({ assertion: Object.freeze({}), pass: true, ...source !== void 0 ? { source } : {} });
    passStubs.set(source, s);
  }
  return s;
}
function compactResult(r) {
  const out = {
    command: r.command,
    mode: r.mode,
    scenario: r.scenario,
    cassette: r.cassette,
    exitCode: r.exitCode,
    assertions: r.assertions.map((a) => a.pass ? passStub(a.source) : a),
    verdict: { failures: r.verdict?.failures ?? [] }
  };
  for (const k of ["error", "staleness", "findings", "reassert", "rerun", "unchecked", "skippedAssertions"]) {
    if (r[k] !== void 0) out[k] = r[k];
  }
  return out;
}
function envelopeParts(shard, ok) {
  const json = JSON.stringify({ tool: TOOL_NAME, version: TOOL_VERSION, command: "check", ok, ...shard ? { shard } : {}, results: [], error: null });
  const at2 = json.indexOf('"results":[]') + '"results":['.length;
  return { head: json.slice(0, at2), tail: json.slice(at2) };
}
var ResultsStream = class _ResultsStream {
  constructor(opts) {
    this.opts = opts;
    this.secrets = opts.secrets ?? envSecretValues();
  }
  opts;
  pending = /* @__PURE__ */ new Map();
  next = 0;
  count = 0;
  bodyPath;
  fd;
  secrets;
  closed = false;
  /** A stream for `opts` (no file and no stdout: only masks and compacts). */
  static async open(opts) {
    const s = new _ResultsStream(opts);
    if (opts.path !== void 0 || opts.stdout !== void 0) {
      const target = opts.path ?? join(tmpdir(), "cowork-harness-results.json");
      await sweepStaleTemps(dirname(target));
      s.bodyPath = tempPathBeside(target, "body");
      s.fd = openSync(s.bodyPath, "wx+", 384);
    }
    return s;
  }
  /** The temp files this stream may leave (for a cancellation sweep). */
  get tempDir() {
    return this.bodyPath !== void 0 ? dirname(this.bodyPath) : void 0;
  }
  /**
   * Result `index` (input order) has finished: masks it, writes it (now, or once the results before
   * it are written) and returns its compact form to keep.
   */
  push(index, result) {
    if (this.closed) throw new Error("results stream already finished");
    const masked = maskSecretsDeep(result, this.secrets);
    if (this.fd !== void 0) {
      this.pending.set(index, JSON.stringify(masked));
      for (let s = this.pending.get(this.next); s !== void 0; s = this.pending.get(this.next)) {
        this.pending.delete(this.next);
        writeSync(this.fd, this.count === 0 ? s : `,${s}`);
        this.count++;
        this.next++;
      }
    }
    return compactResult(masked);
  }
  /** Writes the envelope with `ok`: the results file (atomically) and/or stdout. */
  async finish(ok) {
    if (this.closed) return;
    this.closed = true;
    if (this.fd === void 0 || this.bodyPath === void 0) return;
    if (this.pending.size > 0) {
      await this.abort();
      throw new Error(`results stream: ${this.pending.size} result(s) never followed their predecessors`);
    }
    const body = this.fd;
    this.fd = void 0;
    const { head, tail } = envelopeParts(this.opts.shard, ok);
    const out = this.opts.path !== void 0 ? tempPathBeside(this.opts.path, "write") : void 0;
    let outFd;
    try {
      if (out !== void 0) outFd = openSync(out, "wx", 420);
      const emit = (text) => {
        if (outFd !== void 0) writeSync(outFd, text);
        this.opts.stdout?.(text);
      };
      emit(head);
      const decoder = new StringDecoder("utf8");
      const chunk = Buffer.allocUnsafe(COPY_CHUNK);
      for (let pos = 0; ; ) {
        const n = readSync(body, chunk, 0, chunk.length, pos);
        if (n === 0) break;
        pos += n;
        if (outFd !== void 0) writeSync(outFd, chunk, 0, n);
        if (this.opts.stdout) {
          const text = decoder.write(chunk.subarray(0, n));
          if (text !== "") this.opts.stdout(text);
        }
      }
      if (this.opts.stdout) {
        const rest = decoder.end();
        if (rest !== "") this.opts.stdout(rest);
      }
      emit(`${tail}
`);
      if (outFd !== void 0) {
        fsyncSync(outFd);
        closeSync(outFd);
        outFd = void 0;
        await rename(out, this.opts.path);
      }
    } catch (e) {
      if (outFd !== void 0) closeSync(outFd);
      if (out !== void 0) await rm(out, { force: true });
      throw e;
    } finally {
      closeSync(body);
      rmSync(this.bodyPath, { force: true });
    }
  }
  /** Drops the temp files (a run that stopped before its envelope). */
  async abort() {
    this.closed = true;
    if (this.fd !== void 0) closeSync(this.fd);
    this.fd = void 0;
    if (this.bodyPath !== void 0) await rm(this.bodyPath, { force: true });
  }
};

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
  const inActions = io.env.GITHUB_ACTIONS === "true";
  const logEnv = {};
  const notes = /* @__PURE__ */ new Map();
  const allow = await allowListFromValues(values, io.cwd);
  const rerun = values["rerun-stale"] === true;
  const timeout = values["timeout-ms"] === void 0 ? void 0 : Number(values["timeout-ms"]);
  if (rerun && timeout !== void 0 && (!Number.isInteger(timeout) || timeout <= 0)) throw new UsageError("--timeout-ms must be a positive integer");
  const stream = await ResultsStream.open({
    ...values.results ? { path: resolve(io.cwd, values.results) } : {},
    ...values.shard ? { shard: values.shard } : {},
    ...format === "json" ? { stdout: io.stdout } : {},
    secrets: [.../* @__PURE__ */ new Set([...envSecretValues(), ...envSecretValues(io.env)])]
  });
  try {
    const run = await withEnvDigestCache(io.env, notice, (digestCache) => runCheck(files, {
      mode,
      strict: values.strict,
      reassert: !values["no-reassert"],
      lint: !values["no-lint"],
      baselinesDir: values.baselines ? resolve(io.cwd, values.baselines) : void 0,
      allow,
      env: io.env,
      digestCache,
      // a re-run attaches its outcome to the results afterwards: they are written once it is done
      ...rerun ? {} : { keep: (o, i) => ({ result: stream.push(i, o.result), annotations: [] }) }
    }, (o) => {
      for (const a of o.annotations) {
        if (a.level === "notice") notes.set(a.message, (notes.get(a.message) ?? 0) + 1);
        else io.stderr(formatAnnotation({ ...a, message: `${relative(io.cwd, o.result.cassette)}: ${a.message}` }, logEnv));
      }
    }));
    for (const [message, n] of notes) io.stderr(formatAnnotation({ level: "notice", message: n > 1 ? `${message} (${n} cassettes)` : message }, logEnv));
    let results = run.outcomes.map((o) => o.result);
    if (rerun) {
      const { rerunStale } = await import("./gate-step-GYZ6LFST.js");
      await rerunStale(results, files, { env: io.env, reassert: !values["no-reassert"], ...timeout !== void 0 ? { timeoutMs: timeout } : {}, log: (l) => io.stderr(`${l}
`) });
      results = results.map((r, i) => stream.push(i, r));
    }
    const report = buildGateReport(results, { failOn: gatePolicy(mode, failOn), sources: await loadReportSources(results), root: io.cwd });
    if (inActions) for (const line of renderAnnotations(report).lines) io.stderr(`${line}
`);
    const ok = report.conclusion !== "failure";
    if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), renderSummaryMarkdown(report));
    if (values.junit) await writeFileAtomic(resolve(io.cwd, values.junit), renderJunit(report));
    await stream.finish(ok);
    if (format !== "json") io.stdout(renderGateText(report));
    return ok ? EXIT.ok : EXIT.fail;
  } finally {
    await stream.abort();
  }
};

export {
  runCheck,
  ResultsStream,
  renderGateText,
  CHECK_HELP,
  CHECK_OPTIONS,
  gatePolicy,
  checkCommand
};
