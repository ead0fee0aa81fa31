/**
 * The bare-domain class of the privacy scan, matched in linear time. The global regex
 * /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.(?:TLD…)\b/gi retries from every word boundary of a long
 * hyphenated run ("a-a-a-a-…"), scanning to the run's end each time: quadratic, minutes on a
 * few hundred KB of hostile transcript. A label cannot contain ".", so every candidate match
 * from a start inside a run of [a-z0-9-] ends at that run's end: the run decides once whether a
 * "." + TLD follows, and the leftmost word-boundary start in the run is the regex's match.
 */
const LABEL = /[a-z0-9-]/i;
const ALNUM = /[a-z0-9]/i;
const WORD = /\w/;

/** Every match of `new RegExp(\`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${tlds})\\b\`, "gi")`, in order. */
export function domainMatcher(tlds: string): (text: string) => string[] {
  const tldAt = new RegExp(`(?:${tlds})\\b`, "iy");
  return (text: string): string[] => {
    const out: string[] = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (!LABEL.test(text[i] as string)) {
        i++;
        continue;
      }
      const r0 = i;
      while (i < n && LABEL.test(text[i] as string)) i++;
      const r1 = i;
      if (r1 >= n || text[r1] !== "." || !ALNUM.test(text[r1 - 1] as string)) continue;
      tldAt.lastIndex = r1 + 1;
      const tld = tldAt.exec(text);
      if (!tld) continue;
      let p = r0;
      while (p < r1 && !(ALNUM.test(text[p] as string) && (p === 0 || !WORD.test(text[p - 1] as string)))) p++;
      if (p === r1) continue;
      const end = r1 + 1 + tld[0].length;
      out.push(text.slice(p, end));
      i = end;
    }
    return out;
  };
}
