/**
 * User regexes cannot hang the gate: every match runs under a time budget and a pattern that
 * blows it becomes a failing result naming the pattern (ReDoS, issue 9).
 */
import { describe, it, expect, beforeEach, afterEach } from "vitest";
import { ASSERTION_CATALOG } from "../../src/gate/assert/catalog.js";
import { evaluateItem } from "../../src/gate/assert/evaluate.js";
import { compileRegex } from "../../src/core/scenario/match.js";
import { checkCassette } from "../../src/core/cassette/load.js";
import { replayLoaded } from "../../src/gate/replay/replay-cassette.js";
import {
  BoundedRegExp,
  DEFAULT_REGEX_TIMEOUT_MS,
  REGEX_TIMEOUT_ENV,
  RegexTimeoutError,
  boundedRegExp,
  hasAtMostOneQuantifier,
  regexTimeoutMs,
} from "../../src/core/util/safe-regex.js";
import { HarnessError } from "../../src/core/util/errors.js";
import { makeContext } from "../helpers/context.js";
import { realCassetteTexts } from "../fuzz/fuzz-support.js";

const EVIL_INPUT = "a".repeat(50_000) + "b";
let saved: string | undefined;

beforeEach(() => {
  saved = process.env[REGEX_TIMEOUT_ENV];
  process.env[REGEX_TIMEOUT_ENV] = "150";
});
afterEach(() => {
  if (saved === undefined) delete process.env[REGEX_TIMEOUT_ENV];
  else process.env[REGEX_TIMEOUT_ENV] = saved;
});

describe("bounded regexes", () => {
  it("(a+)+$ on a 50k 'a…b' string ends within the budget with an error naming the pattern", () => {
    const re = boundedRegExp("(a+)+$", "i");
    const t0 = Date.now();
    let err: unknown;
    try {
      re.test(EVIL_INPUT);
    } catch (e) {
      err = e;
    }
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(err).toBeInstanceOf(RegexTimeoutError);
    expect(err).toBeInstanceOf(HarnessError);
    expect((err as Error).message).toContain("/(a+)+$/");
    expect((err as Error).message).toContain("150 ms");
    expect((err as Error).message).toContain(REGEX_TIMEOUT_ENV);
    expect((err as Error).message).not.toMatch(/\n/);
  });

  it("a pattern that timed out once fails fast afterwards", () => {
    const re = boundedRegExp("(x+x+)+y", "i");
    expect(() => re.test("x".repeat(40))).toThrow(RegexTimeoutError);
    const t0 = Date.now();
    expect(() => boundedRegExp("(x+x+)+y", "i").test("x".repeat(40))).toThrow(RegexTimeoutError);
    expect(Date.now() - t0).toBeLessThan(50);
  });

  it("ordinary matching is unchanged: test, exec, match, matchAll, replace", () => {
    const re = boundedRegExp("b(c+)", "i");
    expect(re).toBeInstanceOf(RegExp);
    expect(re.test("abcc")).toBe(true);
    expect(re.test("xyz")).toBe(false);
    expect(re.exec("aBCC")?.[1]).toBe("CC");
    expect("abc abcc".match(boundedRegExp("b(c+)", "gi"))).toEqual(["bc", "bcc"]);
    expect([..."abc abcc".matchAll(boundedRegExp("b(c+)", "g"))].map((m) => m[1])).toEqual(["c", "cc"]);
    expect("abc".replace(re, "-")).toBe("a-");
    expect("a1b2".split(boundedRegExp("\\d"))).toEqual(["a", "b", ""]);
  });

  it("derived regexes stay bounded (Symbol.species)", () => {
    const re = boundedRegExp("(a+)+$", "g");
    expect(() => [...EVIL_INPUT.matchAll(re)]).toThrow(RegexTimeoutError);
  });

  it("the budget comes from the env, else the default", () => {
    expect(regexTimeoutMs({ [REGEX_TIMEOUT_ENV]: "900" })).toBe(900);
    expect(regexTimeoutMs({ [REGEX_TIMEOUT_ENV]: "zero" })).toBe(DEFAULT_REGEX_TIMEOUT_MS);
    expect(regexTimeoutMs({ [REGEX_TIMEOUT_ENV]: "-5" })).toBe(DEFAULT_REGEX_TIMEOUT_MS);
    expect(regexTimeoutMs({})).toBe(DEFAULT_REGEX_TIMEOUT_MS);
  });

  it("only patterns with at most one quantifier and no quantified group take the native fast path", () => {
    for (const p of ["foo|bar", "^mcp__.*$", "colou?r", "a{3}", "[*+?(]x*", "\\(a\\)+", "(?:ab|cd)e+", "{x}y*"])
      expect(hasAtMostOneQuantifier(p), p).toBe(true);
    for (const p of ["(a+)+$", "a*b*", "a?a?", "(a|b)*", "(x)\\1", "(?=a)b", "(?<!a)b", "a{2,}b+", "x*?y+", "(a){2}"])
      expect(hasAtMostOneQuantifier(p), p).toBe(false);
    // alternatives in one group (or the top level) stay native; in two they multiply
    for (const p of ["a|b|c", "(a|b)c", "x(?:ab|cd|ef)y", "(a|b)(c)d*", "[|]|x", "\\|(a|b)"])
      expect(hasAtMostOneQuantifier(p), p).toBe(true);
    for (const p of ["(a|b)(c|d)", "a|(b|c)", "((a|b)|c)", "(?:a|a)(?:a|a)", "(?<n>a|b)|c"])
      expect(hasAtMostOneQuantifier(p), p).toBe(false);
  });

  it("alternatives in many groups cannot escape the budget on a short input", () => {
    // natively, (a|a) twenty times then b took ~7 s on 200 a's (2^20 paths per start position)
    const pattern = "(a|a)".repeat(20) + "b";
    expect(() => boundedRegExp(pattern, "i").test("a".repeat(200))).toThrow(RegexTimeoutError);
  });

  it("compileRegex (the one door for assertion regexes) hands out bounded regexes", () => {
    const c = compileRegex("foo|bar");
    expect(c.ok && c.re instanceof BoundedRegExp).toBe(true);
    const bad = compileRegex("(unclosed");
    expect(bad.ok).toBe(false);
  });
});

