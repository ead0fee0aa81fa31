#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gitClient
} from "./chunk-K773VTCL.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/core/util/run-scope.ts
import { AsyncLocalStorage } from "node:async_hooks";
var RunScope = class {
  values = /* @__PURE__ */ new Map();
  /** `compute()` the first time `key` is asked for, the same value every time after. */
  memo(key, compute) {
    if (this.values.has(key)) return this.values.get(key);
    const value = compute();
    this.values.set(key, value);
    return value;
  }
  /** The value held for `key`, without computing one. */
  peek(key) {
    return this.values.get(key);
  }
};
var storage = new AsyncLocalStorage();
function withRunScope(scope, fn) {
  return storage.run(scope, fn);
}
var commandScope;
async function withCommandRunScope(scope, fn) {
  if (commandScope !== void 0) return withRunScope(scope, fn);
  commandScope = scope;
  try {
    return await fn();
  } finally {
    commandScope = void 0;
  }
}
function currentRunScope() {
  return storage.getStore() ?? commandScope;
}
function runMemo(key, compute) {
  const scope = currentRunScope();
  return scope ? scope.memo(key, compute) : compute();
}

// src/gate/fingerprint/git-file-set.ts
function gitSetEnabled(env) {
  return env.COWORK_HARNESS_GITSET !== "0";
}
function gitAccepts(tracked, rel) {
  return rel === "" || tracked.files.has(rel) || tracked.dirs.has(rel);
}

