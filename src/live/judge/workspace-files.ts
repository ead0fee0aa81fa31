/**
 * The files a live run produced, by where they lie (the evidence of src/live/judge/delivery.ts):
 *  - under the writable user-visible roots (outputs, connected folders not mounted read-only), every
 *    file absent before the run or whose content changed;
 *  - in the scratchpad (container tier: the session root outside `mnt/`), every file, since the
 *    layout stages nothing there. Dot entries at any depth are tool caches and state, not work the
 *    skill made, and are left out; so are links (present_files never delivers one).
 * The sandbox wrote this tree, so every walk goes through no-follow directory handles
 * (src/live/workspace/walk-roots.ts). A scratchpad that could not be walked in full is reported as
 * incomplete, never as empty.
 */
import { hashFileCapped, type PreRunManifest } from "../workspace/pre-run.js";
import { preRunHashCap } from "../../core/cassette/pre-run-cap.js";
import { WalkedFileReader, walkRoots } from "../workspace/walk-roots.js";
import type { WorkspaceFile } from "./delivery.js";
import { sessionRootOf, walkScratchpad } from "./scratchpad-files.js";

export interface ProducedFiles {
  files: WorkspaceFile[];
  scratchpadComplete: boolean;
}

const hasDotPart = (rel: string): boolean => rel.split("/").some((c) => c.startsWith("."));

/** Changed or new files under the writable user-visible roots. */
async function producedInRoots(
  workRoot: string,
  roots: readonly string[],
  preRun: PreRunManifest,
  env: NodeJS.ProcessEnv,
): Promise<WorkspaceFile[]> {
  const walk = await walkRoots(workRoot, roots);
  const cap = preRunHashCap({ env });
  const before = new Set(preRun.paths);
  const out: WorkspaceFile[] = [];
  const reader = new WalkedFileReader(workRoot);
  try {
    for (const e of walk.entries) {
      if (e.kind === "symlink") continue;
      if (before.has(e.path)) {
        // an unchanged size and mtime is taken as unchanged without reading the file: a connected folder
        // can be large, and this listing only feeds warnings (a skill that restores an mtime hides an edit from them)
        const stat = preRun.stats[e.path];
        if (stat && stat.size === e.size && stat.mtimeMs === e.mtimeMs) continue;
        const now = hashFileCapped(reader, e.path, cap);
        if ("sha" in now && preRun.hashes[e.path] === now.sha) continue;
      }
      out.push({ path: e.path, class: e.path === "outputs" || e.path.startsWith("outputs/") ? "output" : "folder" });
    }
  } finally {
    reader.close();
  }
  return out;
}

/** Every non-dot regular file of the scratchpad (the session root minus `mnt/`), as `scratchpad/<rel>`. */
async function scratchpadFiles(sessionRoot: string): Promise<{ files: WorkspaceFile[]; complete: boolean }> {
  const walk = await walkScratchpad(sessionRoot);
  if (walk.openError !== undefined) return { files: [], complete: false };
  const complete = Object.keys(walk.unreadable).length === 0 && walk.containmentSkips.length === 0;
  const files = walk.entries
    .filter((e) => e.kind !== "symlink" && !hasDotPart(e.path))
    .map((e) => ({ path: `scratchpad/${e.path}`, class: "scratchpad" as const }));
  return { files, complete };
}

/**
 * `workRoot` is `<session root>/mnt` at the container tier; anywhere else (the protocol tier's work
 * dir) there is no scratchpad, and the scratchpad evidence is incomplete.
 */
export async function producedFiles(
  workRoot: string,
  writableRoots: readonly string[],
  preRun: PreRunManifest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ProducedFiles> {
  const visible = await producedInRoots(workRoot, writableRoots, preRun, env);
  const sessionRoot = sessionRootOf(workRoot);
  if (sessionRoot === undefined) return { files: visible, scratchpadComplete: false };
  const pad = await scratchpadFiles(sessionRoot);
  return { files: [...visible, ...pad.files], scratchpadComplete: pad.complete };
}
