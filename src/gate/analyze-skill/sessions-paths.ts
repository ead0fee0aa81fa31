/**
 * Path fidelity: a `/sessions/…` path a skill hands to a file tool, or gives a sub-agent as the
 * place to write. `/sessions` is the VM's path space: the bash tool runs in the VM and reaches it,
 * but on the host-loop tier the file tools (Read, Write, Edit) run on the host, where the path does
 * not exist and the path hook denies it — and a sub-agent told to write there uses its file tools.
 * Whether a path is a `/sessions` path is the assertions' own test (isVmSessionsPath); finding
 * where a skill's text hands one on is the guess, so every rule here looks for an explicit sign
 * and stays quiet without one:
 *
 *   sessions-path-to-file-tool       inside `Read(…)`/`Write(…)`/`Edit(…)` (or a `path` of
 *                                    `Glob(…)`/`Grep(…)`), the value of a `file_path` key, or on a
 *                                    line that names the Write/Read/Edit tool
 *   sessions-path-as-output          the value of an output key (`output_path`, `OUTPUT_DIR`, …), or,
 *                                    in a sub-agent's dispatch (a block or paragraph with `Task(`,
 *                                    `subagent_type` or "sub-agent"), where it is told to write, or
 *                                    given on a line of its own
 *   sessions-path-in-file-instruction  (advisory) prose telling the agent to write, save, read or
 *                                    edit a file at the path, which it does with a file tool
 *
 * Never flagged: shell fences (bash, sh, zsh, console: they run in the VM, where the path is
 * right), a line that names bash or a shell command, a line that says not to (never, don't,
 * avoid, ❌), passive description ("outputs are saved to …"), and a file that carries the marker
 * `analyze-skill: ignore` (a skill only ever run in the VM).
 */
import { isVmSessionsPath } from "../assert/hostloop-paths.js";
import { shown } from "../artifact-analysis/finding.js";
import type { MarkdownView, NumberedLine } from "../lint-skill/markdown.js";
import type { LineHit } from "./finding.js";

/** How a run of text is read: prose (every rule) or code (no instruction read from its wording), and whether it dispatches a sub-agent. */
export interface TextContext {
  code: boolean;
  dispatch: boolean;
}

export const IGNORE_MARKER = /analyze-skill:\s*ignore\b/i;

const SHELL_LANGS = new Set([
  "bash",
  "sh",
  "shell",
  "zsh",
  "ksh",
  "console",
  "terminal",
  "sh-session",
  "shell-session",
]);
const CODE_LANGS = new Set(["python", "py", "python3", "javascript", "js", "mjs", "node", "typescript", "ts"]);

