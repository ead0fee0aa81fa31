import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cassette } from "../../src/core/cassette/types.js";
import { loadSessionFile, SessionLoadError } from "../../src/core/session/load.js";
import { computeStaleness } from "../../src/gate/staleness/compute.js";
import { verifyLoaded } from "../../src/gate/verify/verify-one.js";

const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, COWORK_HARNESS_GITSET: "0" };
let root = "";

function cassette(session: string, over: Partial<Cassette> = {}): Cassette {
  return {
    cassetteVersion: 12,
    scenario: { prompt: "p", session, fidelity: "container", assert: [] },
    events: [],
    fingerprint: { baseline: "1", hashFormat: "jcs1", skillHash: "0".repeat(64) },
    ...over,
  };
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "session-failures-"));
  mkdirSync(join(root, "sessions"));
  mkdirSync(join(root, "replays"));
  writeFileSync(
    join(root, "sessions/bad.yaml"),
    "plugins:\n  local_plugins: []\n\npermission_parity: lenient\nupload_files: 3\n",
  );
  writeFileSync(
    join(root, "sessions/nodirs.yaml"),
    "plugins:\n  local_plugins: [../skills/gone]\npermission_parity: strict\n",
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a session that does not load", () => {
  it("SessionLoadError carries the detail without the path and the line of its first (line N)", async () => {
    const path = join(root, "sessions/bad.yaml");
    const e = await loadSessionFile(path).then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(SessionLoadError);
    const err = e as SessionLoadError;
    expect(err.message).toBe(`${path}: ${err.detail}`);
    expect(err.line).toBe(Number(/\(line (\d+)\)/.exec(err.message)![1]));
  });

  it("is an unverifiable-skill finding with reason, detail and location, in the key order results.json has", async () => {
    const path = join(root, "sessions/bad.yaml");
    const r = await computeStaleness(cassette("../sessions/bad.yaml"), join(root, "replays/x.cassette.json"), { env });
    const f = r.findings.find((x) => x.class === "unverifiable-skill")!;
    const message = await loadSessionFile(path).then(
      () => "",
      (x: Error) => x.message,
    );
    expect(Object.keys(f)).toEqual(["class", "message", "location", "reason", "detail"]);
    expect(f).toEqual({
      class: "unverifiable-skill",
      message: `skill dirs not resolvable from the cassette location — the session at ${path} could not be read or parsed: ${message} — cannot verify skill staleness (can't verify ⇒ not green)`,
      reason: "invalid-session",
      detail: message.slice(path.length + 2),
      location: { path, line: 4 },
    });
    const settings = r.byCheck.find((c) => c.id === "session")!;
    expect(settings.notes).toEqual([]);
  });

  it("a session whose skill dirs are all missing still has its settings compared", async () => {
    const c = cassette("../sessions/nodirs.yaml", {
      inputs: { session: { path: "../sessions/nodirs.yaml", config: { permission_parity: "lenient" } } },
    });
    const r = await computeStaleness(c, join(root, "replays/x.cassette.json"), { env });
    const f = r.findings.find((x) => x.class === "session");
    expect(f?.message).toMatch(/^session setting\(s\) .*permission_parity.* changed since recording/);
    expect(f?.location).toEqual({ path: join(root, "sessions/nodirs.yaml"), line: 3 });
  });

  it("an unresolved session's note says why, from the failure", async () => {
    const c = cassette("../sessions/missing.yaml", { sessionFingerprint: "x" });
    const r = await computeStaleness(c, join(root, "replays/x.cassette.json"), { env });
    expect(r.byCheck.find((x) => x.id === "session")!.notes).toEqual([
      `session-fingerprint: could not resolve the current session file (no session file at ${join(root, "sessions/missing.yaml")}) — session-shape drift not checked`,
    ]);
    const bad = await computeStaleness(
      cassette("../sessions/bad.yaml", { sessionFingerprint: "x" }),
      join(root, "replays/x.cassette.json"),
      { env },
    );
    expect(bad.byCheck.find((x) => x.id === "session")!.notes[0]).toMatch(
      /^session-fingerprint: could not resolve the current session file \(\/.*bad\.yaml: .*\(line 4\).*\) — session-shape drift not checked$/,
    );
  });

  it("only: just the named checks are asked", async () => {
    const r = await computeStaleness(cassette("../sessions/bad.yaml"), join(root, "replays/x.cassette.json"), { env }, [
      "scenario",
    ]);
    expect(r.byCheck.map((c) => c.id)).toEqual(["scenario"]);
    expect(r.findings).toEqual([]);
  });

  it("verify with staleness off asks only the scenario check", async () => {
    const file = join(root, "replays/x.cassette.json");
    const r = await verifyLoaded(file, cassette("../sessions/bad.yaml"), {
      privacy: false,
      staleness: false,
      scenarioDrift: true,
      allow: [],
      env,
    });
    expect(r.unverifiable).toEqual([]);
    expect(r.staleness).toEqual([]);
    const on = await verifyLoaded(file, cassette("../sessions/bad.yaml"), {
      privacy: false,
      staleness: true,
      scenarioDrift: true,
      allow: [],
      env,
    });
    expect(on.unverifiable).toHaveLength(1);
  });
});
