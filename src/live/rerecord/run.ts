/**
 * The whole re-record job, shared by `cowork-harness rerecord` and the Action's
 * `command: rerecord`: check that the branch can be written back to (it exists on the remote and
 * HEAD holds no commit the remote lacks: the job pushes cassettes only), find the cassettes,
 * select the stale ones (and, with includeFailing, the failing ones), re-record each (the old
 * file stays unless the new one replays green; the cost cap stops the rest), then write the
 * refreshed ones back per commit mode, with the semantic diff in the commit message or the PR.
 * In pull-request mode a run that finds nothing stale closes the open bot PR, and a run that
 * would offer again what a person declined (closed unmerged) records nothing.
 * After a rebase in push mode the refreshed cassettes are diagnosed again: if the remote's
 * changes made them stale, nothing is pushed.
 * Every unrecorded scenario (a scenario file no cassette records, found as the gate finds it:
 * unrecorded.ts) joins the work list and is recorded to its first cassette the same way.
 */
import { createHash } from "node:crypto";
import { relative } from "node:path";
import { NoCassettesError, resolveTargets } from "../../gate/check/targets.js";
import type { CassetteFormat } from "../../core/cassette/format.js";
import { EXIT, HarnessError, oneLine } from "../../core/util/errors.js";
import { commitBack, type CommitBackResult, type GitHubTarget } from "./commit-back.js";
import { currentBranch, headSha, upstreamState, type GitContext, type GitIdentity } from "./git.js";
import type { CommitMode } from "./guards.js";
import { jobOutcome, type JobOutcome, type OnNothingStale } from "./outcome.js";
import {
  closeBotPullRequest,
  findDeclinedPullRequest,
  keyMarker,
  rerecordBranchFor,
  type ClosedPullRequest,
  type DeclinedPullRequest,
  type PullRequestMetadata,
} from "./pull-request.js";
import type { CommitSigning } from "./api-commit.js";
import { rerecordCommitDetails, rerecordPullRequestBody } from "./report-md.js";
import { beginWriteBack } from "./journal.js";
import { allowListFromValues } from "../../gate/verify/allow-list.js";
import { rerecordStale, type RerecordItem } from "./rerecord.js";
import { selectStaleCassettes, staleEntry, type StaleCassette } from "./select.js";
import { selectUnrecorded } from "./unrecorded.js";
import type { LiveDeciderSession } from "../answerers/live-session.js";
import type { RunBounds } from "../../core/settings/run-bounds.js";

export interface RerecordJobOptions {
  /** where paths are resolved and git runs */
  root: string;
  paths: readonly string[];
  /** where the scenario files are (globs, relative to root); default: beside the paths, as the gate has it */
  scenarioGlobs?: readonly string[];
  mode: CommitMode;
  format?: "keep" | CassetteFormat;
  allowFailing?: boolean;
  /** also re-record cassettes whose replay verdict fails, not only stale ones */
  includeFailing?: boolean;
  dryRun?: boolean;
  /** stop re-recording once the reported spend reaches this (US dollars) */
  maxCostUsd?: number;
  onNothingStale?: OnNothingStale;
  /** environment for the agent run (ANTHROPIC_API_KEY reaches only the agent) */
  recordEnv: NodeJS.ProcessEnv;
  /** environment for git and the staleness checks (default process.env) */
  env?: NodeJS.ProcessEnv;
  identity?: GitIdentity;
  /** a token for git's push and fetch instead of the checkout's credentials (git.ts GitContext.token) */
  pushToken?: string;
  remote?: string;
  skipCi?: boolean;
  baselinesDir?: string;
  agentBinary?: string;
  timeoutMs?: number;
  /** the trusted time ceiling and tier rule of each live run (src/core/settings/run-bounds.ts) */
  bounds?: RunBounds;
  github?: GitHubTarget;
  /** api: the commit is made through the GitHub API, which signs it (needs `github`); local (default): git commits and pushes */
  commitSigning?: CommitSigning;
  /** pull-request mode: labels, reviewers, team reviewers, assignees, draft */
  pullRequestMetadata?: PullRequestMetadata;
  /** the Actions run, linked from the PR body */
  runUrl?: string;
  maxPushAttempts?: number;
  /** the job's live deciders (--on-unanswered, --decider-llm, --decider-cmd) */
  live?: LiveDeciderSession;
  /** test hook: runs before every push attempt */
  beforePush?: (attempt: number) => void | Promise<void>;
  log?: (line: string) => void;
}

