/** The directory the Action works in: `working-directory` under the workspace, never outside it. */
import { isAbsolute, relative, resolve } from "node:path";
import { EXIT, HarnessError } from "../core/util/errors.js";

export function actionRoot(env: NodeJS.ProcessEnv, workingDirectory: string): { workspace: string; root: string } {
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const root = resolve(workspace, workingDirectory);
  const rel = relative(workspace, root);
  if (rel.startsWith("..") || isAbsolute(rel)) {
    throw new HarnessError(
      `input working-directory "${workingDirectory}" is outside the workspace ${workspace}`,
      EXIT.usage,
      "usage",
    );
  }
  return { workspace, root };
}
