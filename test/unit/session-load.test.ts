import { describe, it, expect } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { declaredSkillDirs, loadSessionFile, loadSessionText, SessionLoadError } from "../../src/core/session/load.js";
import { SessionSchema } from "../../src/core/session/model.js";
import { validateSession } from "../../src/core/schema/validators.js";
import { EXAMPLES, readExampleCassette } from "../helpers/fixtures.js";
import { shapeDigest } from "../helpers/session-shape-digest.js";

function loadError(text: string, path = "/w/s.yaml"): SessionLoadError {
  try {
    loadSessionText(text, path);
  } catch (e) {
    expect(e).toBeInstanceOf(SessionLoadError);
    expect((e as Error).message).not.toContain("\n");
    return e as SessionLoadError;
  }
  throw new Error("expected the session to be rejected");
}

describe("loadSessionFile on our example session", () => {
  const file = join(EXAMPLES, "sessions/default.yaml");

  it("keeps the authored form and resolves paths against the file's folder", async () => {
    const s = await loadSessionFile(file);
    const dir = join(EXAMPLES, "sessions");
    expect(s.path).toBe(file);
    expect(s.dir).toBe(dir);
    expect(s.authored.folders).toEqual([]);
    expect(s.authored.uploads).toEqual(["../data/sales.csv"]);
    expect(s.resolved.uploads).toEqual([resolve(dir, "../data/sales.csv")]);
    expect(s.authored.permission_parity).toBe("strict");
    expect(s.authored.plugins.local_plugins).toEqual(["../skills/csv-metrics"]);
    expect(s.resolved.plugins.local_plugins).toEqual([resolve(dir, "../skills/csv-metrics")]);
    expect(s.resolved.plugins.config_dir).toBeNull();
    expect(s.resolved.mcp.config).toBeNull();
    expect(s.authored.egress).toMatchObject({ extra_allow: [], unrestricted: false });
    expect(declaredSkillDirs(s.resolved)).toEqual([resolve(dir, "../skills/csv-metrics")]);
    expect(s.keyLines["plugins"]).toBeGreaterThan(s.keyLines["uploads"]!);
  });

  it("the authored config reproduces the session fingerprint our recorder wrote into the examples", async () => {
    const digest = shapeDigest((await loadSessionFile(file)).authored);
    expect(readExampleCassette("csv-report").sessionFingerprint).toBe(digest);
    expect(shapeDigest((await loadSessionFile(file)).resolved)).not.toBe(digest);
  });

  it("applies every default to a one-key session", () => {
    const s = loadSessionText("permission_mode: default\n", "/w/s.yaml");
    expect(s.authored).toEqual({
      extended_thinking: true,
      permission_mode: "default",
      permission_parity: "cowork",
      folders: [],
      projects: [],
      trusted_folders: [],
      auto_mount_folders: false,
      uploads: [],
      plugins: {
        config_dir: null,
        marketplaces: [],
        local_marketplaces: [],
        enabled: [],
        local_plugins: [],
        remote_plugins: [],
      },
      skills: { local: [] },
      mcp: { config: null, enabled: [] },
      egress: { extra_allow: [], unrestricted: false },
      web_fetch: { approved_domains: [] },
      staleness: { hash_ignore: [] },
      debug: {},
      agent_env: {},
      limits: {},
    });
    expect(declaredSkillDirs(s.resolved)).toEqual([]);
  });
});

describe("path resolution", () => {
  const text = [
    "folders:",
    "  - from: data",
    "  - { from: /abs/data, mode: r }",
    "  - from: ~/home-data",
    "uploads: ['~']",
    "skills:",
    "  local: [s1, ~/s2]",
    "plugins:",
    "  local_plugins: [p1]",
    "  remote_plugins: [/r1]",
    "  local_marketplaces: [m1]",
    "  marketplaces: [git@github.com:o/r.git, ./mk]",
    "  config_dir: cfg",
    "mcp:",
    "  config: mcp.json",
    "projects:",
    "  - { uuid: u1, from: proj }",
    "effort: extra",
    "",
  ].join("\n");

  it("resolves relative paths, keeps absolute and ~ paths", () => {
    const s = loadSessionText(text, "/w/sess/s.yaml");
    expect(s.resolved.folders).toEqual([
      { from: "/w/sess/data", mode: "rw" },
      { from: "/abs/data", mode: "r" },
      { from: "~/home-data", mode: "rw" },
    ]);
    expect(s.authored.folders[0]).toEqual({ from: "data", mode: "rw" });
    expect(s.resolved.uploads).toEqual(["~"]);
    expect(s.resolved.skills.local).toEqual(["/w/sess/s1", "~/s2"]);
    expect(s.resolved.plugins.marketplaces).toEqual(["git@github.com:o/r.git", "/w/sess/mk"]);
    expect(s.resolved.plugins.config_dir).toBe("/w/sess/cfg");
    expect(s.resolved.mcp.config).toBe("/w/sess/mcp.json");
    expect(s.resolved.projects).toEqual([{ uuid: "u1", from: "/w/sess/proj" }]);
    expect(s.authored.effort).toBe("xhigh");
  });

  it("lists declared skill dirs in the documented order", () => {
    const s = loadSessionText(text, "/w/sess/s.yaml");
    expect(declaredSkillDirs(s.resolved)).toEqual(["/w/sess/s1", "~/s2", "/w/sess/p1", "/r1", "/w/sess/m1"]);
  });

  it("refuses ~user paths, naming the field and line", () => {
    const e = loadError("permission_mode: default\nskills:\n  local:\n    - ok\n    - ~bob/skills\n");
    expect(e.message).toBe(
      '/w/s.yaml: skills.local[1]: "~bob/skills": ~user paths are not supported — use ~/… or an absolute path (line 5)',
    );
    expect(e.reason).toBe("unreadable");
  });
});

