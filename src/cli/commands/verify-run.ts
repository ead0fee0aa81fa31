/**
 * `cowork-harness verify-run <run-dir | run-id> <scenario.yaml> [--output-format text|json]`: a
 * scenario's assertions judged against a kept live run, token-free (docs/cli-reference.md#kept-runs).
 */
import { defineCommand, type CommandContext } from "../command.js";
import { UsageError } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { resolveRunDir } from "../../gate/trace/load-source.js";
import { verifyRun, type VerifyRunOutcome } from "../../gate/runs/verify-run.js";

const HELP = `Usage: cowork-harness verify-run <run-dir | run-id> <scenario.yaml> [--output-format text|json]

Judges the scenario's assert: block against a run kept with --run-dir, with no agent and no token:
the run's recording is replayed with the assertions on disk, so a wrong assertion is fixed without
running the agent again. An assertion replay cannot judge (files in the run's work dir, live egress)
keeps the live run's verdict while it is unchanged; a new or edited one cannot be verified here.

Refused (exit 2, "can't verify ⇒ not green"): not a kept run, several turns, a run that did not
finish (partial, no result), a replay's or a chat's result, a scenario whose prompt, answers or
other recording-shaping fields changed since the run, an assertion only a live run can judge.

Options:
  --output-format text|json  text (default, on stderr) or the JSON envelope on stdout
  -h, --help                 show this help

Exit codes: 0 every assertion passes, 1 one fails, 2 usage error or the run cannot be verified.
`;

const OPTIONS = { "output-format": { type: "string" }, help: { type: "boolean", short: "h" } } as const;

function text(o: VerifyRunOutcome): string {
  const lines = o.assertions.map((a) => {
    const where = a.line !== undefined ? ` (line ${a.line})` : "";
    const how = a.judged === "live" ? " [as judged live]" : "";
    const why = a.message ?? a.evidence;
    return `${a.pass ? "✓" : "✗"} ${Object.keys(a.assertion).join("+") || "(assertion)"}${where}${how}${why ? ` — ${why}` : ""}`;
  });
  for (const s of o.signals) lines.push(`${s.severity === "fail" ? "✗" : "·"} ${s.code}: ${s.message}`);
  for (const u of o.unverifiable)
    lines.push(`✗ ${u}: only a live run can judge it (can't verify ⇒ not green) — run the scenario again`);
  const failed = o.assertions.filter((a) => !a.pass).length;
  const n = o.assertions.length;
  lines.push(
    o.unverifiable.length > 0
      ? `✗ verify-run: ${o.unverifiable.length} assertion(s) cannot be verified from the kept run`
      : o.pass
        ? `✓ verify-run: all ${n} assertion(s) pass (no live agent)`
        : `✗ verify-run: ${failed}/${n} assertion(s) failed`,
  );
  return `${lines.join("\n")}\n`;
}

async function run({ positionals, format, io }: CommandContext<typeof OPTIONS>): Promise<number> {
  if (positionals.length !== 2) throw new UsageError("usage: verify-run <run-dir | run-id> <scenario.yaml>");
  const [target, scenario] = positionals as [string, string];
  const dir = resolveRunDir(target, io.cwd, io.env, (l) => io.stderr(`${l}\n`)) ?? target;
  const o = await verifyRun({ runDir: dir, scenario, cwd: io.cwd, env: io.env });
  for (const a of o.annotations) if (a.level === "warning") io.stderr(`warning: ${a.message}\n`);
  if (format === "json")
    io.stdout(
      `${JSON.stringify({
        tool: TOOL_NAME,
        version: TOOL_VERSION,
        command: "verify-run",
        ok: o.pass,
        pass: o.pass,
        assertions: o.assertions.map((a) => ({
          assertion: a.assertion,
          pass: a.pass,
          message: a.message ?? a.evidence ?? null,
          line: a.line ?? null,
          judged: a.judged,
        })),
        signals: o.signals,
        unverifiable: o.unverifiable,
        error: null,
      })}\n`,
    );
  else io.stderr(text(o));
  return o.exitCode;
}

export const command = defineCommand({ name: "verify-run", help: HELP, options: OPTIONS, errors: "json-usage", run });
