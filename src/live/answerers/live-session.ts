/**
 * The live deciders of one command (record / run / rerecord): resolves, per scenario, what answers
 * the gates its `answers:` rules leave open — the scenario's `on_unanswered` key, else the
 * --on-unanswered flag, else `fail`; a live channel flag (model, helper, directory) replaces that
 * policy — and builds that terminal decider. The helper process and the gate directory live as
 * long as the command (close() ends them). Every scenario gets its own transcript tail.
 */
import { resolve } from "node:path";
import { TerminalDecider } from "../agent/decider/terminal.js";
import type { Decider } from "../agent/decider/types.js";
import { UsageError } from "../../core/util/errors.js";
import { envSecretValues } from "../../core/util/secret-scan.js";
import type { DecisionChannel } from "./channel.js";
import { CmdChannel } from "./cmd-channel.js";
import { DirChannel } from "./dir-channel.js";
import { ExternalDecider } from "./external-decider.js";
import { canPrompt, requireDeciderKey, type LiveCommand, type LiveDeciderConfig } from "./live-flags.js";
import { DEFAULT_DECIDER_MODEL, LlmDecider } from "./llm-decider.js";
import { PromptDecider } from "./prompt-decider.js";
import { TranscriptTail } from "./transcript-tail.js";

export type ScenarioPolicy = "fail" | "prompt" | "llm" | "first";

export interface LiveSessionOptions {
  command: LiveCommand;
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** stdin is an interactive terminal (for prompt) */
  interactive?: boolean;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
}

export interface ScenarioDeciding {
  /** the chain's last decider */
  terminal: Decider;
  /** how long a request_user_dialog may wait for it: 6 s for scripted policies, unbounded for a live one */
  dialogTimeoutMs: number;
  /** feed every agent stdout line (the transcript tail the live deciders are shown) */
  observeLine: (line: string, parsed: unknown) => void;
  /** what answers, for the authoring warning: decider-llm | decider-cmd | decider-dir | first | … */
  label: string;
}

export const DIALOG_TIMEOUT_ENV = "COWORK_HARNESS_DIALOG_TIMEOUT_MS";

/** COWORK_HARNESS_DIALOG_TIMEOUT_MS: undefined when unset, Infinity for inf|infinite|-1. */
export function dialogTimeoutOverride(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env[DIALOG_TIMEOUT_ENV]?.trim();
  if (raw === undefined || raw === "") return undefined;
  if (/^(?:inf|infinite|-1)$/i.test(raw)) return Infinity;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`${DIALOG_TIMEOUT_ENV} must be a positive number of milliseconds or inf (got "${raw}")`);
  return n;
}

export class LiveDeciderSession {
  private channel: DecisionChannel | undefined;
  private runs = 0;

  constructor(
    readonly config: LiveDeciderConfig,
    private readonly opts: LiveSessionOptions,
  ) {}

  /** The terminal decider for one scenario whose key says `scenarioPolicy` (undefined: not set). */
  forScenario(scenarioPolicy: ScenarioPolicy | undefined, scenarioLabel: string): ScenarioDeciding {
    const tail = new TranscriptTail();
    const secrets = envSecretValues(this.opts.env);
    const runId = `run-${++this.runs}`;
    const ch = this.config.channel;
    const flag = this.config.onUnanswered;
    if (ch !== undefined) {
      if (scenarioPolicy !== undefined && scenarioPolicy !== "fail") {
        this.opts.log(
          `warning: [input] ${scenarioLabel} sets on_unanswered: ${scenarioPolicy}; the live decider (--decider-${ch.kind}) answers its unscripted gates instead`,
        );
      }
      this.opts.log(`[input] unscripted-question policy: live decider channel (decider-${ch.kind})`);
      return this.live(
        ch.kind === "llm"
          ? this.llm(ch.intent, ch.model, tail, secrets)
          : new ExternalDecider(this.open(), { runId, context: () => tail.value(), secrets }),
        tail,
        `decider-${ch.kind}`,
      );
    }
    const policy: ScenarioPolicy = scenarioPolicy ?? flag ?? "fail";
    if (scenarioPolicy !== undefined && flag !== undefined && scenarioPolicy !== flag) {
      this.opts.log(
        `warning: [input] ${scenarioLabel} sets on_unanswered: ${scenarioPolicy}, which takes precedence over --on-unanswered ${flag}`,
      );
    }
    if (scenarioPolicy !== undefined || flag !== undefined) {
      this.opts.log(
        `[input] unscripted-question policy: ${policy} (${scenarioPolicy !== undefined ? "scenario" : "flag"})`,
      );
    }
    if (policy === "llm") return this.live(this.llm(undefined, undefined, tail, secrets), tail, "decider-llm");
    if (policy === "prompt") {
      if (this.opts.command !== "run") {
        throw new UsageError(
          `${scenarioLabel}: on_unanswered: prompt needs a person at a terminal, which ${this.opts.command} never asks — record with --decider-dir <dir> and answer with \`cowork-harness gates\`/\`answer\`, or use on_unanswered: first / llm`,
        );
      }
      if (!canPrompt(this.opts.interactive === true, this.opts.env)) {
        throw new UsageError(
          `${scenarioLabel}: on_unanswered: prompt needs an interactive terminal (stdin is not a TTY, or CI is set)`,
        );
      }
      return this.live(
        new PromptDecider({ input: this.opts.input ?? process.stdin, output: this.opts.output ?? process.stderr }),
        tail,
        "prompt",
      );
    }
    const override = dialogTimeoutOverride(this.opts.env);
    return {
      terminal: new TerminalDecider(policy),
      dialogTimeoutMs: override ?? 6000,
      observeLine: () => undefined,
      label: policy,
    };
  }

  private live(terminal: Decider, tail: TranscriptTail, label: string): ScenarioDeciding {
    const override = dialogTimeoutOverride(this.opts.env);
    if (override !== undefined && Number.isFinite(override)) {
      throw new UsageError(
        `${DIALOG_TIMEOUT_ENV}=${override} cannot be combined with a live decider (${label}): it waits for its answer — unset it, or set it to inf`,
      );
    }
    return { terminal, dialogTimeoutMs: Infinity, observeLine: (l, parsed) => tail.observe(l, parsed), label };
  }

  private llm(
    intent: string | undefined,
    model: string | undefined,
    tail: TranscriptTail,
    secrets: readonly string[],
  ): LlmDecider {
    const env = this.opts.env;
    return new LlmDecider({
      apiKey: requireDeciderKey(env),
      baseUrl: env.COWORK_HARNESS_DECIDER_BASE_URL || env.ANTHROPIC_BASE_URL || "https://api.anthropic.com",
      model: model ?? (env.COWORK_HARNESS_DECIDER_MODEL || DEFAULT_DECIDER_MODEL),
      ...(intent !== undefined ? { intent } : {}),
      env,
      context: () => tail.value(),
      secrets,
      log: this.opts.log,
    });
  }

  private open(): DecisionChannel {
    if (this.channel) return this.channel;
    const ch = this.config.channel;
    if (ch?.kind === "cmd") this.channel = new CmdChannel(ch.command, { cwd: this.opts.cwd, env: this.opts.env });
    else if (ch?.kind === "dir")
      this.channel = new DirChannel(resolve(this.opts.cwd, ch.dir), {
        env: this.opts.env,
        log: this.opts.log,
        display: ch.dir,
      });
    else throw new Error("no external channel configured");
    return this.channel;
  }

  async close(): Promise<void> {
    await this.channel?.close();
  }
}
