/**
 * The git file sets of many skill roots from as few git calls as possible: a root's
 * repository is found by looking for `.git` in it and its parents (as git's own discovery
 * does, stopping at a filesystem boundary), that repository is asked ONCE with
 * `git rev-parse --show-toplevel` and ONCE with `git ls-files -s -v -z`, and each root takes
 * its slice of that listing. The listing's blob ids key the persistent digest cache; files
 * that may differ from the index get none: those `git diff-files` reports (asked once, only
 * when blob ids are wanted) and those git does not compare at all (assume-unchanged,
 * skip-worktree — any tag but `H`).
 *
 * One GitRepoIndex serves one run: nothing in it is invalidated, so a run must not change
 * the repositories it reads.
 */
import { realpath, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import { HarnessError, oneLine } from "../../core/util/errors.js";
import type { TrackedSet } from "./git-file-set.js";
import { gitClient } from "../../core/git/client.js";

/** One repository's index listing, sorted in UTF-16 code-unit order. */
interface RepoListing {
  paths: string[];
  /** path → blob id of regular files at stage 0 that git keeps comparing with the working copy */
  blobs: Map<string, string>;
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Parses NUL-separated `git ls-files -s -v -z` records (`<tag> <mode> <oid> <stage>\t<path>`). */
export function parseLsFilesStage(output: string): RepoListing {
  const paths: string[] = [];
  const blobs = new Map<string, string>();
  let previous: string | undefined;
  let sorted = true;
  for (let start = 0; start < output.length;) {
    let end = output.indexOf("\0", start);
    if (end === -1) end = output.length;
    const tab = output.indexOf("\t", start);
    if (tab !== -1 && tab < end) {
      const path = output.slice(tab + 1, end);
      if (path !== previous) {
        // unmerged paths repeat once per stage, consecutively
        if (previous !== undefined && path < previous) sorted = false;
        paths.push(path);
        previous = path;
      }
      const sp0 = output.indexOf(" ", start);
      const sp1 = output.indexOf(" ", sp0 + 1);
      const sp2 = output.indexOf(" ", sp1 + 1);
      const tag = output.slice(start, sp0);
      const mode = output.slice(sp0 + 1, sp1);
      if (tag === "H" && output.slice(sp2 + 1, tab) === "0" && (mode === "100644" || mode === "100755"))
        blobs.set(path, output.slice(sp1 + 1, sp2));
    }
    start = end + 1;
  }
  return { paths: sorted ? paths : [...new Set(paths)].sort(byCodeUnits), blobs };
}

/** The tracked set of the listing's entries under `prefix` ("" = all), paths made prefix-relative. */
export function sliceListing(listing: RepoListing, prefix: string, dirty: ReadonlySet<string> | undefined): TrackedSet {
  const files = new Set<string>();
  const dirs = new Set<string>();
  const blobs = new Map<string, string>();
  const lead = prefix === "" ? "" : `${prefix}/`;
  const { paths } = listing;
  let lo = 0;
  let hi = paths.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((paths[mid] as string) < lead) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < paths.length; i++) {
    const full = paths[i] as string;
    if (!full.startsWith(lead)) break;
    const path = full.slice(lead.length);
    files.add(path);
    for (let slash = path.indexOf("/"); slash !== -1; slash = path.indexOf("/", slash + 1))
      dirs.add(path.slice(0, slash));
    const oid = listing.blobs.get(full);
    if (oid !== undefined && dirty !== undefined && !dirty.has(full)) blobs.set(path, oid);
  }
  return { files, dirs, blobs };
}

/** Every record of `git ls-files -v -z` is tagged "H": git compares each file with the work tree. */
function allComparedByGit(listing: string): boolean {
  for (let at = 0; at < listing.length;) {
    if (!listing.startsWith("H ", at)) return false;
    const end = listing.indexOf("\0", at);
    if (end === -1) break;
    at = end + 1;
  }
  return true;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * How the index asks git what changed: headers always print (simple-git waits 50 ms more after a
 * command that printed nothing), no untracked files, and no index write (another git may hold its lock).
 */
const STATUS = ["--no-optional-locks", "status", "--porcelain=v2", "--branch", "--untracked-files=no", "-z"];

/**
 * The paths whose working copy differs from the index, from `git status --porcelain=v2 -z`
 * (repository-relative): a changed entry whose second status letter is not ".", and every
 * unmerged one. A rename's record is followed by its original path, which is skipped.
 */
export function worktreeChanges(out: string): Set<string> {
  const changed = new Set<string>();
  const records = out.split("\0");
  for (let i = 0; i < records.length; i++) {
    const r = records[i] as string;
    const kind = r[0];
    if (kind !== "1" && kind !== "2" && kind !== "u") continue;
    // fields before the path: 1 → 8, 2 → 9 (and the next record is the original path), u → 10
    const fields = kind === "1" ? 8 : kind === "2" ? 9 : 10;
    let at = 0;
    for (let f = 0; f < fields && at !== -1; f++) at = r.indexOf(" ", at + 1);
    if (kind === "2") i++;
    if (at === -1) continue;
    if (kind === "u" || r[3] !== ".") changed.add(r.slice(at + 1));
  }
  return changed;
}

/** True when `git status --porcelain=v2 --branch -z` printed its headers and no change. */
function onlyStatusHeaders(out: string): boolean {
  const records = out.split("\0").filter((r) => r !== "");
  return records.length > 0 && records.every((r) => r.startsWith("# "));
}

export class GitRepoIndex {
  private readonly tops = new Map<string, Promise<string | null>>();
  private readonly listings = new Map<string, Promise<RepoListing>>();
  private readonly dirty = new Map<string, Promise<Set<string>>>();
  private readonly sets = new Map<string, Promise<TrackedSet | null>>();

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /**
   * The tracked set of `root`, or null when it is not inside a git work tree. With
   * `withBlobs`, `blobs` holds the blob id of every tracked file whose working copy matches
   * the index. Throws HarnessError when ls-files fails inside a work tree.
   */
  trackedSet(root: string, withBlobs: boolean): Promise<TrackedSet | null> {
    const key = `${withBlobs ? "b" : "-"}${root}`;
    let set = this.sets.get(key);
    if (!set) {
      set = this.computeSet(root, withBlobs);
      this.sets.set(key, set);
    }
    return set;
  }

  private async computeSet(root: string, withBlobs: boolean): Promise<TrackedSet | null> {
    let real: string;
    try {
      real = await realpath(root);
      if (!(await stat(real)).isDirectory()) return null;
    } catch {
      return null;
    }
    const top = real.split(sep).includes(".git") ? await this.revParseTop(real) : await this.toplevelOf(real);
    if (top === null) return null;
    const prefix = relative(top, real).split(sep).join("/");
    if (prefix.startsWith(".."))
      throw new HarnessError(`git reports ${top} as the work tree of ${root}, which is not inside it`);
    const [listing, dirty] = await Promise.all([
      this.listing(top).catch((e: unknown) => {
        throw new HarnessError(`git ls-files failed in ${root} (a git work tree): ${oneLine(e)}`);
      }),
      withBlobs ? this.dirtySet(top) : undefined,
    ]);
    return sliceListing(listing, prefix, dirty);
  }

  /**
   * Per root, the id of its tree at HEAD — when the work tree there is exactly HEAD: no tracked
   * file modified, deleted or staged, and no entry git stops comparing (assume-unchanged,
   * skip-worktree). Then a git-mode walk of the root is a function of that tree id alone.
   * Undefined when any root is outside a work tree, has no commit, or differs from HEAD.
   */
  async cleanTreeIds(roots: readonly string[]): Promise<string[] | undefined> {
    try {
      // Each question is asked in the root itself (`HEAD:./`, pathspec `.`), so no work-tree
      // discovery has to come first: outside a work tree git fails and the answer is undefined.
      const ids = await Promise.all(
        roots.map(async (root) => {
          const git = gitClient(await realpath(root), this.env);
          const [id, changed, flags] = await Promise.all([
            git.raw(["rev-parse", "--verify", "--quiet", "HEAD:./"]),
            // one record other than a header is a change (staged, unstaged or unmerged)
            git.raw([...STATUS, "--", "."]),
            git.raw(["ls-files", "-v", "-z", "--", "."]),
          ]);
          if (!onlyStatusHeaders(changed) || !allComparedByGit(flags)) return undefined;
          const tree = id.trim();
          return /^[0-9a-f]{40,64}$/.test(tree) ? tree : undefined;
        }),
      );
      return ids.every((id) => id !== undefined) ? (ids as string[]) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Starts finding the work tree holding `dir` and listing it, without waiting: a command that
   * will fingerprint skill trees of its working directory's repository calls this first, so
   * git runs while the command reads its first cassette rather than after.
   */
  warm(dir: string): void {
    realpath(dir)
      .then((real) => this.toplevelOf(real))
      .catch(() => undefined);
  }

  /** The work tree holding `dir` (real path), found as git finds it; memoized for every dir on the way. */
  private toplevelOf(dir: string): Promise<string | null> {
    let top = this.tops.get(dir);
    if (!top) {
      top = (async () => {
        if (await exists(join(dir, ".git"))) {
          // Almost always the work tree's top: start listing it while rev-parse confirms.
          const top = this.revParseTop(dir);
          void this.listing(dir).catch(() => {});
          return top;
        }
        const parent = dirname(dir);
        if (parent === dir || basename(parent) === ".git") return null;
        try {
          if ((await stat(parent)).dev !== (await stat(dir)).dev) return null; // git stops at a mount point
        } catch {
          return null;
        }
        return this.toplevelOf(parent);
      })();
      this.tops.set(dir, top);
    }
    return top;
  }

  private async revParseTop(dir: string): Promise<string | null> {
    try {
      const out = await gitClient(dir, this.env).raw(["rev-parse", "--show-toplevel"]);
      const top = out.trim();
      return top === "" ? null : await realpath(top);
    } catch {
      return null;
    }
  }

  /** The index listing of a work tree (one `git ls-files -s -v -z` per run). */
  private listing(top: string): Promise<RepoListing> {
    let listing = this.listings.get(top);
    if (!listing) {
      listing = gitClient(top, this.env).raw(["ls-files", "-s", "-v", "-z"]).then(parseLsFilesStage);
      this.listings.set(top, listing);
    }
    return listing;
  }

  /** Paths whose working copy differs from the index (asked with STATUS, see worktreeChanges). */
  private dirtySet(top: string): Promise<Set<string>> {
    let dirty = this.dirty.get(top);
    if (!dirty) {
      dirty = (async () => {
        try {
          const out = await gitClient(top, this.env).raw(STATUS);
          return worktreeChanges(out);
        } catch (e) {
          throw new HarnessError(`git status failed in ${top}: ${oneLine(e)}`);
        }
      })();
      this.dirty.set(top, dirty);
    }
    return dirty;
  }
}
