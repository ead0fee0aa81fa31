#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SkillTree,
  baseOf,
  parentOf,
  readMarkdown
} from "./chunk-O6O575PB.js";

// src/gate/lint-skill/run.ts
import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve, sep } from "node:path";

// src/gate/lint-skill/corpus.ts
var EVIDENCE_CEILING_BYTES = 512 * 1024;
function corpusRule(ctx) {
  const md = ctx.markdown;
  if (!md) return [];
  const base = ctx.skillDir === "" ? "" : `${ctx.skillDir}/`;
  let bytes = ctx.tree.kind(md.rel)?.size ?? 0;
  for (const e of ctx.tree.walk(`${base}references`)) bytes += e.size;
  if (ctx.plugin)
    for (const name of new Set(ctx.skillNames)) {
      const agent = ctx.plugin.agents.get(name);
      if (agent !== void 0) bytes += ctx.tree.kind(agent)?.size ?? 0;
    }
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  if (bytes > EVIDENCE_CEILING_BYTES)
    return [
      {
        rel: md.rel,
        line: null,
        ruleId: "skill-corpus-over-evidence-ceiling",
        severity: "WARN",
        message: `SKILL.md, references/ and the skill's agent file come to ${kib(bytes)}, past the ${kib(EVIDENCE_CEILING_BYTES)} the evidence holds of a skill: what the agent read of the rest is not in the recording`,
        fix: "split the references, or move what the skill rarely needs out of its folder"
      }
    ];
  if (bytes >= EVIDENCE_CEILING_BYTES * 0.8)
    return [
      {
        rel: md.rel,
        line: null,
        ruleId: "skill-corpus-near-evidence-ceiling",
        severity: "INFO",
        message: `SKILL.md, references/ and the skill's agent file come to ${kib(bytes)}, ${(bytes / EVIDENCE_CEILING_BYTES * 100).toFixed(0)} % of the ${kib(EVIDENCE_CEILING_BYTES)} the evidence holds of a skill`,
        fix: "nothing yet; keep an eye on it"
      }
    ];
  return [];
}

// src/gate/lint-skill/hook-events.ts
var KNOWN_HOOK_EVENTS = [
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "PostToolBatch",
  "Notification",
  "UserPromptSubmit",
  "UserPromptExpansion",
  "SessionStart",
  "SessionEnd",
  "Stop",
  "StopFailure",
  "SubagentStart",
  "SubagentStop",
  "PreCompact",
  "PostCompact",
  "PreModelSwitch",
  "PostModelSwitch",
  "PermissionRequest",
  "PermissionDenied",
  "Setup",
  "TeammateIdle",
  "TaskCreated",
  "TaskCompleted",
  "Elicitation",
  "ElicitationResult",
  "ConfigChange",
  "WorktreeCreate",
  "WorktreeRemove",
  "InstructionsLoaded",
  "CwdChanged",
  "FileChanged",
  "DirectoryAdded",
  "MessageDisplay",
  "PreSkillShellCommand"
];
var SERVED_HOOK_EVENTS = ["PreToolUse"];

