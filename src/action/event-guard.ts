/**
 * The Action on `pull_request_target` (src/gate/github/pr-target.ts): `rerun-stale`, `record` and
 * `rerecord` are refused unless the workflow sets `allow-pull-request-target-rerun: true`.
 */
import { PR_TARGET_OPT_IN, pullRequestTargetRefusal } from "../gate/github/pr-target.js";
import { UsageError } from "../core/util/errors.js";
import { booleanInput } from "./inputs.js";

/** Throws the one-line refusal when `what` (code-executing) would run under pull_request_target. */
export function refuseOnPullRequestTarget(env: NodeJS.ProcessEnv, what: string): void {
  const why = pullRequestTargetRefusal(
    env.GITHUB_EVENT_NAME,
    booleanInput(env, PR_TARGET_OPT_IN, false),
    what,
    `${PR_TARGET_OPT_IN}: true`,
  );
  if (why !== undefined) throw new UsageError(why);
}
