/**
 * A plugin's hooks.json: where it sits (the agent reads `<plugin>/hooks/hooks.json` only), which
 * events it names (a name the agent does not know never runs; a known one other than PreToolUse
 * runs, but no assertion reads it), and commands that write where the session cannot see: an
 * `export NAME=…`, or a redirect or `tee` into /tmp, land on the host, not in the session's VM.
 */
import { KNOWN_HOOK_EVENTS, SERVED_HOOK_EVENTS } from "./hook-events.js";
import { parentOf, baseOf } from "./skill-tree.js";
import type { SkillContext, SkillHit } from "./types.js";

const COMMAND_VALUE = /"command"\s*:\s*("(?:[^"\\]|\\.)*")/g;
const WRITES: { kind: string; re: RegExp; what: string }[] = [
  { kind: "export", re: /(?:^|[;&|(\s])export\s+[A-Za-z_][A-Za-z0-9_]*=/, what: "exports a variable" },
  {
    kind: "redirect",
    re: /(?:^|[^<>&0-9])\d?(?:>>?|&>>?)\s*["']?\/tmp(?:\/|["'\s;&|)]|$)/,
    what: "redirects into /tmp",
  },
  { kind: "tee", re: /\btee\s+(?:-\S+\s+)*["']?\/tmp(?:\/|["'\s;&|)]|$)/, what: "tees into /tmp" },
];

/** The line (1-based) of the first `"key":` in `text`, or null. */
function keyLine(lines: readonly string[], key: string): number | null {
  const quoted = JSON.stringify(key);
  const i = lines.findIndex((l) => l.includes(`${quoted}`) && new RegExp(`${escapeRe(quoted)}\\s*:`).test(l));
  return i < 0 ? null : i + 1;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function eventMap(doc: unknown): Record<string, unknown> | undefined {
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return undefined;
  const hooks = (doc as Record<string, unknown>).hooks;
  if (hooks !== null && typeof hooks === "object" && !Array.isArray(hooks)) return hooks as Record<string, unknown>;
  const { description: _d, ...rest } = doc as Record<string, unknown>;
  return rest;
}

function oneFile(ctx: SkillContext, rel: string): SkillHit[] {
  const out: SkillHit[] = [];
  if (baseOf(parentOf(rel)) !== "hooks")
    out.push({
      rel,
      line: null,
      ruleId: "hooks-json-misplaced",
      severity: "WARN",
      message:
        "this hooks.json is not in a hooks/ folder: the agent reads a plugin's hooks from <plugin>/hooks/hooks.json only, so none of these hooks run",
      fix: "move it to the plugin's hooks/ folder",
    });
  const text = ctx.tree.read(rel);
  if (text === undefined) return out;
  const lines = text.split(/\r?\n/);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    out.push({
      rel,
      line: null,
      ruleId: "hooks-json-invalid",
      severity: "ERROR",
      message: `not valid JSON (${(e as Error).message}): the agent loads none of its hooks`,
      fix: "fix the JSON",
    });
    return out;
  }
  const events = eventMap(doc);
  if (!events) {
    out.push({
      rel,
      line: null,
      ruleId: "hooks-json-invalid",
      severity: "ERROR",
      message: "not a JSON object of hook events: the agent loads none of its hooks",
      fix: 'write {"hooks": {"PreToolUse": [ … ]}}',
    });
    return out;
  }
  for (const name of Object.keys(events)) {
    const line = keyLine(lines, name);
    if (!KNOWN_HOOK_EVENTS.includes(name)) {
      const cased = KNOWN_HOOK_EVENTS.find((k) => k.toLowerCase() === name.toLowerCase());
      out.push({
        rel,
        line,
        ruleId: "hook-event-unknown",
        severity: "ERROR",
        message: cased
          ? `${JSON.stringify(name)} is not a hook event (event names are case-sensitive): this hook never runs`
          : `${JSON.stringify(name)} is not a hook event the agent knows: this hook never runs`,
        fix: cased ? `write "${cased}"` : `use one of ${KNOWN_HOOK_EVENTS.slice(0, 6).join(", ")}, …`,
      });
    } else if (!SERVED_HOOK_EVENTS.includes(name))
      out.push({
        rel,
        line,
        ruleId: "hook-event-not-served",
        severity: "INFO",
        message: `"${name}" hooks run, but the harness installs and reads ${SERVED_HOOK_EVENTS.join(", ")} only: no assertion key grades this one`,
        fix: "assert what the hook does (a file it writes, a message it leaves) instead",
      });
  }
  lines.forEach((t, i) => {
    for (const m of t.matchAll(COMMAND_VALUE)) {
      let command: string;
      try {
        command = JSON.parse(m[1]!) as string;
      } catch {
        continue;
      }
      for (const w of WRITES)
        if (w.re.test(command))
          out.push({
            rel,
            line: i + 1,
            ruleId: "hook-host-side-write",
            severity: "WARN",
            message: `a hook command ${w.what}: it runs on the host, so the agent in the session's VM never sees what it writes`,
            fix: "have the hook answer through its output (JSON on stdout), or write into the session's folders",
          });
    }
  });
  return out;
}

export function hooksRule(ctx: SkillContext): SkillHit[] {
  return ctx.hooks.flatMap((rel) => oneFile(ctx, rel));
}
