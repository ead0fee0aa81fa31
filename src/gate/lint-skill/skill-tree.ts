/**
 * The files lint-skill reads, all below one trusted folder: the repository in the gate (a pull
 * request's skill is hostile: a link in it may point at any host file), the file system's root for
 * the CLI (paths resolved first). Links are never followed, reads are bounded, walks are bounded in
 * depth and entries, and node_modules / .git are not entered.
 */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readFileBelow } from "../../core/util/contained-fs.js";

/** The most of one file lint-skill reads (a SKILL.md, a hooks.json, a plugin.json). */
export const MAX_SKILL_FILE_BYTES = 1024 * 1024;
const MAX_DEPTH = 8;
const MAX_ENTRIES = 20_000;

export interface TreeEntry {
  /** `/`-separated, relative to the tree's top */
  rel: string;
  name: string;
  dir: boolean;
  size: number;
}

export class SkillTree {
  /** `top`: an absolute folder every path read lies below */
  constructor(readonly top: string) {}

  /** The text of `rel`, or undefined when it is not a regular file below the top (or is larger than the bound). */
  read(rel: string): string | undefined {
    try {
      return readFileBelow(this.top, rel, MAX_SKILL_FILE_BYTES).toString("utf8");
    } catch {
      return undefined;
    }
  }

  /** What `rel` is: a folder, a regular file (with its size), or nothing lint-skill reads (missing, a link). */
  kind(rel: string): { dir: boolean; size: number } | undefined {
    try {
      // no component may be a link: a folder linked elsewhere is not walked into either
      const parts = rel.split("/").filter((p) => p !== "");
      for (let i = 1; i < parts.length; i++)
        if (!lstatSync(join(this.top, ...parts.slice(0, i))).isDirectory()) return undefined;
      const st = lstatSync(join(this.top, rel));
      if (st.isDirectory()) return { dir: true, size: 0 };
      if (st.isFile()) return { dir: false, size: st.size };
    } catch {
      // missing or unreadable: nothing to read
    }
    return undefined;
  }

  /** The entries of the folder `rel` (links left out). */
  list(rel: string): TreeEntry[] {
    if (rel !== "" && this.kind(rel)?.dir !== true) return [];
    let names;
    try {
      names = readdirSync(join(this.top, rel), { withFileTypes: true });
    } catch {
      return [];
    }
    const out: TreeEntry[] = [];
    for (const d of names) {
      if (!d.isFile() && !d.isDirectory()) continue;
      const childRel = rel === "" ? d.name : `${rel}/${d.name}`;
      const k = this.kind(childRel);
      if (k) out.push({ rel: childRel, name: d.name, ...k });
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Every regular file below `rel` (depth-first, bounded), links and node_modules / .git left out. */
  walk(rel: string): TreeEntry[] {
    const out: TreeEntry[] = [];
    const visit = (dir: string, depth: number): void => {
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
}

/** `a/b/c` → `a/b` ("" at the top). */
export function parentOf(rel: string): string {
  const i = rel.lastIndexOf("/");
  return i < 0 ? "" : rel.slice(0, i);
}

/** `a/b/c` → `c`. */
export function baseOf(rel: string): string {
  return rel.slice(rel.lastIndexOf("/") + 1);
}
