/**
 * The gate lints the scenario a cassette was recorded from once per run, however many cassettes
 * were recorded from it: a second cassette of the scenario gets the same findings (its own copy),
 * from the file as the run first read it, like every other file a run takes not to change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkOne } from "../../src/gate/check/check-one.js";
import { FingerprintRun, withFingerprintRun } from "../../src/gate/fingerprint/fingerprint-run.js";
import { examplesRepo } from "../helpers/fixtures.js";
import type { TempCopy } from "../helpers/git-copy.js";

const CASSETTE = "examples/replays/csv-report.cassette.json";
const COPY = "examples/replays/csv-report-2.cassette.json";
const SCENARIO = "examples/scenarios/csv-report.yaml";

let repo: TempCopy;
beforeAll(() => {
  repo = examplesRepo();
  copyFileSync(join(repo.dir, CASSETTE), join(repo.dir, COPY));
});
afterAll(() => repo?.cleanup());

const lintOf = (r: { findings?: { kind: string }[] }) => (r.findings ?? []).filter((f) => f.kind === "lint");

describe("check's lint step", () => {
  it("lints a scenario once per run, and gives each of its cassettes a copy of the findings", async () => {
    const p = join(repo.dir, SCENARIO);
    const original = readFileSync(p, "utf8");
    // findings the lint step reports (reassert is off, so it does not take the invalid file over)
    const linted = original.replace("fidelity: container\n", "fidelity: container\nnotes: hello\n");
    expect(linted).not.toBe(original);
    writeFileSync(p, linted);
    try {
      await withFingerprintRun(new FingerprintRun(), async () => {
        const first = (await checkOne(join(repo.dir, CASSETTE), CASSETTE, { mode: "check", reassert: false })).result;
        expect(lintOf(first).length).toBeGreaterThan(0);
        writeFileSync(p, original); // changed during the run: the run keeps what it read
        const second = (await checkOne(join(repo.dir, COPY), COPY, { mode: "check", reassert: false })).result;
        expect(lintOf(second)).toEqual(lintOf(first));
        expect(lintOf(second)[0]).not.toBe(lintOf(first)[0]);
      });
      // a new run reads the file again
      await withFingerprintRun(new FingerprintRun(), async () => {
        const fresh = (await checkOne(join(repo.dir, COPY), COPY, { mode: "check", reassert: false })).result;
        expect(lintOf(fresh)).toEqual([]);
      });
    } finally {
      writeFileSync(p, original);
    }
  });
});
