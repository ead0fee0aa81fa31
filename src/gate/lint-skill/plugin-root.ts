/**
 * `${CLAUDE_PLUGIN_ROOT}` where the agent's own shell reads it. The variable is the host's: in the
 * session's VM shell it is unset, so a path built on it points nowhere. Flagged in a fenced
 * bash / sh / shell / zsh block, in a `"command"` of a fenced JSON block or in any line of a
 * hooks.json, and in a `Bash(…)` directive in prose; never in prose otherwise (a Read or Grep path
 * is resolved on the host). A block that also runs `find … /sessions` looks for the plugin at run
 * time, so its hits are INFO — unless that find's `-path` names another skill or plugin.
 */
import type { Fence, NumberedLine } from "./markdown.js";
import type { SkillContext, SkillHit } from "./types.js";

export const PLUGIN_ROOT_TOKEN = /\$(?:\{CLAUDE_PLUGIN_ROOT\}|CLAUDE_PLUGIN_ROOT(?![A-Za-z0-9_]))/;
const BASH_LANGS = new Set(["bash", "sh", "shell", "zsh"]);
const JSON_LANGS = new Set(["json", "jsonc", "json5"]);
const COMMAND_VALUE = /"command"\s*:\s*"(?:[^"\\]|\\.)*"/g;
const BASH_DIRECTIVE = /Bash\([^)]*\)/g;
const FIND_SESSIONS = /\bfind\b[^|;&]*\s["']?\/sessions\b/;
const FIND_PATH = /-i?path\s+(?:'([^']*)'|"([^"]*)"|(\S+))/;

const FIX =
  "find the plugin's folder at run time instead (e.g. S=$(find /sessions -path '*/skills/<this skill>/scripts' -type d | head -1)), or leave the path to a file tool, which the host resolves";

function inVm(rel: string, n: number, where: string): SkillHit {
  return {
    rel,
    line: n,
    ruleId: "plugin-root-in-vm-bash",
    severity: "WARN",
    message: `\${CLAUDE_PLUGIN_ROOT} in ${where}: the agent runs this in the session's VM, where the variable is the host's and unset, so the path points nowhere`,
    fix: FIX,
  };
}

/** The skill or plugin a find's -path glob names: after /skills/, else after /plugins/, else before /scripts. */
export function guardToken(glob: string): string | undefined {
  const after = (marker: string): string | undefined => {
    const i = glob.indexOf(marker);
    return i < 0 ? undefined : glob.slice(i + marker.length).split("/")[0];
  };
  const before = (): string | undefined => {
    const i = glob.indexOf("/scripts");
    return i < 0 ? undefined : glob.slice(0, i).split("/").pop();
  };
  const token = after("/skills/") ?? after("/plugins/") ?? before();
  return token !== undefined && /[A-Za-z0-9]/.test(token) && !/[*?[]/.test(token) ? token : undefined;
}

function bashFence(ctx: SkillContext, rel: string, fence: Fence): SkillHit[] {
  const hits = fence.lines.filter((l) => PLUGIN_ROOT_TOKEN.test(l.text));
  if (hits.length === 0) return [];
  const guard = fence.lines.find((l) => FIND_SESSIONS.test(l.text));
  if (!guard) return hits.map((l) => inVm(rel, l.n, `a ${fence.lang} block`));
  const m = FIND_PATH.exec(guard.text);
  const token = m ? guardToken(m[1] ?? m[2] ?? m[3] ?? "") : undefined;
  const known = [...ctx.skillNames, ...(ctx.plugin ? [ctx.plugin.name, ctx.plugin.dirName] : [])];
  if (token !== undefined && !known.includes(token))
    return [
      {
        rel,
        line: guard.n,
        ruleId: "guard-pattern-mismatch",
        severity: "WARN",
        message: `the block's run-time fallback looks for "${token}" under /sessions, which is neither this skill (${ctx.skillNames.join(", ")}) nor its plugin${ctx.plugin ? ` (${[...new Set([ctx.plugin.name, ctx.plugin.dirName])].join(", ")})` : ""}: it finds another skill's files, or none`,
        fix: "make the find's -path name this skill or its plugin",
      },
    ];
  return hits.map((l) => ({
    rel,
    line: l.n,
    ruleId: "plugin-root-guarded",
    severity: "INFO" as const,
    message: `\${CLAUDE_PLUGIN_ROOT} in a ${fence.lang} block, guarded: the block also finds the plugin under /sessions at run time (line ${guard.n})`,
    fix: "nothing to do while that fallback finds this skill's folder",
  }));
}

function commandLines(lines: readonly NumberedLine[]): NumberedLine[] {
  return lines.filter((l) => [...l.text.matchAll(COMMAND_VALUE)].some((m) => PLUGIN_ROOT_TOKEN.test(m[0])));
}

export function pluginRootRule(ctx: SkillContext): SkillHit[] {
  const out: SkillHit[] = [];
  const md = ctx.markdown;
  if (md) {
    for (const fence of md.view.fences) {
      if (BASH_LANGS.has(fence.lang)) out.push(...bashFence(ctx, md.rel, fence));
      else if (JSON_LANGS.has(fence.lang))
        out.push(...commandLines(fence.lines).map((l) => inVm(md.rel, l.n, `a "command" of a ${fence.lang} block`)));
    }
    for (const l of md.view.prose)
      if ([...l.text.matchAll(BASH_DIRECTIVE)].some((m) => PLUGIN_ROOT_TOKEN.test(m[0])))
        out.push(inVm(md.rel, l.n, "a Bash(…) directive"));
  }
  for (const rel of ctx.hooks) {
    const text = ctx.tree.read(rel);
    if (text === undefined) continue;
    text.split(/\r?\n/).forEach((t, i) => {
      if (PLUGIN_ROOT_TOKEN.test(t)) out.push(inVm(rel, i + 1, "a hooks.json line"));
    });
  }
  return out;
}
