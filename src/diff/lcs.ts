/**
 * Longest-common-subsequence alignment of two sequences (spec/gate-extras.md §2.5): a walk that
 * takes matches in order and, between them, the rows of a before those of b (side a advances
 * while lcs(i+1,j) >= lcs(i,j+1)). Pure; O(n·m) time and memory, so callers bound their inputs.
 */

export type Step = { kind: "same"; i: number; j: number } | { kind: "a"; i: number } | { kind: "b"; j: number };

export function alignLcs<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean): Step[] {
  const n = a.length;
  const m = b.length;
  const w = m + 1;
  // table[i*w+j] = lcs length of a[i..] and b[j..]
  const table = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * w + j] = eq(a[i] as T, b[j] as T) ? (table[(i + 1) * w + j + 1] as number) + 1 : Math.max(table[(i + 1) * w + j] as number, table[i * w + j + 1] as number);
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (eq(a[i] as T, b[j] as T)) {
      steps.push({ kind: "same", i, j });
      i++;
      j++;
    } else if ((table[(i + 1) * w + j] as number) >= (table[i * w + j + 1] as number)) {
      steps.push({ kind: "a", i });
      i++;
    } else {
      steps.push({ kind: "b", j });
      j++;
    }
  }
  for (; i < n; i++) steps.push({ kind: "a", i });
  for (; j < m; j++) steps.push({ kind: "b", j });
  return steps;
}
