/** Our session loader on the reference example session, and its authored form against the reference session-fingerprint vectors. */
import { describe, it, expect } from "vitest";
import { join, resolve } from "node:path";
import { declaredSkillDirs, loadSessionFile, SessionLoadError } from "../../src/core/session/load.js";
import { shapeDigest } from "../helpers/session-shape-digest.js";
import { CONFORMANCE, REFERENCE_REPO } from "./corpus.js";

describe("loadSessionFile on reference sessions", () => {
  const file = join(REFERENCE_REPO, "examples/sessions/default.yaml");

  it("keeps the authored form and resolves paths against the file's folder", async () => {
    const s = await loadSessionFile(file);
    const dir = join(REFERENCE_REPO, "examples/sessions");
    expect(s.path).toBe(file);
    expect(s.dir).toBe(dir);
    expect(s.authored.folders).toEqual([{ from: "../data/project", mode: "rwd" }]);
    expect(s.resolved.folders).toEqual([{ from: resolve(dir, "../data/project"), mode: "rwd" }]);
    expect(s.authored.uploads).toEqual(["../data/report.pdf"]);
    expect(s.resolved.uploads).toEqual([resolve(dir, "../data/report.pdf")]);
    expect(s.resolved.trusted_folders).toEqual([resolve(dir, "../data/project")]);
    expect(s.resolved.plugins.marketplaces).toEqual(["https://github.com/anthropics/claude-code.git"]);
    expect(s.resolved.plugins.local_plugins).toEqual([resolve(dir, "../skills/my-pdf-skill")]);
    expect(s.resolved.plugins.config_dir).toBeNull();
    expect(s.resolved.mcp.config).toBeNull();
    expect(s.authored.effort).toBe("high");
    expect(s.authored.debug).toEqual({ max_thinking_tokens: 8000 });
    expect(s.authored.web_fetch).toEqual({ approved_domains: [] });
    expect(s.authored.staleness).toEqual({ hash_ignore: [] });
    expect(s.authored.agent_env).toEqual({});
    expect(declaredSkillDirs(s.resolved)).toEqual([resolve(dir, "../skills/my-pdf-skill")]);
    expect(s.keyLines["folders"]).toBeGreaterThan(s.keyLines["model"]!);
  });

  it("authored configs reproduce the recorded session fingerprints", async () => {
    const expected = (
      await import(join(CONFORMANCE, "hash-vectors/sessions/expected.json"), { with: { type: "json" } })
    ).default as Record<string, string | null>;
    for (const [rel, digest] of Object.entries(expected)) {
      const p = join(CONFORMANCE, "hash-vectors/sessions", rel);
      if (digest === null) {
        await expect(loadSessionFile(p)).rejects.toBeInstanceOf(SessionLoadError);
      } else {
        expect(shapeDigest((await loadSessionFile(p)).authored), rel).toBe(digest);
      }
    }
  });
});
