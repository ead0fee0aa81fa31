/**
 * Rules about gate assertions that cannot fail (a delivery check with no gate required) or cannot
 * pass (pairings that contradict each other). Numbers are read as the reference does; a
 * tool_called glob is matched with path-glob rules (`**` spans `/`-segments), as the reference does.
 */
import { valuesOf, type ScenarioDoc } from "../document.js";
import { numeric } from "../py-values.js";
import { matchesAnyPathGlob } from "../../../core/util/path-glob.js";
import { hit, type DocRule } from "../types.js";

const atLeastOne = (v: unknown): boolean => (numeric(v) ?? NaN) >= 1;
const isZero = (v: unknown): boolean => numeric(v) === 0;

function requiresAGate(doc: ScenarioDoc): boolean {
  return (
    doc.keys.has("question_asked") ||
    doc.keys.has("question_options") ||
    valuesOf(doc, "gate_answer_count_min").some(atLeastOne) ||
    valuesOf(doc, "tool_called").some((v) => typeof v === "string" && matchesAnyPathGlob([v], "AskUserQuestion"))
  );
}

export const vacuousGateAssert: DocRule = {
  id: "vacuous-gate-assert",
  check: (doc) => {
    if (!valuesOf(doc, "gate_answers_delivered").some((v) => v !== false) || requiresAGate(doc)) return [];
    const gateFree = valuesOf(doc, "questions_count_max").some(isZero);
    const message = gateFree
      ? "`gate_answers_delivered` does nothing here: `questions_count_max: 0` already says no gate may fire, and with zero gates it passes by default."
      : "`gate_answers_delivered` passes when no gate fires at all, and nothing else here requires one — if the skill stops asking, this stays green.";
    const fix = gateFree
      ? "Drop `gate_answers_delivered`; `questions_count_max: 0` states the intent."
      : "Require a gate as well: `gate_answer_count_min: 1`, a `question_asked` regex, or `tool_called: AskUserQuestion`. If the scenario should never ask, replace it with `questions_count_max: 0`.";
    return [hit("WARN", message, fix, doc.lineOfAssertKey("gate_answers_delivered"))];
  },
};

function contradictions(doc: ScenarioDoc): string[] {
  const clauses: string[] = [];
  if (valuesOf(doc, "questions_count_max").some(isZero)) {
    const needs = [
      valuesOf(doc, "gate_answer_count_min").some(atLeastOne) ? "`gate_answer_count_min` ≥ 1" : "",
      doc.keys.has("question_asked") ? "`question_asked`" : "",
      doc.keys.has("question_options") ? "`question_options`" : "",
      valuesOf(doc, "gate_answers_delivered").some((v) => v === false) ? "`gate_answers_delivered: false`" : "",
    ].filter(Boolean);
    if (needs.length > 0)
      clauses.push(`\`questions_count_max: 0\` allows no question while ${needs.join(", ")} needs one`);
  }
  if (valuesOf(doc, "no_hook_blocked").some((v) => v === true) && doc.keys.has("hook_blocked")) {
    clauses.push("`no_hook_blocked: true` forbids the block `hook_blocked` requires");
  }
  const pathDenial = doc.keys.has("path_denied") || valuesOf(doc, "vm_path_denied").some((v) => v === true);
  if (valuesOf(doc, "no_path_denied").some((v) => v === true) && pathDenial) {
    clauses.push("`no_path_denied: true` forbids the denial `path_denied` / `vm_path_denied` requires");
  }
  return clauses;
}

export const assertContradiction: DocRule = {
  id: "assert-contradiction",
  check: (doc) => {
    const clauses = contradictions(doc);
    if (clauses.length === 0) return [];
    const tail = clauses.length === 1 ? "no run can satisfy both." : "no run can satisfy all of them.";
    return [
      hit(
        "ERROR",
        `${clauses.join("; and ")} — ${tail}`,
        "Keep the side that states what the scenario means and drop the other.",
        doc.lineOfFirstAssertKey(["questions_count_max", "no_hook_blocked", "no_path_denied"]),
      ),
    ];
  },
};
