/**
 * analyze-skill over targets. A target is a skill's folder (the one holding SKILL.md), its SKILL.md,
 * or a folder with skills below it (a plugin, a repository: each SKILL.md below it is a skill). In
 * each skill it reads SKILL.md and the markdown under references/ for /sessions paths handed to
 * file tools (./sessions-paths.ts), its scripts for the same (./script-paths.ts), and every HTML,
 * JavaScript and Python file for lost write-backs (./write-backs.ts). Dot-folders, node_modules,
 * dist and vendor folders and minified `*.min.js` files are not read; links are never followed
 * and every read is bounded (1 MiB). Files are named relative to the repository (the nearest
 * folder above with a `.git`), else to the current directory.
 */
import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { readFileBelow } from "../../core/util/contained-fs.js";
import { EXIT, HarnessError } from "../../core/util/errors.js";
import { artifactKind } from "../artifact-analysis/analyse.js";
import { readMarkdown } from "../lint-skill/markdown.js";
import { MAX_SKILL_FILE_BYTES, SkillTree, baseOf, parentOf, type TreeEntry } from "../lint-skill/skill-tree.js";
import type { AnalyzeFinding, LineHit } from "./finding.js";
import { scriptPathHits } from "./script-paths.js";
import { markdownPathHits } from "./sessions-paths.js";
import { notAnalysed, writeBackHits } from "./write-backs.js";

export interface AnalyzeReport {
  findings: AnalyzeFinding[];
  /** the files read */
  files: number;
  /** the skills analysed */
  skills: number;
}

/** folders whose files are not the skill's own */
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "vendor", "__pycache__"]);

const under = (dir: string, name: string): string => (dir === "" ? name : `${dir}/${name}`);

function inputError(message: string): HarnessError {
  return new HarnessError(message, EXIT.usage, "input");
}

/** The skill folders `given` (resolved to the tree path `rel`) stands for. */
function skillsOf(tree: SkillTree, rel: string, given: string): string[] {
  const kind = tree.kind(rel);
  if (!kind) throw inputError(`${given}: not a regular file or folder (links are not followed)`);
  if (!kind.dir) {
    if (baseOf(rel) === "SKILL.md") return [parentOf(rel)];
    throw inputError(`${given}: not a skill — name the folder that holds SKILL.md, or SKILL.md itself`);
  }
  if (tree.kind(under(rel, "SKILL.md"))?.dir === false) return [rel];
  const below = tree
    .walk(rel)
    .filter((e) => e.name === "SKILL.md")
    .map((e) => parentOf(e.rel));
  if (below.length === 0) throw inputError(`${given}: no SKILL.md in this folder or below it`);
  return below;
}

/** Whether `e`, a file below the skill folder `dir`, is one analyze-skill reads. */
function isRead(dir: string, e: TreeEntry): boolean {
  const inside = dir === "" ? e.rel : e.rel.slice(dir.length + 1);
  const parts = inside.split("/");
  if (parts.slice(0, -1).some((p) => p.startsWith(".") || SKIPPED_FOLDERS.has(p))) return false;
  if (inside === "SKILL.md") return true;
  if (parts[0] === "references" && /\.md$/i.test(e.name)) return true;
  return artifactKind(e.name) !== undefined && !/\.min\.m?js$/i.test(e.name);
}

/** The text of `rel`, or why it cannot be read. */
function readText(tree: SkillTree, e: TreeEntry): string | { why: string } {
  if (e.size > MAX_SKILL_FILE_BYTES) return { why: `it is larger than ${MAX_SKILL_FILE_BYTES} bytes` };
  let bytes: Buffer;
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

/** The findings of one file of a skill; a SKILL.md that cannot be read is an input error. */
function fileHits(tree: SkillTree, dir: string, e: TreeEntry, shownAs: string): LineHit[] {
  const text = readText(tree, e);
  const isSkillMd = e.rel === under(dir, "SKILL.md");
  if (typeof text !== "string") {
    if (isSkillMd) throw inputError(`${shownAs}: cannot be read: ${text.why}`);
    return [notAnalysed(null, text.why)];
  }
  if (/\.md$/i.test(e.name)) return markdownPathHits(text, readMarkdown(text));
  const lower = e.name.toLowerCase();
  const script = lower.endsWith(".py") ? "python" : /\.m?js$/.test(lower) ? "node" : undefined;
  return [...(script ? scriptPathHits(script, text, lower.endsWith(".mjs")) : []), ...writeBackHits(e.name, text)];
}

/** The folder files are named from: the repository above `realDir`, else `cwd` when it holds it. */
function namingRoot(realDir: string, realCwd: string): string | undefined {
  for (let probe = realDir; ; probe = dirname(probe)) {
    if (existsSync(join(probe, ".git"))) return probe;
    if (dirname(probe) === probe) break;
  }
  const r = relative(realCwd, realDir);
  return r === "" || (!r.startsWith("..") && !isAbsolute(r)) ? realCwd : undefined;
}

const real = (p: string): string => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};

/** analyze-skill as the CLI runs it: targets from `cwd`. Throws a HarnessError (exit 2) naming a target or SKILL.md it cannot use. */
export function analyzeSkillPaths(paths: readonly string[], cwd: string): AnalyzeReport {
  const tree = new SkillTree(sep);
  const toRel = (abs: string): string =>
    abs
      .split(sep)
      .filter((s) => s !== "")
      .join("/");
  const skills: string[] = [];
  for (const given of paths) {
    const abs = resolve(cwd, given);
    if (!existsSync(abs)) throw inputError(`${given}: no such file or folder`);
    for (const s of skillsOf(tree, toRel(real(abs)), given)) if (!skills.includes(s)) skills.push(s);
  }
  const realCwd = real(cwd);
  const findings: AnalyzeFinding[] = [];
  const seen = new Set<string>();
  for (const dir of skills) {
    const root = namingRoot(sep + dir.split("/").join(sep), realCwd);
    const name = (rel: string): string => {
      const abs = sep + rel.split("/").join(sep);
      return root === undefined ? abs : relative(root, abs).split(sep).join("/");
    };
    for (const e of tree.walk(dir)) {
      if (seen.has(e.rel) || !isRead(dir, e)) continue;
      seen.add(e.rel);
      const file = name(e.rel);
      for (const h of fileHits(tree, dir, e, file)) findings.push({ file, ...h });
    }
  }
  findings.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
  );
  return { findings, files: seen.size, skills: skills.length };
}
