/** Rules about scripted answers that depend on option order, and files required both present and absent. */
import { isMapping, valuesOf } from "../document.js";
import { pyList, pySorted } from "../py-values.js";
import { hit, type DocRule } from "../types.js";

const isPositional = (v: unknown): boolean => typeof v === "string" && (v === "first" || /^\p{Nd}+$/u.test(v));

export const positionalChooseOrder: DocRule = {
  id: "positional-choose-order",
  check: (doc) => {
    const answers = doc.raw["answers"];
    if (!Array.isArray(answers)) return [];
    const indices = answers.flatMap((rule, i) => {
      if (!isMapping(rule)) return [];
      const choose = rule["choose"];
      const positional = Array.isArray(choose) ? choose.some(isPositional) : isPositional(choose);
      return positional ? [i] : [];
    });
    if (indices.length === 0) return [];
    return [
      hit(
        "INFO",
        `answer rule(s) ${pyList(indices)} choose by position (\`first\` or an index) — that survives relabelled options but not reordered ones, and a gate's option order can change between runs.`,
        "Where labels are stable, choose by label; pin the order the user saw with `question_options: {when_question: …, equals: […]}`.",
        doc.lineOf(["answers", indices[0] as number, "choose"]),
      ),
    ];
  },
};

export const fileAbsentContradiction: DocRule = {
  id: "file-absent-contradiction",
  check: (doc) => {
    const strings = (key: string): string[] => valuesOf(doc, key).filter((v): v is string => typeof v === "string");
    const absent = new Set(strings("file_absent"));
    const both = pySorted(new Set(strings("file_exists").filter((p) => absent.has(p))));
    if (both.length === 0) return [];
    return [
      hit(
        "ERROR",
        `${pyList(both)} must both exist (file_exists) and be absent (file_absent) — no run can satisfy that.`,
        "Keep one of the two assertions for each path.",
        doc.lineOfAssertKey("file_absent"),
      ),
    ];
  },
};
