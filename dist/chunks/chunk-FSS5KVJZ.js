#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lintSkillTree
} from "./chunk-ULREPPUD.js";
import {
  SkillTree,
  baseOf
} from "./chunk-O6O575PB.js";
import {
  cassetteGlobsOf,
  computeCoverage,
  defaultScenarioGlobs,
  scenariosAmong
} from "./chunk-2FKU5IYL.js";
import {
  DEFAULT_CASSETTE_GLOB,
  discoverFiles
} from "./chunk-HMPLMIHZ.js";
import {
  loadReportSources
} from "./chunk-NGPZCNEC.js";
import {
  resultsFile
} from "./chunk-6UZLGMOU.js";
import {
  shardOf
} from "./chunk-7CPNN7IP.js";
import {
  lintScenarioText
} from "./chunk-VMKO3L33.js";
import {
  REPO_ALLOW_FILE
} from "./chunk-T67GQNVP.js";
import {
  countsLine,
  renderSemanticDiffMarkdown,
  semanticDiff,
  semanticallySame,
  verdictWord
} from "./chunk-WHYR2ZAU.js";
import {
  scanCassette
} from "./chunk-4AKH4TGB.js";
import {
  envSecretValues,
  maskSecretsDeep
} from "./chunk-BC4CWRGE.js";
import {
  describeItem,
  planReassert
} from "./chunk-SLATU2ZP.js";
import {
  mapLimit
} from "./chunk-KSUA6UZS.js";
import {
  sweepStaleTemps,
  tempPathBeside
} from "./chunk-MJN26BLH.js";
import {
  buildGateReport,
  withCoverage,
  withSkillLint
} from "./chunk-63JXL4FW.js";
import {
  errorResult,
  prepareCassette,
  replayLoaded
} from "./chunk-6OGUKABV.js";
import {
  openRegularFile,
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  loadCassetteFile,
  parseCassetteText
} from "./chunk-QM645DRD.js";
import {
  FingerprintRun,
  gitClient,
  runMemo,
  withFingerprintRun
} from "./chunk-2JGKRYKG.js";
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
  return lintScenarioText(text, scenarioPath).filter((f) => f.severity !== "INFO").map((f) => ({
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
import { createHash } from "node:crypto";
import { closeSync, fstatSync, readSync } from "node:fs";
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
  const listing = await git.raw(["ls-tree", "-r", "-z", "--full-tree", sha]);
  const blobs = /* @__PURE__ */ new Map();
  for (const entry of listing.split("\0")) {
    const tab = entry.indexOf("	");
    const [, type, id] = entry.slice(0, tab).split(" ");
    if (tab > 0 && type === "blob" && id !== void 0) blobs.set(entry.slice(tab + 1), id);
  }
  const files = new Set(blobs.keys());
  const base = sha;
  return {
    ref,
    sha,
    top,
    files,
    blob: (path) => blobs.get(path),
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
function blobIdOf(path, like) {
  let fd;
  try {
    fd = openRegularFile(path);
  } catch {
    return void 0;
  }
  try {
    const size = fstatSync(fd).size;
    const hash = createHash(like.length === 64 ? "sha256" : "sha1").update(`blob ${size}\0`);
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (let n = readSync(fd, chunk); n > 0; n = readSync(fd, chunk)) hash.update(chunk.subarray(0, n));
    return hash.digest("hex");
  } catch {
    return void 0;
  } finally {
    closeSync(fd);
  }
}

// src/gate/check/coverage-step.ts
import { resolve } from "node:path";
async function openGateBase(opts, root, env) {
  if (opts.base === void 0 || opts.base === "") return {};
  const opened = await openBaseView(root, opts.base, env ?? process.env, opts.log);
  return "problem" in opened ? { problem: `${opened.problem}; unrecorded scenarios warn instead of failing` } : { view: opened };
}
async function gateCoverage(opts, root, cassettes, recorded, base, changes) {
  const globs = opts.scenarioGlobs && opts.scenarioGlobs.length > 0 ? [...opts.scenarioGlobs] : await defaultScenarioGlobs(root, opts.targets);
  const found = await discoverFiles(root, [...globs, DEFAULT_CASSETTE_GLOB]);
  const scenarios = scenariosAmong(root, found);
  const checked = new Set(cassettes.map((c) => resolve(c)));
  const others = found.filter((rel) => rel.endsWith(".cassette.json")).map((rel) => resolve(root, rel)).filter((abs) => !checked.has(abs));
  return computeCoverage({
    root,
    scenarioFiles: scenarios.files,
    scenarioNames: scenarios.names,
    otherCassettes: others,
    recorded,
    cassettes,
    cassetteGlobs: cassetteGlobsOf(root, opts.targets, DEFAULT_CASSETTE_GLOB),
    ...base.view ? { base: base.view } : {},
    ...base.problem !== void 0 ? { baseProblem: base.problem } : {},
    changes,
    ...opts.shard ? { owns: (p) => shardOf(p, opts.shard.count) === opts.shard.index } : {}
  });
}

// src/gate/coverage/changes.ts
import { isAbsolute, relative, sep } from "node:path";
async function changesSinceBase(base, cassettes) {
  const out = [];
  for (const abs of cassettes) {
    const rel = relative(base.top, abs);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
      out.push(void 0);
      continue;
    }
    const id = base.blob(rel.split(sep).join("/"));
    if (id === void 0) out.push("added");
    else out.push(blobIdOf(abs, id) === id ? void 0 : "re-recorded");
  }
  return out;
}

// src/gate/check/behaviour-step.ts
import { relative as relative2, sep as sep2 } from "node:path";
var BEHAVIOUR_DIFF_MAX_BYTES = 32 * 1024 * 1024;
var PER_CASSETTE_BYTES = 6e3;
var TOTAL_BYTES = 4e4;
var RERECORD_SUBJECT = /^(Re-record \d+ stale cassettes?|Record \d+ unrecorded scenarios?)\b/;
async function lastCommitOf(base, path, env) {
  try {
    const out = await gitClient(base.top, env).raw(["log", "-1", "--format=%h %s", `${base.sha}..HEAD`, "--", path]);
    return out.trim() || void 0;
  } catch {
    return void 0;
  }
}
async function attachBehaviourDiffs(changed, base, root, env) {
  let spent = 0;
  for (const c of changed) {
    if (c.change !== "re-recorded") continue;
    const abs = `${root}${sep2}${c.cassette.split("/").join(sep2)}`;
    const rel = relative2(base.top, abs).split(sep2).join("/");
    const commit = await lastCommitOf(base, rel, env);
    if (commit !== void 0 && RERECORD_SUBJECT.test(commit.slice(commit.indexOf(" ") + 1)))
      c.byRerecordJob = commit.slice(0, commit.indexOf(" "));
    const text = await base.read(rel, BEHAVIOUR_DIFF_MAX_BYTES);
    if (text === void 0) {
      c.behaviour = { line: `the base's version is too large to diff here: cowork-harness diff --semantic` };
      continue;
    }
    try {
      const before = parseCassetteText(text, `${base.ref}:${rel}`).cassette;
      const after = (await loadCassetteFile(abs)).cassette;
      const d = semanticDiff(before, after);
      if (semanticallySame(d)) {
        c.behaviour = { line: "the same behaviour as on the base (only the file's text changed)" };
        continue;
      }
      const budget = Math.min(PER_CASSETTE_BYTES, TOTAL_BYTES - spent);
      const markdown = budget > 500 ? renderSemanticDiffMarkdown(d, { budgetBytes: budget, mermaid: false }) : void 0;
      spent += markdown?.length ?? 0;
      const verdict = d.verdict.before === d.verdict.after ? "" : `verdict ${verdictWord(d.verdict.before)} \u2192 ${verdictWord(d.verdict.after)}; `;
      const line = `${verdict}tool calls ${countsLine(d)}`;
      c.behaviour = { line, ...markdown !== void 0 ? { markdown } : {}, diff: d };
    } catch (e) {
      c.behaviour = { line: `no behaviour diff: ${oneLine(e).slice(0, 200)}` };
    }
  }
}

// src/gate/check/base-gate.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative as relative3, sep as sep3 } from "node:path";
var failing = (r) => r.gateFailing || r.status === "fail" || r.status === "error";
function deltaOf(base, head, content) {
  if (base === void 0) return "added";
  if (failing(head) && !failing(base)) return "newly-failing";
  if (!failing(head) && failing(base)) return "fixed";
  if (head.status === "stale" && base.status !== "stale") return "newly-stale";
  return content === "re-recorded" ? "re-recorded" : "unchanged";
}
async function judgeOnBase(base, cassettes, check, failOn) {
  const inBase = cassettes.map((abs, i) => ({ i, rel: relative3(base.top, abs).split(sep3).join("/") })).filter(({ rel }) => !rel.startsWith("../") && base.files.has(rel));
  const out = /* @__PURE__ */ new Map();
  if (inBase.length === 0) return out;
  const git = gitClient(base.top, check.env ?? process.env);
  const parent = mkdtempSync(join(tmpdir(), "cowork-base-"));
  const tree = join(parent, "base");
  try {
    await git.raw(["worktree", "add", "--detach", "--quiet", tree, base.sha]);
    const files = inBase.map(({ rel }) => join(tree, ...rel.split("/")));
    const { digestCache: _cache, observe: _observe, ...opts } = check;
    const run = await runCheck(files, { ...opts, reassert: check.reassert });
    const report = buildGateReport(
      run.outcomes.map((o) => o.result),
      { failOn: [...failOn], root: tree }
    );
    report.rows.forEach((row, k) => out.set(inBase[k].i, { status: row.status, gateFailing: row.gateFailing }));
  } finally {
    await git.raw(["worktree", "remove", "--force", tree]).catch(() => void 0);
    rmSync(parent, { recursive: true, force: true });
    await git.raw(["worktree", "prune"]).catch(() => void 0);
  }
  return out;
}

// src/gate/check/skill-lint-step.ts
import { realpathSync } from "node:fs";
import { join as join2 } from "node:path";
var SKILL_FILES = /* @__PURE__ */ new Set(["SKILL.md", "hooks.json"]);
async function changedSkillFiles(base, env) {
  const listed = await gitClient(base.top, env).raw(["ls-files", "-z", "--", "*SKILL.md", "*hooks.json"]);
  return listed.split("\0").filter((rel) => rel !== "" && SKILL_FILES.has(baseOf(rel))).filter((rel) => {
    const id = base.blob(rel);
    return id === void 0 || blobIdOf(join2(base.top, rel), id) !== id;
  }).sort();
}
async function skillLintStep(base, env) {
  const changed = await changedSkillFiles(base, env);
  if (changed.length === 0) return [];
  const tree = new SkillTree(realpathSync(base.top));
  const { findings } = lintSkillTree(tree, changed, (rel) => rel);
  return findings.flatMap(
    (f) => f.severity === "INFO" || f.ruleId === "not-found" ? [] : [
      {
        file: f.file,
        ...f.line !== null ? { line: f.line } : {},
        ruleId: f.ruleId,
        severity: f.severity,
        message: f.message,
        fix: f.fix
      }
    ]
  );
}

// src/gate/check/run-gate.ts
function gatePolicy(mode, failOn) {
  return mode === "verify" ? failOn.filter((f) => f !== "assertions") : [...failOn];
}
async function runGate(files, opts) {
  const rerun = opts.check.mode === "verify" ? void 0 : opts.rerun;
  const base = opts.coverage ? await openGateBase(opts.coverage, opts.root, opts.check.env) : {};
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
  const changes = base.view ? await changesSinceBase(base.view, files) : [];
  if (rerun) {
    const changed = new Set(changes.flatMap((c, i) => c !== void 0 ? [i] : []));
    await rerun(results, changed);
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
    base,
    changes
  ) : void 0;
  if (coverage && base.view && coverage.changed.length > 0)
    await attachBehaviourDiffs(coverage.changed, base.view, opts.root, opts.check.env ?? process.env);
  if (base.view) {
    const onBase = await judgeOnBase(base.view, files, opts.check, gatePolicy(opts.check.mode, opts.failOn));
    built.rows.forEach((row, i) => {
      row.change = deltaOf(onBase.get(i), row, changes[i]);
    });
  }
  const skillFindings = base.view ? await skillLintStep(base.view, opts.check.env ?? process.env) : void 0;
  const report = withSkillLint(withCoverage(built, coverage), skillFindings);
  return { report, ok: report.conclusion !== "failure", results };
}

// src/gate/check/results-stream.ts
import { closeSync as closeSync2, fsyncSync, openSync, readSync as readSync2, rmSync as rmSync2, writeSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { StringDecoder } from "node:string_decoder";
import { dirname, join as join3 } from "node:path";
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
  for (const k of [
    "error",
    "staleness",
    "findings",
    "reassert",
    "rerun",
    "unchecked",
    "skippedAssertions",
    "mutation"
  ]) {
    if (r[k] !== void 0) out[k] = r[k];
  }
  return out;
}
function envelopeParts(shard, ok, extras) {
  const json = JSON.stringify(resultsFile([], ok, shard, extras.changes, extras.coverage, extras.skillLint));
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
      const target = opts.path ?? join3(tmpdir2(), "cowork-harness-results.json");
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
  /** Writes the envelope with `ok` (and the changes against the base): the results file (atomically) and/or stdout. */
  async finish(ok, extras = {}) {
    if (this.closed) return;
    this.closed = true;
    if (this.fd === void 0 || this.bodyPath === void 0) return;
    if (this.pending.size > 0) {
      await this.abort();
      throw new Error(`results stream: ${this.pending.size} result(s) never followed their predecessors`);
    }
    const body = this.fd;
    this.fd = void 0;
    const { head, tail } = envelopeParts(this.opts.shard, ok, maskSecretsDeep(extras, this.secrets));
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
        const n = readSync2(body, chunk, 0, chunk.length, pos);
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
        closeSync2(outFd);
        outFd = void 0;
        await rename(out, this.opts.path);
      }
    } catch (e) {
      if (outFd !== void 0) closeSync2(outFd);
      if (out !== void 0) await rm(out, { force: true });
      throw e;
    } finally {
      closeSync2(body);
      rmSync2(this.bodyPath, { force: true });
    }
  }
  /** Drops the temp files (a run that stopped before its envelope). */
  async abort() {
    this.closed = true;
    if (this.fd !== void 0) closeSync2(this.fd);
    this.fd = void 0;
    if (this.bodyPath !== void 0) await rm(this.bodyPath, { force: true });
  }
};

export {
  runGate,
  ResultsStream
};
