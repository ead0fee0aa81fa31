/**
 * Materializing a cassette's artifact manifest into a private temp dir (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions).
 * Every path must stay inside the dir; every inlined body must match its recorded sha256.
 * Any violation throws: the cassette is refused (exit 2) and nothing is written outside.
 *
 * The manifest is checked at once, in memory (paths, digests, two entries on one path); the files
 * are written only when an assertion first asks for the tree's `root`, and the keys that only look
 * a path up or read a file's bytes answer from the manifest itself (`at`), never writing.
 * Creating and removing a temp dir per cassette was most of replay's time on a repository of small
 * cassettes, so a tree is written into a slot of one process-wide temp dir: on dispose its files
 * are removed and the slot, with its directories, goes back to a pool; the next tree removes the
 * directories it does not have and makes the ones it lacks, so it sees exactly its own. The pool
 * is removed on exit.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, normalize, sep } from "node:path";
import type { ArtifactNode } from "../assert/context.js";
import type { ManifestEntry } from "../../core/cassette/types.js";
import { HarnessError } from "../../core/util/errors.js";

export interface MaterializedTree {
  /** the tree's directory, written on first read */
  readonly root: string;
  /** the directory the tree is (or will be) written to, reserved without writing a file */
  readonly location: string;
  /**
   * What the written tree holds at `rel` (normalized, "/"-separated, "" for the root), answered
   * from the manifest without writing: the tree is exactly its files and their directories, and
   * holds no symlink (a link entry is a placeholder file).
   */
  at(rel: string): ArtifactNode | undefined;
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

/** A directory trees are written into, and the (relative) directories it holds now. */
interface Slot {
  root: string;
  dirs: Set<string>;
}

const pool = { parent: undefined as string | undefined, next: 0, free: [] as Slot[] };

function acquireSlot(): Slot {
  const free = pool.free.pop();
  if (free) return free;
  if (pool.parent === undefined) {
    const parent = mkdtempSync(join(tmpdir(), "cowork-replay-"));
    pool.parent = parent;
    process.once("exit", () => rmSync(parent, { recursive: true, force: true }));
  }
  const root = join(pool.parent, String(pool.next++));
  mkdirSync(root);
  return { root, dirs: new Set() };
}

/** Makes the slot's directories exactly `dirs` (parents before children). */
function shapeSlot(slot: Slot, dirs: ReadonlySet<string>): void {
  for (const d of [...slot.dirs].filter((x) => !dirs.has(x)).sort((a, b) => b.length - a.length))
    rmdirSync(join(slot.root, d));
  for (const d of [...dirs].filter((x) => !slot.dirs.has(x)).sort((a, b) => a.length - b.length))
    mkdirSync(join(slot.root, d), { recursive: true });
  slot.dirs = new Set(dirs);
}

interface PlannedFile {
  rel: string;
  raw: Buffer;
  path: string;
}

export function materializeManifest(entries: readonly ManifestEntry[], label: string): MaterializedTree {
  const truncatedPaths = new Map<string, string>();
  const linkPaths = new Map<string, string>();
  const files = new Set<string>();
  const dirs = new Set<string>();
  const planned: PlannedFile[] = [];
  for (const entry of entries) planned.push(planEntry(entry, { truncatedPaths, linkPaths }, files, dirs, label));
  const byRel = new Map(planned.map((f) => [f.rel.split(sep).join("/"), f.raw]));
  const dirsByRel = new Set([...dirs].map((d) => d.split(sep).join("/")));
  let slot: Slot | undefined;
  let written = false;
  let disposed = false;
  const reserve = (): Slot => {
    if (slot === undefined) {
      if (disposed) throw new HarnessError(`${label}: the replay directory was already removed`);
      slot = acquireSlot();
    }
    return slot;
  };
  return {
    get location(): string {
      return reserve().root;
    },
    get root(): string {
      const s = reserve();
      if (!written) {
        try {
          shapeSlot(s, dirs);
          for (const f of planned) writeEntry(s.root, f, label);
        } catch (e) {
          rmSync(s.root, { recursive: true, force: true });
          slot = undefined;
          disposed = true;
          throw e;
        }
        written = true;
      }
      return s.root;
    },
    at(rel: string): ArtifactNode | undefined {
      if (rel === "" || dirsByRel.has(rel)) return { kind: "dir" };
      const raw = byRel.get(rel);
      return raw === undefined ? undefined : { kind: "file", raw };
    },
    truncatedPaths,
    linkPaths,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      if (slot !== undefined) {
        if (written) releaseSlot(slot, planned);
        else pool.free.push(slot); // reserved, never written: no file of this tree is in it
      }
      slot = undefined;
    },
  };
}

