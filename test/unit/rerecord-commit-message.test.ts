/** The re-record commit message and PR body. */
import { describe, expect, it } from "vitest";
import { rerecordCommitMessage, rerecordPullRequestBody, rerecordTitle } from "../../src/rerecord/commit-message.js";

describe("re-record commit message", () => {
  it("a title with the count, then every refreshed cassette on its own line", () => {
    expect(rerecordCommitMessage(["a/x.cassette.json", "b/y.cassette.json"])).toBe("Re-record 2 stale cassettes\n\n- a/x.cassette.json\n- b/y.cassette.json\n");
    expect(rerecordTitle(1)).toBe("Re-record 1 stale cassette");
  });

  it("skipCi adds [skip ci] to the title and the skip-checks trailer as the last paragraph", () => {
    const m = rerecordCommitMessage(["x.cassette.json"], { skipCi: true });
    expect(m.split("\n")[0]).toBe("Re-record 1 stale cassette [skip ci]");
    expect(m.trimEnd().split("\n\n").at(-1)).toBe("skip-checks: true");
  });

  it("the PR body lists refreshed cassettes with their reason, and the ones that failed", () => {
    const body = rerecordPullRequestBody([{ path: "x.cassette.json", reasons: ["[skill] SKILL.md changed"] }], [{ path: "y.cassette.json", error: "verdict failed" }]);
    expect(body).toContain("- `x.cassette.json` — [skill] SKILL.md changed");
    expect(body).toMatch(/Could not be re-recorded[^\n]*\n\n- `y\.cassette\.json` — verdict failed/);
  });
});
