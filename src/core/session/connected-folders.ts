/**
 * A connected folder (or project) is never a repository: a session line whose `from` is the
 * repository's root, or any directory holding `.git` (a nested repository or a submodule), is
 * refused before anything is staged, with one line naming the session file, its line and what to
 * connect instead. The repository root is where a workflow's earlier steps leave their files
 * (`.npmrc`, cloud credentials); a live run stages only what git tracks, and connecting the whole
 * checkout is refused outright as well. Checked on every live run, with or without
 * `--allow-outside-paths`.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { formatIssuePath } from "../schema/zod-message.js";
import { HarnessError } from "../util/errors.js";
import { landingPath } from "../util/repo-root.js";
import type { SessionConfig } from "./model.js";
import {
  expandHome,
  relativeOrAbsolute,
  sessionFieldLocator,
  type ContainmentContext,
  type FieldPath,
} from "./paths.js";

/** The connected trees of a resolved session: every folder and project, with its field. */
function connectedTrees(s: SessionConfig): { field: FieldPath; path: string }[] {
  return [
    ...s.folders.map((f, i) => ({ field: ["folders", i, "from"] as FieldPath, path: f.from })),
    ...s.projects.map((p, i) => ({ field: ["projects", i, "from"] as FieldPath, path: p.from })),
  ];
}

/** Why the directory at `path` may not be connected (after its repository-relative name), or undefined when it may. */
export function repositoryFolderProblem(path: string, repoRoot: string): string | undefined {
  const lands = landingPath(resolve(expandHome(path)));
  if (!existsSync(join(lands, ".git"))) return undefined;
  if (lands === landingPath(repoRoot)) return `"." is the repository root: connect a subfolder`;
  return `${JSON.stringify(relativeOrAbsolute(lands, repoRoot))} holds .git (a repository of its own): connect a subfolder of it`;
}

/** Throws a one-line HarnessError at the first folder or project of the session file `file` that is a repository. */
export function assertNoRepositoryFolders(file: string, resolved: SessionConfig, ctx: ContainmentContext): void {
  const trees = connectedTrees(resolved);
  if (trees.length === 0) return;
  const at = sessionFieldLocator(file, ctx);
  for (const t of trees) {
    const why = repositoryFolderProblem(t.path, ctx.repoRoot);
    if (why !== undefined)
      throw new HarnessError(
        `${at(t.field)}: ${formatIssuePath(t.field)} ${why} — a live run stages only the files git tracks, never a whole repository`,
      );
  }
}
