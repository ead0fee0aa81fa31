#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  analyseArtifactText,
  artifactKind,
  shown,
  tokenizeJs,
  tokenizePy
} from "./chunk-J3VIEK5B.js";
import {
  MAX_SKILL_FILE_BYTES,
  SkillTree,
  baseOf,
  parentOf,
  readMarkdown
} from "./chunk-O6O575PB.js";
import {
  SEVERITY_ORDER
} from "./chunk-IXQNGYAG.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  isVmSessionsPath
} from "./chunk-MTJJAJ2A.js";
import "./chunk-RJU6G3KC.js";
import {
  readFileBelow
} from "./chunk-HT3KHDWJ.js";
import "./chunk-IAQDAOHD.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-7XRS4REJ.js";
import {
  EXIT,
  HarnessError,
  UsageError
} from "./chunk-JB7TIAU6.js";
import {
  defuseLegacyCommands,
  defuseMarkdownRefs,
  noBreaks
} from "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/gate/analyze-skill/format.ts
var MARK = { ERROR: "\u2717", WARN: "\u26A0", INFO: "\u2139" };
function plain(text) {
  return defuseMarkdownRefs(defuseLegacyCommands(noBreaks(text)));
}
function analyzeText(report) {
  const scope = `${report.files} file${report.files === 1 ? "" : "s"} of ${report.skills} skill${report.skills === 1 ? "" : "s"}`;
  const { findings } = report;
  if (findings.length === 0) return `\u2713 ${scope} clean \u2014 no analyze-skill findings.
`;
  const rank = (f) => SEVERITY_ORDER.indexOf(f.severity);
  const sorted = [...findings].sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || rank(a) - rank(b) || (a.line ?? 0) - (b.line ?? 0)
  );
  const blocks = sorted.map((f) => {
    const where = f.line === null ? plain(f.file) : `${plain(f.file)}:${f.line}`;
    const rule = f.check ? `${f.rule} \xB7 ${f.check}` : f.rule;
    return `${MARK[f.severity]} ${f.severity} [${rule}] ${where}
    ${plain(f.message)}
    fix: ${plain(f.fix)}
`;
  });
  const n = (s) => findings.filter((f) => f.severity === s).length;
  return `${blocks.join("")}
${n("ERROR")} error(s), ${n("WARN")} warning(s), ${n("INFO")} info across ${scope}.
`;
}
function analyzeJson(report, ok) {
  return JSON.stringify({
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "analyze-skill",
    ok,
    findings: report.findings.map((f) => ({
      severity: f.severity,
      rule: f.rule,
      check: f.check ?? null,
      message: plain(f.message),
      fix: f.fix,
      file: f.file,
      line: f.line
    })),
    files: report.files,
    skills: report.skills,
    error: null
  });
}
function analyzeExitCode(findings, strict) {
  return findings.some((f) => f.severity === "ERROR" || strict && f.severity === "WARN") ? 1 : 0;
}

// src/gate/analyze-skill/run.ts
import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

