/**
 * The artifact manifest of a finished run (the reference's src/run/cassette.ts; docs/reference.md#recording-and-the-agent-protocol `buildManifest`): every entry under
 * the user-visible roots (outputs + connected-folder mounts) and the uploads input root, relative
 * to the work root, with the sha256 of its raw bytes and small bodies inlined.
 *
 *  - body ≤ cap (64 KiB default): lossless UTF-8 inline as text, anything else base64;
 *  - over the cap: digest only, `truncationReason: "size"`;
 *  - under a `mode: r` mount: digest only, "readonly"; under uploads/: digest only, "input";
 *  - a read failure: `bytes: 0, sha256: ""`, "unreadable";
 *  - symlinks and multiply-linked files: `{bytes: 0, sha256: "", linkKind}`, never read or followed.
 *
 * Every file is read through the work root's directory handles and checked on its descriptor
 * (openWalkedFile): a path the sandbox swapped for a link, FIFO or hard link after the walk is
 * "unreadable", never followed.
 */
import { createHash } from "node:crypto";
import { closeSync } from "node:fs";
import type { ManifestEntry } from "../../core/cassette/types.js";
import { readFdBounded } from "../../core/util/contained-fs.js";
import {
  WalkedFileReader,
  forEachChunk,
  walkRoots,
  type RootsWalk,
  type WalkedEntry,
} from "../workspace/walk-roots.js";

export const DEFAULT_MAX_ARTIFACT_BYTES = 64 * 1024;
/** The input root: walked for the manifest, never a user-visible root. */
export const INPUT_ROOT = "uploads";

export interface ManifestOptions {
  /** inline body cap in bytes; default COWORK_HARNESS_MAX_ARTIFACT_BYTES from `env`, else 64 KiB */
  maxBodyBytes?: number;
  /** mounts whose files are inputs kept by digest only (`mode: r` folders) */
  readonlyRoots?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

/** The body cap from options or the environment. */
export function maxArtifactBytes(opts: ManifestOptions = {}): number {
  if (opts.maxBodyBytes !== undefined) return opts.maxBodyBytes;
  const raw = (opts.env ?? process.env)["COWORK_HARNESS_MAX_ARTIFACT_BYTES"];
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_MAX_ARTIFACT_BYTES;
}

/** True when the bytes decode as UTF-8 and re-encode to exactly the same bytes. */
export function isLosslessUtf8(bytes: Buffer): boolean {
  return Buffer.from(bytes.toString("utf8"), "utf8").equals(bytes);
}

function sha256Contained(reader: WalkedFileReader, rel: string): { sha: string; bytes: number } {
  const h = createHash("sha256");
  let bytes = 0;
  forEachChunk(reader.open(rel).fd, (b) => {
    bytes += b.length;
    h.update(b);
  });
  return { sha: h.digest("hex"), bytes };
}

function readContained(reader: WalkedFileReader, rel: string, cap: number): Buffer | undefined {
  const { fd, stat } = reader.open(rel);
  try {
    return stat.size > cap ? undefined : readFdBounded(fd, cap);
  } finally {
    closeSync(fd);
  }
}

const topOf = (path: string): string => path.split("/")[0] ?? path;

/** One manifest entry for a walked path; reads the file at most once. */
export async function manifestEntryFor(
  reader: WalkedFileReader,
  e: WalkedEntry,
  cap: number,
  readonlyRoots: ReadonlySet<string>,
): Promise<ManifestEntry> {
  if (e.kind !== "file") return { path: e.path, bytes: 0, sha256: "", linkKind: e.kind };
  const top = topOf(e.path);
  const digestOnly =
    top === INPUT_ROOT ? "input" : readonlyRoots.has(top) ? "readonly" : e.size > cap ? "size" : undefined;
  try {
    if (digestOnly !== undefined) {
      const { sha, bytes } = sha256Contained(reader, e.path);
      return { path: e.path, bytes, sha256: sha, truncated: true, truncationReason: digestOnly };
    }
    const raw = readContained(reader, e.path, cap);
    if (raw === undefined) {
      const { sha, bytes } = sha256Contained(reader, e.path);
      return { path: e.path, bytes, sha256: sha, truncated: true, truncationReason: "size" };
    }
    const sha256 = createHash("sha256").update(raw).digest("hex");
    return isLosslessUtf8(raw)
      ? { path: e.path, bytes: raw.length, sha256, body: raw.toString("utf8") }
      : { path: e.path, bytes: raw.length, sha256, body: raw.toString("base64"), encoding: "base64" };
  } catch {
    return { path: e.path, bytes: 0, sha256: "", truncated: true, truncationReason: "unreadable" };
  }
}

/** The manifest of an already-listed walk (the second half of buildManifest). */
export async function manifestFromWalk(
  workRoot: string,
  walk: RootsWalk,
  opts: ManifestOptions = {},
): Promise<ManifestEntry[]> {
  const cap = maxArtifactBytes(opts);
  const readonly = new Set(opts.readonlyRoots ?? []);
  const out: ManifestEntry[] = [];
  const reader = new WalkedFileReader(workRoot);
  try {
    for (const e of walk.entries) out.push(await manifestEntryFor(reader, e, cap, readonly));
  } finally {
    reader.close();
  }
  return out;
}

/** Walks `userVisibleRoots` and uploads under `workRoot` and snapshots every entry. */
export async function buildManifest(
  workRoot: string,
  userVisibleRoots: readonly string[],
  opts: ManifestOptions = {},
): Promise<ManifestEntry[]> {
  const walk = await walkRoots(workRoot, [...userVisibleRoots, INPUT_ROOT]);
  return manifestFromWalk(workRoot, walk, opts);
}
