#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  strictLabel
} from "./chunk-JO7JSSWO.js";
import {
  gateNumbers,
  readGateRequest,
  respFile,
  writeGateFile
} from "./chunk-BF4ACLAL.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME
} from "./chunk-KPSQMKHF.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-7XRS4REJ.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/answer.ts
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
var ANSWER_HELP = `Usage: cowork-harness answer <dir> --gate N (--choose <label> [--choose <label>\u2026] | --answer "<question>=<text>"\u2026)

Answers gate N of a run started with --decider-dir <dir> (list them with \`cowork-harness gates <dir>\`).
Options:
  --gate N                 the gate's seq (req-N.json)
  --choose LABEL           an option of the gate's question, by label or 1-based number; repeat for
                           a multi-select. Permission gates: allow|deny; dialogs: ok|cancelled;
                           elicitations: accept|decline|cancel
  --answer "QUESTION=TEXT" free text for the question with exactly that text (split on the first =);
                           repeat for several questions
  --output-format text|json

Exit codes: 0 answered; 2 usage error (no such gate, already answered, not an option).
`;
var ANSWER_OPTIONS = {
  gate: { type: "string" },
  choose: { type: "string", multiple: true },
  answer: { type: "string", multiple: true },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var GATE_CHOICES = {
  permission: { key: "behavior", values: ["allow", "deny"] },
  dialog: { key: "behavior", values: ["ok", "cancelled"] },
  elicit: { key: "action", values: ["accept", "decline", "cancel"] }
};
function questionReply(request, gate, choose) {
  const questions = Array.isArray(request.questions) ? request.questions.filter(isObj) : [];
  const q = questions[0];
  if (!q) throw new UsageError(`gate ${gate} carries no question to choose for \u2014 use --answer "<question>=<text>"`);
  const key = String(q.question ?? q.header ?? "");
  const labels = (Array.isArray(q.options) ? q.options : []).filter(isObj).map((o) => String(o.label));
  if (choose.length > 1 && q.multiSelect !== true)
    throw new UsageError(`gate ${gate}'s question is single-select: give one --choose`);
  const picked = choose.map((c) => {
    if (labels.length === 0) return c;
    const label = strictLabel(c, labels);
    if (label === void 0)
      throw new UsageError(
        `"${c}" is not an option for gate ${gate}. Options: ${labels.map((l) => `"${l}"`).join(", ")}`
      );
    return label;
  });
  return { [key]: q.multiSelect === true ? picked : picked[0] };
}
async function answer({ values, positionals, format, io }) {
  if (positionals.length !== 1) throw new UsageError("give the gate directory (the --decider-dir of the run)");
  const shown = positionals[0];
  const dir = resolve(io.cwd, shown);
  const raw = values.gate;
  const gate = raw !== void 0 && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(gate) || gate < 1)
    throw new UsageError("--gate must be a positive integer (the N of req-N.json)");
  const choose = values.choose ?? [];
  const answers = values.answer ?? [];
  if (choose.length > 0 && answers.length > 0) throw new UsageError("--choose and --answer are mutually exclusive");
  if (choose.length === 0 && answers.length === 0)
    throw new UsageError('give --choose <label> or --answer "<question>=<text>"');
  if (!existsSync(dir)) throw new UsageError(`${shown}: no such directory`);
  let request;
  try {
    request = readGateRequest(dir, gate);
  } catch (e) {
    throw new UsageError(
      `${shown}/req-${gate}.json cannot be read: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`
    );
  }
  if (request === void 0) {
    const pending = gateNumbers(dir);
    throw new UsageError(
      `${shown} has no gate ${gate}${pending.length ? ` (waiting: ${pending.join(", ")})` : " (no gate is waiting)"}`
    );
  }
  if (typeof request.id !== "string")
    throw new UsageError(`${shown}/req-${gate}.json carries no request id \u2014 cannot answer it`);
  if (existsSync(join(dir, respFile(gate))))
    throw new UsageError(`gate ${gate} in ${shown} is already answered (${respFile(gate)} exists)`);
  let reply;
  const kind = String(request.kind ?? "question");
  if (answers.length > 0) {
    const map = {};
    for (const a of answers) {
      const at = a.indexOf("=");
      const q = at < 0 ? "" : a.slice(0, at);
      const text = at < 0 ? "" : a.slice(at + 1);
      if (q === "" || text === "") throw new UsageError(`--answer requires "question=text" (got ${JSON.stringify(a)})`);
      map[q] = text;
    }
    reply = { id: request.id, answers: map };
  } else if (kind === "question") {
    reply = { id: request.id, answers: questionReply(request, gate, choose) };
  } else {
    const spec = GATE_CHOICES[kind];
    const c = choose[0].toLowerCase();
    if (!spec || choose.length > 1 || !spec.values.includes(c))
      throw new UsageError(`gate ${gate} is a ${kind} gate: --choose ${spec ? spec.values.join("|") : "(nothing)"}`);
    reply = { id: request.id, [spec.key]: c };
  }
  writeGateFile(dir, respFile(gate), reply);
  const shownAnswers = reply.answers ?? Object.fromEntries(Object.entries(reply).filter(([k]) => k !== "id"));
  if (format === "json")
    io.stdout(`${JSON.stringify({ tool: TOOL_NAME, command: "answer", ok: true, gate, answers: shownAnswers })}
`);
  else io.stdout(`\u2713 answered gate ${gate}: ${JSON.stringify(shownAnswers)}
`);
  return EXIT.ok;
}
var command = defineCommand({ name: "answer", help: ANSWER_HELP, options: ANSWER_OPTIONS, run: answer });
export {
  ANSWER_HELP,
  command
};
