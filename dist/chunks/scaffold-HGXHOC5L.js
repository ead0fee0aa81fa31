#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  resolveRunDir
} from "./chunk-AELUN65H.js";
import {
  CANNOT_VERIFY,
  keptEvents,
  readRunJson
} from "./chunk-JWLYSE52.js";
import "./chunk-2S4LTNS2.js";
import {
  traceEvents
} from "./chunk-ZTQZXA3R.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  TURN_FILES
} from "./chunk-ODM7TWBF.js";
import "./chunk-A7IXKCTY.js";
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-5LE6OEBY.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import {
  HarnessError,
  UsageError
} from "./chunk-JB7TIAU6.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

// src/cli/commands/scaffold.ts
import { existsSync as existsSync2 } from "node:fs";
import { resolve } from "node:path";

// src/gate/runs/scaffold.ts
var import_yaml = __toESM(require_dist(), 1);
import { join } from "node:path";
import { existsSync, readdirSync } from "node:fs";
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function askedQuestions(run2) {
  const asked = [];
  for (const ev of traceEvents(keptEvents(run2)).events) {
    if (ev.type !== "tool_use" || ev.name !== "AskUserQuestion" || !isObj(ev.input)) continue;
    const qs = Array.isArray(ev.input.questions) ? ev.input.questions : [];
    for (const q of qs) {
      if (!isObj(q) || typeof q.question !== "string") continue;
      const labels = (Array.isArray(q.options) ? q.options : []).flatMap(
        (o) => isObj(o) && typeof o.label === "string" ? [o.label] : []
      );
      asked.push({ question: q.question, labels, multiSelect: q.multiSelect === true });
    }
  }
  return asked;
}
function chooseOf(answer, q) {
  if (!q?.multiSelect) return answer;
  const parts = answer.split(", ");
  return parts.every((p) => q.labels.includes(p)) ? parts : answer;
}
function answersOf(run2) {
  const asked = askedQuestions(run2);
  const decisions = Array.isArray(run2.result.decisions) ? run2.result.decisions : [];
  const out = [];
  for (const d of decisions) {
    if (!isObj(d) || d.kind !== "question" || d.decision !== "answered") continue;
    const given = isObj(d.answers) ? d.answers : isObj(d.detail) ? d.detail : {};
    for (const [question, answer] of Object.entries(given)) {
      if (typeof answer !== "string" && !Array.isArray(answer)) continue;
      const text = Array.isArray(answer) ? answer.map(String).join(", ") : answer;
      out.push({
        when_question: escapeRegex(question),
        choose: chooseOf(
          text,
          asked.find((q) => q.question === question)
        )
      });
    }
  }
  return out;
}
function deliveredFiles(result) {
  const artifacts = Array.isArray(result.artifacts) ? result.artifacts : [];
  return artifacts.flatMap(
    (a) => isObj(a) && typeof a.path === "string" && !a.path.startsWith("uploads/") ? [a.path] : []
  );
}
function openForScaffold(dir, shown) {
  const turns = existsSync(join(dir, "turns")) ? readdirSync(join(dir, "turns")).filter((n) => /^\d+$/.test(n)) : [];
  if (turns.length === 0)
    throw new HarnessError(`${shown}: not a kept run (no turns/<N>/ folder; a cassette is not a run) ${CANNOT_VERIFY}`);
  const latest = String(Math.max(...turns.map(Number)));
  const turnDir = join(dir, "turns", latest);
  const result = readRunJson(join(turnDir, TURN_FILES.result));
  if (!isObj(result))
    throw new HarnessError(`${shown}: no turns/${latest}/${TURN_FILES.result}: the run kept no result`);
  return { dir, turnDir, result, transcript: void 0 };
}
function scaffoldYaml(run2) {
  const r = run2.result;
  const partial = r.partial === true || r.result !== "success" && r.result !== "error";
  const subagents = Array.isArray(r.subagents) ? r.subagents.length : 0;
  const files = deliveredFiles(r);
  const header = [
    `# Scaffolded by ${TOOL_NAME} ${TOOL_VERSION} from the kept run ${run2.dir}`,
    "# REVIEW before committing: these assertions only restate what this one run did.",
    ...partial ? ["# PARTIAL: the run did not finish \u2014 its answers and files may be incomplete."] : [],
    ...files.length === 0 ? ["# No delivered files were recorded: add file_exists for what the skill must write."] : []
  ];
  const answers = answersOf(run2);
  const scenario = {
    name: typeof r.scenario === "string" ? r.scenario : "scaffolded",
    baseline: "latest",
    ...typeof r.fidelity === "string" ? { fidelity: r.fidelity.replace(/^replay:/, "") } : {},
    prompt: typeof r.prompt === "string" ? r.prompt : "",
    ...answers.length ? { answers } : {},
    assert: [
      { result: r.result === "error" ? "error" : "success" },
      { dispatch_count_max: subagents },
      ...files.map((f) => ({ file_exists: f }))
    ]
  };
  return `${header.join("\n")}
${(0, import_yaml.stringify)(scenario, { lineWidth: 0 })}`;
}

// src/cli/commands/scaffold.ts
var HELP = `Usage: cowork-harness scaffold <run-dir | run-id> [--out FILE] [--force]

Writes a starter scenario from a run kept with --run-dir: its name, tier and prompt, one scripted
answer per question the run answered (when_question: the question, regex-escaped; choose: what was
delivered), and assertions the run bears out (result, dispatch_count_max, file_exists per file it
delivered). A draft to review, not a test: the header says so, and marks a run that did not finish.
A cassette is not a run: record one with --run-dir to scaffold from it.

Options:
  --out FILE    write the YAML to FILE (atomically) instead of stdout
  --force       let --out replace an existing file
  --output-format text|json  only changes how an error is reported
  -h, --help    show this help

Exit codes: 0 written, 2 usage error, not a kept run, or --out exists without --force.
`;
var OPTIONS = {
  out: { type: "string" },
  force: { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function run({ values, positionals, io }) {
  if (positionals.length !== 1) throw new UsageError("usage: scaffold <run-dir | run-id> [--out FILE]");
  const target = positionals[0];
  const dir = resolveRunDir(target, io.cwd, io.env, (l) => io.stderr(`${l}
`));
  if (!dir)
    throw new HarnessError(`${target}: a file, not a kept run (a cassette is not a run: record with --run-dir)`);
  const yaml = scaffoldYaml(openForScaffold(dir, target));
  if (values.out === void 0) {
    io.stdout(yaml);
    return 0;
  }
  const out = resolve(io.cwd, values.out);
  if (existsSync2(out) && values.force !== true)
    throw new UsageError(`${values.out} exists: pass --force to replace it, or choose another --out`);
  await writeFileAtomic(out, yaml);
  io.stderr(`\u2713 scaffolded scenario \u2192 ${values.out}
`);
  return 0;
}
var command = defineCommand({ name: "scaffold", help: HELP, options: OPTIONS, errors: "json-usage", run });
export {
  command
};
