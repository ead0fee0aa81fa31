#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CAUSE_LABEL,
  MUTATION_HEADING,
  assertionCounts,
  locationText,
  mutationSentence,
  reassertLocation,
  repeatText,
  runLabel,
  skillLintText,
  skillLintWhere,
  survivorText,
  tallyText,
  unrecordedText
} from "./chunk-63JXL4FW.js";

// src/gate/report/junit.ts
import { posix } from "node:path";
function junitOutcome(row) {
  if (row.gateFailing) return row.status === "error" ? "error" : "failure";
  return row.status === "pass" ? "passed" : "skipped";
}
var INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function xmlEscape(text, attribute = false) {
  const escaped = text.replace(INVALID_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return attribute ? escaped.replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;") : escaped;
}
function attrs(pairs) {
  return pairs.filter(([, v]) => v !== void 0).map(([k, v]) => ` ${k}="${xmlEscape(String(v), true)}"`).join("");
}
function problemLines(row) {
  const lines = [];
  if (row.error !== void 0) lines.push(`${row.cassette}: ${CAUSE_LABEL.error}: ${row.error}`);
  for (const f of row.failing) {
    lines.push(`${locationText(f)}: ${CAUSE_LABEL[f.cause]} ${f.key}: ${f.message}`);
    if (f.evidence) lines.push(`    evidence: ${f.evidence.split("\n").join("\n    ")}`);
  }
  for (const s of row.staleness) {
    lines.push(
      `${locationText(s.location)}: ${s.class.startsWith("unverifiable-") ? "unverifiable" : "stale"} (${s.class}${s.gating ? "" : ", not gating under fail-on"}): ${s.message}`
    );
  }
  if (row.staleness.some((s) => !s.class.startsWith("unverifiable-"))) lines.push(`fix: ${row.fix}`);
  return lines;
}
function headline(row, lines) {
  const first = lines[0] ?? `${locationText(row.cassetteLocation)}: ${row.causes.map((c) => CAUSE_LABEL[c]).join(", ") || "failed"}`;
  const more = lines.filter((l) => !l.startsWith(" ") && !l.startsWith("fix: ")).length - 1;
  return more > 0 ? `${first} (+${more} more)` : first;
}
function notes(row) {
  const parts = [`${row.cassette}: ${assertionCounts(row)}`];
  if (row.skippedAssertions > 0) parts[0] += `, ${row.skippedAssertions} live-only skipped`;
  if (row.reassert) parts.push(`${locationText(reassertLocation(row.reassert))}: ${row.reassert.summary}`);
  for (const u of row.unchecked) parts.push(`not checked: ${u}`);
  if (row.mutation) {
    parts.push(`${row.cassette}: ${MUTATION_HEADING}: ${mutationSentence(row.mutation)}`);
    for (const s of row.mutation.survivors) parts.push(`    ${survivorText(s)}`);
  }
  return parts.join("\n");
}
function runProblemLines(fr) {
  return fr.failing.flatMap((f) => [
    `${locationText(f)}: ${CAUSE_LABEL[f.cause]} ${f.key}: ${f.message}`,
    ...f.evidence ? [`    evidence: ${f.evidence.split("\n").join("\n    ")}`] : []
  ]);
}
function rerunElement(tag, fr, n) {
  const lines = runProblemLines(fr);
  const first = fr.failing[0];
  return [
    `      <${tag}${attrs([
      ["message", `${runLabel(fr.run, n)}: ${lines[0] ?? "failed"}`],
      ["type", first?.cause ?? "assertion"]
    ])}>`,
    `        <stackTrace>${xmlEscape(lines.join("\n"))}</stackTrace>`,
    `        <system-out>${xmlEscape(`${runLabel(fr.run, n)}: ${fr.counts}`)}</system-out>`,
    `      </${tag}>`
  ].join("\n");
}
function runNotes(row, n) {
  return [`${row.cassette}: ${repeatText(n)}`, ...n.tallies.map((t) => `${locationText(t)}: ${tallyText(t, n)}`)].join("\n");
}
function runTestcase(row, n, head) {
  const outcome = junitOutcome(row);
  const body = [];
  const [first, ...rest] = n.failedRuns;
  if (outcome === "passed") body.push(...n.failedRuns.map((fr) => rerunElement("flakyFailure", fr, n)));
  else if (outcome === "error") {
    body.push(
      `      <error${attrs([
        ["message", `${repeatText(n)}: ${row.error ?? "could not be run"}`],
        ["type", "error"]
      ])}>${xmlEscape([row.error ?? "could not be run", ...n.failedRuns.flatMap(runProblemLines)].join("\n"))}</error>`
    );
  } else {
    const lines = first ? runProblemLines(first) : [];
    body.push(
      `      <failure${attrs([
        ["message", `${repeatText(n)}${first ? ` \u2014 ${runLabel(first.run, n)}: ${lines[0] ?? "failed"}` : ""}`],
        ["type", row.causes[0] ?? "assertion"]
      ])}>${xmlEscape(lines.join("\n"))}</failure>`,
      ...rest.map((fr) => rerunElement("rerunFailure", fr, n))
    );
  }
  body.push(`      <system-out>${xmlEscape(runNotes(row, n))}</system-out>`);
  return [head, ...body, "    </testcase>"].join("\n");
}
function testcase(row) {
  const dir = posix.dirname(row.cassette);
  const name = row.scenario !== "" ? row.scenario : posix.basename(row.cassette);
  const head = `    <testcase${attrs([
    ["classname", dir === "" ? "." : dir],
    ["name", name],
    ["file", row.cassette]
  ])}>`;
  if (row.repeat) return runTestcase(row, row.repeat, head);
  const outcome = junitOutcome(row);
  const body = [];
  if (outcome !== "passed") {
    const lines = problemLines(row);
    const message = headline(row, lines);
    const type = row.causes[0] ?? "failure";
    if (outcome === "skipped") body.push(`      <skipped${attrs([["message", `not gating: ${message}`]])}/>`);
    else
      body.push(
        `      <${outcome}${attrs([
          ["message", message],
          ["type", type]
        ])}>${xmlEscape(lines.join("\n"))}</${outcome}>`
      );
    if (outcome === "skipped")
      body.push(`      <system-out>${xmlEscape([...lines, notes(row)].join("\n"))}</system-out>`);
  }
  if (outcome !== "skipped") body.push(`      <system-out>${xmlEscape(notes(row))}</system-out>`);
  return [head, ...body, "    </testcase>"].join("\n");
}
function unrecordedCase(u) {
  const head = `    <testcase${attrs([
    ["classname", posix.dirname(u.scenario)],
    ["name", `${posix.basename(u.scenario)} (unrecorded)`],
    ["file", u.scenario],
    ["time", "0"]
  ])}>`;
  const text = `${u.scenario}: unrecorded: ${unrecordedText(u)}`;
  const body = u.gating ? `      <failure${attrs([
    ["message", `unrecorded: ${unrecordedText(u)}`],
    ["type", "unrecorded"]
  ])}>${xmlEscape(text)}</failure>` : `      <skipped${attrs([["message", `not gating: unrecorded: ${unrecordedText(u)}`]])}/>
      <system-out>${xmlEscape(text)}</system-out>`;
  return [head, body, "    </testcase>"].join("\n");
}
function skillLintCase(e) {
  const head = `    <testcase${attrs([
    ["classname", posix.dirname(e.file)],
    ["name", `${posix.basename(e.file)} (lint-skill ${e.ruleId}${e.line !== void 0 ? ` line ${e.line}` : ""})`],
    ["file", e.file],
    ...e.line !== void 0 ? [["line", String(e.line)]] : [],
    ["time", "0"]
  ])}>`;
  const text = `${skillLintWhere(e)}: ${skillLintText(e)}`;
  const body = e.gating ? `      <failure${attrs([
    ["message", skillLintText(e)],
    ["type", "lint-skill"]
  ])}>${xmlEscape(text)}</failure>` : `      <skipped${attrs([["message", `not gating: ${skillLintText(e)}`]])}/>
      <system-out>${xmlEscape(text)}</system-out>`;
  return [head, body, "    </testcase>"].join("\n");
}
function junitCounts(report) {
  const outcomes = [
    ...report.rows.map(junitOutcome),
    ...(report.coverage?.unrecorded ?? []).map((u) => u.gating ? "failure" : "skipped"),
    ...(report.skillLint ?? []).map((e) => e.gating ? "failure" : "skipped")
  ];
  const n = (o) => outcomes.filter((x) => x === o).length;
  return { tests: outcomes.length, failures: n("failure"), errors: n("error"), skipped: n("skipped") };
}
function renderJunit(report, name = "cowork-harness") {
  const c = junitCounts(report);
  const counts = [
    ["tests", c.tests],
    ["failures", c.failures],
    ["errors", c.errors],
    ["skipped", c.skipped]
  ];
  const property = (name2, value) => `      <property${attrs([
    ["name", name2],
    ["value", value]
  ])}/>`;
  const policy = report.run ? [
    ...report.run.repeat !== void 0 ? [property("repeat", String(report.run.repeat))] : [],
    property("min-pass-rate", String(report.run.minPassRate)),
    property("stop-on-diverge", String(report.run.stopOnDiverge))
  ] : [property("fail-on", report.failOn.join(","))];
  const properties = [
    ...policy,
    `      <property${attrs([
      ["name", "conclusion"],
      ["value", report.conclusion]
    ])}/>`,
    ...report.reasons.map(
      (r) => `      <property${attrs([
        ["name", "reason"],
        ["value", r]
      ])}/>`
    )
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
    ""
  ].join("\n");
}

export {
  renderJunit
};
