/**
 * Issue 13, "honest causes everywhere": over a generated mix of results (pass, failed assertion,
 * stale of every class, fail+stale, error, privacy finding, invalid scenario, invalid session,
 * unverifiable, a stall, re-evaluated assertions, --strict staleness) and a random fail-on,
 * every channel — the report's rows and totals, the job summary, the check run, the PR comment,
 * the CLI text, the annotations and the Action's outputs — counts and names each cassette the
 * same way, and that way is the one the spec gives (an oracle written from the cause table,
 * not from the code).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { AssertionResult } from "../../src/gate/assert/context.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";
import { collectAnnotations } from "../../src/gate/report/annotations.js";
import { checkRunTitle, renderCheckRunMarkdown } from "../../src/gate/report/check-run-md.js";
import { renderCommentMarkdown } from "../../src/gate/report/comment-md.js";
import { buildGateReport, CAUSE_LABEL } from "../../src/gate/report/gate-report.js";
import type { CauseKind, GateReport, GateRow, RowStatus } from "../../src/gate/report/gate-report.js";
import { FAIL_ON_VALUES, type FailOn } from "../../src/gate/report/fail-on.js";
import { renderGateText } from "../../src/gate/report/gate-text.js";
import { renderSummaryMarkdown } from "../../src/gate/report/summary-md.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { makeResult } from "../helpers/report-fixtures.js";

const ROOT = "/repo";

const STALE_CLASSES = [
  "baseline",
  "skill",
  "shared-root",
  "format",
  "resolved-tier",
  "prompt-assets",
  "unverifiable-baseline",
  "unverifiable-skill",
  "unverifiable-tier",
  "unverifiable-prompt-assets",
  "scenario",
  "model-script",
  "uploads",
  "session",
] as const;
type StaleClass = (typeof STALE_CLASSES)[number];

type Base = "pass" | "assertion" | "error" | "stall" | "reassert-pass" | "reassert-fail";

interface Spec {
  base: Base;
  stale: StaleClass[];
  /** the replay failed on its staleness findings (check --strict) */
  strict: boolean;
  privacy: boolean;
  invalidScenario: boolean;
  invalidSession: boolean;
  /** check --rerun-stale: the re-run with the recorded model turns, when one was made */
  rerun: "none" | "passed" | "failed" | "diverged" | "cannot";
}

/** rarer than a coin flip, so that reports where one kind of row alone decides the gate are common */
const sometimes = fc.integer({ min: 0, max: 5 }).map((n) => n === 0);

const specArb: fc.Arbitrary<Spec> = fc.oneof(
  // an unreadable cassette carries nothing else
  fc.constant<Spec>({
    base: "error",
    stale: [],
    strict: false,
    privacy: false,
    invalidScenario: false,
    invalidSession: false,
    rerun: "none",
  }),
  fc.record({
    base: fc.constantFrom<Base>("pass", "pass", "assertion", "stall", "reassert-pass", "reassert-fail"),
    stale: fc.oneof(
      fc.constant([] as StaleClass[]),
      fc.uniqueArray(fc.constantFrom(...STALE_CLASSES), { minLength: 1, maxLength: 3 }),
    ),
    strict: sometimes,
    privacy: sometimes,
    invalidScenario: sometimes,
    invalidSession: sometimes,
    rerun: fc.constantFrom<Spec["rerun"]>("none", "none", "passed", "failed", "diverged", "cannot"),
  }),
);

const failOnArb: fc.Arbitrary<FailOn[] | undefined> = fc.option(fc.subarray([...FAIL_ON_VALUES]), { nil: undefined });

const ok = (assertion: Record<string, unknown>): AssertionResult => ({ assertion, pass: true });
const fail = (assertion: Record<string, unknown>, message: string): AssertionResult => ({
  assertion,
  pass: false,
  message,
});

