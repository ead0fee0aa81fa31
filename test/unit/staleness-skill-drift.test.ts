import { describe, expect, it } from "vitest";
import { skillDriftFindings } from "../../src/gate/staleness/skill-drift.js";
import { diffFileSigs, summarizeDiff } from "../../src/gate/staleness/file-sig-diff.js";
import type { Fingerprint } from "../../src/core/cassette/types.js";

const sigs = (o: Record<string, string>): [string, string][] => Object.entries(o);

describe("skillDriftFindings", () => {
  const rec: Fingerprint = { skillHash: "A", mode: "git", fileSigs: sigs({ "a.md": "1", "b.md": "2", "c.md": "3" }) };

  it("reports nothing when the hash matches", () => {
    expect(skillDriftFindings(rec, { mode: "git", digests: { skillHash: "A" } })).toEqual([]);
  });

  it("a mode flip wins over a hash difference", () => {
    const f = skillDriftFindings(rec, { mode: "raw", digests: { skillHash: "B" } });
    expect(f).toEqual([
      {
        class: "format",
        message:
          "recorded in 'git' file-set mode, verifying in 'raw' (COWORK_HARNESS_GITSET) — re-record under the same mode",
      },
    ]);
  });

  it("an agent-scope flip is a format finding", () => {
    const f = skillDriftFindings(rec, { mode: "git", agentScope: "skill", digests: { skillHash: "A" } });
    expect(f[0]?.class).toBe("format");
    expect(f[0]?.message).toContain("agent-scope 'off', verifying with 'skill'");
  });

  it("whole-tree drift names changed, added and removed files", () => {
    const live = sigs({ "a.md": "1", "b.md": "X", "d.md": "4" });
    const f = skillDriftFindings(rec, { mode: "git", digests: { skillHash: "B", fileSigs: live } });
    expect(f).toEqual([
      {
        class: "skill",
        message: "skill files changed since record — 1 changed (b.md); 1 added (d.md); 1 removed (c.md) — re-record",
        files: { changed: ["b.md"], added: ["d.md"], removed: ["c.md"] },
      },
    ]);
  });

  it("without fileSigs falls back to the generic message", () => {
    const f = skillDriftFindings({ skillHash: "A" }, { mode: "raw", digests: { skillHash: "B" } });
    expect(f).toEqual([
      { class: "skill", message: "local skill/plugin dir contents changed since record — re-record" },
    ]);
  });

  it("scoped drift splits into shared-root and skill findings", () => {
    const scoped: Fingerprint = {
      skillHash: "A",
      sharedHash: "S",
      skillScope: ["alpha"],
      fileSigs: sigs({ "plugin.json": "1", "skills/alpha/SKILL.md": "2", "skills/beta/SKILL.md": "3" }),
    };
    const live = sigs({ "plugin.json": "9", "skills/alpha/SKILL.md": "8", "skills/beta/SKILL.md": "3" });
    const f = skillDriftFindings(scoped, { mode: "raw", digests: { skillHash: "B", sharedHash: "T", fileSigs: live } });
    expect(f.map((x) => [x.class, x.message])).toEqual([
      ["shared-root", "shared root changed since record (scope: skills/alpha) [1 changed (plugin.json)] — re-record"],
      ["skill", "skills/alpha changed since record [1 changed (skills/alpha/SKILL.md)] — re-record"],
    ]);
    expect(f[1]?.files?.changed).toEqual(["skills/alpha/SKILL.md"]);
  });

  it("scoped drift without a per-file manifest reports both buckets when the shared hash moved", () => {
    const f = skillDriftFindings(
      { skillHash: "A", sharedHash: "S", skillScope: ["a"] },
      { mode: "raw", digests: { skillHash: "B", sharedHash: "T" } },
    );
    expect(f.map((x) => x.class)).toEqual(["shared-root", "skill"]);
    expect(f[1]?.message).toBe(
      "skills/a may also have changed since record (no per-file manifest to isolate) — re-record",
    );
  });

  it("duplicate manifest paths add an attribution warning", () => {
    const dup: Fingerprint = {
      skillHash: "A",
      fileSigs: [
        ["x.md", "1"],
        ["x.md", "2"],
      ],
    };
    const f = skillDriftFindings(dup, {
      mode: "raw",
      digests: {
        skillHash: "B",
        fileSigs: [
          ["x.md", "1"],
          ["x.md", "3"],
        ],
      },
    });
    expect(f[0]?.message).toMatch(/^ambiguous duplicate manifest path\(s\) across mounts \(x\.md\)/);
  });
});

describe("diff summaries", () => {
  it("samples three paths then +K more", () => {
    const d = diffFileSigs([], sigs({ a: "1", b: "1", c: "1", d: "1", e: "1" }));
    expect(summarizeDiff(d)).toBe("5 added (a, b, c, +2 more)");
    expect(summarizeDiff(diffFileSigs([], []))).toBeNull();
  });
});
