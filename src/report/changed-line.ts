/**
 * Where an edited file changed, so its annotation sits on the changed line in the PR's diff:
 * the first line of the first hunk of `git diff -U0 <rev> -- <file>`, where `<rev>` is the last
 * commit that wrote the cassette (the recording saw the file as of then). Undefined when git
 * cannot tell (no repository, a shallow clone, the file untracked): callers then use line 1.
 */
import { dirname, relative } from "node:path";
import { gitFor } from "../fingerprint/git-file-set.js";

/** The new-side start line of the first hunk of a unified diff, or undefined. */
export function firstChangedLine(diff: string): number | undefined {
  const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/m.exec(diff);
  if (!m) return undefined;
  return Math.max(1, Number(m[1]));
}

export async function changedLineSince(cassettePath: string, file: string, env: NodeJS.ProcessEnv = process.env): Promise<number | undefined> {
  try {
    const git = gitFor(dirname(cassettePath), env);
    const top = (await git.revparse(["--show-toplevel"])).trim();
    const rev = (await git.raw(["log", "-1", "--format=%H", "--", relative(dirname(cassettePath), cassettePath)])).trim();
    if (rev === "") return undefined;
    const diff = await git.raw(["diff", "-U0", "--no-color", "--no-ext-diff", rev, "--", `:(top)${relative(top, file)}`]);
    return firstChangedLine(diff);
  } catch {
    return undefined;
  }
}
