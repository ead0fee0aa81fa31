/**
 * The files `cowork-harness init` writes: a one-skill plugin with its own script, a session that
 * stages it with an upload, a scenario, the scripted model turns that let `record` run the real
 * agent with no token, and the pull-request gate and re-record workflows. Paths are relative to
 * the directory init writes into (a repository root, so GitHub finds the workflows).
 */
import { modelScriptDirective } from "../../core/scenario/model-script-ref.js";

export const SKILL = "word-count";
/** Everything but the workflows lives under this directory. */
export const ROOT = "cowork";
export const SCENARIO_PATH = `${ROOT}/scenarios/${SKILL}.yaml`;
/** Where `record` writes when --out is absent: beside the scenario. */
export const CASSETTE_PATH = `${ROOT}/scenarios/${SKILL}.cassette.json`;
/** The staged path of the plugin as the agent sees it (a session `plugins.local_plugins` entry). */
const STAGED_PLUGIN = `mnt/.local-plugins/marketplaces/local-desktop-app-uploads/${SKILL}`;

/** The Action every scaffolded workflow uses. */
export const ACTION_REF = "cowork-harness/cowork-harness@v1";

const NOTES = "Ship the release on Friday.\nWrite the changelog first.\nAsk Dana to review the docs.\n";
/** What the skill's script prints for NOTES (the model script expects it; a test keeps them equal). */
export const NOTES_COUNTS = { lines: 3, words: 15, characters: 84 } as const;

const PLUGIN_JSON = `${JSON.stringify(
  {
    name: SKILL,
    version: "0.1.0",
    description: "Counts the lines, words and characters of a text file.",
    skills: "./skills",
  },
  null,
  2,
)}\n`;

const SKILL_MD = `---
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

const COUNT_MJS = `#!/usr/bin/env node
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

const SESSION = `# What the user has set up in Cowork before the first prompt. Paths are relative to this file.
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

const SCENARIO = `# A skill test scaffolded by \`cowork-harness init\`.
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

const MODEL_SCRIPT = `# The scripted model for scenarios/${SKILL}.yaml: one turn per request the agent makes.
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

const GATE_WORKFLOW = `# Gate every pull request on the committed cassettes: replay them (no token, no model), check
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

const RERECORD_WORKFLOW = `# Re-record stale cassettes every Monday and on demand, and open (or update) one pull request.
# Scenarios with a scripted model need no key; others need the secret ANTHROPIC_API_KEY. The PR
# needs Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests".
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

export interface TemplateFile {
  path: string;
  content: string;
}

export const TEMPLATE_FILES: readonly TemplateFile[] = Object.freeze([
  { path: `${ROOT}/skills/${SKILL}/.claude-plugin/plugin.json`, content: PLUGIN_JSON },
  { path: `${ROOT}/skills/${SKILL}/skills/${SKILL}/SKILL.md`, content: SKILL_MD },
  { path: `${ROOT}/skills/${SKILL}/skills/${SKILL}/scripts/count.mjs`, content: COUNT_MJS },
  { path: `${ROOT}/data/notes.txt`, content: NOTES },
  { path: `${ROOT}/sessions/default.yaml`, content: SESSION },
  { path: SCENARIO_PATH, content: SCENARIO },
  { path: `${ROOT}/model-scripts/${SKILL}.yaml`, content: MODEL_SCRIPT },
  { path: ".github/workflows/cowork.yml", content: GATE_WORKFLOW },
  { path: ".github/workflows/cowork-rerecord.yml", content: RERECORD_WORKFLOW },
]);
