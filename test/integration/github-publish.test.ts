import { describe, it, expect, beforeEach, afterEach } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { publishContextFromEnv, publishReport } from "../../src/gate/github/publish.js";
import type { PublishContext } from "../../src/gate/github/publish.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { STICKY_MARKER } from "../../src/gate/report/comment-md.js";
import { startGitHubServer } from "../helpers/github-server.js";
import type { GitHubTestServer } from "../helpers/github-server.js";
import { makeResult, tempDir, writeFile } from "../helpers/report-fixtures.js";

const HEAD_SHA = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
const MERGE_SHA = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";
const BASE_SHA = "9049f1265b7d61be4a8904a9a27120d2064dab3b";

/** A pull_request `synchronize` payload in the shape GitHub delivers (trimmed to the fields of interest plus context). */
function pullRequestPayload(headRepo = "acme/skills"): unknown {
  const repo = (full: string) => ({
    id: 1296269,
    name: full.split("/")[1],
    full_name: full,
    private: false,
    owner: { login: full.split("/")[0], type: "Organization" },
    default_branch: "main",
  });
  return {
    action: "synchronize",
    number: 17,
    before: "0000000000000000000000000000000000000001",
    after: HEAD_SHA,
    pull_request: {
      url: "https://api.github.com/repos/acme/skills/pulls/17",
      id: 1,
      number: 17,
      state: "open",
      title: "Tighten the summariser skill",
      user: { login: "octocat", type: "User" },
      draft: false,
      merged: false,
      merge_commit_sha: MERGE_SHA,
      head: {
        label: `${headRepo.split("/")[0]}:feature`,
        ref: "feature",
        sha: HEAD_SHA,
        user: { login: headRepo.split("/")[0] },
        repo: repo(headRepo),
      },
      base: { label: "acme:main", ref: "main", sha: BASE_SHA, user: { login: "acme" }, repo: repo("acme/skills") },
    },
    repository: repo("acme/skills"),
    sender: { login: "octocat", type: "User" },
  };
}

function failingReport(n: number) {
  return buildGateReport(
    Array.from({ length: n }, (_, i) =>
      makeResult({
        cassette: `cassettes/c${i}.cassette.json`,
        scenario: `s${i}`,
        assertions: [{ assertion: { max_turns: i }, pass: false, message: `failure ${i}` }],
      }),
    ),
  );
}
const passingReport = () =>
  buildGateReport([
    makeResult({
      cassette: "cassettes/ok.cassette.json",
      scenario: "ok",
      assertions: [{ assertion: { tool_called: "Bash" }, pass: true }],
    }),
  ]);

let server: GitHubTestServer;
let dir: string;
let log: string[];
let sleeps: number[];

function context(over: Partial<PublishContext> = {}, payload: unknown = pullRequestPayload()): PublishContext {
  const eventPath = writeFile(dir, "event.json", JSON.stringify(payload, null, 2));
  const base = publishContextFromEnv(
    {
      GITHUB_API_URL: server.url,
      GITHUB_REPOSITORY: "acme/skills",
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_SHA: MERGE_SHA,
      GITHUB_STEP_SUMMARY: join(dir, "step-summary.md"),
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_RUN_ID: "4242",
    },
    { token: "ghs_testtoken", checkRun: "cowork-harness", comment: "always", annotations: true },
  );
  return {
    ...base,
    write: (t) => void log.push(t),
    retry: { baseDelayMs: 5, maxDelayMs: 5000, sleep: async (ms) => void sleeps.push(ms) },
    ...over,
  };
}

beforeEach(async () => {
  server = await startGitHubServer();
  dir = tempDir("ch-publish-");
  log = [];
  sleeps = [];
});
afterEach(async () => {
  await server.close();
});