/** The result `check` would hand the report for this spec (the replay's own rules for pseudo-assertions). */
function resultOf(spec: Spec, i: number): ReplayResult {
  const cassette = `${ROOT}/skills/s${i}/cassettes/c${i}.cassette.json`;
  const scenario = `scen-${i}`;
  if (spec.base === "error")
    return makeResult({ cassette, error: `${cassette}: unreadable / invalid cassette JSON: Unexpected token at ${i}` });

  const assertions: AssertionResult[] = [ok({ tool_called: "Bash" })];
  if (spec.base === "assertion" || spec.base === "reassert-fail")
    assertions.push(fail({ max_turns: i }, `${i + 3} turns used, limit ${i}`));
  const staleness: NonNullable<Parameters<typeof makeResult>[0]["staleness"]> = spec.stale.map((cls) => {
    const message = `${cls} input of c${i} changed since recording — re-record`;
    if (cls === "skill") {
      const file = `${ROOT}/skills/s${i}/SKILL.md`;
      return {
        class: cls,
        message,
        files: { changed: ["SKILL.md"], added: [], removed: [] },
        paths: { changed: [file], added: [], removed: [] },
        location: { path: file },
      };
    }
    if (cls === "scenario" || cls === "model-script" || cls === "uploads" || cls === "session") {
      return { class: cls, message, location: { path: `${ROOT}/skills/s${i}/${cls}.yaml`, line: i + 1 } };
    }
    return { class: cls, message };
  });
  if (spec.invalidSession) {
    staleness.push({
      class: "unverifiable-skill",
      reason: "invalid-session",
      message: `session file of c${i} does not load: permission_parity: lenient (line 3)`,
      location: { path: `${ROOT}/sessions/s${i}.yaml`, line: 3 },
    });
  }
  // the replay fails on every finding under --strict, else on unverifiable-skill only (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness)
  for (const s of staleness) {
    if (spec.strict)
      assertions.push({
        assertion: {},
        pass: false,
        source: "staleness",
        message: `cassette stale (--strict): ${s.message}`,
      });
    else if (s.class === "unverifiable-skill")
      assertions.push({
        assertion: {},
        pass: false,
        source: "staleness",
        message: `skill staleness could not be verified: ${s.message}`,
      });
  }
  const findings: NonNullable<ReplayResult["findings"]> = [];
  if (spec.privacy)
    findings.push({
      kind: "privacy",
      message: `possible email in events[${i}]: j***@example.com — remove it from the recording, or allow it with --allow`,
    });
  if (spec.invalidScenario)
    findings.push({
      kind: "invalid-scenario",
      message: `assert[0] of scen-${i}: unknown key tool_caled`,
      file: `${ROOT}/skills/s${i}/scenario.yaml`,
      line: 4,
    });
  const reassert =
    spec.base === "reassert-pass" || spec.base === "reassert-fail"
      ? {
          from: `${ROOT}/skills/s${i}/scenario.yaml`,
          added: [{ assertion: `max_turns: ${i}`, line: 5 }],
          removed: [],
          changed: [],
          needsLiveRun: [],
          notCheckable: [],
          expectDeniedChanged: false,
        }
      : undefined;
  const r = makeResult({
    cassette,
    scenario,
    assertions,
    ...(staleness.length > 0 ? { staleness } : {}),
    ...(findings.length > 0 ? { findings } : {}),
    ...(reassert ? { reassert } : {}),
  });
  if (spec.rerun !== "none") {
    const failed = spec.rerun === "failed";
    r.rerun = {
      status: spec.rerun,
      ...(spec.rerun === "diverged"
        ? {
            message: `diverged at turn ${i + 2}: expected a request answering turn ${i + 1}'s Bash toolu_${i}, got one whose last model turn made Read toolu_${i}`,
          }
        : {}),
      ...(spec.rerun === "cannot"
        ? { message: `cannot re-run: it was recorded with agent 2.0.${i} and this machine runs 2.1.332` }
        : {}),
      passed: failed ? 1 : spec.rerun === "passed" ? 2 : 0,
      total: spec.rerun === "cannot" ? 0 : 2,
      failing: failed
        ? [fail({ tool_result_contains: `"revenue${i}"` }, `no tool result contained "revenue${i}"`)]
        : [],
      toolResults: failed
        ? [
            {
              index: 1,
              toolUseId: `toolu_${i}`,
              tool: "Bash",
              old: { bytes: 13, sha256: "a".repeat(64) },
              new: { bytes: 13, sha256: "b".repeat(64) },
            },
          ]
        : [],
      artifacts: { added: [], removed: [], changed: [] },
      assertionsFrom: "frozen",
      written: false,
      durationMs: 10,
    };
  }
  if (spec.base === "stall") {
    r.verdict.failures.push({ message: "run ended on an unanswered question to the user (stalled)", kind: "guard" });
    r.verdict.pass = false;
    r.verdict.exitCode = 1;
    r.exitCode = 1;
  }
  return r;
}

