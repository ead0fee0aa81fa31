import { describe, it, expect } from "vitest";
import {
  collectAnnotations,
  escapeData,
  escapeProperty,
  formatWorkflowCommand,
  renderAnnotations,
  wrapUntrusted,
} from "../../src/report/annotations.js";
import { buildGateReport } from "../../src/report/gate-report.js";
import { makeResult } from "../helpers/report-fixtures.js";

const failing = (n: number, prefix = "c") =>
  Array.from({ length: n }, (_, i) =>
    makeResult({ cassette: `${prefix}${i}.cassette.json`, scenario: `s${i}`, assertions: [{ assertion: { max_turns: i }, pass: false, message: `failure ${i}` }] }),
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
    expect(parsed.data).toContain("evidence: ::stop-commands::x");
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
  it("stale cassettes are warnings at the fingerprint line naming the changed files; gating ones are errors", () => {
    const r = makeResult({
      cassette: "a.cassette.json",
      scenario: "demo",
      staleness: [{ class: "skill", message: "skill changed", files: { changed: ["SKILL.md"], added: [], removed: ["old.md"] } }],
    });
    const report = buildGateReport([r]);
    report.rows[0]!.cassetteLocation.line = 42;
    const [a] = collectAnnotations(report);
    expect(formatWorkflowCommand(a!)).toBe("::warning file=a.cassette.json,line=42,title=stale cassette (skill drift)::demo: skill changed%0Askill files changed: SKILL.md, old.md");
    const gated = buildGateReport([r], { failOn: ["stale-skill"] });
    expect(collectAnnotations(gated)[0]!.level).toBe("error");
  });

  it("an errored cassette is an error at the cassette without a line", () => {
    const r = makeResult({ cassette: "e.cassette.json", error: "e.cassette.json: invalid cassette JSON" });
    expect(renderAnnotations(buildGateReport([r])).lines).toEqual([
      "::error file=e.cassette.json,title=cassette could not be replayed::e.cassette.json: invalid cassette JSON",
    ]);
  });
});

describe("caps", () => {
  it("sorts by severity and shows at most 10 per level, then a notice counting the rest", () => {
    const stale = Array.from({ length: 12 }, (_, i) => makeResult({ cassette: `w${i}.cassette.json`, staleness: [{ class: "format", message: `m${i}` }] }));
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
