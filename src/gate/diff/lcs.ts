/**
 * Longest-common-subsequence alignment of two sequences (the reference's src/cli.ts; docs/reference.md#gate-extras): a walk that
 * takes matches in order and, between them, the rows of a before those of b (side a advances
 * while lcs(i+1,j) >= lcs(i,j+1)). Pure. The table is O(n·m), so it is bounded: the common head
 * (which the walk takes as it is) and, past the bound, the common tail are set aside; a middle
 * still larger than MAX_ALIGN_CELLS is aligned by Myers' O((n+m)·D) shortest edit script while it
 * differs in at most √MAX_ALIGN_CELLS lines, else not aligned but listed (side a, then side b)
 * and reported as `unaligned` — at most about 16 MB for any input size.
 */

export type Step = { kind: "same"; i: number; j: number } | { kind: "a"; i: number } | { kind: "b"; j: number };

/** Table cells (4 bytes each) an alignment may use: 2,000 × 2,000 differing lines. */
export const MAX_ALIGN_CELLS = 4_000_000;

export interface Alignment {
  steps: Step[];
  /** set when the middle was too large to align: how many lines (both sides) it holds */
  unaligned?: number;
}

export function alignLcs<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean): Step[] {
  return alignBounded(a, b, eq).steps;
}

export function alignBounded<T>(
  a: readonly T[],
  b: readonly T[],
  eq: (x: T, y: T) => boolean,
  maxCells = MAX_ALIGN_CELLS,
): Alignment {
  let head = 0;
  while (head < a.length && head < b.length && eq(a[head] as T, b[head] as T)) head++;
  if (head === 0 && (a.length + 1) * (b.length + 1) <= maxCells) return { steps: alignTable(a, b, eq) };
  let tail = 0;
  const big = (a.length - head + 1) * (b.length - head + 1) > maxCells;
  if (big)
    while (
      tail < a.length - head &&
      tail < b.length - head &&
      eq(a[a.length - 1 - tail] as T, b[b.length - 1 - tail] as T)
    )
      tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const steps: Step[] = [];
  for (let k = 0; k < head; k++) steps.push({ kind: "same", i: k, j: k });
  const tooLarge = (midA.length + 1) * (midB.length + 1) > maxCells;
  const middle = tooLarge ? myers(midA, midB, eq, Math.floor(Math.sqrt(maxCells))) : alignTable(midA, midB, eq);
  if (middle === undefined) {
    for (let i = 0; i < midA.length; i++) steps.push({ kind: "a", i: head + i });
    for (let j = 0; j < midB.length; j++) steps.push({ kind: "b", j: head + j });
  } else {
    for (const s of middle) {
      steps.push(
        s.kind === "same"
          ? { kind: "same", i: head + s.i, j: head + s.j }
          : s.kind === "a"
            ? { kind: "a", i: head + s.i }
            : { kind: "b", j: head + s.j },
      );
    }
  }
  for (let k = 0; k < tail; k++) steps.push({ kind: "same", i: a.length - tail + k, j: b.length - tail + k });
  return middle === undefined ? { steps, unaligned: midA.length + midB.length } : { steps };
}

/**
 * Myers' greedy shortest edit script, kept while it needs at most `maxD` edits (memory ~maxD²
 * numbers); undefined past that. Each gap lists its side-a rows before its side-b rows, as above.
 */
function myers<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean, maxD: number): Step[] | undefined {
  const n = a.length;
  const m = b.length;
  const off = maxD + 1;
  const v = new Int32Array(2 * maxD + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= maxD && found < 0; d++) {
    trace.push(v.slice(off - d, off + d + 1)); // v after round d-1, for k in [-d, d]
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[off + k - 1] as number) < (v[off + k + 1] as number))
          ? (v[off + k + 1] as number)
          : (v[off + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && eq(a[x] as T, b[y] as T)) {
        x++;
        y++;
      }
      v[off + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return undefined;
  const rev: Step[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d--) {
    const vp = trace[d] as Int32Array; // index k + d
    const k = x - y;
    const down = k === -d || (k !== d && (vp[k - 1 + d] as number) < (vp[k + 1 + d] as number));
    const prevK = down ? k + 1 : k - 1;
    const prevX = vp[prevK + d] as number;
    const prevY = prevX - prevK;
    const midX = down ? prevX : prevX + 1;
    while (x > midX) rev.push({ kind: "same", i: --x, j: --y });
    rev.push(down ? { kind: "b", j: prevY } : { kind: "a", i: prevX });
    x = prevX;
    y = prevY;
  }
  while (x > 0) rev.push({ kind: "same", i: --x, j: --y });
  const steps: Step[] = [];
  let gapA: Step[] = [];
  let gapB: Step[] = [];
  for (let r = rev.length - 1; r >= 0; r--) {
    const s = rev[r] as Step;
    if (s.kind === "a") gapA.push(s);
    else if (s.kind === "b") gapB.push(s);
    else {
      steps.push(...gapA, ...gapB, s);
      gapA = [];
      gapB = [];
    }
  }
  steps.push(...gapA, ...gapB);
  return steps;
}

function alignTable<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean): Step[] {
  const n = a.length;
  const m = b.length;
  const w = m + 1;
  // table[i*w+j] = lcs length of a[i..] and b[j..]
  const table = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * w + j] = eq(a[i] as T, b[j] as T)
        ? (table[(i + 1) * w + j + 1] as number) + 1
        : Math.max(table[(i + 1) * w + j] as number, table[i * w + j + 1] as number);
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