// ---- the oracle: the cause table and fail-on table as documented, independent of the code ----

const FAILING: ReadonlySet<CauseKind> = new Set([
  "error",
  "assertion",
  "reassert",
  "rerun",
  "integrity",
  "invalid-scenario",
  "invalid-session",
  "privacy",
  "unverifiable",
]);
const POLICY_CAUSES: ReadonlySet<CauseKind> = new Set([
  "error",
  "assertion",
  "reassert",
  "rerun",
  "integrity",
  "invalid-scenario",
  "invalid-session",
]);
/** a passing re-run answers these: "stale; re-run passed", a warning whatever fail-on says */
const RERUN_ANSWERED = new Set(["skill", "shared-root", "uploads"]);

function classGates(cls: string, failOn: readonly FailOn[]): boolean {
  if (cls.startsWith("unverifiable-")) return failOn.includes("unverifiable");
  if (failOn.includes("stale-any")) return true;
  const own: Record<string, FailOn[]> = {
    skill: ["stale-skill"],
    "shared-root": ["stale-skill"],
    scenario: ["stale-inputs", "stale-scenario"],
    "model-script": ["stale-inputs", "stale-model-script"],
    uploads: ["stale-inputs", "stale-uploads"],
    session: ["stale-inputs", "stale-session"],
    baseline: ["stale-baseline"],
    "prompt-assets": ["stale-baseline"],
    "resolved-tier": ["stale-baseline"],
    format: [],
  };
  return (own[cls] ?? []).some((f) => failOn.includes(f));
}

interface Expected {
  causes: Set<CauseKind>;
  status: RowStatus;
  gateFails: boolean;
}

function expected(spec: Spec, failOn: readonly FailOn[]): Expected {
  const causes = new Set<CauseKind>();
  if (spec.base === "error") causes.add("error");
  if (spec.base === "assertion") causes.add("assertion");
  if (spec.base === "reassert-fail") causes.add("reassert");
  if (spec.base === "stall") causes.add("integrity");
  if (spec.privacy) causes.add("privacy");
  if (spec.invalidScenario) causes.add("invalid-scenario");
  if (spec.invalidSession) causes.add("invalid-session");
  if (spec.rerun === "failed" || spec.rerun === "diverged") causes.add("rerun");
  if (spec.stale.some((c) => c.startsWith("unverifiable-"))) causes.add("unverifiable");
  if (spec.stale.some((c) => !c.startsWith("unverifiable-"))) causes.add("stale");
  const status: RowStatus = causes.has("error")
    ? "error"
    : [...causes].some((c) => FAILING.has(c))
      ? "fail"
      : causes.has("stale")
        ? "stale"
        : "pass";
  const gateFails =
    causes.has("privacy") ||
    (failOn.includes("assertions") && [...causes].some((c) => POLICY_CAUSES.has(c))) ||
    spec.stale.some(
      (c) =>
        (classGates(c, failOn) && !(spec.rerun === "passed" && RERUN_ANSWERED.has(c))) ||
        (spec.strict && !c.startsWith("unverifiable-")),
    );
  return { causes, status, gateFails };
}

// ---- reading the channels back ----

interface Totals {
  cassettes: number;
  passed: number;
  failed: number;
  stale: number;
  errored: number;
  alsoStale: number;
}

const TOTALS_RE =
  /(\d+) cassettes?: (\d+) passed, (\d+) failed, (\d+) stale, (\d+) errored(?: \((\d+) of the failed also stale\))?/;

function parseTotals(text: string, where: string): Totals {
  const m = TOTALS_RE.exec(text);
  expect(m, `${where}: no totals line in ${text.slice(0, 300)}`).not.toBeNull();
  const n = m!.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  return { cassettes: n[0]!, passed: n[1]!, failed: n[2]!, stale: n[3]!, errored: n[4]!, alsoStale: n[5]! };
}

const TABLE_MARK: Record<RowStatus, string> = {
  pass: "✅ pass",
  fail: "❌ fail",
  stale: "⚠️ stale",
  error: "💥 error",
};

