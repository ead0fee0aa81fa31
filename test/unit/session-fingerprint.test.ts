import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sessionFingerprint, sessionShape } from "../../src/staleness/session-fingerprint.js";
import { sessionFingerprintOfFile } from "../../src/verify/session-shape.js";
import { loadSessionFile } from "../../src/session/load.js";

const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const sessions = resolve(repoRoot, "../shared/conformance/hash-vectors/sessions");
const expected = JSON.parse(readFileSync(join(sessions, "expected.json"), "utf8")) as Record<string, string | null>;

describe("sessionFingerprint vectors (hash-vectors/sessions)", () => {
  for (const [file, value] of Object.entries(expected)) {
    it(`${file} → ${value === null ? "none" : value.slice(0, 12)}`, async () => {
      expect(await sessionFingerprintOfFile(join(sessions, file))).toBe(value);
    });
  }

  it("default.yaml hashes exactly the documented shape string", async () => {
    const loaded = await loadSessionFile(join(sessions, "../../reference-repo/examples/sessions/default.yaml"));
    expect(JSON.stringify(sessionShape(loaded.authored))).toBe(
      '{"folders":[{"from":"../data/project","mode":"rwd"}],"plugins":{"config_dir":null,"marketplaces":["https://github.com/anthropics/claude-code.git"],"local_marketplaces":[],"enabled":["my-pdf-skill@local"],"local_plugins":["../skills/my-pdf-skill"],"remote_plugins":[]},"skills":{"local":[]},"mcp":{"config":null,"enabled":[]},"egress":{"extra_allow":[],"unrestricted":false},"web_fetch":{"approved_domains":[]}}',
    );
  });
});

describe("sessionFingerprint shape rules", () => {
  it("sorts folders with en-US collation, not code units", () => {
    const shape = sessionShape({ folders: ["./z", "./B", "./b", "./ä", "./a", "./_x"].map((from) => ({ from })) });
    expect((shape.folders as { from: string }[]).map((f) => f.from)).toEqual(["./_x", "./a", "./ä", "./b", "./B", "./z"]);
  });

  it("sorts other lists by code units and defaults folder mode to rw", () => {
    const shape = sessionShape({ folders: [{ from: "x" }], plugins: { enabled: ["b", "B", "a"] } });
    expect(shape.folders).toEqual([{ from: "x", mode: "rw" }]);
    expect((shape.plugins as { enabled: string[] }).enabled).toEqual(["B", "a", "b"]);
  });

  it("adds agent_env only when set, with the env var names in order", () => {
    expect(sessionShape({}).agent_env).toBeUndefined();
    expect(sessionShape({ agent_env: { disable_experimental_betas: false } }).agent_env).toBeUndefined();
    const env = sessionShape({ agent_env: { disable_experimental_betas: true, tool_search: "off", subagent_model: "m" } }).agent_env;
    expect(JSON.stringify(env)).toBe('{"CLAUDE_CODE_SUBAGENT_MODEL":"m","ENABLE_TOOL_SEARCH":"off","CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS":"1"}');
  });

  it("changes when the shape changes and is null without a session", () => {
    expect(sessionFingerprint({})).toBe("d9334c705e89ea65b17fde17c233c079bd15c7e330d92f20f069000111571450");
    expect(sessionFingerprint({ egress: { unrestricted: true } })).not.toBe(sessionFingerprint({}));
    expect(sessionFingerprint(null)).toBeNull();
  });
});
