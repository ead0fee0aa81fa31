/**
 * Per-file attribution of a skill-hash drift from the recorded and live `fileSigs`
 * ([path, sha] pairs; the reference's src/run/skill-hash.ts; docs/reference.md#fingerprints-and-stalenesse). Attribution only: the
 * verdict is always the skillHash comparison.
 */

export interface FileSigDiff {
  changed: string[];
  added: string[];
  removed: string[];
}

export type FileSigs = [string, string][];

/** Paths present on one side only, or with a different sha (a duplicate path: last one wins). */
export function diffFileSigs(recorded: FileSigs, live: FileSigs): FileSigDiff {
  const rec = new Map(recorded);
  const now = new Map(live);
  const diff: FileSigDiff = { changed: [], added: [], removed: [] };
  for (const [path, sha] of now) {
    if (!rec.has(path)) diff.added.push(path);
    else if (rec.get(path) !== sha) diff.changed.push(path);
  }
  for (const path of rec.keys()) if (!now.has(path)) diff.removed.push(path);
  return diff;
}

export function isEmptyDiff(d: FileSigDiff): boolean {
  return d.changed.length === 0 && d.added.length === 0 && d.removed.length === 0;
}

/** Up to three sample paths, then "+K more". */
export function samplePaths(paths: string[]): string {
  const head = paths.slice(0, 3).join(", ");
  return paths.length > 3 ? `${head}, +${paths.length - 3} more` : head;
}

/** "N changed (…); N added (…); N removed (…)", or null for an empty diff. */
export function summarizeDiff(d: FileSigDiff): string | null {
  const parts: string[] = [];
  if (d.changed.length) parts.push(`${d.changed.length} changed (${samplePaths(d.changed)})`);
  if (d.added.length) parts.push(`${d.added.length} added (${samplePaths(d.added)})`);
  if (d.removed.length) parts.push(`${d.removed.length} removed (${samplePaths(d.removed)})`);
  return parts.length ? parts.join("; ") : null;
}

/** Paths that occur more than once (two roots can each hold the same relative path), sorted. */
export function duplicatePaths(sigs: FileSigs | undefined): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const [path] of sigs ?? []) (seen.has(path) ? dupes : seen).add(path);
  return [...dupes].sort();
}

/** The skill an `agents/…` path belongs to under agent scoping: `agents/x.md` → x, `agents/x/…` → x. */
export function agentSkillName(parts: string[]): string | null {
  if (parts[0] !== "agents" || parts.length < 2) return null;
  const name = parts[1] as string;
  return parts.length === 2 ? name.replace(/\.[^.]+$/, "") : name;
}

/** Splits a diff into the scoped skills' private files and everything shared. */
export function partitionDiff(
  d: FileSigDiff,
  scope: Set<string>,
  agentScoped: boolean,
): { shared: FileSigDiff; skill: FileSigDiff } {
  const shared: FileSigDiff = { changed: [], added: [], removed: [] };
  const skill: FileSigDiff = { changed: [], added: [], removed: [] };
  const isSkillPrivate = (path: string): boolean => {
    const parts = path.split("/");
    if (parts[0] === "skills" && parts.length >= 2) return scope.has(parts[1] as string);
    if (agentScoped) {
      const an = agentSkillName(parts);
      if (an !== null && scope.has(an)) return true;
    }
    return false;
  };
  for (const cat of ["changed", "added", "removed"] as const) {
    for (const p of d[cat]) (isSkillPrivate(p) ? skill : shared)[cat].push(p);
  }
  return { shared, skill };
}
