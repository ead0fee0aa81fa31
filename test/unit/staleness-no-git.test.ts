/** The git→raw flip outside a git repository is judged on the digests, and said as it is. */
import { describe, expect, it } from "vitest";
import { skillDriftFindings } from "../../src/gate/staleness/skill-drift.js";
import type { Fingerprint } from "../../src/core/cassette/types.js";

const rec: Fingerprint = {
  skillHash: "A",
  mode: "git",
  fileSigs: [
    ["a.md", "1"],
    ["b.md", "2"],
  ],
};

describe("git-recorded cassette verified outside a git repository", () => {
  it("equal digests: no finding", () => {
    expect(skillDriftFindings(rec, { mode: "raw", rawReason: "not-git", digests: { skillHash: "A" } })).toEqual([]);
  });

  it("different digests: one honest format finding naming the difference, not COWORK_HARNESS_GITSET", () => {
    const f = skillDriftFindings(rec, {
      mode: "raw",
      rawReason: "not-git",
      digests: {
        skillHash: "B",
        fileSigs: [
          ["a.md", "1"],
          ["b.md", "2"],
          ["tmp.log", "3"],
        ],
      },
    });
    expect(f).toEqual([
      {
        class: "format",
        message:
          "not a git repository: fingerprints computed over all files (raw mode); the cassette was recorded over git-tracked files only, and the digests differ (1 added (tmp.log)): untracked files alone can cause that — verify inside the git checkout, or re-record here",
      },
    ]);
  });

  it("a recorded file whose bytes differ (or that is gone) is a real skill edit, not blamed on untracked files", () => {
    const f = skillDriftFindings(rec, {
      mode: "raw",
      rawReason: "not-git",
      digests: {
        skillHash: "B",
        fileSigs: [
          ["a.md", "9"],
          ["tmp.log", "3"],
        ],
      },
    });
    expect(f).toEqual([
      {
        class: "skill",
        message:
          "skill files changed since record — 1 changed (a.md); 1 removed (b.md); 1 added (tmp.log) (not a git repository: these may be untracked files) — re-record",
        files: { changed: ["a.md"], added: [], removed: ["b.md"] },
      },
    ]);
  });

  it("COWORK_HARNESS_GITSET=0 is still named when the user set it", () => {
    const f = skillDriftFindings(rec, { mode: "raw", rawReason: "gitset-off", digests: { skillHash: "A" } });
    expect(f[0]?.message).toContain("(COWORK_HARNESS_GITSET)");
  });
});
