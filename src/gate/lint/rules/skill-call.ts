/**
 * Our extension (not in the reference's catalog): `skill_triggered` passes on any Skill call,
 * also one the agent answered with an error (`Unknown skill: …`), so a renamed or unstaged skill
 * still looks green. A block that checks the call ran error-free (`tool_no_error: Skill`) is safe.
 */
import { compileRegex } from "../../../core/scenario/match.js";
import { hit, type DocRule } from "../types.js";

const NO_ERROR_KEYS = ["tool_no_error", "tool_no_error_if_called"] as const;

function coversSkillTool(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const compiled = compileRegex(value);
  return compiled.ok && compiled.re.test("Skill");
}

export const SKILL_TRIGGERED_UNCHECKED = "skill-triggered-unchecked";

export const skillTriggeredUnchecked: DocRule = {
  id: SKILL_TRIGGERED_UNCHECKED,
  check: (doc) => {
    if (!doc.keys.has("skill_triggered")) return [];
    if (doc.items.some((item) => NO_ERROR_KEYS.some((k) => coversSkillTool(item.value[k])))) return [];
    return [
      hit(
        "WARN",
        "`skill_triggered` passes even when the Skill call errored (e.g. `Unknown skill: …`: the skill never ran), and nothing here checks that call.",
        "Add `- tool_no_error: Skill` to the assert block.",
        doc.lineOfAssertKey("skill_triggered"),
      ),
    ];
  },
};
