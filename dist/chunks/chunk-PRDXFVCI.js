#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/report/annotations.ts
var LEVEL_ORDER = { error: 0, warning: 1, notice: 2 };
var MAX_MESSAGE = 4e3;
var MAX_FILES_NAMED = 10;
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function clip(s, max) {
  return s.length <= max ? s : `${s.slice(0, max - 1)}\u2026`;
}
function formatWorkflowCommand(a) {
  const props = [`file=${escapeProperty(a.file)}`];
  if (a.line !== void 0) props.push(`line=${a.line}`);
  props.push(`title=${escapeProperty(a.title)}`);
  return `::${a.level} ${props.join(",")}::${escapeData(a.message)}`;
}
function formatNotice(message, level = "notice") {
  return `::${level}::${escapeData(message)}`;
}
function staleLabel(cls) {
  if (cls === "skill" || cls === "shared-root") return `${cls} drift`;
  return cls;
}
function filesText(files) {
  if (files.length === 0) return "";
  const named = files.slice(0, MAX_FILES_NAMED).join(", ");
  const rest = files.length > MAX_FILES_NAMED ? ` (+${files.length - MAX_FILES_NAMED} more)` : "";
  return `
skill files changed: ${named}${rest}`;
}
function staleAnnotation(row, s, failsOnAssertions) {
  return {
    level: s.gating || failsOnAssertions ? "error" : "warning",
    ...row.cassetteLocation,
    title: `stale cassette (${staleLabel(s.class)})`,
    message: clip(`${row.scenario}: ${s.message}${filesText(s.files)}`, MAX_MESSAGE)
  };
}
function rowAnnotations(row, assertionsGate) {
  const out = [];
  const failLevel = assertionsGate ? "error" : "warning";
  if (row.status === "error") {
    out.push({
      level: failLevel,
      file: row.cassette,
      title: "cassette could not be replayed",
      message: clip(`${row.cassette}: ${row.error ?? "could not be replayed"}`, MAX_MESSAGE)
    });
  }
  const staleFailed = row.failing.some((f) => f.key === "staleness");
  for (const f of row.failing) {
    if (f.key === "staleness" && row.staleness.length > 0) continue;
    const evidence = f.evidence ? `
evidence: ${f.evidence}` : "";
    out.push({
      level: failLevel,
      file: f.file,
      ...f.line !== void 0 ? { line: f.line } : {},
      title: `assertion failed: ${clip(f.key, 120)}`,
      message: clip(`${row.scenario}: ${f.message}${evidence}`, MAX_MESSAGE)
    });
  }
  for (const s of row.staleness) out.push(staleAnnotation(row, s, staleFailed && assertionsGate));
  return out;
}
function collectAnnotations(report) {
  const assertionsGate = report.failOn.includes("assertions");
  const all = report.rows.flatMap((row) => rowAnnotations(row, assertionsGate));
  return all.map((a, i) => ({ a, i })).sort((x, y) => LEVEL_ORDER[x.a.level] - LEVEL_ORDER[y.a.level] || x.i - y.i).map(({ a }) => a);
}
function renderAnnotations(report, opts = {}) {
  const cap = opts.maxPerLevel ?? 10;
  const all = collectAnnotations(report);
  const counts = { error: 0, warning: 0, notice: 0 };
  const total = { error: 0, warning: 0, notice: 0 };
  for (const a of all) total[a.level]++;
  let omitted = all.length;
  for (const lvl of ["error", "warning", "notice"]) omitted -= Math.min(total[lvl], cap);
  const noticeCap = omitted > 0 && total.notice >= cap ? cap - 1 : cap;
  const shown = [];
  for (const a of all) {
    const limit = a.level === "notice" ? noticeCap : cap;
    if (counts[a.level] < limit) {
      counts[a.level]++;
      shown.push(a);
    }
  }
  const left = all.length - shown.length;
  const lines = shown.map(formatWorkflowCommand);
  if (left > 0) {
    lines.push(formatNotice(`${left} more cowork-harness annotation(s) not shown (GitHub shows ${cap} per level per step) \u2014 see the job summary for the full list`));
  }
  return { lines, shown: shown.length, omitted: left };
}

// src/report/log-annotations.ts
function formatAnnotation(a, env) {
  if (env.GITHUB_ACTIONS === "true") return `${formatNotice(a.message, a.level)}
`;
  return `${a.level}: ${a.message}
`;
}

// src/report/replay-text.ts
var MAX_EVIDENCE = 300;
function clip2(s, n = MAX_EVIDENCE) {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}\u2026` : flat;
}
function cassetteLine(r) {
  const mark = r.exitCode === 0 ? "\u2713" : "\u2717";
  if (r.exitCode === 2) return `${mark} ${r.cassette}: error: ${r.error ?? "could not be replayed"}`;
  const counts = r.toolCounts ?? {};
  const tools = Object.values(counts).reduce((a, b) => a + b, 0);
  const passed = r.assertions.filter((a) => a.pass).length;
  const stale = r.staleness && r.staleness.length > 0 ? `, stale: ${[...new Set(r.staleness.map((s) => s.class))].join(",")}` : "";
  return `${mark} ${r.scenario} [${r.fidelity}] ${tools} tool call(s), ${passed}/${r.assertions.length} assertion(s) passed${stale}  (${r.cassette})`;
}
function failureLines(r) {
  if (r.exitCode === 2) return [];
  const lines = [];
  for (const a of r.assertions) {
    if (a.pass) continue;
    const key = Object.keys(a.assertion)[0];
    const label = key ? `${key}: ${clip2(JSON.stringify(a.assertion[key]), 80)}` : a.source ?? "check";
    lines.push(`    \u2717 ${label}`);
    lines.push(`      ${clip2(a.message ?? "failed")}`);
    if (a.evidence) lines.push(`      evidence: ${clip2(a.evidence)}`);
  }
  for (const f of r.verdict.failures) if (f.kind === "guard") lines.push(`    \u2717 ${f.message}`);
  return lines;
}
function renderReplayText(results) {
  const out = [];
  for (const r of results) out.push(cassetteLine(r), ...failureLines(r));
  const passed = results.filter((r) => r.exitCode === 0).length;
  const errored = results.filter((r) => r.exitCode === 2).length;
  out.push("", `${passed} passed, ${results.length - passed - errored} failed${errored ? `, ${errored} errored` : ""} (of ${results.length} cassette${results.length === 1 ? "" : "s"})`);
  return out.join("\n") + "\n";
}

export {
  formatNotice,
  collectAnnotations,
  renderAnnotations,
  formatAnnotation,
  cassetteLine,
  failureLines,
  renderReplayText
};
