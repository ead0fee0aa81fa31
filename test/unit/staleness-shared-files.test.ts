/**
 * The session and on-disk scenario files a run's cassettes share are read once and handed to every
 * cassette as one frozen value: no copy per cassette, and no check can change what the next one sees.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cassette } from "../../src/core/cassette/types.js";
import { FingerprintRun, withFingerprintRun } from "../../src/gate/fingerprint/fingerprint-run.js";
import { checkContext } from "../../src/gate/staleness/checks/context.js";

let root = "";
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "shared-files-"));
  for (const d of ["sessions", "scenarios", "replays"]) mkdirSync(join(root, d));
  writeFileSync(join(root, "sessions/s.yaml"), "model: claude-test\n");
  writeFileSync(
    join(root, "scenarios/x.yaml"),
    "name: x\nprompt: hi\nsession: ../sessions/s.yaml\nassert:\n  - transcript_contains: hello\n",
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const cassette = (): Cassette => ({
  cassetteVersion: 12,
  scenario: { name: "x", prompt: "hi", session: "../sessions/s.yaml", assert: [{ transcript_contains: "hello" }] },
  events: [],
});

describe("checkContext: shared files", () => {
  it("gives two cassettes of a run the same frozen session and scenario, which a check cannot change", async () => {
    await withFingerprintRun(new FingerprintRun(), async () => {
      const a = checkContext(cassette(), join(root, "replays/a.cassette.json"), { env: { PATH: process.env.PATH } });
      const b = checkContext(cassette(), join(root, "replays/b.cassette.json"), { env: { PATH: process.env.PATH } });
      const [sa, sb, fa, fb] = [await a.session(), await b.session(), await a.scenario(), await b.scenario()];
      expect(sb).toBe(sa);
      expect(fb).toBe(fa);
      expect(fa.status).toBe("loaded");
      expect(Object.isFrozen(sa)).toBe(true);
      const loaded = (fa as { loaded: { scenario: { assert: Record<string, unknown>[] } } }).loaded;
      expect(() => {
        loaded.scenario.assert[0]!.transcript_contains = "changed";
      }).toThrow(TypeError);
      expect(() => loaded.scenario.assert.push({})).toThrow(TypeError);
      expect(loaded.scenario.assert).toEqual([{ transcript_contains: "hello" }]);
    });
  });
});
