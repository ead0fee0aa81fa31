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
  return header(e, "x-ratelimit-remaining") === "0" || header(e, "retry-after") !== undefined || /rate limit/i.test(messageOf(e));
}

export function isTransient(e: unknown): boolean {
  const s = httpStatus(e);
  if (s === undefined) return true; // network error, no response
  if (s === 429 || s >= 500) return true;
  return s === 403 && isRateLimited403(e);
}

/** Refused writes: no permission, not found (GitHub hides what a token may not see), unprocessable. */
export function isRefusal(e: unknown): boolean {
  const s = httpStatus(e);
  return s !== undefined && (s === 401 || s === 403 || s === 404 || s === 422) && !isTransient(e);
}

/** One line describing a request failure, for notices. */
export function describeFailure(e: unknown): string {
  const s = httpStatus(e);
  const msg = messageOf(e).split("\n")[0] ?? "";
  return s !== undefined ? `HTTP ${s}: ${msg}` : msg;
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