// src/gate/analyze-skill/sessions-paths.ts
var IGNORE_MARKER = /analyze-skill:\s*ignore\b/i;
var SHELL_LANGS = /* @__PURE__ */ new Set([
  "bash",
  "sh",
  "shell",
  "zsh",
  "ksh",
  "console",
  "terminal",
  "sh-session",
  "shell-session"
]);
var CODE_LANGS = /* @__PURE__ */ new Set(["python", "py", "python3", "javascript", "js", "mjs", "node", "typescript", "ts"]);
var SESSIONS_TOKEN = /(?<![\w.$~/\\-])\/sessions(?![\w.-])(?:\/[^\s"'`()[\],;|]*)?/g;
var DIRECTIVE = /\b(Read|Write|Edit|MultiEdit|NotebookEdit|Glob|Grep)\(([^)]*)\)?/g;
var NAMED_FILE_TOOL = /\b(Read|Write|Edit|MultiEdit|NotebookEdit)\s+tool\b/;
var FILE_KEY = /["']?\b(file_path|notebook_path)["']?\s*[:=]\s*["'`]?$/;
var PATH_KEY = /["']?\bpath["']?\s*[:=]\s*["'`]?$/;
var OUTPUT_KEY = /["']?\b(output[_-]?(?:path|dir|directory|file|folder)|out[_-]?(?:path|dir|file)|dest(?:ination)?[_-]?(?:path|dir))["']?\s*[:=]\s*["'`]?$/i;
var DISPATCH = /\b(?:Task|Agent)\s*\(|\bsubagent_type\b|\bsub-?agents?\b/i;
var SHELL_LINE = /\bbash\b|\bshell\b|\bterminal\b|`\s*(?:cd|cp|mv|mkdir|cat|ls|find|python3?|node|tee)\b/i;
var NEGATED = /\b(?:never|not|don'?t|doesn'?t|avoid|instead of|wrong)\b|❌|✗|🚫/i;
var VERB = /\b(write|writes|writing|save|saves|saving|store|stores|put|puts|place|create|creates|export|exports|output|edit|edits|update|updates|modify|append|read|reads|open|opens|load|loads|deliver)\b/gi;
var PASSIVE = /\b(?:is|are|was|were|be|been|being|gets?|got)\s+$/i;
var PREPOSITION_END = /\b(?:to|into|at|under|in|from|as)\s*[`"'*_]*$/i;
var BARE_BEFORE = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:[A-Za-z][\w -]{0,40}[:=]\s*)?[`"'*]*$/;
var BARE_AFTER = /^[`"'*]*[.,;]?\s*$/;
var HOST_LOOP = "on the host-loop tier the file tools run on the host, where /sessions (the VM's path space) does not exist and the path hook denies it";
var FIX_FILE = "name the file relative to the session (outputs/\u2026) or the connected folder, or do this step with the bash tool, which runs in the VM (a skill only ever run in the VM can carry <!-- analyze-skill: ignore -->)";
var FIX_OUTPUT = "give the sub-agent a relative path to write (outputs/\u2026), or have it return its result and write the file with the bash tool";
function sessionsTokens(line) {
  const out = [];
  for (const m of line.matchAll(SESSIONS_TOKEN)) {
    let text = m[0];
    const tag = text.indexOf("</");
    if (tag !== -1) text = text.slice(0, tag);
    text = text.replace(/[.:!?*>]+$/, "");
    if (isVmSessionsPath(text)) out.push({ text, at: m.index });
  }
  return out;
}
function instructionVerb(before) {
  const clause = before.split(/[.;!?](?:\s|$)/).pop() ?? "";
  if (!PREPOSITION_END.test(clause)) return void 0;
  for (const m of clause.matchAll(VERB)) {
    const word = m[1].toLowerCase();
    if (word === "read" && clause.startsWith("-only", m.index + m[0].length)) continue;
    if (PASSIVE.test(clause.slice(0, m.index))) continue;
    return word;
  }
  return void 0;
}
function lineHits(n, line, ctx) {
  if (!line.includes("/sessions") || NEGATED.test(line)) return [];
  const tokens = sessionsTokens(line);
  if (tokens.length === 0) return [];
  const shell = SHELL_LINE.test(line);
  const directives = [...line.matchAll(DIRECTIVE)].map((m) => ({
    tool: m[1],
    from: m.index,
    to: m.index + m[0].length
  }));
  const named = shell ? null : NAMED_FILE_TOOL.exec(line);
  const hits = [];
  const fileTool = (message) => ({
    line: n,
    rule: "sessions-path-to-file-tool",
    severity: "ERROR",
    message: `${message}: ${HOST_LOOP}`,
    fix: FIX_FILE
  });
  const output = (message) => ({
    line: n,
    rule: "sessions-path-as-output",
    severity: "ERROR",
    message: `${message}; it writes there with its file tools, and ${HOST_LOOP}`,
    fix: FIX_OUTPUT
  });
  for (const t of tokens) {
    const before = line.slice(0, t.at);
    const path = shown(t.text);
    const directive = directives.find((d) => d.from < t.at && t.at < d.to);
    if (directive && (directive.tool !== "Glob" && directive.tool !== "Grep" ? true : PATH_KEY.test(before))) {
      hits.push(fileTool(`${directive.tool}(\u2026) is handed ${path}`));
      continue;
    }
    const key = FILE_KEY.exec(before);
    if (key) {
      hits.push(fileTool(`the ${key[1]} of a file-tool call is ${path}`));
      continue;
    }
    const out = OUTPUT_KEY.exec(before);
    if (out) {
      hits.push(output(`${path} is given as an output path (${out[1]})`));
      continue;
    }
    if (named) {
      hits.push(fileTool(`the ${named[1]} tool is pointed at ${path}`));
      continue;
    }
    if (shell) continue;
    const verb = instructionVerb(before);
    if (ctx.dispatch) {
      const bare = BARE_BEFORE.test(before) && BARE_AFTER.test(line.slice(t.at + t.text.length));
      if (verb || bare)
        hits.push(
          output(
            verb ? `a sub-agent is told to ${verb} ${path}` : `a sub-agent is given ${path} on a line of its own in its dispatch`
          )
        );
      continue;
    }
    if (verb && !ctx.code)
      hits.push({
        line: n,
        rule: "sessions-path-in-file-instruction",
        severity: "WARN",
        message: `the instruction to ${verb} a file at ${path} is likely carried out with the Write, Read or Edit tool: ${HOST_LOOP}`,
        fix: FIX_FILE
      });
  }
  return hits;
}
function textHits(lines, ctx) {
  return lines.flatMap((l) => lineHits(l.n, l.text, ctx));
}
function paragraphs(prose) {
  const out = [];
  let cur = [];
  for (const l of prose) {
    const last = cur[cur.length - 1];
    if (l.text.trim() === "" || last && l.n !== last.n + 1) {
      if (cur.length > 0) out.push(cur);
      cur = [];
    }
    if (l.text.trim() !== "") cur.push(l);
  }
  if (cur.length > 0) out.push(cur);
  return out;
}
var isDispatch = (lines) => lines.some((l) => DISPATCH.test(l.text));
function markdownPathHits(text, view) {
  const lines = text.split(/\r?\n/);
  const marker = lines.findIndex((l) => IGNORE_MARKER.test(l));
  if (marker !== -1)
    return [
      {
        line: marker + 1,
        rule: "path-checks-ignored",
        severity: "INFO",
        message: "the analyze-skill: ignore marker turns the /sessions path checks off for this file",
        fix: "remove the marker if the skill also runs on the host-loop tier"
      }
    ];
  const hits = [];
  for (const p of paragraphs(view.prose)) hits.push(...textHits(p, { code: false, dispatch: isDispatch(p) }));
  for (const f of view.fences) {
    if (SHELL_LANGS.has(f.lang)) continue;
    hits.push(...textHits(f.lines, { code: CODE_LANGS.has(f.lang), dispatch: isDispatch(f.lines) }));
  }
  return hits;
}
function dispatches(text) {
  return DISPATCH.test(text);
}

// src/gate/analyze-skill/script-paths.ts
var FILE_KEYS = /* @__PURE__ */ new Set(["file_path", "notebook_path"]);
var isText = (t) => t?.kind === "string" || t?.kind === "template";
function scriptPathHits(language, text, module = false) {
  if (!text.includes("/sessions") || IGNORE_MARKER.test(text)) return [];
  const read = language === "python" ? tokenizePy(text) : tokenizeJs(text, 1, module);
  if ("error" in read) return [];
  const { tokens } = read;
  const hits = [];
  const keyed = /* @__PURE__ */ new Set();
  for (let i = 0; i + 2 < tokens.length; i++) {
    const key = tokens[i];
    const sep2 = tokens[i + 1];
    const value = tokens[i + 2];
    if (!FILE_KEYS.has(key.text) || key.kind !== "ident" && key.kind !== "string") continue;
    if (sep2.kind !== "punct" || sep2.text !== ":" && sep2.text !== "=" || !isText(value)) continue;
    if (!isVmSessionsPath(value.text.trim())) continue;
    keyed.add(value);
    hits.push({
      line: value.line,
      rule: "sessions-path-to-file-tool",
      severity: "ERROR",
      message: `the ${key.text} this script hands to a file tool is ${shown(value.text.trim())}: on the host-loop tier the file tools run on the host, where /sessions (the VM's path space) does not exist and the path hook denies it`,
      fix: "hand the file tool a path relative to the session (outputs/\u2026); the script itself, run by bash in the VM, may keep using /sessions"
    });
  }
  for (const t of tokens) {
    if (!isText(t) || keyed.has(t) || !t.text.includes("/sessions")) continue;
    const multiline = language === "python" || t.kind === "template";
    const lines = multiline ? t.text.split("\n").map((s, k) => ({ n: t.line + k, text: s })) : [{ n: t.line, text: t.text }];
    hits.push(...textHits(lines, { code: true, dispatch: dispatches(t.text) }));
  }
  return hits;
}

// src/gate/analyze-skill/write-backs.ts
var FIX = {
  "storage-without-export": "add an export the user keeps (a Download button: a Blob and an <a download> link), or have the skill write the file",
  "form-submit-nowhere": "handle the form's submit in script and save or download what was entered",
  "relative-write-request": "save or download the data in the page; an artifact has no server to send it to",
  "memory-only-edits": "add an export (a Blob and an <a download> link) if what the user types matters",
  "script-output-discarded": "write the result under the session's outputs folder (a relative outputs/\u2026 path)"
};
function hitOf(f) {
  return {
    line: f.line,
    rule: f.rule,
    severity: f.rule === "artifact-write-back-lost" ? "ERROR" : "WARN",
    check: f.check,
    message: f.message,
    fix: FIX[f.check] ?? "make sure what the user changes reaches a file they keep"
  };
}
function notAnalysed(line, why) {
  return {
    line,
    rule: "artifact-not-analysed",
    severity: "WARN",
    message: `not checked for lost write-backs: ${why}`,
    fix: "make the file complete, UTF-8 text of at most 1 MiB (a vendored or generated bundle can be left out of the skill's folder)"
  };
}
function writeBackHits(rel, text) {
  const kind = artifactKind(rel);
  if (!kind) return [];
  const r = analyseArtifactText(kind, text, /\.mjs$/i.test(rel));
  if ("parseError" in r) return [notAnalysed(r.line, `it does not parse (${r.parseError}, line ${r.line})`)];
  return r.findings.map(hitOf);
}

// src/gate/analyze-skill/run.ts
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set(["node_modules", "dist", "vendor", "__pycache__"]);
var under = (dir, name) => dir === "" ? name : `${dir}/${name}`;
function inputError(message) {
  return new HarnessError(message, EXIT.usage, "input");
}
function skillsOf(tree, rel, given) {
  const kind = tree.kind(rel);
  if (!kind) throw inputError(`${given}: not a regular file or folder (links are not followed)`);
  if (!kind.dir) {
    if (baseOf(rel) === "SKILL.md") return [parentOf(rel)];
    throw inputError(`${given}: not a skill \u2014 name the folder that holds SKILL.md, or SKILL.md itself`);
  }
  if (tree.kind(under(rel, "SKILL.md"))?.dir === false) return [rel];
  const below = tree.walk(rel).filter((e) => e.name === "SKILL.md").map((e) => parentOf(e.rel));
  if (below.length === 0) throw inputError(`${given}: no SKILL.md in this folder or below it`);
  return below;
}
function isRead(dir, e) {
  const inside = dir === "" ? e.rel : e.rel.slice(dir.length + 1);
  const parts = inside.split("/");
  if (parts.slice(0, -1).some((p) => p.startsWith(".") || SKIPPED_FOLDERS.has(p))) return false;
  if (inside === "SKILL.md") return true;
  if (parts[0] === "references" && /\.md$/i.test(e.name)) return true;
  return artifactKind(e.name) !== void 0 && !/\.min\.m?js$/i.test(e.name);
}
function readText(tree, e) {
  if (e.size > MAX_SKILL_FILE_BYTES) return { why: `it is larger than ${MAX_SKILL_FILE_BYTES} bytes` };
  let bytes;
  try {
    bytes = readFileBelow(tree.top, e.rel, MAX_SKILL_FILE_BYTES);
  } catch {
    return { why: "it could not be read (a link, or not a regular file)" };
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { why: "it is not UTF-8 text" };
  }
}
function fileHits(tree, dir, e, shownAs) {
  const text = readText(tree, e);
  const isSkillMd = e.rel === under(dir, "SKILL.md");
  if (typeof text !== "string") {
    if (isSkillMd) throw inputError(`${shownAs}: cannot be read: ${text.why}`);
    return [notAnalysed(null, text.why)];
  }
  if (/\.md$/i.test(e.name)) return markdownPathHits(text, readMarkdown(text));
  const lower = e.name.toLowerCase();
  const script = lower.endsWith(".py") ? "python" : /\.m?js$/.test(lower) ? "node" : void 0;
  return [...script ? scriptPathHits(script, text, lower.endsWith(".mjs")) : [], ...writeBackHits(e.name, text)];
}
function namingRoot(realDir, realCwd) {
  for (let probe = realDir; ; probe = dirname(probe)) {
    if (existsSync(join(probe, ".git"))) return probe;
    if (dirname(probe) === probe) break;
  }
  const r = relative(realCwd, realDir);
  return r === "" || !r.startsWith("..") && !isAbsolute(r) ? realCwd : void 0;
}
var real = (p) => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};
function analyzeSkillPaths(paths, cwd) {
  const tree = new SkillTree(sep);
  const toRel = (abs) => abs.split(sep).filter((s) => s !== "").join("/");
  const skills = [];
  for (const given of paths) {
    const abs = resolve(cwd, given);
    if (!existsSync(abs)) throw inputError(`${given}: no such file or folder`);
    for (const s of skillsOf(tree, toRel(real(abs)), given)) if (!skills.includes(s)) skills.push(s);
  }
  const realCwd = real(cwd);
  const findings = [];
  const seen = /* @__PURE__ */ new Set();
  for (const dir of skills) {
    const root = namingRoot(sep + dir.split("/").join(sep), realCwd);
    const name = (rel) => {
      const abs = sep + rel.split("/").join(sep);
      return root === void 0 ? abs : relative(root, abs).split(sep).join("/");
    };
    for (const e of tree.walk(dir)) {
      if (seen.has(e.rel) || !isRead(dir, e)) continue;
      seen.add(e.rel);
      const file = name(e.rel);
      for (const h of fileHits(tree, dir, e, file)) findings.push({ file, ...h });
    }
  }
  findings.sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || (a.line ?? 0) - (b.line ?? 0) || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0)
  );
  return { findings, files: seen.size, skills: skills.length };
}

