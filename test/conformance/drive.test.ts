/**
 * driveReplay over every real conformance cassette, compared field by field with what the
 * reference CLI reported for it (COWORK_CONFORMANCE_DIR/expected/NAME.replay.json, results[0]).
 */
import { describe, it, expect } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { referenceFields } from "../../src/gate/replay/reference-fields.js";
import { driveReplay } from "../../src/gate/replay/drive.js";
import type { Cassette } from "../../src/core/cassette/types.js";
import type { RunRecord } from "../../src/gate/evidence/types.js";
import { CONFORMANCE } from "./corpus.js";

const conformance = CONFORMANCE;
const cassetteDir = path.join(conformance, "reference-repo/examples/replays");
const names = readdirSync(cassetteDir)
  .filter((f) => f.endsWith(".cassette.json"))
  .map((f) => f.replace(/\.cassette\.json$/, ""))
  .sort();
const summary = JSON.parse(readFileSync(path.join(conformance, "expected/summary.json"), "utf8")) as Record<
  string,
  { failing_assertions?: string[]; replay_exit: number }
>;

function load(name: string): { cassette: Cassette; ref: Record<string, any> } {
  const cassette = JSON.parse(readFileSync(path.join(cassetteDir, `${name}.cassette.json`), "utf8")) as Cassette;
  const envelope = JSON.parse(readFileSync(path.join(conformance, `expected/${name}.replay.json`), "utf8"));
  return { cassette, ref: envelope.results[0] };
}

/** Our record in the reference's output vocabulary, as the replay result prints it. */
const asReferenceFields = (rec: RunRecord): Record<string, unknown> => {
  const { stalledOnQuestion: _s, ...fields } = referenceFields(rec);
  return { ...fields, stalledOnQuestion: rec.stalledOnQuestion };
};

const drop = (o: unknown): unknown => JSON.parse(JSON.stringify(o));

describe("driveReplay on the conformance cassettes", () => {
  it("finds every cassette", () => {
    expect(names.length).toBeGreaterThanOrEqual(8);
  });

  for (const name of names) {
    describe(name, () => {
      const { cassette, ref } = load(name);
      const drive = driveReplay(cassette);

      it("reports no replay_protocol_fidelity failure unless the reference did", () => {
        const expectsFidelityFailure = (summary[name]?.failing_assertions ?? []).includes("replay_protocol_fidelity");
        expect(drive.protocolFailures.length > 0).toBe(expectsFidelityFailure);
        expect(drive.truncatedQuestion).toBeUndefined();
      });

      it("knows whether the cassette has a controlOut", () => {
        expect(drive.hasControlOut).toBe(Array.isArray(cassette.controlOut) && cassette.controlOut.length > 0);
        if (!drive.hasControlOut) {
          expect(drive.record.hookEvents).toBeUndefined();
          expect(drive.warnings.some((w) => w.includes("cassette has no controlOut"))).toBe(true);
        }
      });

      // The tampered cassette aborts at artifact materialization in the reference: no derived fields to compare.
      if (summary[name]?.replay_exit === 2) return;

      it("derives the same evidence the reference reported", () => {
        const ours = asReferenceFields(drive.record);
        let compared = 0;
        for (const [key, value] of Object.entries(ours)) {
          const expected = key === "stalledOnQuestion" ? (ref[key] ?? false) : ref[key];
          if (expected === undefined && value === undefined) continue;
          expect({ key, value: drop(value) }).toEqual({ key, value: expected });
          compared++;
        }
        expect(compared).toBeGreaterThan(20);
      });
    });
  }
});
