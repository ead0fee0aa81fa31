import { describe, it, expect } from "vitest";
import {
  collectAnnotations,
  escapeData,
  escapeProperty,
  formatWorkflowCommand,
  renderAnnotations,
  wrapUntrusted,
} from "../../src/gate/report/annotations.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { makeResult, skillDriftFinding } from "../helpers/report-fixtures.js";

const failing = (n: number, prefix = "c") =>
  Array.from({ length: n }, (_, i) =>
    makeResult({
      cassette: `${prefix}${i}.cassette.json`,
      scenario: `s${i}`,
      assertions: [{ assertion: { max_turns: i }, pass: false, message: `failure ${i}` }],
    }),
  );

/** Parses a workflow command line the way the runner does: `::cmd props::data`. */
function parseCommand(line: string): { cmd: string; props: Record<string, string>; data: string } {
  expect(line.startsWith("::")).toBe(true);
  const end = line.indexOf("::", 2);
  const head = line.slice(2, end);
  const [cmd, propText] = [head.split(" ")[0]!, head.slice(head.indexOf(" ") + 1)];
  const props: Record<string, string> = {};
  if (head.includes(" ")) {
    for (const kv of propText.split(",")) {
      const eq = kv.indexOf("=");
      props[kv.slice(0, eq)] = decodeURIComponent(kv.slice(eq + 1));
    }
  }
  return { cmd, props, data: decodeURIComponent(line.slice(end + 2)) };
}

describe("escaping", () => {
  it("escapes data and properties like the toolkit", () => {
    expect(escapeData("100%\r\nnext")).toBe("100%25%0D%0Anext");
    expect(escapeProperty("a:b,c%\n")).toBe("a%3Ab%2Cc%25%0A");
  });

  it("keeps hostile text from injecting workflow commands", () => {
    const evil = "ok\n::add-mask::secret\n::error file=x::pwned";
    const r = makeResult({
      cassette: "dir,with:colon/x.cassette.json",
      scenario: "evil\n::set-output name=ok::true",
      assertions: [{ assertion: { "k::,evil\nkey": 1 }, pass: false, message: evil, evidence: "::stop-commands::x" }],
    });
    const { lines } = renderAnnotations(buildGateReport([r]));
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).not.toMatch(/[\r\n]/);
    // the runner ends the properties at the first `::`: no colon may survive in them
    expect(line.slice(2, line.indexOf("::", 2))).not.toContain(":");
    const parsed = parseCommand(line);
    expect(parsed.cmd).toBe("error");
    expect(parsed.props.file).toBe("dir,with:colon/x.cassette.json");
    expect(parsed.props.title).toBe("assertion failed: k::,evil\nkey");
    expect(parsed.data).toContain("::add-mask::secret");
    expect(parsed.data).toContain("Evidence: ::stop-commands::x");
  });

  it("wraps untrusted blocks in stop-commands with a token absent from the text", () => {
    const out = wrapUntrusted("::error::x\nline", "tok123");
    expect(out).toBe("::stop-commands::tok123\n::error::x\nline\n::tok123::\n");
    const random = wrapUntrusted("x");
    const token = /^::stop-commands::(\S+)\n/.exec(random)![1]!;
    expect(random.endsWith(`::${token}::\n`)).toBe(true);
    expect(token.length).toBeGreaterThan(16);
  });
});

