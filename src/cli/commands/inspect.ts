/**
 * `cowork-harness inspect <run-dir | run-id> [--output-format json]` (docs/reference.md#the-live-lane): a
 * kept run's digest — scenario, tier, result, duration, cost, and the files it left with a
 * preview of each JSON file's top level.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { resolveRunDir } from "../../gate/trace/load-source.js";
import { latestTurnDir } from "../../gate/trace/run-layout.js";
import { EXIT, HarnessError, UsageError } from "../../core/util/errors.js";
import { IrregularFileError, readRegularText } from "../../core/util/regular-file.js";

export const INSPECT_HELP = `Usage: cowork-harness inspect <run-dir | run-id> [--output-format json]

Prints a kept run's digest: scenario, tier, result, duration, cost and the files it left
(a JSON file with a preview of its top level). JSON mode prints the digest alone.

Exit codes: 0 shown; 2 usage error, not a run directory, or a run without result.json.
`;

const INSPECT_OPTIONS = { "output-format": { type: "string" }, help: { type: "boolean", short: "h" } } as const;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function preview(body: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(body);
    if (!isObj(v)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = Array.isArray(x) ? `[${x.length} items]` : isObj(x) ? "{…}" : x;
    return out;
  } catch {
    return undefined;
  }
}

/** Prints the digest of the kept run named. */
async function inspect({ positionals, format, io }: CommandContext<typeof INSPECT_OPTIONS>): Promise<number> {
  if (positionals.length !== 1) throw new UsageError("give one run directory or run id");
  const dir = resolveRunDir(positionals[0]!, io.cwd, io.env, (l) => io.stderr(`${l}\n`));
  if (!dir || !existsSync(join(dir, "turns")))
    throw new HarnessError(`${positionals[0]}: not a kept run directory (no turns/ in it)`);
  const turn = latestTurnDir(dir);
  let result: Record<string, unknown>;
  try {
    result = JSON.parse(readRegularText(join(turn ?? dir, "result.json"))) as Record<string, unknown>;
  } catch (e) {
    if (e instanceof IrregularFileError)
      throw new HarnessError(`${positionals[0]}: the run's result.json is ${e.code}: not read`);
    throw new HarnessError(
      `${positionals[0]}: the run has no readable result.json (it may still be running, or it failed before finishing: see status)`,
    );
  }
  const artifacts = Array.isArray(result.artifacts) ? (result.artifacts as Record<string, unknown>[]) : undefined;
  const digest = {
    scenario: result.scenario,
    fidelity: result.fidelity,
    result: result.result,
    ...(isObj(result.verdict) ? { verdict: result.verdict.pass ? "pass" : "fail" } : {}),
    durationMs: result.durationMs ?? null,
    ...(result.cost !== undefined ? { cost: result.cost } : {}),
    workDirAvailable: false,
    artifactsRecorded: artifacts !== undefined,
    artifacts: (artifacts ?? []).map((a) => {
      const p = typeof a.body === "string" && String(a.path).endsWith(".json") ? preview(a.body) : undefined;
      return { path: a.path, bytes: a.bytes, ...(p ? { preview: p } : {}) };
    }),
  };
  if (format === "json") {
    io.stdout(JSON.stringify(digest, null, 2) + "\n");
    return EXIT.ok;
  }
  const lines = [
    `${String(digest.scenario)} [${String(digest.fidelity)}] — ${String(digest.result)}${"verdict" in digest ? `, verdict ${String(digest.verdict)}` : ""}`,
  ];
  if (!artifacts) lines.push("artifacts: UNAVAILABLE (the run recorded no file manifest)");
  for (const a of digest.artifacts)
    lines.push(`  ${String(a.path)}  (${String(a.bytes)} B)${a.preview ? `  ${JSON.stringify(a.preview)}` : ""}`);
  io.stdout(lines.join("\n") + "\n");
  return EXIT.ok;
}

export const command = defineCommand({ name: "inspect", help: INSPECT_HELP, options: INSPECT_OPTIONS, run: inspect });
