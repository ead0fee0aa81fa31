#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CmdChannel,
  DEFAULT_DECIDER_MODEL,
  ExternalDecider,
  LlmDecider,
  requireDeciderKey
} from "./chunk-UQL5F74J.js";
import {
  DirChannel
} from "./chunk-BRRGV6H7.js";
import {
  ScriptedDecider
} from "./chunk-JO7JSSWO.js";
import "./chunk-BF4ACLAL.js";
import {
  envSecretValues
} from "./chunk-BC4CWRGE.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  AnswerRuleSchema
} from "./chunk-TJGXX2SJ.js";
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME
} from "./chunk-KPSQMKHF.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

// src/cli/commands/decide.ts
import { resolve } from "node:path";

// src/live/answerers/answer-policy.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";
function answerFlagRule(value) {
  const at = value.indexOf("=");
  const rx = at < 0 ? "" : value.slice(0, at);
  const choice = at < 0 ? "" : value.slice(at + 1);
  if (rx.trim() === "" || choice.trim() === "")
    throw new UsageError(`--answer requires "question-regex=choice" (got ${JSON.stringify(value)})`);
  return { when_question: rx, choose: choice };
}
function loadAnswerPolicy(path, shown) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new UsageError(`${shown}: cannot read the answer policy (${e.code ?? String(e)})`);
  }
  let doc;
  try {
    doc = (0, import_yaml.parse)(text);
  } catch (e) {
    throw new UsageError(`${shown}: not valid YAML \u2014 ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`);
  }
  let list;
  if (Array.isArray(doc)) list = doc;
  else if (doc !== null && typeof doc === "object" && Array.isArray(doc.answers))
    list = doc.answers;
  else {
    const keys = doc !== null && typeof doc === "object" ? Object.keys(doc).join(", ") || "(none)" : typeof doc;
    throw new UsageError(
      `${shown}: must be a list of rules, or a mapping with an \`answers:\` list \u2014 top-level key(s): ${keys}`
    );
  }
  return list.map((raw, i) => {
    const r = AnswerRuleSchema.safeParse(raw);
    if (!r.success) throw new UsageError(`${shown}: rule ${i + 1}: ${r.error.issues[0]?.message ?? "invalid rule"}`);
    return r.data;
  });
}

// src/cli/commands/decide.ts
var DEFAULT_QUESTION = "Confirm the detected stage before proceeding?";
var DEFAULT_OPTIONS = ["Looks right", "Change it", "Correct or add data"];
var DECIDE_HELP = `Usage: cowork-harness decide [--question TEXT] [--option LABEL]... [--multi-select] <one decider>

Puts one sample question to a decider and prints its answer as JSON, without running the agent:
a quick check that a helper, a model or your rules answer as you expect before a long recording.
Options:
  --question TEXT           the question (default "${DEFAULT_QUESTION}")
  --option LABEL            an option; repeat (default: ${DEFAULT_OPTIONS.map((o) => `"${o}"`).join(", ")})
  --multi-select            the question takes several options
One decider:
  --decider-cmd '<helper>'  a helper process (JSON lines on stdin/stdout)
  --decider-dir DIR         the gate directory: answer with \`cowork-harness answer DIR --gate 1 --choose \u2026\`
  --decider-llm             the model decider (ANTHROPIC_API_KEY) [--intent "<line>"] [--decider-model ID]
  --answer "<rx>=<choice>"  a scripted rule (repeat), and/or
  --answer-policy FILE      a YAML list of answer rules (or a mapping with an answers: list);
                            with --decider-cmd the rules answer first and the helper what they leave

Exit codes: 0 answered; 1 no scripted rule matched; 2 usage error, or the decider failed.
`;
var DECIDE_OPTIONS = {
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
  help: { type: "boolean", short: "h" }
};
async function decide({ values, io }) {
  const cmd = values["decider-cmd"];
  const dir = values["decider-dir"];
  const llm = values["decider-llm"] === true;
  const scripted = (values.answer ?? []).length > 0 || values["answer-policy"] !== void 0;
  const sources = [
    cmd !== void 0 && "--decider-cmd",
    dir !== void 0 && "--decider-dir",
    llm && "--decider-llm",
    scripted && "--answer/--answer-policy"
  ].filter((s) => typeof s === "string");
  if (!llm && (values.intent !== void 0 || values["decider-model"] !== void 0))
    throw new UsageError("--intent and --decider-model are for --decider-llm");
  if (sources.length === 0)
    throw new UsageError(
      "no decider configured \u2014 give --decider-cmd, --decider-dir, --decider-llm, or --answer/--answer-policy"
    );
  const pairOk = sources.length === 2 && cmd !== void 0 && scripted;
  if (sources.length > 1 && !pairOk)
    throw new UsageError(`${sources.join(" and ")} conflict \u2014 rehearse one decider at a time`);
  const question = values.question ?? DEFAULT_QUESTION;
  const options = values.option ?? DEFAULT_OPTIONS;
  const req = {
    kind: "question",
    id: "check",
    questions: [
      {
        question,
        header: "Check",
        multiSelect: values["multi-select"] === true,
        options: options.map((label) => ({ label }))
      }
    ]
  };
  const secrets = envSecretValues(io.env);
  const log = (l) => io.stderr(`${l}
`);
  const print = (body) => io.stdout(`${JSON.stringify({ tool: TOOL_NAME, command: "decide", ...body })}
`);
  if (scripted) {
    const rules = [
      ...(values.answer ?? []).map(answerFlagRule),
      ...values["answer-policy"] ? loadAnswerPolicy(resolve(io.cwd, values["answer-policy"]), values["answer-policy"]) : []
    ];
    const v = new ScriptedDecider(rules, (m) => log(`warning: ${m}`)).decide(req);
    if (v.kind === "decided" && v.response.kind === "question") {
      print({ ok: true, matched: true, answer: v.response.answers[question] });
      return EXIT.ok;
    }
    if (cmd === void 0) {
      print({ ok: false, matched: false });
      return EXIT.fail;
    }
  }
  let decider;
  let close = async () => void 0;
  let by;
  if (llm) {
    decider = new LlmDecider({
      apiKey: requireDeciderKey(io.env),
      baseUrl: io.env.COWORK_HARNESS_DECIDER_BASE_URL || io.env.ANTHROPIC_BASE_URL || "https://api.anthropic.com",
      model: values["decider-model"] ?? (io.env.COWORK_HARNESS_DECIDER_MODEL || DEFAULT_DECIDER_MODEL),
      ...values.intent !== void 0 ? { intent: values.intent } : {},
      env: io.env,
      context: () => "",
      secrets
    });
    by = "llm";
  } else {
    const channel = cmd !== void 0 ? new CmdChannel(cmd, { cwd: io.cwd, env: io.env, onSent: (line) => log(`helper received: ${line}`) }) : new DirChannel(resolve(io.cwd, dir), { env: io.env, log, display: dir });
    decider = new ExternalDecider(channel, { runId: "decide", context: () => "", secrets });
    close = () => channel.close();
    by = cmd !== void 0 ? "external" : "in-band";
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
var command = defineCommand({ name: "decide", help: DECIDE_HELP, options: DECIDE_OPTIONS, run: decide });
export {
  DECIDE_HELP,
  command
};
