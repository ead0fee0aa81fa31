import { describe, it, expect } from "vitest";
import { eventInfo, isForkPullRequest, readEventPayload } from "../../src/gate/github/event.js";
import { annotationBatches, isRepositoryPath, toCheckAnnotation } from "../../src/gate/github/check-run.js";
import { DEFAULT_RETRY, isRefusal, isTransient, retryDelay, withRetry } from "../../src/gate/github/retry.js";
import { pickStickyComment } from "../../src/gate/github/sticky-comment.js";
import { apiBaseUrl } from "../../src/gate/github/client.js";
import { HarnessError } from "../../src/core/util/errors.js";
import { tempDir, writeFile } from "../helpers/report-fixtures.js";

const pr = (head: string | null, base = "acme/skills") => ({
  number: 5,
  head: { sha: "headsha", ref: "feature", repo: head === null ? null : { full_name: head } },
  base: { sha: "basesha", repo: { full_name: base } },
});

describe("eventInfo", () => {
  it("pull_request: head sha, PR number, fork detection", () => {
    expect(eventInfo("pull_request", { pull_request: pr("acme/skills") }, { sha: "merge" })).toEqual({
      eventName: "pull_request",
      headSha: "headsha",
      prNumber: 5,
      baseSha: "basesha",
      isFork: false,
      readOnlyToken: false,
    });
    const fork = eventInfo("pull_request", { pull_request: pr("someone/skills") }, { sha: "merge" });
    expect(fork).toMatchObject({ isFork: true, readOnlyToken: true, headSha: "headsha" });
    expect(eventInfo("pull_request", { pull_request: pr("ACME/Skills") }).isFork).toBe(false);
    expect(isForkPullRequest(pr(null))).toBe(true);
  });
  it("pull_request_target from a fork has a writable token", () => {
    expect(eventInfo("pull_request_target", { pull_request: pr("someone/skills") })).toMatchObject({
      isFork: true,
      readOnlyToken: false,
      headSha: "headsha",
    });
  });
  it("push uses `after`, falling back to GITHUB_SHA for a branch deletion", () => {
    expect(eventInfo("push", { after: "pushed" }, { sha: "env" }).headSha).toBe("pushed");
    expect(eventInfo("push", { after: "0000000000000000000000000000000000000000" }, { sha: "env" }).headSha).toBe(
      "env",
    );
    expect(eventInfo("workflow_dispatch", {}, { sha: "env" })).toEqual({
      eventName: "workflow_dispatch",
      headSha: "env",
      isFork: false,
      readOnlyToken: false,
    });
  });
  it("workflow_run: the PR whose head ref matches, else the first, else head_sha", () => {
    const run = (prs: unknown[]) => ({
      workflow_run: {
        head_branch: "feature",
        head_sha: "runsha",
        pull_requests: prs,
        head_repository: { full_name: "acme/skills" },
        repository: { full_name: "acme/skills" },
      },
    });
    const other = { number: 1, head: { ref: "other", sha: "othersha" } };
    const match = { number: 2, head: { ref: "feature", sha: "matchsha" } };
    expect(eventInfo("workflow_run", run([other, match]))).toMatchObject({
      headSha: "matchsha",
      prNumber: 2,
      readOnlyToken: false,
    });
    expect(eventInfo("workflow_run", run([other]))).toMatchObject({ headSha: "othersha", prNumber: 1 });
    const empty = eventInfo("workflow_run", run([]));
    expect(empty.headSha).toBe("runsha");
    expect(empty.prNumber).toBeUndefined();
    const forkRun = run([]);
    forkRun.workflow_run.head_repository.full_name = "someone/skills";
    expect(eventInfo("workflow_run", forkRun)).toMatchObject({ isFork: true, readOnlyToken: false });
  });
  it("readEventPayload names the file on bad input", () => {
    const dir = tempDir();
    expect(() => readEventPayload(`${dir}/missing.json`)).toThrow(/missing\.json: cannot read the event payload/);
    const bad = writeFile(dir, "bad.json", "{nope");
    expect(() => readEventPayload(bad)).toThrow(HarnessError);
    expect(() => readEventPayload(writeFile(dir, "arr.json", "[]"))).toThrow(/not a JSON object/);
  });
});

