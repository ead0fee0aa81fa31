#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  getOctokit
} from "./chunk-JZQBTFMH.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/github/client.ts
function apiBaseUrl(apiUrl, env = process.env) {
  const url = apiUrl && apiUrl.trim() !== "" ? apiUrl : env.GITHUB_API_URL && env.GITHUB_API_URL !== "" ? env.GITHUB_API_URL : "https://api.github.com";
  return url.replace(/\/+$/, "");
}
var DEFAULT_REQUEST_TIMEOUT_MS = 3e4;
function createGitHubClient(token, apiUrl, env = process.env, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS) {
  const client = getOctokit(token, { baseUrl: apiBaseUrl(apiUrl, env) });
  client.hook.wrap("request", (request, options) => {
    options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
    return request(options);
  });
  return client;
}

// src/gate/github/event.ts
import { readFileSync } from "node:fs";
function rec(v) {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
}
function str(v) {
  return typeof v === "string" && v !== "" ? v : void 0;
}
function num(v) {
  return typeof v === "number" && Number.isInteger(v) && v > 0 ? v : void 0;
}
function at(v, ...keys) {
  let cur = v;
  for (const k of keys) cur = rec(cur)?.[k];
  return cur;
}
function readEventPayload(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new HarnessError(`${path}: cannot read the event payload (${oneLine(e)})`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new HarnessError(`${path}: the event payload is not JSON (${oneLine(e)})`);
  }
  const obj = rec(parsed);
  if (!obj) throw new HarnessError(`${path}: the event payload is not a JSON object`);
  return obj;
}
var PR_EVENTS = /* @__PURE__ */ new Set([
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment"
]);
function isForkPullRequest(pr, baseRepository) {
  const head = str(at(pr, "head", "repo", "full_name"));
  const base = str(at(pr, "base", "repo", "full_name")) ?? baseRepository;
  if (head === void 0) return at(pr, "head") !== void 0;
  return base !== void 0 && head.toLowerCase() !== base.toLowerCase();
}
function workflowRunPullRequest(run) {
  const prs = Array.isArray(run?.["pull_requests"]) ? run["pull_requests"].map(rec).filter((p) => p !== void 0) : [];
  const branch = str(run?.["head_branch"]);
  return prs.find((p) => str(at(p, "head", "ref")) === branch) ?? prs[0];
}
function eventInfo(eventName, payload, env = {}) {
  if (PR_EVENTS.has(eventName)) {
    const pr = rec(payload["pull_request"]);
    const isFork = isForkPullRequest(pr, env.repository);
    const prNumber = num(pr?.["number"]) ?? num(payload["number"]);
    return {
      eventName,
      ...str(at(pr, "head", "sha")) !== void 0 ? { headSha: str(at(pr, "head", "sha")) } : env.sha ? { headSha: env.sha } : {},
      ...prNumber !== void 0 ? { prNumber } : {},
      ...str(at(pr, "base", "sha")) !== void 0 ? { baseSha: str(at(pr, "base", "sha")) } : {},
      isFork,
      readOnlyToken: isFork && eventName !== "pull_request_target"
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
      ...headSha !== void 0 ? { headSha } : {},
      ...prNumber !== void 0 ? { prNumber } : {},
      isFork: headRepo !== void 0 && baseRepo !== void 0 && headRepo.toLowerCase() !== baseRepo.toLowerCase(),
      readOnlyToken: false
    };
  }
  if (eventName === "push") {
    const after = str(payload["after"]);
    const headSha = after !== void 0 && !/^0+$/.test(after) ? after : env.sha;
    return { eventName, ...headSha !== void 0 ? { headSha } : {}, isFork: false, readOnlyToken: false };
  }
  return { eventName, ...env.sha ? { headSha: env.sha } : {}, isFork: false, readOnlyToken: false };
}

// src/gate/github/retry.ts
var DEFAULT_RETRY = {
  retries: 3,
  baseDelayMs: 1e3,
  maxDelayMs: 3e4,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now()
};
function httpStatus(e) {
  const s = e?.status;
  return typeof s === "number" ? s : void 0;
}
function header(e, name) {
  const v = e?.response?.headers?.[name];
  return v === void 0 || v === null ? void 0 : String(v);
}
function messageOf(e) {
  const m = e?.message;
  return typeof m === "string" ? m : String(e);
}
function isRateLimited403(e) {
  return header(e, "x-ratelimit-remaining") === "0" || header(e, "retry-after") !== void 0 || /rate limit/i.test(messageOf(e));
}
function isTransient(e) {
  const kind = failureKind(e);
  return kind === "network" || kind === "server" || kind === "rate-limit";
}
function isRefusal(e) {
  const s = httpStatus(e);
  return s !== void 0 && (s === 401 || s === 403 || s === 404 || s === 422) && !isTransient(e);
}
function failureKind(e) {
  const s = httpStatus(e);
  const response = e?.response;
  if (s === void 0 || s === 500 && response === void 0) return "network";
  if (s === 429 || s === 403 && isRateLimited403(e)) return "rate-limit";
  if (s >= 500) return "server";
  if (s === 401) return "unauthorized";
  if (s === 403 || s === 404) return "permission";
  if (s === 422) return "unprocessable";
  return "other";
}
function isPermissionFailure(e) {
  return failureKind(e) === "permission";
}
function describeFailure(e) {
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
function retryDelay(e, attempt, policy) {
  const after = header(e, "retry-after");
  if (after !== void 0 && /^\d+(\.\d+)?$/.test(after.trim())) {
    const ms = Math.ceil(Number(after) * 1e3);
    return ms <= policy.maxDelayMs ? ms : void 0;
  }
  const reset = header(e, "x-ratelimit-reset");
  if (header(e, "x-ratelimit-remaining") === "0" && reset !== void 0 && /^\d+$/.test(reset)) {
    const ms = Math.max(0, Number(reset) * 1e3 - policy.now());
    return ms <= policy.maxDelayMs ? ms : void 0;
  }
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
}
async function withRetry(fn, policy) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!isTransient(e) || attempt > policy.retries) throw e;
      const wait = retryDelay(e, attempt, policy);
      if (wait === void 0) throw e;
      await policy.sleep(wait);
    }
  }
}

export {
  createGitHubClient,
  readEventPayload,
  eventInfo,
  DEFAULT_RETRY,
  httpStatus,
  isRefusal,
  isPermissionFailure,
  describeFailure,
  withRetry
};
