/**
 * Whether the workflow runs for a pull request (issue 36): then the code it checks out is the
 * pull request's, and a live run of it (`record`, `rerecord` in the Action) may only use the
 * container tier. A pull request event by name (pull_request, pull_request_target, …), the merge
 * queue, or any event whose payload carries a pull request (issue_comment on one, workflow_run,
 * check_suite, check_run). Fails closed: a named event whose payload cannot be read counts as one.
 */
import { readEventPayload, type EventPayload } from "./event.js";

const NAMED = /^(pull_request($|_)|merge_group$)/;

function rec(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** Some object of the payload carries a pull request: `pull_request`, or a non-empty `pull_requests`. */
export function payloadNamesPullRequest(payload: EventPayload): boolean {
  if (payload["pull_request"] !== undefined || rec(payload["issue"])?.["pull_request"] !== undefined) return true;
  return Object.values(payload).some((v) => {
    const prs = rec(v)?.["pull_requests"];
    return Array.isArray(prs) && prs.length > 0;
  });
}

/** The event (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH) runs a pull request's code; false outside a workflow. */
export function runsForPullRequest(env: NodeJS.ProcessEnv): boolean {
  const name = env.GITHUB_EVENT_NAME;
  if (name === undefined || name === "") return false;
  if (NAMED.test(name)) return true;
  if (!env.GITHUB_EVENT_PATH) return true;
  try {
    return payloadNamesPullRequest(readEventPayload(env.GITHUB_EVENT_PATH));
  } catch {
    return true;
  }
}
