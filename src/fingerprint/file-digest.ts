/**
 * Digests of file contents under both hash formats. Ordinary files are streamed through sha256
 * in fixed-size chunks (never held whole); only plugin manifests are read whole, because the
 * manifest transforms rewrite their JSON. Files are read with bounded parallelism, each at
 * most once per fingerprint; an optional DigestCache skips files whose stat is unchanged.
 */
import { createHash } from "node:crypto";
import { open, stat } from "node:fs/promises";
import { oneLine } from "../util/errors.js";
import { isManifestPath, jcs1ManifestContent, legacyManifestContent } from "./manifest-transform.js";
import type { DigestCache, FileDigests } from "./types.js";

const CHUNK_BYTES = 256 * 1024;

export const sha256Hex = (data: Buffer | string): string => createHash("sha256").update(data).digest("hex");

/** Digests of a manifest's transformed content; a jcs1 canonicalization failure throws. */
export function manifestDigests(bytes: Buffer): FileDigests {
  return { legacy: sha256Hex(legacyManifestContent(bytes)), jcs1: sha256Hex(jcs1ManifestContent(bytes)) };
}

async function streamSha256(abs: string, buffer: Buffer): Promise<string> {
  const hash = createHash("sha256");
  const handle = await open(abs, "r");
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return hash.digest("hex");
}

async function readWhole(abs: string): Promise<Buffer> {
  const handle = await open(abs, "r");
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** Digests one file freshly from disk (`rel` decides whether the manifest transforms apply). */
export async function digestFile(abs: string, rel: string, buffer: Buffer = Buffer.allocUnsafe(CHUNK_BYTES)): Promise<FileDigests> {
  if (isManifestPath(rel)) return manifestDigests(await readWhole(abs));
  const sha = await streamSha256(abs, buffer);
  return { legacy: sha, jcs1: sha };
}

/** The cache key of a regular file: path plus stat identity (size, mtime, ctime in ns, inode). */
export async function digestCacheKey(abs: string, rel: string): Promise<string> {
  const st = await stat(abs, { bigint: true });
  return [abs, isManifestPath(rel) ? "m" : "f", st.size, st.mtimeNs, st.ctimeNs, st.ino].join("\0");
}

export interface DigestRequest {
  abs: string;
  rel: string;
}

export type DigestOutcome = { ok: true; digests: FileDigests } | { ok: false; error: string };

/**
 * Digests many files with at most `concurrency` reads in flight; results keep the input order.
 * `memo` (keyed by absolute path + manifest-ness) shares work between walks of one fingerprint.
 */
export async function digestFiles(
  requests: readonly DigestRequest[],
  opts: { concurrency: number; cache?: DigestCache; memo: Map<string, Promise<DigestOutcome>> },
): Promise<DigestOutcome[]> {
  const out = new Array<DigestOutcome>(requests.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    while (next < requests.length) {
      const i = next++;
      const req = requests[i] as DigestRequest;
      const memoKey = `${isManifestPath(req.rel) ? "m" : "f"}\0${req.abs}`;
      let pending = opts.memo.get(memoKey);
      if (!pending) {
        pending = digestOne(req, buffer, opts.cache);
        opts.memo.set(memoKey, pending);
      }
      out[i] = await pending;
    }
  };
  const workers = Math.max(1, Math.min(opts.concurrency, requests.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return out;
}

async function digestOne(req: DigestRequest, buffer: Buffer, cache: DigestCache | undefined): Promise<DigestOutcome> {
  try {
    if (!cache) return { ok: true, digests: await digestFile(req.abs, req.rel, buffer) };
    const key = await digestCacheKey(req.abs, req.rel);
    const hit = cache.get(key);
    if (hit) return { ok: true, digests: hit };
    const digests = await digestFile(req.abs, req.rel, buffer);
    cache.set(key, digests);
    return { ok: true, digests };
  } catch (e) {
    const what = e instanceof Error && e.name === "JcsCanonicalizationError" ? "cannot canonicalize manifest" : "cannot read file";
    return { ok: false, error: `${what} ${req.abs}: ${oneLine(e)}` };
  }
}

/** A simple in-memory DigestCache (e.g. across the cassettes of one verify run). */
export function memoryDigestCache(): DigestCache & { size(): number } {
  const map = new Map<string, FileDigests>();
  return { get: (k) => map.get(k), set: (k, v) => void map.set(k, v), size: () => map.size };
}
