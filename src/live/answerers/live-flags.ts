/**
 * The live-decider flags of `record`, `run` and `rerecord` (the reference's src/cli.ts; docs/reference.md#the-live-lane, #gate-extras):
 * `--on-unanswered fail|first|prompt`, or one live channel — `--decider-llm [--intent]
 * [--decider-model]`, `--decider-cmd '<helper>'`, `--decider-dir <dir>`. Validated here, once,
 * as usage errors (exit 2) before any agent starts. Pure apart from reading the environment given.
 */
import { UsageError } from "../../core/util/errors.js";

export type UnansweredFlag = "fail" | "first" | "prompt";

export type LiveChannelConfig =
  { kind: "llm"; intent?: string; model?: string } | { kind: "cmd"; command: string } | { kind: "dir"; dir: string };

export interface LiveDeciderConfig {
  onUnanswered?: UnansweredFlag;
  channel?: LiveChannelConfig;
}

export type LiveCommand = "record" | "run" | "rerecord";

/** parseArgs options to spread into a command's option table. */
export const LIVE_DECIDER_OPTIONS = {
  "on-unanswered": { type: "string" },
  "decider-llm": { type: "boolean" },
  intent: { type: "string" },
  "decider-model": { type: "string" },
  "decider-cmd": { type: "string" },
  "decider-dir": { type: "string" },
} as const;

export const LIVE_DECIDER_HELP = `Unscripted gates (a question no answers: rule matches, a web fetch, a dialog):
  --on-unanswered fail|first
                            fail (default): the run stops, naming the question; first: option 1
                            (the cassette is stamped authoring.nonDeterministic). The scenario's
                            on_unanswered key wins over this flag. run also takes prompt (a person
                            at an interactive terminal answers)
  --decider-llm             a model answers each one (Messages API; needs ANTHROPIC_API_KEY;
                            ANTHROPIC_BASE_URL / COWORK_HARNESS_DECIDER_BASE_URL point it elsewhere)
  --intent "<line>"         what the tester wants from this run, for the model
  --decider-model ID        the model (default COWORK_HARNESS_DECIDER_MODEL, else claude-sonnet-4-5)
  --decider-cmd '<helper>'  a helper process answers: one JSON request per line on its stdin, one
                            JSON reply per line on its stdout
  --decider-dir DIR         you (or a driving agent) answer through files in DIR: watch with
                            \`cowork-harness gates DIR --follow\`, reply with
                            \`cowork-harness answer DIR --gate N --choose <label>\` (one scenario only)
`;

export interface LiveFlagValues {
  "on-unanswered"?: string;
  "decider-llm"?: boolean;
  intent?: string;
  "decider-model"?: string;
  "decider-cmd"?: string;
  "decider-dir"?: string;
}

export interface LiveFlagContext {
  command: LiveCommand;
  /** how many scenarios the command runs */
  scenarios: number;
  env: NodeJS.ProcessEnv;
  /** stdin is an interactive terminal */
  interactive: boolean;
}

/** Parses an --on-unanswered value, with the spec's messages for the values that moved. */
export function parseUnansweredFlag(value: string, command: LiveCommand | "decide"): UnansweredFlag {
  if (value === "external")
    throw new UsageError(
      `--on-unanswered external was removed — use --decider-dir <dir> (answer with \`gates\`/\`answer\`) or --decider-cmd '<helper>'`,
    );
  if (value === "llm")
    throw new UsageError(
      `--on-unanswered llm is not a flag value — pass --decider-llm, or set on_unanswered: llm in the scenario`,
    );
  if (value !== "fail" && value !== "first" && value !== "prompt")
    throw new UsageError(`--on-unanswered must be fail|prompt|first (got "${value}")`);
  if (value === "prompt" && command !== "run") {
    throw new UsageError(
      `--on-unanswered prompt needs a person at a terminal and is for \`run\` only — to answer while recording, use --decider-dir <dir> with \`cowork-harness gates\`/\`answer\``,
    );
  }
  return value;
}

/** Whether a person can be asked at this terminal (stdin a TTY, not CI). */
export function canPrompt(interactive: boolean, env: NodeJS.ProcessEnv): boolean {
  return interactive && !env.CI;
}

export function parseLiveFlags(values: LiveFlagValues, ctx: LiveFlagContext): LiveDeciderConfig {
  const llm = values["decider-llm"] === true;
  const cmd = values["decider-cmd"];
  const dir = values["decider-dir"];
  if (!llm && values.intent !== undefined)
    throw new UsageError("--intent is for --decider-llm (what the model should aim for); add --decider-llm");
  if (!llm && values["decider-model"] !== undefined)
    throw new UsageError("--decider-model is for --decider-llm; add --decider-llm");
  const channels = [
    llm ? "--decider-llm" : undefined,
    cmd !== undefined ? "--decider-cmd" : undefined,
    dir !== undefined ? "--decider-dir" : undefined,
  ].filter((c) => c !== undefined);
  if (channels.length > 1) throw new UsageError(`${channels.join(" and ")} conflict — give one live decider`);
  if (channels.length === 1 && values["on-unanswered"] !== undefined) {
    throw new UsageError(
      `--on-unanswered and ${channels[0]} conflict — the live decider answers what the scenario does not`,
    );
  }
  if (cmd !== undefined && cmd.trim() === "") throw new UsageError("--decider-cmd needs a command line");
  if (dir !== undefined && dir.trim() === "") throw new UsageError("--decider-dir needs a directory");
  if (dir !== undefined && ctx.command === "rerecord")
    throw new UsageError(
      "--decider-dir answers one run at a time: record that scenario with `record --decider-dir`, not `rerecord`",
    );
  if (dir !== undefined && ctx.scenarios > 1)
    throw new UsageError("--decider-dir takes a single scenario — record the others separately");
  if (llm && values.intent !== undefined && values.intent.trim() === "")
    throw new UsageError("--intent needs a line of text");
  if (llm) requireDeciderKey(ctx.env);
  const out: LiveDeciderConfig = {};
  if (values["on-unanswered"] !== undefined) {
    out.onUnanswered = parseUnansweredFlag(values["on-unanswered"], ctx.command);
    if (out.onUnanswered === "prompt" && !canPrompt(ctx.interactive, ctx.env)) {
      throw new UsageError(
        "--on-unanswered prompt needs an interactive terminal (stdin is not a TTY, or CI is set) — use --decider-dir <dir> or --decider-cmd",
      );
    }
  }
  if (llm)
    out.channel = {
      kind: "llm",
      ...(values.intent !== undefined ? { intent: values.intent } : {}),
      ...(values["decider-model"] !== undefined ? { model: values["decider-model"] } : {}),
    };
  if (cmd !== undefined) out.channel = { kind: "cmd", command: cmd };
  if (dir !== undefined) out.channel = { kind: "dir", dir };
  return out;
}

/** The key the model decider calls the Messages API with; a one-line usage error when there is none. */
export function requireDeciderKey(env: NodeJS.ProcessEnv): string {
  const key = env.COWORK_HARNESS_DECIDER_API_KEY || env.ANTHROPIC_API_KEY;
  if (!key) {
    throw new UsageError(
      "--decider-llm needs an Anthropic API key: set ANTHROPIC_API_KEY (or COWORK_HARNESS_DECIDER_API_KEY) — the model decider calls the Messages API itself",
    );
  }
  return key;
}
