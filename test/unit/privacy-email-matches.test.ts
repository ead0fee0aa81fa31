/** The linear-time email matcher finds exactly what the plain global regex finds. */
import { describe, it, expect } from "vitest";
import { EMAIL_RE, emailMatches } from "../../src/gate/verify/email-matches.js";

const viaRegex = (text: string): string[] => Array.from(text.matchAll(new RegExp(EMAIL_RE.source, "gi")), (m) => m[0]);

function randomText(seed: number, length: number): string {
  const alphabet = "ab.-_%+@@ .cOmZ9x\n/";
  let a = seed >>> 0;
  let s = "";
  for (let i = 0; i < length; i++) {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    s += alphabet[(a >>> 16) % alphabet.length];
  }
  return s;
}

describe("emailMatches", () => {
  it("agrees with matchAll on hand-picked edge cases", () => {
    for (const text of [
      "mail a.b+c@example.com and x@y.org.",
      "a@b.co-x@d.org",
      "@@x@@y.zz@q.rr",
      "no at sign here",
      "trailing@",
      "User.Name@Example.COM",
      "a@b@c.de",
      "x@host.c",
      "ab@cd.ef@gh.ij",
    ]) {
      expect(emailMatches(text), text).toEqual(viaRegex(text));
    }
  });

  it("agrees with matchAll on random texts dense in local-part characters and @", () => {
    for (let seed = 1; seed <= 400; seed++) {
      const text = randomText(seed, 40 + (seed % 200));
      expect(emailMatches(text), text).toEqual(viaRegex(text));
    }
  });

  it("stays fast on a long run of local-part characters (quadratic for the plain regex)", () => {
    const text = `${"A".repeat(200_000)} ${"b".repeat(100_000)}@example.com`;
    expect(emailMatches(text)).toEqual([`${"b".repeat(100_000)}@example.com`]);
  });
});
