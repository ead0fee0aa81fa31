/**
 * The second detector of deletes in outputs (the reference's live lane; docs/reference.md#the-live-lane B): files listed under
 * `outputs` before the run that are gone after it. A vanished file whose content reappears at a
 * new path under outputs was renamed, not deleted. Without a pre-run hash a vanished file is
 * always reported.
 */
import { hashFileCapped, type PreRunManifest } from "../workspace/pre-run.js";
import { preRunHashCap } from "../../core/cassette/pre-run-cap.js";
import { WalkedFileReader, walkRoots } from "../workspace/walk-roots.js";

export async function outputsRemovedByFsDiff(
  workRoot: string,
  preRun: PreRunManifest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const inOutputs = (p: string): boolean => p === "outputs" || p.startsWith("outputs/");
  const post = await walkRoots(workRoot, ["outputs"]);
  const postPaths = new Set(post.entries.map((e) => e.path));
  const vanished = preRun.paths.filter((p) => inOutputs(p) && !postPaths.has(p));
  if (vanished.length === 0) return [];
  const before = new Set(preRun.paths);
  const cap = preRunHashCap({ env });
  let fresh: Set<string> | undefined;
  const freshHashes = async (): Promise<Set<string>> => {
    if (fresh) return fresh;
    fresh = new Set();
    // read through the work root's no-follow handles: the sandbox may swap a file for a link
    const reader = new WalkedFileReader(workRoot);
    try {
      for (const e of post.entries) {
        if (before.has(e.path) || e.kind === "symlink") continue;
        const h = hashFileCapped(reader, e.path, cap);
        if ("sha" in h) fresh.add(h.sha);
      }
    } finally {
      reader.close();
    }
    return fresh;
  };
  const out: string[] = [];
  for (const p of vanished) {
    const sha = preRun.hashes[p];
    if (typeof sha === "string" && (await freshHashes()).has(sha)) continue;
    out.push(`[fs-diff] output file removed post-run: ${p}`);
  }
  return out;
}
