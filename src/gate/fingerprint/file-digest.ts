/**
 * Digests of file contents under both hash formats. Ordinary files are streamed through sha256
 * in fixed-size chunks (never held whole); only plugin manifests are read whole, because the
 * manifest transforms rewrite their JSON. Reads are synchronous on purpose: skill trees are
 * many small, page-cached files, and a read that does not hop through the libuv thread pool
 * is several times faster (bench/: 20k files read and hashed in a third of the time). Each
 * file is read at most once per fingerprint (once per run inside a FingerprintRun); an
 * optional DigestCache skips files it already knows: by git blob id when the file is tracked
 * and clean (a key that survives a fresh checkout), else by path and stat identity.
 */
import { createHash } from "node:crypto";
import { closeSync, lstatSync, readSync } from "node:fs";
import { MAX_TEXT_FILE_BYTES, openRegularFile, readRegularFile } from "../../core/util/regular-file.js";
import { oneLine } from "../../core/util/errors.js";
import { isManifestPath, jcs1ManifestContent, legacyManifestContent } from "./manifest-transform.js";
import type { DigestCache, FileDigests } from "./types.js";

const CHUNK_BYTES = 256 * 1024;

export const sha256Hex = (data: Buffer | string): string => createHash("sha256").update(data).digest("hex");

/** Digests of a manifest's transformed content; a jcs1 canonicalization failure throws. */
export function manifestDigests(bytes: Buffer): FileDigests {
  return { legacy: sha256Hex(legacyManifestContent(bytes)), jcs1: sha256Hex(jcs1ManifestContent(bytes)) };
}

/**
 * Never blocking, and only a regular file (src/core/util/regular-file.ts): a FIFO or a device such as
 * `/dev/zero` is an error at once, not a hang or an endless read. `noFollow` for a path the walk
 * saw as a file, which it never reached through a link: a link standing there now is refused.
 */
function streamSha256(abs: string, buffer: Buffer, noFollow: boolean): string {
  const hash = createHash("sha256");
  const fd = openRegularFile(abs, { noFollow });
  try {
    for (;;) {
      const bytesRead = readSync(fd, buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}

let sharedBuffer: Buffer | undefined;

/**
 * The sha256 of a regular file's raw bytes, read in chunks; null when it cannot be read or is not
 * a regular file. Follows a link: for paths the caller has judged (a cassette, a model script).
 */
export function sha256OfFile(abs: string): string | null {
  try {
    return streamSha256(abs, (sharedBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES)), false);
  } catch {
    return null;
  }
}

/**
 * Digests one file of a walk freshly from disk (`rel` decides whether the manifest transforms
 * apply). The walk saw a regular file there: a link, FIFO or device found in its place throws.
 */
export function digestFile(abs: string, rel: string): FileDigests {
  if (isManifestPath(rel)) return manifestDigests(readRegularFile(abs, MAX_TEXT_FILE_BYTES, { noFollow: true }));
  sharedBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES);
  const sha = streamSha256(abs, sharedBuffer, true);
  return { legacy: sha, jcs1: sha };
}

/** The cache key of a regular file: path plus stat identity (size, mtime, ctime in ns, inode), of the path itself, not a link's target. */
export function digestCacheKey(abs: string, rel: string): string {
  const st = lstatSync(abs, { bigint: true });
  return [abs, isManifestPath(rel) ? "m" : "f", st.size, st.mtimeNs, st.ctimeNs, st.ino].join("\0");
}

/** The cache key of a tracked, clean file: its git blob id (plus manifest-ness, which changes the digest). */
export function blobCacheKey(blob: string, rel: string): string {
  return `git:${isManifestPath(rel) ? "m" : "f"}:${blob}`;
}

export interface DigestRequest {
  abs: string;
  rel: string;
  /** git blob id when the file is tracked and its working copy matches the index */
  blob?: string;
}

export type DigestOutcome = { ok: true; digests: FileDigests } | { ok: false; error: string };

/**
 * Digests many files; results keep the input order. `memo` (keyed by absolute path +
 * manifest-ness) shares work between the walks of one fingerprint or of one run.
 */
export function digestFiles(
  requests: readonly DigestRequest[],
  opts: { cache?: DigestCache; memo: Map<string, DigestOutcome> },
): DigestOutcome[] {
  return requests.map((req) => {
    const memoKey = `${isManifestPath(req.rel) ? "m" : "f"}\0${req.abs}`;
    let outcome = opts.memo.get(memoKey);
    if (!outcome) {
      outcome = digestOne(req, opts.cache);
      opts.memo.set(memoKey, outcome);
    }
    return outcome;
  });
}

function digestOne(req: DigestRequest, cache: DigestCache | undefined): DigestOutcome {
  try {
    if (!cache) return { ok: true, digests: digestFile(req.abs, req.rel) };
    const key = req.blob !== undefined ? blobCacheKey(req.blob, req.rel) : digestCacheKey(req.abs, req.rel);
    const hit = cache.get(key);
    if (hit) return { ok: true, digests: hit };
    const digests = digestFile(req.abs, req.rel);
    cache.set(key, digests);
    return { ok: true, digests };
  } catch (e) {
    const what =
      e instanceof Error && e.name === "JcsCanonicalizationError" ? "cannot canonicalize manifest" : "cannot read file";
    return { ok: false, error: `${what} ${req.abs}: ${oneLine(e)}` };
  }
}

/** A simple in-memory DigestCache (e.g. across the cassettes of one verify run). */
export function memoryDigestCache(): DigestCache & { size(): number } {
  const map = new Map<string, FileDigests>();
  return { get: (k) => map.get(k), set: (k, v) => void map.set(k, v), size: () => map.size };
}