describe("annotation content", () => {
  it("a stale cassette without an edited file to point at is a warning at its fingerprint line, ending with the fix; gating ones are errors", () => {
    const r = makeResult({
      cassette: "a.cassette.json",
      scenario: "demo",
      staleness: [
        {
          class: "skill",
          message: "skill changed — re-record",
          files: { changed: ["SKILL.md"], added: [], removed: ["old.md"] },
        },
      ],
    });
    const report = buildGateReport([r]);
    report.rows[0]!.staleness[0]!.location.line = 42;
    const [a] = collectAnnotations(report);
    expect(formatWorkflowCommand(a!)).toBe(
      "::warning file=a.cassette.json,line=42,title=skill drift%3A a.cassette.json is stale::demo: skill changed. Fix: cowork-harness rerecord a.cassette.json",
    );
    const gated = buildGateReport([r], { failOn: ["stale-skill"] });
    expect(collectAnnotations(gated)[0]!.level).toBe("error");
  });

  it("sits on the edited file, repository-relative, one message naming the files once, and the re-record workflow when there is one", () => {
    const skillMd = "/repo/plugins/text-tools/skills/word-count/SKILL.md";
    const cassette = "/repo/plugins/text-tools/cassettes/wc.cassette.json";
    const r = makeResult({
      cassette,
      scenario: "wc",
      staleness: [
        skillDriftFinding(skillMd),
        {
          class: "uploads",
          message: "upload file changed since recording: data/in.csv — re-record",
          location: { path: "/repo/data/in.csv" },
        },
      ],
    });
    const sources = new Map([
      [cassette, { changedLines: new Map([[skillMd, 3]]), rerecordWorkflow: ".github/workflows/rerecord.yml" }],
    ]);
    const all = collectAnnotations(buildGateReport([r], { root: "/repo", sources }));
    const fix =
      "Fix: run the re-record workflow (.github/workflows/rerecord.yml), or locally: cowork-harness rerecord plugins/text-tools/cassettes/wc.cassette.json";
    expect(all).toEqual([
      {
        level: "error",
        file: "data/in.csv", // no changed line known: a file-level annotation
        title: "uploads: plugins/text-tools/cassettes/wc.cassette.json is stale",
        message: `wc: upload file changed since recording: data/in.csv. ${fix}`,
      },
      {
        level: "warning",
        file: "plugins/text-tools/skills/word-count/SKILL.md",
        line: 3,
        title: "skill drift: plugins/text-tools/cassettes/wc.cassette.json is stale",
        message: `wc: skill files changed since recording: 1 changed (plugins/text-tools/skills/word-count/SKILL.md). ${fix}`,
      },
    ]);
    for (const a of all) {
      expect(a.message.endsWith(fix)).toBe(true);
      expect(a.message).not.toMatch(/\n|— re-record/);
      expect(a.message.split("SKILL.md").length).toBeLessThanOrEqual(2);
    }
  });

  it("an errored cassette is an error at the cassette without a line", () => {
    const r = makeResult({ cassette: "e.cassette.json", error: "e.cassette.json: invalid cassette JSON" });
    expect(renderAnnotations(buildGateReport([r])).lines).toEqual([
      "::error file=e.cassette.json,title=cassette could not be replayed::invalid cassette JSON — fix: restore it (git checkout -- e.cassette.json) or re-record it (cowork-harness rerecord e.cassette.json)",
    ]);
  });

  it("names each cause in its title: a privacy finding is an error whatever the policy, an invalid session says what to do", () => {
    const privacy = makeResult({
      cassette: "p.cassette.json",
      scenario: "p",
      findings: [{ kind: "privacy", message: "possible email in events[1]" }],
    });
    const session = makeResult({
      cassette: "s.cassette.json",
      scenario: "s",
      staleness: [
        {
          class: "unverifiable-skill",
          reason: "invalid-session",
          message: "session file does not load: permission_parity: lenient",
          location: { path: "sessions/s.yaml", line: 4 },
        },
      ],
    });
    const loose = collectAnnotations(buildGateReport([privacy, session], { failOn: ["stale-any"] }));
    expect(loose).toEqual([
      {
        level: "error",
        file: "p.cassette.json",
        title: "possible secret or private detail in the cassette",
        message: "p: possible email in events[1]",
      },
      {
        level: "warning",
        file: "sessions/s.yaml",
        line: 4,
        title: "session file does not load",
        message: "s: session file does not load: permission_parity: lenient. Fix the session file, then check again.",
      },
    ]);
    expect(collectAnnotations(buildGateReport([session]))[0]!.level).toBe("error");
  });

  it("re-evaluated assertions: a notice at the scenario line, and a warning for each key that needs a live run", () => {
    const r = makeResult({
      cassette: "c.cassette.json",
      scenario: "c",
      assertions: [{ assertion: { tool_not_called: "WebFetch" }, pass: true }],
      reassert: {
        from: "scenarios/c.yaml",
        added: [{ assertion: "egress_allowed: x", line: 8 }],
        removed: [],
        changed: [{ assertion: "tool_not_called: WebFetch", before: "tool_not_called: Bash", line: 6 }],
        needsLiveRun: ["egress_allowed"],
        notCheckable: [],
        expectDeniedChanged: false,
      },
    });
    const all = collectAnnotations(buildGateReport([r]));
    expect(all.map((a) => [a.level, a.file, a.line, a.title])).toEqual([
      ["warning", "scenarios/c.yaml", 6, "egress_allowed needs a live run"],
      ["notice", "scenarios/c.yaml", 6, "assertions re-evaluated: pass"],
    ]);
    expect(all[0]!.message).toContain("it is not passed. Fix: cowork-harness rerecord c.cassette.json");
    expect(all[1]!.message).toBe(
      "c: assert: block differs from the recording's (1 changed, 1 added) — re-evaluated on the recording: changed `tool_not_called: Bash` → `tool_not_called: WebFetch`; added `egress_allowed: x`",
    );
  });
});

describe("caps", () => {
  it("sorts by severity and shows at most 10 per level, then a notice counting the rest", () => {
    const stale = Array.from({ length: 12 }, (_, i) =>
      makeResult({ cassette: `w${i}.cassette.json`, staleness: [{ class: "format", message: `m${i}` }] }),
    );
    const report = buildGateReport([...stale, ...failing(25)]);
    const out = renderAnnotations(report);
    const cmds = out.lines.map((l) => parseCommand(l).cmd);
    expect(cmds.slice(0, 10)).toEqual(Array(10).fill("error"));
    expect(cmds.slice(10, 20)).toEqual(Array(10).fill("warning"));
    expect(cmds).toHaveLength(21);
    expect(out.lines[20]).toMatch(/^::notice::17 more cowork-harness annotation\(s\) not shown/);
    expect(out.shown).toBe(20);
    expect(out.omitted).toBe(17);
    expect(parseCommand(out.lines[0]!).props.file).toBe("c0.cassette.json");
  });

  it("adds no notice when everything fits, and honours a custom cap", () => {
    expect(renderAnnotations(buildGateReport(failing(10))).lines).toHaveLength(10);
    const small = renderAnnotations(buildGateReport(failing(5)), { maxPerLevel: 2 });
    expect(small.lines).toHaveLength(3);
    expect(small.lines[2]).toContain("3 more");
  });
});
