/**
 * Skill files git does not track are left out of the fingerprint (it covers the git-tracked set),
 * so a cassette recorded before `git add` goes stale the moment they are committed. `record` names
 * them before the agent runs, with the command that fixes it. Git runs as the fingerprint runs it
 * (src/gate/fingerprint/git-file-set.ts: no GIT_* variable of the caller's reaches it), and the names
 * are shown neutralised, as every name a message prints.
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { gitClient } from "../../core/git/client.js";
import { shownName } from "./tracked-staging.js";

/** Untracked, not ignored files under `dirs` (absolute paths); none outside a git work tree. */
export async function untrackedFilesUnder(
  dirs: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const out = new Set<string>();
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    let listing: string;
    try {
      listing = await gitClient(dir, env).raw(["ls-files", "--others", "--exclude-standard", "-z", "--", "."]);
    } catch {
      continue; // not a git work tree: the fingerprint hashes every file (raw mode)
    }
    for (const p of listing.split("\0")) if (p !== "") out.add(resolve(dir, p));
  }
  return [...out].sort();
}

/** The warning for `files` (absolute), paths shown relative to `cwd`; undefined when there are none. */
export function untrackedWarning(files: readonly string[], cwd: string): string | undefined {
  if (files.length === 0) return undefined;
  const shown = files.map((f) => shownName(relative(cwd, f) || f));
  const list = shown.length > 5 ? `${shown.slice(0, 5).join(", ")} and ${shown.length - 5} more` : shown.join(", ");
  return `${files.length} skill file(s) are not tracked by git, so the fingerprint leaves them out and the cassette will be stale once they are committed: ${list} — run \`git add ${shown.length > 5 ? "<those files>" : shown.join(" ")}\`, then record again`;
}
