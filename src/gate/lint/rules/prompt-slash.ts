/**
 * `prompt-slash-not-leading`: a slash command in the middle of a prompt is sent as plain text —
 * only a leading `/name` is expanded (and its skill preloaded). Token rules: the reference's scenario.py; docs/reference.md#gate-extras.
 */
import { hit, type DocRule } from "../types.js";

const OPENERS = /[\s([{"']/;
const TRAILING = /[.,;:!?)\]}"']+$/;
const COMMAND_NAME = /^[A-Za-z][A-Za-z0-9_-]*(?::[A-Za-z][A-Za-z0-9_-]*)?$/;
/** Path roots that look like `/name` but are file paths. */
const PATH_ROOTS = new Set([
  "outputs",
  "mnt",
  "tmp",
  "home",
  "users",
  "var",
  "etc",
  "usr",
  "bin",
  "dev",
  "opt",
  "workspace",
  "root",
  "srv",
]);

/** The distinct slash-command names in `text`, in first-seen order. */
export function slashCommandNames(text: string): string[] {
  const names: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "/" || (i > 0 && !OPENERS.test(text[i - 1] as string))) continue;
    const run = /^\S+/.exec(text.slice(i + 1))?.[0];
    if (run === undefined) continue;
    const name = run.replace(TRAILING, "");
    if (!COMMAND_NAME.test(name) || PATH_ROOTS.has(name.toLowerCase()) || names.includes(name)) continue;
    names.push(name);
  }
  return names;
}

export const promptSlashNotLeading: DocRule = {
  id: "prompt-slash-not-leading",
  check: (doc) => {
    const prompt = doc.raw["prompt"];
    if (typeof prompt !== "string" || prompt.trimStart().startsWith("/")) return [];
    return slashCommandNames(prompt).map((name) =>
      hit(
        "WARN",
        `the prompt mentions \`/${name}\` but does not start with it — a slash command is only expanded at the start of the prompt, so mid-prompt it is plain text and its skill is not preloaded.`,
        `Start the prompt with \`/${name}\` if you mean to invoke it; otherwise reword so it does not look like a command.`,
        doc.lineOf(["prompt"]),
      ),
    );
  },
};
