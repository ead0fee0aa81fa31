/**
 * Digests derived from a walk (the reference's src/run/skill-hash.ts; docs/reference.md#fingerprints-and-staleness). All are pure functions of
 * the walk entries, so both hash formats come from the same single read of the tree.
 */
import { createHash } from "node:crypto";
import type { FileSig, HashFormat, WalkEntry } from "./types.js";
import { FILE_SIGS_CAP } from "./types.js";

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** skillHash framing (v8+): `D:p\0`, `L:p\0target\0`, `F:p\0` + the content sha hex, root-major. */
export function foldSkillHash(walk: readonly WalkEntry[], format: HashFormat): string {
  const h = createHash("sha256");
  for (const e of walk) {
    if (e.kind === "dir") h.update(`D:${e.path}\0`);
    else if (e.kind === "link") h.update(`L:${e.path}\0${e.target}\0`);
    else {
      h.update(`F:${e.path}\0`);
      h.update(e[format]);
    }
  }
  return h.digest("hex");
}

/** contentSig algo 5 (v12): sorted rendered entries incl. dirs, NUL-joined; undefined for no entries. */
export function contentSigAlgo5(walk: readonly WalkEntry[]): string | undefined {
  if (walk.length === 0) return undefined;
  const rendered = walk.map((e) =>
    e.kind === "dir" ? `D:${e.path}\0` : e.kind === "link" ? `L:${e.path}\0lnk:${e.target}` : `F:${e.path}\0${e.jcs1}`,
  );
  rendered.sort();
  return createHash("sha256").update(rendered.join("\0")).digest("hex");
}

/** The wire entries: files and links (no dirs) as `[path, sha | lnk:target]`, stably sorted by path. */
export function wireEntries(walk: readonly WalkEntry[], format: HashFormat): FileSig[] {
  const out: FileSig[] = [];
  for (const e of walk) {
    if (e.kind === "file") out.push([e.path, e[format]]);
    else if (e.kind === "link") out.push([e.path, `lnk:${e.target}`]);
  }
  return out.sort((a, b) => byCodeUnits(a[0], b[0]));
}

/** contentSig algo 4 (v9–v11): the legacy wire entries rendered in path order; undefined when none. */
export function contentSigAlgo4(walk: readonly WalkEntry[]): string | undefined {
  const wire = wireEntries(walk, "legacy");
  if (wire.length === 0) return undefined;
  const rendered = wire.map(([path, sha]) => (sha.startsWith("lnk:") ? `L:${path}\0${sha}` : `F:${path}\0${sha}`));
  return createHash("sha256").update(rendered.join("\0")).digest("hex");
}

/** fileSigs of a format, or `omitted` past the cap. */
export function fileSigsOf(
  walk: readonly WalkEntry[],
  format: HashFormat,
): { fileSigs: FileSig[] } | { fileSigsOmitted: true } {
  const wire = wireEntries(walk, format);
  return wire.length > FILE_SIGS_CAP ? { fileSigsOmitted: true } : { fileSigs: wire };
}
