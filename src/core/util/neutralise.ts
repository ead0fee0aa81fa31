/**
 * The one neutraliser of untrusted text (issue 36, item 7): every channel the gate publishes on —
 * the log (src/core/util/log-guard.ts) and Markdown (src/core/util/markdown.ts: the job summary, the check
 * run, the PR comment) — takes its rules from here, so a reader that parses more than we thought
 * is fixed once for all of them. Pure.
 *
 * Log: the Actions runner reads a step's output line by line (it splits at LF, CR and CRLF) and
 * runs a line as a workflow command when, after its leading white space is trimmed, it starts with
 * `::`, or when it holds the legacy `##[` ANYWHERE (its parser searches for that prefix, it does not
 * anchor it). Its trim is .NET's, which also takes U+0085, U+2028 and U+2029; its searches are
 * culture-aware, which may skip default-ignorable characters (a zero-width space between the two
 * `#` does not stop it). So:
 *  - every other line break (CR, VT, FF, U+0085, U+2028, U+2029) is shown as a symbol, leaving LF
 *    the only one, for the runner, a terminal and a log viewer alike;
 *  - a `#` that, skipping ignorable characters, starts `##[` is followed by `·` (U+00B7, visible and
 *    never ignorable): `##[error]` prints as `#·#[error]`, which no search for `##[` matches;
 *  - a line that, skipping white space and ignorable characters, starts with `::` is for the caller
 *    to prefix (log-guard's `» `), unless the process built it (trustCommand).
 *
 * Markdown: GitHub turns `@user` and `@org/team` into mentions (a notification to each), `#123`,
 * `GH-123` and `owner/repo#123` into cross-references (an entry in that issue's timeline), and bare
 * `https://…`, `www.…` and e-mail addresses into links. A U+2060 WORD JOINER (invisible, no line
 * break) after the `@`, the `#`, `GH-`, the scheme's `:` or `www` leaves the text as it reads and
 * matches none of those patterns.
 */

/** Line breaks other than LF, each as the symbol printed in its place. */
const BREAK_SYMBOL: Readonly<Record<string, string>> = {
  "\r": "␍",
  "\v": "␋",
  "\f": "␌",
  "\u0085": "␤",
  "\u2028": "␤",
  "\u2029": "␤",
};
const OTHER_BREAKS = /[\r\v\f\u0085\u2028\u2029]/g;

/** Characters a culture-aware search may skip: controls, format characters, default-ignorables. */
const IGNORABLE = String.raw`[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]`;
/** A `#` that starts a legacy command, as the runner's search would find it. */
const LEGACY = String.raw`#(?=${IGNORABLE}*#${IGNORABLE}*\[)`;
const LEGACY_HASH = new RegExp(LEGACY, "gu");
const LEGACY_ONE = new RegExp(LEGACY, "u");
/** A line that starts a `::` command once its leading white space (.NET's and JS's) is trimmed. */
const COMMAND_START = new RegExp(
  String.raw`^[\s\u0085\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*:${IGNORABLE}*:`,
  "u",
);

/** What `##[` becomes: the first `#`, then this. */
export const LEGACY_DEFUSE = "·";
export const WORD_JOINER = "\u2060";

/** `text` with every line break but LF shown as a symbol (CRLF becomes LF). */
export function onlyLfBreaks(text: string): string {
  const t = text.includes("\r\n") ? text.replace(/\r\n/g, "\n") : text;
  return t.replace(OTHER_BREAKS, (c) => BREAK_SYMBOL[c]!);
}

/** `text` with every line break, LF too, shown as a symbol: one line. */
export function noBreaks(text: string): string {
  return onlyLfBreaks(text).replace(/\n/g, "␊");
}

/** True when the runner would find a legacy `##[` command in `line`. */
export function holdsLegacyCommand(line: string): boolean {
  return line.includes("#") && LEGACY_ONE.test(line);
}

/** `line` with every legacy `##[` the runner would find broken by `·`. */
export function defuseLegacyCommands(line: string): string {
  return line.includes("#") ? line.replace(LEGACY_HASH, `#${LEGACY_DEFUSE}`) : line;
}

/** True when the runner would read `line` as a `::` command. */
export function startsColonCommand(line: string): boolean {
  return line.includes(":") && COMMAND_START.test(line);
}

const MENTION = /@(?=[A-Za-z0-9])/g;
const ISSUE_REF = /#(?=\d)/g;
const GH_REF = /\bGH-(?=\d)/gi;
const SCHEME = /\b([A-Za-z][A-Za-z0-9+.-]*):(?=\/\/)/g;
const PROTOCOL_AUTOLINK = /\b(mailto|xmpp):/gi;
const WWW = /\b(www)(?=\.)/gi;

/** `text` with no mention, cross-reference or autolink GitHub's Markdown would make of it. */
export function defuseMarkdownRefs(text: string): string {
  return text
    .replace(MENTION, `@${WORD_JOINER}`)
    .replace(ISSUE_REF, `#${WORD_JOINER}`)
    .replace(GH_REF, (m) => `${m}${WORD_JOINER}`)
    .replace(SCHEME, `$1:${WORD_JOINER}`)
    .replace(PROTOCOL_AUTOLINK, `$1:${WORD_JOINER}`)
    .replace(WWW, `$1${WORD_JOINER}`);
}
