/** Rules about values nobody may author: an unknown `on_unanswered`, a hand-written synthesized check. */
import { ON_UNANSWERED_VALUES, SYNTHESIZED_KEY } from "../key-sets.js";
import { hit, type DocRule } from "../types.js";

export const onUnansweredInvalid: DocRule = {
  id: "on-unanswered-invalid",
  check: (doc) => {
    const value = doc.raw["on_unanswered"];
    if (value === undefined || value === null) return [];
    if (typeof value === "string" && ON_UNANSWERED_VALUES.includes(value)) return [];
    const renamed = value === "agent" ? " (`agent` is now called `llm`)" : "";
    return [
      hit(
        "ERROR",
        `\`on_unanswered: ${String(value)}\` is not a valid policy${renamed}.`,
        `Use one of: ${ON_UNANSWERED_VALUES.join(", ")}.`,
        doc.lineOf(["on_unanswered"]),
      ),
    ];
  },
};

export const authoredReplayFidelity: DocRule = {
  id: "authored-replay-fidelity",
  check: (doc) =>
    doc.keys.has(SYNTHESIZED_KEY)
      ? [
          hit(
            "ERROR",
            `\`${SYNTHESIZED_KEY}\` is added by replay itself; it cannot be written in a scenario.`,
            "Delete the item — every replay already checks protocol fidelity.",
            doc.lineOfAssertKey(SYNTHESIZED_KEY),
          ),
        ]
      : [],
};
