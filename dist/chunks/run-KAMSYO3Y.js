#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LIVE_RUN_OPTIONS,
  SpendTracker,
  budgetPreflight,
  liveRunSetup,
  parseBudget,
  scenarioInputs
} from "./chunk-3HDCSVPQ.js";
import {
  costOfResult,
  diverged,
  formatRepeatRollup,
  parseRepeatFlags,
  rollupOfRuns
} from "./chunk-SOMGFLWN.js";
import "./chunk-RQMJCNMA.js";
import "./chunk-JWLYSE52.js";
import "./chunk-F2JWUSOY.js";
import "./chunk-NTSIXA63.js";
import "./chunk-OJI2JBUT.js";
import {
  cassettePathFor,
  recordScenario
} from "./chunk-4QRCVX6S.js";
import "./chunk-MC6SNHAQ.js";
import "./chunk-2YN6NHCG.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-6NVNSL5Q.js";
import "./chunk-M4M45Q44.js";
import "./chunk-7BOIZFLR.js";
import "./chunk-237DY7TX.js";
import {
  LIVE_DECIDER_HELP
} from "./chunk-UQL5F74J.js";
import "./chunk-CWVNJ7PG.js";
import "./chunk-J3VIEK5B.js";
import "./chunk-BRRGV6H7.js";
import "./chunk-JO7JSSWO.js";
import "./chunk-BF4ACLAL.js";
import "./chunk-FLDOQDHE.js";
import "./chunk-ZTQZXA3R.js";
import {
  ALLOW_HELP
} from "./chunk-T67GQNVP.js";
import "./chunk-7VBCITV6.js";
import "./chunk-WHYR2ZAU.js";
import "./chunk-QUGB427A.js";
import {
  DEFAULT_MAX_TIMEOUT_MS
} from "./chunk-4UATW7ZC.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import {
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
  HarnessError,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/run.ts
