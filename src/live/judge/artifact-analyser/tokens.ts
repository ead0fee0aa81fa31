/** A token of an analysed source, with the 1-based line it starts on. */
export interface Token {
  kind: "ident" | "string" | "template" | "number" | "punct" | "regex";
  /** an identifier or punctuation as written; a string's decoded-enough body (quotes removed, escapes kept) */
  text: string;
  line: number;
}

/** A source the tokenizer could not read to its end (an unterminated string, comment or template). */
export interface TokenizeError {
  error: string;
  line: number;
}

export type Tokenized = { tokens: Token[] } | TokenizeError;

export function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c >= 0x80;
}

export function isIdentPart(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The end of a number literal starting at `i` (digits, or `.` then a digit), or -1 when none starts there. */
export function numberEnd(src: string, i: number): number {
  const c = src.charCodeAt(i);
  if (!isDigit(c) && !(c === 46 && isDigit(src.charCodeAt(i + 1)))) return -1;
  let k = i;
  while (k < src.length && (isIdentPart(src.charCodeAt(k)) || src.charCodeAt(k) === 46)) k++;
  return k;
}

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
