/**
 * Phone numbers, a privacy class of ours beyond the reference's: written the way people write
 * them — an international number (`+44 20 7946 0958`, `+1-415-555-0123`) or a North American one
 * with its separators (`(415) 555-0123`, `415-555-0123`, `415.555.0123`). A bare run of digits is
 * never one (cassettes are full of token counts, ids and digests), nor a date or a version.
 */
export const PHONE_RE =
  /(?<![\w+.\-/])(?:\+[1-9]\d{0,2}(?:[ .-]?\(\d{1,4}\)|[ .-]\d{1,4})(?:[ .-]\d{2,4}){1,4}|\(\d{3}\) ?\d{3}-\d{4}|\d{3}([-.])\d{3}\1\d{4})(?![\w\-/]|\.\d)/g;

/**
 * What every PHONE_RE match holds, one per alternative: "+" and a non-zero digit, a bracketed
 * area code, or 3-3-4 digits with a dot or dash between. Most event lines hold digits (counts,
 * ids) but none of these, and skip PHONE_RE, whose look-behind runs at every position.
 */
const PHONE_MARK = /\+[1-9]|\(\d{3}\)|\d{3}[-.]\d{3}[-.]\d{4}/;

/** Digits in a candidate: an international number has 8 to 15 (E.164), a North American one 10. */
function digitCount(s: string): number {
  return s.replace(/\D/g, "").length;
}

/** PHONE_RE's matches that have a phone number's digit count. */
export function phoneMatches(text: string): string[] {
  if (!PHONE_MARK.test(text)) return [];
  const out: string[] = [];
  for (const m of text.matchAll(PHONE_RE)) {
    const n = digitCount(m[0]);
    if (m[0].startsWith("+") ? n >= 8 && n <= 15 : n === 10) out.push(m[0]);
  }
  return out;
}
