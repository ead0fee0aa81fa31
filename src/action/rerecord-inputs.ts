/**
 * The inputs `command: rerecord` reads (action.yml), validated in one place. A bad value is a
 * one-line usage error naming the input.
 */
import { splitGlobs } from "../gate/check/targets.js";
import { DEFAULT_BOT_IDENTITY, type GitIdentity } from "../live/rerecord/git.js";
import { parseCommitMode, type CommitMode } from "../live/rerecord/guards.js";
import { parseMaxCost, parseOnNothingStale, type OnNothingStale } from "../live/rerecord/outcome.js";
import { parseCommitSigning, type CommitSigning } from "../live/rerecord/api-commit.js";
import { splitNames, type PullRequestMetadata } from "../live/rerecord/pull-request.js";
import { booleanInput, liveRunBounds, rawInput } from "./inputs.js";
import type { RunBounds } from "../core/settings/run-bounds.js";

export interface RerecordInputs {
  paths: string[];
  /** where the scenario files are (the `scenarios` input, shared with check); empty: beside the paths */
  scenarios: string[];
  workingDirectory: string;
  commitMode: CommitMode;
  /** api (default): the commit is made through the GitHub API, which signs it; local: git commits and pushes */
  commitSigning: CommitSigning;
  /** the PR's labels, reviewers, team reviewers, assignees and draft (commit-mode pull-request) */
  pullRequest: PullRequestMetadata;
  anthropicApiKey?: string;
  githubToken?: string;
  identity: GitIdentity;
  baselines?: string;
  cache: boolean;
  skipCi: boolean;
  onNothingStale: OnNothingStale;
  maxCostUsd?: number;
  includeFailing: boolean;
  /** a model answers unscripted questions (--decider-llm) */
  deciderLlm: boolean;
  deciderIntent?: string;
  /** the time ceiling, and on a pull request's event the container tier only */
  bounds: RunBounds;
}

export function readRerecordInputs(env: NodeJS.ProcessEnv): RerecordInputs {
  const get = (name: string, fallback = ""): string => rawInput(env, name) || fallback;
  const key = get("anthropic-api-key");
  const token = get("github-token");
  const baselines = get("baselines");
  const maxCost = parseMaxCost(get("max-cost-usd"), "input max-cost-usd");
  return {
    paths: splitGlobs(get("paths", "**/*.cassette.json")),
    scenarios: splitGlobs(get("scenarios")),
    workingDirectory: get("working-directory", "."),
    commitMode: parseCommitMode(get("commit-mode", "pull-request"), "input commit-mode"),
    commitSigning: parseCommitSigning(get("commit-signing", "api"), "input commit-signing"),
    pullRequest: {
      labels: splitNames(get("labels")),
      reviewers: splitNames(get("reviewers")),
      teamReviewers: splitNames(get("team-reviewers")),
      assignees: splitNames(get("assignees")),
      draft: booleanInput(env, "draft", false),
    },
    ...(key ? { anthropicApiKey: key } : {}),
    ...(token ? { githubToken: token } : {}),
    identity: {
      name: get("git-user-name", DEFAULT_BOT_IDENTITY.name),
      email: get("git-user-email", DEFAULT_BOT_IDENTITY.email),
    },
    ...(baselines ? { baselines } : {}),
    cache: booleanInput(env, "cache", true),
    skipCi: booleanInput(env, "skip-ci", false),
    onNothingStale: parseOnNothingStale(get("on-nothing-stale", "success"), "input on-nothing-stale"),
    ...(maxCost !== undefined ? { maxCostUsd: maxCost } : {}),
    includeFailing: booleanInput(env, "include-failing", false),
    deciderLlm: booleanInput(env, "decider-llm", false),
    ...(get("decider-intent").trim() ? { deciderIntent: get("decider-intent").trim() } : {}),
    bounds: liveRunBounds(env),
  };
}
