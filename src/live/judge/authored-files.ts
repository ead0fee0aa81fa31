/**
 * Files the run wrote (the reference's live lane; docs/reference.md#the-live-lane): under the user-visible roots, every file that is
 * new, or whose content differs from its pre-run hash; and, at the container tier, every file in
 * the session's scratchpad, named `scratchpad/<rel>`. Read-only folders are inputs and skipped.
 * Bodies are capped (16 KiB each, 64 KiB in all); what did not fit is named, never dropped quietly.
 */
import { closeSync, readSync } from "node:fs";
import { hashFileCapped, type PreRunManifest } from "../workspace/pre-run.js";
import { preRunHashCap } from "../../core/cassette/pre-run-cap.js";
import { WalkedFileReader, walkRoots } from "../workspace/walk-roots.js";
import { oneLine } from "../../core/util/errors.js";
import { listScratchpad, sessionRootOf } from "./scratchpad-files.js";

/** How scratchpad files are named among authored files. */
export const SCRATCHPAD_PREFIX = "scratchpad/";

export const AUTHORED_FILE_CAP = 16 * 1024;
export const AUTHORED_TOTAL_CAP = 64 * 1024;

export interface AuthoredFile {
  path: string;
  content: string;
  truncated: boolean;
}

export interface AuthoredCapture {
  files: AuthoredFile[];
  /** over the total cap */
  omittedPaths: string[];
  readErrors: { path: string; reason: string }[];
  walkErrors: string[];
  /** scratchpad subtrees that could not be walked (the reference (docs/reference.md); container tier only) */
  scratchpadWalkErrors: string[];
  /** scratchpad entries that are links, not files (never followed, so not read) */
  scratchpadLinks: string[];
}

export async function captureAuthoredFiles(
  workRoot: string,
  roots: readonly string[],
  readonlyRoots: readonly string[],
  preRun: PreRunManifest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AuthoredCapture> {
  const writable = roots.filter((r) => !readonlyRoots.includes(r));
  const walk = await walkRoots(workRoot, writable);
  const out: AuthoredCapture = {
    files: [],
    omittedPaths: [],
    readErrors: [],
    walkErrors: Object.entries(walk.unreadable).map(([p, why]) => `${p}: ${why}`),
    scratchpadWalkErrors: [],
    scratchpadLinks: [],
  };
  const cap = preRunHashCap({ env });
  let budget = AUTHORED_TOTAL_CAP;
  // every read goes through the work root's no-follow handles: the sandbox may swap a file for a link
  const reader = new WalkedFileReader(workRoot);
  try {
    for (const e of walk.entries) {
      if (e.kind === "symlink") continue;
      const had = Object.prototype.hasOwnProperty.call(preRun.hashes, e.path);
      if (had) {
        const now = hashFileCapped(reader, e.path, cap);
        const before = preRun.hashes[e.path];
        if ("sha" in now && before === now.sha) continue;
        const stat = preRun.stats[e.path];
        if (before === null && stat && stat.size === e.size && stat.mtimeMs === e.mtimeMs) continue;
      }
      budget = capture(reader, e.path, e.path, budget, out);
    }
  } finally {
    reader.close();
  }
  const sessionRoot = sessionRootOf(workRoot);
  if (sessionRoot === undefined) return out;
  // the scratchpad holds no pre-run files: everything in it is the run's
  const pad = await listScratchpad(sessionRoot);
  out.scratchpadWalkErrors.push(...pad.walkErrors);
  const padReader = new WalkedFileReader(sessionRoot);
  try {
    for (const e of pad.entries) {
      if (e.kind === "symlink") out.scratchpadLinks.push(`${SCRATCHPAD_PREFIX}${e.path}`);
      else budget = capture(padReader, e.path, `${SCRATCHPAD_PREFIX}${e.path}`, budget, out);
    }
  } finally {
    padReader.close();
  }
  return out;
}

/** Reads one authored file within the remaining budget into `out`; returns the budget left. */
function capture(reader: WalkedFileReader, rel: string, path: string, budget: number, out: AuthoredCapture): number {
  if (budget <= 0) {
    out.omittedPaths.push(path);
    return budget;
  }
  try {
    const take = Math.min(AUTHORED_FILE_CAP, budget);
    const fd = reader.open(rel, { singleLink: false }).fd;
    let bytes: Buffer;
    try {
      bytes = readPrefix(fd, take + 1);
    } finally {
      closeSync(fd);
    }
    const kept = Math.min(bytes.length, take);
    out.files.push({ path, content: bytes.subarray(0, kept).toString("utf8"), truncated: bytes.length > kept });
    return budget - kept;
  } catch (err) {
    out.readErrors.push({ path, reason: oneLine(err) });
    return budget;
  }
}

/** Up to `max` bytes from the start of an open file (one more than kept tells "truncated"). */
function readPrefix(fd: number, max: number): Buffer {
  const buf = Buffer.alloc(max);
  let got = 0;
  while (got < max) {
    const n = readSync(fd, buf, got, max - got, null);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, got);
}
