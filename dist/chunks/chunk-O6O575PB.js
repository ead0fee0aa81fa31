#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import {
  readFileBelow
} from "./chunk-HT3KHDWJ.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

// src/gate/lint-skill/skill-tree.ts
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
var MAX_SKILL_FILE_BYTES = 1024 * 1024;
var MAX_DEPTH = 8;
var MAX_ENTRIES = 2e4;
var SkillTree = class {
  /** `top`: an absolute folder every path read lies below */
  constructor(top) {
    this.top = top;
  }
  top;
  /** The text of `rel`, or undefined when it is not a regular file below the top (or is larger than the bound). */
  read(rel) {
    try {
      return readFileBelow(this.top, rel, MAX_SKILL_FILE_BYTES).toString("utf8");
    } catch {
      return void 0;
    }
  }
  /** What `rel` is: a folder, a regular file (with its size), or nothing lint-skill reads (missing, a link). */
  kind(rel) {
    try {
      const parts = rel.split("/").filter((p) => p !== "");
      for (let i = 1; i < parts.length; i++)
        if (!lstatSync(join(this.top, ...parts.slice(0, i))).isDirectory()) return void 0;
      const st = lstatSync(join(this.top, rel));
      if (st.isDirectory()) return { dir: true, size: 0 };
      if (st.isFile()) return { dir: false, size: st.size };
    } catch {
    }
    return void 0;
  }
  /** The entries of the folder `rel` (links left out). */
  list(rel) {
    if (rel !== "" && this.kind(rel)?.dir !== true) return [];
    let names;
    try {
      names = readdirSync(join(this.top, rel), { withFileTypes: true });
    } catch {
      return [];
    }
    const out = [];
    for (const d of names) {
      if (!d.isFile() && !d.isDirectory()) continue;
      const childRel = rel === "" ? d.name : `${rel}/${d.name}`;
      const k = this.kind(childRel);
      if (k) out.push({ rel: childRel, name: d.name, ...k });
    }
    return out.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  }
  /** Every regular file below `rel` (depth-first, bounded), links and node_modules / .git left out. */
  walk(rel) {
    const out = [];
    const visit = (dir, depth) => {
      for (const e of this.list(dir)) {
        if (out.length >= MAX_ENTRIES) return;
        if (e.dir) {
          if (depth < MAX_DEPTH && e.name !== "node_modules" && e.name !== ".git") visit(e.rel, depth + 1);
        } else out.push(e);
      }
    };
    visit(rel, 0);
    return out;
  }
};
function parentOf(rel) {
  const i = rel.lastIndexOf("/");
  return i < 0 ? "" : rel.slice(0, i);
}
function baseOf(rel) {
  return rel.slice(rel.lastIndexOf("/") + 1);
}

// src/gate/lint-skill/markdown.ts
var import_yaml = __toESM(require_dist(), 1);
var OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
function frontMatterName(lines) {
  if (lines[0]?.trim() !== "---") return { end: 0 };
  const close = lines.findIndex((l, i) => i > 0 && (l.trim() === "---" || l.trim() === "..."));
  if (close < 0) return { end: 0 };
  try {
    const doc = (0, import_yaml.parse)(lines.slice(1, close).join("\n"));
    const name = doc !== null && typeof doc === "object" ? doc.name : void 0;
    return typeof name === "string" && name.trim() !== "" ? { name: name.trim(), end: close + 1 } : { end: close + 1 };
  } catch {
    return { end: close + 1 };
  }
}
function readMarkdown(text) {
  const lines = text.split(/\r?\n/);
  const { name, end } = frontMatterName(lines);
  const fences = [];
  const prose = [];
  let open;
  for (let i = end; i < lines.length; i++) {
    const text2 = lines[i];
    const n = i + 1;
    if (open) {
      const m2 = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(text2);
      if (m2 && m2[1][0] === open.char && m2[1].length >= open.length) open = void 0;
      else open.fence.lines.push({ n, text: text2 });
      continue;
    }
    const m = OPEN.exec(text2);
    if (m && !(m[1][0] === "`" && m[2].includes("`"))) {
      const lang = (m[2].trim().split(/\s+/)[0] ?? "").replace(/^\{\.?|\}$/g, "").toLowerCase();
      const fence = { lang, open: n, lines: [] };
      fences.push(fence);
      open = { char: m[1][0], length: m[1].length, fence };
      continue;
    }
    prose.push({ n, text: text2 });
  }
  return { fences, prose, ...name !== void 0 ? { name } : {} };
}

export {
  MAX_SKILL_FILE_BYTES,
  SkillTree,
  parentOf,
  baseOf,
  readMarkdown
};
