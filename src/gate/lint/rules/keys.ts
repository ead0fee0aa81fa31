/** Rules about keys the schema does not have: `assertions:`, unknown top-level and assertion keys. */
import { closestMatch } from "../../../core/util/edit-distance.js";
import { KNOWN_ASSERT_KEYS, TOP_LEVEL_KEYS } from "../key-sets.js";
import { pySorted } from "../py-values.js";
import { hit, type DocRule } from "../types.js";

function didYouMean(key: string, candidates: readonly string[]): string {
  const near = closestMatch(key, candidates);
  return near === undefined ? "" : ` Did you mean \`${near}\`?`;
}

export const assertionsKey: DocRule = {
  id: "assertions-key",
  check: (doc) =>
    "assertions" in doc.raw && !("assert" in doc.raw)
      ? [
          hit(
            "ERROR",
            "the block is named `assertions:`, but the key is `assert:` — the block is ignored, so not one of its checks ever runs.",
            "Rename `assertions:` to `assert:`, one flat key per item (e.g. `- tool_called: Write`).",
            doc.lineOf(["assertions"]),
          ),
        ]
      : [],
};

export const unknownTopKey: DocRule = {
  id: "unknown-top-key",
  check: (doc) =>
    Object.keys(doc.raw)
      .filter((k) => k !== "assertions" && !TOP_LEVEL_KEYS.includes(k))
      .map((k) =>
        hit(
          "WARN",
          `unknown scenario key \`${k}\` — the scenario schema has no such key.${didYouMean(k, TOP_LEVEL_KEYS)}`,
          `Top-level keys are: ${pySorted(TOP_LEVEL_KEYS).join(", ")}.`,
          doc.lineOf([k]),
        ),
      ),
};

export const unknownAssertKey: DocRule = {
  id: "unknown-assert-key",
  check: (doc) =>
    pySorted(doc.keys)
      .filter((k) => !KNOWN_ASSERT_KEYS.includes(k))
      .map((k) =>
        hit(
          "WARN",
          `unknown assertion key \`${k}\` — the scenario will be rejected when it is loaded (run, record, check).${didYouMean(k, KNOWN_ASSERT_KEYS)}`,
          "Use a key from `cowork-harness assertions --list`; for a negative check look for the `_not_`/`no_` form (tool_not_called, transcript_not_contains, no_skill_triggered, subagent_tool_absent).",
          doc.lineOfAssertKey(k),
        ),
      ),
};