/** Removes the tree's files and returns the slot to the pool; a slot that will not empty is removed. */
function releaseSlot(slot: Slot, planned: readonly PlannedFile[]): void {
  try {
    for (const f of planned) unlinkSync(join(slot.root, f.rel));
    pool.free.push(slot);
  } catch {
    rmSync(slot.root, { recursive: true, force: true });
  }
}

/**
 * Checks one entry as writing it would (the same refusals, in the same order: an escaping path, a
 * body that does not match its digest, a path written twice or through a file), without writing.
 */
function planEntry(
  entry: ManifestEntry,
  tree: Pick<MaterializedTree, "truncatedPaths" | "linkPaths">,
  files: Set<string>,
  dirs: Set<string>,
  label: string,
): PlannedFile {
  const rel = containedRelPath(entry.path);
  if (rel === undefined) {
    throw new HarnessError(
      `${label}: cassette artifact path "${entry.path}" escapes the replay directory — refusing to replay`,
    );
  }
  const raw =
    entry.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(entry.body, entry.encoding === "base64" ? "base64" : "utf8");
  if (!entry.truncated && entry.body !== undefined && entry.sha256 !== "") {
    const actual = createHash("sha256").update(raw).digest("hex");
    if (actual !== entry.sha256) {
      throw new HarnessError(
        `${label}: cassette artifact "${entry.path}" body does not match its recorded sha256 (expected ${entry.sha256.slice(0, 12)}…, got ${actual.slice(0, 12)}…) — the cassette was edited by hand; refusing to replay`,
      );
    }
  }
  const ancestors: string[] = [];
  for (let d = dirname(rel); d !== "." && d !== sep && d !== ""; d = dirname(d)) ancestors.push(d);
  // what mkdir -p of the parent, then an exclusive create, would answer (EEXIST, ENOTDIR, EISDIR)
  const collision =
    files.has(rel) || dirs.has(rel)
      ? "EEXIST"
      : ancestors.some((d) => files.has(d)) || rel.endsWith(sep)
        ? "ENOTDIR"
        : undefined;
  if (collision !== undefined)
    throw new HarnessError(
      `${label}: cassette artifact "${entry.path}" ${whyUnwritable(collision)} — refusing to replay`,
    );
  files.add(rel);
  for (const d of ancestors) dirs.add(d);
  if (entry.linkKind) tree.linkPaths.set(rel, entry.linkKind);
  if (entry.truncated) tree.truncatedPaths.set(rel, entry.truncationReason ?? "other");
  return { rel, raw, path: entry.path };
}

function whyUnwritable(code: string | undefined): string {
  return code === "EEXIST"
    ? "appears twice in the manifest"
    : code === "ENOTDIR" || code === "EISDIR"
      ? "collides with another manifest path"
      : `cannot be written (${code ?? "error"})`;
}

function writeEntry(root: string, f: PlannedFile, label: string): void {
  const target = join(root, f.rel);
  try {
    writeFileSync(target, f.raw, { flag: "wx" }); // its directories are there: shapeSlot made them
  } catch (e) {
    throw new HarnessError(
      `${label}: cassette artifact "${f.path}" ${whyUnwritable((e as NodeJS.ErrnoException).code)} — refusing to replay`,
    );
  }
}
