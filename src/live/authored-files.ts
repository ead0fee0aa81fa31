/**
 * Files the run wrote (spec live-lane.md §1.11): under the user-visible roots, every file that is
 * new, or whose content differs from its pre-run hash. Read-only folders are inputs and skipped.
 * Bodies are capped (16 KiB each, 64 KiB in all); what did not fit is named, never dropped quietly.
 */
import { readFile } from "node:fs/promises";
import { hashFileCapped, preRunHashCap, type PreRunManifest } from "../record/pre-run.js";
import { walkRoots } from "../record/walk-roots.js";
import { oneLine } from "../util/errors.js";

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
}

export async function captureAuthoredFiles(workRoot: string, roots: readonly string[], readonlyRoots: readonly string[], preRun: PreRunManifest, env: NodeJS.ProcessEnv = process.env): Promise<AuthoredCapture> {
  const writable = roots.filter((r) => !readonlyRoots.includes(r));
  const walk = await walkRoots(workRoot, writable);
  const out: AuthoredCapture = { files: [], omittedPaths: [], readErrors: [], walkErrors: Object.entries(walk.unreadable).map(([p, why]) => `${p}: ${why}`) };
  const cap = preRunHashCap({ env });
  let budget = AUTHORED_TOTAL_CAP;
  for (const e of walk.entries) {
    if (e.kind === "symlink") continue;
    const had = Object.prototype.hasOwnProperty.call(preRun.hashes, e.path);
    if (had) {
      const now = await hashFileCapped(e.abs, cap);
      const before = preRun.hashes[e.path];
      if ("sha" in now && before === now.sha) continue;
      const stat = preRun.stats[e.path];
      if (before === null && stat && stat.size === e.size && stat.mtimeMs === e.mtimeMs) continue;
    }
    if (budget <= 0) {
      out.omittedPaths.push(e.path);
      continue;
    }
    try {
      const bytes = await readFile(e.abs);
      const take = Math.min(bytes.length, AUTHORED_FILE_CAP, budget);
      budget -= take;
      out.files.push({ path: e.path, content: bytes.subarray(0, take).toString("utf8"), truncated: take < bytes.length });
    } catch (err) {
      out.readErrors.push({ path: e.path, reason: oneLine(err) });
    }
  }
  return out;
}
