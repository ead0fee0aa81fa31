/** What a lint-skill rule sees: one skill (its markdown, its folder, its plugin) and its hooks files. */
import type { Severity } from "../lint/types.js";
import type { MarkdownView } from "./markdown.js";
import type { EnclosingPlugin } from "./plugin.js";
import type { SkillTree } from "./skill-tree.js";

export interface SkillContext {
  tree: SkillTree;
  /** the markdown linted (a SKILL.md, or the file named), when there is one */
  markdown?: { rel: string; view: MarkdownView };
  /** the skill's folder (the markdown's, or the folder named), relative to the tree's top */
  skillDir: string;
  /** the names the skill goes by: its front matter's `name` and its folder's */
  skillNames: string[];
  plugin?: EnclosingPlugin;
  /** the hooks.json files linted with it */
  hooks: string[];
}

/** One finding, at a file relative to the tree's top. */
export interface SkillHit {
  rel: string;
  line: number | null;
  ruleId: string;
  severity: Severity;
  message: string;
  fix: string;
}

export type SkillRule = (ctx: SkillContext) => SkillHit[];
