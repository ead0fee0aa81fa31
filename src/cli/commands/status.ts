/**
 * `cowork-harness status <run-dir | run-id> [--output-format json]` (docs/reference.md#the-live-lane): is a
 * kept run still running, done, failed — or stale (its writer stopped refreshing it)?
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { resolveRunDir } from "../../gate/trace/load-source.js";
import { RUN_FILES } from "../../gate/trace/run-layout.js";
import { isStale, statusLine, type RunStatus } from "../../live/run-dir/status.js";
import { EXIT, HarnessError, UsageError } from "../../core/util/errors.js";
import { IrregularFileError, readRegularText } from "../../core/util/regular-file.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";

export const STATUS_HELP = `Usage: cowork-harness status <run-dir | run-id> [--output-format json]

Prints a kept run's state from its status.json: running, done, error, or probably-dead (stale:
still "running" but not refreshed for COWORK_HARNESS_STATUS_STALE_MS, default 15000).

Exit codes: 0 running, or done with a passing verdict; 1 no status.json, malformed, the run ended
in error, or it finished with a failed verdict; 2 usage error or no such run; 3 stale.
`;

const STATUS_OPTIONS = { "output-format": { type: "string" }, help: { type: "boolean", short: "h" } } as const;

/** Prints the state of the kept run named; the exit code says it too. */
async function status({ positionals, format, io }: CommandContext<typeof STATUS_OPTIONS>): Promise<number> {
  if (positionals.length !== 1) throw new UsageError("give one run directory or run id");
  const literal = resolve(io.cwd, positionals[0]!);
  const dir = existsSync(join(literal, RUN_FILES.status))
    ? literal
    : resolveRunDir(positionals[0]!, io.cwd, io.env, (l) => io.stderr(`${l}\n`));
  if (!dir) throw new UsageError(`${positionals[0]}: not a run directory`);
  let status: RunStatus;
  try {
    status = JSON.parse(readRegularText(join(dir, RUN_FILES.status))) as RunStatus;
    if (typeof status.state !== "string") throw new Error("no state");
  } catch (e) {
    const why = e instanceof IrregularFileError ? ` (status.json is ${e.code})` : "";
    throw new HarnessError(`${positionals[0]}: no readable status.json in the run directory${why}`, EXIT.fail);
  }
  const stale = isStale(status, Date.now(), io.env);
  if (format === "json")
    io.stdout(
      JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "status",
        ok: status.state !== "error" && status.verdict !== "fail" && !stale,
        stale,
        ...status,
      }) + "\n",
    );
  else io.stderr(statusLine(status, stale) + "\n");
  return stale
    ? EXIT.unverifiable
    : status.state === "error" || (status.state === "done" && status.verdict === "fail")
      ? EXIT.fail
      : EXIT.ok;
}

export const command = defineCommand({ name: "status", help: STATUS_HELP, options: STATUS_OPTIONS, run: status });
