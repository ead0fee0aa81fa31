#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SKILL_TRIGGERED_UNCHECKED,
  lintScenarioText
} from "./chunk-I7F7UO5Q.js";
import {
  DEFAULT_CASSETTE_GLOB,
  discoverFiles,
  globsMatch
} from "./chunk-WUHFEAQV.js";
import {
  loadReportSources
} from "./chunk-KHZ5UMXD.js";
import {
  resultsFile
} from "./chunk-UCTAWM6A.js";
import {
  REPO_ALLOW_FILE
} from "./chunk-VM3USOKM.js";
import {
  scanCassette
} from "./chunk-4AKH4TGB.js";
import {
  envSecretValues,
  maskSecretsDeep
} from "./chunk-SQXN3P6Q.js";
import {
  describeItem,
  mapLimit,
  planReassert
} from "./chunk-U6WHCON7.js";
import {
  sweepStaleTemps,
  tempPathBeside
} from "./chunk-MJN26BLH.js";
import {
  buildGateReport,
  withCoverage
} from "./chunk-XNW5GJI4.js";
import {
  errorResult,
  prepareCassette,
  replayLoaded
} from "./chunk-DBV5RYEW.js";
import {
  slugForName
} from "./chunk-6JLHCIAV.js";
import {
  MAX_TEXT_FILE_BYTES,
  readRegularText
} from "./chunk-GLPOOBOA.js";
import {
  DEFAULT_MAX_CASSETTE_BYTES
} from "./chunk-AEFE7NNU.js";
import {
  FingerprintRun,
  runMemo,
  withFingerprintRun
} from "./chunk-6U6LOB37.js";
import {
  gitClient
} from "./chunk-K773VTCL.js";
import {
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/check/run-check.ts
import { availableParallelism } from "node:os";

// src/gate/check/reassert-step.ts
function reassertStep(cassette, onDisk) {
  if (onDisk.status === "none") return { cassette, findings: [] };
  if (onDisk.status === "invalid") {
    return {
      cassette,
      findings: [
        {
          kind: "invalid-scenario",
          // the finding sits on the file already: its message does not name the path again
          message: `the scenario file does not load, so its assertions were not checked: ${onDisk.message.startsWith(`${onDisk.path}: `) ? onDisk.message.slice(onDisk.path.length + 2) : onDisk.message} \u2014 fix the file`,
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
      changed: plan.diff.changed.map((c) => ({
        assertion: describeItem(c.item),
        before: describeItem(c.before),
        line: plan.assertLines[c.index]
      })),
      needsLiveRun: liveOnly.filter((k) => addedKeys.has(k)),
      notCheckable: plan.uncheckable.filter((u) => u.code !== "live-only").map((u) => `${u.key} (${u.message})`),
      expectDeniedChanged: plan.expectDeniedChanged
    }
  };
}

// src/gate/check/lint-step.ts
async function lintStep(scenarioPath) {
  const findings = await runMemo(`scenario-lint\0${scenarioPath}`, () => lintScenarioFile(scenarioPath));
  return findings.map((f) => ({ ...f }));
}
async function lintScenarioFile(scenarioPath) {
  let text;
  try {
    text = readRegularText(scenarioPath);
  } catch (e) {
    const message = `cannot read ${scenarioPath} (${e.code ?? "error"})`;
    return [
      {
        kind: "lint",
        severity: "ERROR",
        ruleId: "not-found",
        message: `not-found: ${message} \u2014 Check the path.`,
        file: scenarioPath
      }
    ];
  }
  return lintScenarioText(text, scenarioPath).filter((f) => f.severity !== "INFO" && f.ruleId !== SKILL_TRIGGERED_UNCHECKED).map((f) => ({
    kind: "lint",
    severity: f.severity,
    ruleId: f.ruleId,
    message: `${f.ruleId}: ${f.message}${f.fix ? ` \u2014 ${f.fix}` : ""}`,
    file: f.file,
    ...f.line !== null ? { line: f.line } : {}
  }));
}

// src/gate/check/baseline-warning.ts
function uncheckedBaselineWarning(cassette, label, baselinesDir) {
  const recorded = cassette.fingerprint?.baseline;
  if (baselinesDir !== void 0 || typeof recorded !== "string") return void 0;
  return {
    level: "warning",
    message: `[baseline] ${label}: recorded against Desktop baseline ${recorded}, which is not checked \u2014 no baselines were given; pass --baselines DIR (Action input \`baselines\`) with the desktop-*.json files so a baseline that moved shows as stale-baseline`
  };
}

// src/gate/check/check-one.ts
async function checkOne(file, label, opts) {
  const annotations = [];
  try {
    const { cassette, staleness, onDisk } = await prepareCassette(file, opts, annotations);
    const unchecked = uncheckedBaselineWarning(cassette, label, opts.baselinesDir);
    if (unchecked) annotations.push(unchecked);
    const reassert = opts.reassert !== false && opts.mode !== "verify";
    const step = reassert ? reassertStep(cassette, onDisk) : { cassette, findings: [] };
    const result = replayLoaded(step.cassette, file, staleness, opts, annotations);
    result.cassette = label;
    if (step.summary) result.reassert = step.summary;
    const linted = opts.lint !== false && onDisk.status !== "none" && !(reassert && onDisk.status === "invalid");
    const lint = linted ? await lintStep(onDisk.path) : [];
    if (step.findings.length + lint.length > 0) result.findings = [...step.findings, ...lint];
    const scenarioFile = onDisk.status !== "none" ? { scenarioFile: onDisk.path } : {};
    if (opts.mode === "replay") return { result, annotations, ...scenarioFile };
    const privacy = privacyFindings(scanCassette(cassette, opts.allow ?? []));
    if (privacy.length > 0) result.findings = [...result.findings ?? [], ...privacy];
    return { result, annotations, ...scenarioFile };
  } catch (e) {
    const message = oneLine(e);
    const bare = message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
    annotations.push({ level: "warning", message: `[check] ${bare}`, inGateReport: true });
    return { result: { ...errorResult(label, message) }, annotations };
  }
}
function privacyFindings(findings) {
  return findings.filter((f) => f.cls !== "unscanned").map((f) => ({
    kind: "privacy",
    message: `possible ${f.cls} in ${f.where}: ${f.sample} \u2014 ${privacyFix(f.sample)}`
  }));
}
function privacyFix(sample) {
  const example = sample.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `remove it from the recording (re-record without it), or, if it is not private, add a regex that matches the whole finding (e.g. ${example}) as a line of ${REPO_ALLOW_FILE} in the directory the gate runs in (check, record, verify and the Action read it; --allow* flags cover one command only)`;
}

// src/gate/check/run-check.ts
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

// src/gate/coverage/base-view.ts
async function commitOf(git, ref) {
  try {
    const sha = (await git.raw(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : void 0;
  } catch {
    return void 0;
  }
}
function plainRef(ref) {
  return /^[A-Za-z0-9._/@-]{1,200}$/.test(ref) && !ref.startsWith("-") && !ref.includes("..");
}
async function openBaseView(dir, ref, env, log = () => void 0) {
  if (!plainRef(ref)) return { problem: `the base ${JSON.stringify(ref)} is not a branch, tag or commit name` };
  const git = gitClient(dir, env);
  let top;
  try {
    top = (await git.raw(["rev-parse", "--show-toplevel"])).trim();
  } catch (e) {
    return { problem: `the base ${ref} cannot be read: ${dir} is not in a git repository (${oneLine(e)})` };
  }
  let sha = await commitOf(git, ref);
  if (sha === void 0) {
    try {
      await git.raw(["fetch", "--quiet", "--no-tags", "--depth=1", "origin", ref]);
      sha = await commitOf(git, ref) ?? await commitOf(git, "FETCH_HEAD");
      if (sha !== void 0) log(`fetched the base ${ref} (${sha.slice(0, 12)}): this checkout did not have it`);
    } catch (e) {
      return {
        problem: `the base ${ref} is not in this checkout and could not be fetched (${oneLine(e).slice(0, 200)}): check out with fetch-depth: 0, or fetch it first`
      };
    }
  }
  if (sha === void 0) return { problem: `the base ${ref} is not a commit of this repository` };
  const listing = await git.raw(["ls-tree", "-r", "-z", "--full-tree", "--name-only", sha]);
  const files = new Set(listing.split("\0").filter((p) => p !== ""));
  const base = sha;
  return {
    ref,
    sha,
    top,
    files,
    read: async (path, maxBytes) => {
      if (!files.has(path)) return void 0;
      try {
        const size = Number((await git.raw(["cat-file", "-s", `${base}:${path}`])).trim());
        if (!Number.isFinite(size) || size > maxBytes) return void 0;
        return await git.raw(["cat-file", "blob", `${base}:${path}`]);
      } catch {
        return void 0;
      }
    }
  };
}

// src/gate/coverage/coverage.ts
import { existsSync } from "node:fs";
import { basename, join, posix, relative, resolve, sep } from "node:path";
var CASSETTE_SUFFIX = ".cassette.json";
var shown = (root, abs) => relative(root, abs).split(sep).join("/") || abs;
function stemOf(path) {
  return basename(path).replace(/\.cassette\.json$/, "").replace(/\.ya?ml$/, "");
}
function baseScenarioOf(base, cassette, text) {
  const dir = posix.dirname(cassette);
  const inBase = (p) => {
    const n = posix.normalize(p);
    return !n.startsWith("../") && base.files.has(n) ? n : void 0;
  };
  let fields = {};
  try {
    if (text !== void 0) fields = JSON.parse(text);
  } catch {
  }
  if (typeof fields.scenarioSource === "string" && !posix.isAbsolute(fields.scenarioSource)) {
    const found = inBase(posix.join(dir, fields.scenarioSource));
    if (found) return found;
  }
  const names = [typeof fields.scenario?.name === "string" ? slugForName(fields.scenario.name) : "", stemOf(cassette)];
  for (const name of names.filter((n) => n !== ""))
    for (const c of [`../scenarios/${name}.yaml`, `../scenarios/${name}.yml`, `${name}.yaml`, `${name}.yml`]) {
      const found = inBase(posix.join(dir, c));
      if (found) return found;
    }
  return void 0;
}
async function computeCoverage(input) {
  const covered = new Set(input.recorded.filter((p) => p !== void 0).map((p) => resolve(p)));
  const unreadStems = new Set(input.cassettes.filter((_, i) => input.recorded[i] === void 0).map(stemOf));
  const unrecorded = input.scenarioFiles.map((p) => resolve(p)).filter((p) => !covered.has(p) && !unreadStems.has(stemOf(p)));
  const out = { scenarios: input.scenarioFiles.length, unrecorded: [], removed: [] };
  if (input.baseProblem !== void 0) out.baseProblem = input.baseProblem;
  const base = input.base;
  if (!base) {
    out.unrecorded = unrecorded.map((p) => ({ scenario: shown(input.root, p), why: "no-base" }));
    return out;
  }
  out.base = { ref: base.ref, sha: base.sha };
  const top = base.top;
  const topRel = (abs) => relative(top, abs).split(sep).join("/");
  const removedFor = /* @__PURE__ */ new Map();
  for (const cassette of [...base.files].sort()) {
    if (!cassette.endsWith(CASSETTE_SUFFIX)) continue;
    const abs = join(top, ...cassette.split("/"));
    if (existsSync(abs) || !globsMatch(input.root, input.cassetteGlobs, shown(input.root, abs))) continue;
    const scenario = baseScenarioOf(base, cassette, await base.read(cassette, DEFAULT_MAX_CASSETTE_BYTES));
    const scenarioAbs = scenario !== void 0 ? join(top, ...scenario.split("/")) : void 0;
    if (scenarioAbs !== void 0 && existsSync(scenarioAbs)) {
      if (!removedFor.has(scenarioAbs)) removedFor.set(scenarioAbs, shown(input.root, abs));
      continue;
    }
    const removed = { cassette: shown(input.root, abs) };
    if (scenarioAbs !== void 0) removed.scenario = shown(input.root, scenarioAbs);
    out.removed.push(removed);
  }
  out.unrecorded = unrecorded.map((p) => {
    const scenario = shown(input.root, p);
    const cassette = removedFor.get(p);
    if (cassette !== void 0) return { scenario, why: "cassette-removed", removedCassette: cassette };
    return { scenario, why: base.files.has(topRel(p)) ? "was-unrecorded" : "added" };
  });
  return out;
}
function cassetteGlobsOf(root, targets, defaultGlob) {
  const globs = targets.map((t) => t.trim()).filter((t) => t !== "");
  if (globs.length === 0 || globs.every((t) => t.startsWith("!"))) return [defaultGlob, ...globs];
  return globs.map((t) => {
    if (/[*?[]/.test(t) || t.startsWith("!") || t.endsWith(CASSETTE_SUFFIX)) return t;
    const rel = relative(root, resolve(root, t)).split(sep).join("/");
    return rel === "" ? defaultGlob : `${rel}/${defaultGlob}`;
  });
}

// src/gate/coverage/scenario-files.ts
import { stat } from "node:fs/promises";
import { isAbsolute, relative as relative2, resolve as resolve2 } from "node:path";
var PROMPT_KEY = /^prompt[ \t]*:/m;
async function defaultScenarioGlobs(root, cassetteTargets) {
  const folders = /* @__PURE__ */ new Set();
  const targets = cassetteTargets.map((t) => t.trim()).filter((t) => t !== "" && !t.startsWith("!"));
  for (const t of targets.length > 0 ? targets : ["."]) {
    const rel = (isAbsolute(t) ? relative2(root, t) : t).replace(/\\/g, "/");
    const segments = rel.split("/").filter((s) => s !== "" && s !== ".");
    const firstGlob = segments.findIndex((s) => /[*?[]/.test(s));
    let fixed;
    if (firstGlob >= 0) fixed = segments.slice(0, firstGlob);
    else {
      const info = await stat(resolve2(root, rel)).catch(() => void 0);
      fixed = info?.isDirectory() === true ? segments : segments.slice(0, -1);
    }
    if (fixed[0] === "..") continue;
    folders.add(fixed.join("/"));
    folders.add([...fixed.slice(0, -1), "scenarios"].join("/"));
  }
  return [...folders].flatMap((r) => r === "" ? ["**/*.yaml", "**/*.yml"] : [`${r}/**/*.yaml`, `${r}/**/*.yml`]);
}
function looksLikeScenario(text) {
  return PROMPT_KEY.test(text);
}
async function findScenarioFiles(root, globs) {
  const out = [];
  for (const rel of await discoverFiles(root, globs)) {
    if (rel.endsWith(".cassette.json")) continue;
    const abs = resolve2(root, rel);
    let text;
    try {
      text = readRegularText(abs, MAX_TEXT_FILE_BYTES);
    } catch {
      continue;
    }
    if (looksLikeScenario(text)) out.push(abs);
  }
  return out;
}

// src/gate/check/coverage-step.ts
async function gateCoverage(opts, root, cassettes, recorded, env) {
  const globs = opts.scenarioGlobs && opts.scenarioGlobs.length > 0 ? [...opts.scenarioGlobs] : await defaultScenarioGlobs(root, opts.targets);
  const scenarioFiles = await findScenarioFiles(root, globs);
  let base;
  let baseProblem;
  if (opts.base !== void 0 && opts.base !== "") {
    const opened = await openBaseView(root, opts.base, env ?? process.env, opts.log);
    if ("problem" in opened) baseProblem = `${opened.problem}; unrecorded scenarios warn instead of failing`;
    else base = opened;
  }
  return computeCoverage({
    root,
    scenarioFiles,
    recorded,
    cassettes,
    cassetteGlobs: cassetteGlobsOf(root, opts.targets, DEFAULT_CASSETTE_GLOB),
    ...base ? { base } : {},
    ...baseProblem !== void 0 ? { baseProblem } : {}
  });
}

// src/gate/check/run-gate.ts
function gatePolicy(mode, failOn) {
  return mode === "verify" ? failOn.filter((f) => f !== "assertions") : [...failOn];
}
async function runGate(files, opts) {
  const rerun = opts.check.mode === "verify" ? void 0 : opts.rerun;
  const run = await runCheck(
    files,
    {
      ...opts.check,
      ...rerun ? {} : {
        keep: (o, i) => ({
          result: opts.stream.push(i, o.result),
          annotations: [],
          ...o.scenarioFile !== void 0 ? { scenarioFile: o.scenarioFile } : {}
        })
      }
    },
    opts.onOutcome
  );
  await opts.afterCheck?.();
  let results = run.outcomes.map((o) => o.result);
  if (rerun) {
    await rerun(results);
    results = results.map((r, i) => opts.stream.push(i, r));
  }
  const built = buildGateReport(results, {
    failOn: gatePolicy(opts.check.mode, opts.failOn),
    sources: await loadReportSources(results),
    root: opts.root
  });
  const coverage = opts.coverage ? await gateCoverage(
    opts.coverage,
    opts.root,
    files,
    run.outcomes.map((o) => o.scenarioFile),
    opts.check.env
  ) : void 0;
  const report = withCoverage(built, coverage);
  return { report, ok: report.conclusion !== "failure", results };
}

// src/gate/check/results-stream.ts
import { closeSync, fsyncSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { StringDecoder } from "node:string_decoder";
import { dirname, join as join2 } from "node:path";
var COPY_CHUNK = 1024 * 1024;
var passStubs = /* @__PURE__ */ new Map();
function passStub(source) {
  let s = passStubs.get(source);
  if (!s) {
    s = Object.freeze({
      assertion: Object.freeze({}),
      pass: true,
      ...source !== void 0 ? { source } : {}
    });
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
    // a passing assertion with a warning is kept whole: the report shows the warning at its line
    assertions: r.assertions.map((a) => a.pass && a.warning === void 0 ? passStub(a.source) : a),
    verdict: { failures: r.verdict?.failures ?? [] }
  };
  for (const k of ["error", "staleness", "findings", "reassert", "rerun", "unchecked", "skippedAssertions"]) {
    if (r[k] !== void 0) out[k] = r[k];
  }
  return out;
}
function envelopeParts(shard, ok) {
  const json = JSON.stringify(resultsFile([], ok, shard));
  const at = json.indexOf('"results":[]') + '"results":['.length;
  return { head: json.slice(0, at), tail: json.slice(at) };
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
      const target = opts.path ?? join2(tmpdir(), "cowork-harness-results.json");
      await sweepStaleTemps(dirname(target));
      s.bodyPath = tempPathBeside(target, "body");
      s.fd = openSync(s.bodyPath, "wx+", 384);
    }
    return s;
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

export {
  defaultScenarioGlobs,
  findScenarioFiles,
  runGate,
  ResultsStream
};
