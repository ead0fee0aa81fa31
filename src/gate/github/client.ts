/**
 * The Octokit client from @actions/github, pointed at GITHUB_API_URL (GitHub Enterprise
 * Server) or an explicit API URL. @actions/github 9 brings its own fetch (undici) and
 * proxy support; only the base URL is overridden, so those defaults stay in place. Every
 * request carries its own timeout (an abort signal), so an API that accepts the connection and
 * never answers cannot hang the step; the abort surfaces as a transient error and is retried.
 */
import { getOctokit } from "@actions/github";

export type GitHubClient = ReturnType<typeof getOctokit>;

export function apiBaseUrl(apiUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const url =
    apiUrl && apiUrl.trim() !== ""
      ? apiUrl
      : env.GITHUB_API_URL && env.GITHUB_API_URL !== ""
        ? env.GITHUB_API_URL
        : "https://api.github.com";
  return url.replace(/\/+$/, "");
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export function createGitHubClient(
  token: string,
  apiUrl?: string,
  env: NodeJS.ProcessEnv = process.env,
  timeoutMs: number = DEFAULT_REQUEST_TIMEOUT_MS,
): GitHubClient {
  const client = getOctokit(token, { baseUrl: apiBaseUrl(apiUrl, env) });
  // before-after-hook binds the same options object into every inner hook, so the signal must be
  // set on it (mutation), not passed as a new object
  client.hook.wrap("request", (request, options) => {
    options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
    return request(options);
  });
  return client;
}
