/**
 * The Action on `pull_request_target` (SECURITY.md): that event runs with the base repository's
 * write token and secrets, so executing a pull request's code there — `rerun-stale` starts its
 * skills in the sandbox, `record` and `rerecord` run the agent on the checked-out tree — hands the
 * pull request's author that token. Refused unless the workflow explicitly accepts the risk with
 * `allow-pull-request-target-rerun: true`.
 */
import { UsageError } from "../util/errors.js";
import { booleanInput } from "./inputs.js";

export const PR_TARGET_OPT_IN = "allow-pull-request-target-rerun";

/** Throws the one-line refusal when `what` (code-executing) would run under pull_request_target. */
export function refuseOnPullRequestTarget(env: NodeJS.ProcessEnv, what: string): void {
  if (env.GITHUB_EVENT_NAME !== "pull_request_target") return;
  if (booleanInput(env, PR_TARGET_OPT_IN, false)) return;
  throw new UsageError(
    `${what} is refused on pull_request_target: it would run the pull request's code with the base repository's write token and secrets — run it on: pull_request (a fork's token is read-only), or set ${PR_TARGET_OPT_IN}: true to accept that risk (see SECURITY.md)`,
  );
}