interface TableRow {
  mark: string;
  cassette: string;
  details: string;
}

function tableRows(md: string): TableRow[] {
  return md
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| Status ") && !l.startsWith("| ---"))
    .map((l) => {
      const cols = l.split(/(?<!\\)\|/).map((c) => c.trim());
      return { mark: cols[1]!, cassette: cols[2]!.replace(/^`|`$/g, ""), details: cols[4]! };
    });
}

const LABELS: ReadonlySet<string> = new Set(Object.values(CAUSE_LABEL));

/** The cause labels a table row shows, in order: "failed assertion ×2; stale (skill, format) — 1/3 …". */
function tableLabels(details: string): string[] {
  if (details.startsWith(`${CAUSE_LABEL.error}: `)) return [CAUSE_LABEL.error];
  const parts = details.split(" — ");
  if (parts.length < 2) return [];
  return parts[0]!.split("; ").map((p) => p.replace(/ ×\d+$/, "").replace(/ \([^()]*\)$/, ""));
}

/** The Action's outputs, as src/action/main.ts sets them. */
function actionOutputs(report: GateReport): { failed: number; stale: number } {
  return { failed: report.totals.failed + report.totals.errored, stale: report.totals.stale };
}

function rowName(row: GateRow): string {
  return row.scenario === "" ? row.cassette : `${row.scenario} (${row.cassette})`;
}

