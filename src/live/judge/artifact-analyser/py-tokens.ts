/**
 * A Python tokenizer good enough to tell code from comments and string contents: identifiers,
 * string literals (any prefix, single or triple quoted; an f-string's fields stay inside its
 * text), numbers and one-character punctuation, each with its line. One linear pass; an
 * unterminated string is a parse error with its line.
 */
import { numberEnd, isIdentPart, isIdentStart, type Token, type Tokenized } from "./tokens.js";

const PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$/;

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
      i += 2;
      line++;
      continue;
    }
    let quoteAt = -1;
    if (c === 39 || c === 34) quoteAt = i;
    else if (isIdentStart(c)) {
      let k = i + 1;
      while (k < n && isIdentPart(src.charCodeAt(k))) k++;
      const q = src.charCodeAt(k);
      if ((q === 39 || q === 34) && k - i <= 2 && PREFIX.test(src.slice(i, k))) quoteAt = k;
      else {
        tokens.push({ kind: "ident", text: src.slice(i, k), line });
        i = k;
        continue;
      }
    }
    if (quoteAt >= 0) {
      const q = src[quoteAt]!;
      const triple = src.startsWith(q + q + q, quoteAt);
      const startLine = line;
      const bodyStart = quoteAt + (triple ? 3 : 1);
      let k = bodyStart;
      let end = -1;
      while (k < n) {
        const d = src.charCodeAt(k);
        if (d === 92) {
          if (src.charCodeAt(k + 1) === 10) line++;
          k += 2;
          continue;
        }
        if (d === 10) {
          if (!triple) return { error: "unterminated string", line: startLine };
          line++;
        }
        if (src[k] === q && (!triple || src.startsWith(q + q + q, k))) {
          end = k;
          break;
        }
        k++;
      }
      if (end === -1)
        return { error: triple ? "unterminated triple-quoted string" : "unterminated string", line: startLine };
      tokens.push({ kind: "string", text: src.slice(bodyStart, end), line: startLine });
      i = end + (triple ? 3 : 1);
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