describe("check-run batching", () => {
  it("0, 1, 50, 51 and 120 annotations give 1 create and 0–2 updates", () => {
    const sizes = (n: number) => annotationBatches(Array.from({ length: n }, (_, i) => i)).map((b) => b.length);
    expect(sizes(0)).toEqual([0]);
    expect(sizes(1)).toEqual([1]);
    expect(sizes(50)).toEqual([50]);
    expect(sizes(51)).toEqual([50, 1]);
    expect(sizes(120)).toEqual([50, 50, 20]);
  });
  it("sends only repository-relative paths", () => {
    expect(isRepositoryPath("skills/a.cassette.json")).toBe(true);
    expect(isRepositoryPath("/tmp/a.cassette.json")).toBe(false);
    expect(isRepositoryPath("../outside.json")).toBe(false);
    expect(isRepositoryPath("C:\\work\\a.json")).toBe(false);
  });
  it("maps levels and defaults the line", () => {
    expect(toCheckAnnotation({ level: "error", file: "a.json", title: "t", message: "m" })).toEqual({
      path: "a.json",
      start_line: 1,
      end_line: 1,
      annotation_level: "failure",
      title: "t",
      message: "m",
    });
    expect(toCheckAnnotation({ level: "warning", file: "a.json", line: 9, title: "t", message: "m" }).start_line).toBe(
      9,
    );
  });
});

describe("retry classification", () => {
  const err = (status: number, message = "x", headers: Record<string, string> = {}) =>
    Object.assign(new Error(message), { status, response: { headers } });
  it("refusals are final, server errors and rate limits are transient", () => {
    expect(isRefusal(err(403, "Resource not accessible by integration"))).toBe(true);
    expect(isRefusal(err(404))).toBe(true);
    expect(isTransient(err(403, "Resource not accessible by integration"))).toBe(false);
    expect(isTransient(err(403, "x", { "x-ratelimit-remaining": "0" }))).toBe(true);
    expect(isTransient(err(403, "You have exceeded a secondary rate limit"))).toBe(true);
    expect(isTransient(err(502))).toBe(true);
    expect(isTransient(err(429))).toBe(true);
    expect(isTransient(err(400))).toBe(false);
  });
  it("waits per retry-after / x-ratelimit-reset, bounded", () => {
    const policy = { ...DEFAULT_RETRY, maxDelayMs: 10_000, now: () => 1_000_000 };
    expect(retryDelay(err(429, "x", { "retry-after": "3" }), 1, policy)).toBe(3000);
    expect(retryDelay(err(429, "x", { "retry-after": "60" }), 1, policy)).toBeUndefined();
    expect(retryDelay(err(403, "x", { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1005" }), 1, policy)).toBe(
      5000,
    );
    expect(retryDelay(err(500), 3, policy)).toBe(4000);
  });
  it("withRetry gives up at once when the wait would exceed the bound", async () => {
    let calls = 0;
    const sleeps: number[] = [];
    const policy = { ...DEFAULT_RETRY, maxDelayMs: 1000, sleep: async (ms: number) => void sleeps.push(ms) };
    await expect(
      withRetry(async () => {
        calls++;
        throw err(429, "slow down", { "retry-after": "120" });
      }, policy),
    ).rejects.toThrow("slow down");
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });
});

describe("sticky comment choice and API URL", () => {
  it("prefers a bot comment that starts with the marker", () => {
    const M = "<!-- m -->";
    const picked = pickStickyComment(
      [
        { id: 1, body: `quoting ${M}`, user: { type: "User" } },
        { id: 2, body: `${M} by a user`, user: { type: "User" } },
        { id: 3, body: `${M} ours`, user: { type: "Bot" } },
        { id: 4, body: "nothing", user: { type: "Bot" } },
      ],
      M,
    );
    expect(picked?.id).toBe(3);
    expect(pickStickyComment([{ id: 9, body: null }], M)).toBeUndefined();
  });
  it("honours GITHUB_API_URL and strips trailing slashes", () => {
    expect(apiBaseUrl(undefined, { GITHUB_API_URL: "https://ghe.example/api/v3/" })).toBe("https://ghe.example/api/v3");
    expect(apiBaseUrl("", {})).toBe("https://api.github.com");
    expect(apiBaseUrl("http://127.0.0.1:9/", { GITHUB_API_URL: "https://x" })).toBe("http://127.0.0.1:9");
  });
});
