/**
 * `cowork-harness scaffold <run-dir | run-id> [--out FILE] [--force]`: a starter scenario from a kept
 * live run (docs/cli-reference.md#kept-runs).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { HarnessError, UsageError } from "../../core/util/errors.js";
import { writeFileAtomic } from "../../core/util/atomic-write.js";
import { resolveRunDir } from "../../gate/trace/load-source.js";
import { openForScaffold, scaffoldYaml } from "../../gate/runs/scaffold.js";

const HELP = `Usage: cowork-harness scaffold <run-dir | run-id> [--out FILE] [--force]

Writes a starter scenario from a run kept with --run-dir: its name, tier and prompt, one scripted
answer per question the run answered (when_question: the question, regex-escaped; choose: what was
delivered), and assertions the run bears out (result, dispatch_count_max, file_exists per file it
delivered). A draft to review, not a test: the header says so, and marks a run that did not finish.
A cassette is not a run: record one with --run-dir to scaffold from it.

Options:
  --out FILE    write the YAML to FILE (atomically) instead of stdout
  --force       let --out replace an existing file
  --output-format text|json  only changes how an error is reported
  -h, --help    show this help

Exit codes: 0 written, 2 usage error, not a kept run, or --out exists without --force.
`;

const OPTIONS = {
  out: { type: "string" },
  force: { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

async function run({ values, positionals, io }: CommandContext<typeof OPTIONS>): Promise<number> {
  if (positionals.length !== 1) throw new UsageError("usage: scaffold <run-dir | run-id> [--out FILE]");
  const target = positionals[0]!;
  const dir = resolveRunDir(target, io.cwd, io.env, (l) => io.stderr(`${l}\n`));
  if (!dir)
    throw new HarnessError(`${target}: a file, not a kept run (a cassette is not a run: record with --run-dir)`);
  const yaml = scaffoldYaml(openForScaffold(dir, target));
  if (values.out === undefined) {
    io.stdout(yaml);
    return 0;
  }
  const out = resolve(io.cwd, values.out);
  if (existsSync(out) && values.force !== true)
    throw new UsageError(`${values.out} exists: pass --force to replace it, or choose another --out`);
  await writeFileAtomic(out, yaml);
  io.stderr(`✓ scaffolded scenario → ${values.out}\n`);
  return 0;
}

export const command = defineCommand({ name: "scaffold", help: HELP, options: OPTIONS, errors: "json-usage", run });