export interface RerecordJobReport {
  items: RerecordItem[];
  fresh: string[];
  /** how many cassettes were looked at */
  checked: number;
  /** how many scenario files had no cassette (each is among the items, recorded like a stale cassette) */
  unrecorded?: number;
  commit: CommitBackResult;
  /** why writing back failed (one line); the refreshed files stay in the work tree */
  commitError?: string;
  /** pull-request mode: the open bot PR this run closed because nothing was stale */
  closed?: ClosedPullRequest;
  /** pull-request mode: the PR a person closed unmerged that offered exactly this re-record */
  declined?: DeclinedPullRequest;
  outcome: JobOutcome;
  /** outcome.ok */
  ok: boolean;
}

/** What a re-record PR refreshes and why, as a short key: the same key means the same offer. */
export function selectionKey(stale: readonly StaleCassette[], root: string): string {
  const text = [...stale]
    .map((s) => `${relative(root, s.cassettePath).split("\\").join("/")}\n${s.reasons.join("\n")}`)
    .sort()
    .join("\n\n");
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/** Refuses (before any live run) to write back from a HEAD holding commits the remote branch lacks. */
async function checkUpstream(git: GitContext, remote: string, branch: string): Promise<void> {
  const { unpushed } = await upstreamState(git, { remote, branch });
  if (unpushed.length === 0) return;
  const shown = unpushed.slice(0, 3).join("; ") + (unpushed.length > 3 ? `; … ${unpushed.length - 3} more` : "");
  throw new HarnessError(
    `HEAD has ${unpushed.length} commit(s) that ${remote}/${branch} does not have (${shown}) — the re-record writes back only the cassettes, on top of ${remote}/${branch}: push or drop those commits first (or use --commit-mode none); nothing was recorded`,
    EXIT.fail,
  );
}

function finish(r: Omit<RerecordJobReport, "outcome" | "ok">, opts: RerecordJobOptions): RerecordJobReport {
  const outcome = jobOutcome(
    { ...r, outcome: { ok: true, line: "", warnings: [] }, ok: true },
    {
      root: opts.root,
      mode: opts.mode,
      ...(opts.onNothingStale ? { onNothingStale: opts.onNothingStale } : {}),
      ...(opts.maxCostUsd !== undefined ? { maxCostUsd: opts.maxCostUsd } : {}),
    },
  );
  return { ...r, outcome, ok: outcome.ok };
}

export async function runRerecordJob(opts: RerecordJobOptions): Promise<RerecordJobReport> {
  const env = opts.env ?? process.env;
  const remote = opts.remote ?? "origin";
  const git: GitContext = {
    dir: opts.root,
    env,
    ...(opts.identity ? { identity: opts.identity } : {}),
    ...(opts.pushToken ? { token: opts.pushToken } : {}),
  };
  const writesBack = opts.mode !== "none" && opts.dryRun !== true;
  // crash consistency (journal.ts): clean up after a killed run before any git write; outside a
  // work tree there is none, and currentBranch below says so in its own words
  const guard = writesBack ? await beginWriteBack(opts.root, env, opts.log).catch(() => undefined) : undefined;
  // Fail before any live run (which costs money) when there is nothing right to write back to.
  const base = writesBack ? await currentBranch(git) : undefined;
  if (base !== undefined) await checkUpstream(git, remote, base);

  // no cassette yet is no error while there are scenarios to record (said below when there are none)
  let noCassettes: NoCassettesError | undefined;
  const files = await resolveTargets(opts.root, opts.paths).catch((e: unknown) => {
    if (!(e instanceof NoCassettesError)) throw e;
    noCassettes = e;
    return [] as string[];
  });
  const selectOpts = { env, ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}) };
  const selection = await selectStaleCassettes(files, {
    ...selectOpts,
    ...(opts.includeFailing ? { includeFailing: true } : {}),
  });
  const found = await selectUnrecorded({
    root: opts.root,
    targets: opts.paths,
    ...(opts.scenarioGlobs ? { scenarioGlobs: opts.scenarioGlobs } : {}),
    recorded: selection.recorded,
    env,
  });
  if (noCassettes && found.unrecorded.length === 0) throw noCassettes;
  // the work list: the stale cassettes, then the unrecorded scenarios
  const work: StaleCassette[] = [...selection.stale, ...found.unrecorded];
  const pending = guard ? await guard.pendingItems({ stale: work, fresh: selection.fresh }) : [];
  const unrecordedLine =
    found.unrecorded.length > 0 ? `; ${found.unrecorded.length} unrecorded of ${found.scenarios} scenario file(s)` : "";
  opts.log?.(
    `${selection.stale.length} ${opts.includeFailing ? "stale or failing" : "stale"} of ${files.length} cassette(s)${unrecordedLine}`,
  );
  const common = {
    fresh: selection.fresh,
    checked: files.length,
    ...(found.unrecorded.length > 0 ? { unrecorded: found.unrecorded.length } : {}),
  };
  const pr =
    opts.mode === "pull-request" && writesBack && opts.github && base !== undefined
      ? { ...opts.github, head: rerecordBranchFor(base), base }
      : undefined;
  const key = selectionKey(work, opts.root);

  if (pr && work.length === 0 && pending.length === 0) {
    try {
      const sha = (await headSha(git)).slice(0, 12);
      const why = `No cassette is stale on \`${pr.base}\` any more (${files.length} checked at ${sha}), so this re-record is no longer needed: closing it and deleting \`${pr.head}\`. A later run opens a new pull request when a cassette goes stale again.`;
      const closed = await closeBotPullRequest(pr.client, pr, why);
      if (closed) opts.log?.(`closed pull request #${closed.number}: nothing is stale`);
      return finish({ items: [], ...common, commit: { changesDetected: false }, ...(closed ? { closed } : {}) }, opts);
    } catch (e) {
      return finish({ items: [], ...common, commit: { changesDetected: false }, commitError: oneLine(e) }, opts);
    }
  }
  if (pr && work.length > 0) {
    const declined = await findDeclinedPullRequest(pr.client, pr, key).catch((e: unknown) => {
      throw new HarnessError(oneLine(e), EXIT.fail);
    });
    if (declined) {
      const items: RerecordItem[] = work.map((s) => ({
        cassettePath: s.cassettePath,
        format: s.format,
        reasons: s.reasons,
        ...(s.scenarioPath ? { scenarioPath: s.scenarioPath } : {}),
        ...(s.unrecorded ? { unrecorded: true as const } : {}),
        status: "declined",
        error: `pull request #${declined.number} offering this re-record was closed without merging`,
      }));
      return finish({ items, ...common, commit: { changesDetected: false }, declined }, opts);
    }
  }

  const items = await rerecordStale(work, {
    format: opts.format ?? "keep",
    allowFailing: opts.allowFailing === true,
    dryRun: opts.dryRun === true,
    env: opts.recordEnv,
    ...(opts.maxCostUsd !== undefined ? { maxCostUsd: opts.maxCostUsd } : {}),
    ...(opts.agentBinary ? { agentBinary: opts.agentBinary } : {}),
    ...(opts.baselinesDir ? { baselinesDir: opts.baselinesDir } : {}),
    ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
    ...(opts.bounds ? { bounds: opts.bounds } : {}),
    ...(opts.log ? { log: opts.log } : {}),
    displayPath: (p: string) => relative(opts.root, p),
    ...(guard ? { beforeReplace: guard.noteRefreshed } : {}),
    ...(opts.live ? { live: opts.live } : {}),
    // record refuses a cassette the privacy scan fails; the repository's accepted patterns apply here too
    allow: await allowListFromValues({}, opts.root),
  });
  items.unshift(...pending);
  if (opts.dryRun) return finish({ items, ...common, commit: { changesDetected: false } }, opts);

  const refreshed = items.filter((i) => i.status === "refreshed").map((i) => i.cassettePath);
  const afterRebase = async (pathIn: (file: string) => string = (f) => f): Promise<string | undefined> => {
    for (const f of refreshed) {
      const again = await staleEntry(pathIn(f), selectOpts);
      if (again)
        return `${relative(opts.root, f)} is stale again on the new remote tip (${again.reasons[0] ?? "stale"}) — re-run the re-record`;
    }
    return undefined;
  };
  // the PR body is written before the PR exists: it reports what was recorded
  const provisional = finish({ items, ...common, commit: { changesDetected: refreshed.length > 0 } }, opts);
  try {
    const commit = await commitBack(items, {
      mode: opts.mode,
      git,
      afterRebase,
      isFresh: async (p: string) => (await staleEntry(p, selectOpts)) === undefined,
      ...(guard ? { guard } : {}),
      remote,
      commitDetails: rerecordCommitDetails(items, opts.root),
      pullRequestBody: () =>
        rerecordPullRequestBody(provisional, {
          root: opts.root,
          outcome: provisional.outcome,
          mode: opts.mode,
          marker: keyMarker(key),
          ...(opts.maxCostUsd !== undefined ? { maxCostUsd: opts.maxCostUsd } : {}),
          ...(opts.runUrl ? { runUrl: opts.runUrl } : {}),
        }),
      ...(opts.skipCi ? { skipCi: true } : {}),
      ...(opts.maxPushAttempts ? { maxPushAttempts: opts.maxPushAttempts } : {}),
      ...(opts.beforePush ? { beforePush: opts.beforePush } : {}),
      ...(opts.github ? { github: opts.github } : {}),
      ...(opts.commitSigning ? { signing: opts.commitSigning } : {}),
      ...(opts.pullRequestMetadata ? { pullRequestMetadata: opts.pullRequestMetadata } : {}),
    });
    return finish({ items, ...common, commit }, opts);
  } catch (e) {
    return finish(
      { items, ...common, commit: { changesDetected: refreshed.length > 0 }, commitError: oneLine(e) },
      opts,
    );
  }
}
