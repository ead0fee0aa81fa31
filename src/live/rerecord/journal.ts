/**
 * Crash consistency of the re-record job (issue 18). A job can be killed (SIGKILL, a lost runner)
 * at any instant; the next run must then neither lose nor mistake what the killed one did.
 *
 * The journal, `<git dir>/cowork-harness/rerecord-journal.json` (inside .git: never in the work
 * tree, never committed), records:
 *  - `pid`: the job that is writing back right now, so that the next run knows the git lock files
 *    and the isolated work trees it finds were left by a dead process;
 *  - `entries`: each cassette the job re-recorded, with the sha256 of the bytes it wrote, noted
 *    BEFORE the new cassette is renamed over the old one. A cassette whose bytes still equal its
 *    entry and differ from HEAD is a refresh that was never written back: the next run in push or
 *    pull-request mode writes it back instead of taking it for fresh (the bug of issue 18: the
 *    next run pushed only the still-stale cassettes and exited 0). Entries are dropped once the
 *    cassette is on the remote;
 *  - `advance`: the local branch is being moved to a commit that is already on the remote
 *    (after the push, or after the GitHub API moved the branch to the commit it made and the
 *    branch was fetched: commit-signing api); the next run completes that move. A job killed
 *    after the API moved the branch but before the fetch left no advance: the next run finds its
 *    cassettes already refreshed on the remote (isolated-push.ts) and fast-forwards there.
 *
 * `recoverRepository` runs at the start of every writing re-record job, before any git command
 * that writes: it removes the lock files and isolated work trees of a dead job and completes
 * a pending local advance.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { gitClient } from "../../core/git/client.js";
import { formatOfVersion, type CassetteFormat } from "../../core/cassette/format.js";
import { writeFileAtomic } from "../../core/util/atomic-write.js";
import { pidAlive, sweepBeside } from "../../core/util/temp-files.js";

export interface JournalEntry {
  /** repository-relative, forward slashes */
  path: string;
  sha256: string;
}

export interface Journal {
  version: 1;
  pid?: number;
  entries: JournalEntry[];
  advance?: { branch: string; from: string; to: string };
}

export const ISOLATED_PREFIX = "cowork-rerecord-wt-";

function plainGit(dir: string, env: NodeJS.ProcessEnv = process.env) {
  return gitClient(dir, env);
}

export interface RepoPaths {
  top: string;
  /** the common git dir (shared by linked work trees) */
  gitDir: string;
}

export async function repoPaths(dir: string, env?: NodeJS.ProcessEnv): Promise<RepoPaths> {
  const g = plainGit(dir, env);
  const top = (await g.raw(["rev-parse", "--show-toplevel"])).trim();
  const common = (await g.raw(["rev-parse", "--git-common-dir"])).trim();
  return { top, gitDir: resolve(dir, common) };
}

const journalFile = (gitDir: string) => join(gitDir, "cowork-harness", "rerecord-journal.json");

export async function readJournal(gitDir: string): Promise<Journal> {
  try {
    const j = JSON.parse(await readFile(journalFile(gitDir), "utf8")) as Partial<Journal>;
    return {
      version: 1,
      entries: Array.isArray(j.entries)
        ? j.entries.filter((e) => typeof e?.path === "string" && typeof e?.sha256 === "string")
        : [],
      ...(typeof j.pid === "number" ? { pid: j.pid } : {}),
      ...(j.advance ? { advance: j.advance } : {}),
    };
  } catch {
    return { version: 1, entries: [] };
  }
}

export async function writeJournal(gitDir: string, j: Journal): Promise<void> {
  await mkdir(join(gitDir, "cowork-harness"), { recursive: true });
  await writeFileAtomic(journalFile(gitDir), `${JSON.stringify(j)}\n`);
}

export async function updateJournal(gitDir: string, fn: (j: Journal) => Journal): Promise<void> {
  await writeJournal(gitDir, fn(await readJournal(gitDir)));
}

/** Notes that `branch` is moving from `from` to `to` (already on the remote), before it moves: a run killed meanwhile has it completed by the next (recoverRepository). */
export async function recordAdvance(gitDir: string, branch: string, from: string, to: string): Promise<void> {
  await updateJournal(gitDir, (j) => ({ ...j, advance: { branch, from, to } }));
}

/** The branch move noted by recordAdvance is done (or given up). */
export async function clearAdvance(gitDir: string): Promise<void> {
  await updateJournal(gitDir, (j) => {
    const { advance: _a, ...rest } = j;
    return rest;
  });
}

export const sha256File = async (path: string) =>
  createHash("sha256")
    .update(await readFile(path))
    .digest("hex");

const rel = (top: string, p: string) => relative(top, p).split("\\").join("/");

/** Notes a re-recorded cassette (its new bytes are in `tempPath`), before it replaces `cassettePath`. */
export async function noteRefreshed(repo: RepoPaths, cassettePath: string, tempPath: string): Promise<void> {
  const entry = { path: rel(repo.top, resolve(cassettePath)), sha256: await sha256File(tempPath) };
  await updateJournal(repo.gitDir, (j) => ({
    ...j,
    entries: [...j.entries.filter((e) => e.path !== entry.path), entry],
  }));
}

