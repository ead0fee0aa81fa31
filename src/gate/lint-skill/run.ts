/**
 * lint-skill over targets: a folder is its SKILL.md (when it has none: every SKILL.md below it)
 * and every hooks.json below it; a .json file is hooks alone; any other file is that markdown and every hooks.json below its
 * folder. A target with neither is `no-skill`. Each skill is linted with its plugin (the nearest
 * plugin.json above it) and every rule; a file reached by two targets is linted once.
 */
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { LintFinding } from "../lint/types.js";
import { corpusRule } from "./corpus.js";
import { hooksRule } from "./hooks.js";
import { readMarkdown } from "./markdown.js";
import { enclosingPlugin } from "./plugin.js";
import { pluginRootRule } from "./plugin-root.js";
import { baseOf, parentOf, SkillTree } from "./skill-tree.js";
import { subagentRule } from "./subagents.js";
import type { SkillContext, SkillHit, SkillRule } from "./types.js";

const RULES: readonly SkillRule[] = [pluginRootRule, hooksRule, subagentRule, corpusRule];

/** Every rule id lint-skill reports; `hooks-json-invalid` is ours (the reference has no such rule). */
export const SKILL_RULE_IDS = [
  "no-skill",
  "plugin-root-in-vm-bash",
  "plugin-root-guarded",
  "guard-pattern-mismatch",
  "hook-host-side-write",
  "hook-event-unknown",
  "hooks-json-misplaced",
  "hook-event-not-served",
  "hooks-json-invalid",
  "subagent-type-not-found-in-plugin",
  "subagent-type-unresolvable",
  "subagent-type-unknown",
  "skill-corpus-over-evidence-ceiling",
  "skill-corpus-near-evidence-ceiling",
] as const;
export const OWN_SKILL_RULE_IDS: readonly string[] = ["hooks-json-invalid"];

/**
 * The skills a target stands for. A folder with no SKILL.md of its own (a plugin, a repository)
 * stands for every SKILL.md below it, each linted as its own skill, and for its hooks files.
 */
function contextsOf(tree: SkillTree, rel: string): SkillContext[] | undefined {
  const k = tree.kind(rel);
  if (!k) return undefined;
  const own = rel === "" ? "SKILL.md" : `${rel}/SKILL.md`;
  if (!k.dir || tree.kind(own)?.dir === false) return [contextOf(tree, rel)!];
  const below = tree
    .walk(rel)
    .filter((e) => e.name === "SKILL.md")
    .map((e) => ({ ...contextOf(tree, e.rel)!, hooks: [] }));
  const hooks = contextOf(tree, rel)!;
  return [...below, hooks];
}

function contextOf(tree: SkillTree, rel: string): SkillContext | undefined {
  const k = tree.kind(rel);
  if (!k) return undefined;
  let markdownRel: string | undefined;
  let skillDir: string;
  let hooks: string[];
  const hooksBelow = (dir: string): string[] =>
    tree
      .walk(dir)
      .filter((e) => e.name === "hooks.json")
      .map((e) => e.rel);
  if (k.dir) {
    skillDir = rel;
    const md = rel === "" ? "SKILL.md" : `${rel}/SKILL.md`;
    if (tree.kind(md)?.dir === false) markdownRel = md;
    hooks = hooksBelow(rel);
  } else if (rel.endsWith(".json")) {
    skillDir = parentOf(rel);
    hooks = [rel];
  } else {
    skillDir = parentOf(rel);
    markdownRel = rel;
    hooks = hooksBelow(skillDir);
  }
  const view = markdownRel !== undefined ? readMarkdown(tree.read(markdownRel) ?? "") : undefined;
  const plugin = enclosingPlugin(tree, skillDir);
  return {
    tree,
    ...(markdownRel !== undefined && view ? { markdown: { rel: markdownRel, view } } : {}),
    skillDir,
    skillNames: [
      ...new Set([...(view?.name !== undefined ? [view.name] : []), baseOf(skillDir)].filter((n) => n !== "")),
    ],
    ...(plugin ? { plugin } : {}),
    hooks,
  };
}

/**
 * Lints the targets `rels` (relative to `tree`'s top); `display` names a file for the user. A
 * target that is missing is `not-found`, one with no markdown and no hooks.json `no-skill`.
 */
export function lintSkillTree(
  tree: SkillTree,
  rels: readonly string[],
  display: (rel: string) => string,
): { findings: LintFinding[]; files: number } {
  const hits: SkillHit[] = [];
  const seen = new Set<string>();
  const files = new Set<string>();
  const missing: LintFinding[] = [];
  for (const rel of rels) {
    const contexts = contextsOf(tree, rel);
    if (!contexts) {
      missing.push(
        finding(display(rel), null, "not-found", "ERROR", `${display(rel)} does not exist`, "check the path"),
      );
      continue;
    }
    if (contexts.every((c) => !c.markdown && c.hooks.length === 0)) {
      hits.push({
        rel,
        line: null,
        ruleId: "no-skill",
        severity: "ERROR",
        message: "no SKILL.md and no hooks.json here: nothing to lint",
        fix: "name a skill's folder, its SKILL.md, or a hooks.json",
      });
      continue;
    }
    for (const ctx of contexts) hits.push(...lintContext(ctx, seen, files));
  }
  const findings = hits.map((h) => finding(display(h.rel), h.line, h.ruleId, h.severity, h.message, h.fix));
  return { findings: [...missing, ...findings], files: files.size };
}

/** One skill through every rule; a file two targets reach is linted once (by the first). */
function lintContext(ctx: SkillContext, seen: Set<string>, files: Set<string>): SkillHit[] {
  const { markdown, ...rest } = ctx;
  const fresh: SkillContext = {
    ...rest,
    hooks: ctx.hooks.filter((h) => !seen.has(h)),
    ...(markdown && !seen.has(markdown.rel) ? { markdown } : {}),
  };
  for (const f of [...(fresh.markdown ? [fresh.markdown.rel] : []), ...fresh.hooks]) {
    seen.add(f);
    files.add(f);
  }
  if (!fresh.markdown && fresh.hooks.length === 0) return [];
  return RULES.flatMap((rule) => rule(fresh));
}

function finding(
  file: string,
  line: number | null,
  ruleId: string,
  severity: LintFinding["severity"],
  message: string,
  fix: string,
): LintFinding {
  return { file, line, ruleId, severity, message, fix };
}

/** lint-skill as the CLI runs it: paths from `cwd`, links resolved, files named relative to `cwd`. */
export function lintSkillPaths(paths: readonly string[], cwd: string): { findings: LintFinding[]; files: number } {
  const tree = new SkillTree(sep);
  const shown = new Map<string, string>();
  const rels = paths.map((p) => {
    const abs = resolve(cwd, p);
    let real: string;
    try {
      real = realpathSync(abs);
    } catch {
      real = abs;
    }
    const rel = real
      .split(sep)
      .filter((s) => s !== "")
      .join("/");
    shown.set(rel, p);
    return rel;
  });
  let top = cwd;
  try {
    top = realpathSync(cwd);
  } catch {
    // a cwd that cannot be resolved: names relative to it as given
  }
  const display = (rel: string): string => {
    const given = shown.get(rel);
    if (given !== undefined) return given;
    const r = relative(top, sep + rel.split("/").join(sep));
    return r === "" || r.startsWith("..") || isAbsolute(r) ? sep + rel : r.split(sep).join("/");
  };
  return lintSkillTree(tree, rels, display);
}
