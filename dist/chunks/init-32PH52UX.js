#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  modelScriptDirective
} from "./chunk-BLIPJPYU.js";
import "./chunk-KPSQMKHF.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/init.ts
import { relative, resolve } from "node:path";

// src/live/init/scaffold.ts
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

// src/live/init/templates.ts
var SKILL = "word-count";
var ROOT = "cowork";
var SCENARIO_PATH = `${ROOT}/scenarios/${SKILL}.yaml`;
var CASSETTE_PATH = `${ROOT}/scenarios/${SKILL}.cassette.json`;
var STAGED_PLUGIN = `mnt/.local-plugins/marketplaces/local-desktop-app-uploads/${SKILL}`;
var ACTION_REF = "cowork-harness/cowork-harness@v1";
var NOTES = "Ship the release on Friday.\nWrite the changelog first.\nAsk Dana to review the docs.\n";
var NOTES_COUNTS = { lines: 3, words: 15, characters: 84 };
var PLUGIN_JSON = `${JSON.stringify(
  {
    name: SKILL,
    version: "0.1.0",
    description: "Counts the lines, words and characters of a text file.",
    skills: "./skills"
  },
  null,
  2
)}
`;
var SKILL_MD = `---
name: ${SKILL}
description: Count the lines, words and characters of a text file the user gives, and write a short Markdown report.
---
# ${SKILL}

Use this skill when the user asks how long a text file is, or for its word count.

1. Run the bundled script on the file: \`node <this skill's dir>/scripts/count.mjs <file>\`.
   It prints one JSON object: \`{"lines": N, "words": N, "characters": N}\`.
2. Write the report to \`outputs/${SKILL}.md\`: a title naming the file, then one line each for
   \`Lines: N\`, \`Words: N\` and \`Characters: N\`.
3. Never modify the user's file.
`;
var COUNT_MJS = `#!/usr/bin/env node
// count.mjs <file>: prints {"lines": N, "words": N, "characters": N} for a UTF-8 text file.
import { readFileSync } from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node count.mjs <file>");
  process.exit(2);
}
const text = readFileSync(file, "utf8");
const lines = text === "" ? 0 : text.split("\\n").length - (text.endsWith("\\n") ? 1 : 0);
const words = text.split(/\\s+/).filter(Boolean).length;
console.log(JSON.stringify({ lines, words, characters: [...text].length }));
`;
var SESSION = `# What the user has set up in Cowork before the first prompt. Paths are relative to this file.
# Reference: the session keys in docs/reference (cowork-harness's docs).
permission_mode: default
permission_parity: strict          # tool calls that no scenario answer allows are denied
uploads:
  - ../data/notes.txt              # the agent sees mnt/uploads/notes.txt
plugins:
  local_plugins:
    - ../skills/${SKILL}           # staged at ${STAGED_PLUGIN}/
egress:
  unrestricted: false              # the agent's network is limited to the session's allowlist
`;
var SCENARIO = `# A skill test scaffolded by \`cowork-harness init\`.
# Record it (the model is scripted, so no token is needed), then commit the cassette:
#   cowork-harness record ${SCENARIO_PATH}     # writes ${CASSETTE_PATH}
# The next line is our extension: a comment, so the reference CLI reads this file too.
${modelScriptDirective(`../model-scripts/${SKILL}.yaml`)}
name: ${SKILL}
session: ../sessions/default.yaml
prompt: |
  How many words are in notes.txt in my uploads? Write a short report to outputs/${SKILL}.md.
answers:                           # how each permission gate is answered during record
  - when_tool: Bash
    allow_if: "command.includes('count.mjs')"
    else: deny
  - when_tool: Write
    decide: allow
assert:                            # judged live by record, and on every replay by the gate
  - result: success
  - skill_triggered: ${SKILL}
  - tool_no_error: Skill           # for the reference CLI, whose skill_triggered passes an errored Skill call
  - tool_called: Bash
  - tool_result_contains: '"words":${NOTES_COUNTS.words}'
  - file_exists: outputs/${SKILL}.md
  - artifact_text:
      artifact: outputs/${SKILL}.md
      contains: ["Words: ${NOTES_COUNTS.words}"]
  - transcript_contains: "${NOTES_COUNTS.words} words"
  - tool_not_called: WebFetch
`;
var MODEL_SCRIPT = `# The scripted model for scenarios/${SKILL}.yaml: one turn per request the agent makes.
# The agent, the skill and its script run for real; only the model's answers are scripted.
# \`expect\` checks what the agent sent back before the turn answers (the start of a tool result is safest).
turns:
  - respond:
      - tool_use: {name: Skill, input: {skill: "${SKILL}:${SKILL}"}}
  - respond:
      - tool_use:
          name: Bash
          input:
            command: "node ${STAGED_PLUGIN}/skills/${SKILL}/scripts/count.mjs mnt/uploads/notes.txt"
            description: "Count the words of notes.txt"
  - expect: {tool_result_contains: '"words":${NOTES_COUNTS.words}'}
    respond:
      - tool_use:
          name: Write
          input:
            file_path: mnt/outputs/${SKILL}.md
            content: |
              # notes.txt

              Lines: ${NOTES_COUNTS.lines}
              Words: ${NOTES_COUNTS.words}
              Characters: ${NOTES_COUNTS.characters}
  - expect: {tool_result_startswith: "File created successfully"}
    respond:
      - text: "notes.txt has ${NOTES_COUNTS.words} words on ${NOTES_COUNTS.lines} lines. The report is in outputs/${SKILL}.md."
`;
var GATE_WORKFLOW = `# Gate every pull request on the committed cassettes: replay them (no token, no model), check
# their assertions, and fail when a skill file changed since recording.
name: cowork
on:
  pull_request:
  push:
    branches: [main]
permissions:
  contents: read
  checks: write          # the check run with annotations
  pull-requests: write   # the sticky comment (read-only on fork PRs: the Action degrades to annotations)
jobs:
  gate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ${ACTION_REF}
        with:
          paths: ${ROOT}/**/*.cassette.json
`;
var RERECORD_WORKFLOW = `# Re-record stale cassettes every Monday and on demand, and open (or update) one pull request.
# Scenarios with a scripted model need no key; others need the secret ANTHROPIC_API_KEY. The PR
# needs Settings \u2192 Actions \u2192 General \u2192 "Allow GitHub Actions to create and approve pull requests".
name: cowork-rerecord
on:
  schedule:
    - cron: "23 5 * * 1"
  workflow_dispatch:
concurrency:
  group: cowork-rerecord-\${{ github.ref }}
  cancel-in-progress: false
permissions:
  contents: write
  pull-requests: write
jobs:
  rerecord:
    runs-on: ubuntu-latest
    timeout-minutes: 60
    steps:
      - uses: actions/checkout@v4
      - uses: ${ACTION_REF}
        with:
          command: rerecord
          paths: ${ROOT}/**/*.cassette.json
          commit-mode: pull-request
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
`;
var TEMPLATE_FILES = Object.freeze([
  { path: `${ROOT}/skills/${SKILL}/.claude-plugin/plugin.json`, content: PLUGIN_JSON },
  { path: `${ROOT}/skills/${SKILL}/skills/${SKILL}/SKILL.md`, content: SKILL_MD },
  { path: `${ROOT}/skills/${SKILL}/skills/${SKILL}/scripts/count.mjs`, content: COUNT_MJS },
  { path: `${ROOT}/data/notes.txt`, content: NOTES },
  { path: `${ROOT}/sessions/default.yaml`, content: SESSION },
  { path: SCENARIO_PATH, content: SCENARIO },
  { path: `${ROOT}/model-scripts/${SKILL}.yaml`, content: MODEL_SCRIPT },
  { path: ".github/workflows/cowork.yml", content: GATE_WORKFLOW },
  { path: ".github/workflows/cowork-rerecord.yml", content: RERECORD_WORKFLOW }
]);

