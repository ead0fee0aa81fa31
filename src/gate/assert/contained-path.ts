/**
 * Keeping assertion paths inside the materialized artifact tree. Every path an assertion
 * names is checked here BEFORE any file-system access:
 *  1. lexically — not empty, no NUL, not absolute, and no `..` that climbs out of the root
 *     (`outputs/../outputs/a.md` is fine, `outputs/../../x` is not);
 *  2. for real — after resolving symlinks (of the path and of every directory on the way),
 *     the target must still be under the (resolved) root. A dangling link whose target lies
 *     outside counts as escaping, not as missing.
 */
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep, win32 } from "node:path";

export type LexicalContainment =
  | {
      ok: true;
      /** absolute path under the root */
      abs: string;
      /** normalized, "/"-separated path relative to the root ("" for the root itself) */
      rel: string;
    }
  | { ok: false; reason: "invalid" | "absolute" | "escapes" };

export type RealContainment =
  { kind: "inside"; real: string } | { kind: "missing" } | { kind: "escapes" } | { kind: "unreadable"; error: string };

function isUnder(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === "" || (rel !== ".." && !rel.startsWith(".." + sep) && !isAbsolute(rel));
}

/** Lexical check of an assertion-supplied path against `workRoot`. Touches nothing on disk. */
export function containLexically(workRoot: string, p: unknown): LexicalContainment {
  if (typeof p !== "string" || p.length === 0 || p.includes("\0")) return { ok: false, reason: "invalid" };
  if (isAbsolute(p) || win32.isAbsolute(p)) return { ok: false, reason: "absolute" };
  const root = resolve(workRoot);
  const abs = resolve(root, p.replace(/\\/g, "/"));
  if (!isUnder(root, abs)) return { ok: false, reason: "escapes" };
  return { ok: true, abs, rel: relative(root, abs).split(sep).join("/") };
}

function realRootOf(workRoot: string): string {
  try {
    return realpathSync(resolve(workRoot));
  } catch {
    return resolve(workRoot);
  }
}

function errorCode(e: unknown): string | undefined {
  return typeof e === "object" && e !== null && "code" in e ? String((e as { code: unknown }).code) : undefined;
}

/** Where a missing path would land: its nearest existing ancestor, resolved, must be inside. */
function missingVerdict(realRoot: string, abs: string): RealContainment {
  let probe = abs;
  for (;;) {
    const parent = dirname(probe);
    let st;
    try {
      st = lstatSync(probe);
    } catch {
      if (parent === probe) return { kind: "missing" };
      probe = parent;
      continue;
    }
    if (st.isSymbolicLink()) {
      // a dangling link: judge it by where it points
      let link: string;
      try {
        link = readlinkSync(probe);
      } catch (e) {
        return { kind: "unreadable", error: errorCode(e) ?? String(e) };
      }
      let parentReal = dirname(probe);
      try {
        parentReal = realpathSync(parentReal);
      } catch {
        // keep the logical parent
      }
      const landed = isAbsolute(link) ? resolve(link) : resolve(parentReal, link);
      return isUnder(realRoot, landed) ? { kind: "missing" } : { kind: "escapes" };
    }
    try {
      const real = realpathSync(probe);
      return isUnder(realRoot, real) ? { kind: "missing" } : { kind: "escapes" };
    } catch (e) {
      return { kind: "unreadable", error: errorCode(e) ?? String(e) };
    }
  }
}

/**
 * Resolves symlinks of an already lexically-contained absolute path and checks the result is
 * still under `workRoot`. Only stats / realpaths; never reads file contents.
 */
export function containReal(workRoot: string, abs: string): RealContainment {
  const realRoot = realRootOf(workRoot);
  try {
    const real = realpathSync(abs);
    return isUnder(realRoot, real) ? { kind: "inside", real } : { kind: "escapes" };
  } catch (e) {
    const code = errorCode(e);
    if (code === "ENOENT" || code === "ENOTDIR") return missingVerdict(realRoot, abs);
    return { kind: "unreadable", error: code ?? String(e) };
  }
}

/** The reference's wording for a lexically unsafe path. */
export function unsafePathMessage(key: string, p: unknown): string {
  return `unsafe ${key} path ${JSON.stringify(typeof p === "string" ? p : String(p))} — must stay under the work root (no absolute paths or "..")`;
}

/** The reference's wording for a path whose symlink target leaves the root. */
export function escapingLinkMessage(key: string, p: string): string {
  return `unsafe ${key} path "${p}" — symlink target escapes the work root`;
}