import { relative, resolve } from "node:path";
var RUN_HELP = `Usage: cowork-harness run <scenario.yaml | dir/> [options]

Runs the scenario live against the real agent and judges the run, live-only assertions included.
Writes nothing. A directory runs every *.yaml / *.yml under it, in order.
Options:
  --model-script FILE       answer from a scripted model on loopback (no token needed)
  --timeout-ms N            kill the agent after N ms, whatever the scenario's timeout_ms says
  --max-timeout-ms N        the most a scenario's timeout_ms may ask (default ${DEFAULT_MAX_TIMEOUT_MS}; also the
                            bound when it asks nothing): a larger value is cut to N, with a notice
  --agent PATH              the agent binary (default: the pinned @anthropic-ai/claude-code)
  --baselines DIR           desktop-*.json baselines
  --repeat N                run each scenario N times (2-100) and report its pass rate
  --min-pass-rate X         the pass rate (0-1) a repeated scenario must reach (default 1; needs --repeat)
  --stop-on-diverge         stop a scenario's repeats once it has both passed and failed (needs --repeat)
  --max-budget-usd X        refuse before any run when the planned runs may cost more than X US dollars
                            (each scenario's worst cost so far, from the kept runs of --run-dir /
                            COWORK_HARNESS_RUNS_DIR or the cassette beside it, times its runs); with
                            --repeat, also stop the runs left once the finished ones reported X
                            (total_cost_usd; a run that reports none turns this off, with a warning)
  --allow-budget-stop       a scenario whose repeats the budget stopped passes on the runs it made
                            (needs --repeat and --max-budget-usd)
  --run-dir DIR             keep each run's evidence (events, stderr, egress log, status, result) under
                            DIR/<scenario>/<run id>/ for trace, inspect and status
                            (default: COWORK_HARNESS_RUNS_DIR, else not kept)
  --allow-outside-paths     let the session name paths outside the repository (your own machine only)
  --output-format text|json
${LIVE_DECIDER_HELP}${ALLOW_HELP}
Exit codes: 0 every run passed (with --repeat: every scenario reached its pass rate); 1 a run failed,
or a repeated scenario fell short or stopped early (the budget too, without --allow-budget-stop);
2 usage error, an invalid scenario, session or model script, a run that could not be made, or
--max-budget-usd refused before any run; 3 the agent image lacks a family the scenario's
requires_capabilities lists (refused before the agent starts).
`;
var RUN_OPTIONS = {
  ...LIVE_RUN_OPTIONS,
  repeat: { type: "string" },
  "min-pass-rate": { type: "string" },
  "stop-on-diverge": { type: "boolean" },
  "max-budget-usd": { type: "string" },
  "allow-budget-stop": { type: "boolean" }
};
function runLine(r, label) {
  const counts = r.toolCounts ?? {};
  const tools = Object.values(counts).reduce((a, b) => a + b, 0);
  const passed = r.assertions.filter((a) => a.pass).length;
  return `${r.verdict.pass ? "\u2713" : "\u2717"} ${label}${r.scenario} [${String(r.effectiveFidelity ?? r.fidelity).replace(/^replay:/, "")}] ${tools} tool call(s), ${passed}/${r.assertions.length} assertion(s) passed`;
}
async function plannedRuns(files, runs, io) {
  const out = [];
  for (const file of files) {
    try {
      const name = (await loadScenarioFile(file)).scenario.name;
      const cassettePath = await cassettePathFor(file, name, void 0).then(
        (c) => c.path,
        () => void 0
      );
      out.push({ name, file: relative(io.cwd, file) || file, runs, ...cassettePath ? { cassettePath } : {} });
    } catch {
    }
  }
  return out;
}
async function run({ values, positionals, format, io }) {
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0 ? "give a scenario file or a directory of them" : "give exactly one scenario file or directory"
    );
  const flags = parseRepeatFlags(values);
  const budget = parseBudget(values["max-budget-usd"]);
  if (flags.allowBudgetStop && budget === void 0)
    throw new UsageError("--allow-budget-stop requires --max-budget-usd (run)");
  const files = scenarioInputs(resolve(io.cwd, positionals[0]), positionals[0]);
  if (budget !== void 0) {
    const refused = await budgetPreflight(
      budget,
      await plannedRuns(files, flags.repeat ?? 1, io),
      io,
      values["run-dir"]
    );
    if (refused !== void 0) throw new HarnessError(refused, EXIT.usage);
  }
  const { common, live } = await liveRunSetup(values, io, "run", files.length);
  const spend = budget !== void 0 && flags.repeat !== void 0 ? new SpendTracker(budget, (l) => io.stderr(`warning: ${l}
`)) : void 0;
  const results = [];
  const rollups = [];
  let worst = EXIT.ok;
  for (const [i, file] of files.entries()) {
    const shownFile = relative(io.cwd, file) || file;
    const label = files.length > 1 ? `[${i + 1}/${files.length}] ` : "";
    const times = flags.repeat ?? 1;
    const runs = [];
    let stopped;
    let errorCode = EXIT.usage;
    for (let rep = 0; rep < times; rep++) {
      if (spend?.reached()) {
        stopped = { reason: "budget", message: spend.stopMessage() };
        break;
      }
      const repLabel = flags.repeat ? `${label}(${rep + 1}/${times}) ` : label;
      try {
        const o = await recordScenario({ ...common, scenarioPath: file, format: "v12", write: false });
        for (const a of o.annotations) io.stderr(formatAnnotation(a, io.env));
        const { cassette: _unwritten, ...rest } = o.result;
        results.push({ ...rest, scenarioFile: shownFile });
        runs.push(o.result);
        spend?.add(costOfResult(o.result), `run ${rep + 1} of ${o.result.scenario}`);
        if (format === "text") io.stdout([runLine(o.result, repLabel), ...failureLines(o.result)].join("\n") + "\n");
        if (!flags.repeat) worst = Math.max(worst, o.result.exitCode);
      } catch (e) {
        if (e instanceof UsageError) throw e;
        io.stderr(errorLine("run", fileErrorMessage(shownFile, file, e), io.cwd));
        if (!flags.repeat) {
          worst = Math.max(worst, e instanceof HarnessError ? e.exitCode : EXIT.usage);
          break;
        }
        stopped = { reason: "error", message: e instanceof Error ? e.message.split("\n")[0] : String(e) };
        errorCode = e instanceof HarnessError && e.exitCode === EXIT.boundary ? EXIT.boundary : EXIT.usage;
        break;
      }
      if (flags.stopOnDiverge && diverged(runs) && rep < times - 1) {
        stopped = { reason: "diverged" };
        break;
      }
    }
    if (flags.repeat) {
      const name = runs[0]?.scenario ?? shownFile;
      const rollup = rollupOfRuns(name, times, runs, flags.minPassRate, stopped, {
        allowBudgetStop: flags.allowBudgetStop
      });
      rollups.push(rollup);
      for (const l of formatRepeatRollup(rollup)) io.stderr(`${l}
`);
      if (!rollup.pass) worst = Math.max(worst, stopped?.reason === "error" ? errorCode : EXIT.fail);
    }
  }
  await live.close();
  if (format === "json") {
    const ok = worst === EXIT.ok;
    io.stdout(JSON.stringify({ ...envelope("run", ok, results), ...flags.repeat ? { rollups } : {} }) + "\n");
  }
  return worst;
}
var command = defineCommand({ name: "run", help: RUN_HELP, options: RUN_OPTIONS, run });
export {
  command
};
