import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verifyEnvelope, verifyExitCode, type VerifyResult } from "../../src/gate/verify/result.js";
import { driftedFields, scenarioDrift } from "../helpers/staleness-checks.js";
import { verifyText } from "../../src/gate/verify/text.js";
import type { Cassette } from "../../src/core/cassette/types.js";

const r = (over: Partial<VerifyResult> = {}): VerifyResult => ({
  file: "f",
  findings: [],
  staleness: [],
  unverifiable: [],
  notes: [],
  version: [],
  scenarioDrift: [],
  privacyScanned: true,
  ...over,
});

describe("verify exit codes", () => {
  it("0 clean; unscanned and notes do not count", () => {
    expect(verifyExitCode([r({ notes: ["n"], findings: [{ where: "w", cls: "unscanned", sample: "s" }] })])).toBe(0);
  });
  it("3 for unverifiable, version or error", () => {
    expect(verifyExitCode([r({ unverifiable: ["u"] })])).toBe(3);
    expect(verifyExitCode([r({ version: ["v"] })])).toBe(3);
    expect(verifyExitCode([r({ error: "e" })])).toBe(3);
  });
  it("1 for a real finding, and 1 wins over 3", () => {
    expect(verifyExitCode([r({ findings: [{ where: "w", cls: "email", sample: "a@b.io" }] })])).toBe(1);
    expect(verifyExitCode([r({ scenarioDrift: ["d"] }), r({ error: "e" })])).toBe(1);
    expect(verifyExitCode([r({ staleness: ["s"], unverifiable: ["u"] })])).toBe(1);
  });
  it("the envelope reports ok and puts error only where set", () => {
    const env = JSON.parse(
      verifyEnvelope([r({ error: "bad" })], { privacy: true, staleness: false, scenarioDrift: true }),
    ) as {
      ok: boolean;
      coverage: unknown;
      results: Record<string, unknown>[];
    };
    expect(env.ok).toBe(false);
    expect(env.coverage).toEqual({ privacy: true, staleness: false, scenarioDrift: true });
    expect(Object.keys(env.results[0]!)).toContain("error");
  });
  it("text rows use the reference's markers", () => {
    const text = verifyText([r({ staleness: ["s"], unverifiable: ["u"], notes: ["n"] })], {
      privacy: true,
      staleness: true,
      scenarioDrift: true,
    });
    expect(text).toContain("✗ f: [stale] s\n");
    expect(text).toContain("✗ f: [unverifiable] u\n");
    expect(text).toContain("· f: [note] n\n");
    expect(text).toContain("(exit 1)");
  });
});

describe("scenario drift", () => {
  it("compares the shaping fields with their defaults", () => {
    expect(driftedFields({ prompt: "p", lane: "local", fidelity: "container", answers: [] }, { prompt: "p" })).toEqual(
      [],
    );
    expect(
      driftedFields({ prompt: "p", answers: [{ a: 1, b: 2 }] }, { prompt: "p", answers: [{ b: 2, a: 1 }] }),
    ).toEqual([]);
    expect(driftedFields({ prompt: "p", skills: ["a"] }, { prompt: "q", fidelity: "hostloop" })).toEqual([
      "prompt",
      "fidelity",
      "skills",
    ]);
  });

  it("reads the persisted scenarioSource; a name-lookup match is only a note", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scen-"));
    try {
      mkdirSync(join(dir, "scenarios"));
      mkdirSync(join(dir, "replays"));
      writeFileSync(join(dir, "scenarios/demo.yaml"), "prompt: new prompt\n");
      const c: Cassette = {
        scenario: { name: "demo", prompt: "old prompt", session: "(inline)", assert: [] },
        events: [],
        scenarioSource: "../scenarios/demo.yaml",
      };
      const file = join(dir, "replays/demo.cassette.json");
      const persisted = await scenarioDrift(c, file);
      expect(persisted.drift).toHaveLength(1);
      expect(persisted.drift[0]).toBe(
        "scenario field(s) prompt changed since recording — the recorded events answer the old scenario; re-record",
      );
      // no advice to use a flag that does not exist
      expect(persisted.drift[0]).not.toContain("--assert-from");
      const moved = await scenarioDrift({ ...c, scenarioSource: "../gone/demo.yaml" }, file);
      expect(moved.drift).toEqual([]);
      expect(moved.persistedMissing).toBe(true);
      expect(moved.notes[0]).toMatch(/^scenario-drift: found .* by scenario name only/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
