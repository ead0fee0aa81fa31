/**
 * Which cassettes of this run the pull request added or changed, by their git object ids against
 * the base's: such a cassette's fingerprint and events are the pull request's word, not the
 * base's, so the gate names it and `rerun-stale` re-runs it whatever its own fingerprint says.
 */
import { isAbsolute, relative, sep } from "node:path";
import { blobIdOf, type BaseView } from "./base-view.js";
import type { CassetteChange } from "./types.js";

/** Per cassette (absolute paths), in order: how it differs from the base, or undefined when it does not. */
export async function changesSinceBase(
  base: BaseView,
  cassettes: readonly string[],
): Promise<(CassetteChange | undefined)[]> {
  const out: (CassetteChange | undefined)[] = [];
  for (const abs of cassettes) {
    const rel = relative(base.top, abs);
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
      out.push(undefined); // not in the repository: nothing of the base to compare with
      continue;
    }
    const id = base.blob(rel.split(sep).join("/"));
    if (id === undefined) out.push("added");
    else out.push(blobIdOf(abs, id) === id ? undefined : "re-recorded");
  }
  return out;
}