// src/gate/fingerprint/git-repo-index.ts
import { realpath, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
var byCodeUnits = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function parseLsFilesStage(output) {
  const paths = [];
  const blobs = /* @__PURE__ */ new Map();
  let previous;
  let sorted = true;
  for (let start = 0; start < output.length; ) {
    let end = output.indexOf("\0", start);
    if (end === -1) end = output.length;
    const tab = output.indexOf("	", start);
    if (tab !== -1 && tab < end) {
      const path = output.slice(tab + 1, end);
      if (path !== previous) {
        if (previous !== void 0 && path < previous) sorted = false;
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
function sliceListing(listing, prefix, dirty) {
  const files = /* @__PURE__ */ new Set();
  const dirs = /* @__PURE__ */ new Set();
  const blobs = /* @__PURE__ */ new Map();
  const lead = prefix === "" ? "" : `${prefix}/`;
  const { paths } = listing;
  let lo = 0;
  let hi = paths.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (paths[mid] < lead) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < paths.length; i++) {
    const full = paths[i];
    if (!full.startsWith(lead)) break;
    const path = full.slice(lead.length);
    files.add(path);
    for (let slash = path.indexOf("/"); slash !== -1; slash = path.indexOf("/", slash + 1))
      dirs.add(path.slice(0, slash));
    const oid = listing.blobs.get(full);
    if (oid !== void 0 && dirty !== void 0 && !dirty.has(full)) blobs.set(path, oid);
  }
  return { files, dirs, blobs };
}
function allComparedByGit(listing) {
  for (let at = 0; at < listing.length; ) {
    if (!listing.startsWith("H ", at)) return false;
    const end = listing.indexOf("\0", at);
    if (end === -1) break;
    at = end + 1;
  }
  return true;
}
async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
var STATUS = ["--no-optional-locks", "status", "--porcelain=v2", "--branch", "--untracked-files=no", "-z"];
function worktreeChanges(out) {
  const changed = /* @__PURE__ */ new Set();
  const records = out.split("\0");
  for (let i = 0; i < records.length; i++) {
    const r = records[i];
    const kind = r[0];
    if (kind !== "1" && kind !== "2" && kind !== "u") continue;
    const fields = kind === "1" ? 8 : kind === "2" ? 9 : 10;
    let at = 0;
    for (let f = 0; f < fields && at !== -1; f++) at = r.indexOf(" ", at + 1);
    if (kind === "2") i++;
    if (at === -1) continue;
    if (kind === "u" || r[3] !== ".") changed.add(r.slice(at + 1));
  }
  return changed;
}
function onlyStatusHeaders(out) {
  const records = out.split("\0").filter((r) => r !== "");
  return records.length > 0 && records.every((r) => r.startsWith("# "));
}
var GitRepoIndex = class {
  constructor(env) {
    this.env = env;
  }
  env;
  tops = /* @__PURE__ */ new Map();
  listings = /* @__PURE__ */ new Map();
  dirty = /* @__PURE__ */ new Map();
  sets = /* @__PURE__ */ new Map();
  /**
   * The tracked set of `root`, or null when it is not inside a git work tree. With
   * `withBlobs`, `blobs` holds the blob id of every tracked file whose working copy matches
   * the index. Throws HarnessError when ls-files fails inside a work tree.
   */
  trackedSet(root, withBlobs) {
    const key = `${withBlobs ? "b" : "-"}${root}`;
    let set = this.sets.get(key);
    if (!set) {
      set = this.computeSet(root, withBlobs);
      this.sets.set(key, set);
    }
    return set;
  }
  async computeSet(root, withBlobs) {
    let real;
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
      this.listing(top).catch((e) => {
        throw new HarnessError(`git ls-files failed in ${root} (a git work tree): ${oneLine(e)}`);
      }),
      withBlobs ? this.dirtySet(top) : void 0
    ]);
    return sliceListing(listing, prefix, dirty);
  }
  /**
   * Per root, the id of its tree at HEAD — when the work tree there is exactly HEAD: no tracked
   * file modified, deleted or staged, and no entry git stops comparing (assume-unchanged,
   * skip-worktree). Then a git-mode walk of the root is a function of that tree id alone.
   * Undefined when any root is outside a work tree, has no commit, or differs from HEAD.
   */
  async cleanTreeIds(roots) {
    try {
      const ids = await Promise.all(
        roots.map(async (root) => {
          const git = gitClient(await realpath(root), this.env);
          const [id, changed, flags] = await Promise.all([
            git.raw(["rev-parse", "--verify", "--quiet", "HEAD:./"]),
            // one record other than a header is a change (staged, unstaged or unmerged)
            git.raw([...STATUS, "--", "."]),
            git.raw(["ls-files", "-v", "-z", "--", "."])
          ]);
          if (!onlyStatusHeaders(changed) || !allComparedByGit(flags)) return void 0;
          const tree = id.trim();
          return /^[0-9a-f]{40,64}$/.test(tree) ? tree : void 0;
        })
      );
      return ids.every((id) => id !== void 0) ? ids : void 0;
    } catch {
      return void 0;
    }
  }
  /**
   * Starts finding the work tree holding `dir` and listing it, without waiting: a command that
   * will fingerprint skill trees of its working directory's repository calls this first, so
   * git runs while the command reads its first cassette rather than after.
   */
  warm(dir) {
    realpath(dir).then((real) => this.toplevelOf(real)).catch(() => void 0);
  }
  /** The work tree holding `dir` (real path), found as git finds it; memoized for every dir on the way. */
  toplevelOf(dir) {
    let top = this.tops.get(dir);
    if (!top) {
      top = (async () => {
        if (await exists(join(dir, ".git"))) {
          const top2 = this.revParseTop(dir);
          void this.listing(dir).catch(() => {
          });
          return top2;
        }
        const parent = dirname(dir);
        if (parent === dir || basename(parent) === ".git") return null;
        try {
          if ((await stat(parent)).dev !== (await stat(dir)).dev) return null;
        } catch {
          return null;
        }
        return this.toplevelOf(parent);
      })();
      this.tops.set(dir, top);
    }
    return top;
  }
  async revParseTop(dir) {
    try {
      const out = await gitClient(dir, this.env).raw(["rev-parse", "--show-toplevel"]);
      const top = out.trim();
      return top === "" ? null : await realpath(top);
    } catch {
      return null;
    }
  }
  /** The index listing of a work tree (one `git ls-files -s -v -z` per run). */
  listing(top) {
    let listing = this.listings.get(top);
    if (!listing) {
      listing = gitClient(top, this.env).raw(["ls-files", "-s", "-v", "-z"]).then(parseLsFilesStage);
      this.listings.set(top, listing);
    }
    return listing;
  }
  /** Paths whose working copy differs from the index (asked with STATUS, see worktreeChanges). */
  dirtySet(top) {
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
};

// src/gate/fingerprint/fingerprint-run.ts
var FingerprintRun = class {
  constructor(digestCache) {
    this.digestCache = digestCache;
  }
  digestCache;
  trees = /* @__PURE__ */ new Map();
  digests = /* @__PURE__ */ new Map();
  gitIndexes = /* @__PURE__ */ new Map();
  /** The git index of this run for an environment (git's environment is part of the answer). */
  gitIndex(env) {
    const key = JSON.stringify(Object.entries(env).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
    let index = this.gitIndexes.get(key);
    if (!index) {
      index = new GitRepoIndex(env);
      this.gitIndexes.set(key, index);
    }
    return index;
  }
};
var KEY = "fingerprint/run";
function fingerprintScope(run) {
  const scope = new RunScope();
  scope.memo(KEY, () => run);
  return scope;
}
function withFingerprintRun(run, fn) {
  return withRunScope(fingerprintScope(run), fn);
}
function withCommandFingerprintRun(run, fn) {
  return withCommandRunScope(fingerprintScope(run), fn);
}
function currentFingerprintRun() {
  return currentRunScope()?.peek(KEY);
}
function warmGitListing(run, dir, env) {
  if (gitSetEnabled(env)) run.gitIndex(env).warm(dir);
}

export {
  runMemo,
  gitSetEnabled,
  gitAccepts,
  GitRepoIndex,
  FingerprintRun,
  fingerprintScope,
  withFingerprintRun,
  withCommandFingerprintRun,
  currentFingerprintRun,
  warmGitListing
};