function checkAllChannels(specs: Spec[], failOn: FailOn[] | undefined): void {
  const results = specs.map(resultOf);
  const report = buildGateReport(results, { root: ROOT, ...(failOn !== undefined ? { failOn } : {}) });
  const policy = report.failOn;
  const want = specs.map((s) => expected(s, policy));

  // rows: one per cassette, in order, repository-relative, with the oracle's causes, status and verdict
  expect(report.rows.map((r) => r.cassette)).toEqual(specs.map((_, i) => `skills/s${i}/cassettes/c${i}.cassette.json`));
  report.rows.forEach((row, i) => {
    const ctx = `row ${i} ${JSON.stringify(specs[i])} fail-on ${policy.join(",")}`;
    expect(new Set(row.causes), ctx).toEqual(want[i]!.causes);
    expect(row.causes.length, `${ctx}: a cause listed twice`).toBe(new Set(row.causes).size);
    expect(row.status, ctx).toBe(want[i]!.status);
    expect(row.gateFailing, ctx).toBe(want[i]!.gateFails);
  });

  // totals partition the rows, and count what the oracle counts
  const count = (s: RowStatus): number => want.filter((w) => w.status === s).length;
  const alsoStale = want.filter((w) => (w.status === "fail" || w.status === "error") && w.causes.has("stale")).length;
  const t = report.totals;
  expect(t.passed + t.failed + t.stale + t.errored).toBe(t.cassettes);
  const totals: Totals = {
    cassettes: specs.length,
    passed: count("pass"),
    failed: count("fail"),
    stale: count("stale"),
    errored: count("error"),
    alsoStale,
  };
  expect({
    cassettes: t.cassettes,
    passed: t.passed,
    failed: t.failed,
    stale: t.stale,
    errored: t.errored,
    alsoStale: t.failedAndStale,
  }).toEqual(totals);

  // the conclusion fails iff some row fails the gate
  expect(report.conclusion).toBe(
    want.some((w) => w.gateFails) ? "failure" : specs.length === 0 ? "neutral" : "success",
  );
  expect(report.reasons.length > 0).toBe(report.conclusion === "failure");

  // the Action's outputs: a failing cassette that is also stale counts once, under failed
  const outputs = actionOutputs(report);
  expect(outputs).toEqual({ failed: totals.failed + totals.errored, stale: totals.stale });
  expect(outputs.failed + outputs.stale + totals.passed).toBe(specs.length);

  // every markdown channel shows the same numbers, and its table names every cassette once with its status and causes
  const summary = renderSummaryMarkdown(report);
  const checkRun = renderCheckRunMarkdown(report);
  const comment = renderCommentMarkdown(report, {
    sha: "0123456789abcdef",
    runUrl: "https://github.com/acme/skills/actions/runs/1",
  });
  for (const [name, md] of [
    ["summary", summary],
    ["check run", checkRun],
    ["comment", comment],
  ] as const) {
    expect(parseTotals(md, name), name).toEqual(totals);
    const table = tableRows(md);
    expect(
      table.map((r) => r.cassette),
      name,
    ).toEqual(report.rows.map((r) => r.cassette));
    table.forEach((tr, i) => {
      const row = report.rows[i]!;
      // a stale cassette the policy gates on is marked as failing, as the CLI text marks it ✗
      expect(tr.mark, `${name} row ${i}`).toBe(
        want[i]!.status === "stale" && want[i]!.gateFails ? "❌ stale" : TABLE_MARK[want[i]!.status],
      );
      const labels = tableLabels(tr.details);
      for (const l of labels) expect(LABELS.has(l), `${name} row ${i}: "${l}" is not a CAUSE_LABEL`).toBe(true);
      if (row.status !== "error") expect(labels, `${name} row ${i}`).toEqual(row.causes.map((c) => CAUSE_LABEL[c]));
    });
    // a privacy finding is never a note
    for (const line of md.split("\n"))
      if (line.includes("possible email in events")) expect(line.startsWith("- ℹ️"), line).toBe(false);
  }
  const title = checkRunTitle(report);
  expect(parseTotals(title, "check-run title")).toEqual(totals);
  expect(
    title.startsWith(
      report.conclusion === "failure"
        ? "gate failed — "
        : report.conclusion === "neutral"
          ? "no cassettes — "
          : "gate passed — ",
    ),
  ).toBe(true);

  // the CLI text: one row line per cassette; ✓ only for a pass, ✗ for fail/error or a gating stale, ! for a warning-only stale
  const text = renderGateText(report);
  const lines = text.split("\n");
  report.rows.forEach((row, i) => {
    const rowLines = lines.filter((l) => /^[✓✗!~] /.test(l) && l.slice(2).startsWith(`${rowName(row)} — `));
    expect(rowLines, `text row ${i}`).toHaveLength(1);
    const w = want[i]!;
    const mark = w.status === "pass" ? "✓" : w.status === "fail" || w.status === "error" || w.gateFails ? "✗" : "!";
    expect(rowLines[0]![0], `text row ${i}: ${rowLines[0]}`).toBe(mark);
    for (const c of row.causes) if (c !== "error") expect(rowLines[0], `text row ${i}`).toContain(CAUSE_LABEL[c]);
  });
  const last = lines.filter((l) => l.startsWith("✓ gate passed: ") || l.startsWith("✗ gate failed: "));
  expect(last).toHaveLength(1);
  expect(last[0]!.startsWith(report.conclusion === "failure" ? "✗" : "✓")).toBe(true);
  expect(parseTotals(last[0]!, "text")).toEqual(totals);
  for (const line of lines)
    if (line.includes("possible email in events")) expect(line.trimStart().startsWith("~"), line).toBe(false);

  // annotations: an error for every row that fails the gate, none at error level for any other; all repository-relative
  const annotations = collectAnnotations(report);
  for (const a of annotations) {
    expect(a.file.startsWith("/"), a.file).toBe(false);
    if (a.message.includes("possible email in events")) expect(a.level).toBe("error");
  }
  report.rows.forEach((row, i) => {
    const mine = annotations.filter(
      (a) =>
        (row.scenario !== "" && a.message.startsWith(`${row.scenario}: `)) ||
        a.title.includes(` ${row.cassette} `) ||
        (a.file === row.cassette && a.title === "cassette could not be replayed"),
    );
    const errors = mine.filter((a) => a.level === "error").length;
    if (want[i]!.gateFails) expect(errors, `row ${i} fails the gate but has no error annotation`).toBeGreaterThan(0);
    else expect(errors, `row ${i} does not fail the gate but has an error annotation`).toBe(0);
    if (want[i]!.status !== "pass") expect(mine.length, `row ${i} has no annotation`).toBeGreaterThan(0);
    for (const a of mine.filter((x) => x.title.includes(" is stale")))
      expect(a.message.endsWith(`Fix: ${row.fix}`), a.message).toBe(true);
  });
}