// src/cli/commands/analyze-skill.ts
var USAGE = "usage: analyze-skill <skill-dir|SKILL.md>... [--strict] [--output-format text|json]";
var HELP = `Usage: cowork-harness analyze-skill <skill-dir|SKILL.md>... [options]

Scans a skill, with no agent and no token, for what a recording shows too late:
  sessions-path-to-file-tool         a /sessions/... path given to Read, Write or Edit (a Read(...)
                                     directive, a file_path, a line naming the tool), in SKILL.md,
                                     references/*.md or a script: on the host-loop tier the file
                                     tools run on the host, where /sessions does not exist
  sessions-path-as-output            a /sessions/... path given as an output path, or to a sub-agent
                                     to write to (it writes with its file tools)
  sessions-path-in-file-instruction  prose telling the agent to write or read a file there (WARN)
  artifact-write-back-lost           an HTML page or script of the skill that loses what the user
                                     changes: edits kept only in memory or in localStorage with no
                                     export, a form that submits nowhere, a write request to a
                                     relative URL, a script writing its result only to /tmp
  artifact-write-back-suspect        the same, when it may be by design (WARN)
  artifact-not-analysed              an asset too large, not UTF-8 or not parsable (WARN)
  path-checks-ignored                SKILL.md carries <!-- analyze-skill: ignore --> (INFO)

A folder is its SKILL.md, or, with none, every skill below it (a plugin). Shell fences (bash, sh)
run in the VM and are never flagged, nor is a line that says not to do it. Files are named from the
repository that holds them.

Options:
  --strict                   a WARN fails too (exit 1); INFO never does
  --output-format text|json  text (default) or the JSON envelope
  -h, --help                 show this help

Exit codes: 0 no ERROR (no WARN with --strict), 1 an ERROR (or a WARN with --strict), 2 usage error,
a target that is not a skill, or a SKILL.md that cannot be read.
`;
var OPTIONS = {
  strict: { type: "boolean" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function analyzeSkill({ values, positionals, format, io }) {
  if (positionals.length === 0) throw new UsageError(USAGE);
  const report = analyzeSkillPaths(positionals, io.cwd);
  const code = analyzeExitCode(report.findings, values.strict === true);
  io.stdout(format === "json" ? `${analyzeJson(report, code === 0)}
` : analyzeText(report));
  return code;
}
var command = defineCommand({
  name: "analyze-skill",
  help: HELP,
  options: OPTIONS,
  errors: "json-usage",
  run: analyzeSkill
});
export {
  command
};
