/**
 * The bare-domain class of the privacy scan, matched in linear time. The global regex
 * /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.(?:TLD…)\b/gi retries from every word boundary of a long
 * hyphenated run ("a-a-a-a-…"), scanning to the run's end each time: quadratic, minutes on a
 * few hundred KB of hostile transcript. A label cannot contain ".", so every candidate match
 * from a start inside a run of [a-z0-9-] ends at that run's end: the run decides once whether a
 * "." + TLD follows, and the leftmost word-boundary start in the run is the regex's match.
 */
// Character classes on UTF-16 code units, as the regex (no `u` flag) sees them: [a-z0-9]/i and \w
// are ASCII only. Compared as numbers, not one regex test per character — the scan visits every
// character of every event line, ~2 s a 100 MB cassette that way.
const isAlnum = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
const isLabel = (c: number): boolean => isAlnum(c) || c === 0x2d; // [a-z0-9-]
const isWord = (c: number): boolean => isAlnum(c) || c === 0x5f; // \w

/** Every match of `new RegExp(\`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${tlds})\\b\`, "gi")`, in order. */
export function domainMatcher(tlds: string): (text: string) => string[] {
  const tldAt = new RegExp(`(?:${tlds})\\b`, "iy");
  return (text: string): string[] => {
    const out: string[] = [];
    // A match ends its label run with "." + TLD, so only the runs that end at a "." are looked at:
    // from each "." (found natively) back to the run's start, never before `i`, the end of the
    // previous match. Runs are disjoint, so every character is looked at a bounded number of times.
    let i = 0;
    for (let dot = text.indexOf("."); dot !== -1; dot = text.indexOf(".", Math.max(i, dot + 1))) {
      const r1 = dot;
      if (r1 <= i || !isAlnum(text.charCodeAt(r1 - 1))) continue;
      let r0 = r1 - 1;
      while (r0 > i && isLabel(text.charCodeAt(r0 - 1))) r0--;
      tldAt.lastIndex = r1 + 1;
      const tld = tldAt.exec(text);
      if (!tld) continue;
      let p = r0;
      while (p < r1 && !(isAlnum(text.charCodeAt(p)) && (p === 0 || !isWord(text.charCodeAt(p - 1))))) p++;
      if (p === r1) continue;
      const end = r1 + 1 + tld[0].length;
      out.push(text.slice(p, end));
      i = end;
    }
    return out;
  };
}
