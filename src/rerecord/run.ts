/**
 * The whole re-record job, shared by `cowork-harness rerecord` and the Action's
 * `command: rerecord`: find the cassettes, select the stale ones, re-record each (the old file
 * stays unless the new one replays green), then write the refreshed ones back per commit mode.
 * After a rebase in push mode the refreshed cassettes are diagnosed again: if the remote's
 * changes made them stale, nothing is pushed.
 */
import { relative } from "node:path";
import { resolveTargets } from "../check/targets.js";
import type { CassetteFormat } from "../record/format.js";
import { commitBack, type CommitBackResult, type GitHubTarget } from "./commit-back.js";
import { currentBranch, type GitIdentity } from "./git.js";
import type { CommitMode } from "./guards.js";
import { rerecordStale, type RerecordItem } from "./rerecord.js";
import { selectStaleCassettes, staleEntry } from "./select.js";
import { oneLine } from "../util/errors.js";

export interface RerecordJobOptions {
  /** where paths are resolved and git runs */
  root: string;
  paths: readonly string[];
  mode: CommitMode;
  format?: "keep" | CassetteFormat;
  allowFailing?: boolean;
  dryRun?: boolean;
  /** environment for the agent run (ANTHROPIC_API_KEY reaches only the agent) */
  recordEnv: NodeJS.ProcessEnv;
  /** environment for git and the staleness checks (default process.env) */
  env?: NodeJS.ProcessEnv;
  identity?: GitIdentity;
  remote?: string;
  skipCi?: boolean;
  baselinesDir?: string;
  agentBinary?: string;
  timeoutMs?: number;
  github?: GitHubTarget;
  maxPushAttempts?: number;
  /** test hook: runs before every push attempt */
  beforePush?: (attempt: number) => void | Promise<void>;
  log?: (line: string) => void;
}

export interface RerecordJobReport {
  items: RerecordItem[];
  fresh: string[];
  commit: CommitBackResult;
  /** why writing back failed (one line); the refreshed files stay in the work tree */
  commitError?: string;
  /** every stale cassette was refreshed (or, in a dry run, could be) and written back as asked */
  ok: boolean;
}

export async function runRerecordJob(opts: RerecordJobOptions): Promise<RerecordJobReport> {
  const env = opts.env ?? process.env;
  const git = { dir: opts.root, env, ...(opts.identity ? { identity: opts.identity } : {}) };
  const writesBack = opts.mode !== "none" && opts.dryRun !== true;
  // Fail before any live run (which costs money) when there is no branch to write back to.
  if (writesBack) await currentBranch(git);

  const files = await resolveTargets(opts.root, opts.paths);
  const selectOpts = { env, ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}) };
  const selection = await selectStaleCassettes(files, selectOpts);
  opts.log?.(`${selection.stale.length} stale of ${files.length} cassette(s)`);
  const items = await rerecordStale(selection.stale, {
    format: opts.format ?? "keep",
    allowFailing: opts.allowFailing === true,
    dryRun: opts.dryRun === true,
    env: opts.recordEnv,
    ...(opts.agentBinary ? { agentBinary: opts.agentBinary } : {}),
    ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}),
    ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
    ...(opts.log ? { log: opts.log } : {}),
    displayPath: (p: string) => relative(opts.root, p),
  });
  const ok = items.every((i) => i.status === "refreshed" || i.status === "dry-run");

  const refreshed = items.filter((i) => i.status === "refreshed").map((i) => i.cassettePath);
  const afterRebase = async (): Promise<string | undefined> => {
    for (const f of refreshed) {
      const again = await staleEntry(f, selectOpts);
      if (again) return `${relative(opts.root, f)} is stale again on the new remote tip (${again.reasons[0] ?? "stale"}) — re-run the re-record`;
    }
    return undefined;
  };
  if (opts.dryRun) return { items, fresh: selection.fresh, commit: { changesDetected: false }, ok };
  try {
    const commit = await commitBack(items, {
      mode: opts.mode,
      git,
      afterRebase,
      ...(opts.remote ? { remote: opts.remote } : {}),
      ...(opts.skipCi ? { skipCi: true } : {}),
      ...(opts.maxPushAttempts ? { maxPushAttempts: opts.maxPushAttempts } : {}),
      ...(opts.beforePush ? { beforePush: opts.beforePush } : {}),
      ...(opts.github ? { github: opts.github } : {}),
    });
    return { items, fresh: selection.fresh, commit, ok };
  } catch (e) {
    return { items, fresh: selection.fresh, commit: { changesDetected: refreshed.length > 0 }, commitError: oneLine(e), ok: false };
  }
}
