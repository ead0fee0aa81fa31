/** Edit distance and "did you mean" suggestions for mistyped keys. */

/** Levenshtein distance (insert, delete, substitute; each costs 1). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitute));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The candidate closest to `word`, when it is close enough to be a likely typo: within a third of
 * the word's length (at least 2 edits), or a prefix either way of at least 4 characters.
 * Ties go to the earlier candidate. undefined when nothing is close.
 */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  const budget = Math.max(2, Math.floor(word.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === word) return candidate;
    const distance = editDistance(word, candidate);
    const prefix =
      Math.min(word.length, candidate.length) >= 4 && (candidate.startsWith(word) || word.startsWith(candidate));
    if (distance > budget && !prefix) continue;
    if (best === undefined || distance < best.distance) best = { candidate, distance };
  }
  return best?.candidate;
}
