#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DEFAULT_RERUN_CONCURRENCY,
  DEFAULT_RERUN_TIMEOUT_MS,
  rerunMany
} from "./chunk-UJLWJJAA.js";
import "./chunk-OJI2JBUT.js";
import "./chunk-4QRCVX6S.js";
import "./chunk-MC6SNHAQ.js";
import "./chunk-2YN6NHCG.js";
import "./chunk-W6BAPU3A.js";
import "./chunk-6NVNSL5Q.js";
import "./chunk-M4M45Q44.js";
import "./chunk-7BOIZFLR.js";
import "./chunk-237DY7TX.js";
import "./chunk-UQL5F74J.js";
import "./chunk-CWVNJ7PG.js";
import "./chunk-J3VIEK5B.js";
import "./chunk-BRRGV6H7.js";
import "./chunk-JO7JSSWO.js";
import "./chunk-BF4ACLAL.js";
import "./chunk-FLDOQDHE.js";
import "./chunk-ZTQZXA3R.js";
import "./chunk-7VBCITV6.js";
import {
  parseMs
} from "./chunk-4UATW7ZC.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import "./chunk-BC4CWRGE.js";
import {
  findCassettes
} from "./chunk-3SKFLIWN.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import {
  positiveInt
} from "./chunk-BSBFBB7E.js";
import "./chunk-SLATU2ZP.js";
import {
  envelope
} from "./chunk-KU72ARQB.js";
import "./chunk-KSUA6UZS.js";
import "./chunk-MJN26BLH.js";
import {
  RERUN_MESSAGE_MAX,
  artifactNames,
  clipText,
  seeLocally,
  toolResultLine
} from "./chunk-EXVKMGPI.js";
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

// src/cli/commands/rerun.ts
import { relative, resolve } from "node:path";

// src/live/rerun/render.ts
function rerunHeadline(s) {
  const message = s.message === void 0 ? void 0 : clipText(s.message, RERUN_MESSAGE_MAX);
  if (s.status === "cannot" || s.status === "diverged") return message ?? s.status;
  const line = `re-run with recorded model turns: ${s.passed}/${s.total} assertions pass`;
  return message ? `${line} \u2014 ${message}` : line;
}
function artifactLine(s) {
  const a = s.artifacts;
  const parts = [
    a.added.length ? `added ${artifactNames(a.added)}` : "",
    a.removed.length ? `removed ${artifactNames(a.removed)}` : "",
    a.changed.length ? `changed ${artifactNames(a.changed)}` : ""
  ].filter((p) => p !== "");
  return parts.length ? `artifacts: ${parts.join("; ")}` : void 0;
}
function failingLine(a) {
  const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
  const evidence = a.evidence ? ` (evidence: ${clipText(a.evidence, RERUN_MESSAGE_MAX)})` : "";
  return `    \u2717 ${clipText(key, 120)}: ${clipText(a.message ?? "failed", RERUN_MESSAGE_MAX)}${evidence}`;
}
function rerunLines(name, s, scenario = "") {
  const mark = s.status === "passed" ? "\u2713" : s.status === "cannot" ? "!" : "\u2717";
  const lines = [`${mark} ${name} \u2014 ${rerunHeadline(s)}`, ...s.failing.map(failingLine)];
  const d = s.toolResults[0];
  if (d) {
    lines.push(`    first differing ${toolResultLine(d)}`);
    if (s.toolResults.length > 1)
      lines.push(
        `    +${s.toolResults.length - 1} more differing tool result(s): ${s.toolResults.slice(1, 6).map((x) => `${x.index} (${x.tool}, ${x.toolUseId})`).join(", ")}`
      );
    lines.push(`    ${seeLocally(name, scenario, d.toolUseId)}`);
  }
  const art = artifactLine(s);
  if (art) lines.push(`    ${art}`);
  if (s.written) lines.push(`    wrote the re-run cassette`);
  return lines;
}

