/**
 * Log lines are data (issue 21 item 7, issue 36 item 7). Under GitHub Actions the runner reads
 * every line of a step's output and runs the ones it parses as workflow commands: a line that
 * starts with `::` once its leading white space is trimmed, and one that holds the legacy `##[`
 * anywhere. Text from a repository or a sandbox (a file name with a newline, an agent's message,
 * evidence) must never become such a line. Every printer routes its text through neutraliseLog
 * (several lines) or oneLogLine (one), which apply the rules of src/core/util/neutralise.ts: every line
 * break but LF is shown as a symbol (CR as `␍`, U+0085/U+2028/U+2029 as `␤`, …), every legacy
 * `##[` is broken as `#·#[`, and a line that would start a `::` command — unless it is one this
 * process built itself (trustCommand: the annotation formatters, whose data is escaped) — is
 * prefixed with `» `, so the runner shows it and runs nothing. Pure apart from the registry.
 */
import { defuseLegacyCommands, holdsLegacyCommand, noBreaks, onlyLfBreaks, startsColonCommand } from "./neutralise.js";

const trusted = new Set<string>();
const MAX_TRUSTED = 100_000;

/** Registers a workflow-command line this process built (data already escaped); returns it. */
export function trustCommand(line: string): string {
  if (!line.includes("\n") && !line.includes("\r")) {
    if (trusted.size >= MAX_TRUSTED) trusted.clear();
    trusted.add(line);
  }
  return line;
}

/** True when the runner would read `line` as a workflow command (either form). */
export function startsWorkflowCommand(line: string): boolean {
  return startsColonCommand(line) || holdsLegacyCommand(line);
}

export const NEUTRAL_PREFIX = "» ";

/** One line (no LF in it) that is not ours, made inert. */
function guardLine(line: string): string {
  const defused = defuseLegacyCommands(line);
  return startsColonCommand(defused) ? `${NEUTRAL_PREFIX}${defused}` : defused;
}

/** `text` with its lines neutralised as above; our own command lines pass unchanged. */
export function neutraliseLog(text: string): string {
  const lines = (text.includes("\r\n") ? text.replace(/\r\n/g, "\n") : text).split("\n");
  return lines.map((l) => (trusted.has(l) ? l : guardLine(onlyLfBreaks(l)))).join("\n");
}

/** One log line from untrusted text: every line break shown as a symbol, never a command. */
export function oneLogLine(text: string): string {
  const flat = noBreaks(text);
  return trusted.has(flat) ? flat : guardLine(flat);
}

/** neutraliseLog when `env` is a GitHub Actions run, else the text as it is. */
export function guardForActions(env: NodeJS.ProcessEnv): (text: string) => string {
  return env.GITHUB_ACTIONS === "true" ? neutraliseLog : (t) => t;
}
