/**
 * The Action's inputs (action.yml), read from the INPUT_* environment GitHub sets and
 * validated in one place. A bad value is a one-line usage error naming the input.
 */
import { z } from "zod";
import { UsageError } from "../util/errors.js";
import { parseFailOn, type FailOn } from "../report/gate-report.js";
import { COMMENT_MODES, type CommentMode } from "../github/publish.js";
import { parseShard, type Shard } from "../util/shard.js";
import { splitGlobs } from "../check/targets.js";

export const ACTION_COMMANDS = ["check", "replay", "verify"] as const;
export type ActionCommand = (typeof ACTION_COMMANDS)[number];

export interface ActionInputs {
  command: ActionCommand;
  paths: string[];
  failOn: FailOn[];
  strict: boolean;
  baselines?: string;
  githubToken?: string;
  annotations: boolean;
  checkRun: string | false;
  comment: CommentMode;
  shard?: Shard;
  cache: boolean;
  workingDirectory: string;
}

/** The value GitHub passes for input `name` ("" when unset), as @actions/core reads it. */
export function rawInput(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}

const bool = (name: string) =>
  z.string().transform((v, ctx) => {
    if (/^(true|yes|on|1)$/i.test(v)) return true;
    if (v === "" || /^(false|no|off|0)$/i.test(v)) return false;
    ctx.addIssue({ code: "custom", message: `input ${name} must be true or false (got "${v}")` });
    return z.NEVER;
  });

export function readInputs(env: NodeJS.ProcessEnv): ActionInputs {
  const get = (name: string, fallback = ""): string => rawInput(env, name) || fallback;
  const command = get("command", "check");
  if (!(ACTION_COMMANDS as readonly string[]).includes(command)) {
    throw new UsageError(`input command must be one of ${ACTION_COMMANDS.join(", ")} (got "${command}")`);
  }
  const comment = get("comment", "on-failure");
  if (!(COMMENT_MODES as readonly string[]).includes(comment)) {
    throw new UsageError(`input comment must be one of ${COMMENT_MODES.join(", ")} (got "${comment}")`);
  }
  const flags = z.object({ strict: bool("strict"), annotations: bool("annotations"), cache: bool("cache") }).safeParse({
    strict: get("strict", "false"),
    annotations: get("annotations", "true"),
    cache: get("cache", "true"),
  });
  if (!flags.success) throw new UsageError(flags.error.issues[0]?.message ?? "invalid boolean input");
  const checkRunRaw = get("check-run", "cowork-harness");
  const shardRaw = get("shard");
  const token = get("github-token");
  const baselines = get("baselines");
  return {
    command: command as ActionCommand,
    paths: splitGlobs(get("paths", "**/*.cassette.json")),
    failOn: parseFailOn(get("fail-on", "assertions,unverifiable")),
    strict: flags.data.strict,
    ...(baselines ? { baselines } : {}),
    ...(token ? { githubToken: token } : {}),
    annotations: flags.data.annotations,
    checkRun: /^(false|no|off|0)$/i.test(checkRunRaw) ? false : checkRunRaw,
    comment: comment as CommentMode,
    ...(shardRaw ? { shard: parseShard(shardRaw) } : {}),
    cache: flags.data.cache,
    workingDirectory: get("working-directory", "."),
  };
}
