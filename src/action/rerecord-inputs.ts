/**
 * The inputs `command: rerecord` reads (action.yml), validated in one place. A bad value is a
 * one-line usage error naming the input.
 */
import { splitGlobs } from "../check/targets.js";
import { DEFAULT_BOT_IDENTITY, type GitIdentity } from "../rerecord/git.js";
import { parseCommitMode, type CommitMode } from "../rerecord/guards.js";
import { booleanInput, rawInput } from "./inputs.js";

export interface RerecordInputs {
  paths: string[];
  workingDirectory: string;
  commitMode: CommitMode;
  anthropicApiKey?: string;
  githubToken?: string;
  identity: GitIdentity;
  baselines?: string;
  cache: boolean;
  skipCi: boolean;
}

export function readRerecordInputs(env: NodeJS.ProcessEnv): RerecordInputs {
  const get = (name: string, fallback = ""): string => rawInput(env, name) || fallback;
  const key = get("anthropic-api-key");
  const token = get("github-token");
  const baselines = get("baselines");
  return {
    paths: splitGlobs(get("paths", "**/*.cassette.json")),
    workingDirectory: get("working-directory", "."),
    commitMode: parseCommitMode(get("commit-mode", "pull-request"), "input commit-mode"),
    ...(key ? { anthropicApiKey: key } : {}),
    ...(token ? { githubToken: token } : {}),
    identity: { name: get("git-user-name", DEFAULT_BOT_IDENTITY.name), email: get("git-user-email", DEFAULT_BOT_IDENTITY.email) },
    ...(baselines ? { baselines } : {}),
    cache: booleanInput(env, "cache", true),
    skipCi: booleanInput(env, "skip-ci", false),
  };
}
