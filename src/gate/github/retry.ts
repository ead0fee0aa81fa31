/**
 * What a failed GitHub request means for reporting: a refusal (the token may not write, the
 * resource is not there) is final; a server error or rate limit is retried with a bounded
 * backoff, honouring `retry-after` / `x-ratelimit-reset`, and then given up.
 */

export interface RetryPolicy {
  /** retries after the first attempt */
  retries: number;
  baseDelayMs: number;
  /** never wait longer than this for one retry; a longer rate-limit wait gives up instead */
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  /** current time in ms (rate-limit reset arithmetic) */
  now: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

interface HttpLikeError {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown> };
}

export function httpStatus(e: unknown): number | undefined {
  const s = (e as HttpLikeError | null)?.status;
  return typeof s === "number" ? s : undefined;
}

function header(e: unknown, name: string): string | undefined {
  const v = (e as HttpLikeError | null)?.response?.headers?.[name];
  return v === undefined || v === null ? undefined : String(v);
}

function messageOf(e: unknown): string {
  const m = (e as HttpLikeError | null)?.message;
  return typeof m === "string" ? m : String(e);
}

/** A 403 that is a rate limit, not a permission refusal. */
function isRateLimited403(e: unknown): boolean {
  return (
    header(e, "x-ratelimit-remaining") === "0" ||
    header(e, "retry-after") !== undefined ||
    /rate limit/i.test(messageOf(e))
  );
}

export function isTransient(e: unknown): boolean {
  const kind = failureKind(e);
  return kind === "network" || kind === "server" || kind === "rate-limit";
}

/** Refused writes: no permission, not found (GitHub hides what a token may not see), unprocessable. */
export function isRefusal(e: unknown): boolean {
  const s = httpStatus(e);
  return s !== undefined && (s === 401 || s === 403 || s === 404 || s === 422) && !isTransient(e);
}

/**
 * What kind of failure a request met. Octokit reports a request that got no answer at all (refused
 * connection, reset, DNS, bad URL, timeout) as status 500 with no response; that is a network
 * error, not a server's answer.
 */
export type FailureKind =
  "network" | "server" | "rate-limit" | "unauthorized" | "permission" | "unprocessable" | "other";

export function failureKind(e: unknown): FailureKind {
  const s = httpStatus(e);
  const response = (e as HttpLikeError | null)?.response;
  if (s === undefined || (s === 500 && response === undefined)) return "network";
  if (s === 429 || (s === 403 && isRateLimited403(e))) return "rate-limit";
  if (s >= 500) return "server";
  if (s === 401) return "unauthorized";
  // GitHub answers 404 for what a token may not see, and 403 for what it may not write
  if (s === 403 || s === 404) return "permission";
  if (s === 422) return "unprocessable";
  return "other";
}

/** Whether the failure says the token lacks a permission (only then is a permission hint right). */
export function isPermissionFailure(e: unknown): boolean {
  return failureKind(e) === "permission";
}

/** One line describing a request failure, for notices: a network error is called one. */
export function describeFailure(e: unknown): string {
  const s = httpStatus(e);
  const msg = messageOf(e).split("\n")[0] ?? "";
  switch (failureKind(e)) {
    case "network":
      return `network error reaching the GitHub API: ${msg || "no response"}`;
    case "server":
      return `GitHub API server error, HTTP ${s}: ${msg}`;
    case "rate-limit":
      return `rate limited, HTTP ${s}: ${msg}`;
    case "unauthorized":
      return `the token was not accepted, HTTP ${s}: ${msg}`;
    default:
      return `HTTP ${s}: ${msg}`;
  }
}

/** Wait before retry `attempt` (1-based), or undefined when the wait would exceed the bound. */
export function retryDelay(e: unknown, attempt: number, policy: RetryPolicy): number | undefined {
  const after = header(e, "retry-after");
  if (after !== undefined && /^\d+(\.\d+)?$/.test(after.trim())) {
    const ms = Math.ceil(Number(after) * 1000);
    return ms <= policy.maxDelayMs ? ms : undefined;
  }
  const reset = header(e, "x-ratelimit-reset");
  if (header(e, "x-ratelimit-remaining") === "0" && reset !== undefined && /^\d+$/.test(reset)) {
    const ms = Math.max(0, Number(reset) * 1000 - policy.now());
    return ms <= policy.maxDelayMs ? ms : undefined;
  }
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
}

export async function withRetry<T>(fn: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!isTransient(e) || attempt > policy.retries) throw e;
      const wait = retryDelay(e, attempt, policy);
      if (wait === undefined) throw e;
      await policy.sleep(wait);
    }
  }
}
