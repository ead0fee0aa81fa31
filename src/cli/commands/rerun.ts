/**
 * `cowork-harness rerun <cassette|dir>...` (issue 15): re-run each cassette with the real agent,
 * the model answered from the turns the cassette recorded, and judge the live run. Nothing is
 * written unless --write (and then only a passing re-run replaces its cassette).
 */
import { relative, resolve } from "node:path";
import { positiveInt } from "../args.js";
import { defineCommand, type CommandContext } from "../command.js";
import { findCassettes } from "../../core/cassette/find.js";
import { envelope } from "../../gate/report/envelope.js";
import { rerunMany, DEFAULT_RERUN_CONCURRENCY } from "../../live/rerun/run-many.js";
import { DEFAULT_RERUN_TIMEOUT_MS } from "../../live/rerun/rerun-cassette.js";
import { rerunLines } from "../../live/rerun/render.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import { RUNS_DIR_ENV } from "../../gate/trace/run-layout.js";
import { parseMs } from "../../core/settings/run-bounds.js";

const RERUN_HELP = `Usage: cowork-harness rerun <cassette|dir>... [options]

Re-runs each cassette with the real agent at the tier record uses for its scenario, answering the
model from the turns the cassette recorded (main thread and sub-agents, tool_use ids kept), so the
skill's scripts really run against today's files. Judges the frozen assertions (or the scenario
file's assert: block, by the reassert rules) on the live run and prints, per cassette,
"re-run with recorded model turns: N/M assertions pass", the first tool result that differs from
the recording (its position, tool and id, both sizes and sha256 digests, and the trace commands that
show both texts: never the text) and the artifacts added, removed or changed. When the agent asks for a
turn the recording never served, the run stops: "diverged at turn N: expected …, got …".
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
cannot be re-run here (recorded agent version or tier — the protocol tier is not a sandbox —, events
without the model turns) and none failed.
`;

const RERUN_OPTIONS = {
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
  help: { type: "boolean", short: "h" },
} as const;

/** Re-runs every cassette found and prints each outcome as it ends. */
async function rerun({ values, positionals, format, io }: CommandContext<typeof RERUN_OPTIONS>): Promise<number> {
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
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(maxTimeoutMs !== undefined ? { maxTimeoutMs } : {}),
      ...(values["allow-protocol-tier"] === true ? { allowProtocolTier: true } : {}),
      ...(concurrency !== undefined ? { concurrency } : {}),
      ...(values.agent ? { agentBinary: resolve(io.cwd, values.agent) } : {}),
      env: values["run-dir"] ? { ...io.env, [RUNS_DIR_ENV]: resolve(io.cwd, values["run-dir"]) } : io.env,
      log: (l) => io.stderr(`${l}\n`),
      ...(values["allow-outside-paths"] === true ? { allowOutsidePaths: true } : {}),
    },
    (o) => {
      if (format === "text")
        io.stdout(rerunLines(relative(io.cwd, o.cassette), o.summary, o.result?.scenario).join("\n") + "\n");
    },
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
          outcomes.map((o) => ({ cassette: relative(io.cwd, o.cassette), ...o.summary })),
        ),
      ) + "\n",
    );
  }
  return code;
}

export const command = defineCommand({ name: "rerun", help: RERUN_HELP, options: RERUN_OPTIONS, run: rerun });
