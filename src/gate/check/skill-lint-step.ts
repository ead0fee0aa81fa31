/**
 * The gate's lint-skill step: every SKILL.md and hooks.json the pull request added or changed
 * against its base (git object ids, like the cassettes') is linted with its skill's folder and
 * plugin (src/gate/lint-skill), reading below the repository only. INFO findings are advice for
 * the author's own runs and stay out of the gate; ERROR and WARN are reported at their line.
 */
import { realpathSync } from "node:fs";
import { join } from "node:path";
import { gitClient } from "../../core/git/client.js";
import { blobIdOf, type BaseView } from "../coverage/base-view.js";
import { lintSkillTree } from "../lint-skill/run.js";
import { baseOf, SkillTree } from "../lint-skill/skill-tree.js";
import type { SkillLintEntry } from "../report/gate-report.js";

const SKILL_FILES = new Set(["SKILL.md", "hooks.json"]);

/** The tracked SKILL.md and hooks.json files (top-relative) that differ from the base or are not in it. */
export async function changedSkillFiles(base: BaseView, env: NodeJS.ProcessEnv): Promise<string[]> {
  const listed = await gitClient(base.top, env).raw(["ls-files", "-z", "--", "*SKILL.md", "*hooks.json"]);
  return listed
    .split("\0")
    .filter((rel) => rel !== "" && SKILL_FILES.has(baseOf(rel)))
    .filter((rel) => {
      const id = base.blob(rel);
      return id === undefined || blobIdOf(join(base.top, rel), id) !== id;
    })
    .sort();
}

export async function skillLintStep(base: BaseView, env: NodeJS.ProcessEnv): Promise<Omit<SkillLintEntry, "gating">[]> {
  const changed = await changedSkillFiles(base, env);
  if (changed.length === 0) return [];
  const tree = new SkillTree(realpathSync(base.top));
  const { findings } = lintSkillTree(tree, changed, (rel) => rel);
  return findings.flatMap((f) =>
    f.severity === "INFO" || f.ruleId === "not-found"
      ? []
      : [
          {
            file: f.file,
            ...(f.line !== null ? { line: f.line } : {}),
            ruleId: f.ruleId,
            severity: f.severity,
            message: f.message,
            fix: f.fix,
          },
        ],
  );
}
