/**
 * The baseline notes say something only when it matters (issue 39, item 11): a cassette of ours
 * recorded without baselines, judged without them, has nothing to compare and gets no note; one
 * recorded with a baseline, or a reference cassette, still hears that the check did not run.
 */
import { describe, expect, it } from "vitest";
import { baselineAndPromptChecks } from "../../src/gate/staleness/baseline-checks.js";
import type { Fingerprint } from "../../src/core/cassette/types.js";

const fp = (extra: Partial<Fingerprint> = {}): Fingerprint => ({ skills: {}, ...extra }) as Fingerprint;

describe("baseline notes without --baselines", () => {
  it("none for our cassette recorded without baselines", async () => {
    expect(await baselineAndPromptChecks(fp(), undefined, true)).toEqual({ findings: [], notes: [] });
  });

  it("a note when the cassette recorded a baseline, or is not ours", async () => {
    const withBaseline = await baselineAndPromptChecks(fp({ baseline: "1.2.3" }), undefined, true);
    expect(withBaseline.notes[0]).toMatch(/^baseline: not checked — .*recorded baseline 1\.2\.3/);
    const reference = await baselineAndPromptChecks(fp(), undefined, false);
    expect(reference.notes[0]).toMatch(/^baseline: not checked/);
    expect(reference.notes[1]).toMatch(/^prompt-assets: cassette predates/);
  });
});
