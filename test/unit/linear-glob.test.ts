/**
 * The linear-time glob matchers agree with the regex semantics they replace (property test
 * against the old regex construction, on short inputs where backtracking is cheap), and stay fast
 * on globs that made the regexes backtrack for ever.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { ignoreGlobMatcher, pathGlobMatcher, toolGlobMatcher } from "../../src/core/util/linear-glob.js";
import { compileIgnoreGlob } from "../../src/gate/fingerprint/ignore-globs.js";
import { toolGlobMatches } from "../../src/core/scenario/match.js";
import { matchesAnyPathGlob } from "../../src/core/util/path-glob.js";
import { params } from "../fuzz/fuzz-support.js";

const esc = (ch: string): string => ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The regexes the globs used to compile to (the reference semantics). */
function toolRegex(glob: string): RegExp {
  let src = "^";
  for (const ch of glob) src += ch === "*" ? "[^/]*" : ch === "?" ? "[^/]" : esc(ch);
  return new RegExp(src + "$");
}
function pathRegex(glob: string): RegExp {
  const segments = glob.replace(/\\/g, "/").split("/");
  let src = "^";
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === "**") {
      src += last ? "(?:[^/]+(?:/[^/]+)*)?" : "(?:[^/]+/)*";
      return;
    }
    for (const ch of segment) src += ch === "*" ? "[^/]*" : ch === "?" ? "[^/]" : esc(ch);
    if (!last) src += "/";
  });
  return new RegExp(src + "$");
}
function ignoreRegex(body: string, anchored: boolean): RegExp {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c === "*" && body[i + 1] === "*") {
      out += ".*";
      i++;
    } else if (c === "*") out += "[^/]*";
    else if (".+^${}()|[]\\?".includes(c)) out += `\\${c}`;
    else out += c;
  }
  return new RegExp(`${anchored ? "^" : "^(?:.*/)?"}${out}(?:/.*)?$`);
}

const alphabet = fc.constantFrom("a", "b", "/", ".", "\n", "é", "\ud83d\ude00");
const globAlphabet = fc.constantFrom("a", "b", "/", "*", "?", "**", ".", "\n", "é", "\\", "[", "(");
const text = fc.array(alphabet, { maxLength: 10 }).map((a) => a.join(""));
const glob = fc.array(globAlphabet, { maxLength: 7 }).map((a) => a.join(""));

describe("linear globs agree with the regex semantics", () => {
  it("tool globs", () => {
    fc.assert(
      fc.property(glob, text, (g, t) => toolGlobMatcher(g).test(t) === toolRegex(g).test(t)),
      params(3000),
    );
  });
  it("path globs", () => {
    fc.assert(
      fc.property(glob, text, (g, t) => pathGlobMatcher(g).test(t) === pathRegex(g).test(t)),
      params(3000),
    );
  });
  it("hash-ignore globs (anchored and at any depth)", () => {
    fc.assert(
      fc.property(
        glob,
        text,
        fc.boolean(),
        (g, t, anchored) => ignoreGlobMatcher(g, anchored).test(t) === ignoreRegex(g, anchored).test(t),
      ),
      params(3000),
    );
  });
});

describe("globs that made backtracking regexes hang", () => {
  const evilGlob = "*a*a*a*a*a*a*a*a*a*a*b";
  const longName = "a".repeat(5000);

  it("tool globs finish in linear time", () => {
    const t0 = Date.now();
    expect(toolGlobMatches(evilGlob, longName)).toBe(false);
    expect(toolGlobMatches(evilGlob, longName + "b")).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it("path globs finish in linear time", () => {
    const t0 = Date.now();
    expect(matchesAnyPathGlob([`**/${evilGlob}`, "x/**/**/**/**/**/**/y"], `d/${longName}`)).toBe(false);
    expect(matchesAnyPathGlob(["x/**/**/**/**/**/**/y"], `x/${"s/".repeat(2000)}z`)).toBe(false);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it("hash-ignore globs finish in linear time", () => {
    const t0 = Date.now();
    expect(compileIgnoreGlob("**a**a**a**a**a**a**a**a**b")?.test(longName)).toBe(false);
    expect(compileIgnoreGlob("*a*a*a*a*a*a*a*a*b")?.test(`x/${longName}`)).toBe(false);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });
});
