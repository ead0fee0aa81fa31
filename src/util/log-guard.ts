/**
 * Log lines are data (issue 21 item 7). Under GitHub Actions the runner reads every line of a
 * step's output and runs the ones that start with `::` (or the legacy `##[`) as workflow commands;
 * it splits lines at LF and at CR. Text from a repository or a sandbox (a file name with a
 * newline, an agent's message, evidence) must never start such a line. Every printer routes its
 * text through neutraliseLog: CR becomes `␍`, and a line that would start a command — unless it is
 * one this process built itself (trustCommand: the annotation formatters, whose data is escaped)
 * — is prefixed with `» `, so the runner shows it and runs nothing. Pure apart from the registry.
 */

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

/** True when the runner would read `line` as a workflow command. */
export function startsWorkflowCommand(line: string): boolean {
  const t = line.trimStart();
  return t.startsWith("::") || t.startsWith("##[");
}

export const NEUTRAL_PREFIX = "» ";

/** `text` with CR/LF neutralised as above; our own command lines pass unchanged. */
export function neutraliseLog(text: string): string {
  const lines = text.replace(/\r\n/g, "\n").replace(/\r/g, "␍").split("\n");
  return lines.map((l) => (startsWorkflowCommand(l) && !trusted.has(l) ? `${NEUTRAL_PREFIX}${l}` : l)).join("\n");
}

/** One log line from untrusted text: CR and LF both shown as symbols, never a command. */
export function oneLogLine(text: string): string {
  const flat = text.replace(/\r/g, "␍").replace(/\n/g, "␊");
  return startsWorkflowCommand(flat) && !trusted.has(flat) ? `${NEUTRAL_PREFIX}${flat}` : flat;
}

/** neutraliseLog when `env` is a GitHub Actions run, else the text as it is. */
export function guardForActions(env: NodeJS.ProcessEnv): (text: string) => string {
  return env.GITHUB_ACTIONS === "true" ? neutraliseLog : (t) => t;
}
