/**
 * Python tokens for script-output-discarded, in the shape ./tokens.ts gives every language:
 * identifiers, string literals (every prefix, single or triple quoted), numbers and one-character
 * punctuation, each with its line; comments and line continuations are skipped.
 *
 * Hand-written, unlike the JavaScript (acorn) and HTML (parse5) readers: no maintained Python
 * tokenizer exists for JavaScript, and the rules need only to tell code from comments and string
 * contents. The one hard part is the f-string (and 3.14's t-string): since Python 3.12 a
 * replacement field may hold any expression, strings in the same quotes included
 * (`f"{row["name"]}"`), so a field is read as code, with a stack (no recursion) for the strings
 * nested in it. The whole f-string is still one string token, its fields inside its text, as the
 * rules want (`open(f"/tmp/{name}.csv", "w")` writes under /tmp). One linear pass; an
 * unterminated string is a parse error with the line it starts on.
 */
import type { Token, Tokenized } from "./tokens.js";

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0x80;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isNamePart = (c: number): boolean => isLetter(c) || isDigit(c);
const isQuote = (c: number): boolean => c === 39 || c === 34;

/** A string prefix: one of r u b f t, or a raw byte / raw format / raw template pair, any case. */
const PREFIX = /^(?:[rubft]|r[bft]|[bft]r)$/i;

/** A string being read, or a replacement field (`{…}` of an f-string) being read as code. */
type Frame =
  { kind: "string"; quote: string; triple: boolean; fields: boolean; raw: boolean } | { kind: "field"; depth: number };

function stringFrame(src: string, at: number, prefix: string): Frame & { kind: "string" } {
  const quote = src[at]!;
  return {
    kind: "string",
    quote,
    triple: src.startsWith(quote.repeat(3), at),
    fields: /[ft]/i.test(prefix),
    raw: /r/i.test(prefix),
  };
}

/** The prefix written right before the quote at `at` inside a field (`f` of `f'…'`), or "". */
function prefixBefore(src: string, at: number): string {
  let k = at;
  while (k > 0 && at - k < 2 && isLetter(src.charCodeAt(k - 1))) k--;
  if (k > 0 && isNamePart(src.charCodeAt(k - 1))) return "";
  const p = src.slice(k, at);
  return PREFIX.test(p) ? p : "";
}

interface StringEnd {
  /** the offset just past the closing quote(s) */
  end: number;
  /** the offset of the closing quote(s): the body ends here */
  close: number;
  /** line breaks read */
  breaks: number;
}

/** Reads the string whose opening quote is at `at`, with the prefix `prefix`, to its end. */
function readString(src: string, at: number, prefix: string): StringEnd | { error: string } {
  const outer = stringFrame(src, at, prefix);
  const stack: Frame[] = [outer];
  let k = at + (outer.triple ? 3 : 1);
  let breaks = 0;
  const n = src.length;
  while (k < n) {
    const top = stack[stack.length - 1]!;
    const c = src.charCodeAt(k);
    if (c === 10) breaks++;
    if (top.kind === "string") {
      if (c === 92) {
        // `\N{EM DASH}` names a character; in a raw string the braces are a field
        if (top.fields && !top.raw && src[k + 1] === "N" && src[k + 2] === "{") {
          const close = src.indexOf("}", k + 3);
          if (close !== -1 && !src.slice(k, close).includes("\n")) {
            k = close + 1;
            continue;
          }
        }
        if (src.charCodeAt(k + 1) === 10) breaks++;
        k += 2;
        continue;
      }
      if (c === 10 && !top.triple) return { error: "unterminated string" };
      if (top.fields && (c === 123 || c === 125)) {
        if (src.charCodeAt(k + 1) === c)
          k += 2; // `{{` and `}}` are literal braces
        else {
          if (c === 123) stack.push({ kind: "field", depth: 0 });
          k++;
        }
        continue;
      }
      if (src[k] === top.quote && (!top.triple || src.startsWith(top.quote.repeat(3), k))) {
        stack.pop();
        const width = top.triple ? 3 : 1;
        if (stack.length === 0) return { end: k + width, close: k, breaks };
        k += width;
        continue;
      }
      k++;
      continue;
    }
    // a replacement field: code, with brackets counted and strings nested
    if (isQuote(c)) {
      const frame = stringFrame(src, k, prefixBefore(src, k));
      stack.push(frame);
      k += frame.triple ? 3 : 1;
      continue;
    }
    if (c === 40 || c === 91 || c === 123) top.depth++;
    else if (c === 41 || c === 93) top.depth--;
    else if (c === 125) {
      if (top.depth <= 0) stack.pop();
      else top.depth--;
    }
    k++;
  }
  return { error: outer.triple ? "unterminated triple-quoted string" : "unterminated string" };
}

/** The end of a number starting at `i` (a digit, or `.` then a digit), or -1 when none starts there. */
function numberEnd(src: string, i: number): number {
  const c = src.charCodeAt(i);
  if (!isDigit(c) && !(c === 46 && isDigit(src.charCodeAt(i + 1)))) return -1;
  let k = i;
  while (k < src.length && (isNamePart(src.charCodeAt(k)) || src.charCodeAt(k) === 46)) k++;
  return k;
}

export function tokenizePy(src: string): Tokenized {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const n = src.length;
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 10) {
      line++;
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13 || c === 12 || c === 0xfeff) {
      i++;
      continue;
    }
    if (c === 35) {
      while (i < n && src.charCodeAt(i) !== 10) i++;
      continue;
    }
    if (c === 92 && src.charCodeAt(i + 1) === 10) {
      line++;
      i += 2;
      continue;
    }
    let quoteAt = -1;
    let prefix = "";
    if (isQuote(c)) quoteAt = i;
    else if (isLetter(c)) {
      let k = i + 1;
      while (k < n && isNamePart(src.charCodeAt(k))) k++;
      const word = src.slice(i, k);
      if (isQuote(src.charCodeAt(k)) && PREFIX.test(word)) {
        quoteAt = k;
        prefix = word;
      } else {
        tokens.push({ kind: "ident", text: word, line });
        i = k;
        continue;
      }
    }
    if (quoteAt !== -1) {
      const read = readString(src, quoteAt, prefix);
      if ("error" in read) return { error: read.error, line };
      const open = src.startsWith(src[quoteAt]!.repeat(3), quoteAt) ? 3 : 1;
      tokens.push({ kind: "string", text: src.slice(quoteAt + open, read.close), line });
      line += read.breaks;
      i = read.end;
      continue;
    }
    const numEnd = numberEnd(src, i);
    if (numEnd !== -1) {
      tokens.push({ kind: "number", text: src.slice(i, numEnd), line });
      i = numEnd;
      continue;
    }
    tokens.push({ kind: "punct", text: src[i]!, line });
    i++;
  }
  return { tokens };
}
