/**
 * `scaffold <run>`: a starter scenario from a kept live run (docs/cli-reference.md#kept-runs) —
 * the prompt it ran, one scripted answer per question it answered, and the assertions the run
 * already bears out (its result, its sub-agent count, the files it delivered). A draft for the
 * author to review, never a test by itself: the header says so, and marks a run that stopped early.
 */
import { join } from "node:path";
import { stringify } from "yaml";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { HarnessError } from "../../core/util/errors.js";
import { traceEvents } from "../trace/events.js";
import { TURN_FILES } from "../trace/run-layout.js";
import { CANNOT_VERIFY, keptEvents, readRunJson, type KeptRun } from "./kept-run.js";
import { existsSync, readdirSync } from "node:fs";

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface AskedQuestion {
  question: string;
  labels: string[];
  multiSelect: boolean;
}

/** The questions the agent asked (AskUserQuestion inputs), in order. */
function askedQuestions(run: KeptRun): AskedQuestion[] {
  const asked: AskedQuestion[] = [];
  for (const ev of traceEvents(keptEvents(run)).events) {
    if (ev.type !== "tool_use" || ev.name !== "AskUserQuestion" || !isObj(ev.input)) continue;
    const qs = Array.isArray(ev.input.questions) ? ev.input.questions : [];
    for (const q of qs) {
      if (!isObj(q) || typeof q.question !== "string") continue;
      const labels = (Array.isArray(q.options) ? q.options : []).flatMap((o) =>
        isObj(o) && typeof o.label === "string" ? [o.label] : [],
      );
      asked.push({ question: q.question, labels, multiSelect: q.multiSelect === true });
    }
  }
  return asked;
}

/** A delivered answer as a scenario's `choose`: the labels of a multi-select, else the one label. */
function chooseOf(answer: string, q: AskedQuestion | undefined): string | string[] {
  if (!q?.multiSelect) return answer;
  const parts = answer.split(", ");
  return parts.every((p) => q.labels.includes(p)) ? parts : answer;
}

function answersOf(run: KeptRun): { when_question: string; choose: string | string[] }[] {
  const asked = askedQuestions(run);
  const decisions = Array.isArray(run.result.decisions) ? run.result.decisions : [];
  const out: { when_question: string; choose: string | string[] }[] = [];
  for (const d of decisions) {
    if (!isObj(d) || d.kind !== "question" || d.decision !== "answered") continue;
    // a live run's decisions carry `answers`; a replayed one's the same map as `detail`
    const given = isObj(d.answers) ? d.answers : isObj(d.detail) ? d.detail : {};
    for (const [question, answer] of Object.entries(given)) {
      if (typeof answer !== "string" && !Array.isArray(answer)) continue;
      const text = Array.isArray(answer) ? answer.map(String).join(", ") : answer;
      out.push({
        when_question: escapeRegex(question),
        choose: chooseOf(
          text,
          asked.find((q) => q.question === question),
        ),
      });
    }
  }
  return out;
}

/** The files the run delivered (its artifacts outside the uploads it was given). */
function deliveredFiles(result: Record<string, unknown>): string[] {
  const artifacts = Array.isArray(result.artifacts) ? result.artifacts : [];
  return artifacts.flatMap((a) =>
    isObj(a) && typeof a.path === "string" && !a.path.startsWith("uploads/") ? [a.path] : [],
  );
}

/** Reads the run without the finished-run refusals: a partial run scaffolds too, marked. */
export function openForScaffold(dir: string, shown: string): KeptRun {
  const turns = existsSync(join(dir, "turns")) ? readdirSync(join(dir, "turns")).filter((n) => /^\d+$/.test(n)) : [];
  if (turns.length === 0)
    throw new HarnessError(`${shown}: not a kept run (no turns/<N>/ folder; a cassette is not a run) ${CANNOT_VERIFY}`);
  const latest = String(Math.max(...turns.map(Number)));
  const turnDir = join(dir, "turns", latest);
  const result = readRunJson(join(turnDir, TURN_FILES.result));
  if (!isObj(result))
    throw new HarnessError(`${shown}: no turns/${latest}/${TURN_FILES.result}: the run kept no result`);
  return { dir, turnDir, result, transcript: undefined };
}

/** The starter scenario's YAML text. */
export function scaffoldYaml(run: KeptRun): string {
  const r = run.result;
  const partial = r.partial === true || (r.result !== "success" && r.result !== "error");
  const subagents = Array.isArray(r.subagents) ? r.subagents.length : 0;
  const files = deliveredFiles(r);
  const header = [
    `# Scaffolded by ${TOOL_NAME} ${TOOL_VERSION} from the kept run ${run.dir}`,
    "# REVIEW before committing: these assertions only restate what this one run did.",
    ...(partial ? ["# PARTIAL: the run did not finish — its answers and files may be incomplete."] : []),
    ...(files.length === 0
      ? ["# No delivered files were recorded: add file_exists for what the skill must write."]
      : []),
  ];
  const answers = answersOf(run);
  const scenario: Record<string, unknown> = {
    name: typeof r.scenario === "string" ? r.scenario : "scaffolded",
    baseline: "latest",
    ...(typeof r.fidelity === "string" ? { fidelity: r.fidelity.replace(/^replay:/, "") } : {}),
    prompt: typeof r.prompt === "string" ? r.prompt : "",
    ...(answers.length ? { answers } : {}),
    assert: [
      { result: r.result === "error" ? "error" : "success" },
      { dispatch_count_max: subagents },
      ...files.map((f) => ({ file_exists: f })),
    ],
  };
  return `${header.join("\n")}\n${stringify(scenario, { lineWidth: 0 })}`;
}
