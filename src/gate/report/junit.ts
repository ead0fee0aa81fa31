/**
 * JUnit XML of a gate report, for CI systems that read test reports (GitLab `reports: junit`,
 * Jenkins, Buildkite test analytics, test-reporter actions). Drawn from the gate report's rows
 * alone, so its counts are the gate's: one testcase per cassette (classname = the cassette's
 * directory, name = the scenario); a row that fails the gate is a <failure> (an <error> when the
 * cassette could not be replayed), a problem the policy does not gate on (e.g. a stale skill under
 * the default fail-on) is <skipped>, a clean row has no child but its notes. Each problem is one
 * line of the element's text, `file:line: what`. A live-lane scenario (`command: run`) is written
 * the way Maven Surefire writes a re-run test, which JUnit readers understand: flaky (it reached its
 * pass rate with some runs failing) is a passing testcase holding one <flakyFailure> per failed run;
 * below its pass rate, a <failure> (its first failed run) and a <rerunFailure> per other failed
 * run; each with the run's problems as its <stackTrace> and its counts as its <system-out>. Pure;
 * no dependency.
 */
import { posix } from "node:path";
import { CAUSE_LABEL, assertionCounts, reassertLocation, type GateReport, type GateRow } from "./gate-report.js";
import { locationText as at } from "./display-path.js";
import { unrecordedText } from "./coverage-report.js";
import { skillLintText, skillLintWhere } from "./skill-lint-report.js";
import { MUTATION_HEADING, mutationSentence, survivorText } from "./mutation-text.js";
import { repeatText, runLabel, tallyText, type FailedRun, type RepeatNote } from "./repeat-report.js";

/** How a row reads in JUnit: the counts of a report's testsuite are these, summed. */
export type JunitOutcome = "passed" | "failure" | "error" | "skipped";

export function junitOutcome(row: GateRow): JunitOutcome {
  if (row.gateFailing) return row.status === "error" ? "error" : "failure";
  return row.status === "pass" ? "passed" : "skipped";
}

/** Characters XML 1.0 cannot carry at all (C0 controls but tab/LF/CR, lone surrogates, U+FFFE/FFFF). */
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an element or attribute value: invalid characters become U+FFFD, markup is escaped. */
export function xmlEscape(text: string, attribute = false): string {
  const escaped = text
    .replace(INVALID_XML, "\uFFFD")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
  return attribute
    ? escaped
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&apos;")
        .replace(/\n/g, "&#10;")
        .replace(/\r/g, "&#13;")
        .replace(/\t/g, "&#9;")
    : escaped;
}

function attrs(pairs: readonly (readonly [string, string | number | undefined])[]): string {
  return pairs
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlEscape(String(v), true)}"`)
    .join("");
}

/** One line per problem of the row, each starting with the file and line to look at. */
function problemLines(row: GateRow): string[] {
  const lines: string[] = [];
  if (row.error !== undefined) lines.push(`${row.cassette}: ${CAUSE_LABEL.error}: ${row.error}`);
  for (const f of row.failing) {
    lines.push(`${at(f)}: ${CAUSE_LABEL[f.cause]} ${f.key}: ${f.message}`);
    if (f.evidence) lines.push(`    evidence: ${f.evidence.split("\n").join("\n    ")}`);
  }
  for (const s of row.staleness) {
    lines.push(
      `${at(s.location)}: ${s.class.startsWith("unverifiable-") ? "unverifiable" : "stale"} (${s.class}${s.gating ? "" : ", not gating under fail-on"}): ${s.message}`,
    );
  }
  if (row.staleness.some((s) => !s.class.startsWith("unverifiable-"))) lines.push(`fix: ${row.fix}`);
  return lines;
}

/** The one-line message attribute: the first problem, and how many more. */
function headline(row: GateRow, lines: readonly string[]): string {
  const first =
    lines[0] ?? `${at(row.cassetteLocation)}: ${row.causes.map((c) => CAUSE_LABEL[c]).join(", ") || "failed"}`;
  const more = lines.filter((l) => !l.startsWith(" ") && !l.startsWith("fix: ")).length - 1;
  return more > 0 ? `${first} (+${more} more)` : first;
}

