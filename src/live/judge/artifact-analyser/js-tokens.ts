/**
 * A JavaScript tokenizer good enough to tell code from comments and string contents: identifiers,
 * string and template literals (with `${…}` expressions tokenized as code), numbers, regex literals
 * and one-character punctuation. It never evaluates anything and runs in one pass over the text, so
 * its time is linear in the (size-capped) input. Anything it cannot read to the end — an
 * unterminated comment, string, template or regex — is a parse error, reported with its line.
 */
import { numberEnd, isIdentPart, isIdentStart, type Token, type Tokenized } from "./tokens.js";

/** Keywords after which a `/` starts a regex, not a division. */
const BEFORE_REGEX = new Set([
  "return",
  "typeof",
  "instanceof",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "case",
  "do",
  "else",
  "yield",
  "await",
]);

function regexAllowed(prev: Token | undefined): boolean {
  if (!prev) return true;
  if (prev.kind === "punct") return prev.text !== ")" && prev.text !== "]" && prev.text !== "}";
  if (prev.kind === "ident") return BEFORE_REGEX.has(prev.text);
  return false;
}

export function tokenizeJs(src: string, firstLine = 1): Tokenized {
  const tokens: Token[] = [];
  /** per open `{`: true when it is a template's `${` */
  const braces: boolean[] = [];
  let line = firstLine;
  let i = 0;
  const n = src.length;

  /** Reads template text from i (just after "`" or the "}" closing a `${`); returns an error or undefined. */
  const templateChunk = (): string | undefined => {
    const start = i;
    const startLine = line;
    while (i < n) {
      const c = src.charCodeAt(i);
      if (c === 92) {
        if (src.charCodeAt(i + 1) === 10) line++;
        i += 2;
        continue;
      }
      if (c === 10) line++;
      if (c === 96) {
        tokens.push({ kind: "template", text: src.slice(start, i), line: startLine });
        i++;
        return undefined;
      }
      if (c === 36 && src.charCodeAt(i + 1) === 123) {
        tokens.push({ kind: "template", text: src.slice(start, i), line: startLine });
        braces.push(true);
        i += 2;
        return undefined;
      }
      i++;
    }
    return "unterminated template literal";
  };

  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 10) {
      line++;
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0 || c === 0xfeff) {
      i++;
      continue;
    }
    if (c === 47 && src.charCodeAt(i + 1) === 47) {
      while (i < n && src.charCodeAt(i) !== 10) i++;
      continue;
    }
    if (c === 47 && src.charCodeAt(i + 1) === 42) {
      const end = src.indexOf("*/", i + 2);
      if (end === -1) return { error: "unterminated /* comment", line };
      for (let k = i; k < end; k++) if (src.charCodeAt(k) === 10) line++;
      i = end + 2;
      continue;
    }
    if (c === 39 || c === 34) {
      const startLine = line;
      let k = i + 1;
      for (;;) {
        if (k >= n) return { error: "unterminated string", line: startLine };
        const d = src.charCodeAt(k);
        if (d === 92) {
          if (src.charCodeAt(k + 1) === 10) line++;
          k += 2;
          continue;
        }
        if (d === 10) return { error: "unterminated string", line: startLine };
        if (d === c) break;
        k++;
      }
      tokens.push({ kind: "string", text: src.slice(i + 1, k), line: startLine });
      i = k + 1;
      continue;
    }
    if (c === 96) {
      i++;
      const err = templateChunk();
      if (err) return { error: err, line };
      continue;
    }
    if (isIdentStart(c) || c === 92) {
      const start = i;
      i++;
      while (i < n && isIdentPart(src.charCodeAt(i))) i++;
      tokens.push({ kind: "ident", text: src.slice(start, i), line });
      continue;
    }
    const numEnd = numberEnd(src, i);
    if (numEnd !== -1) {
      tokens.push({ kind: "number", text: src.slice(i, numEnd), line });
      i = numEnd;
      continue;
    }
    if (c === 47 && regexAllowed(tokens[tokens.length - 1])) {
      const startLine = line;
      let k = i + 1;
      let inClass = false;
      for (;;) {
        if (k >= n || src.charCodeAt(k) === 10) return { error: "unterminated regular expression", line: startLine };
        const d = src.charCodeAt(k);
        if (d === 92) k += 2;
        else {
          if (d === 91) inClass = true;
          else if (d === 93) inClass = false;
          else if (d === 47 && !inClass) break;
          k++;
        }
      }
      k++;
      while (k < n && isIdentPart(src.charCodeAt(k))) k++;
      tokens.push({ kind: "regex", text: src.slice(i, k), line: startLine });
      i = k;
      continue;
    }
    const ch = src[i]!;
    if (ch === "{") braces.push(false);
    if (ch === "}") {
      if (braces.pop() === true) {
        i++;
        const err = templateChunk();
        if (err) return { error: err, line };
        continue;
      }
    }
    tokens.push({ kind: "punct", text: ch, line });
    i++;
  }
  return { tokens };
}