// src/live/init/scaffold.ts
function scaffold(dir, shownDir) {
  const existing = TEMPLATE_FILES.filter((f) => existsSync(join(dir, f.path)));
  if (existing.length > 0) {
    const first = join(shownDir, existing[0].path);
    const more = existing.length > 1 ? ` (and ${existing.length - 1} more)` : "";
    throw new UsageError(
      `${first} already exists${more} \u2014 init never overwrites; run it in a directory without these files`
    );
  }
  for (const f of TEMPLATE_FILES) {
    const target = join(dir, f.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, f.content, { flag: "wx" });
  }
  return TEMPLATE_FILES.map((f) => f.path);
}

// src/cli/commands/init.ts
var INIT_HELP = `Usage: cowork-harness init [dir]

Scaffolds a skill test in dir (default: the current directory; use the repository root, where GitHub
finds .github/workflows/):
  ${ROOT}/skills/word-count/          a one-skill plugin (.claude-plugin/plugin.json, skills/word-count/SKILL.md, a script)
  ${ROOT}/data/notes.txt              the file the session uploads
  ${ROOT}/sessions/default.yaml       the session: the upload and the plugin
  ${SCENARIO_PATH}   the prompt, the gate answers and the assertions
  ${ROOT}/model-scripts/word-count.yaml the scripted model turns (record needs no token)
  .github/workflows/cowork.yml        the pull-request gate
  .github/workflows/cowork-rerecord.yml  the weekly re-record of stale cassettes

Nothing is overwritten: when any of these files exists, init writes none and exits 2.

Options:
  -h, --help   show this help

Exit codes: 0 written, 2 usage error or a file already exists.
`;
var INIT_OPTIONS = { help: { type: "boolean", short: "h" } };
function nextSteps(dirArg) {
  const cd = dirArg && dirArg !== "." ? `  cd ${dirArg}
` : "";
  return [
    "next:",
    `${cd}  git add ${ROOT} .github                       # the fingerprint covers the files git tracks`,
    `  cowork-harness record ${SCENARIO_PATH}   # scripted model: no token; writes ${CASSETTE_PATH}`,
    `  git add ${CASSETTE_PATH} && git commit -m "cowork skill test"`,
    "  cowork-harness check                               # the gate the workflow runs on every pull request",
    ""
  ].join("\n");
}
async function init({ positionals, io }) {
  if (positionals.length > 1) throw new UsageError("usage: init [dir] \u2014 give at most one directory");
  const dirArg = positionals[0];
  const dir = resolve(io.cwd, dirArg ?? ".");
  const shown = relative(io.cwd, dir) || ".";
  const written = scaffold(dir, shown);
  io.stdout(
    `wrote ${written.length} files in ${shown}:
${written.map((p) => `  ${p}
`).join("")}
${nextSteps(dirArg)}`
  );
  return EXIT.ok;
}
var command = defineCommand({ name: "init", help: INIT_HELP, options: INIT_OPTIONS, run: init });
export {
  command
};
