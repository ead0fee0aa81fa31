#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  OWN_SKILL_RULE_IDS,
  lintSkillPaths
} from "./chunk-ULREPPUD.js";
import "./chunk-O6O575PB.js";
import {
  SEVERITY_ORDER
} from "./chunk-IXQNGYAG.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/gate/lint-skill/format.ts
var MARK = { ERROR: "\u2717", WARN: "\u26A0", INFO: "\u2139" };
var tag = (ruleId) => OWN_SKILL_RULE_IDS.includes(ruleId) ? `[${ruleId} \xB7 ours]` : `[${ruleId}]`;
function skillLintText(findings, files) {
  const count = `${files} skill file${files === 1 ? "" : "s"}`;
  if (findings.length === 0) return `\u2713 ${count} clean \u2014 no lint-skill findings.
`;
  const rank = (f) => SEVERITY_ORDER.indexOf(f.severity);
  const sorted = [...findings].sort(
    (a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : rank(a) - rank(b) || (a.line ?? 0) - (b.line ?? 0)
  );
  const blocks = sorted.map((f) => {
    const where = f.line === null ? f.file : `${f.file}:${f.line}`;
    return `${MARK[f.severity]} ${f.severity} ${tag(f.ruleId)} ${where}
    ${f.message}
    fix: ${f.fix}
`;
  });
  const n = (s) => findings.filter((f) => f.severity === s).length;
  return `${blocks.join("")}
${n("ERROR")} error(s), ${n("WARN")} warning(s), ${n("INFO")} info across ${count}.
`;
}
function skillLintJson(findings, ok) {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "lint-skill",
    ok,
    findings: findings.map((f) => ({
      severity: f.severity,
      rule: f.ruleId,
      message: f.message,
      fix: f.fix,
      file: f.file,
      line: f.line
    })),
    error: null
  });
}
function skillLintExitCode(findings, strict) {
  if (findings.some((f) => f.ruleId === "not-found")) return 2;
  return findings.some((f) => f.severity === "ERROR" || strict && f.severity === "WARN") ? 1 : 0;
}

// src/cli/commands/lint-skill.ts
var USAGE = "usage: lint-skill <SKILL.md|skill-dir|hooks.json>... [--strict] [--output-format text|json]";
var HELP = `Usage: cowork-harness lint-skill <SKILL.md|skill-dir|hooks.json>... [options]

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
var OPTIONS = {
  strict: { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function lintSkill({ values, positionals, format, io }) {
  if (positionals.length === 0) throw new UsageError(USAGE);
  const { findings, files } = lintSkillPaths(positionals, io.cwd);
  const code = skillLintExitCode(findings, values.strict === true);
  io.stdout(format === "json" ? `${skillLintJson(findings, code === 0)}
` : skillLintText(findings, files));
  return code;
}
var command = defineCommand({
  name: "lint-skill",
  help: HELP,
  options: OPTIONS,
  errors: "json-usage",
  run: lintSkill
});
export {
  command
};