describe("session errors", () => {
  it("an unknown top-level key", () => {
    expect(loadError("model: m\nunknown_key: 1\n").message).toBe('/w/s.yaml: Unrecognized key: "unknown_key" (line 2)');
  });

  it("an unknown nested key", () => {
    expect(loadError("plugins:\n  enabled: [a]\n  dirs: [b]\n").message).toBe(
      '/w/s.yaml: plugins: Unrecognized key: "dirs" (line 3)',
    );
  });

  it("a top-level max_thinking_tokens gets a migration hint", () => {
    expect(loadError("max_thinking_tokens: 8000\n").message).toMatch(
      /^\/w\/s\.yaml: max_thinking_tokens is no longer a top-level session key.*\(line 1\)$/,
    );
  });

  it("wrong values", () => {
    expect(loadError("folders:\n  - from: ''\n").message).toMatch(/^\/w\/s\.yaml: folders\[0\]\.from: .* \(line 2\)$/);
    expect(loadError("folders:\n  - { from: a, mode: rwx }\n").message).toMatch(/folders\[0\]\.mode: Invalid option/);
    expect(loadError("agent_max_turns: 0\n").message).toMatch(/^\/w\/s\.yaml: agent_max_turns: /);
    expect(loadError("extended_thinking: 'yes'\n").message).toBe(
      "/w/s.yaml: extended_thinking: expected boolean (line 1)",
    );
    expect(loadError("effort: huge\n").message).toMatch(/effort: Invalid option/);
    expect(loadError("debug:\n  thinking_display: full\n").message).toMatch(
      /debug\.thinking_display: Invalid option.*\(line 2\)/,
    );
    expect(loadError("agent_env:\n  tool_search: on\n").message).toMatch(/agent_env\.tool_search/);
  });

  it("duplicate keys, bad YAML, empty file, non-mapping", () => {
    expect(loadError("model: a\nmodel: b\n").message).toBe("/w/s.yaml: invalid YAML: duplicate key (line 2)");
    expect(loadError("model: [a\n").message).toMatch(/^\/w\/s\.yaml: invalid YAML: /);
    expect(loadError("").message).toMatch(/^\/w\/s\.yaml: session file is empty/);
    expect(loadError("# only a comment\n").message).toMatch(/session file is empty/);
    expect(loadError("- a\n").message).toMatch(/must be a YAML mapping/);
  });

  it("a missing file is not-found; an invalid one is unreadable", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sess-"));
    const missing = loadSessionFile(join(dir, "nope.yaml"));
    await expect(missing).rejects.toMatchObject({ reason: "not-found" });
    await expect(missing).rejects.toThrow(/nope\.yaml: cannot read session file \(ENOENT\)/);
    const bad = join(dir, "bad.yaml");
    writeFileSync(bad, "bogus: 1\n");
    await expect(loadSessionFile(bad)).rejects.toMatchObject({ reason: "unreadable" });
  });
});

describe("schema/session.schema.json agrees with the zod model", () => {
  const samples: unknown[] = [
    {},
    { permission_mode: "default" },
    { permission_mode: "auto" },
    { effort: "extra" },
    { effort: "ultra" },
    { max_thinking_tokens: 100 },
    { folders: [{ from: "a" }] },
    { folders: [{ from: "" }] },
    { folders: [{ from: "a", name: "x" }] },
    { projects: [{ uuid: "u", from: "p" }] },
    { projects: [{ uuid: "u" }] },
    { plugins: { config_dir: null, enabled: ["a@b"] } },
    { plugins: { local_plugins: [""] } },
    { plugins: { extra: 1 } },
    { skills: { local: ["a"], suggest_enabled: true } },
    { skills: { suggest_enabled: "yes" } },
    { mcp: { config: "" } },
    { mcp: { config: "m.json", enabled: ["x"] } },
    { egress: { unrestricted: true } },
    { egress: { unrestricted: "yes" } },
    { web_fetch: { approved_domains: ["a.com"] } },
    { staleness: { hash_ignore: [""] } },
    { debug: { max_thinking_tokens: 0 } },
    { debug: { thinking_display: "omitted" } },
    { agent_env: { tool_search: "auto", disable_experimental_betas: true } },
    { agent_env: { other: 1 } },
    { agent_max_turns: 3 },
    { auto_mount_folders: 1 },
  ];
  it.each(samples.map((s) => [JSON.stringify(s), s]))("%s", (_label, sample) => {
    expect(validateSession(sample).length === 0).toBe(SessionSchema.safeParse(sample).success);
  });
});
