/**
 * The Action's inputs (action.yml), read from the INPUT_* environment GitHub sets and
 * validated in one place. A bad value is a one-line usage error naming the input.
 */
import { UsageError } from "../core/util/errors.js";
import { parseFailOn, type FailOn } from "../gate/report/fail-on.js";
import { COMMENT_MODES, type CommentMode } from "../gate/github/publish.js";
import { parseShard, type Shard } from "../core/util/shard.js";
import { splitGlobs } from "../gate/check/targets.js";
import { parseMs, type RunBounds } from "../core/settings/run-bounds.js";
import { runsForPullRequest } from "../gate/github/pr-event.js";

export const ACTION_COMMANDS = ["check", "replay", "verify"] as const;
/** Commands with their own entry (src/action/record.ts, src/action/rerecord.ts, src/action/run.ts). */
export const LIVE_COMMANDS = ["record", "rerecord", "run"] as const;
export type ActionCommand = (typeof ACTION_COMMANDS)[number];

export interface ActionInputs {
  command: ActionCommand;
  paths: string[];
  /** where the scenario files are (globs); empty: beside the cassettes */
  scenarios: string[];
  failOn: FailOn[];
  strict: boolean;
  /** judge the on-disk assert: block when it differs from the frozen one */
  reassert: boolean;
  /** re-run cassettes stale by skill, shared-root, upload or model-script drift with their recorded model turns */
  rerunStale: boolean;
  /** assertion strength (input mutate): the recorded fields no assertion guards, reported; no verdict changes */
  mutate: boolean;
  /** the most a scenario's timeout_ms may ask of one agent run (input max-timeout-ms) */
  maxTimeoutMs?: number;
  /** the whole re-run step's time budget (input rerun-budget-ms) */
  rerunBudgetMs?: number;
  /** re-runs at once (default: the runner's cores) */
  rerunConcurrency?: number;
  baselines?: string;
  githubToken?: string;
  annotations: boolean;
  checkRun: string | false;
  comment: CommentMode;
  shard?: Shard;
  /** path of the JUnit XML to write, relative to working-directory */
  junit?: string;
  /** write the self-contained HTML report and upload it as an artifact (default true) */
  report: boolean;
  cache: boolean;
  workingDirectory: string;
}

/** The value GitHub passes for input `name` ("" when unset), as @actions/core reads it. */
export function rawInput(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}

/** A true/false input ("" takes the fallback); anything else is a usage error naming the input. */
export function booleanInput(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const v = rawInput(env, name);
  if (v === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(v)) return true;
  if (/^(false|no|off|0)$/i.test(v)) return false;
  throw new UsageError(`input ${name} must be true or false (got "${v}")`);
}

/** The check-run input: its name ("" takes "cowork-harness"), or false for none (false/no/off/0). */
export function checkRunInput(raw: string): string | false {
  const v = raw.trim() || "cowork-harness";
  return /^(false|no|off|0)$/i.test(v) ? false : v;
}

/**
 * The check run of `command: run` (the live lane): never the gate's — a second check run of the same
 * name on a commit would stand for it — so the default name becomes "cowork-harness run".
 */
export function runCheckRunName(checkRun: string | false): string | false {
  return checkRun === "cowork-harness" ? "cowork-harness run" : checkRun;
}

/**
 * The trusted bounds of the Action's live runs (record, rerecord): the max-timeout-ms input, and on
 * an event that runs a pull request's code, the container tier only. No input lifts the tier rule.
 */
export function liveRunBounds(env: NodeJS.ProcessEnv): RunBounds {
  const maxTimeoutMs = parseMs(rawInput(env, "max-timeout-ms"), "input max-timeout-ms");
  return {
    ...(maxTimeoutMs !== undefined ? { maxTimeoutMs } : {}),
    ...(runsForPullRequest(env) ? { containerTierOnly: true } : {}),
  };
}

/** How a report is published (the gate's and `command: run`'s): the token, the check run, the comment, annotations. */
export interface PublishInputs {
  githubToken?: string;
  annotations: boolean;
  checkRun: string | false;
  comment: CommentMode;
}

export function readPublishInputs(env: NodeJS.ProcessEnv): PublishInputs {
  const comment = rawInput(env, "comment") || "on-failure";
  if (!(COMMENT_MODES as readonly string[]).includes(comment)) {
    throw new UsageError(`input comment must be one of ${COMMENT_MODES.join(", ")} (got "${comment}")`);
  }
  const token = rawInput(env, "github-token");
  return {
    ...(token ? { githubToken: token } : {}),
    annotations: booleanInput(env, "annotations", true),
    checkRun: checkRunInput(rawInput(env, "check-run")),
    comment: comment as CommentMode,
  };
}

export function readInputs(env: NodeJS.ProcessEnv): ActionInputs {
  const get = (name: string, fallback = ""): string => rawInput(env, name) || fallback;
  const command = get("command", "check");
  if (!(ACTION_COMMANDS as readonly string[]).includes(command)) {
    throw new UsageError(
      `input command must be one of ${[...ACTION_COMMANDS, ...LIVE_COMMANDS].join(", ")} (got "${command}")`,
    );
  }
  const publish = readPublishInputs(env);
  const shardRaw = get("shard");
  const baselines = get("baselines");
  const junit = get("junit");
  const maxTimeoutMs = parseMs(get("max-timeout-ms"), "input max-timeout-ms");
  const rerunBudgetMs = parseMs(get("rerun-budget-ms"), "input rerun-budget-ms");
  const concurrencyRaw = get("rerun-concurrency");
  const rerunConcurrency = concurrencyRaw ? Number(concurrencyRaw) : undefined;
  if (rerunConcurrency !== undefined && (!Number.isInteger(rerunConcurrency) || rerunConcurrency <= 0))
    throw new UsageError(`input rerun-concurrency must be a positive integer (got "${concurrencyRaw}")`);
  return {
    command: command as ActionCommand,
    paths: splitGlobs(get("paths", "**/*.cassette.json")),
    scenarios: splitGlobs(get("scenarios")),
    failOn: parseFailOn(get("fail-on")),
    strict: booleanInput(env, "strict", false),
    reassert: booleanInput(env, "reassert", true),
    rerunStale: booleanInput(env, "rerun-stale", false),
    mutate: booleanInput(env, "mutate", false),
    ...(maxTimeoutMs !== undefined ? { maxTimeoutMs } : {}),
    ...(rerunBudgetMs !== undefined ? { rerunBudgetMs } : {}),
    ...(rerunConcurrency !== undefined ? { rerunConcurrency } : {}),
    ...(baselines ? { baselines } : {}),
    ...publish,
    ...(shardRaw ? { shard: parseShard(shardRaw) } : {}),
    ...(junit ? { junit } : {}),
    cache: booleanInput(env, "cache", true),
    report: booleanInput(env, "report", true),
    workingDirectory: get("working-directory", "."),
  };
}