/** A `/sessions` path as written: not a suffix of another path (`a/sessions`), not `/sessionsX`. */
const SESSIONS_TOKEN = /(?<![\w.$~/\\-])\/sessions(?![\w.-])(?:\/[^\s"'`()[\],;|]*)?/g;
const DIRECTIVE = /\b(Read|Write|Edit|MultiEdit|NotebookEdit|Glob|Grep)\(([^)]*)\)?/g;
const NAMED_FILE_TOOL = /\b(Read|Write|Edit|MultiEdit|NotebookEdit)\s+tool\b/;
const FILE_KEY = /["']?\b(file_path|notebook_path)["']?\s*[:=]\s*["'`]?$/;
const PATH_KEY = /["']?\bpath["']?\s*[:=]\s*["'`]?$/;
const OUTPUT_KEY =
  /["']?\b(output[_-]?(?:path|dir|directory|file|folder)|out[_-]?(?:path|dir|file)|dest(?:ination)?[_-]?(?:path|dir))["']?\s*[:=]\s*["'`]?$/i;
const DISPATCH = /\b(?:Task|Agent)\s*\(|\bsubagent_type\b|\bsub-?agents?\b/i;
/** a line about the shell: the path is the VM's, where it is right */
const SHELL_LINE = /\bbash\b|\bshell\b|\bterminal\b|`\s*(?:cd|cp|mv|mkdir|cat|ls|find|python3?|node|tee)\b/i;
/** a line that says not to */
const NEGATED = /\b(?:never|not|don'?t|doesn'?t|avoid|instead of|wrong)\b|❌|✗|🚫/i;
const VERB =
  /\b(write|writes|writing|save|saves|saving|store|stores|put|puts|place|create|creates|export|exports|output|edit|edits|update|updates|modify|append|read|reads|open|opens|load|loads|deliver)\b/gi;
const PASSIVE = /\b(?:is|are|was|were|be|been|being|gets?|got)\s+$/i;
const PREPOSITION_END = /\b(?:to|into|at|under|in|from|as)\s*[`"'*_]*$/i;
const BARE_BEFORE = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:[A-Za-z][\w -]{0,40}[:=]\s*)?[`"'*]*$/;
const BARE_AFTER = /^[`"'*]*[.,;]?\s*$/;

const HOST_LOOP =
  "on the host-loop tier the file tools run on the host, where /sessions (the VM's path space) does not exist and the path hook denies it";
const FIX_FILE =
  "name the file relative to the session (outputs/…) or the connected folder, or do this step with the bash tool, which runs in the VM (a skill only ever run in the VM can carry <!-- analyze-skill: ignore -->)";
const FIX_OUTPUT =
  "give the sub-agent a relative path to write (outputs/…), or have it return its result and write the file with the bash tool";

interface Token {
  text: string;
  at: number;
}

function sessionsTokens(line: string): Token[] {
  const out: Token[] = [];
  for (const m of line.matchAll(SESSIONS_TOKEN)) {
    let text = m[0];
    const tag = text.indexOf("</");
    if (tag !== -1) text = text.slice(0, tag);
    text = text.replace(/[.:!?*>]+$/, "");
    if (isVmSessionsPath(text)) out.push({ text, at: m.index });
  }
  return out;
}

/** The verb of an instruction that ends, right before the path, in a preposition ("save the report to "), or undefined. */
function instructionVerb(before: string): string | undefined {
  const clause = before.split(/[.;!?](?:\s|$)/).pop() ?? "";
  if (!PREPOSITION_END.test(clause)) return undefined;
  for (const m of clause.matchAll(VERB)) {
    const word = m[1]!.toLowerCase();
    if (word === "read" && clause.startsWith("-only", m.index + m[0].length)) continue;
    if (PASSIVE.test(clause.slice(0, m.index))) continue;
    return word;
  }
  return undefined;
}

/** The findings on one line. */
function lineHits(n: number, line: string, ctx: TextContext): LineHit[] {
  if (!line.includes("/sessions") || NEGATED.test(line)) return [];
  const tokens = sessionsTokens(line);
  if (tokens.length === 0) return [];
  const shell = SHELL_LINE.test(line);
  const directives = [...line.matchAll(DIRECTIVE)].map((m) => ({
    tool: m[1]!,
    from: m.index,
    to: m.index + m[0].length,
  }));
  const named = shell ? null : NAMED_FILE_TOOL.exec(line);
  const hits: LineHit[] = [];
  const fileTool = (message: string): LineHit => ({
    line: n,
    rule: "sessions-path-to-file-tool",
    severity: "ERROR",
    message: `${message}: ${HOST_LOOP}`,
    fix: FIX_FILE,
  });
  const output = (message: string): LineHit => ({
    line: n,
    rule: "sessions-path-as-output",
    severity: "ERROR",
    message: `${message}; it writes there with its file tools, and ${HOST_LOOP}`,
    fix: FIX_OUTPUT,
  });
  for (const t of tokens) {
    const before = line.slice(0, t.at);
    const path = shown(t.text);
    const directive = directives.find((d) => d.from < t.at && t.at < d.to);
    if (directive && (directive.tool !== "Glob" && directive.tool !== "Grep" ? true : PATH_KEY.test(before))) {
      hits.push(fileTool(`${directive.tool}(…) is handed ${path}`));
      continue;
    }
    const key = FILE_KEY.exec(before);
    if (key) {
      hits.push(fileTool(`the ${key[1]} of a file-tool call is ${path}`));
      continue;
    }
    const out = OUTPUT_KEY.exec(before);
    if (out) {
      hits.push(output(`${path} is given as an output path (${out[1]})`));
      continue;
    }
    if (named) {
      hits.push(fileTool(`the ${named[1]} tool is pointed at ${path}`));
      continue;
    }
    if (shell) continue;
    const verb = instructionVerb(before);
    if (ctx.dispatch) {
      const bare = BARE_BEFORE.test(before) && BARE_AFTER.test(line.slice(t.at + t.text.length));
      if (verb || bare)
        hits.push(
          output(
            verb
              ? `a sub-agent is told to ${verb} ${path}`
              : `a sub-agent is given ${path} on a line of its own in its dispatch`,
          ),
        );
      continue;
    }
    if (verb && !ctx.code)
      hits.push({
        line: n,
        rule: "sessions-path-in-file-instruction",
        severity: "WARN",
        message: `the instruction to ${verb} a file at ${path} is likely carried out with the Write, Read or Edit tool: ${HOST_LOOP}`,
        fix: FIX_FILE,
      });
  }
  return hits;
}

/** The findings in lines of one kind of text (a fence, a paragraph, a script's string). */
export function textHits(lines: readonly NumberedLine[], ctx: TextContext): LineHit[] {
  return lines.flatMap((l) => lineHits(l.n, l.text, ctx));
}

/** Consecutive non-blank prose lines: a paragraph, the unit a dispatch instruction is read in. */
function paragraphs(prose: readonly NumberedLine[]): NumberedLine[][] {
  const out: NumberedLine[][] = [];
  let cur: NumberedLine[] = [];
  for (const l of prose) {
    const last = cur[cur.length - 1];
    if (l.text.trim() === "" || (last && l.n !== last.n + 1)) {
      if (cur.length > 0) out.push(cur);
      cur = [];
    }
    if (l.text.trim() !== "") cur.push(l);
  }
  if (cur.length > 0) out.push(cur);
  return out;
}

const isDispatch = (lines: readonly NumberedLine[]): boolean => lines.some((l) => DISPATCH.test(l.text));

/** The path-fidelity findings of one markdown file (a SKILL.md, a reference the skill reads). */
export function markdownPathHits(text: string, view: MarkdownView): LineHit[] {
  const lines = text.split(/\r?\n/);
  const marker = lines.findIndex((l) => IGNORE_MARKER.test(l));
  if (marker !== -1)
    return [
      {
        line: marker + 1,
        rule: "path-checks-ignored",
        severity: "INFO",
        message: "the analyze-skill: ignore marker turns the /sessions path checks off for this file",
        fix: "remove the marker if the skill also runs on the host-loop tier",
      },
    ];
  const hits: LineHit[] = [];
  for (const p of paragraphs(view.prose)) hits.push(...textHits(p, { code: false, dispatch: isDispatch(p) }));
  for (const f of view.fences) {
    if (SHELL_LANGS.has(f.lang)) continue;
    hits.push(...textHits(f.lines, { code: CODE_LANGS.has(f.lang), dispatch: isDispatch(f.lines) }));
  }
  return hits;
}

/** Whether `text` dispatches a sub-agent (a script's string holding a prompt). */
export function dispatches(text: string): boolean {
  return DISPATCH.test(text);
}
