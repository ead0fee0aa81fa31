import { describe, it, expect } from "vitest";
import { join } from "node:path";
import { buildGateReport, CAUSE_LABEL, fixCommand } from "../../src/gate/report/gate-report.js";
import { DEFAULT_FAIL_ON, parseFailOn } from "../../src/gate/report/fail-on.js";
import { displayPath } from "../../src/gate/report/display-path.js";
import { withoutAdvice } from "../../src/gate/report/stale-text.js";
import type { ReportSources } from "../../src/gate/report/sources.js";
import { loadReportSources } from "../../src/gate/report/sources.js";
import { HarnessError } from "../../src/core/util/errors.js";
import { cassetteText, makeResult, skillDriftFinding, tempDir, writeFile } from "../helpers/report-fixtures.js";

const SCENARIO_YAML = `name: fail-demo
prompt: Summarise the report
assert:
  - tool_called: Bash
  - max_turns: 5
  - tool_called: Read
  - tool_called: Read
`;
const ASSERTS = [{ tool_called: "Bash" }, { max_turns: 5 }, { tool_called: "Read" }, { tool_called: "Read" }];

function workspace() {
  const root = tempDir();
  writeFile(root, "skills/demo/scenarios/fail.yaml", SCENARIO_YAML);
  const withYaml = writeFile(
    root,
    "skills/demo/cassettes/fail.cassette.json",
    cassetteText({ name: "fail-demo", assert: ASSERTS, scenarioSource: "../scenarios/fail.yaml" }),
  );
  const missingYaml = writeFile(
    root,
    "skills/demo/cassettes/gone.cassette.json",
    cassetteText({ name: "gone", assert: ASSERTS, scenarioSource: "../scenarios/nope.yaml" }),
  );
  writeFile(root, "skills/demo/scenarios/broken.yaml", "prompt: [unclosed\n");
  const brokenYaml = writeFile(
    root,
    "skills/demo/cassettes/broken.cassette.json",
    cassetteText({ name: "broken", assert: ASSERTS, scenarioSource: "../scenarios/broken.yaml" }),
  );
  const stale = writeFile(
    root,
    "skills/demo/cassettes/stale.cassette.json",
    cassetteText({ name: "stale", assert: [] }),
  );
  return { root, withYaml, missingYaml, brokenYaml, stale };
}

const fail = (assertion: Record<string, unknown>, message: string, evidence?: string) => ({
  assertion,
  pass: false,
  message,
  ...(evidence ? { evidence } : {}),
});
const ok = (assertion: Record<string, unknown>) => ({ assertion, pass: true });