// src/gate/lint-skill/hooks.ts
var COMMAND_VALUE = /"command"\s*:\s*("(?:[^"\\]|\\.)*")/g;
var WRITES = [
  { kind: "export", re: /(?:^|[;&|(\s])export\s+[A-Za-z_][A-Za-z0-9_]*=/, what: "exports a variable" },
  {
    kind: "redirect",
    re: /(?:^|[^<>&0-9])\d?(?:>>?|&>>?)\s*["']?\/tmp(?:\/|["'\s;&|)]|$)/,
    what: "redirects into /tmp"
  },
  { kind: "tee", re: /\btee\s+(?:-\S+\s+)*["']?\/tmp(?:\/|["'\s;&|)]|$)/, what: "tees into /tmp" }
];
function keyLine(lines, key) {
  const quoted = JSON.stringify(key);
  const i = lines.findIndex((l) => l.includes(`${quoted}`) && new RegExp(`${escapeRe(quoted)}\\s*:`).test(l));
  return i < 0 ? null : i + 1;
}
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function eventMap(doc) {
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return void 0;
  const hooks = doc.hooks;
  if (hooks !== null && typeof hooks === "object" && !Array.isArray(hooks)) return hooks;
  const { description: _d, ...rest } = doc;
  return rest;
}
function oneFile(ctx, rel) {
  const out = [];
  if (baseOf(parentOf(rel)) !== "hooks")
    out.push({
      rel,
      line: null,
      ruleId: "hooks-json-misplaced",
      severity: "WARN",
      message: "this hooks.json is not in a hooks/ folder: the agent reads a plugin's hooks from <plugin>/hooks/hooks.json only, so none of these hooks run",
      fix: "move it to the plugin's hooks/ folder"
    });
  const text = ctx.tree.read(rel);
  if (text === void 0) return out;
  const lines = text.split(/\r?\n/);
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    out.push({
      rel,
      line: null,
      ruleId: "hooks-json-invalid",
      severity: "ERROR",
      message: `not valid JSON (${e.message}): the agent loads none of its hooks`,
      fix: "fix the JSON"
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
      fix: 'write {"hooks": {"PreToolUse": [ \u2026 ]}}'
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
        message: cased ? `${JSON.stringify(name)} is not a hook event (event names are case-sensitive): this hook never runs` : `${JSON.stringify(name)} is not a hook event the agent knows: this hook never runs`,
        fix: cased ? `write "${cased}"` : `use one of ${KNOWN_HOOK_EVENTS.slice(0, 6).join(", ")}, \u2026`
      });
    } else if (!SERVED_HOOK_EVENTS.includes(name))
      out.push({
        rel,
        line,
        ruleId: "hook-event-not-served",
        severity: "INFO",
        message: `"${name}" hooks run, but the harness installs and reads ${SERVED_HOOK_EVENTS.join(", ")} only: no assertion key grades this one`,
        fix: "assert what the hook does (a file it writes, a message it leaves) instead"
      });
  }
  lines.forEach((t, i) => {
    for (const m of t.matchAll(COMMAND_VALUE)) {
      let command;
      try {
        command = JSON.parse(m[1]);
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
            fix: "have the hook answer through its output (JSON on stdout), or write into the session's folders"
          });
    }
  });
  return out;
}
function hooksRule(ctx) {
  return ctx.hooks.flatMap((rel) => oneFile(ctx, rel));
}

// src/gate/lint-skill/plugin.ts
var MANIFESTS = [".claude-plugin/plugin.json", "plugin.json"];
function manifestName(text) {
  if (text === void 0) return void 0;
  try {
    const doc = JSON.parse(text);
    const name = doc !== null && typeof doc === "object" ? doc.name : void 0;
    return typeof name === "string" && name.trim() !== "" ? name.trim() : void 0;
  } catch {
    return void 0;
  }
}
function enclosingPlugin(tree, skillDir) {
  let dir = skillDir;
  for (let level = 0; level <= 4; level++) {
    for (const m of MANIFESTS) {
      const rel = dir === "" ? m : `${dir}/${m}`;
      if (tree.kind(rel)?.dir !== false) continue;
      const dirName = baseOf(dir);
      const agents = /* @__PURE__ */ new Map();
      const agentsDir = dir === "" ? "agents" : `${dir}/agents`;
      for (const e of tree.list(agentsDir)) {
        if (e.dir || !e.name.endsWith(".md")) continue;
        agents.set(e.name.slice(0, -3), e.rel);
        const own = readMarkdown(tree.read(e.rel) ?? "").name;
        if (own !== void 0) agents.set(own, e.rel);
      }
      return { dir, name: manifestName(tree.read(rel)) ?? dirName, dirName, agents };
    }
    if (dir === "") return void 0;
    dir = parentOf(dir);
  }
  return void 0;
}

// src/gate/lint-skill/plugin-root.ts
var PLUGIN_ROOT_TOKEN = /\$(?:\{CLAUDE_PLUGIN_ROOT\}|CLAUDE_PLUGIN_ROOT(?![A-Za-z0-9_]))/;
var BASH_LANGS = /* @__PURE__ */ new Set(["bash", "sh", "shell", "zsh"]);
var JSON_LANGS = /* @__PURE__ */ new Set(["json", "jsonc", "json5"]);
var COMMAND_VALUE2 = /"command"\s*:\s*"(?:[^"\\]|\\.)*"/g;
var BASH_DIRECTIVE = /Bash\([^)]*\)/g;
var FIND_SESSIONS = /\bfind\b[^|;&]*\s["']?\/sessions\b/;
var FIND_PATH = /-i?path\s+(?:'([^']*)'|"([^"]*)"|(\S+))/;
var FIX = "find the plugin's folder at run time instead (e.g. S=$(find /sessions -path '*/skills/<this skill>/scripts' -type d | head -1)), or leave the path to a file tool, which the host resolves";
function inVm(rel, n, where) {
  return {
    rel,
    line: n,
    ruleId: "plugin-root-in-vm-bash",
    severity: "WARN",
    message: `\${CLAUDE_PLUGIN_ROOT} in ${where}: the agent runs this in the session's VM, where the variable is the host's and unset, so the path points nowhere`,
    fix: FIX
  };
}
function guardToken(glob) {
  const after = (marker) => {
    const i = glob.indexOf(marker);
    return i < 0 ? void 0 : glob.slice(i + marker.length).split("/")[0];
  };
  const before = () => {
    const i = glob.indexOf("/scripts");
    return i < 0 ? void 0 : glob.slice(0, i).split("/").pop();
  };
  const token = after("/skills/") ?? after("/plugins/") ?? before();
  return token !== void 0 && /[A-Za-z0-9]/.test(token) && !/[*?[]/.test(token) ? token : void 0;
}
function bashFence(ctx, rel, fence) {
  const hits = fence.lines.filter((l) => PLUGIN_ROOT_TOKEN.test(l.text));
  if (hits.length === 0) return [];
  const guard = fence.lines.find((l) => FIND_SESSIONS.test(l.text));
  if (!guard) return hits.map((l) => inVm(rel, l.n, `a ${fence.lang} block`));
  const m = FIND_PATH.exec(guard.text);
  const token = m ? guardToken(m[1] ?? m[2] ?? m[3] ?? "") : void 0;
  const known = [...ctx.skillNames, ...ctx.plugin ? [ctx.plugin.name, ctx.plugin.dirName] : []];
  if (token !== void 0 && !known.includes(token))
    return [
      {
        rel,
        line: guard.n,
        ruleId: "guard-pattern-mismatch",
        severity: "WARN",
        message: `the block's run-time fallback looks for "${token}" under /sessions, which is neither this skill (${ctx.skillNames.join(", ")}) nor its plugin${ctx.plugin ? ` (${[.../* @__PURE__ */ new Set([ctx.plugin.name, ctx.plugin.dirName])].join(", ")})` : ""}: it finds another skill's files, or none`,
        fix: "make the find's -path name this skill or its plugin"
      }
    ];
  return hits.map((l) => ({
    rel,
    line: l.n,
    ruleId: "plugin-root-guarded",
    severity: "INFO",
    message: `\${CLAUDE_PLUGIN_ROOT} in a ${fence.lang} block, guarded: the block also finds the plugin under /sessions at run time (line ${guard.n})`,
    fix: "nothing to do while that fallback finds this skill's folder"
  }));
}
function commandLines(lines) {
  return lines.filter((l) => [...l.text.matchAll(COMMAND_VALUE2)].some((m) => PLUGIN_ROOT_TOKEN.test(m[0])));
}
function pluginRootRule(ctx) {
  const out = [];
  const md = ctx.markdown;
  if (md) {
    for (const fence of md.view.fences) {
      if (BASH_LANGS.has(fence.lang)) out.push(...bashFence(ctx, md.rel, fence));
      else if (JSON_LANGS.has(fence.lang))
        out.push(...commandLines(fence.lines).map((l) => inVm(md.rel, l.n, `a "command" of a ${fence.lang} block`)));
    }
    for (const l of md.view.prose)
      if ([...l.text.matchAll(BASH_DIRECTIVE)].some((m) => PLUGIN_ROOT_TOKEN.test(m[0])))
        out.push(inVm(md.rel, l.n, "a Bash(\u2026) directive"));
  }
  for (const rel of ctx.hooks) {
    const text = ctx.tree.read(rel);
    if (text === void 0) continue;
    text.split(/\r?\n/).forEach((t, i) => {
      if (PLUGIN_ROOT_TOKEN.test(t)) out.push(inVm(rel, i + 1, "a hooks.json line"));
    });
  }
  return out;
}

// src/gate/lint-skill/subagents.ts
var BUILT_IN = /* @__PURE__ */ new Set([
  "general-purpose",
  "Explore",
  "Plan",
  "statusline-setup",
  "output-style-setup",
  "claude-code-guide"
]);
var PINNED = /\bsubagent_type["']?\s*[:=]\s*["'`]?([A-Za-z0-9_.:-]+)/g;
function subagentRule(ctx) {
  const md = ctx.markdown;
  if (!md) return [];
  const out = [];
  const lines = [...md.view.prose, ...md.view.fences.flatMap((f) => f.lines)].sort((a, b) => a.n - b.n);
  for (const l of lines)
    for (const m of l.text.matchAll(PINNED)) {
      const value = m[1];
      if (BUILT_IN.has(value)) continue;
      const [pluginPart, agentPart] = value.includes(":") ? value.split(":", 2) : [void 0, value];
      const plugin = ctx.plugin;
      const hit = (ruleId, severity, message, fix) => ({
        rel: md.rel,
        line: l.n,
        ruleId,
        severity,
        message,
        fix
      });
      if (!plugin)
        out.push(
          hit(
            "subagent-type-unresolvable",
            "INFO",
            `subagent_type "${value}": this skill is in no plugin (no plugin.json above it), so the agent cannot be looked up`,
            "nothing to do if the agent is installed where the skill runs"
          )
        );
      else if (pluginPart !== void 0 && pluginPart !== plugin.name && pluginPart !== plugin.dirName)
        out.push(
          hit(
            "subagent-type-unknown",
            "INFO",
            `subagent_type "${value}" names an agent of another plugin ("${pluginPart}"), which is not checked here`,
            "make sure that plugin is in the session"
          )
        );
      else if (!plugin.agents.has(agentPart))
        out.push(
          hit(
            "subagent-type-not-found-in-plugin",
            "WARN",
            `subagent_type "${value}": the plugin ${plugin.name} defines no such agent (agents/: ${[...new Set(plugin.agents.values())].map((r) => r.slice(r.lastIndexOf("/") + 1)).join(", ") || "none"}): the dispatch fails`,
            `add agents/${agentPart}.md to the plugin ${plugin.name}, or pin an agent it has`
          )
        );
    }
  return out;
}

// src/gate/lint-skill/run.ts
var RULES = [pluginRootRule, hooksRule, subagentRule, corpusRule];
var OWN_SKILL_RULE_IDS = ["hooks-json-invalid"];
function contextsOf(tree, rel) {
  const k = tree.kind(rel);
  if (!k) return void 0;
  const own = rel === "" ? "SKILL.md" : `${rel}/SKILL.md`;
  if (!k.dir || tree.kind(own)?.dir === false) return [contextOf(tree, rel)];
  const below = tree.walk(rel).filter((e) => e.name === "SKILL.md").map((e) => ({ ...contextOf(tree, e.rel), hooks: [] }));
  const hooks = contextOf(tree, rel);
  return [...below, hooks];
}
function contextOf(tree, rel) {
  const k = tree.kind(rel);
  if (!k) return void 0;
  let markdownRel;
  let skillDir;
  let hooks;
  const hooksBelow = (dir) => tree.walk(dir).filter((e) => e.name === "hooks.json").map((e) => e.rel);
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
  const view = markdownRel !== void 0 ? readMarkdown(tree.read(markdownRel) ?? "") : void 0;
  const plugin = enclosingPlugin(tree, skillDir);
  return {
    tree,
    ...markdownRel !== void 0 && view ? { markdown: { rel: markdownRel, view } } : {},
    skillDir,
    skillNames: [
      ...new Set([...view?.name !== void 0 ? [view.name] : [], baseOf(skillDir)].filter((n) => n !== ""))
    ],
    ...plugin ? { plugin } : {},
    hooks
  };
}
function lintSkillTree(tree, rels, display) {
  const hits = [];
  const seen = /* @__PURE__ */ new Set();
  const files = /* @__PURE__ */ new Set();
  const missing = [];
  for (const rel of rels) {
    const contexts = contextsOf(tree, rel);
    if (!contexts) {
      missing.push(
        finding(display(rel), null, "not-found", "ERROR", `${display(rel)} does not exist`, "check the path")
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
        fix: "name a skill's folder, its SKILL.md, or a hooks.json"
      });
      continue;
    }
    for (const ctx of contexts) hits.push(...lintContext(ctx, seen, files));
  }
  const findings = hits.map((h) => finding(display(h.rel), h.line, h.ruleId, h.severity, h.message, h.fix));
  return { findings: [...missing, ...findings], files: files.size };
}
function lintContext(ctx, seen, files) {
  const { markdown, ...rest } = ctx;
  const fresh = {
    ...rest,
    hooks: ctx.hooks.filter((h) => !seen.has(h)),
    ...markdown && !seen.has(markdown.rel) ? { markdown } : {}
  };
  for (const f of [...fresh.markdown ? [fresh.markdown.rel] : [], ...fresh.hooks]) {
    seen.add(f);
    files.add(f);
  }
  if (!fresh.markdown && fresh.hooks.length === 0) return [];
  return RULES.flatMap((rule) => rule(fresh));
}
function finding(file, line, ruleId, severity, message, fix) {
  return { file, line, ruleId, severity, message, fix };
}
function lintSkillPaths(paths, cwd) {
  const tree = new SkillTree(sep);
  const shown = /* @__PURE__ */ new Map();
  const rels = paths.map((p) => {
    const abs = resolve(cwd, p);
    let real;
    try {
      real = realpathSync(abs);
    } catch {
      real = abs;
    }
    const rel = real.split(sep).filter((s) => s !== "").join("/");
    shown.set(rel, p);
    return rel;
  });
  let top = cwd;
  try {
    top = realpathSync(cwd);
  } catch {
  }
  const display = (rel) => {
    const given = shown.get(rel);
    if (given !== void 0) return given;
    const r = relative(top, sep + rel.split("/").join(sep));
    return r === "" || r.startsWith("..") || isAbsolute(r) ? sep + rel : r.split(sep).join("/");
  };
  return lintSkillTree(tree, rels, display);
}

export {
  OWN_SKILL_RULE_IDS,
  lintSkillTree,
  lintSkillPaths
};
