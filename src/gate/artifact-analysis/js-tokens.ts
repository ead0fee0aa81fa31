/**
 * JavaScript tokens for the write-back rules, from acorn. The tokens are the ones acorn's parser
 * reads, so a `/` is a regular expression exactly where the grammar wants an expression
 * (`if (ok) /"/.test(s)`, `await /x/.test(s)`) and a division elsewhere (`(a + b) / 2`), templates
 * are read with the code of their `${…}` as ordinary tokens, and every comment, string and number
 * form is known; nothing is evaluated. A source the parser refuses — a syntax error, or nesting
 * deeper than its recursion goes — is read by acorn's tokenizer alone, which keeps the same
 * context without the grammar (all but a regex right after `await` or `yield` come out the same)
 * and is a loop, so no input exhausts the stack. The work stays linear in the (size-capped) input.
 *
 * The rules read one flat shape, whatever the language: identifiers (keywords too), strings
 * (decoded), template chunks (cooked text), numbers and regex literals as written, and punctuation
 * one character a token (`===` is three `=`, `?.` is `?` then `.`, `=>` is `=` then `>`). A
 * template's back-quotes, its `${` and the `}` that closes it are dropped, so a template reads as
 * its text chunks with its code between them. A source the tokenizer cannot read to its end either
 * (an unterminated string, comment, template or regex, a character no script may hold) is a parse
 * error with its line, and the message never carries text of the source.
 */
import { parse, tokenizer, tokTypes as tt, type Options, type Token as AcornToken } from "acorn";
import type { Token, Tokenized } from "./tokens.js";

/** acorn's token, with the value its d.ts leaves out (a name, a decoded string, a cooked template chunk) */
type ValuedToken = AcornToken & { value?: unknown };

/** acorn's messages for a source cut short, in the words the reports use */
const SHORT_READS: readonly (readonly [prefix: string, said: string])[] = [
  ["Unterminated string constant", "unterminated string"],
  ["Unterminated comment", "unterminated /* comment"],
  ["Unterminated template", "unterminated template literal"],
  ["Unterminated regular expression", "unterminated regular expression"],
];

/**
 * acorn's error as a parse error of the file: its line shifted to the file's, its message in our
 * words, or acorn's own cut before the first `:` or quote (what follows those is source text: a
 * regex body, a stray character), so nothing of a hostile file is echoed.
 */
function parseError(e: unknown, firstLine: number): { error: string; line: number } {
  const err = e as { message?: unknown; loc?: { line?: unknown } };
  const line = typeof err.loc?.line === "number" ? err.loc.line + firstLine - 1 : firstLine;
  const message = typeof err.message === "string" ? err.message : "";
  const known = SHORT_READS.find(([prefix]) => message.startsWith(prefix));
  if (known) return { error: known[1], line };
  const cut = message
    .split(/[:'"(]/, 1)[0]!
    .trim()
    .slice(0, 80);
  return { error: cut === "" ? "unreadable script" : cut.charAt(0).toLowerCase() + cut.slice(1), line };
}

/** acorn's tokens of `src`: the parser's, or the tokenizer's when the parser refuses it; throws what the tokenizer cannot read. */
function acornTokens(src: string, module: boolean): ValuedToken[] {
  const options: Options = {
    ecmaVersion: "latest",
    sourceType: module ? "module" : "script",
    locations: true,
    allowHashBang: true,
    // a classic script, an inline handler: what a browser (or a bundler's output) accepts there
    allowAwaitOutsideFunction: true,
    allowReturnOutsideFunction: true,
    allowImportExportEverywhere: !module,
  };
  try {
    const read: ValuedToken[] = [];
    parse(src, { ...options, onToken: read });
    return read;
  } catch (e) {
    if (!(e instanceof SyntaxError) && !(e instanceof RangeError)) throw e;
  }
  return [...(tokenizer(src, options) as Iterable<ValuedToken>)];
}

/**
 * The tokens of `src`, whose first line is line `firstLine` of its file (an inline script's), read
 * as a module when `module` (`<script type="module">`, `.mjs`: strict code).
 */
export function tokenizeJs(src: string, firstLine = 1, module = false): Tokenized {
  let read: ValuedToken[];
  try {
    read = acornTokens(src, module);
  } catch (e) {
    return parseError(e, firstLine);
  }
  const tokens: Token[] = [];
  /** one entry per open `{` or `${`: true for a template's `${` */
  const opened: boolean[] = [];
  for (const t of read) {
    const type = t.type;
    if (type === tt.eof) break;
    if (type === tt.backQuote) continue;
    if (type === tt.dollarBraceL) {
      opened.push(true);
      continue;
    }
    if (type === tt.braceL) opened.push(false);
    if (type === tt.braceR && opened.pop() === true) continue;
    const line = (t.loc?.start.line ?? 1) + firstLine - 1;
    const written = src.slice(t.start, t.end);
    if (type.keyword !== undefined) tokens.push({ kind: "ident", text: type.keyword, line });
    else if (type === tt.name || type === tt.privateId) tokens.push({ kind: "ident", text: String(t.value), line });
    else if (type === tt.string) tokens.push({ kind: "string", text: String(t.value), line });
    else if (type === tt.template || type === tt.invalidTemplate)
      // an invalid escape (`\u{zz}` in a tagged template) leaves no cooked text: the chunk as written
      tokens.push({ kind: "template", text: typeof t.value === "string" ? t.value : written, line });
    else if (type === tt.num) tokens.push({ kind: "number", text: written, line });
    else if (type === tt.regexp) tokens.push({ kind: "regex", text: written, line });
    else for (const ch of written) tokens.push({ kind: "punct", text: ch, line });
  }
  return { tokens };
}
