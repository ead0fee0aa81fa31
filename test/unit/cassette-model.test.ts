import { describe, it, expect } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseCassetteShape } from "../../src/cassette/model.js";
import { REFERENCE_REPO } from "../helpers/paths.js";

const base = { events: ["{}"], scenario: { prompt: "p", session: "../s.yaml" } };

describe("parseCassetteShape", () => {
  it("accepts every reference cassette and keeps unknown keys", () => {
    const dir = join(REFERENCE_REPO, "examples/replays");
    for (const f of readdirSync(dir).filter((x) => x.endsWith(".cassette.json"))) {
      const raw = JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, unknown>;
      const r = parseCassetteShape(raw);
      if (!r.ok) throw new Error(`${f}: ${r.error}`);
      expect(r.cassette.timeline).toEqual(raw["timeline"]);
      expect(r.cassette.scenario.answers).toEqual((raw["scenario"] as Record<string, unknown>)["answers"]);
      expect(r.cassette.events.length).toBe((raw["events"] as unknown[]).length);
    }
  });

  it("normalises a missing assert to [] without touching the input", () => {
    const input = structuredClone(base);
    const r = parseCassetteShape(input);
    expect(r.ok && r.cassette.scenario.assert).toEqual([]);
    expect(input.scenario).not.toHaveProperty("assert");
  });

  it("passes unknown keys through at every level", () => {
    const r = parseCassetteShape({ ...base, future: 1, scenario: { ...base.scenario, lane: "remote", x: [1] }, fingerprint: { skillHash: "h", other: true } });
    expect(r).toMatchObject({ ok: true, cassette: { future: 1, scenario: { lane: "remote", x: [1] }, fingerprint: { other: true } } });
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
