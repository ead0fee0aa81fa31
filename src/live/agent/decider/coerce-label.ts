/**
 * Resolves one scripted pick against a question's offered labels (the reference's src/decide/decider.ts; docs/reference.md#replay-and-assertions coerceLabel),
 * trying in order: case-insensitive exact label; an all-digits 1-based index; equality ignoring a
 * "(Recommended)" suffix; the keyword `recommended`; the keyword `first`; a unique label that starts
 * with the pick followed by optional whitespace and one of `: ( , — –` or the end. Pure.
 */

const RECOMMENDED_SUFFIX = /\s*\(recommended\)\s*$/i;

const stripRecommended = (s: string): string => s.replace(RECOMMENDED_SUFFIX, "").trim().toLowerCase();

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export type CoerceResult = { ok: true; label: string } | { ok: false; nearest?: string };

export function coerceLabel(pick: string, labels: readonly string[]): CoerceResult {
  const p = pick.trim();
  const lower = p.toLowerCase();
  const exact = labels.find((l) => l.toLowerCase() === lower);
  if (exact !== undefined) return { ok: true, label: exact };
  if (/^\d+$/.test(p)) {
    const n = Number(p);
    if (n >= 1 && n <= labels.length) return { ok: true, label: labels[n - 1]! };
  }
  const unsuffixed = labels.find((l) => stripRecommended(l) === stripRecommended(p));
  if (unsuffixed !== undefined) return { ok: true, label: unsuffixed };
  if (lower === "recommended") {
    const rec = labels.find((l) => RECOMMENDED_SUFFIX.test(l));
    if (rec !== undefined) return { ok: true, label: rec };
  }
  if (lower === "first" && labels.length > 0) return { ok: true, label: labels[0]! };
  if (p !== "") {
    const anchor = new RegExp(`^${escapeRegex(p)}\\s*(?:[:(,—–]|$)`, "i");
    const anchored = labels.filter((l) => anchor.test(l));
    if (anchored.length === 1) return { ok: true, label: anchored[0]! };
  }
  return { ok: false, nearest: nearestLabel(p, labels) };
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** The offered label closest to the pick (case-insensitive edit distance), for error messages. */
export function nearestLabel(pick: string, labels: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const l of labels) {
    const d = editDistance(pick.toLowerCase(), l.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = l;
    }
  }
  return best;
}