describe("buildGateReport", () => {
  it("points a failing assertion at its scenario YAML line, duplicates at distinct lines", async () => {
    const w = workspace();
    const results = [
      makeResult({
        cassette: w.withYaml,
        scenario: "fail-demo",
        assertions: [
          ok({ tool_called: "Bash" }),
          fail({ max_turns: 5 }, "7 turns > 5", "turns=7"),
          fail({ tool_called: "Read" }, "Read not called"),
          fail({ tool_called: "Read" }, "Read not called"),
        ],
      }),
    ];
    const report = buildGateReport(results, { sources: await loadReportSources(results), root: w.root });
    const row = report.rows[0]!;
    expect(row.status).toBe("fail");
    expect(row.cassette).toBe("skills/demo/cassettes/fail.cassette.json");
    expect(row.failing.map((f) => [f.key, f.file, f.line])).toEqual([
      ["max_turns", "skills/demo/scenarios/fail.yaml", 5],
      ["tool_called", "skills/demo/scenarios/fail.yaml", 6],
      ["tool_called", "skills/demo/scenarios/fail.yaml", 7],
    ]);
    expect(row.failing[0]!.evidence).toBe("turns=7");
    expect(row.failing.map((f) => f.cause)).toEqual(["assertion", "assertion", "assertion"]);
    expect(row.causes).toEqual(["assertion"]);
    expect(row.fix).toBe("cowork-harness rerecord skills/demo/cassettes/fail.cassette.json");
    expect(report.conclusion).toBe("failure");
    expect(report.totals).toEqual({ cassettes: 1, passed: 0, failed: 1, stale: 0, errored: 0, failedAndStale: 0 });
    expect(report.reasons).toEqual(["1 cassette(s) failed their assertions"]);
  });

  it("falls back to the assertion inside the cassette when the YAML is missing or does not load", async () => {
    const w = workspace();
    const results = [
      makeResult({ cassette: w.missingYaml, assertions: [fail({ max_turns: 5 }, "too many turns")] }),
      makeResult({ cassette: w.brokenYaml, assertions: [fail({ tool_called: "Read" }, "no Read")] }),
    ];
    const report = buildGateReport(results, { sources: await loadReportSources(results), root: w.root });
    const text = cassetteText({ name: "gone", assert: ASSERTS, scenarioSource: "../scenarios/nope.yaml" }).split("\n");
    const [a, b] = report.rows.map((r) => r.failing[0]!);
    expect(a!.file).toBe("skills/demo/cassettes/gone.cassette.json");
    // the line holds the start of scenario.assert[1] ({ "max_turns": 5 })
    expect(text[a!.line! - 1]!.trim()).toBe("{");
    expect(text[a!.line!]!.trim()).toBe('"max_turns": 5');
    expect(b!.file).toBe("skills/demo/cassettes/broken.cassette.json");
    expect(text[b!.line!]!.trim()).toBe('"tool_called": "Read"');
  });

  it("locates a stale cassette at its fingerprint key and keeps the changed files", async () => {
    const w = workspace();
    const results = [
      makeResult({
        cassette: w.stale,
        scenario: "stale",
        assertions: [ok({ tool_called: "Bash" })],
        staleness: [
          {
            class: "skill",
            message: "skill sources changed since recording",
            files: { changed: ["SKILL.md"], added: ["ref/new.md"], removed: [] },
          },
        ],
      }),
    ];
    const sources = await loadReportSources(results);
    const lines = cassetteText({ name: "stale", assert: [] }).split("\n");
    const report = buildGateReport(results, { sources, root: w.root });
    const row = report.rows[0]!;
    expect(row.status).toBe("stale");
    expect(lines[row.cassetteLocation.line! - 1]).toContain('"fingerprint"');
    expect(row.staleness[0]!.files).toEqual(["SKILL.md", "ref/new.md"]);
    expect(row.staleness[0]!.gating).toBe(false);
    expect(report.conclusion).toBe("success");
    expect(buildGateReport(results, { sources, failOn: ["stale-skill"] }).conclusion).toBe("failure");
    expect(buildGateReport(results, { sources, failOn: ["stale-any"] }).conclusion).toBe("failure");
  });

  it("applies each fail-on policy", () => {
    const failing = makeResult({ cassette: "f.cassette.json", assertions: [fail({ max_turns: 1 }, "x")] });
    const errored = makeResult({ cassette: "e.cassette.json", error: "e.cassette.json: invalid cassette JSON" });
    const format = makeResult({
      cassette: "t.cassette.json",
      staleness: [{ class: "format", message: "format changed" }],
    });
    const unver = makeResult({
      cassette: "u.cassette.json",
      staleness: [{ class: "unverifiable-baseline", message: "no baseline" }],
    });
    const shared = makeResult({
      cassette: "s.cassette.json",
      staleness: [{ class: "shared-root", message: "shared root changed" }],
    });
    const skill = makeResult({
      cassette: "k.cassette.json",
      staleness: [{ class: "skill", message: "skill changed" }],
    });
    const baseline = makeResult({
      cassette: "b.cassette.json",
      staleness: [{ class: "baseline", message: "baseline moved" }],
    });
    const c = (rs: ReturnType<typeof makeResult>[], failOn?: Parameters<typeof parseFailOn>[0]) =>
      buildGateReport(rs, failOn === undefined ? {} : { failOn: parseFailOn(failOn) }).conclusion;
    expect(c([failing])).toBe("failure");
    expect(c([errored])).toBe("failure");
    expect(c([failing], "stale-any")).toBe("success");
    expect(c([format])).toBe("success");
    expect(c([format], "stale-skill")).toBe("success");
    expect(c([format], "stale-any")).toBe("failure");
    expect(c([unver])).toBe("failure");
    expect(c([unver], "assertions")).toBe("success");
    expect(c([shared], "assertions,stale-skill")).toBe("failure");
    // a skill edit warns by default; stale-skill makes it fail
    expect(c([skill])).toBe("success");
    expect(c([skill], "stale-skill")).toBe("failure");
    expect(c([baseline])).toBe("success");
    expect(c([baseline], "stale-baseline")).toBe("failure");
    expect(c([baseline], "stale-inputs")).toBe("success");
    // the test's own inputs fail by default (stale-inputs), each also by its own name only
    const own = {
      scenario: "stale-scenario",
      "model-script": "stale-model-script",
      uploads: "stale-uploads",
      session: "stale-session",
    } as const;
    for (const [cls, name] of Object.entries(own)) {
      const r = makeResult({
        cassette: `${cls}.cassette.json`,
        staleness: [{ class: cls, message: `${cls} changed` }],
      });
      expect(c([r]), cls).toBe("failure");
      expect(c([r], "stale-inputs"), cls).toBe("failure");
      expect(c([r], name), cls).toBe("failure");
      expect(c([r], "assertions,unverifiable,stale-skill"), cls).toBe("success");
      for (const other of Object.values(own).filter((n) => n !== name))
        expect(c([r], other), `${cls} under ${other}`).toBe("success");
    }
    expect(c([])).toBe("neutral");
    const r = buildGateReport([failing, errored, format, unver], {});
    expect(r.reasons).toEqual([
      "1 cassette(s) could not be replayed",
      "1 cassette(s) failed their assertions",
      "1 cassette(s) could not be verified (unverifiable-baseline)",
    ]);
    // an unverifiable cassette fails (it is not merely stale); a format change is stale
    expect(r.rows.map((x) => x.status)).toEqual(["fail", "error", "stale", "fail"]);
    expect(r.rows.map((x) => x.causes)).toEqual([["assertion"], ["error"], ["stale"], ["unverifiable"]]);
    expect(r.totals).toEqual({ cassettes: 4, passed: 0, failed: 2, stale: 1, errored: 1, failedAndStale: 0 });
    expect(r.rows.map((x) => x.gateFailing)).toEqual([true, true, false, true]);
  });

  it("counts a cassette that fails and is stale once, under failed, and says it is also stale", () => {
    const both = makeResult({
      cassette: "both.cassette.json",
      assertions: [fail({ max_turns: 1 }, "2 turns")],
      staleness: [{ class: "skill", message: "skill changed" }],
    });
    const stale = makeResult({
      cassette: "stale.cassette.json",
      staleness: [{ class: "skill", message: "skill changed" }],
    });
    const errStale = makeResult({
      cassette: "e.cassette.json",
      error: "boom",
      staleness: [{ class: "scenario", message: "prompt changed" }],
    });
    const r = buildGateReport([both, stale, errStale]);
    expect(r.rows.map((x) => x.status)).toEqual(["fail", "stale", "error"]);
    expect(r.rows[0]!.causes).toEqual(["assertion", "stale"]);
    expect(r.rows[2]!.causes).toEqual(["error", "stale"]);
    expect(r.totals).toEqual({ cassettes: 3, passed: 0, failed: 1, stale: 1, errored: 1, failedAndStale: 2 });
  });

  it("names the real cause: privacy, invalid scenario, invalid session, unverifiable — never 'failed assertion'", () => {
    const privacy = makeResult({
      cassette: "/ws/p.cassette.json",
      assertions: [ok({ tool_called: "Bash" })],
      findings: [{ kind: "privacy", message: "possible email in events[3]: a***@example.com" }],
    });
    const invalidScenario = makeResult({
      cassette: "/ws/i.cassette.json",
      findings: [
        {
          kind: "invalid-scenario",
          message: "assert[2]: unknown key tool_caled",
          file: "/ws/scenarios/i.yaml",
          line: 7,
        },
      ],
    });
    const unverifiableSkill = makeResult({
      cassette: "/ws/u.cassette.json",
      assertions: [
        ok({ tool_called: "Bash" }),
        {
          assertion: {},
          pass: false,
          source: "staleness",
          message: "skill staleness could not be verified: no session file",
        },
      ],
      staleness: [{ class: "unverifiable-skill", message: "no session file at /ws/sessions/s.yaml" }],
    });
    const invalidSession = makeResult({
      cassette: "/ws/s.cassette.json",
      assertions: [
        {
          assertion: {},
          pass: false,
          source: "staleness",
          message: "skill staleness could not be verified: session does not load",
        },
      ],
      staleness: [
        {
          class: "unverifiable-skill",
          reason: "invalid-session",
          message: "session file does not load: permission_parity: lenient (line 4)",
          location: { path: "/ws/sessions/s.yaml", line: 4 },
        },
      ],
    });
    const r = buildGateReport([privacy, invalidScenario, unverifiableSkill, invalidSession], { root: "/ws" });
    expect(r.rows.map((x) => x.causes)).toEqual([
      ["privacy"],
      ["invalid-scenario"],
      ["unverifiable"],
      ["invalid-session"],
    ]);
    expect(r.rows.map((x) => x.status)).toEqual(["fail", "fail", "fail", "fail"]);
    expect(r.rows[0]!.failing).toEqual([
      {
        key: "privacy",
        cause: "privacy",
        message: "possible email in events[3]: a***@example.com",
        file: "p.cassette.json",
      },
    ]);
    expect(r.rows[1]!.failing[0]).toMatchObject({ cause: "invalid-scenario", file: "scenarios/i.yaml", line: 7 });
    // the invalid session is a failing check at the session file, not a staleness finding
    expect(r.rows[3]!.staleness).toEqual([]);
    expect(r.rows[3]!.failing).toEqual([
      {
        key: "session",
        cause: "invalid-session",
        message: "session file does not load: permission_parity: lenient (line 4)",
        file: "sessions/s.yaml",
        line: 4,
      },
    ]);
    expect(r.reasons).toEqual([
      "1 cassette(s) have a scenario file that does not load",
      "1 cassette(s) have a session file that does not load",
      "1 cassette(s) hold a possible secret or private detail (privacy finding)",
      "1 cassette(s) could not be verified (unverifiable-skill)",
    ]);
    expect(r.reasons.join("\n")).not.toContain("failed their assertions");
    // a privacy finding fails whatever the policy; the others follow fail-on
    const loose = buildGateReport([privacy, invalidScenario, unverifiableSkill, invalidSession], {
      failOn: ["stale-any"],
    });
    expect(loose.rows.map((x) => x.gateFailing)).toEqual([true, false, false, false]);
    expect(loose.reasons).toEqual(["1 cassette(s) hold a possible secret or private detail (privacy finding)"]);
    for (const row of r.rows) for (const cause of row.causes) expect(CAUSE_LABEL[cause]).toBeDefined();
  });

  it("names stale files relative to the repository, at the edited file's changed line, with the command that fixes it", () => {
    const root = "/repo";
    const skillMd = "/repo/plugins/text-tools/skills/word-count/SKILL.md";
    const cassette = "/repo/plugins/text-tools/cassettes/wc.cassette.json";
    const r = makeResult({
      cassette,
      scenario: "wc",
      staleness: [
        skillDriftFinding(skillMd),
        {
          class: "model-script",
          message: "model script changed since recording — re-record",
          location: { path: "/repo/scripts/wc.model.yaml", line: 12 },
        },
        { class: "format", message: "fingerprint mode changed — re-record" },
      ],
    });
    const sources: ReportSources = new Map([
      [cassette, { changedLines: new Map([[skillMd, 9]]), rerecordWorkflow: ".github/workflows/rerecord.yml" }],
    ]);
    const row = buildGateReport([r], { root, sources }).rows[0]!;
    expect(row.staleness.map((s) => [s.class, s.location, s.gating])).toEqual([
      ["skill", { file: "plugins/text-tools/skills/word-count/SKILL.md", line: 9 }, false],
      ["model-script", { file: "scripts/wc.model.yaml", line: 12 }, true],
      // nothing edited to point at: the cassette
      ["format", { file: "plugins/text-tools/cassettes/wc.cassette.json" }, false],
    ]);
    // one message, repository-relative, without the generic advice (the fix command replaces it)
    expect(row.staleness[0]!.message).toBe(
      "skill files changed since recording: 1 changed (plugins/text-tools/skills/word-count/SKILL.md)",
    );
    expect(row.staleness[0]!.files).toEqual(["plugins/text-tools/skills/word-count/SKILL.md"]);
    expect(row.staleness[1]!.message).toBe("model script changed since recording");
    expect(row.staleness[2]!.message).toBe("fingerprint mode changed");
    expect(row.fix).toBe(
      "run the re-record workflow (.github/workflows/rerecord.yml), or locally: cowork-harness rerecord plugins/text-tools/cassettes/wc.cassette.json",
    );
    // without a line from git (an archive copy), the edited file and no line: line 1 would point at the wrong place
    const noGit = buildGateReport([r], { root }).rows[0]!;
    expect(noGit.staleness[0]!.location).toEqual({ file: "plugins/text-tools/skills/word-count/SKILL.md" });
    expect(noGit.fix).toBe("cowork-harness rerecord plugins/text-tools/cassettes/wc.cassette.json");
  });

  it("strips a finding's own advice and builds the fix command", () => {
    expect(withoutAdvice("skill files changed — re-record")).toBe("skill files changed");
    expect(withoutAdvice("prompt changed; re-record")).toBe("prompt changed");
    expect(withoutAdvice("uploads changed - re-record instead of editing the cassette.")).toBe("uploads changed");
    expect(withoutAdvice("nothing to strip")).toBe("nothing to strip");
    expect(fixCommand("a/x.cassette.json", undefined)).toBe("cowork-harness rerecord a/x.cassette.json");
    expect(fixCommand("a/x.cassette.json", ".github/workflows/r.yml")).toBe(
      "run the re-record workflow (.github/workflows/r.yml), or locally: cowork-harness rerecord a/x.cassette.json",
    );
  });

  it("keeps the re-evaluated assertions, their file and line, and what needs a live run", () => {
    const r = makeResult({
      cassette: "/ws/c.cassette.json",
      assertions: [fail({ tool_not_called: "Bash" }, "Bash was called")],
      reassert: {
        from: "/ws/scenarios/c.yaml",
        added: [
          { assertion: "tool_not_called: Bash", line: 6 },
          { assertion: "egress_allowed: x", line: 8 },
        ],
        removed: [{ assertion: "tool_not_called: WebFetch" }],
        changed: [],
        needsLiveRun: ["egress_allowed"],
        notCheckable: [],
        expectDeniedChanged: false,
      },
    });
    const row = buildGateReport([r], { root: "/ws" }).rows[0]!;
    expect(row.causes).toEqual(["reassert"]);
    expect(row.failing[0]).toMatchObject({ cause: "reassert", key: "tool_not_called", file: "c.cassette.json" });
    expect(row.reassert).toEqual({
      from: "scenarios/c.yaml",
      line: 6,
      summary:
        "assert: block differs from the recording's (2 added, 1 removed) — re-evaluated on the recording: added `tool_not_called: Bash`; added `egress_allowed: x`; removed `tool_not_called: WebFetch`",
      needsLiveRun: ["egress_allowed"],
    });
    expect(buildGateReport([r]).reasons).toEqual(["1 cassette(s) failed their re-evaluated (on-disk) assertions"]);
  });

  it("reports a staleness pseudo-assertion as the finding it is, and a guard as recording integrity at the cassette", async () => {
    const w = workspace();
    const r = makeResult({
      cassette: w.stale,
      assertions: [
        {
          assertion: {},
          pass: false,
          source: "staleness",
          message: "skill staleness could not be verified: no session",
        },
      ],
      staleness: [{ class: "unverifiable-skill", message: "no session" }],
    });
    r.verdict.failures.push({ message: "agent stalled on a question", kind: "guard" });
    const report = buildGateReport([r], { sources: await loadReportSources([r]), root: w.root });
    const row = report.rows[0]!;
    expect(row.failing).toEqual([
      {
        key: "guard",
        cause: "integrity",
        message: "agent stalled on a question",
        file: "skills/demo/cassettes/stale.cassette.json",
      },
    ]);
    expect(row.totalAssertions).toBe(0);
    expect(row.causes).toEqual(["integrity", "unverifiable"]);
    expect(row.staleness[0]!.location).toEqual(row.cassetteLocation);
    expect(row.cassetteLocation.line).toBeGreaterThan(1);
  });

  it("a staleness finding that the replay failed on (--strict, --session) fails the gate as that staleness, not as an assertion", () => {
    const r = makeResult({
      cassette: "k.cassette.json",
      assertions: [
        ok({ tool_called: "Bash" }),
        {
          assertion: {},
          pass: false,
          source: "staleness",
          message: "cassette stale (--strict): skill changed — re-record",
        },
      ],
      staleness: [{ class: "skill", message: "skill changed — re-record" }],
    });
    const report = buildGateReport([r]);
    const row = report.rows[0]!;
    expect(row.causes).toEqual(["stale"]);
    expect(row.status).toBe("stale");
    expect(row.staleness[0]!.gating).toBe(true);
    expect(row.gateFailing).toBe(true);
    expect(report.conclusion).toBe("failure");
    expect(report.reasons).toEqual(["1 cassette(s) stale (skill)"]);
    expect(report.totals).toMatchObject({ failed: 0, stale: 1 });
  });
});

describe("parseFailOn / displayPath", () => {
  it("parses lists, dedupes, defaults, and rejects unknown values", () => {
    expect(parseFailOn("assertions, stale-skill\nassertions")).toEqual(["assertions", "stale-skill"]);
    expect(parseFailOn("")).toEqual([...DEFAULT_FAIL_ON]);
    expect(parseFailOn(undefined)).toEqual(["assertions", "unrecorded", "unverifiable", "stale-inputs"]);
    expect(parseFailOn("stale-scenario stale-model-script,stale-uploads,stale-session,stale-baseline")).toEqual([
      "stale-scenario",
      "stale-model-script",
      "stale-uploads",
      "stale-session",
      "stale-baseline",
    ]);
    expect(() => parseFailOn("assertions,stale")).toThrow(HarnessError);
    expect(() => parseFailOn("stale")).toThrow(/fail-on: unknown value "stale"/);
  });
  it("makes paths relative to the root only when inside it", () => {
    expect(displayPath(join("/ws", "a", "b.json"), "/ws")).toBe("a/b.json");
    expect(displayPath("/elsewhere/b.json", "/ws")).toBe("/elsewhere/b.json");
    expect(displayPath("rel/b.json", undefined)).toBe("rel/b.json");
  });
});
