/**
 * JUnit XML from the gate report: valid against a JUnit XSD (the common Jenkins/GitLab format,
 * test/fixtures/junit/junit.xsd) by xmllint, one testcase per cassette, failure text with file
 * and line, stale skipped or failed per fail-on, counts that agree with the gate report. The live
 * lane (`command: run`) as Maven Surefire writes re-runs: a flaky scenario a passing testcase with
 * one <flakyFailure> per failed run, one below min-pass-rate a <failure> and a <rerunFailure> per
 * other failed run — valid against the XSD, which takes Surefire's definitions of the two elements.
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
import { buildRunReport, type RunLane, type RunScenario } from "../../src/gate/report/repeat-report.js";
import { rollupOfRuns } from "../../src/live/judge/repeat.js";
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

/** A scenario whose live runs went `pattern` (p pass, f fail); its failures at line 11 of its file. */
function liveScenario(
  name: string,
  pattern: string,
  lane: RunLane,
  message = 'file exists <but> & "absent"',
): RunScenario {
  const file = `live/${name}.yaml`;
  const runs = [...pattern].map((c) =>
    makeResult({
      cassette: file,
      scenario: name,
      assertions: [
        { assertion: { result: "success" }, pass: true },
        { assertion: { file_absent: "out.txt" }, pass: c === "p", ...(c === "p" ? {} : { message }) },
      ],
    }),
  );
  return { file, runs, rollup: rollupOfRuns(name, lane.repeat ?? 1, runs, lane.minPassRate) };
}

const LANE: RunLane = { repeat: 3, minPassRate: 0.5, stopOnDiverge: false };

function runReport(): GateReport {
  const scenarios = [
    liveScenario("ok", "ppp", LANE),
    liveScenario("flip", "pfp", LANE),
    liveScenario("flop", "fpf", LANE),
  ];
  const sources = new Map(
    scenarios.map((x) => [
      x.file,
      {
        scenario: { path: x.file, assert: [{ result: "success" }, { file_absent: "out.txt" }], assertLines: [10, 11] },
      },
    ]),
  );
  return buildRunReport(scenarios, LANE, { sources });
}

function caseOf(xml: string, name: string): string {
  const m = new RegExp(`<testcase classname="live" name="${name}" file="live/${name}.yaml">[\\s\\S]*?</testcase>`).exec(
    xml,
  );
  expect(m, xml).not.toBeNull();
  return m![0];
}

describe("JUnit XML of the live lane (Surefire's re-run convention)", () => {
  it("a flaky scenario is a passing testcase with one flakyFailure per failed run, its problems and counts inside", () => {
    const xml = renderJunit(runReport(), "cowork-harness run");
    expect(xml).toContain('<testsuites name="cowork-harness run" tests="3" failures="1" errors="0" skipped="0">');
    expect(caseOf(xml, "flip")).toBe(
      [
        '<testcase classname="live" name="flip" file="live/flip.yaml">',
        '      <flakyFailure message="run 2 of 3: live/flip.yaml:11: failed assertion file_absent: file exists &lt;but&gt; &amp; &quot;absent&quot;" type="assertion">',
        '        <stackTrace>live/flip.yaml:11: failed assertion file_absent: file exists &lt;but&gt; &amp; "absent"</stackTrace>',
        "        <system-out>run 2 of 3: 1/2 assertions passed</system-out>",
        "      </flakyFailure>",
        "      <system-out>live/flip.yaml: flaky: passed 2 of 3 (67%)",
        'live/flip.yaml:11: file_absent failed in 1 of 3 runs (run 2): file exists &lt;but&gt; &amp; "absent"</system-out>',
        "    </testcase>",
      ].join("\n"),
    );
    // a scenario whose every run passed: its pass rate only
    expect(caseOf(xml, "ok")).not.toMatch(/<(failure|flakyFailure|rerunFailure|error)/);
    expect(caseOf(xml, "ok")).toContain("<system-out>live/ok.yaml: passed 3 of 3 (100%)</system-out>");
  });

  it("a scenario below min-pass-rate is a failure (its first failed run) and a rerunFailure per other failed run", () => {
    const flop = caseOf(renderJunit(runReport()), "flop");
    expect(flop).toContain(
      '<failure message="below min-pass-rate 0.5: passed 1 of 3 (33%) — run 1 of 3: live/flop.yaml:11: failed assertion file_absent: file exists &lt;but&gt; &amp; &quot;absent&quot;" type="assertion">live/flop.yaml:11: failed assertion file_absent: file exists &lt;but&gt; &amp; "absent"</failure>',
    );
    expect(flop.match(/<rerunFailure /g)).toHaveLength(1);
    expect(flop).toContain('<rerunFailure message="run 3 of 3: live/flop.yaml:11: failed assertion file_absent:');
    expect(flop).not.toContain("<flakyFailure");
    expect(flop).toContain("live/flop.yaml:11: file_absent failed in 2 of 3 runs (runs 1, 3)");
  });

  it("the suite says the policy it was judged by, not fail-on", () => {
    const xml = renderJunit(runReport());
    expect(xml).toContain('<property name="repeat" value="3"/>');
    expect(xml).toContain('<property name="min-pass-rate" value="0.5"/>');
    expect(xml).toContain('<property name="stop-on-diverge" value="false"/>');
    expect(xml).not.toContain('name="fail-on"');
    expect(xml).toContain('<property name="reason" value="1 scenario(s) below min-pass-rate 0.5"/>');
  });

  it("validates against the XSD, which takes Surefire's flakyFailure and rerunFailure and rejects them misused", () => {
    const xml = renderJunit(runReport());
    expect(validate(xml, "run.xml")).toMatchObject({ code: 0 });
    // Surefire's definitions: type is required, a stackTrace comes first, and the re-runs follow the failures
    expect(
      validate(xml.replace(/(<flakyFailure message="[^"]*") type="assertion"/, "$1"), "run-bad1.xml").code,
    ).not.toBe(0);
    expect(validate(xml.replace(/<stackTrace>[^<]*<\/stackTrace>/, ""), "run-bad2.xml").code).not.toBe(0);
    const flop = caseOf(xml, "flop");
    const [failure] = /<failure [\s\S]*?<\/failure>\n/.exec(flop)!;
    const reordered = flop.replace(failure, "").replace("    </testcase>", `${failure}    </testcase>`);
    expect(validate(xml.replace(flop, reordered), "run-bad3.xml").code).not.toBe(0);
    expect(
      validate(
        xml.replace("<flakyFailure ", "<flakyFailures ").replace("</flakyFailure>", "</flakyFailures>"),
        "run-bad4.xml",
      ).code,
    ).not.toBe(0);
  });

  it("escapes hostile scenario names and messages, and drops what XML cannot carry", () => {
    const lane: RunLane = { repeat: 2, minPassRate: 1, stopOnDiverge: false };
    const s = liveScenario("h", "pf", lane, "boom ]]> <x/> \u0001 '\"");
    const report = buildRunReport([{ ...s, runs: s.runs.map((r) => ({ ...r, scenario: "h <&\"'> \u0002" })) }], lane);
    const xml = renderJunit(report);
    expect(xml).toContain('name="h &lt;&amp;&quot;&apos;&gt; \uFFFD"');
    expect(xml).toContain("boom ]]&gt; &lt;x/&gt; \uFFFD");
    expect(xml).not.toMatch(/[\u0001\u0002]/);
    expect(validate(xml, "run-hostile.xml")).toMatchObject({ code: 0 });
  });
});
