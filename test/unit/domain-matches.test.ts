/** The linear bare-domain matcher finds exactly the regex's matches, and stays linear on hostile runs. */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { domainMatcher } from "../../src/gate/verify/domain-matches.js";
import { FULL_PATTERNS } from "../../src/gate/verify/privacy-patterns.js";
import { scanText } from "../../src/gate/verify/privacy-scan.js";
import { params } from "../fuzz/fuzz-support.js";

const TLDS = "com|io|co|ai|in|it";
const regex = new RegExp(`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${TLDS})\\b`, "gi");
const fast = domainMatcher(TLDS);
const piece = fc.constantFrom(
  "a",
  "b",
  "-",
  ".",
  "co",
  "com",
  "io",
  "m",
  "_",
  "A",
  "C",
  "O",
  "é",
  " ",
  "\n",
  "9",
  "it",
  "in",
  "ai",
  "x.",
  // letters that case-fold to ASCII under /iu but not under /i (the matcher compares code units)
  "ſ",
  "\u212a",
  "ı",
  "İ",
);

describe("domainMatcher", () => {
  it("agrees with the regex on random text", () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 14 }).map((a) => a.join("")),
        (text) => {
          expect(fast(text)).toEqual(Array.from(text.matchAll(regex), (m) => m[0]));
        },
      ),
      params(5000),
    );
  });

  it("agrees on hand-picked cases", () => {
    for (const text of [
      "see example.com.",
      "a-b.co_x a.community b.co-op",
      "_x-y.io",
      "-a.com",
      "a-.com",
      "A.COM",
      "sub.domain.io",
      "x.it.com",
    ]) {
      expect(fast(text)).toEqual(Array.from(text.matchAll(regex), (m) => m[0]));
    }
  });

  it("the privacy scan's domain class uses it and is linear on a hostile hyphen run", () => {
    expect(FULL_PATTERNS.find((p) => p.cls === "domain")?.matches).toBeTypeOf("function");
    const t0 = Date.now();
    const findings = scanText("a-".repeat(500_000) + " ok.example.com", "transcript", []);
    expect(Date.now() - t0).toBeLessThan(3_000);
    expect(findings.filter((f) => f.cls === "domain").map((f) => f.sample)).toEqual(["example.com"]);
  });
});
