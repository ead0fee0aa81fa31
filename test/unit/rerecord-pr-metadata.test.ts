/**
 * The re-record PR's metadata and the commit-signing choice: the Action's inputs (labels,
 * reviewers, team-reviewers, assignees as comma/newline lists, draft, commit-signing) as
 * readRerecordInputs reads them, and the PR API layer applying them through the real Octokit
 * client against our loopback GitHub server: on creation (draft too) and on update, a refused
 * request a warning of the job rather than a lost PR.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { checkAgainstOpenApi } from "../helpers/github-openapi.js";
import { createGitHubClient } from "../../src/gate/github/client.js";
import {
  openOrUpdatePullRequest,
  rerecordBranchFor,
  splitNames,
  teamSlugs,
  type PullRequestMetadata,
} from "../../src/live/rerecord/pull-request.js";
import { parseCommitSigning } from "../../src/live/rerecord/api-commit.js";
import { readRerecordInputs } from "../../src/action/rerecord-inputs.js";
import { jobOutcome } from "../../src/live/rerecord/outcome.js";
import type { RerecordJobReport } from "../../src/live/rerecord/run.js";

let server: GitHubTestServer;
beforeEach(async () => {
  server = await startGitHubServer();
});
afterEach(() => server.close());

const noRetry = { retries: 0, baseDelayMs: 0, maxDelayMs: 0, sleep: async () => undefined, now: () => 0 };
const meta = (over: Partial<PullRequestMetadata> = {}): PullRequestMetadata => ({
  labels: ["cassettes"],
  reviewers: ["alice"],
  teamReviewers: ["acme/qa"],
  assignees: ["bob"],
  draft: true,
  ...over,
});
const spec = (metadata: PullRequestMetadata) => ({
  owner: "acme",
  repo: "skills",
  head: rerecordBranchFor("main"),
  base: "main",
  title: "Re-record 1 stale cassette",
  body: "body",
  metadata,
});

describe("lists and choices", () => {
  it("splitNames takes commas and newlines, trims, drops empties and repeats; teamSlugs drops the org prefix", () => {
    expect(splitNames(" cassettes, automated\nbot ,,\n\ncassettes ")).toEqual(["cassettes", "automated", "bot"]);
    expect(splitNames("")).toEqual([]);
    expect(splitNames(undefined)).toEqual([]);
    expect(teamSlugs(["acme/qa", "qa", "docs"])).toEqual(["qa", "docs"]);
  });

  it("commit-signing is api or local, anything else a usage error naming the input", () => {
    expect(parseCommitSigning("api")).toBe("api");
    expect(parseCommitSigning(" local ")).toBe("local");
    expect(() => parseCommitSigning("gpg", "input commit-signing")).toThrow(
      'input commit-signing must be one of api, local (got "gpg")',
    );
  });

  it("the Action reads commit-signing (default api) and the PR inputs", () => {
    expect(readRerecordInputs({})).toMatchObject({
      commitSigning: "api",
      pullRequest: { labels: [], reviewers: [], teamReviewers: [], assignees: [], draft: false },
    });
    expect(
      readRerecordInputs({
        "INPUT_COMMIT-SIGNING": "local",
        INPUT_LABELS: "cassettes\nautomated",
        INPUT_REVIEWERS: "alice, carol",
        "INPUT_TEAM-REVIEWERS": "acme/qa",
        INPUT_ASSIGNEES: "bob",
        INPUT_DRAFT: "true",
      }),
    ).toMatchObject({
      commitSigning: "local",
      pullRequest: {
        labels: ["cassettes", "automated"],
        reviewers: ["alice", "carol"],
        teamReviewers: ["acme/qa"],
        assignees: ["bob"],
        draft: true,
      },
    });
    expect(() => readRerecordInputs({ "INPUT_COMMIT-SIGNING": "yes" })).toThrow(/^input commit-signing must be one of/);
  });
});

describe("openOrUpdatePullRequest with metadata", () => {
  it("creates a draft PR, then adds labels and assignees and requests the reviews; an update re-applies all but draft", async () => {
    const client = createGitHubClient("ghs_test", server.url);
    const created = await openOrUpdatePullRequest(client, spec(meta()), noRetry);
    expect(created).toEqual({
      number: 1,
      operation: "created",
      draft: true,
      url: `${server.url}/acme/skills/pull/1`,
    });
    expect(server.pulls[0]).toMatchObject({
      draft: true,
      labels: ["cassettes"],
      assignees: ["bob"],
      reviewers: ["alice"],
      teamReviewers: ["qa"],
    });
    const updated = await openOrUpdatePullRequest(client, spec(meta({ labels: ["cassettes", "later"] })), noRetry);
    expect(updated).toMatchObject({ number: 1, operation: "updated" });
    expect(server.pulls[0]!.labels).toEqual(["cassettes", "later"]);
    const ops = server.requests.map((r) => {
      expect(checkAgainstOpenApi(r).problems, `${r.method} ${r.path}`).toEqual([]);
      return checkAgainstOpenApi(r).operationId;
    });
    expect(ops).toEqual([
      "pulls/list",
      "pulls/create",
      "issues/add-labels",
      "issues/add-assignees",
      "pulls/request-reviewers",
      "pulls/list",
      "pulls/update",
      "issues/add-labels",
      "issues/add-assignees",
      "pulls/request-reviewers",
    ]);
    expect(server.requests[1]!.body).toMatchObject({ draft: true });
    expect(server.requests[6]!.body).not.toHaveProperty("draft");
  });

  it("no metadata: no request beyond the PR's own, and no draft field", async () => {
    const client = createGitHubClient("ghs_test", server.url);
    await openOrUpdatePullRequest(
      client,
      spec(meta({ labels: [], reviewers: [], teamReviewers: [], assignees: [], draft: false })),
      noRetry,
    );
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /repos/acme/skills/pulls",
      "POST /repos/acme/skills/pulls",
    ]);
    expect(server.requests[1]!.body).not.toHaveProperty("draft");
  });

  it("a refused review request is a one-line warning: the PR and its other metadata are there", async () => {
    server.faults.rejectReviewers = true;
    const client = createGitHubClient("ghs_test", server.url);
    const r = await openOrUpdatePullRequest(client, spec(meta()), noRetry);
    expect(r).toMatchObject({ number: 1, operation: "created" });
    expect(r.warnings).toEqual([
      expect.stringMatching(
        /^requesting reviews from alice, team qa on pull request #1 failed \(HTTP 422: Reviews may only be requested from collaborators\./,
      ),
    ]);
    expect(r.warnings![0]).not.toContain("\n");
    expect(server.pulls[0]).toMatchObject({ labels: ["cassettes"], assignees: ["bob"], reviewers: [] });
    // the job passes with the warning
    const report = {
      items: [{ cassettePath: "/r/a.cassette.json", format: "v12", status: "refreshed", reasons: [] }],
      fresh: [],
      checked: 1,
      commit: { changesDetected: true, commitSha: "a".repeat(40), branch: "cowork/rerecord-main", pullRequest: r },
    } as unknown as RerecordJobReport;
    const outcome = jobOutcome(report, { root: "/r", mode: "pull-request" });
    expect(outcome.ok).toBe(true);
    expect(outcome.warnings).toEqual(r.warnings);
  });

  it("a repository without draft pull requests: opened ready for review, with a warning", async () => {
    server.faults.rejectDraft = true;
    const client = createGitHubClient("ghs_test", server.url);
    const r = await openOrUpdatePullRequest(client, spec(meta({ reviewers: [], teamReviewers: [] })), noRetry);
    expect(r).toMatchObject({ number: 1, operation: "created" });
    expect(r.draft).toBeUndefined();
    expect(r.warnings).toEqual([
      expect.stringMatching(/^opened as ready for review: HTTP 422: .*Draft pull requests are not supported/),
    ]);
    expect(server.pulls[0]).toMatchObject({ draft: false, labels: ["cassettes"] });
  });

  it("a commit made through the API that GitHub does not report verified is a warning of the job", () => {
    const report = {
      items: [{ cassettePath: "/r/a.cassette.json", format: "v12", status: "refreshed", reasons: [] }],
      fresh: [],
      checked: 1,
      commit: { changesDetected: true, commitSha: "b".repeat(40), branch: "main", signing: "api", verified: false },
    } as unknown as RerecordJobReport;
    expect(jobOutcome(report, { root: "/r", mode: "push" }).warnings).toEqual([
      "the re-record commit bbbbbbbbbbbb was made through the GitHub API, but GitHub does not report it verified",
    ]);
    const verified = { ...report, commit: { ...report.commit, verified: true } } as RerecordJobReport;
    expect(jobOutcome(verified, { root: "/r", mode: "push" }).warnings).toEqual([]);
  });
});
