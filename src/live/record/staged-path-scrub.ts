/**
 * Where a run was staged on this machine never reaches the cassette. The staging dir is a fresh
 * temp dir (`<tmp>/cowork-session-XXXXXX`): at the protocol tier the agent runs in it, so its init
 * event's `cwd`, `memory_paths`, its config and temp dirs, every tool input and result name host
 * temp paths, in plain form and in the agent's project-dir form (`-tmp-cowork-session-XXXXXX-work`,
 * every character but letters and digits made `-`); at the container tier only a message of ours
 * could. The local-path scrub (src/core/util/redact.ts) knows home and macOS temp prefixes, not `/tmp`.
 *
 * Applied before the redactor, on every string and key it sees:
 *  - the session root (given and real spelling) becomes the session root the agent was told, as
 *    the container tier names it (`/sessions/<id>`): links, mounts and the init cwd still agree;
 *  - the rest of the staging dir becomes `[STAGING]` (the agent's own dirs at the protocol tier);
 *  - at the protocol tier, where the agent sees this machine's temp dir, another run's staging dir
 *    there becomes `[STAGING]` as well (the container's /tmp is not this machine's). Other temp paths
 *    are the skill's own business (a scripted step may name one, and a re-run replays it as written).
 * Pure, apart from reading the real spellings of the paths it is given.
 */
import { realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename } from "node:path";
import type { Redactor } from "../../core/util/redact.js";
import { STAGED_DIR_PREFIX } from "../container/sweep.js";

export interface StagedPaths {
  /** the staging dir (SessionLayout.base) */
  base: string;
  /** the session root on this machine (SessionLayout.root) */
  root: string;
  /** the session root as the cassette names it (`/sessions/<id>`) */
  guestRoot: string;
  /** the protocol tier: the agent sees this machine's temp dir, and other runs' staging dirs in it */
  hostTemp: boolean;
}

export const STAGING_PLACEHOLDER = "[STAGING]";

/** A path as the agent names its project dir after it: every character but letters and digits made `-`. */
export function projectDirName(path: string): string {
  return path.replace(/[^A-Za-z0-9]/g, "-");
}

function spellings(path: string): string[] {
  const given = path.replace(/\/+$/, "");
  try {
    return [...new Set([given, realpathSync(given)])];
  } catch {
    return [given];
  }
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Rewrites any staging dir under this machine's temp dir (every spelling, plain and project-dir) to the placeholder. */
function otherStagingDirs(): (s: string) => string {
  const temps = spellings(tmpdir()).filter((t) => t !== "" && t !== "/");
  const plain = temps.map((t) => `${escapeRe(t)}/${escapeRe(STAGED_DIR_PREFIX)}[A-Za-z0-9]+`);
  const encoded = temps.map((t) => `${escapeRe(projectDirName(`${t}/${STAGED_DIR_PREFIX}`))}[A-Za-z0-9]+`);
  const plainRe = new RegExp(plain.join("|"), "g");
  const encodedRe = new RegExp(encoded.join("|"), "g");
  return (s) => s.replace(plainRe, STAGING_PLACEHOLDER).replace(encodedRe, projectDirName(STAGING_PLACEHOLDER));
}

export interface StagedPathRewriter {
  /** whether `s` may name a staged or host temp path (a cheap test before a JSON line is parsed) */
  touches(s: string): boolean;
  rewrite(s: string): string;
}

/** The rewriter for one run's staging paths. */
export function stagedPathRewriter(p: StagedPaths): StagedPathRewriter {
  const pairs: [string, string][] = [];
  const add = (hosts: string[], to: string): void => hosts.forEach((h) => pairs.push([h, to]));
  const roots = spellings(p.root);
  const bases = spellings(p.base);
  add(roots, p.guestRoot);
  add(bases, STAGING_PLACEHOLDER);
  add(roots.map(projectDirName), projectDirName(p.guestRoot));
  add(bases.map(projectDirName), projectDirName(STAGING_PLACEHOLDER));
  pairs.sort((a, b) => b[0].length - a[0].length);
  const marks = [...new Set(bases.map((b) => basename(b)))];
  const others = p.hostTemp ? otherStagingDirs() : undefined;
  return {
    touches: (s) => marks.some((m) => s.includes(m)) || (others !== undefined && s.includes(STAGED_DIR_PREFIX)),
    rewrite(s) {
      let out = s;
      for (const [from, to] of pairs) if (out.includes(from)) out = out.split(from).join(to);
      return others !== undefined && out.includes(STAGED_DIR_PREFIX) ? others(out) : out;
    },
  };
}

/** `v` with every string leaf and key rewritten; `seen.hit` says whether anything changed. */
function rewriteDeep(v: unknown, rw: StagedPathRewriter, seen: { hit: boolean } = { hit: false }): unknown {
  const one = (s: string): string => {
    const out = rw.touches(s) ? rw.rewrite(s) : s;
    if (out !== s) seen.hit = true;
    return out;
  };
  if (typeof v === "string") return one(v);
  if (Array.isArray(v)) return v.map((x) => rewriteDeep(x, rw, seen));
  if (v !== null && typeof v === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[one(k)] = rewriteDeep(x, rw, seen);
    return out;
  }
  return v;
}

/** `r` with the run's staging paths rewritten first (see the module comment); `r` itself when there are none. */
export function withStagedPaths(r: Redactor, paths: StagedPaths | undefined): Redactor {
  if (paths === undefined) return r;
  const rw = stagedPathRewriter(paths);
  return {
    text: (s) => r.text(rw.touches(s) ? rw.rewrite(s) : s),
    value: <T>(v: T): T => r.value(rewriteDeep(v, rw) as T),
    jsonLine(line) {
      if (!rw.touches(line)) return r.jsonLine(line);
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        return r.jsonLine(rw.rewrite(line));
      }
      const seen = { hit: false };
      const out = rewriteDeep(parsed, rw, seen);
      return r.jsonLine(seen.hit ? JSON.stringify(out) : line); // a line nothing was rewritten in is kept byte for byte
    },
    bytesHaveSecret: (bytes) => r.bytesHaveSecret(bytes),
  };
}
