/**
 * Issue 21, item 2 (last part): the gate's re-run (check --rerun-stale, the Action's rerun-stale)
 * runs pull-request code, so a session that widens the sandbox's network (egress.unrestricted,
 * egress.extra_allow) is not re-run: the outcome is "cannot re-run" with the reason, which the
 * report lists for the cassette. A person's own `rerun` is not affected.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { rerunCassette } from "../../src/live/rerun/rerun-cassette.js";

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function cassetteWith(session: string): string {
  const dir = mkdtempSync(join(tmpdir(), "h21-egress-"));
  made.push(dir);
  mkdirSync(join(dir, "sessions"));
  writeFileSync(join(dir, "sessions", "s.yaml"), session);
  const path = join(dir, "t.cassette.json");
  writeFileSync(
    path,
    JSON.stringify({
      cassetteVersion: 12,
      scenario: { name: "t", prompt: "p", session: "sessions/s.yaml", fidelity: "container" },
      events: [],
    }),
  );
  return path;
}

describe("the gate's re-run and egress widenings", () => {
  it.each([
    ["unrestricted", "egress:\n  unrestricted: true\n", /egress\.unrestricted: true/],
    ["extra_allow", "egress:\n  extra_allow: [attacker.example]\n", /egress\.extra_allow: attacker\.example/],
  ])("a session with %s is not re-run by the gate, and says why", async (_what, session, why) => {
    const o = await rerunCassette(cassetteWith(session), { env: {}, refuseEgressWidening: true });
    expect(o.summary.status).toBe("cannot");
    expect(o.summary.message).toMatch(why);
    expect(o.summary.message).toMatch(/never re-runs a pull request's network access/);
  });

  it("without a widening, or outside the gate, the re-run goes on to its other checks", async () => {
    const plain = await rerunCassette(cassetteWith("uploads: []\n"), { env: {}, refuseEgressWidening: true });
    expect(plain.summary.message ?? "").not.toMatch(/network access/);
    const local = await rerunCassette(cassetteWith("egress:\n  unrestricted: true\n"), { env: {} });
    expect(local.summary.message ?? "").not.toMatch(/network access/);
  });
});
