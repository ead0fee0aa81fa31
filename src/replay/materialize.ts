/**
 * Materializing a cassette's artifact manifest into a private temp dir (spec/replay.md §3.7).
 * Every path must stay inside the dir; every inlined body must match its recorded sha256.
 * Any violation throws: the cassette is refused (exit 2) and nothing is written outside.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, normalize, sep } from "node:path";
import type { ManifestEntry } from "../cassette/types.js";
import { HarnessError } from "../util/errors.js";

export interface MaterializedTree {
  root: string;
  /** body-less entries: path → truncationReason ("other" when the cassette names none) */
  truncatedPaths: Map<string, string>;
  /** link entries: path → linkKind */
  linkPaths: Map<string, string>;
  /** removes the tree; safe to call twice */
  dispose(): void;
}

/** Normalizes a manifest path, or explains why it may not be written. */
export function containedRelPath(path: string): string | undefined {
  if (path === "" || isAbsolute(path) || /^[a-zA-Z]:[\\/]/.test(path) || path.includes("\0")) return undefined;
  const norm = normalize(path.replace(/\\/g, "/"));
  if (norm === ".." || norm.startsWith(`..${sep}`) || norm === "." || isAbsolute(norm)) return undefined;
  return norm;
}

export function materializeManifest(entries: readonly ManifestEntry[], label: string): MaterializedTree {
  const root = mkdtempSync(join(tmpdir(), "cowork-replay-"));
  const tree: MaterializedTree = {
    root,
    truncatedPaths: new Map(),
    linkPaths: new Map(),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
  try {
    for (const entry of entries) writeEntry(root, entry, tree, label);
  } catch (e) {
    tree.dispose();
    throw e;
  }
  return tree;
}

function writeEntry(root: string, entry: ManifestEntry, tree: MaterializedTree, label: string): void {
  const rel = containedRelPath(entry.path);
  if (rel === undefined) {
    throw new HarnessError(`${label}: cassette artifact path "${entry.path}" escapes the replay directory — refusing to replay`);
  }
  const raw = entry.body === undefined ? Buffer.alloc(0) : Buffer.from(entry.body, entry.encoding === "base64" ? "base64" : "utf8");
  if (!entry.truncated && entry.body !== undefined && entry.sha256 !== "") {
    const actual = createHash("sha256").update(raw).digest("hex");
    if (actual !== entry.sha256) {
      throw new HarnessError(
        `${label}: cassette artifact "${entry.path}" body does not match its recorded sha256 (expected ${entry.sha256.slice(0, 12)}…, got ${actual.slice(0, 12)}…) — the cassette was edited by hand; refusing to replay`,
      );
    }
  }
  const target = join(root, rel);
  try {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, raw, { flag: "wx" });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === "EEXIST" ? "appears twice in the manifest" : code === "ENOTDIR" || code === "EISDIR" ? "collides with another manifest path" : `cannot be written (${code ?? "error"})`;
    throw new HarnessError(`${label}: cassette artifact "${entry.path}" ${why} — refusing to replay`);
  }
  if (entry.linkKind) tree.linkPaths.set(rel, entry.linkKind);
  if (entry.truncated) tree.truncatedPaths.set(rel, entry.truncationReason ?? "other");
}
