import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sessionFingerprint, sessionShape } from "../../src/gate/staleness/session-fingerprint.js";
import { sessionFingerprintOfFile } from "../helpers/staleness-checks.js";
import { loadSessionFile } from "../../src/core/session/load.js";
import { EXAMPLES, exampleCassetteNames, readExampleCassette } from "../helpers/fixtures.js";

describe("sessionFingerprint of our example session", () => {
  const file = join(EXAMPLES, "sessions/default.yaml");

  it("is the one our recorder wrote into every example cassette", async () => {
    const names = exampleCassetteNames();
    expect(names.length).toBeGreaterThanOrEqual(3);
    const value = await sessionFingerprintOfFile(file);
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    for (const name of names) expect(readExampleCassette(name).sessionFingerprint, name).toBe(value);
  });

  it("default.yaml hashes exactly its shape string", async () => {
    const loaded = await loadSessionFile(file);
    expect(JSON.stringify(sessionShape(loaded.authored))).toBe(
      '{"folders":[],"plugins":{"config_dir":null,"marketplaces":[],"local_marketplaces":[],"enabled":[],"local_plugins":["../skills/csv-metrics"],"remote_plugins":[]},"skills":{"local":[]},"mcp":{"config":null,"enabled":[]},"egress":{"extra_allow":[],"unrestricted":false},"web_fetch":{"approved_domains":[]}}',
    );
  });
});

describe("sessionFingerprint shape rules", () => {
  it("sorts folders with en-US collation, not code units", () => {
    const shape = sessionShape({ folders: ["./z", "./B", "./b", "./ä", "./a", "./_x"].map((from) => ({ from })) });
    expect((shape.folders as { from: string }[]).map((f) => f.from)).toEqual([
      "./_x",
      "./a",
      "./ä",
      "./b",
      "./B",
      "./z",
    ]);
  });

  it("sorts other lists by code units and defaults folder mode to rw", () => {
    const shape = sessionShape({ folders: [{ from: "x" }], plugins: { enabled: ["b", "B", "a"] } });
    expect(shape.folders).toEqual([{ from: "x", mode: "rw" }]);
    expect((shape.plugins as { enabled: string[] }).enabled).toEqual(["B", "a", "b"]);
  });

  it("adds agent_env only when set, with the env var names in order", () => {
    expect(sessionShape({}).agent_env).toBeUndefined();
    expect(sessionShape({ agent_env: { disable_experimental_betas: false } }).agent_env).toBeUndefined();
    const env = sessionShape({
      agent_env: { disable_experimental_betas: true, tool_search: "off", subagent_model: "m" },
    }).agent_env;
    expect(JSON.stringify(env)).toBe(
      '{"CLAUDE_CODE_SUBAGENT_MODEL":"m","ENABLE_TOOL_SEARCH":"off","CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS":"1"}',
    );
  });

  it("changes when the shape changes and is null without a session", () => {
    expect(sessionFingerprint({})).toBe("d9334c705e89ea65b17fde17c233c079bd15c7e330d92f20f069000111571450");
    expect(sessionFingerprint({ egress: { unrestricted: true } })).not.toBe(sessionFingerprint({}));
    expect(sessionFingerprint(null)).toBeNull();
  });
});
