/**
 * Where an edited file changed, so its annotation sits on the changed line in the PR's diff:
 * the first line of the first hunk of `git diff -U0 <rev> -- <file>`, where `<rev>` is the last
 * commit that wrote the cassette (the recording saw the file as of then). Undefined when git
 * cannot tell (no repository, a shallow clone, the file untracked): callers then use line 1.
 */
import { dirname, relative } from "node:path";
import { gitClient } from "../../core/git/client.js";

/** The new-side start line of the first hunk of a unified diff, or undefined. */
export function firstChangedLine(diff: string): number | undefined {
  const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/m.exec(diff);
  if (!m) return undefined;
  return Math.max(1, Number(m[1]));
}

/**
 * Changed lines for a whole report: each git fact is asked once — the work tree's top per
 * directory, the last commit that wrote each cassette, and each file's diff against that commit
 * (cassettes re-recorded together share it) — instead of three git commands per finding.
 */
export function changedLineFinder(
  env: NodeJS.ProcessEnv = process.env,
): (cassettePath: string, file: string) => Promise<number | undefined> {
  const once = <T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> => {
    let p = cache.get(key);
    if (p === undefined) cache.set(key, (p = make()));
    return p;
  };
  const tops = new Map<string, Promise<string>>();
  const revs = new Map<string, Promise<string>>();
  const lines = new Map<string, Promise<number | undefined>>();
  return async (cassettePath, file) => {
    try {
      const dir = dirname(cassettePath);
      const git = gitClient(dir, env);
      const top = await once(tops, dir, async () => (await git.revparse(["--show-toplevel"])).trim());
      const rev = await once(revs, cassettePath, async () =>
        (await git.raw(["log", "-1", "--format=%H", "--", relative(dir, cassettePath)])).trim(),
      );
      if (rev === "") return undefined;
      const rel = relative(top, file);
      return await once(lines, `${top}\0${rev}\0${rel}`, async () =>
        firstChangedLine(await git.raw(["diff", "-U0", "--no-color", "--no-ext-diff", rev, "--", `:(top)${rel}`])),
      );
    } catch {
      return undefined;
    }
  };
}
