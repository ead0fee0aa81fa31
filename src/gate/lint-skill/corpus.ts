/**
 * How much of the skill the gate's evidence can carry: SKILL.md, references/** and the plugin's
 * agents/<skill>.md together past 512 KiB is more than a recording keeps of it (WARN), from 80 %
 * on it is close (INFO).
 */
import type { SkillContext, SkillHit } from "./types.js";

export const EVIDENCE_CEILING_BYTES = 512 * 1024;

export function corpusRule(ctx: SkillContext): SkillHit[] {
  const md = ctx.markdown;
  if (!md) return [];
  const base = ctx.skillDir === "" ? "" : `${ctx.skillDir}/`;
  let bytes = ctx.tree.kind(md.rel)?.size ?? 0;
  for (const e of ctx.tree.walk(`${base}references`)) bytes += e.size;
  if (ctx.plugin)
    for (const name of new Set(ctx.skillNames)) {
      const agent = ctx.plugin.agents.get(name);
      if (agent !== undefined) bytes += ctx.tree.kind(agent)?.size ?? 0;
    }
  const kib = (n: number): string => `${(n / 1024).toFixed(0)} KiB`;
  if (bytes > EVIDENCE_CEILING_BYTES)
    return [
      {
        rel: md.rel,
        line: null,
        ruleId: "skill-corpus-over-evidence-ceiling",
        severity: "WARN",
        message: `SKILL.md, references/ and the skill's agent file come to ${kib(bytes)}, past the ${kib(EVIDENCE_CEILING_BYTES)} the evidence holds of a skill: what the agent read of the rest is not in the recording`,
        fix: "split the references, or move what the skill rarely needs out of its folder",
      },
    ];
  if (bytes >= EVIDENCE_CEILING_BYTES * 0.8)
    return [
      {
        rel: md.rel,
        line: null,
        ruleId: "skill-corpus-near-evidence-ceiling",
        severity: "INFO",
        message: `SKILL.md, references/ and the skill's agent file come to ${kib(bytes)}, ${((bytes / EVIDENCE_CEILING_BYTES) * 100).toFixed(0)} % of the ${kib(EVIDENCE_CEILING_BYTES)} the evidence holds of a skill`,
        fix: "nothing yet; keep an eye on it",
      },
    ];
  return [];
}
