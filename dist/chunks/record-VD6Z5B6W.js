#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  probeAgent,
  probeContainer
} from "./chunk-VVHIM5S3.js";
import {
  lintTargets
} from "./chunk-B2X2H3R4.js";
import {
  LIVE_RUN_OPTIONS,
  SpendTracker,
  budgetPreflight,
  liveRunSetup,
  parseBudget,
  scenarioInputs
} from "./chunk-3HDCSVPQ.js";
import {
  costOfResult
} from "./chunk-SOMGFLWN.js";
import "./chunk-RQMJCNMA.js";
import "./chunk-JWLYSE52.js";
import "./chunk-F2JWUSOY.js";
import "./chunk-NTSIXA63.js";
import {
  parseCassetteFormat
} from "./chunk-OJI2JBUT.js";
import {
  assertScenarioFileContained,
  assertSessionContained,
  cassettePathFor,
  recordScenario,
  recordTier
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
  LIVE_DECIDER_OPTIONS
} from "./chunk-UQL5F74J.js";
import "./chunk-CWVNJ7PG.js";
import "./chunk-J3VIEK5B.js";
import "./chunk-BRRGV6H7.js";
import "./chunk-JO7JSSWO.js";
import "./chunk-BF4ACLAL.js";
import "./chunk-FLDOQDHE.js";
import "./chunk-ZTQZXA3R.js";
import "./chunk-VMKO3L33.js";
import "./chunk-IXQNGYAG.js";
import {
  ALLOW_HELP,
  ALLOW_OPTIONS
} from "./chunk-T67GQNVP.js";
import "./chunk-7VBCITV6.js";
import "./chunk-WHYR2ZAU.js";
import "./chunk-QUGB427A.js";
import {
  DEFAULT_MAX_TIMEOUT_MS
} from "./chunk-4UATW7ZC.js";
import {
  loadModelScript
} from "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import {
  cassetteLine,
  failureLines
} from "./chunk-3GYRHNHV.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import {
  errorLine,
  fileErrorMessage
} from "./chunk-BSBFBB7E.js";
import {
  formatAnnotation
} from "./chunk-BOJSWXDQ.js";
import "./chunk-LFV2YVHF.js";
import {
  envelope
} from "./chunk-KU72ARQB.js";
import {
  mapLimit
} from "./chunk-KSUA6UZS.js";
import "./chunk-MJN26BLH.js";
import "./chunk-J4BNBE4G.js";
import "./chunk-63JXL4FW.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-ODM7TWBF.js";
import "./chunk-6OGUKABV.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import "./chunk-JUH6HIAL.js";
import "./chunk-J5CYBANO.js";
import "./chunk-NT77EBXM.js";
import "./chunk-CGZME2NM.js";
import {
  loadScenarioFile
} from "./chunk-2HFCXRSU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-GUYHYWBR.js";
import "./chunk-BVER6YVT.js";
import {
  loadSessionFile
} from "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import {
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
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
  UsageError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/record.ts
import { relative as relative3, resolve as resolve2 } from "node:path";

// src/live/record/batch.ts
import { relative } from "node:path";
var MAX_RECORD_CONCURRENCY = 8;
function parseConcurrency(raw) {
  if (raw === void 0) return 1;
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(n) || n < 1 || n > MAX_RECORD_CONCURRENCY)
    throw new UsageError(`--concurrency must be an integer from 1 to ${MAX_RECORD_CONCURRENCY} (got "${raw}")`);
  return n;
}
async function planBatch(files, out) {
  return Promise.all(
    files.map(async (file) => {
      try {
        const name = (await loadScenarioFile(file)).scenario.name;
        try {
          return { file, name, cassettePath: (await cassettePathFor(file, name, out)).path };
        } catch {
          return { file, name };
        }
      } catch {
        return { file };
      }
    })
  );
}
function duplicateCassettes(items, cwd) {
  const shown = (p) => relative(cwd, p) || p;
  const first = /* @__PURE__ */ new Map();
  const clashes = [];
  for (const it of items) {
    if (it.cassettePath === void 0) continue;
    const earlier = first.get(it.cassettePath);
    if (earlier === void 0) first.set(it.cassettePath, it.file);
    else if (earlier === it.file)
      clashes.push(`${shown(it.file)} is named twice (it would write ${shown(it.cassettePath)} twice)`);
    else clashes.push(`${shown(earlier)} and ${shown(it.file)} would both write ${shown(it.cassettePath)}`);
  }
  if (clashes.length === 0) return void 0;
  return `${clashes.join("; ")} \u2014 give each scenario its own name (the cassette is <name>.cassette.json), or record them separately; nothing was recorded`;
}
var InOrder = class {
  constructor(emit) {
    this.emit = emit;
  }
  emit;
  done = /* @__PURE__ */ new Map();
  next = 0;
  finish(index, value) {
    this.done.set(index, value);
    while (this.done.has(this.next)) {
      const v = this.done.get(this.next);
      this.done.delete(this.next);
      this.emit(v, this.next);
      this.next++;
    }
  }
};

