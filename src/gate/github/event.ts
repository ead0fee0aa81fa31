/**
 * What the triggering event says about where to report: the commit to attach a check run to
 * (the PR head, never the merge commit GITHUB_SHA points at), the PR number, and whether the
 * PR comes from a fork — on `pull_request` from a fork the token is read-only.
 */
import { readFileSync } from "node:fs";
import { HarnessError, oneLine } from "../../core/util/errors.js";

export type EventPayload = Record<string, unknown>;

export interface EventInfo {
  eventName: string;
  /** the commit a check run belongs on */
  headSha?: string;
  prNumber?: number;
  /** the pull request's base commit (pull_request events): what the gate judges the pull request against */
  baseSha?: string;
  /** head repository differs from the base repository */
  isFork: boolean;
  /** the event runs with a token that cannot write (fork `pull_request`, Dependabot-like) */
  readOnlyToken: boolean;
}

function rec(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === "string" && v !== "" ? v : undefined;
}

function num(v: unknown): number | undefined {
  return typeof v === "number" && Number.isInteger(v) && v > 0 ? v : undefined;
}

function at(v: unknown, ...keys: string[]): unknown {
  let cur: unknown = v;
  for (const k of keys) cur = rec(cur)?.[k];
  return cur;
}

/** Reads GITHUB_EVENT_PATH; a missing or non-JSON file is a one-line HarnessError. */
export function readEventPayload(path: string): EventPayload {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new HarnessError(`${path}: cannot read the event payload (${oneLine(e)})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new HarnessError(`${path}: the event payload is not JSON (${oneLine(e)})`);
  }
  const obj = rec(parsed);
  if (!obj) throw new HarnessError(`${path}: the event payload is not a JSON object`);
  return obj;
}

const PR_EVENTS = new Set([
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment",
]);

/** Head repository differs from base; a deleted head repository counts as a fork. */
export function isForkPullRequest(pr: unknown, baseRepository?: string): boolean {
  const head = str(at(pr, "head", "repo", "full_name"));
  const base = str(at(pr, "base", "repo", "full_name")) ?? baseRepository;
  if (head === undefined) return at(pr, "head") !== undefined;
  return base !== undefined && head.toLowerCase() !== base.toLowerCase();
}

/** The PR a `workflow_run` is about: the one whose head branch matches, else the first. */
function workflowRunPullRequest(run: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const prs = Array.isArray(run?.["pull_requests"])
    ? (run["pull_requests"] as unknown[]).map(rec).filter((p) => p !== undefined)
    : [];
  const branch = str(run?.["head_branch"]);
  return prs.find((p) => str(at(p, "head", "ref")) === branch) ?? prs[0];
}

/**
 * @param eventName GITHUB_EVENT_NAME
 * @param payload   the parsed GITHUB_EVENT_PATH file
 * @param env       `sha` (GITHUB_SHA) as the fallback commit, `repository` (GITHUB_REPOSITORY)
 */
export function eventInfo(
  eventName: string,
  payload: EventPayload,
  env: { sha?: string; repository?: string } = {},
): EventInfo {
  if (PR_EVENTS.has(eventName)) {
    const pr = rec(payload["pull_request"]);
    const isFork = isForkPullRequest(pr, env.repository);
    const prNumber = num(pr?.["number"]) ?? num(payload["number"]);
    return {
      eventName,
      ...(str(at(pr, "head", "sha")) !== undefined
        ? { headSha: str(at(pr, "head", "sha")) }
        : env.sha
          ? { headSha: env.sha }
          : {}),
      ...(prNumber !== undefined ? { prNumber } : {}),
      ...(str(at(pr, "base", "sha")) !== undefined ? { baseSha: str(at(pr, "base", "sha")) } : {}),
      isFork,
      readOnlyToken: isFork && eventName !== "pull_request_target",
    };
  }
  if (eventName === "workflow_run") {
    const run = rec(payload["workflow_run"]);
    const pr = workflowRunPullRequest(run);
    const headSha = str(at(pr, "head", "sha")) ?? str(run?.["head_sha"]) ?? env.sha;
    const headRepo = str(at(run, "head_repository", "full_name"));
    const baseRepo = str(at(run, "repository", "full_name")) ?? env.repository;
    const prNumber = num(pr?.["number"]);
    return {
      eventName,
      ...(headSha !== undefined ? { headSha } : {}),
      ...(prNumber !== undefined ? { prNumber } : {}),
      isFork: headRepo !== undefined && baseRepo !== undefined && headRepo.toLowerCase() !== baseRepo.toLowerCase(),
      readOnlyToken: false,
    };
  }
  if (eventName === "push") {
    const after = str(payload["after"]);
    const headSha = after !== undefined && !/^0+$/.test(after) ? after : env.sha;
    return { eventName, ...(headSha !== undefined ? { headSha } : {}), isFork: false, readOnlyToken: false };
  }
  return { eventName, ...(env.sha ? { headSha: env.sha } : {}), isFork: false, readOnlyToken: false };
}
