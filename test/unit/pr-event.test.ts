/**
 * Issue 36, class 1: which workflow events run a pull request's code, so that the Action's record
 * and rerecord take only the container tier there. Fails closed on a payload it cannot read.
 */
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { payloadNamesPullRequest, runsForPullRequest } from "../../src/gate/github/pr-event.js";

const dir = mkdtempSync(join(tmpdir(), "h36-pr-event-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function env(name: string, payload?: unknown): NodeJS.ProcessEnv {
  if (payload === undefined) return { GITHUB_EVENT_NAME: name };
  const path = join(dir, `event-${n++}.json`);
  writeFileSync(path, typeof payload === "string" ? payload : JSON.stringify(payload));
  return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: path };
}

describe("runsForPullRequest", () => {
  it.each(["pull_request", "pull_request_target", "pull_request_review", "pull_request_review_comment", "merge_group"])(
    "%s, whatever its payload",
    (name) => expect(runsForPullRequest(env(name, {}))).toBe(true),
  );

  it("any event whose payload carries a pull request", () => {
    expect(runsForPullRequest(env("issue_comment", { issue: { number: 3, pull_request: { url: "u" } } }))).toBe(true);
    expect(runsForPullRequest(env("workflow_run", { workflow_run: { pull_requests: [{ number: 3 }] } }))).toBe(true);
    expect(runsForPullRequest(env("check_suite", { check_suite: { pull_requests: [{ number: 3 }] } }))).toBe(true);
    expect(runsForPullRequest(env("repository_dispatch", { pull_request: { number: 3 } }))).toBe(true);
  });

  it("fails closed: a named event whose payload is missing or unreadable counts as one", () => {
    expect(runsForPullRequest(env("push"))).toBe(true);
    expect(runsForPullRequest(env("push", "not json"))).toBe(true);
    expect(runsForPullRequest({ GITHUB_EVENT_NAME: "push", GITHUB_EVENT_PATH: join(dir, "absent.json") })).toBe(true);
  });

  it("not for a push, a schedule or an issue comment on an issue, nor outside a workflow", () => {
    expect(runsForPullRequest(env("push", { ref: "refs/heads/main", after: "a".repeat(40) }))).toBe(false);
    expect(runsForPullRequest(env("schedule", { schedule: "0 3 * * 1" }))).toBe(false);
    expect(runsForPullRequest(env("issue_comment", { issue: { number: 3 } }))).toBe(false);
    expect(runsForPullRequest(env("workflow_run", { workflow_run: { pull_requests: [] } }))).toBe(false);
    expect(runsForPullRequest({})).toBe(false);
    expect(payloadNamesPullRequest({})).toBe(false);
  });
});