function notes(row: GateRow): string {
  const parts = [`${row.cassette}: ${assertionCounts(row)}`];
  if (row.skippedAssertions > 0) parts[0] += `, ${row.skippedAssertions} live-only skipped`;
  if (row.reassert) parts.push(`${at(reassertLocation(row.reassert))}: ${row.reassert.summary}`);
  for (const u of row.unchecked) parts.push(`not checked: ${u}`);
  if (row.mutation) {
    parts.push(`${row.cassette}: ${MUTATION_HEADING}: ${mutationSentence(row.mutation)}`);
    for (const s of row.mutation.survivors) parts.push(`    ${survivorText(s)}`);
  }
  return parts.join("\n");
}

/** A failed run's problems, one line each at the file and line to look at. */
function runProblemLines(fr: FailedRun): string[] {
  return fr.failing.flatMap((f) => [
    `${at(f)}: ${CAUSE_LABEL[f.cause]} ${f.key}: ${f.message}`,
    ...(f.evidence ? [`    evidence: ${f.evidence.split("\n").join("\n    ")}`] : []),
  ]);
}

/** A failed run as Surefire writes a re-run: `<flakyFailure>` or `<rerunFailure>`, its problems as the stack trace. */
function rerunElement(tag: "flakyFailure" | "rerunFailure", fr: FailedRun, n: RepeatNote): string {
  const lines = runProblemLines(fr);
  const first = fr.failing[0];
  return [
    `      <${tag}${attrs([
      ["message", `${runLabel(fr.run, n)}: ${lines[0] ?? "failed"}`],
      ["type", first?.cause ?? "assertion"],
    ])}>`,
    `        <stackTrace>${xmlEscape(lines.join("\n"))}</stackTrace>`,
    `        <system-out>${xmlEscape(`${runLabel(fr.run, n)}: ${fr.counts}`)}</system-out>`,
    `      </${tag}>`,
  ].join("\n");
}

/** A live-lane scenario's pass rate and each failure with the runs it failed in. */
function runNotes(row: GateRow, n: RepeatNote): string {
  return [`${row.cassette}: ${repeatText(n)}`, ...n.tallies.map((t) => `${at(t)}: ${tallyText(t, n)}`)].join("\n");
}

/** A live-lane scenario: flaky, below its pass rate, stopped, or could not be run (Surefire's re-run convention). */
function runTestcase(row: GateRow, n: RepeatNote, head: string): string {
  const outcome = junitOutcome(row);
  const body: string[] = [];
  const [first, ...rest] = n.failedRuns;
  if (outcome === "passed") body.push(...n.failedRuns.map((fr) => rerunElement("flakyFailure", fr, n)));
  else if (outcome === "error") {
    body.push(
      `      <error${attrs([
        ["message", `${repeatText(n)}: ${row.error ?? "could not be run"}`],
        ["type", "error"],
      ])}>${xmlEscape([row.error ?? "could not be run", ...n.failedRuns.flatMap(runProblemLines)].join("\n"))}</error>`,
    );
  } else {
    const lines = first ? runProblemLines(first) : [];
    body.push(
      `      <failure${attrs([
        ["message", `${repeatText(n)}${first ? ` — ${runLabel(first.run, n)}: ${lines[0] ?? "failed"}` : ""}`],
        ["type", row.causes[0] ?? "assertion"],
      ])}>${xmlEscape(lines.join("\n"))}</failure>`,
      ...rest.map((fr) => rerunElement("rerunFailure", fr, n)),
    );
  }
  body.push(`      <system-out>${xmlEscape(runNotes(row, n))}</system-out>`);
  return [head, ...body, "    </testcase>"].join("\n");
}

function testcase(row: GateRow): string {
  const dir = posix.dirname(row.cassette);
  const name = row.scenario !== "" ? row.scenario : posix.basename(row.cassette);
  const head = `    <testcase${attrs([
    ["classname", dir === "" ? "." : dir],
    ["name", name],
    ["file", row.cassette],
  ])}>`;
  if (row.repeat) return runTestcase(row, row.repeat, head);
  const outcome = junitOutcome(row);
  const body: string[] = [];
  if (outcome !== "passed") {
    const lines = problemLines(row);
    const message = headline(row, lines);
    const type = row.causes[0] ?? "failure";
    if (outcome === "skipped") body.push(`      <skipped${attrs([["message", `not gating: ${message}`]])}/>`);
    else
      body.push(
        `      <${outcome}${attrs([
          ["message", message],
          ["type", type],
        ])}>${xmlEscape(lines.join("\n"))}</${outcome}>`,
      );
    // a skipped element carries no text in the common schema: the details go to system-out
    if (outcome === "skipped")
      body.push(`      <system-out>${xmlEscape([...lines, notes(row)].join("\n"))}</system-out>`);
  }
  if (outcome !== "skipped") body.push(`      <system-out>${xmlEscape(notes(row))}</system-out>`);
  return [head, ...body, "    </testcase>"].join("\n");
}

