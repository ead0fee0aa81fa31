/**
 * Hashing a file a cassette names — directly (`inputs.files[].source`, `inputs.modelScript.path`)
 * or through a file it names (a session's uploads) — as hostile input (issue 36, class 6). A pull
 * request can write any path into a cassette, and plain `check`, which runs no code, must neither
 * hang on it nor tell the author anything about a file outside the repository. So the path must
 * lie inside the repository (no absolute path elsewhere, no `..` out of it, nothing under `.git`);
 * it is opened one component at a time from the repository root, never following a link
 * (src/core/util/contained-fs.ts), non-blocking; and the open descriptor must be a regular file within
 * the size bound before a byte is hashed. Anything else is refused with the reason and never
 * read: `/dev/zero`, a FIFO, `/etc/shadow` or a link to a key file answers neither "changed",
 * "unchanged" nor "missing".
 */
import { createHash } from "node:crypto";
import { closeSync, lstatSync, readSync, realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { ContainmentError, openFileBelow } from "./contained-fs.js";
import { clip } from "./clip.js";

export type NamedFileVerdict =
  | { kind: "file"; sha256: string }
  /** inside the repository, reached without a link, and not there */
  | { kind: "missing" }
  /** not read, and why (for "<field> names <path>, <why>: not read") */
  | { kind: "refused"; why: string };

/** The longest a path named in a message is shown. */
const SHOWN_CHARS = 160;

/** `named` as a message shows it: one line, at most SHOWN_CHARS characters. */
export function shownName(named: string): string {
  const flat = named.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, "?");
  return clip(flat, SHOWN_CHARS, "after");
}

function realDir(dir: string): string {
  try {
    return realpathSync.native(dir);
  } catch {
    return resolve(dir);
  }
}

/**
 * The "/"-separated path of `named` (relative to `baseDir`, a directory the gate already holds
 * inside the repository) below the repository root `root` (a real path), or why it has none.
 */
export function repositoryRelative(root: string, baseDir: string, named: string): { rel: string } | { why: string } {
  if (named === "" || named.includes("\0")) return { why: "not a path" };
  const rel = relative(root, resolve(realDir(baseDir), named));
  if (rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel))
    return { why: "outside the repository" };
  const parts = rel.split(sep);
  if (parts.includes(".git")) return { why: "inside the repository's .git directory" };
  return { rel: parts.join("/") };
}

/** Why a no-follow open of `rel` below `root` was refused, found by lstat of each component in turn. */
function refusalOf(root: string, rel: string, maxBytes: number): string {
  const parts = rel.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const at = parts.slice(0, i).join("/");
    let st;
    try {
      st = lstatSync(join(root, at));
    } catch {
      break;
    }
    if (st.isSymbolicLink()) return `reached through a symbolic link (${shownName(at)})`;
    if (i < parts.length && !st.isDirectory()) return `under ${shownName(at)}, which is not a directory`;
    if (i === parts.length && !st.isFile()) return "not a regular file (a FIFO, device, socket or directory)";
    if (i === parts.length && st.size > maxBytes) return `larger than the ${maxBytes}-byte bound`;
  }
  return "not a plain file inside the repository";
}

function hashFd(fd: number, maxBytes: number): string {
  const hash = createHash("sha256");
  const buf = Buffer.allocUnsafe(256 * 1024);
  let total = 0;
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) return hash.digest("hex");
    total += n;
    if (total > maxBytes) throw new ContainmentError(`grew past ${maxBytes} bytes while being read`);
    hash.update(buf.subarray(0, n));
  }
}

/** The verdict on the file `named` (relative to `baseDir`) inside the repository `root`: see the module comment. */
export function hashNamedFile(root: string, baseDir: string, named: string, maxBytes: number): NamedFileVerdict {
  const where = repositoryRelative(root, baseDir, named);
  if ("why" in where) return { kind: "refused", why: where.why };
  let fd: number;
  try {
    fd = openFileBelow(root, where.rel, { maxBytes }).fd;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { kind: "missing" };
    if (e instanceof ContainmentError || code === "ENOTDIR" || code === "ELOOP")
      return { kind: "refused", why: refusalOf(root, where.rel, maxBytes) };
    return { kind: "refused", why: `cannot be read (${code ?? "error"})` };
  }
  try {
    return { kind: "file", sha256: hashFd(fd, maxBytes) };
  } catch (e) {
    return {
      kind: "refused",
      why:
        e instanceof ContainmentError ? e.message : `cannot be read (${(e as NodeJS.ErrnoException).code ?? "error"})`,
    };
  } finally {
    closeSync(fd);
  }
}
