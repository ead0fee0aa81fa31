import { describe, it, expect } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseCassetteShape } from "../../src/core/cassette/model.js";
import { computeTreeFingerprint } from "../../src/gate/fingerprint/tree-fingerprint.js";
import { EXAMPLES, EXAMPLE_REPLAYS, olderFormat, readExampleCassette } from "../helpers/fixtures.js";

const base = { events: ["{}"], scenario: { prompt: "p", session: "../s.yaml" } };

describe("parseCassetteShape", () => {
  it("accepts every example cassette, and its v9 and v11 rewrites, and keeps unknown keys", async () => {
    const dir = EXAMPLE_REPLAYS;
    const tree = await computeTreeFingerprint({
      dirs: [join(EXAMPLES, "skills/csv-metrics")],
      env: { PATH: process.env.PATH, COWORK_HARNESS_GITSET: "0" },
    });
    const files = readdirSync(dir).filter((x) => x.endsWith(".cassette.json"));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const older: [string, Record<string, unknown>][] = [9, 11].map((v) => [
      `v${v}`,
      { ...olderFormat(readExampleCassette("metric-choice"), v as 9 | 11, tree), future: { x: 1 } },
    ]);
    const own: [string, Record<string, unknown>][] = files.map((f) => [
      f,
      JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>,
    ]);
    for (const [f, raw] of [...own, ...older]) {
      const r = parseCassetteShape(raw);
      if (!r.ok) throw new Error(`${f}: ${r.error}`);
      expect(r.cassette.timeline).toEqual(raw["timeline"]);
      expect(r.cassette.scenario.answers).toEqual((raw["scenario"] as Record<string, unknown>)["answers"]);
      expect(r.cassette.events.length).toBe((raw["events"] as unknown[]).length);
      expect(r.cassette.cassetteVersion).toBe(raw["cassetteVersion"]);
      if (raw["future"] !== undefined) expect((r.cassette as Record<string, unknown>)["future"]).toEqual({ x: 1 });
    }
  });

  it("normalises a missing assert to [] without touching the input", () => {
    const input = structuredClone(base);
    const r = parseCassetteShape(input);
    expect(r.ok && r.cassette.scenario.assert).toEqual([]);
    expect(input.scenario).not.toHaveProperty("assert");
  });

  it("passes unknown keys through at every level", () => {
    const r = parseCassetteShape({
      ...base,
      future: 1,
      scenario: { ...base.scenario, lane: "remote", x: [1] },
      fingerprint: { skillHash: "h", other: true },
    });
    expect(r).toMatchObject({
      ok: true,
      cassette: { future: 1, scenario: { lane: "remote", x: [1] }, fingerprint: { other: true } },
    });
  });

  it.each([
    [{ scenario: base.scenario }, "events: expected array"],
    [{ ...base, events: ["a", 2] }, "events[1]: expected string"],
    [{ events: [] }, "scenario: expected object"],
    [{ ...base, scenario: { prompt: "p" } }, "scenario.session: expected string"],
    [{ ...base, scenario: { session: "s", prompt: 3 } }, "scenario.prompt: expected string"],
    [{ ...base, scenario: { ...base.scenario, assert: {} } }, "scenario.assert: expected array"],
    [{ ...base, fingerprint: { skillHash: 1 } }, "fingerprint.skillHash: expected string"],
    [{ ...base, fingerprint: { hashFormat: null } }, "fingerprint.hashFormat: expected string"],
    [{ ...base, sessionFingerprint: 1 }, "sessionFingerprint: expected string"],
    [{ ...base, folderPrefixMap: [{ from: "/a" }] }, "folderPrefixMap[0].mount: expected string"],
    [{ scenario: { prompt: "p" } }, "events: expected array; scenario.session: expected string"],
    [null, "expected object"],
  ])("rejects %j with %s", (value, message) => {
    expect(parseCassetteShape(value)).toEqual({ ok: false, error: message });
  });
});
