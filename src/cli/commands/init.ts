/**
 * `cowork-harness init [dir]`: scaffolds a skill test that records at once with no token (a scripted
 * model), and the pull-request gate and re-record workflows. Refuses to overwrite any file.
 */
import { relative, resolve } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import { scaffold } from "../../live/init/scaffold.js";
import { CASSETTE_PATH, ROOT, SCENARIO_PATH } from "../../live/init/templates.js";

const INIT_HELP = `Usage: cowork-harness init [dir]

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

const INIT_OPTIONS = { help: { type: "boolean", short: "h" } } as const;

function nextSteps(dirArg: string | undefined): string {
  const cd = dirArg && dirArg !== "." ? `  cd ${dirArg}\n` : "";
  return [
    "next:",
    `${cd}  git add ${ROOT} .github                       # the fingerprint covers the files git tracks`,
    `  cowork-harness record ${SCENARIO_PATH}   # scripted model: no token; writes ${CASSETTE_PATH}`,
    `  git add ${CASSETTE_PATH} && git commit -m "cowork skill test"`,
    "  cowork-harness check                               # the gate the workflow runs on every pull request",
    "",
  ].join("\n");
}

/** Writes the scaffold and says what to do next. */
async function init({ positionals, io }: CommandContext<typeof INIT_OPTIONS>): Promise<number> {
  if (positionals.length > 1) throw new UsageError("usage: init [dir] — give at most one directory");
  const dirArg = positionals[0];
  const dir = resolve(io.cwd, dirArg ?? ".");
  const shown = relative(io.cwd, dir) || ".";
  const written = scaffold(dir, shown);
  io.stdout(
    `wrote ${written.length} files in ${shown}:\n${written.map((p) => `  ${p}\n`).join("")}\n${nextSteps(dirArg)}`,
  );
  return EXIT.ok;
}

export const command = defineCommand({ name: "init", help: INIT_HELP, options: INIT_OPTIONS, run: init });
