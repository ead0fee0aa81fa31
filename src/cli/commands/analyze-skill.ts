/**
 * `cowork-harness analyze-skill <skill-dir|SKILL.md>... [--strict] [--output-format text|json]`: a
 * skill scanned statically, with no agent and no token, for /sessions paths handed to file tools
 * and for write-backs its artifacts lose (docs/cli-reference.md#analyze-skill). Exit 1 on an ERROR
 * (or a WARN with --strict; INFO never fails), 2 on usage or a target or SKILL.md it cannot read.
 */
import { defineCommand, type CommandContext } from "../command.js";
import { UsageError } from "../../core/util/errors.js";
import { analyzeExitCode, analyzeJson, analyzeText } from "../../gate/analyze-skill/format.js";
import { analyzeSkillPaths } from "../../gate/analyze-skill/run.js";

const USAGE = "usage: analyze-skill <skill-dir|SKILL.md>... [--strict] [--output-format text|json]";

const HELP = `Usage: cowork-harness analyze-skill <skill-dir|SKILL.md>... [options]

Scans a skill, with no agent and no token, for what a recording shows too late:
  sessions-path-to-file-tool         a /sessions/... path given to Read, Write or Edit (a Read(...)
                                     directive, a file_path, a line naming the tool), in SKILL.md,
                                     references/*.md or a script: on the host-loop tier the file
                                     tools run on the host, where /sessions does not exist
  sessions-path-as-output            a /sessions/... path given as an output path, or to a sub-agent
                                     to write to (it writes with its file tools)
  sessions-path-in-file-instruction  prose telling the agent to write or read a file there (WARN)
  artifact-write-back-lost           an HTML page or script of the skill that loses what the user
                                     changes: edits kept only in memory or in localStorage with no
                                     export, a form that submits nowhere, a write request to a
                                     relative URL, a script writing its result only to /tmp
  artifact-write-back-suspect        the same, when it may be by design (WARN)
  artifact-not-analysed              an asset too large, not UTF-8 or not parsable (WARN)
  path-checks-ignored                SKILL.md carries <!-- analyze-skill: ignore --> (INFO)

A folder is its SKILL.md, or, with none, every skill below it (a plugin). Shell fences (bash, sh)
run in the VM and are never flagged, nor is a line that says not to do it. Files are named from the
repository that holds them.

Options:
  --strict                   a WARN fails too (exit 1); INFO never does
  --output-format text|json  text (default) or the JSON envelope
  -h, --help                 show this help

Exit codes: 0 no ERROR (no WARN with --strict), 1 an ERROR (or a WARN with --strict), 2 usage error,
a target that is not a skill, or a SKILL.md that cannot be read.
`;

const OPTIONS = {
  strict: { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

async function analyzeSkill({ values, positionals, format, io }: CommandContext<typeof OPTIONS>): Promise<number> {
  if (positionals.length === 0) throw new UsageError(USAGE);
  const report = analyzeSkillPaths(positionals, io.cwd);
  const code = analyzeExitCode(report.findings, values.strict === true);
  io.stdout(format === "json" ? `${analyzeJson(report, code === 0)}\n` : analyzeText(report));
  return code;
}

export const command = defineCommand({
  name: "analyze-skill",
  help: HELP,
  options: OPTIONS,
  errors: "json-usage",
  run: analyzeSkill,
});
