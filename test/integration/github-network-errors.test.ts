/**
 * A failed report names its real cause: a connection that got no answer is a network error, a
 * 5xx a server error, and only a 403/404 refusal carries the permission hint. Against the
 * loopback GitHub server (test/helpers/github-server.ts) and its faults.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publishContextFromEnv, publishReport, type PublishContext } from "../../src/gate/github/publish.js";
import { describeFailure, failureKind } from "../../src/gate/github/retry.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { makeResult } from "../helpers/report-fixtures.js";

let github: GitHubTestServer;
let dir: string;

const report = () =>
  buildGateReport([
    makeResult({
      cassette: "c/x.cassette.json",
      scenario: "x",
      assertions: [{ assertion: { max_turns: 1 }, pass: false, message: "too many turns" }],
    }),
  ]);

function context(apiUrl: string, prComment = false): PublishContext {
  const eventPath = join(dir, "event.json");
  const pr = {
    pull_request: {
      number: 7,
      head: { sha: "c".repeat(40), repo: { full_name: "acme/skills" } },
      base: { repo: { full_name: "acme/skills" } },
    },
    repository: { full_name: "acme/skills" },
  };
  writeFileSync(
    eventPath,
    JSON.stringify(prComment ? pr : { after: "b".repeat(40), repository: { full_name: "acme/skills" } }),
  );
  return {
    ...publishContextFromEnv(
      {
        GITHUB_API_URL: apiUrl,
        GITHUB_REPOSITORY: "acme/skills",
        GITHUB_EVENT_NAME: prComment ? "pull_request" : "push",
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_SHA: "b".repeat(40),
      },
      {
        token: "ghs_testtoken",
        checkRun: "cowork-harness",
        comment: prComment ? "always" : "never",
        annotations: false,
      },
    ),
    write: () => {},
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 10, sleep: async () => {} },
    requestTimeoutMs: 2000,
  };
}

beforeEach(async () => {
  github = await startGitHubServer();
  dir = mkdtempSync(join(tmpdir(), "cowork-gh-net-"));
});
afterEach(async () => {
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("failure causes in the report notices", () => {
  it("a refused connection is a network error, with no HTTP status and no permission hint", async () => {
    const closed = await startGitHubServer();
    const url = closed.url;
    await closed.close();
    const out = await publishReport(report(), context(url));
    expect(out.checkRun.status).toBe("failed");
    expect(out.notices).toHaveLength(1);
    expect(out.notices[0]).toMatch(
      /^check run failed \(network error reaching the GitHub API: [^)]*\); reported through annotations and the job summary$/,
    );
    expect(out.notices[0]).not.toMatch(/HTTP 500|token needs/);
  });

  it("a URL the client refuses (bad port) is a network error too", async () => {
    const out = await publishReport(report(), context("http://127.0.0.1:10080"));
    expect(out.notices[0]).toMatch(
      /^check run failed \(network error reaching the GitHub API: .*bad port.*\); reported through annotations and the job summary$/,
    );
    expect(out.notices[0]).not.toMatch(/HTTP 500|token needs/);
  });

  it("5xx after the retries is a server error, with no permission hint", async () => {
    github.faults.fail500 = 10;
    const out = await publishReport(report(), context(github.url));
    expect(out.checkRun.status).toBe("failed");
    expect(out.notices[0]).toMatch(
      /^check run failed \(GitHub API server error, HTTP 500: .*\); reported through annotations and the job summary$/,
    );
    expect(out.notices[0]).not.toContain("token needs");
    expect(github.requests.length).toBe(3);
  });

  it("a 403 refusal is a permission problem and says which permission", async () => {
    github.faults.forbidWrites = true;
    const out = await publishReport(report(), context(github.url, true));
    expect(out.checkRun.status).toBe("refused");
    expect(out.notices).toEqual([
      expect.stringMatching(
        /^check run refused \(HTTP 403: Resource not accessible by integration.*\); reported through annotations and the job summary \(the token needs `checks: write`\)$/,
      ),
      expect.stringMatching(
        /^PR comment refused \(HTTP 403: .*\); reported through annotations and the job summary \(the token needs `pull-requests: write`\)$/,
      ),
    ]);
  });
});

describe("failureKind", () => {
  const err = (status: number | undefined, extra: Record<string, unknown> = {}) =>
    Object.assign(new Error("m"), status === undefined ? {} : { status }, extra);
  it.each([
    [err(undefined), "network"],
    [err(500), "network"],
    [err(500, { response: { headers: {} } }), "server"],
    [err(503, { response: { headers: {} } }), "server"],
    [err(429, { response: { headers: {} } }), "rate-limit"],
    [err(403, { response: { headers: { "x-ratelimit-remaining": "0" } } }), "rate-limit"],
    [err(403, { response: { headers: {} } }), "permission"],
    [err(404, { response: { headers: {} } }), "permission"],
    [err(401, { response: { headers: {} } }), "unauthorized"],
    [err(422, { response: { headers: {} } }), "unprocessable"],
  ])("%#: %s", (e, kind) => {
    expect(failureKind(e)).toBe(kind);
  });
  it("describes a network error without an HTTP status", () => {
    expect(describeFailure(err(500))).toBe("network error reaching the GitHub API: m");
    expect(describeFailure(err(502, { response: { headers: {} } }))).toBe("GitHub API server error, HTTP 502: m");
  });
});