describe("assertion regexes under ReDoS", () => {
  it("transcript_matches with (a+)+$ over a 50k transcript fails fast, naming the pattern", () => {
    const ctx = makeContext({ transcript: EVIL_INPUT });
    const t0 = Date.now();
    const r = evaluateItem({ transcript_matches: "(a+)+$" }, ctx, ASSERTION_CATALOG);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(
      /^transcript_matches: could not be evaluated: regex \/\(a\+\)\+\$\/ did not finish within 150 ms/,
    );
  });

  it("question_asked and tool_available are bounded too", () => {
    const ctx = makeContext({ questions: ["q".repeat(30_000) + "!"] }, { availableTools: ["t".repeat(30_000) + "!"] });
    for (const [key, pattern] of [
      ["question_asked", "(q+q+)+$"],
      ["tool_available", "(t|tt)+$"],
    ] as const) {
      const t0 = Date.now();
      const r = evaluateItem({ [key]: pattern }, ctx, ASSERTION_CATALOG);
      expect(Date.now() - t0).toBeLessThan(2_000);
      expect(r.pass).toBe(false);
      expect(r.message).toContain(pattern);
    }
  });

  it("a whole replay with a catastrophic frozen assertion ends in a failing verdict, not a hang", () => {
    const obj = JSON.parse(realCassetteTexts[0] as string) as { events: string[]; scenario: { assert: unknown[] } };
    obj.events.splice(
      obj.events.length - 1,
      0,
      JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text: EVIL_INPUT }] } }),
    );
    obj.scenario.assert = [{ transcript_matches: "(a+)+$" }];
    const loaded = checkCassette(obj, "redos.cassette.json");
    const t0 = Date.now();
    const result = replayLoaded(loaded.cassette, "redos.cassette.json", { findings: [], notes: [] }, {}, []);
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(result.exitCode).toBe(1);
    const failing = result.assertions.find((a) => "transcript_matches" in a.assertion);
    expect(failing?.pass).toBe(false);
    expect(failing?.message).toContain("/(a+)+$/");
  });
});
