/** A batch's log lines, as check and replay both say them: warnings name their cassette, notices are said once with a count. */
import { describe, expect, it } from "vitest";
import { BatchAnnotations } from "../../src/gate/report/batch-annotations.js";
import type { Annotation } from "../../src/gate/replay/options.js";

const note = (message: string): Annotation => ({ level: "notice", message });
const warn = (message: string): Annotation => ({ level: "warning", message });

describe("BatchAnnotations", () => {
  it("says a warning at once, naming its cassette, and keeps a notice for the end", () => {
    const log = new BatchAnnotations();
    expect(log.add("r/a.cassette.json", warn("skill drift"))).toEqual(warn("r/a.cassette.json: skill drift"));
    expect(log.add("r/a.cassette.json", note("baseline: not checked"))).toBeUndefined();
    expect(log.notices()).toEqual([note("baseline: not checked")]);
  });

  it("says a notice several cassettes share once, counting them, in the order first seen", () => {
    const log = new BatchAnnotations();
    for (const l of ["a", "b", "c", "d"]) log.add(l, note("baseline: not checked"));
    log.add("b", note("only b"));
    expect(log.notices()).toEqual([note("baseline: not checked (4 cassettes)"), note("only b")]);
  });

  it("counts a cassette once however often it repeats a notice", () => {
    const log = new BatchAnnotations();
    log.add("a", note("same"));
    log.add("a", note("same"));
    log.add("b", note("same"));
    expect(log.notices()).toEqual([note("same (2 cassettes)")]);
  });
});
