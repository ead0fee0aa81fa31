/**
 * Ordering of dotted numeric versions ("1.34493.1" < "1.34493.10"), used to pick the
 * `latest` baseline (the reference's src/baseline.ts; docs/reference.md#fingerprints-and-staleness). Missing components count as 0; a non-numeric
 * component compares as text after all numeric ones.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".");
  const pb = b.split(".");
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? "0";
    const y = pb[i] ?? "0";
    const nx = /^\d+$/.test(x) ? Number(x) : Number.NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : Number.NaN;
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx < ny ? -1 : 1;
      continue;
    }
    if (Number.isNaN(nx) !== Number.isNaN(ny)) return Number.isNaN(nx) ? 1 : -1;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