/** Drops the entries of `files` (absolute), which are now on the remote (or given up). */
export async function forgetRefreshed(repo: RepoPaths, files: readonly string[]): Promise<void> {
  const drop = new Set(files.map((f) => rel(repo.top, resolve(f))));
  await updateJournal(repo.gitDir, (j) => ({ ...j, entries: j.entries.filter((e) => !drop.has(e.path)) }));
}

/**
 * The cassettes a killed run re-recorded but never wrote back: their bytes equal the journal
 * entry and differ from HEAD. Entries that no longer match (committed since, edited, restored)
 * are dropped from the journal.
 */
export async function pendingRefreshed(repo: RepoPaths, env?: NodeJS.ProcessEnv): Promise<string[]> {
  const j = await readJournal(repo.gitDir);
  if (j.entries.length === 0) return [];
  const g = plainGit(repo.top, env);
  const keep: JournalEntry[] = [];
  for (const e of j.entries) {
    const abs = join(repo.top, e.path);
    if (!existsSync(abs)) continue;
    if ((await sha256File(abs)) !== e.sha256) continue;
    const blob = (await g.raw(["hash-object", "--", e.path])).trim();
    const inHead = await g.raw(["rev-parse", "--verify", "--quiet", `HEAD:${e.path}`]).then(
      (o) => o.trim(),
      () => "",
    );
    if (blob === inHead) continue;
    keep.push(e);
  }
  if (keep.length !== j.entries.length) await writeJournal(repo.gitDir, { ...j, entries: keep });
  return keep.map((e) => join(repo.top, e.path));
}

async function locksUnder(dir: string, depth = 0): Promise<string[]> {
  if (depth > 8) return [];
  const out: string[] = [];
  const list = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of list) {
    if (e.name === "objects") continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await locksUnder(p, depth + 1)));
    else if (e.name.endsWith(".lock")) out.push(p);
  }
  return out;
}

/**
 * Cleans up after a re-record job that was killed: only when the journal names a writing job
 * whose process is gone. Removes the git lock files it left (index.lock, ref locks), the isolated
 * work trees it was committing in, and completes a local fast-forward it had started. Returns
 * what it did, one line each.
 */
export async function recoverRepository(repo: RepoPaths, env?: NodeJS.ProcessEnv): Promise<string[]> {
  const j = await readJournal(repo.gitDir);
  const done: string[] = [];
  if (j.pid !== undefined && j.pid !== process.pid && !pidAlive(j.pid)) {
    for (const lock of await locksUnder(repo.gitDir)) {
      await rm(lock, { force: true });
      done.push(`removed ${relative(repo.gitDir, lock)} left by the killed re-record (pid ${j.pid})`);
    }
  }
  // isolated work trees of dead jobs: their directory and their registration under .git/worktrees
  for (const base of [tmpdir()]) {
    const names = await readdir(base).catch(() => [] as string[]);
    for (const name of names) {
      const m = new RegExp(`^${ISOLATED_PREFIX}(\\d+)-`).exec(name);
      if (!m || pidAlive(Number(m[1]))) continue;
      const st = await stat(join(base, name)).catch(() => undefined);
      if (!st?.isDirectory()) continue;
      await rm(join(base, name), { recursive: true, force: true });
    }
  }
  const wts = join(repo.gitDir, "worktrees");
  for (const name of await readdir(wts).catch(() => [] as string[])) {
    const m = new RegExp(`^${ISOLATED_PREFIX}(\\d+)-`).exec(name);
    if (!m || pidAlive(Number(m[1]))) continue;
    await rm(join(wts, name), { recursive: true, force: true });
  }
  await plainGit(repo.top, env)
    .raw(["worktree", "prune"])
    .catch(() => undefined);
  if (j.advance && (j.pid === undefined || !pidAlive(j.pid) || j.pid === process.pid)) {
    const line = await completeAdvance(repo, j.advance, env).catch(
      (e: unknown) =>
        `could not finish moving ${j.advance!.branch} to ${j.advance!.to.slice(0, 12)}: ${String(e).split("\n")[0]}`,
    );
    if (line) done.push(line);
    await clearAdvance(repo.gitDir);
  }
  return done;
}

/**
 * Moves the local branch from `from` to `to` (a commit already on the remote whose tree is
 * `from`'s plus the refreshed cassettes, possibly on top of the remote's newer commits), keeping
 * the work tree's other changes: the cassettes are staged (their work-tree bytes are the pushed
 * ones), a two-way read-tree brings the work tree and index from `from` to `to`, then the ref
 * moves. Idempotent: a branch already at `to` is left alone.
 */
