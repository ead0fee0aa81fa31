/**
 * `pull_request_target` runs with the base repository's write token and secrets, so executing a
 * pull request's code there (the gate's re-run, record, rerecord) hands that token to the pull
 * request's author (SECURITY.md). The refusal, shared by the Action and the CLI; pure.
 */
export const PR_TARGET_OPT_IN = "allow-pull-request-target-rerun";

/** The one-line refusal when `what` would run pull-request code on pull_request_target, else undefined. */
export function pullRequestTargetRefusal(
  eventName: string | undefined,
  optedIn: boolean,
  what: string,
  howToOptIn: string,
): string | undefined {
  if (eventName !== "pull_request_target" || optedIn) return undefined;
  return `${what} is refused on pull_request_target: it would run the pull request's code with the base repository's write token and secrets — run it on: pull_request (a fork's token is read-only), or set ${howToOptIn} to accept that risk (see SECURITY.md)`;
}
