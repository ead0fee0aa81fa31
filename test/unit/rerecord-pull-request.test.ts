/** The re-record PR API layer against our loopback GitHub server, with the real Octokit client. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { createGitHubClient } from "../../src/gate/github/client.js";
import { openOrUpdatePullRequest, rerecordBranchFor } from "../../src/live/rerecord/pull-request.js";
import { splitRepository } from "../../src/gate/github/repository-name.js";

let server: GitHubTestServer;
beforeEach(async () => {
  server = await startGitHubServer();
});
afterEach(() => server.close());

const spec = (title: string) => ({
  owner: "o",
  repo: "r",
  head: rerecordBranchFor("main"),
  base: "main",
  title,
  body: `body of ${title}`,
});
const noRetry = { retries: 0, baseDelayMs: 0, maxDelayMs: 0, sleep: async () => undefined, now: () => 0 };

describe("openOrUpdatePullRequest", () => {
  it("creates the PR once, then updates the same one in place", async () => {
    const client = createGitHubClient("ghs_test", server.url);
    const first = await openOrUpdatePullRequest(client, spec("Re-record 2 stale cassettes"), noRetry);
    expect(first).toMatchObject({ number: 1, operation: "created" });
    const second = await openOrUpdatePullRequest(client, spec("Re-record 1 stale cassette"), noRetry);
    expect(second).toMatchObject({ number: 1, operation: "updated" });
    expect(server.pulls).toHaveLength(1);
    expect(server.pulls[0]).toMatchObject({
      head: "cowork/rerecord-main",
      base: "main",
      title: "Re-record 1 stale cassette",
      state: "open",
    });
    const list = server.requests.find((r) => r.method === "GET" && r.path === "/repos/o/r/pulls");
    expect(list?.query).toMatchObject({ head: "o:cowork/rerecord-main", base: "main", state: "open" });
  });

  it("a closed earlier PR is not reused: a new one is opened", async () => {
    const client = createGitHubClient("ghs_test", server.url);
    await openOrUpdatePullRequest(client, spec("one"), noRetry);
    server.pulls[0]!.state = "closed";
    expect(await openOrUpdatePullRequest(client, spec("two"), noRetry)).toMatchObject({
      number: 2,
      operation: "created",
    });
  });

  it("the repo setting that forbids Actions from creating PRs gives a one-line error naming the setting", async () => {
    server.faults.denyPullCreate = true;
    const client = createGitHubClient("ghs_test", server.url);
    const err = (await openOrUpdatePullRequest(client, spec("x"), noRetry).catch((e: Error) => e)) as Error;
    expect(err.message).toMatch(
      /not permitted to create or approve pull requests.*Allow GitHub Actions to create and approve pull requests/,
    );
    expect(err.message).not.toContain("\n");
  });

  it("splitRepository parses owner/name and rejects anything else", () => {
    expect(splitRepository("octo/cat")).toEqual({ owner: "octo", repo: "cat" });
    expect(() => splitRepository("octocat")).toThrow(/owner\/name/);
    expect(() => splitRepository(undefined)).toThrow(/owner\/name/);
  });
});
