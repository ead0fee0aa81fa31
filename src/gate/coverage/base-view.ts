/**
 * The pull request's base, read from git objects only: the files it holds and the text of one of
 * them, never a checkout (the user's working tree is not touched). The base is trusted — it was
 * reviewed and merged — so what it says decides what this pull request added or removed. A
 * shallow checkout may not hold the base commit: it is fetched (one commit, no history) and the
 * log says so; when that fails too, the caller is told why in one line.
 */
import { createHash } from "node:crypto";
import { closeSync, fstatSync, readSync } from "node:fs";
import type { SimpleGit } from "simple-git";
import { gitClient } from "../../core/git/client.js";
import { oneLine } from "../../core/util/errors.js";
import { openRegularFile } from "../../core/util/regular-file.js";

export interface BaseView {
  /** the ref as given, and the commit it names */
  ref: string;
  sha: string;
  /** the git repository's top folder (absolute) */
  top: string;
  /** every file of the base commit, top-relative, `/`-separated */
  files: ReadonlySet<string>;
  /** the git object id of a file of the base commit */
  blob(path: string): string | undefined;
  /** the text of a file of the base commit, when it is there and no larger than `maxBytes` */
  read(path: string, maxBytes: number): Promise<string | undefined>;
}

async function commitOf(git: SimpleGit, ref: string): Promise<string | undefined> {
  try {
    const sha = (await git.raw(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
  } catch {
    return undefined;
  }
}

/** A ref git may be asked about: no option, no revision range, nothing but a name or a commit id. */
function plainRef(ref: string): boolean {
  return /^[A-Za-z0-9._/@-]{1,200}$/.test(ref) && !ref.startsWith("-") && !ref.includes("..");
}

/**
 * Opens the base `ref` of the repository holding `dir`: the view, or the reason it cannot be read.
 * `log` hears of a fetch.
 */
export async function openBaseView(
  dir: string,
  ref: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = () => undefined,
): Promise<BaseView | { problem: string }> {
  if (!plainRef(ref)) return { problem: `the base ${JSON.stringify(ref)} is not a branch, tag or commit name` };
  const git = gitClient(dir, env);
  let top: string;
  try {
    top = (await git.raw(["rev-parse", "--show-toplevel"])).trim();
  } catch (e) {
    return { problem: `the base ${ref} cannot be read: ${dir} is not in a git repository (${oneLine(e)})` };
  }
  let sha = await commitOf(git, ref);
  if (sha === undefined) {
    // a shallow checkout (actions/checkout's default depth is 1) lacks the base: fetch that one commit
    try {
      await git.raw(["fetch", "--quiet", "--no-tags", "--depth=1", "origin", ref]);
      sha = (await commitOf(git, ref)) ?? (await commitOf(git, "FETCH_HEAD"));
      if (sha !== undefined) log(`fetched the base ${ref} (${sha.slice(0, 12)}): this checkout did not have it`);
    } catch (e) {
      return {
        problem: `the base ${ref} is not in this checkout and could not be fetched (${oneLine(e).slice(0, 200)}): check out with fetch-depth: 0, or fetch it first`,
      };
    }
  }
  if (sha === undefined) return { problem: `the base ${ref} is not a commit of this repository` };
  // "<mode> blob <id>\t<path>" per file, NUL-terminated
  const listing = await git.raw(["ls-tree", "-r", "-z", "--full-tree", sha]);
  const blobs = new Map<string, string>();
  for (const entry of listing.split("\0")) {
    const tab = entry.indexOf("\t");
    const [, type, id] = entry.slice(0, tab).split(" ");
    if (tab > 0 && type === "blob" && id !== undefined) blobs.set(entry.slice(tab + 1), id);
  }
  const files: ReadonlySet<string> = new Set(blobs.keys());
  const base = sha;
  return {
    ref,
    sha,
    top,
    files,
    blob: (path) => blobs.get(path),
    read: async (path, maxBytes) => {
      if (!files.has(path)) return undefined;
      try {
        const size = Number((await git.raw(["cat-file", "-s", `${base}:${path}`])).trim());
        if (!Number.isFinite(size) || size > maxBytes) return undefined;
        return await git.raw(["cat-file", "blob", `${base}:${path}`]);
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The git object id a file's bytes would have (`git hash-object`), read in chunks: SHA-1, or
 * SHA-256 in a repository whose ids are 64 digits (`like` is one of its ids). Undefined for what
 * is not a regular file (opened without blocking: a FIFO is refused, not waited on).
 */
export function blobIdOf(path: string, like: string): string | undefined {
  let fd: number;
  try {
    fd = openRegularFile(path);
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    const hash = createHash(like.length === 64 ? "sha256" : "sha1").update(`blob ${size}\0`);
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (let n = readSync(fd, chunk); n > 0; n = readSync(fd, chunk)) hash.update(chunk.subarray(0, n));
    return hash.digest("hex");
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
