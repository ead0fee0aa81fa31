/**
 * `subagent_type` values a skill pins, against the agents its plugin defines (agents/*.md). A
 * built-in type needs no file; `plugin:agent` of another plugin cannot be checked here; a skill in
 * no plugin has nothing to resolve against.
 */
import type { SkillContext, SkillHit } from "./types.js";

const BUILT_IN = new Set([
  "general-purpose",
  "Explore",
  "Plan",
  "statusline-setup",
  "output-style-setup",
  "claude-code-guide",
]);
const PINNED = /\bsubagent_type["']?\s*[:=]\s*["'`]?([A-Za-z0-9_.:-]+)/g;

export function subagentRule(ctx: SkillContext): SkillHit[] {
  const md = ctx.markdown;
  if (!md) return [];
  const out: SkillHit[] = [];
  const lines = [...md.view.prose, ...md.view.fences.flatMap((f) => f.lines)].sort((a, b) => a.n - b.n);
  for (const l of lines)
    for (const m of l.text.matchAll(PINNED)) {
      const value = m[1]!;
      if (BUILT_IN.has(value)) continue;
      const [pluginPart, agentPart] = value.includes(":") ? value.split(":", 2) : [undefined, value];
      const plugin = ctx.plugin;
      const hit = (ruleId: string, severity: SkillHit["severity"], message: string, fix: string): SkillHit => ({
        rel: md.rel,
        line: l.n,
        ruleId,
        severity,
        message,
        fix,
      });
      if (!plugin)
        out.push(
          hit(
            "subagent-type-unresolvable",
            "INFO",
            `subagent_type "${value}": this skill is in no plugin (no plugin.json above it), so the agent cannot be looked up`,
            "nothing to do if the agent is installed where the skill runs",
          ),
        );
      else if (pluginPart !== undefined && pluginPart !== plugin.name && pluginPart !== plugin.dirName)
        out.push(
          hit(
            "subagent-type-unknown",
            "INFO",
            `subagent_type "${value}" names an agent of another plugin ("${pluginPart}"), which is not checked here`,
            "make sure that plugin is in the session",
          ),
        );
      else if (!plugin.agents.has(agentPart!))
        out.push(
          hit(
            "subagent-type-not-found-in-plugin",
            "WARN",
            `subagent_type "${value}": the plugin ${plugin.name} defines no such agent (agents/: ${[...new Set(plugin.agents.values())].map((r) => r.slice(r.lastIndexOf("/") + 1)).join(", ") || "none"}): the dispatch fails`,
            `add agents/${agentPart}.md to the plugin ${plugin.name}, or pin an agent it has`,
          ),
        );
    }
  return out;
}