export async function completeAdvance(
  repo: RepoPaths,
  adv: { branch: string; from: string; to: string },
  env?: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  const g = plainGit(repo.top, env);
  const head = (await g.raw(["rev-parse", "HEAD"])).trim();
  const onBranch =
    (await g.raw(["symbolic-ref", "--quiet", "HEAD"]).catch(() => "")).trim() === `refs/heads/${adv.branch}`;
  if (!onBranch || head === adv.to) return undefined;
  if (head !== adv.from)
    return `left ${adv.branch} at ${head.slice(0, 12)}: it moved since the re-record (${adv.to.slice(0, 12)} is on the remote)`;
  const changed = (await g.raw(["diff", "--name-only", "-z", adv.from, adv.to])).split("\0").filter((s) => s !== "");
  // the cassettes whose work-tree bytes are already the pushed ones: stage them so read-tree sees them clean
  const same: string[] = [];
  for (const f of changed) {
    if (!existsSync(join(repo.top, f))) continue;
    const blob = (await g.raw(["hash-object", "--", f])).trim();
    const target = await g.raw(["rev-parse", "--verify", "--quiet", `${adv.to}:${f}`]).then(
      (o) => o.trim(),
      () => "",
    );
    if (blob === target) same.push(f);
  }
  if (same.length > 0) await g.raw(["update-index", "--add", "--", ...same]);
  await g.raw(["read-tree", "-m", "-u", adv.from, adv.to]);
  await g.raw([
    "update-ref",
    "-m",
    "cowork-harness rerecord: fast-forward to the pushed re-record",
    `refs/heads/${adv.branch}`,
    adv.to,
    adv.from,
  ]);
  return undefined;
}

/** The crash-consistency side of one writing re-record job (run.ts creates it before any git write). */
export interface WriteBackGuard {
  repo: RepoPaths;
  log: (line: string) => void;
  /**
   * The refreshed cassettes a killed run left unwritten-back, among `selection`'s fresh ones (they
   * are taken out of it): items with status "refreshed", to be written back with this run's. Also
   * sweeps the temp files killed writers left beside the cassettes.
   */
  pendingItems(selection: { stale: readonly { cassettePath: string }[]; fresh: string[] }): Promise<PendingItem[]>;
  /** before a re-recorded cassette (now in tempPath) replaces cassettePath */
  noteRefreshed(cassettePath: string, tempPath: string): Promise<void>;
  /** these cassettes are on the user's branch and the remote now */
  written(files: readonly string[]): Promise<void>;
  /** the job's git writes are over */
  end(): Promise<void>;
}

export interface PendingItem {
  cassettePath: string;
  format: CassetteFormat;
  reasons: string[];
  status: "refreshed";
}

function clearPidSync(gitDir: string, pid: number): void {
  try {
    const file = journalFile(gitDir);
    const j = JSON.parse(readFileSync(file, "utf8")) as Journal;
    if (j.pid !== pid) return;
    delete j.pid;
    const tmp = `${file}.${pid}.exit`;
    writeFileSync(tmp, `${JSON.stringify(j)}\n`);
    renameSync(tmp, file);
  } catch {
    /* nothing to clear */
  }
}

export async function beginWriteBack(
  dir: string,
  env?: NodeJS.ProcessEnv,
  log: (line: string) => void = () => {},
): Promise<WriteBackGuard> {
  const repo = await repoPaths(dir, env);
  for (const line of await recoverRepository(repo, env)) log(line);
  await updateJournal(repo.gitDir, (j) => ({ ...j, pid: process.pid }));
  const onExit = () => clearPidSync(repo.gitDir, process.pid);
  process.once("exit", onExit);
  return {
    repo,
    log,
    async pendingItems(selection) {
      await sweepBeside([...selection.stale.map((s) => s.cassettePath), ...selection.fresh]);
      const stale = new Set(selection.stale.map((s) => resolve(s.cassettePath)));
      const out: PendingItem[] = [];
      for (const p of await pendingRefreshed(repo, env)) {
        if (stale.has(resolve(p))) continue; // stale again: this run re-records it
        const i = selection.fresh.findIndex((f) => resolve(f) === resolve(p));
        if (i < 0) continue; // not among this run's cassettes
        const [path] = selection.fresh.splice(i, 1);
        let version: unknown;
        try {
          version = (JSON.parse(await readFile(path!, "utf8")) as { cassetteVersion?: unknown }).cassetteVersion;
        } catch {
          version = undefined;
        }
        log(
          `${relative(repo.top, path!)} was re-recorded by an interrupted run and never written back: writing it back now`,
        );
        out.push({
          cassettePath: path!,
          format: formatOfVersion(typeof version === "number" ? version : undefined),
          reasons: ["re-recorded by an interrupted run, not yet written back"],
          status: "refreshed",
        });
      }
      return out;
    },
    noteRefreshed: (cassettePath, tempPath) => noteRefreshed(repo, cassettePath, tempPath),
    written: (files) => forgetRefreshed(repo, files),
    async end() {
      process.removeListener("exit", onExit);
      await updateJournal(repo.gitDir, (j) => {
        if (j.pid !== process.pid) return j;
        const { pid: _p, ...rest } = j;
        return rest;
      });
    },
  };
}
