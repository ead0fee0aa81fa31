/**
 * When the re-record job must not write back (GitHub's documented limits (docs/reference.md#github-actions-practice)): a pull request from a
 * fork (its token is read-only and it has no secrets), a Dependabot run (same rules), a token
 * known to be read-only, or no token where one is needed. Pure: the caller gathers the facts.
 */
import type { EventInfo } from "../../gate/github/event.js";
import { UsageError } from "../../core/util/errors.js";

export const COMMIT_MODES = ["push", "pull-request", "none"] as const;
export type CommitMode = (typeof COMMIT_MODES)[number];

export function parseCommitMode(value: string, what = "--commit-mode"): CommitMode {
  const v = value.trim();
  if ((COMMIT_MODES as readonly string[]).includes(v)) return v as CommitMode;
  throw new UsageError(`${what} must be one of ${COMMIT_MODES.join(", ")} (got "${value}")`);
}

export interface GuardFacts {
  mode: CommitMode;
  /** the triggering event, when running in Actions */
  event?: EventInfo;
  /** GITHUB_ACTOR */
  actor?: string;
  /** whether a token is available */
  hasToken: boolean;
  /** a token is required for this mode in this context (always for pull-request; for push in the Action) */
  tokenRequiredForPush: boolean;
  /** what the API said about the token's access to the repository, when asked (`permissions.push`) */
  tokenCanPush?: boolean;
}

const READ_ONLY_ACTORS = new Set(["dependabot[bot]"]);

export interface Refusal {
  message: string;
  /**
   * true: the job's configuration is to fix (no token, a token that cannot write) — the Action fails
   * the step with the message; false: the event itself may not write (a fork PR, Dependabot, a
   * read-only event) — a notice, and the job only lists what is stale.
   */
  configuration: boolean;
}

/** Why nothing may be written back, or undefined when writing back is allowed. */
export function commitBackRefusalOf(f: GuardFacts): Refusal | undefined {
  if (f.mode === "none") return undefined;
  // said before anything is recorded: nothing has been refreshed yet, and nothing will be
  const what =
    f.mode === "push"
      ? "push re-records (commit-mode push), so nothing is re-recorded"
      : "open a pull request of re-records (commit-mode pull-request), so nothing is re-recorded";
  const event = (message: string): Refusal => ({ message, configuration: false });
  if (f.event?.isFork && f.event.readOnlyToken) {
    return event(
      `refusing to ${what}: this run is a pull request from a fork — its token is read-only and it gets no secrets; run the re-record on schedule or workflow_dispatch in the base repository`,
    );
  }
  if (f.event?.readOnlyToken) return event(`refusing to ${what}: this event runs with a read-only token`);
  if (f.actor !== undefined && READ_ONLY_ACTORS.has(f.actor.toLowerCase())) {
    return event(`refusing to ${what}: runs started by ${f.actor} get a read-only token and no secrets`);
  }
  if (!f.hasToken && (f.mode === "pull-request" || f.tokenRequiredForPush)) {
    return {
      configuration: true,
      message: `refusing to ${what}: no GitHub token — add the github-token input (its default is \${{ github.token }}, as in action.yml; GITHUB_TOKEN for the CLI) with permissions contents: write${f.mode === "pull-request" ? " and pull-requests: write" : ""}`,
    };
  }
  if (f.tokenCanPush === false) {
    return {
      configuration: true,
      message: `refusing to ${what}: the token cannot write to this repository — give the job \`permissions: contents: write\`${f.mode === "pull-request" ? " and `pull-requests: write`" : ""}`,
    };
  }
  return undefined;
}

/** The notice explaining why nothing will be written back, or undefined when writing back is allowed. */
export function commitBackRefusal(f: GuardFacts): string | undefined {
  return commitBackRefusalOf(f)?.message;
}