// src/cli/commands/rerun.ts
var RERUN_HELP = `Usage: cowork-harness rerun <cassette|dir>... [options]

Re-runs each cassette with the real agent at the tier record uses for its scenario, answering the
model from the turns the cassette recorded (main thread and sub-agents, tool_use ids kept), so the
skill's scripts really run against today's files. Judges the frozen assertions (or the scenario
file's assert: block, by the reassert rules) on the live run and prints, per cassette,
"re-run with recorded model turns: N/M assertions pass", the first tool result that differs from
the recording (its position, tool and id, both sizes and sha256 digests, and the trace commands that
show both texts: never the text) and the artifacts added, removed or changed. When the agent asks for a
turn the recording never served, the run stops: "diverged at turn N: expected \u2026, got \u2026".
A directory contributes its own *.cassette.json files.

Options:
  --write                  replace each cassette whose re-run passes (atomically), stamped
                           authoring.modelTurns: "replayed-from:<old sha256>", fresh fingerprints
  --no-reassert            judge the frozen assertions even when the scenario file's differ
  --timeout-ms N           bound each agent run at N ms (default: the scenario's timeout_ms, cut at
                           --max-timeout-ms, else --max-timeout-ms)
  --max-timeout-ms N       the most a scenario's timeout_ms may ask (default ${DEFAULT_RERUN_TIMEOUT_MS}): a larger value is
                           cut to N, with a notice at its line
  --allow-protocol-tier    re-run a cassette recorded (or scenario written) at fidelity: protocol on
                           this machine, outside any sandbox (your own machine only: without it,
                           only the container tier runs, as the gate does)
  --concurrency N          agents run at once (default ${DEFAULT_RERUN_CONCURRENCY})
  --agent PATH             the agent binary (default: the pinned @anthropic-ai/claude-code)
  --allow-outside-paths    let sessions name paths outside the repository (your own machine only)
  --output-format text|json
  --run-dir DIR            keep each live run's evidence under DIR (default: COWORK_HARNESS_RUNS_DIR)
  -h, --help

Exit codes: 0 every re-run passed; 1 a re-run failed or diverged; 2 usage error; 3 a cassette
cannot be re-run here (recorded agent version or tier \u2014 the protocol tier is not a sandbox \u2014, events
without the model turns) and none failed.
`;
var RERUN_OPTIONS = {
  write: { type: "boolean" },
  "no-reassert": { type: "boolean" },
  "timeout-ms": { type: "string" },
  "max-timeout-ms": { type: "string" },
  "allow-protocol-tier": { type: "boolean" },
  concurrency: { type: "string" },
  agent: { type: "string" },
  "allow-outside-paths": { type: "boolean" },
  "output-format": { type: "string" },
  "run-dir": { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function rerun({ values, positionals, format, io }) {
  if (positionals.length === 0) throw new UsageError("give a cassette file or directory");
  const timeoutMs = positiveInt("timeout-ms", values["timeout-ms"]);
  const maxTimeoutMs = parseMs(values["max-timeout-ms"], "--max-timeout-ms");
  const concurrency = positiveInt("concurrency", values.concurrency);
  const files = await findCassettes(positionals.map((p) => resolve(io.cwd, p)));
  if (files.length === 0) throw new UsageError(`no *.cassette.json found in ${positionals.join(", ")}`);
  const outcomes = await rerunMany(
    files,
    {
      reassert: !values["no-reassert"],
      write: values.write === true,
      ...timeoutMs !== void 0 ? { timeoutMs } : {},
      ...maxTimeoutMs !== void 0 ? { maxTimeoutMs } : {},
      ...values["allow-protocol-tier"] === true ? { allowProtocolTier: true } : {},
      ...concurrency !== void 0 ? { concurrency } : {},
      ...values.agent ? { agentBinary: resolve(io.cwd, values.agent) } : {},
      env: values["run-dir"] ? { ...io.env, [RUNS_DIR_ENV]: resolve(io.cwd, values["run-dir"]) } : io.env,
      log: (l) => io.stderr(`${l}
`),
      ...values["allow-outside-paths"] === true ? { allowOutsidePaths: true } : {}
    },
    (o) => {
      if (format === "text")
        io.stdout(rerunLines(relative(io.cwd, o.cassette), o.summary, o.result?.scenario).join("\n") + "\n");
    }
  );
  const failed = outcomes.some((o) => o.summary.status === "failed" || o.summary.status === "diverged");
  const cannot = outcomes.some((o) => o.summary.status === "cannot");
  const code = failed ? EXIT.fail : cannot ? EXIT.unverifiable : EXIT.ok;
  if (format === "json") {
    io.stdout(
      JSON.stringify(
        envelope(
          "rerun",
          code === EXIT.ok,
          outcomes.map((o) => ({ cassette: relative(io.cwd, o.cassette), ...o.summary }))
        )
      ) + "\n"
    );
  }
  return code;
}
var command = defineCommand({ name: "rerun", help: RERUN_HELP, options: RERUN_OPTIONS, run: rerun });
export {
  command
};
