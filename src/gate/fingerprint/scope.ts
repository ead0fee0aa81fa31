/**
 * Scoping by `scenario.skills` and agent scope (the reference's src/run/skill-hash.ts; docs/reference.md#fingerprints-and-staleness).
 *
 * A "plugin root" is a root with a `skills/` directory (symlinks followed). A scoped walk of a
 * plugin root keeps the shared files plus only the `skills/<name>` subtrees in scope; with agent
 * scope on, a skill-named `agents/<name>` entry follows its skill. Roots without `skills/` are
 * always hashed whole.
 */
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/** Decides whether a root-relative path (file, dir or symlink) takes part in the hash. */
export type AcceptFn = (rel: string, isDir: boolean) => boolean;

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** The skill names of a plugin root (immediate dirs of `<root>/skills`), or null if it has no `skills/`. */
export async function pluginSkillNames(root: string): Promise<Set<string> | null> {
  const skillsDir = join(root, "skills");
  if (!(await isDirectory(skillsDir))) return null;
  let names: string[];
  try {
    names = await readdir(skillsDir);
  } catch {
    return new Set();
  }
  const dirs = await Promise.all(names.map(async (n) => ((await isDirectory(join(skillsDir, n))) ? n : null)));
  return new Set(dirs.filter((n): n is string => n !== null));
}

/**
 * The skill an `agents/…` path belongs to: `agents/<n>/…` → n; a file directly under
 * `agents/` → its name without the last extension; anything else → null.
 */
export function agentSkillName(parts: readonly string[], isDir: boolean): string | null {
  if (parts[0] !== "agents" || parts.length < 2) return null;
  const name = parts[1] as string;
  if (parts.length === 2 && !isDir) return name.replace(/\.[^.]+$/, "");
  return name;
}

/** Accept of a scoped plugin root: shared files plus the kept skills. */
export function scopedAccept(
  keep: ReadonlySet<string>,
  rootSkills: ReadonlySet<string>,
  agentScoped: boolean,
): AcceptFn {
  return (rel, isDir) => {
    const parts = rel.split("/");
    if (parts[0] === "skills") return parts.length === 1 || keep.has(parts[1] as string);
    if (agentScoped) {
      const agent = agentSkillName(parts, isDir);
      if (agent !== null && rootSkills.has(agent)) return keep.has(agent);
    }
    return true;
  };
}

/** Accept of the shared-only walk: the bare `skills` dir, nothing under it, no skill-named agents (agent scope). */
export function sharedOnlyAccept(rootSkills: ReadonlySet<string>, agentScoped: boolean): AcceptFn {
  return (rel, isDir) => {
    const parts = rel.split("/");
    if (parts[0] === "skills") return parts.length === 1;
    if (agentScoped) {
      const agent = agentSkillName(parts, isDir);
      if (agent !== null && rootSkills.has(agent)) return false;
    }
    return true;
  };
}

export interface ScopePlan {
  /** Per root (same order as the roots): its skill names, or null when it has no `skills/`. */
  rootSkills: (Set<string> | null)[];
  /** The scope that applies, or null when unscoped or fallen back to the whole tree. */
  keep: Set<string> | null;
  /** Scope names not found under any plugin root (only when scopeSkills was non-empty and fell back). */
  missed: string[];
}

/** Decide whether a scope applies to these roots (fail-closed: any unknown name → whole tree). */
export async function planScope(
  roots: readonly string[],
  scopeSkills: readonly string[] | undefined,
): Promise<ScopePlan> {
  // Unscoped, nothing reads the skill names: do not list every root's skills/.
  if (!scopeSkills || scopeSkills.length === 0) return { rootSkills: roots.map(() => null), keep: null, missed: [] };
  const rootSkills = await Promise.all(roots.map(pluginSkillNames));
  const available = new Set<string>();
  for (const names of rootSkills) for (const n of names ?? []) available.add(n);
  const hasPluginRoot = rootSkills.some((s) => s !== null);
  const missed = scopeSkills.filter((n) => !available.has(n));
  if (hasPluginRoot && missed.length === 0) return { rootSkills, keep: new Set(scopeSkills), missed: [] };
  return { rootSkills, keep: null, missed: hasPluginRoot ? missed : [...scopeSkills] };
}
