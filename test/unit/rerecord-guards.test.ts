/** When the re-record job refuses to write back, and the commit-mode parser. */
import { describe, expect, it } from "vitest";
import { commitBackRefusal, parseCommitMode, type GuardFacts } from "../../src/live/rerecord/guards.js";
import { eventInfo } from "../../src/gate/github/event.js";

const fork = eventInfo("pull_request", {
  pull_request: {
    number: 7,
    head: { sha: "abc", repo: { full_name: "someone/fork" } },
    base: { repo: { full_name: "owner/repo" } },
  },
});
const sameRepoPr = eventInfo("pull_request", {
  pull_request: {
    number: 8,
    head: { sha: "abc", repo: { full_name: "owner/repo" } },
    base: { repo: { full_name: "owner/repo" } },
  },
});
const schedule = eventInfo("schedule", {});

const facts = (over: Partial<GuardFacts>): GuardFacts => ({
  mode: "push",
  hasToken: true,
  tokenRequiredForPush: true,
  ...over,
});

describe("commitBackRefusal", () => {
  it("allows a scheduled run or a same-repo PR with a token", () => {
    expect(commitBackRefusal(facts({ event: schedule }))).toBeUndefined();
    expect(commitBackRefusal(facts({ mode: "pull-request", event: sameRepoPr }))).toBeUndefined();
  });

  it("refuses a fork pull request in both writing modes, naming the reason", () => {
    expect(commitBackRefusal(facts({ event: fork }))).toMatch(
      /^refusing to push .*pull request from a fork.*read-only/,
    );
    // said before anything is recorded: it does not speak of refreshed cassettes, and names action.yml's default token
    expect(commitBackRefusal(facts({ mode: "pull-request", hasToken: false }))).toBe(
      "refusing to open a pull request of re-records (commit-mode pull-request), so nothing is re-recorded: no GitHub token — add the github-token input (its default is ${{ github.token }}, as in action.yml; GITHUB_TOKEN for the CLI) with permissions contents: write and pull-requests: write",
    );
    expect(commitBackRefusal(facts({ hasToken: false, tokenRequiredForPush: true }))).not.toMatch(
      /refreshed|secrets\.GITHUB_TOKEN/,
    );
    expect(commitBackRefusal(facts({ mode: "pull-request", event: fork }))).toMatch(
      /^refusing to open a pull request .*fork/,
    );
  });

  it("pull_request_target from a fork has a writable token and is not refused for that", () => {
    const target = eventInfo("pull_request_target", {
      pull_request: {
        number: 7,
        head: { repo: { full_name: "someone/fork" } },
        base: { repo: { full_name: "owner/repo" } },
      },
    });
    expect(commitBackRefusal(facts({ event: target }))).toBeUndefined();
  });

  it("refuses Dependabot runs, a missing token, and a token the API says cannot push", () => {
    expect(commitBackRefusal(facts({ actor: "dependabot[bot]" }))).toMatch(/dependabot\[bot\].*read-only/);
    expect(commitBackRefusal(facts({ hasToken: false }))).toMatch(/no GitHub token.*contents: write/);
    expect(commitBackRefusal(facts({ mode: "pull-request", hasToken: false, tokenRequiredForPush: false }))).toMatch(
      /pull-requests: write/,
    );
    expect(commitBackRefusal(facts({ tokenCanPush: false }))).toMatch(/cannot write to this repository/);
  });

  it("push without a token is fine where git has its own credentials (the CLI)", () => {
    expect(commitBackRefusal(facts({ hasToken: false, tokenRequiredForPush: false }))).toBeUndefined();
  });

  it("commit-mode none never refuses: it only reports", () => {
    expect(
      commitBackRefusal(facts({ mode: "none", event: fork, hasToken: false, tokenCanPush: false })),
    ).toBeUndefined();
  });
});

describe("parseCommitMode", () => {
  it("accepts the three modes and rejects anything else with a one-line usage error", () => {
    expect(parseCommitMode("push")).toBe("push");
    expect(parseCommitMode(" pull-request ")).toBe("pull-request");
    expect(parseCommitMode("none")).toBe("none");
    expect(() => parseCommitMode("force")).toThrow(
      /--commit-mode must be one of push, pull-request, none \(got "force"\)/,
    );
  });
});
