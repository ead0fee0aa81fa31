/**
 * The pre-run manifest (the reference's src/run/pre-run-manifest.ts; docs/reference.md#recording-and-the-agent-protocol `capturePreRunManifest`): after the layout is staged
 * and before the agent starts, list every path under the user-visible roots and uploads, and hash
 * each regular file (hardlinks too; symlinks are listed by path only). A file over the hash cap or
 * unreadable gets a null hash and a reason; any subtree that could not be walked makes the origin
 * "local-unreadable", which turns the dependent assertions into "evidence unavailable".
 */
import { createHash } from "node:crypto";
import { closeSync } from "node:fs";
import { readFdBounded } from "../../core/util/contained-fs.js";
import { oneLine } from "../../core/util/errors.js";
import { WalkedFileReader, walkReason, walkRoots, type WalkedEntry } from "./walk-roots.js";
import { preRunHashCap, type PreRunOptions } from "../../core/cassette/pre-run-cap.js";

export interface PreRunManifest {
  version: 2;
  origin: "local-walk" | "local-unreadable";
  paths: string[];
  hashes: Record<string, string | null>;
  stats: Record<string, { mtimeMs: number; size: number }>;
  unavailableReasons: Record<string, string>;
}

/** sha256 of a walked file through one fd (opened through the work root's handles, checked, read), or why it could not be hashed. */
export function hashFileCapped(
  reader: WalkedFileReader,
  rel: string,
  cap: number,
): { sha: string } | { reason: string } {
  let fd: number;
  try {
    fd = reader.open(rel, { singleLink: false }).fd;
  } catch (e) {
    return { reason: `unreadable: ${walkReason(reader.workRoot, e)}` };
  }
  try {
    const bytes = readFdBounded(fd, cap);
    return { sha: createHash("sha256").update(bytes).digest("hex") };
  } catch (e) {
    return {
      reason: /larger than|grew past/.test(oneLine(e))
        ? `over the ${cap}-byte pre-run hash cap`
        : `unreadable: ${walkReason(reader.workRoot, e)}`,
    };
  } finally {
    closeSync(fd);
  }
}

/** Lists and hashes `roots` (the user-visible roots plus "uploads") under `workRoot`. */
export async function capturePreRunManifest(
  workRoot: string,
  roots: readonly string[],
  opts: PreRunOptions = {},
): Promise<PreRunManifest> {
  const cap = preRunHashCap(opts);
  const walk = await walkRoots(workRoot, roots);
  const manifest: PreRunManifest = {
    version: 2,
    origin: Object.keys(walk.unreadable).length > 0 ? "local-unreadable" : "local-walk",
    paths: walk.entries.map((e) => e.path),
    hashes: {},
    stats: {},
    unavailableReasons: { ...walk.unreadable },
  };
  const reader = new WalkedFileReader(workRoot);
  try {
    hashAll(walk.entries, reader, cap, manifest);
  } finally {
    reader.close();
  }
  return manifest;
}

function hashAll(
  entries: readonly WalkedEntry[],
  reader: WalkedFileReader,
  cap: number,
  manifest: PreRunManifest,
): void {
  for (const e of entries) {
    manifest.stats[e.path] = { mtimeMs: e.mtimeMs, size: e.size };
    if (e.kind === "symlink") continue;
    if (e.size > cap) {
      manifest.hashes[e.path] = null;
      manifest.unavailableReasons[e.path] = `over the ${cap}-byte pre-run hash cap (${e.size} bytes)`;
      continue;
    }
    const h = hashFileCapped(reader, e.path, cap);
    if ("sha" in h) manifest.hashes[e.path] = h.sha;
    else {
      manifest.hashes[e.path] = null;
      manifest.unavailableReasons[e.path] = h.reason;
    }
  }
}
