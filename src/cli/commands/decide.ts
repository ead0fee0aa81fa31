/**
 * `cowork-harness decide`: rehearse a decider on a sample question without a run (docs/reference.md#the-live-lane). One question gate (id "check") goes through exactly one decider — the helper
 * (--decider-cmd), the gate directory (--decider-dir, answered with `answer`), the model
 * (--decider-llm), or scripted rules (--answer / --answer-policy) — and its answer is printed as
 * one JSON line.
 */
import { resolve } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { ScriptedDecider } from "../../live/agent/decider/scripted.js";
import type { Decider } from "../../live/agent/decider/types.js";
import { answerFlagRule, loadAnswerPolicy } from "../../live/answerers/answer-policy.js";
import { CmdChannel } from "../../live/answerers/cmd-channel.js";
import { DirChannel } from "../../live/answerers/dir-channel.js";
import { ExternalDecider } from "../../live/answerers/external-decider.js";
import { requireDeciderKey } from "../../live/answerers/live-flags.js";
import { DEFAULT_DECIDER_MODEL, LlmDecider } from "../../live/answerers/llm-decider.js";
import type { DecisionRequest } from "../../core/protocol/types.js";
import { TOOL_NAME } from "../../core/version.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import { envSecretValues } from "../../core/util/secret-scan.js";

const DEFAULT_QUESTION = "Confirm the detected stage before proceeding?";
const DEFAULT_OPTIONS = ["Looks right", "Change it", "Correct or add data"];

export const DECIDE_HELP = `Usage: cowork-harness decide [--question TEXT] [--option LABEL]... [--multi-select] <one decider>

Puts one sample question to a decider and prints its answer as JSON, without running the agent:
a quick check that a helper, a model or your rules answer as you expect before a long recording.
Options:
  --question TEXT           the question (default "${DEFAULT_QUESTION}")
  --option LABEL            an option; repeat (default: ${DEFAULT_OPTIONS.map((o) => `"${o}"`).join(", ")})
  --multi-select            the question takes several options
One decider:
  --decider-cmd '<helper>'  a helper process (JSON lines on stdin/stdout)
  --decider-dir DIR         the gate directory: answer with \`cowork-harness answer DIR --gate 1 --choose …\`
  --decider-llm             the model decider (ANTHROPIC_API_KEY) [--intent "<line>"] [--decider-model ID]
  --answer "<rx>=<choice>"  a scripted rule (repeat), and/or
  --answer-policy FILE      a YAML list of answer rules (or a mapping with an answers: list);
                            with --decider-cmd the rules answer first and the helper what they leave

Exit codes: 0 answered; 1 no scripted rule matched; 2 usage error, or the decider failed.
`;

const DECIDE_OPTIONS = {
  question: { type: "string" },
  option: { type: "string", multiple: true },
  "multi-select": { type: "boolean" },
  "decider-cmd": { type: "string" },
  "decider-dir": { type: "string" },
  "decider-llm": { type: "boolean" },
  intent: { type: "string" },
  "decider-model": { type: "string" },
  answer: { type: "string", multiple: true },
  "answer-policy": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Puts the sample question to the one decider configured and prints its answer. */
async function decide({ values, io }: CommandContext<typeof DECIDE_OPTIONS>): Promise<number> {
  const cmd = values["decider-cmd"];
  const dir = values["decider-dir"];
  const llm = values["decider-llm"] === true;
  const scripted = (values.answer ?? []).length > 0 || values["answer-policy"] !== undefined;
  const sources = [
    cmd !== undefined && "--decider-cmd",
    dir !== undefined && "--decider-dir",
    llm && "--decider-llm",
    scripted && "--answer/--answer-policy",
  ].filter((s): s is string => typeof s === "string");
  if (!llm && (values.intent !== undefined || values["decider-model"] !== undefined))
    throw new UsageError("--intent and --decider-model are for --decider-llm");
  if (sources.length === 0)
    throw new UsageError(
      "no decider configured — give --decider-cmd, --decider-dir, --decider-llm, or --answer/--answer-policy",
    );
  // scripted rules may front a helper (the rules first, the helper for what they leave); any other pair conflicts
  const pairOk = sources.length === 2 && cmd !== undefined && scripted;
  if (sources.length > 1 && !pairOk)
    throw new UsageError(`${sources.join(" and ")} conflict — rehearse one decider at a time`);

  const question = values.question ?? DEFAULT_QUESTION;
  const options = values.option ?? DEFAULT_OPTIONS;
  const req: DecisionRequest = {
    kind: "question",
    id: "check",
    questions: [
      {
        question,
        header: "Check",
        multiSelect: values["multi-select"] === true,
        options: options.map((label) => ({ label })),
      },
    ],
  };
  const secrets = envSecretValues(io.env);
  const log = (l: string): void => io.stderr(`${l}\n`);
  const print = (body: Record<string, unknown>): void =>
    io.stdout(`${JSON.stringify({ tool: TOOL_NAME, command: "decide", ...body })}\n`);

  if (scripted) {
    const rules = [
      ...(values.answer ?? []).map(answerFlagRule),
      ...(values["answer-policy"]
        ? loadAnswerPolicy(resolve(io.cwd, values["answer-policy"]), values["answer-policy"])
        : []),
    ];
    const v = new ScriptedDecider(rules, (m) => log(`warning: ${m}`)).decide(req);
    if (v.kind === "decided" && v.response.kind === "question") {
      print({ ok: true, matched: true, answer: v.response.answers[question] });
      return EXIT.ok;
    }
    if (cmd === undefined) {
      print({ ok: false, matched: false });
      return EXIT.fail;
    }
  }

  let decider: Decider;
  let close = async (): Promise<void> => undefined;
  let by: string;
  if (llm) {
    decider = new LlmDecider({
      apiKey: requireDeciderKey(io.env),
      baseUrl: io.env.COWORK_HARNESS_DECIDER_BASE_URL || io.env.ANTHROPIC_BASE_URL || "https://api.anthropic.com",
      model: values["decider-model"] ?? (io.env.COWORK_HARNESS_DECIDER_MODEL || DEFAULT_DECIDER_MODEL),
      ...(values.intent !== undefined ? { intent: values.intent } : {}),
      env: io.env,
      context: () => "",
      secrets,
    });
    by = "llm";
  } else {
    const channel =
      cmd !== undefined
        ? new CmdChannel(cmd, { cwd: io.cwd, env: io.env, onSent: (line) => log(`helper received: ${line}`) })
        : new DirChannel(resolve(io.cwd, dir!), { env: io.env, log, display: dir! });
    decider = new ExternalDecider(channel, { runId: "decide", context: () => "", secrets });
    close = () => channel.close();
    by = cmd !== undefined ? "external" : "in-band";
  }
  try {
    const v = await decider.decide(req);
    if (v.kind !== "decided" || v.response.kind !== "question") throw new UsageError("the decider gave no answer");
    print({ ok: true, answer: v.response.answers[question], by });
    return EXIT.ok;
  } finally {
    await close();
  }
}

export const command = defineCommand({ name: "decide", help: DECIDE_HELP, options: DECIDE_OPTIONS, run: decide });