describe("every channel counts and names each cassette the same way", () => {
  it("over a generated mix of results and fail-on policies", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(specArb, { maxLength: 3 }), fc.array(specArb, { maxLength: 12 })),
        failOnArb,
        (specs, failOn) => {
          checkAllChannels(specs, failOn);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("on the cases the issue names: fail+stale once under failed, privacy and invalid session under their own names", () => {
    const none = {
      strict: false,
      privacy: false,
      invalidScenario: false,
      invalidSession: false,
      rerun: "none" as const,
    };
    const specs: Spec[] = [
      { base: "pass", stale: [], ...none },
      { base: "assertion", stale: ["skill"], ...none },
      { base: "pass", stale: ["skill"], ...none },
      { base: "pass", stale: ["model-script"], ...none },
      { base: "pass", stale: [], ...none, privacy: true },
      { base: "pass", stale: [], ...none, invalidSession: true },
      { base: "error", stale: [], ...none },
    ];
    checkAllChannels(specs, undefined);
    const report = buildGateReport(specs.map(resultOf), { root: ROOT });
    expect(report.totals).toEqual({ cassettes: 7, passed: 1, failed: 3, stale: 2, errored: 1, failedAndStale: 1 });
    expect(report.rows.map((r) => r.causes)).toEqual([
      [],
      ["assertion", "stale"],
      ["stale"],
      ["stale"],
      ["privacy"],
      ["invalid-session"],
      ["error"],
    ]);
    expect(renderSummaryMarkdown(report)).toContain(
      "**7 cassettes: 1 passed, 3 failed, 2 stale, 1 errored (1 of the failed also stale)**",
    );
    expect(actionOutputs(report)).toEqual({ failed: 4, stale: 2 });
    // a stale input alone fails the gate by default; a stale skill alone warns
    expect(buildGateReport([resultOf(specs[3]!, 0)]).conclusion).toBe("failure");
    expect(buildGateReport([resultOf(specs[2]!, 0)]).conclusion).toBe("success");
  });

  it("re-runs: a failed one fails under assertions at the assertion's line with the differing tool result; a passed one leaves a warning", () => {
    const none = { strict: false, privacy: false, invalidScenario: false, invalidSession: false };
    const specs: Spec[] = [
      { base: "pass", stale: ["skill"], ...none, rerun: "failed" },
      { base: "pass", stale: ["uploads"], ...none, rerun: "passed" },
      { base: "pass", stale: ["skill"], ...none, rerun: "cannot" },
      { base: "pass", stale: ["model-script"], ...none, rerun: "diverged" },
    ];
    checkAllChannels(specs, undefined);
    const report = buildGateReport(specs.map(resultOf), { root: ROOT });
    expect(report.rows.map((r) => r.status)).toEqual(["fail", "stale", "stale", "fail"]);
    expect(report.rows.map((r) => r.gateFailing)).toEqual([true, false, false, true]);
    expect(report.rows[0]!.failing[0]).toMatchObject({ key: "tool_result_contains", cause: "rerun" });
    expect(report.rows[0]!.failing[0]!.evidence).toContain(
      `tool result 1 (Bash, toolu_0) differs from the recording: recorded 13 bytes, sha256 ${"a".repeat(16)}; re-run 13 bytes, sha256 ${"b".repeat(16)}`,
    );
    expect(report.rows[1]!.staleness[0]!.message).toMatch(/^stale; re-run passed \(2\/2 assertions/);
    expect(report.rows[2]!.unchecked).toEqual([
      "cannot re-run: it was recorded with agent 2.0.2 and this machine runs 2.1.332",
    ]);
    expect(report.rows[3]!.failing.map((f) => f.message)).toEqual([
      expect.stringMatching(/^diverged at turn 5: expected/),
    ]);
    const summary = renderSummaryMarkdown(report);
    expect(summary).toContain("evidence: tool result 1 (Bash, toolu\\_0) differs from the recording");
    expect(summary).toContain("re-run with recorded model turns: tool\\_result\\_contains");
    expect(buildGateReport(specs.slice(1, 3).map(resultOf), { root: ROOT }).conclusion).toBe("success");
  });

  it("the Action sets its failed and stale outputs from the totals by those formulas", () => {
    const main = readFileSync(join(REPO_ROOT, "src/action/main.ts"), "utf8");
    expect(main).toContain('core.setOutput("failed", String(report.totals.failed + report.totals.errored));');
    expect(main).toContain('core.setOutput("stale", String(report.totals.stale));');
  });
});
