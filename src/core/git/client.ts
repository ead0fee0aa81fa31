/**
 * The one way this project runs git (every simple-git use goes through `gitClient`): the policy
 * that makes git safe to run over a pull request's checkout lives here once.
 *  - `-c safe.directory=*`: a checkout owned by another user (a container running as root over a
 *    runner's workspace) is still read;
 *  - the caller's environment minus every GIT_* variable and the editor/pager hooks, so a hook's
 *    exported GIT_DIR / GIT_INDEX_FILE cannot leak in; extra variables are only what the caller
 *    adds on purpose (a push token's GIT_CONFIG_COUNT/KEY/VALUE, never on a command line);
 *  - a command is done when git closes its output (`onExit: false`): waiting for the exit event
 *    too left a 50 ms timer behind each command, which held the process open after the last one.
 */
import { simpleGit, type SimpleGit } from "simple-git";

/** Variables simple-git refuses to pass through; git reads none of them for our calls. */
const GUARDED_NON_GIT_KEYS = new Set(["editor", "pager", "prefix", "ssh_askpass", "visual"]);

/** The environment git runs with: the caller's, minus GIT_* variables and editor/pager hooks. */
export function gitEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const k = key.toLowerCase().trim();
    if (k.startsWith("git_") || GUARDED_NON_GIT_KEYS.has(k)) continue;
    out[key] = value;
  }
  return out;
}

export interface GitClientOptions {
  /** more `-c name=value` settings (the committer identity, `commit.gpgsign=false`) */
  config?: readonly string[];
  /** variables set on top of the cleaned environment, on purpose (a push token's GIT_CONFIG_*) */
  extraEnv?: Record<string, string>;
}

/** simple-git in `dir` under the policy above. Throws if `dir` is not a directory. */
export function gitClient(dir: string, env: NodeJS.ProcessEnv, opts: GitClientOptions = {}): SimpleGit {
  const extraEnv = opts.extraEnv ?? {};
  return simpleGit({
    baseDir: dir,
    config: ["safe.directory=*", ...(opts.config ?? [])],
    maxConcurrentProcesses: 4,
    completion: { onClose: true, onExit: false },
    allowEnvironment: Object.keys(extraEnv),
    // the push token's extraheader travels as GIT_CONFIG_COUNT/KEY/VALUE, set by us only
    ...("GIT_CONFIG_COUNT" in extraEnv ? { unsafe: { allowUnsafeConfigEnvCount: true } } : {}),
  }).env({ ...gitEnvironment(env), ...extraEnv });
}