export interface JunitCounts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

/** An unrecorded scenario is a testcase too: a failure when it gates, else skipped. */
function unrecordedCase(u: NonNullable<GateReport["coverage"]>["unrecorded"][number]): string {
  const head = `    <testcase${attrs([
    ["classname", posix.dirname(u.scenario)],
    ["name", `${posix.basename(u.scenario)} (unrecorded)`],
    ["file", u.scenario],
    ["time", "0"],
  ])}>`;
  const text = `${u.scenario}: unrecorded: ${unrecordedText(u)}`;
  const body = u.gating
    ? `      <failure${attrs([
        ["message", `unrecorded: ${unrecordedText(u)}`],
        ["type", "unrecorded"],
      ])}>${xmlEscape(text)}</failure>`
    : `      <skipped${attrs([["message", `not gating: unrecorded: ${unrecordedText(u)}`]])}/>\n      <system-out>${xmlEscape(text)}</system-out>`;
  return [head, body, "    </testcase>"].join("\n");
}

/** A lint-skill finding is a testcase of its file: a failure when it gates, else skipped. */
function skillLintCase(e: NonNullable<GateReport["skillLint"]>[number]): string {
  const head = `    <testcase${attrs([
    ["classname", posix.dirname(e.file)],
    ["name", `${posix.basename(e.file)} (lint-skill ${e.ruleId}${e.line !== undefined ? ` line ${e.line}` : ""})`],
    ["file", e.file],
    ...(e.line !== undefined ? ([["line", String(e.line)]] as [string, string][]) : []),
    ["time", "0"],
  ])}>`;
  const text = `${skillLintWhere(e)}: ${skillLintText(e)}`;
  const body = e.gating
    ? `      <failure${attrs([
        ["message", skillLintText(e)],
        ["type", "lint-skill"],
      ])}>${xmlEscape(text)}</failure>`
    : `      <skipped${attrs([["message", `not gating: ${skillLintText(e)}`]])}/>\n      <system-out>${xmlEscape(text)}</system-out>`;
  return [head, body, "    </testcase>"].join("\n");
}

export function junitCounts(report: GateReport): JunitCounts {
  const outcomes = [
    ...report.rows.map(junitOutcome),
    ...(report.coverage?.unrecorded ?? []).map((u): JunitOutcome => (u.gating ? "failure" : "skipped")),
    ...(report.skillLint ?? []).map((e): JunitOutcome => (e.gating ? "failure" : "skipped")),
  ];
  const n = (o: JunitOutcome): number => outcomes.filter((x) => x === o).length;
  return { tests: outcomes.length, failures: n("failure"), errors: n("error"), skipped: n("skipped") };
}

export function renderJunit(report: GateReport, name = "cowork-harness"): string {
  const c = junitCounts(report);
  const counts = [
    ["tests", c.tests],
    ["failures", c.failures],
    ["errors", c.errors],
    ["skipped", c.skipped],
  ] as const;
  const property = (name: string, value: string): string =>
    `      <property${attrs([
      ["name", name],
      ["value", value],
    ])}/>`;
  // a live-lane report is judged by pass rates, not by fail-on
  const policy = report.run
    ? [
        ...(report.run.repeat !== undefined ? [property("repeat", String(report.run.repeat))] : []),
        property("min-pass-rate", String(report.run.minPassRate)),
        property("stop-on-diverge", String(report.run.stopOnDiverge)),
      ]
    : [property("fail-on", report.failOn.join(","))];
  const properties = [
    ...policy,
    `      <property${attrs([
      ["name", "conclusion"],
      ["value", report.conclusion],
    ])}/>`,
    ...report.reasons.map(
      (r) =>
        `      <property${attrs([
          ["name", "reason"],
          ["value", r],
        ])}/>`,
    ),
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites${attrs([["name", name], ...counts])}>`,
    `  <testsuite${attrs([["name", name], ...counts])}>`,
    `    <properties>`,
    ...properties,
    `    </properties>`,
    ...report.rows.map(testcase),
    ...(report.coverage?.unrecorded ?? []).map(unrecordedCase),
    ...(report.skillLint ?? []).map(skillLintCase),
    `  </testsuite>`,
    `</testsuites>`,
    "",
  ].join("\n");
}
