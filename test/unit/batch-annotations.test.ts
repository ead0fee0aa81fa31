/** A batch's notices and warnings are said once each, naming the cassettes they concern. */
import { describe, expect, it } from "vitest";
import { batchAnnotations } from "../../src/report/batch-annotations.js";
import type { Annotation } from "../../src/replay/options.js";

const note = (message: string): Annotation => ({ level: "notice", message });
const warn = (message: string): Annotation => ({ level: "warning", message });

describe("batchAnnotations", () => {
  it("leaves one cassette's lines as they are", () => {
    const one = [note("a"), note("a"), warn("b")];
    expect(batchAnnotations([{ label: "x.cassette.json", annotations: one }])).toEqual(one);
  });

  it("says a line every cassette shares once, for all of them", () => {
    const files = ["a", "b", "c", "d"].map((l) => ({ label: `${l}.cassette.json`, annotations: [note("baseline: not checked"), warn("skill drift")] }));
    expect(batchAnnotations(files)).toEqual([note("baseline: not checked [all 4 cassettes]"), warn("skill drift [all 4 cassettes]")]);
  });

  it("names the cassettes of a line some share, and counts past three", () => {
    const files = ["a", "b", "c", "d", "e", "f"].map((l, i) => ({
      label: `r/${l}.cassette.json`,
      annotations: i === 0 ? [note("only a")] : i < 6 ? [warn("stale")] : [],
    }));
    expect(batchAnnotations(files)).toEqual([
      note("only a [r/a.cassette.json]"),
      warn("stale [5 cassettes: r/b.cassette.json, r/c.cassette.json, r/d.cassette.json and 2 more]"),
    ]);
  });

  it("keeps a notice and a warning of the same text apart, and counts a cassette once", () => {
    const files = [
      { label: "a", annotations: [note("same"), note("same"), warn("same")] },
      { label: "b", annotations: [note("same")] },
      { label: "c", annotations: [] },
    ];
    expect(batchAnnotations(files)).toEqual([note("same [2 cassettes: a, b]"), warn("same [a]")]);
  });
});
