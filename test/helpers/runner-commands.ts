/**
 * What the GitHub Actions runner would run of a step's output, for tests that must prove a printed
 * line is not a workflow command. A model of the runner's parser (actions/runner, ActionCommand and
 * ActionCommandManager), written from its behaviour, at its most permissive:
 *  - output is read line by line, split at LF, CR and CRLF (.NET's StreamReader.ReadLine);
 *  - a line is a command when, after .NET's TrimStart (Char.IsWhiteSpace: also U+0085, U+2028,
 *    U+2029, NBSP, …), it starts `::NAME[ props]::data`, or when it holds the legacy
 *    `##[NAME[ props]]data` anywhere;
 *  - its prefix searches are culture-aware, which may skip ignorable characters, so they are
 *    skipped here (a zero-width space between the two `#` does not hide a command);
 *  - only registered names count (case-insensitive); `stop-commands` ignores every command until
 *    its token comes back as one.
 */

const REGISTERED = [
  "add-mask",
  "add-matcher",
  "add-path",
  "debug",
  "echo",
  "endgroup",
  "error",
  "group",
  "notice",
  "remove-matcher",
  "save-state",
  "set-env",
  "set-output",
  "stop-commands",
  "warning",
];

/** .NET's white space (Char.IsWhiteSpace). */
const DOTNET_LEADING_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;
/** What a culture-aware comparison may skip: format characters, default-ignorables, controls that are not white space. */
const IGNORABLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/gu;

export interface RunnerCommand {
  name: string;
  data: string;
  line: string;
}

/** The command a line would be, before the registered-name and stop-commands rules. */
function parseLine(line: string): { name: string; data: string } | undefined {
  const seen = line.replace(DOTNET_LEADING_SPACE, "").replace(IGNORABLE, "");
  if (seen.startsWith("::")) {
    const end = seen.indexOf("::", 2);
    if (end >= 0) return { name: seen.slice(2, end).split(" ")[0]!, data: seen.slice(end + 2) };
  }
  const legacy = line.replace(IGNORABLE, "");
  const at = legacy.indexOf("##[");
  if (at < 0) return undefined;
  const rb = legacy.indexOf("]", at);
  if (rb < 0) return undefined;
  return { name: legacy.slice(at + 3, rb).split(" ")[0]!, data: legacy.slice(rb + 1) };
}

/** Every command the runner would run of `output`, in order. */
export function runnerCommands(output: string): RunnerCommand[] {
  const registered = new Set(REGISTERED);
  let stopToken: string | undefined;
  const out: RunnerCommand[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    const c = parseLine(line);
    if (!c || !registered.has(c.name.toLowerCase())) continue;
    const name = c.name.toLowerCase();
    if (stopToken !== undefined) {
      if (name === stopToken.toLowerCase()) {
        registered.delete(name);
        stopToken = undefined;
        out.push({ name, data: c.data, line });
      }
      continue;
    }
    if (name === "stop-commands") {
      stopToken = c.data;
      registered.add(c.data.toLowerCase());
    }
    out.push({ name, data: c.data, line });
  }
  return out;
}