describe("publishReport against a loopback GitHub", () => {
  it("creates the check run on the PR head sha with 120 annotations in 3 requests, writes summary and annotations", async () => {
    const out = await publishReport(failingReport(120), context());
    expect(out.checkRun.status).toBe("done");
    const run = server.checkRuns[0]!;
    expect(run.head_sha).toBe(HEAD_SHA);
    expect(run.name).toBe("cowork-harness");
    expect(run.conclusion).toBe("failure");
    expect(run.details_url).toBe("https://github.com/acme/skills/actions/runs/4242");
    expect(run.output.summary!.length).toBeLessThanOrEqual(65_535);
    const checkCalls = server.requests.filter((r) => r.path.startsWith("/repos/acme/skills/check-runs"));
    expect(checkCalls.map((r) => r.method)).toEqual(["POST", "PATCH", "PATCH"]);
    expect(
      checkCalls.map((r) => ((r.body as { output: { annotations: unknown[] } }).output.annotations ?? []).length),
    ).toEqual([50, 50, 20]);
    expect(checkCalls[1]!.path).toBe(`/repos/acme/skills/check-runs/${run.id}`);
    expect(run.annotations).toHaveLength(120);
    expect(run.annotations[0]).toEqual({
      path: "cassettes/c0.cassette.json",
      start_line: 1,
      end_line: 1,
      annotation_level: "failure",
      title: "assertion failed: max_turns",
      message:
        "s0: failure 0. Fix: if the assertion is right, fix the skill and re-record (cowork-harness rerecord cassettes/c0.cassette.json); if not, correct the assertion.",
    });
    expect(checkCalls[0]!.headers.authorization).toBe("token ghs_testtoken");
    // fork-safe channels
    const summary = readFileSync(join(dir, "step-summary.md"), "utf8");
    expect(summary).toContain("**120 cassettes: 0 passed, 120 failed, 0 stale, 0 errored**");
    const lines = log.join("").trimEnd().split("\n");
    expect(lines.filter((l) => l.startsWith("::error file="))).toHaveLength(10);
    expect(lines.at(-1)).toMatch(/^::notice::110 more cowork-harness annotation/);
    expect(out.notices).toEqual([]);
  });

  it("creates the sticky comment on the first run and updates it on the second", async () => {
    const first = await publishReport(failingReport(2), context());
    expect(first.comment).toMatchObject({ status: "done", detail: "comment created" });
    expect(server.comments).toHaveLength(1);
    expect(server.comments[0]!.body.startsWith(STICKY_MARKER)).toBe(true);
    expect(server.comments[0]!.body).toContain("gate failed");
    const second = await publishReport(passingReport(), context());
    expect(second.comment).toMatchObject({ status: "done", detail: "comment updated", id: first.comment.id });
    expect(server.comments).toHaveLength(1);
    expect(server.comments[0]!.body).toContain("gate passed");
    const commentWrites = server.requests.filter((r) => r.method !== "GET" && r.path.includes("/issues/"));
    expect(commentWrites.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /repos/acme/skills/issues/17/comments",
      `PATCH /repos/acme/skills/issues/comments/${first.comment.id}`,
    ]);
  });

  it("finds the marked comment on a later page of comments", async () => {
    for (let i = 0; i < 130; i++) server.seedComment(17, `chatter ${i}`);
    const mine = server.seedComment(17, `${STICKY_MARKER}\nold report`, { login: "github-actions[bot]", type: "Bot" });
    const out = await publishReport(failingReport(1), context({ checkRun: false }));
    expect(out.comment).toMatchObject({ status: "done", detail: "comment updated", id: mine.id });
    const gets = server.requests.filter((r) => r.method === "GET");
    expect(gets.map((r) => r.query.page ?? "1")).toEqual(["1", "2"]);
    expect(server.comments.find((c) => c.id === mine.id)!.body).toContain("gate failed");
  });

  it("comment: on-failure creates nothing for a passing gate but still updates an earlier comment", async () => {
    const a = await publishReport(passingReport(), context({ comment: "on-failure", checkRun: false }));
    expect(a.comment.status).toBe("skipped");
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(0);
    await publishReport(failingReport(1), context({ comment: "on-failure", checkRun: false }));
    const c = await publishReport(passingReport(), context({ comment: "on-failure", checkRun: false }));
    expect(c.comment.detail).toBe("comment updated");
    expect(server.comments).toHaveLength(1);
  });

  it("a 403 on writes degrades to annotations + summary with a notice and does not throw", async () => {
    server.faults.forbidWrites = true;
    const out = await publishReport(failingReport(3), context());
    expect(out.checkRun.status).toBe("refused");
    expect(out.comment.status).toBe("refused");
    expect(out.checkRun.detail).toContain("HTTP 403");
    expect(out.notices).toHaveLength(2);
    const text = log.join("");
    expect(text).toMatch(
      /::notice::cowork-harness: check run refused \(HTTP 403: Resource not accessible by integration/,
    );
    expect(text).toMatch(/::notice::cowork-harness: PR comment refused/);
    expect(text.match(/^::error file=/gm)).toHaveLength(3);
    expect(readFileSync(join(dir, "step-summary.md"), "utf8")).toContain("gate failed");
    // refusals are not retried
    expect(server.requests.filter((r) => r.path.endsWith("/check-runs"))).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("a fork PR skips every API write with a notice", async () => {
    const out = await publishReport(failingReport(2), context({}, pullRequestPayload("outsider/skills")));
    expect(server.requests).toHaveLength(0);
    expect(out.event).toMatchObject({ isFork: true, readOnlyToken: true, headSha: HEAD_SHA, prNumber: 17 });
    expect(out.checkRun.status).toBe("skipped");
    expect(out.comment.status).toBe("skipped");
    expect(out.notices).toHaveLength(1);
    expect(log.join("")).toMatch(/::notice::cowork-harness: pull request from a fork: the token is read-only/);
    expect(log.join("").match(/^::error file=/gm)).toHaveLength(2);
  });

  it("retries a 500 and a 429 (honouring retry-after), then succeeds", async () => {
    server.faults.fail500 = 1;
    const a = await publishReport(failingReport(1), context({ comment: "never" }));
    expect(a.checkRun.status).toBe("done");
    expect(sleeps).toEqual([5]);
    server.faults.rateLimit = { count: 1, retryAfter: 2 };
    const b = await publishReport(failingReport(1), context({ comment: "never" }));
    expect(b.checkRun.status).toBe("done");
    expect(sleeps).toEqual([5, 2000]);
    expect(server.checkRuns).toHaveLength(2);
  });

  it("gives up after bounded retries and degrades", async () => {
    server.faults.fail500 = 100;
    const out = await publishReport(failingReport(1), context({ comment: "never" }));
    expect(out.checkRun.status).toBe("failed");
    expect(sleeps).toEqual([5, 10, 20]);
    expect(server.requests).toHaveLength(4);
    expect(out.notices[0]).toMatch(
      /check run failed \(GitHub API server error, HTTP 500: .*\); reported through annotations and the job summary$/,
    );
  });

  it("honours a GHES API URL", async () => {
    await publishReport(failingReport(1), context({ apiUrl: `${server.url}/api/v3`, comment: "never" }));
    expect(server.requests.map((r) => r.rawPath)).toEqual(["/api/v3/repos/acme/skills/check-runs"]);
  });

  it("without a token, only annotations and summary are produced", async () => {
    const out = await publishReport(failingReport(1), context({ token: undefined }));
    expect(server.requests).toHaveLength(0);
    expect(out.notices[0]).toMatch(/no github-token given/);
    expect(out.summary.status).toBe("done");
  });

  it("on push, the check run goes on the pushed commit and no comment is attempted", async () => {
    const payload = {
      ref: "refs/heads/main",
      before: BASE_SHA,
      after: HEAD_SHA,
      repository: { full_name: "acme/skills" },
    };
    const ctx = context({ eventName: "push" }, payload);
    const out = await publishReport(passingReport(), ctx);
    expect(server.checkRuns[0]!.head_sha).toBe(HEAD_SHA);
    expect(server.checkRuns[0]!.conclusion).toBe("success");
    expect(out.comment).toEqual({ status: "skipped", detail: "not a pull request" });
    expect(server.requests.some((r) => r.path.includes("/issues/"))).toBe(false);
  });
});