// src/live/doctor/readiness.ts
import { existsSync } from "node:fs";
import { dirname, relative as relative2, resolve } from "node:path";
var agentText = (a) => `${a.path}${a.version ? ` (${a.version})` : ""}`;
async function recordReadiness(files, opts) {
  const agent = probeAgent(opts);
  let container;
  const out = [];
  for (const file of files) {
    out.push(await scenarioReadiness(file, opts, agent, () => container ??= probeContainer(opts.env)));
  }
  return out;
}
async function scenarioReadiness(file, opts, agent, container) {
  const shown = (p) => relative2(opts.cwd, p) || p;
  const r = { file: shown(file), ready: false, problems: [], notes: [] };
  const problem = (e) => void r.problems.push(oneLine(e).split(`${opts.cwd}/`).join(""));
  let loaded;
  try {
    loaded = await loadScenarioFile(file);
  } catch (e) {
    problem(e);
    return r;
  }
  const scenario = loaded.scenario;
  r.scenario = scenario.name;
  const at = (key) => `${r.file}${loaded.keyLines[key] !== void 0 ? `:${loaded.keyLines[key]}` : ""}`;
  try {
    r.tier = recordTier(scenario.fidelity);
  } catch (e) {
    r.problems.push(`${at("fidelity")}: ${oneLine(e)}`);
  }
  const repoRoot = repositoryRootOf(file);
  const ctx = { repoRoot, display: shown };
  if (scenario.session !== "(inline)") {
    const sessionPath = resolve(dirname(file), scenario.session);
    try {
      if (opts.allowOutsidePaths !== true) assertScenarioFileContained(file, "session", sessionPath, ctx);
      const session = await loadSessionFile(sessionPath);
      if (opts.allowOutsidePaths !== true) assertSessionContained(session.path, session.resolved, ctx);
    } catch (e) {
      problem(e);
    }
  }
  const named = loaded.modelScript;
  const script = opts.modelScript ?? (named ? resolve(dirname(file), named.path) : void 0);
  if (script !== void 0) {
    try {
      if (named && opts.modelScript === void 0 && opts.allowOutsidePaths !== true)
        assertScenarioFileContained(file, "model script", script, ctx, named.line);
      await loadModelScript(script);
      r.model = `scripted: ${shown(script)} (no token needed)`;
    } catch (e) {
      problem(e);
    }
  } else if ((opts.env.ANTHROPIC_API_KEY ?? "").trim() !== "") {
    r.model = "the real API (ANTHROPIC_API_KEY set)";
  } else {
    r.problems.push(
      `${r.file}: no model to run against \u2014 name a model script in the scenario ("# cowork-harness model_script: FILE"), pass --model-script FILE, or set ANTHROPIC_API_KEY for the real API`
    );
  }
  try {
    const { findings } = await lintTargets([file]);
    for (const f of findings.filter((x) => x.severity === "ERROR"))
      r.problems.push(
        `${shown(resolve(f.file))}${f.line !== null ? `:${f.line}` : ""}: ${f.message} [lint ${f.ruleId}]`
      );
    const warnings = findings.filter((x) => x.severity !== "ERROR").length;
    if (warnings > 0) r.notes.push(`lint: ${warnings} warning(s) or note(s) \u2014 cowork-harness lint ${r.file}`);
  } catch (e) {
    problem(e);
  }
  if ("error" in agent) r.problems.push(agent.error);
  else r.agent = agentText(agent);
  if (r.tier === "container") {
    const c = await container();
    if (c.runtime && "missing" in c.runtime)
      r.problems.push(
        `the container tier needs docker or podman \u2014 ${c.runtime.missing} (set COWORK_CONTAINER_RUNTIME, or record at fidelity: protocol)`
      );
    else if (c.image && "error" in c.image) r.problems.push(`${c.image.error} \u2014 ${c.image.remedy}`);
  }
  try {
    const { path } = await cassettePathFor(file, scenario.name, opts.out);
    r.cassette = shown(path);
    r.overwrites = existsSync(path);
  } catch (e) {
    problem(e);
  }
  r.ready = r.problems.length === 0;
  return r;
}
function readinessText(items) {
  const lines = [];
  for (const r of items) {
    const what = r.scenario !== void 0 ? ` "${r.scenario}"` : "";
    lines.push(
      r.ready ? `\u2713 ${r.file}: ready to record${what} at the ${r.tier} tier` : `\u2717 ${r.file}: not ready to record${what}${r.tier ? ` (${r.tier} tier)` : ""}`
    );
    if (r.agent) lines.push(`    agent     ${r.agent}`);
    if (r.model) lines.push(`    model     ${r.model}`);
    if (r.cassette)
      lines.push(`    cassette  ${r.cassette} ${r.overwrites ? "(exists: a passing run replaces it)" : "(new)"}`);
    for (const p of r.problems) lines.push(`    \u2717 ${p}`);
    for (const n of r.notes) lines.push(`    \xB7 ${n}`);
  }
  const ready = items.filter((r) => r.ready).length;
  lines.push(`dry run: ${ready} of ${items.length} scenario(s) ready to record \u2014 no agent started, nothing written`);
  return lines.join("\n") + "\n";
}

