/**
 * The Octokit client from @actions/github, pointed at GITHUB_API_URL (GitHub Enterprise
 * Server) or an explicit API URL. @actions/github 9 brings its own fetch (undici) and
 * proxy support; only the base URL is overridden, so those defaults stay in place.
 */
import { getOctokit } from "@actions/github";

export type GitHubClient = ReturnType<typeof getOctokit>;

export function apiBaseUrl(apiUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const url = apiUrl && apiUrl.trim() !== "" ? apiUrl : env.GITHUB_API_URL && env.GITHUB_API_URL !== "" ? env.GITHUB_API_URL : "https://api.github.com";
  return url.replace(/\/+$/, "");
}

export function createGitHubClient(token: string, apiUrl?: string, env: NodeJS.ProcessEnv = process.env): GitHubClient {
  return getOctokit(token, { baseUrl: apiBaseUrl(apiUrl, env) });
}
