/**
 * A token of an analysed source, with the 1-based line it starts on: the one shape the rules read,
 * whichever tokenizer made it (./js-tokens.ts on acorn, ./py-tokens.ts).
 */
export interface Token {
  kind: "ident" | "string" | "template" | "number" | "punct" | "regex";
  /**
   * an identifier, number, regex or punctuation character as written; a string's body without its
   * quotes (decoded in JavaScript, escapes kept as written in Python); a template chunk's cooked text
   */
  text: string;
  line: number;
}

/** A source a tokenizer could not read to its end (an unterminated string, comment or template), with the line. */
export interface TokenizeError {
  error: string;
  line: number;
}

export type Tokenized = { tokens: Token[] } | TokenizeError;

/**
 * How far (in tokens) a rule looks for the end of a call, an index or an assignment. It keeps every
 * rule linear in the file: an unclosed `fetch(` repeated through a minified file cannot make each
 * occurrence scan to the end. A call longer than this is read as far as this.
 */
export const MAX_SPAN = 512;

/** The index of the token closing the bracket opened at `open` (`(`, `[` or `{`), or where the look stopped (MAX_SPAN, the end). */
export function closingIndex(tokens: readonly Token[], open: number): number {
  let depth = 0;
  const end = Math.min(tokens.length, open + MAX_SPAN);
  for (let i = open; i < end; i++) {
    const t = tokens[i]!;
    if (t.kind !== "punct") continue;
    if (t.text === "(" || t.text === "[" || t.text === "{") depth++;
    else if (t.text === ")" || t.text === "]" || t.text === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return end;
}

/** The argument token ranges of the call whose `(` is at `open`: [start, end) per top-level comma. */
export function callArgs(tokens: readonly Token[], open: number): Token[][] {
  const close = closingIndex(tokens, open);
  const args: Token[][] = [];
  let cur: Token[] = [];
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const t = tokens[i]!;
    if (t.kind === "punct") {
      if (t.text === "(" || t.text === "[" || t.text === "{") depth++;
      else if (t.text === ")" || t.text === "]" || t.text === "}") depth--;
      else if (t.text === "," && depth === 0) {
        args.push(cur);
        cur = [];
        continue;
      }
    }
    cur.push(t);
  }
  if (cur.length > 0) args.push(cur);
  return args;
}

/** True when tokens[i] is `.name` access of `name`, skipping an optional-chaining `?`. */
export function isMember(tokens: readonly Token[], i: number, name: string): boolean {
  const t = tokens[i];
  if (!t || t.kind !== "ident" || t.text !== name) return false;
  const dot = tokens[i - 1];
  return dot?.kind === "punct" && dot.text === ".";
}

/** True when the token after `i` (skipping `?` of `?.`) is `(`. */
export function isCalled(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  return next?.kind === "punct" && next.text === "(";
}
