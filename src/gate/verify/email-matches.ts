/**
 * The email class of the privacy scan, matched in linear time. The plain global regex
 * /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi retries from every position of a long run of
 * local-part characters (base64 signatures, hashes), which is quadratic in the run's length.
 * A match always contains an `@`, and its local part is a suffix of the run of local-part
 * characters before that `@` — so the leftmost match for an `@` starts where that run starts
 * (or where the previous match ended), and if it fails there no match uses that `@` at all.
 * One sticky attempt per `@` therefore finds exactly the regex's own matches.
 */
export const EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;
const AT_START = new RegExp(EMAIL_RE.source, "iy");
const LOCAL = /[a-z0-9._%+-]/i;

/** Every match of EMAIL_RE in `text`, as `text.matchAll(EMAIL_RE)` would give them. */
export function emailMatches(text: string): string[] {
  const out: string[] = [];
  let pos = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", Math.max(pos, at + 1))) {
    let start = at;
    while (start > pos && LOCAL.test(text[start - 1] as string)) start--;
    if (start === at) continue;
    AT_START.lastIndex = start;
    const m = AT_START.exec(text);
    if (m) {
      out.push(m[0]);
      pos = start + m[0].length;
    }
  }
  return out;
}