// src/cli/commands/record.ts
var RECORD_HELP = `Usage: cowork-harness record <scenario.yaml | dir/>... [options]
       cowork-harness run <scenario.yaml> [options]

Runs the scenario live against the real agent and (record) writes its cassette. A directory records
every *.yaml / *.yml under it; the scenarios are reported in the order given.
Options:
  --out FILE|DIR            where the cassette goes (default: beside the scenario); with several
                            scenarios, a directory (end it with /)
  --model-script FILE       answer from a scripted model on loopback (no token needed)
  --format v12|v9           cassette format (default v12)
  --allow-failing           write the cassette even when the live verdict fails
  --concurrency N           record up to N scenarios at once (1-${MAX_RECORD_CONCURRENCY}, default 1); two scenarios that
                            would write the same cassette are refused before any starts
  --dry-run                 say whether each scenario would record here (it loads and lints, its tier,
                            the agent binary, a model script or a token, the container runtime and
                            image, where its cassette goes and whether it replaces one) and start
                            nothing; refused with the flags that only act on a run (--run-dir only
                            reads kept runs here, for --max-budget-usd)
  --max-budget-usd X        refuse before recording when the scenarios may cost more than X US
                            dollars (each one's worst cost so far, from the kept runs of --run-dir /
                            COWORK_HARNESS_RUNS_DIR or its cassette); at --concurrency 1, also leave
                            the scenarios after the ones whose reported cost reached X unrecorded
  --timeout-ms N            kill the agent after N ms, whatever the scenario's timeout_ms says
  --max-timeout-ms N        the most a scenario's timeout_ms may ask (default ${DEFAULT_MAX_TIMEOUT_MS}; also the
                            bound when it asks nothing): a larger value is cut to N, with a notice
  --agent PATH              the agent binary (default: the pinned @anthropic-ai/claude-code)
  --baselines DIR           desktop-*.json baselines for the fingerprint
  --allow-outside-paths     let the session name paths outside the repository (your own machine only)
  --output-format text|json
  --run-dir DIR             keep the run's evidence (events, stderr, egress log, status, result) under
                            DIR/<scenario>/<run id>/ for trace, inspect and status
                            (default: COWORK_HARNESS_RUNS_DIR, else not kept)
${LIVE_DECIDER_HELP}${ALLOW_HELP}
                                   a cassette with a privacy finding they do not clear is not
                                   written (exit 1), as the gate would fail it

The agent retries a failing model API by itself: CLAUDE_CODE_MAX_RETRIES sets how often (default 2
against a scripted model, the agent's own default against the real API); a run the API cut short
is a typed error and is never written, even with --allow-failing.

Exit codes: 0 pass (and written; --dry-run: every scenario ready); 1 the live verdict failed, the agent
sent what a model-script turn's expect does not match, or the agent timed out, crashed or ended without
a result (nothing written), --max-budget-usd refused or stopped it, or (--dry-run) a scenario is not
ready; 2 usage error or an invalid scenario, session or model script (or one with no turn left), or
two scenarios writing one cassette; 3 the agent image lacks a family the scenario's
requires_capabilities lists (refused before the agent starts). A batch exits with its worst code.
`;
var RECORD_OPTIONS = {
  ...LIVE_RUN_OPTIONS,
  out: { type: "string" },
  format: { type: "string" },
  "allow-failing": { type: "boolean" },
  concurrency: { type: "string" },
  "dry-run": { type: "boolean" },
  "max-budget-usd": { type: "string" }
};
var RUN_ONLY_FLAGS = [
  "allow-failing",
  "concurrency",
  "timeout-ms",
  "max-timeout-ms",
  ...Object.keys(LIVE_DECIDER_OPTIONS),
  ...Object.keys(ALLOW_OPTIONS)
];
async function dryRun(values, files, format, io, out) {
  const given = [...RUN_ONLY_FLAGS, ...values["max-budget-usd"] === void 0 ? ["run-dir"] : []].filter(
    (k) => values[k] !== void 0
  );
  if (given.length > 0)
    throw new UsageError(
      `--dry-run starts no run, so --${given.join(", --")} ${given.length === 1 ? "has" : "have"} nothing to act on \u2014 drop ${given.length === 1 ? "it" : "them"}, or drop --dry-run`
    );
  const at = (k) => values[k] ? resolve2(io.cwd, values[k]) : void 0;
  const modelScript = at("model-script");
  const agent = at("agent");
  const items = await recordReadiness(files, {
    env: io.env,
    cwd: io.cwd,
    ...out !== void 0 ? { out } : {},
    ...modelScript ? { modelScript } : {},
    ...agent ? { agent } : {},
    ...values["allow-outside-paths"] === true ? { allowOutsidePaths: true } : {}
  });
  const dup = duplicateCassettes(await planBatch(files, out), io.cwd);
  if (dup !== void 0) throw new UsageError(dup);
  let budget = {};
  const cap = parseBudget(values["max-budget-usd"]);
  if (cap !== void 0) {
    const plans = items.flatMap(
      (r) => r.scenario !== void 0 ? [
        {
          name: r.scenario,
          file: r.file,
          runs: 1,
          ...r.cassette !== void 0 ? { cassettePath: resolve2(io.cwd, r.cassette) } : {}
        }
      ] : []
    );
    const refused = await budgetPreflight(cap, plans, io, values["run-dir"]);
    budget = refused !== void 0 ? { refused } : {};
  }
  const ready = items.every((r) => r.ready) && budget.refused === void 0;
  if (format === "json")
    io.stdout(
      JSON.stringify({
        ...envelope("record", ready, items),
        dryRun: true,
        ...budget.refused ? { budget: { refused: budget.refused } } : {}
      }) + "\n"
    );
  else io.stdout(readinessText(items) + (budget.refused ? `\u2717 ${budget.refused}
` : ""));
  return ready ? EXIT.ok : EXIT.fail;
}
async function record({ values, positionals, format, io }) {
  if (positionals.length === 0) throw new UsageError("give a scenario file or a directory of them");
  const files = positionals.flatMap((p) => scenarioInputs(resolve2(io.cwd, p), p));
  if (files.length > 1 && values.out && !values.out.endsWith("/")) {
    throw new UsageError("with several scenarios, --out must be a directory (end it with /)");
  }
  const out = values.out ? resolve2(io.cwd, values.out) + (values.out.endsWith("/") ? "/" : "") : void 0;
  const concurrency = parseConcurrency(values.concurrency);
  const cap = parseBudget(values["max-budget-usd"]);
  if (values["dry-run"] === true) return dryRun(values, files, format, io, out);
  if (concurrency > 1 && values["decider-cmd"] !== void 0)
    throw new UsageError("--decider-cmd answers one run at a time: drop --concurrency, or answer with --decider-llm");
  const plan = await planBatch(files, out);
  const dup = duplicateCassettes(plan, io.cwd);
  if (dup !== void 0) throw new UsageError(dup);
  if (cap !== void 0) {
    const plans = plan.flatMap(
      (p) => p.name !== void 0 ? [
        {
          name: p.name,
          file: relative3(io.cwd, p.file) || p.file,
          runs: 1,
          ...p.cassettePath ? { cassettePath: p.cassettePath } : {}
        }
      ] : []
    );
    const refused = await budgetPreflight(cap, plans, io, values["run-dir"]);
    if (refused !== void 0) throw new HarnessError(refused, EXIT.fail);
    if (concurrency > 1 && files.length > 1)
      io.stderr(
        `notice: --max-budget-usd at --concurrency ${concurrency}: the estimate above is the cap (a running total cannot stop runs already under way)
`
      );
  }
  const { common, live } = await liveRunSetup(values, io, "record", files.length);
  const flagged = Object.keys(ALLOW_OPTIONS).filter((k) => Array.isArray(values[k]));
  if (flagged.length > 0) {
    io.stderr(
      `note: --${flagged.join(", --")} cover this record only; the gate (check, the Action) reads .cowork-allow-patterns \u2014 add there what the committed cassette needs, or check will fail on it
`
    );
  }
  const spend = cap !== void 0 && concurrency === 1 ? new SpendTracker(cap, (l) => io.stderr(`warning: ${l}
`)) : void 0;
  const results = [];
  const skipped = [];
  let worst = EXIT.ok;
  const printer = new InOrder((r) => {
    if (r.stderr) io.stderr(r.stderr);
    if (r.stdout) io.stdout(r.stdout);
    if (r.result) results.push(r.result);
    worst = Math.max(worst, r.code);
  });
  let usageError;
  await mapLimit(files, concurrency, async (file, i) => {
    const scenario = relative3(io.cwd, file) || file;
    if (usageError) return printer.finish(i, { stdout: "", stderr: "", code: EXIT.usage });
    if (spend?.reached()) {
      const message = `${scenario}: not recorded \u2014 ${spend.stopMessage()}`;
      skipped.push({ scenarioFile: scenario, reason: "budget", message });
      return printer.finish(i, { stdout: "", stderr: errorLine("record", message, io.cwd), code: EXIT.fail });
    }
    const prefix = concurrency > 1 && files.length > 1 ? `[${scenario}] ` : "";
    try {
      const o = await recordScenario({
        ...common,
        ...prefix ? { log: (l) => io.stderr(`${prefix}${l}
`) } : {},
        scenarioPath: file,
        ...out !== void 0 ? { out } : {},
        format: parseCassetteFormat(values.format ?? "v12"),
        allowFailing: values["allow-failing"] === true,
        write: true
      });
      spend?.add(costOfResult(o.result), `the run of ${o.result.scenario}`);
      let stderr = "";
      for (const f of o.privacy)
        stderr += `\u2717 ${relative3(io.cwd, o.cassettePath)}: [${f.cls}] ${f.where} \u2014 ${f.sample}
`;
      for (const a of o.annotations) stderr += formatAnnotation(a, io.env);
      const shown = { ...o.result, cassette: relative3(io.cwd, o.cassettePath) };
      let stdout = "";
      if (format === "text") {
        stdout += [cassetteLine(shown, { writes: true }), ...failureLines(shown)].join("\n") + "\n";
        stdout += o.written ? `  wrote ${shown.cassette}
` : o.privacy.length > 0 ? `  not written: ${o.privacy.length} privacy finding(s) the gate would fail on (listed on stderr) \u2014 remove them from the run, or allow them with --allow* / .cowork-allow-patterns
` : `  not written: the live verdict failed (pass --allow-failing to keep it)
`;
      }
      const code = Math.max(o.result.exitCode, o.privacy.length > 0 ? EXIT.fail : EXIT.ok);
      printer.finish(i, { stdout, stderr, result: shown, code });
    } catch (e) {
      if (e instanceof UsageError) {
        usageError ??= e;
        return printer.finish(i, { stdout: "", stderr: "", code: EXIT.usage });
      }
      const stderr = errorLine("record", fileErrorMessage(scenario, file, e), io.cwd);
      printer.finish(i, { stdout: "", stderr, code: e instanceof HarnessError ? e.exitCode : EXIT.usage });
    }
  });
  await live.close();
  if (usageError) throw usageError;
  if (format === "json")
    io.stdout(
      JSON.stringify({
        ...envelope("record", worst === EXIT.ok, results),
        ...skipped.length > 0 ? { skipped } : {}
      }) + "\n"
    );
  return worst;
}
var command = defineCommand({ name: "record", help: RECORD_HELP, options: RECORD_OPTIONS, run: record });
export {
  command
};
