/**
 * JUnit XML from the gate report: valid against a JUnit XSD (the common Jenkins/GitLab format,
 * test/fixtures/junit/junit.xsd) by xmllint, one testcase per cassette, failure text with file
 * and line, stale skipped or failed per fail-on, counts that agree with the gate report.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildGateReport, type GateReport } from "../../src/gate/report/gate-report.js";
import { parseFailOn } from "../../src/gate/report/fail-on.js";
import { junitCounts, junitOutcome, renderJunit, xmlEscape } from "../../src/gate/report/junit.js";
import { makeResult } from "../helpers/report-fixtures.js";
import { REPO_ROOT } from "../helpers/paths.js";

const XSD = join(REPO_ROOT, "test/fixtures/junit/junit.xsd");
let dir: string;
beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), "cowork-junit-"))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** xmllint --schema: the exit code and what it said. */
function validate(xml: string, name = "out.xml"): { code: number | null; out: string } {
  const file = join(dir, name);
  writeFileSync(file, xml);
  const r = spawnSync("xmllint", ["--noout", "--schema", XSD, file], { encoding: "utf8" });
  if (r.error) throw new Error(`xmllint is needed for this test (Debian: libxml2-utils): ${r.error.message}`);
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const results = () => [
  makeResult({
    cassette: "cassettes/ok.cassette.json",
    scenario: "ok",
    assertions: [{ assertion: { max_turns: 5 }, pass: true }],
  }),
  makeResult({
    cassette: "cassettes/sub/bad.cassette.json",
    scenario: "bad <&\"'> \u0001 scenario",
    assertions: [
      { assertion: { max_turns: 1 }, pass: false, message: "6 turns > 1 <max>", evidence: "turns: 6\nlimit: 1" },
    ],
  }),
  makeResult({
    cassette: "cassettes/stale.cassette.json",
    scenario: "stale",
    staleness: [
      {
        class: "skill",
        message: "skill files changed since record — re-record",
        location: { path: "skills/x/SKILL.md", line: 3 },
      },
    ],
  }),
  makeResult({
    cassette: "cassettes/broken.cassette.json",
    error: "cassettes/broken.cassette.json: not JSON (line 1)",
  }),
];

function report(failOn?: string): GateReport {
  return buildGateReport(results(), { failOn: parseFailOn(failOn) });
}

describe("JUnit XML", () => {
  it("validates against the JUnit XSD, and the validator rejects what the XSD does not allow", () => {
    const xml = renderJunit(report());
    expect(validate(xml)).toMatchObject({ code: 0 });
    // the same document with a testcase that lost its required name, and a count that is not a number
    expect(
      validate(xml.replace(/<testcase classname="cassettes" name="ok"/, '<testcase classname="cassettes"'), "bad1.xml")
        .code,
    ).not.toBe(0);
    expect(validate(xml.replace(/tests="4"/, 'tests="four"'), "bad2.xml").code).not.toBe(0);
    expect(validate(xml.replace("</testsuites>", ""), "bad3.xml").code).not.toBe(0);
  });

  it("one testcase per cassette: classname = directory, name = scenario (the file name when unreadable)", () => {
    const xml = renderJunit(report());
    const cases = [...xml.matchAll(/<testcase classname="([^"]*)" name="([^"]*)" file="([^"]*)">/g)].map((m) => [
      m[1],
      m[2],
      m[3],
    ]);
    expect(cases).toEqual([
      ["cassettes", "ok", "cassettes/ok.cassette.json"],
      ["cassettes/sub", "bad &lt;&amp;&quot;&apos;&gt; \uFFFD scenario", "cassettes/sub/bad.cassette.json"],
      ["cassettes", "stale", "cassettes/stale.cassette.json"],
      ["cassettes", "broken.cassette.json", "cassettes/broken.cassette.json"],
    ]);
  });

  it("a failed assertion is a failure whose message and text name the file and line; an unreadable cassette an error", () => {
    const xml = renderJunit(report());
    const failure = /<failure message="([^"]*)" type="assertion">([^<]*)<\/failure>/.exec(xml);
    expect(failure?.[1]).toBe(
      "cassettes/sub/bad.cassette.json: failed assertion max_turns: 6 turns &gt; 1 &lt;max&gt;",
    );
    expect(failure?.[2]).toBe(
      "cassettes/sub/bad.cassette.json: failed assertion max_turns: 6 turns &gt; 1 &lt;max&gt;\n    evidence: turns: 6\n    limit: 1",
    );
    expect(xml).toMatch(
      /<error message="cassettes\/broken.cassette.json: could not be replayed: not JSON \(line 1\) — fix: restore it \(git checkout -- cassettes\/broken.cassette.json\) or re-record it \(cowork-harness rerecord cassettes\/broken.cassette.json\)" type="error">/,
    );
  });

  it("stale is skipped when fail-on does not gate it, and a failure when it does", () => {
    const lenient = renderJunit(report());
    expect(lenient).toContain(
      '<skipped message="not gating: skills/x/SKILL.md:3: stale (skill, not gating under fail-on): skill files changed since record"/>',
    );
    const strict = renderJunit(report("assertions,stale-any"));
    expect(strict).toContain(
      '<failure message="skills/x/SKILL.md:3: stale (skill): skill files changed since record" type="stale">',
    );
    expect(strict).toContain("fix: cowork-harness rerecord cassettes/stale.cassette.json");
    expect(validate(strict, "strict.xml")).toMatchObject({ code: 0 });
  });

  it.each(["assertions,unverifiable,stale-inputs", "stale-any", "unverifiable", "assertions,stale-skill"])(
    "counts agree with the gate report under fail-on %s",
    (failOn) => {
      const r = report(failOn);
      const c = junitCounts(r);
      const xml = renderJunit(r);
      expect(xml).toContain(
        `<testsuites name="cowork-harness" tests="${c.tests}" failures="${c.failures}" errors="${c.errors}" skipped="${c.skipped}">`,
      );
      expect(c.tests).toBe(r.totals.cassettes);
      expect(c.failures + c.errors).toBe(r.rows.filter((row) => row.gateFailing).length);
      expect(c.failures + c.errors > 0).toBe(r.conclusion === "failure");
      expect(c.tests - c.failures - c.errors - c.skipped).toBe(r.totals.passed);
      expect((xml.match(/<testcase /g) ?? []).length).toBe(r.rows.length);
      expect((xml.match(/<failure /g) ?? []).length).toBe(c.failures);
      expect((xml.match(/<error /g) ?? []).length).toBe(c.errors);
      expect((xml.match(/<skipped /g) ?? []).length).toBe(c.skipped);
      expect(r.rows.map(junitOutcome).filter((o) => o === "passed").length).toBe(r.totals.passed);
    },
  );

  it("an empty run is a valid empty suite", () => {
    const xml = renderJunit(buildGateReport([]));
    expect(xml).toContain('tests="0" failures="0" errors="0" skipped="0"');
    expect(validate(xml, "empty.xml")).toMatchObject({ code: 0 });
  });

  it("escapes markup and drops characters XML cannot carry", () => {
    expect(xmlEscape("a<b>&\"c'\u0000\uFFFF\uD800x")).toBe("a&lt;b&gt;&amp;\"c'\uFFFD\uFFFD\uFFFDx");
    expect(xmlEscape("a\"b'\nc", true)).toBe("a&quot;b&apos;&#10;c");
    expect(xmlEscape("\uD83D\uDE00")).toBe("\uD83D\uDE00");
  });
});
