/** Every privacy pattern's fast matcher finds exactly what its regex finds (same matches, same order). */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { FULL_PATTERNS } from "../../src/verify/privacy-patterns.js";
import { params } from "../fuzz/fuzz-support.js";

const inventory = FULL_PATTERNS.find((p) => p.cls === "machine-inventory");
const words = fc.constantFrom(
  "running",
  "installed",
  "available",
  "apps",
  "APPS",
  "Applications",
  "application",
  "processes",
  "PROCESSES",
  "currently",
  "on",
  "On",
  "this",
  "the",
  "your",
  "machine",
  "Mac",
  "host",
  "device",
  " ",
  "  ",
  "\n",
  ":",
  "x",
  "app",
  "procesS",
  "ſ",
  "\u212a",
);

describe("machine-inventory matcher", () => {
  it("agrees with its regex on random text", () => {
    expect(inventory?.matches).toBeTypeOf("function");
    const re = new RegExp(inventory!.re.source, "gi");
    fc.assert(
      fc.property(
        fc.array(words, { maxLength: 16 }).map((a) => a.join(" ")),
        (text) => {
          expect(inventory!.matches!(text)).toEqual(Array.from(text.matchAll(re), (m) => m[0]));
        },
      ),
      params(5000),
    );
  });

  it("finds an inventory sentence and skips text with neither word", () => {
    expect(inventory!.matches!("Here are the RUNNING APPS on this Mac: Slack")).toEqual(["RUNNING APPS on this Mac:"]);
    expect(inventory!.matches!("installed software on this machine")).toEqual([]);
  });
});
