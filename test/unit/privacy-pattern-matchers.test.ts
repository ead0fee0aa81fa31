/** Every privacy pattern's fast matcher finds exactly what its regex finds (same matches, same order). */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { FULL_PATTERNS } from "../../src/gate/verify/privacy-patterns.js";
import { PHONE_RE, phoneMatches } from "../../src/gate/verify/phone-matches.js";
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
    // every ending the regex knows gets past the gate
    for (const owner of ["this", "the", "your"])
      for (const noun of ["machine", "computer", "system", "device", "mac", "host"])
        expect(inventory!.matches!(`Processes currently running\ton ${owner}  ${noun.toUpperCase()}: now`)).toEqual([
          `Processes currently running\ton ${owner}  ${noun.toUpperCase()}:`,
        ]);
  });
});

describe("currency and path matchers", () => {
  const pieces = fc.constantFrom(
    "$",
    "$ ",
    "12",
    "3,400",
    ".5",
    "k",
    "M",
    "billion",
    "/Users/",
    "/home/",
    "/root/",
    "/private/var/",
    "/var/folders/",
    "/Volumes/",
    "a",
    " ",
    '"',
    "'",
    "(",
    "=",
    ":",
    "/",
    "x/y",
    "\n",
  );
  for (const cls of ["currency", "path"]) {
    it(`${cls}: agrees with its regex on random text`, () => {
      const pattern = FULL_PATTERNS.find((p) => p.cls === cls)!;
      expect(pattern.matches).toBeTypeOf("function");
      const re = new RegExp(pattern.re.source, pattern.re.flags);
      fc.assert(
        fc.property(
          fc.array(pieces, { maxLength: 12 }).map((a) => a.join("")),
          (text) => {
            expect(pattern.matches!(text)).toEqual(Array.from(text.matchAll(re), (m) => m[0]));
          },
        ),
        params(3000),
      );
    });
  }

  it("find a price and a home path, and skip text without their marks", () => {
    const currency = FULL_PATTERNS.find((p) => p.cls === "currency")!;
    const path = FULL_PATTERNS.find((p) => p.cls === "path")!;
    expect(currency.matches!("raised $4,500.")).toEqual(["$4,500"]);
    expect(currency.matches!("4.5 million")).toEqual([]);
    expect(path.matches!('open "/home/ann/notes.md"')).toEqual(["/home/ann/notes.md"]);
    expect(path.matches!("open /opt/notes.md")).toEqual([]);
  });
});

describe("phone matcher", () => {
  // PHONE_RE's matches with a phone number's digit count, without the mark that gates the regex
  const byRegex = (text: string): string[] =>
    Array.from(text.matchAll(new RegExp(PHONE_RE.source, "g")), (m) => m[0]).filter((s) => {
      const n = s.replace(/\D/g, "").length;
      return s.startsWith("+") ? n >= 8 && n <= 15 : n === 10;
    });
  const pieces = fc.constantFrom(
    "+",
    "+1",
    "+44",
    "0",
    "12",
    "415",
    "555",
    "0123",
    "7946",
    "(",
    ")",
    "(415)",
    "-",
    ".",
    " ",
    "/",
    "x",
    "_",
    "\n",
  );

  it("agrees with its regex on random text", () => {
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 14 }).map((a) => a.join("")),
        (text) => {
          expect(phoneMatches(text)).toEqual(byRegex(text));
        },
      ),
      params(5000),
    );
  });

  it("finds each written form, and skips digits without one", () => {
    // each alone on its line: the gate must let each form through by its own mark
    for (const n of ["+44 20 7946 0958", "(415) 555-0123", "415.555.0123", "415-555-0123"])
      expect(phoneMatches(`call ${n} today`)).toEqual([n]);
    expect(phoneMatches('{"input_tokens":4155550123,"id":"415-555"}')).toEqual([]);
  });
});
