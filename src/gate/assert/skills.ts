/**
 * Skill and context keys (the reference's src/assert.ts; docs/reference.md#replay-and-assertions "Skills / context"): skills the main agent
 * invoked, what the init event offered (skills, connectors), and which tools ran inside a
 * skill's activation window (from the cassette's frozen timeline).
 * Failures explain themselves in the message (reference wording); negative keys pass silently.
 */
import type { KeyEvaluator } from "./context.js";
import { badArg, fail, isRecord, pass, regexArg, sample } from "./describe.js";

const NO_SKILL_TOOL = (key: string): string =>
  `evidence unavailable: this agent's init tool list has no "Skill" tool — cannot evaluate ${key} (agent-version drift?)`;

const NO_INIT = (key: string, what: string): string =>
  `evidence unavailable: the recording has no init event, so the ${what} are unknown — cannot evaluate ${key}`;

/**
 * The error text when every main-flow Skill call matching `re` got an error result (e.g.
 * "Unknown skill: x"), else undefined: the skill never ran, and skill_triggered fails. A deliberate
 * difference from the reference, which passes it (docs/cli-reference.md, "Where the verdicts differ").
 */
function skillCallError(re: RegExp, ctx: Parameters<KeyEvaluator>[1]): string | undefined {
  const calls = ctx.record.toolUses.filter(
    (u) => u.mainFlow && u.name === "Skill" && re.test(String(u.input.skill ?? "")),
  );
  if (calls.length === 0) return undefined;
  const results = calls.map((u) =>
    ctx.record.toolResults.find((t) => u.toolUseId !== undefined && t.toolUseId === u.toolUseId),
  );
  if (!results.every((t) => t !== undefined && t.isError)) return undefined;
  const text = (results[0]!.assertText ?? results[0]!.text)
    .replace(/<\/?tool_use_error>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text || "(no text)";
}

const skillTriggered: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("skill_triggered", arg);
  if ("result" in r) return r.result;
  if (!ctx.skillToolAvailable) return fail(NO_SKILL_TOOL("skill_triggered"));
  const invoked = ctx.record.skillsInvoked;
  const hit = invoked.find((s) => r.re.test(s));
  if (hit === undefined) return fail(`no invoked skill matched "${String(arg)}" (invoked: ${sample(invoked, "none")})`);
  const error = skillCallError(r.re, ctx);
  if (error !== undefined)
    return fail(
      `skill_triggered: ${hit} was called, but the Skill call errored (${error}), so the skill never ran — check the skill's name and that the session stages it (the reference CLI passes this assertion; cowork-harness fails it)`,
    );
  return pass(`skill_triggered: /${String(arg)}/i matched ${hit}`);
};

const noSkillTriggered: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("no_skill_triggered", arg);
  if ("result" in r) return r.result;
  if (!ctx.skillToolAvailable) return fail(NO_SKILL_TOOL("no_skill_triggered"));
  const invoked = ctx.record.skillsInvoked;
  return invoked.some((s) => r.re.test(s)) ? fail(`skill unexpectedly triggered matching "${String(arg)}"`) : pass();
};

const skillAvailable: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("skill_available", arg);
  if ("result" in r) return r.result;
  const skills = ctx.availableSkills;
  if (skills === undefined) return fail(NO_INIT("skill_available", "staged skills"));
  const hit = skills.find((s) => r.re.test(String(s.id)));
  return hit
    ? pass(`skill_available: /${String(arg)}/i matched ${hit.id}`)
    : fail(`no staged skill matched "${String(arg)}"`);
};

const connectorAvailable: KeyEvaluator = (arg, ctx) => {
  const r = regexArg("connector_available", arg);
  if ("result" in r) return r.result;
  const servers = ctx.mcpServers;
  if (servers === undefined) return fail(NO_INIT("connector_available", "connectors (MCP servers)"));
  const hit = servers.find((s) => r.re.test(String(s.name)));
  return hit
    ? pass(`connector_available: /${String(arg)}/i matched ${String(hit.name)}`)
    : fail(`no connector matched "${String(arg)}"`);
};

const skillToolUsed: KeyEvaluator = (arg, ctx) => {
  if (!isRecord(arg) || typeof arg.skill !== "string" || typeof arg.tool !== "string")
    return badArg("skill_tool_used", arg, "{skill: regex, tool: regex}");
  const windows = ctx.record.skillActivity;
  if (!ctx.hasTimeline || windows === undefined)
    return fail(
      "evidence unavailable: the cassette has no timeline, so skill-activity windows are unknown — cannot evaluate skill_tool_used",
    );
  const skillRe = regexArg("skill_tool_used", arg.skill);
  if ("result" in skillRe) return skillRe.result;
  const toolRe = regexArg("skill_tool_used", arg.tool);
  if ("result" in toolRe) return toolRe.result;
  const matching = windows.filter((w) => skillRe.re.test(w.skillId));
  for (const w of matching) {
    const tool = Object.keys(w.toolCounts).find((t) => toolRe.re.test(t));
    if (tool !== undefined)
      return pass(
        `skill_tool_used: ${tool} ran ${w.toolCounts[tool]}× inside skill window "${w.skillId}" (seq ${w.invocationSeq})`,
      );
  }
  return fail(
    matching.length === 0
      ? `no skill-activation window matched "${arg.skill}"`
      : `no tool matching "${arg.tool}" ran inside a window matching "${arg.skill}"`,
  );
};

export const skillKeys: Record<string, KeyEvaluator> = {
  skill_triggered: skillTriggered,
  no_skill_triggered: noSkillTriggered,
  skill_available: skillAvailable,
  connector_available: connectorAvailable,
  skill_tool_used: skillToolUsed,
};
