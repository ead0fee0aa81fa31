/** The reference's sessionFingerprint vectors (hash-vectors/sessions) and its example session's shape string. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sessionShape } from "../../src/gate/staleness/session-fingerprint.js";
import { sessionFingerprintOfFile } from "../helpers/staleness-checks.js";
import { loadSessionFile } from "../../src/core/session/load.js";
import { CONFORMANCE } from "./corpus.js";

const sessions = join(CONFORMANCE, "hash-vectors/sessions");
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
