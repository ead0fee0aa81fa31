/**
 * `cowork-harness lint-skill <SKILL.md|skill-dir|hooks.json>... [--strict] [--output-format
 * text|json]`: a skill's own files checked statically (docs/cli-reference.md#lint-skill). Exit 1 on
 * an ERROR (or a WARN with --strict; INFO never fails), 2 on usage or a path that does not exist.
 */
import { defineCommand, type CommandContext } from "../command.js";
import { UsageError } from "../../core/util/errors.js";
import { skillLintExitCode, skillLintJson, skillLintText } from "../../gate/lint-skill/format.js";
import { lintSkillPaths } from "../../gate/lint-skill/run.js";

const USAGE = "usage: lint-skill <SKILL.md|skill-dir|hooks.json>... [--strict] [--output-format text|json]";

const HELP = `Usage: cowork-harness lint-skill <SKILL.md|skill-dir|hooks.json>... [options]

Checks a skill's own files, with no agent and no token, for what breaks it in a Cowork session:
  plugin-root-in-vm-bash    \${CLAUDE_PLUGIN_ROOT} in bash the agent runs in the session's VM,
                            where it is unset (a block that finds the plugin under /sessions at run
                            time is INFO plugin-root-guarded; one that finds another skill is WARN
                            guard-pattern-mismatch)
  hook-host-side-write      a hook command that exports a variable or writes into /tmp: on the host
  hook-event-unknown        a hooks.json event the agent does not know (or wrongly capitalised)
  hooks-json-misplaced      a hooks.json outside a hooks/ folder, which the agent never reads
  hook-event-not-served     a real event whose hooks run but no assertion reads (INFO)
  subagent-type-*           a pinned subagent_type the skill's plugin does not define
  skill-corpus-*            SKILL.md + references/ past (or near) the 512 KiB the evidence holds

A folder is its SKILL.md and every hooks.json below it; a .json file is hooks alone; any other
file is that markdown and every hooks.json below its folder. The gate runs the same rules on every
SKILL.md and hooks.json a pull request changes (fail-on: skill-lint makes them fail it).

Options:
  --strict                   a WARN fails too (exit 1); INFO never does
  --output-format text|json  text (default) or the JSON envelope
  -h, --help                 show this help

Exit codes: 0 no ERROR (no WARN with --strict), 1 an ERROR (or a WARN with --strict), 2 usage error
or a path that does not exist.
`;

const OPTIONS = {
  strict: { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

async function lintSkill({ values, positionals, format, io }: CommandContext<typeof OPTIONS>): Promise<number> {
  if (positionals.length === 0) throw new UsageError(USAGE);
  const { findings, files } = lintSkillPaths(positionals, io.cwd);
  const code = skillLintExitCode(findings, values.strict === true);
  io.stdout(format === "json" ? `${skillLintJson(findings, code === 0)}\n` : skillLintText(findings, files));
  return code;
}

export const command = defineCommand({
  name: "lint-skill",
  help: HELP,
  options: OPTIONS,
  errors: "json-usage",
  run: lintSkill,
});
