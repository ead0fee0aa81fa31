#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  assembleWithinBudget,
  mdCode,
  mdText
} from "./chunk-BE66XZWF.js";
import {
  CAUSE_LABEL,
  LocationSkeleton,
  failingLabel,
  fixText,
  locationText,
  reassertLocation
} from "./chunk-7M55ZUAX.js";
import {
  writeFileAtomic
} from "./chunk-5K44L6AH.js";
import {
  loadScenarioFile,
  resolveScenarioSource
} from "./chunk-YZHFMKVM.js";
import {
  repositoryRootOf
} from "./chunk-BYCT76SI.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-PMJCWNXK.js";
import {
  maxCassetteBytes
} from "./chunk-24BXCO6L.js";
import {
  gitFor
} from "./chunk-O6AL2HOY.js";
import {
  HarnessError,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/report/sources.ts
import { open } from "node:fs/promises";

// src/report/changed-line.ts
import { dirname, relative } from "node:path";
function firstChangedLine(diff) {
  const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/m.exec(diff);
  if (!m) return void 0;
  return Math.max(1, Number(m[1]));
}
function changedLineFinder(env = process.env) {
  const once = (cache, key, make) => {
    let p = cache.get(key);
    if (p === void 0) cache.set(key, p = make());
    return p;
  };
  const tops = /* @__PURE__ */ new Map();
  const revs = /* @__PURE__ */ new Map();
  const lines = /* @__PURE__ */ new Map();
  return async (cassettePath, file) => {
    try {
      const dir = dirname(cassettePath);
      const git = gitFor(dir, env);
      const top = await once(tops, dir, async () => (await git.revparse(["--show-toplevel"])).trim());
      const rev = await once(revs, cassettePath, async () => (await git.raw(["log", "-1", "--format=%H", "--", relative(dir, cassettePath)])).trim());
      if (rev === "") return void 0;
      const rel = relative(top, file);
      return await once(
        lines,
        `${top}\0${rev}\0${rel}`,
        async () => firstChangedLine(await git.raw(["diff", "-U0", "--no-color", "--no-ext-diff", rev, "--", `:(top)${rel}`]))
      );
    } catch {
      return void 0;
    }
  };
}

// src/report/rerecord-workflow.ts
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
function findRerecordWorkflow(repoRoot) {
  const dir = join(repoRoot, ".github", "workflows");
  let names;
  try {
    names = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort();
  } catch {
    return void 0;
  }
  for (const name of names) {
    try {
      if (/^\s*command:\s*["']?rerecord\b/m.test(readFileSync(join(dir, name), "utf8"))) return `.github/workflows/${name}`;
    } catch {
    }
  }
  return void 0;
}

// src/report/sources.ts
async function readScenario(cassettePath, skeleton) {
  const found = resolveScenarioSource(cassettePath, skeleton);
  if (!found.path) return void 0;
  try {
    const loaded = await loadScenarioFile(found.path);
    const assert = loaded.authored["assert"];
    return { path: found.path, assert: Array.isArray(assert) ? assert : [], assertLines: loaded.assertLines };
  } catch {
    return void 0;
  }
}
var CHUNK_BYTES = 1024 * 1024;
async function readSkeleton(path) {
  const fh = await open(path, "r");
  try {
    const st = await fh.stat();
    if (!st.isFile() || st.size > maxCassetteBytes()) throw new Error("not a readable cassette file");
    const skeleton = new LocationSkeleton();
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    for (let pos = 0; ; ) {
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, pos);
      if (bytesRead === 0) break;
      pos += bytesRead;
      skeleton.push(chunk.subarray(0, bytesRead));
    }
    return skeleton.text();
  } finally {
    await fh.close();
  }
}
async function loadCassetteSource(cassettePath) {
  let text;
  try {
    text = await readSkeleton(cassettePath);
  } catch {
    return {};
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { text };
  }
  const obj = parsed !== null && typeof parsed === "object" ? parsed : {};
  const scenario = obj["scenario"] !== null && typeof obj["scenario"] === "object" ? obj["scenario"] : {};
  const frozenAssert = Array.isArray(scenario["assert"]) ? scenario["assert"] : void 0;
  const authored = await readScenario(cassettePath, { ...obj, scenario });
  return { text, ...frozenAssert ? { frozenAssert } : {}, ...authored ? { scenario: authored } : {} };
}
async function changedLines(r, changedLineSince) {
  const out = /* @__PURE__ */ new Map();
  for (const s of r.staleness ?? []) {
    const path = s.location?.path;
    if (path === void 0 || s.location?.line !== void 0 || out.has(path)) continue;
    const line = await changedLineSince(r.cassette, path);
    if (line !== void 0) out.set(path, line);
  }
  return out;
}
async function loadReportSources(results) {
  const out = /* @__PURE__ */ new Map();
  const workflows = /* @__PURE__ */ new Map();
  const changedLineSince = changedLineFinder();
  for (const r of results) {
    const clean = r.exitCode === 0 && (r.staleness?.length ?? 0) === 0 && (r.findings?.length ?? 0) === 0 && r.reassert === void 0;
    if (clean || out.has(r.cassette)) continue;
    const root = repositoryRootOf(r.cassette);
    if (!workflows.has(root)) workflows.set(root, findRerecordWorkflow(root));
    const workflow = workflows.get(root);
    const lines = await changedLines(r, changedLineSince);
    out.set(r.cassette, { ...await loadCassetteSource(r.cassette), ...lines.size > 0 ? { changedLines: lines } : {}, ...workflow ? { rerecordWorkflow: workflow } : {} });
  }
  return out;
}

// src/check/results-file.ts
import { readFile } from "node:fs/promises";
function resultsFile(results, ok, shard) {
  return { tool: TOOL_NAME, version: TOOL_VERSION, command: "check", ok, ...shard ? { shard } : {}, results, error: null };
}
async function writeResultsFile(path, file) {
  await writeFileAtomic(path, JSON.stringify(file) + "\n");
}
async function readResultsFile(path) {
  let raw;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (e) {
    throw new HarnessError(`${path}: not a results file: ${oneLine(e)}`);
  }
  const r = raw;
  if (r?.tool !== TOOL_NAME || !Array.isArray(r.results)) {
    throw new HarnessError(`${path}: not a ${TOOL_NAME} results file (expected {"tool":"${TOOL_NAME}","results":[\u2026]})`);
  }
  return r;
}

// src/report/summary-md.ts
var STEP_SUMMARY_BUDGET = 1024 * 1024;
var STATUS_MARK = { pass: "\u2705 pass", fail: "\u274C fail", stale: "\u26A0\uFE0F stale", error: "\u{1F4A5} error" };
function headline(report) {
  if (report.conclusion === "failure") return "\u274C cowork-harness: gate failed";
  if (report.conclusion === "neutral") return "\u2796 cowork-harness: no cassettes";
  return "\u2705 cowork-harness: gate passed";
}
function totalsLine(report) {
  const t = report.totals;
  const also = t.failedAndStale > 0 ? ` (${t.failedAndStale} of the failed also stale)` : "";
  return `${t.cassettes} cassette${t.cassettes === 1 ? "" : "s"}: ${t.passed} passed, ${t.failed} failed, ${t.stale} stale, ${t.errored} errored${also}`;
}
function location(f) {
  return mdCode(locationText(f));
}
function causesText(row) {
  return row.causes.map((c) => {
    if (c === "stale") return `stale (${[...new Set(row.staleness.filter((s) => !s.class.startsWith("unverifiable-")).map((s) => s.class))].join(", ")})`;
    if (c === "unverifiable") return `unverifiable (${[...new Set(row.staleness.filter((s) => s.class.startsWith("unverifiable-")).map((s) => s.class))].join(", ")})`;
    const n = row.failing.filter((f) => f.cause === c).length;
    return n > 1 ? `${CAUSE_LABEL[c]} \xD7${n}` : CAUSE_LABEL[c];
  }).join("; ");
}
function details(row) {
  if (row.status === "error") return `${CAUSE_LABEL.error}: ${mdText(row.error ?? "", 200)}`;
  const counts = `${row.passedAssertions}/${row.totalAssertions} assertions passed${row.reassert ? " (re-evaluated from the scenario file)" : ""}`;
  return row.causes.length > 0 ? `${mdText(causesText(row), 300)} \u2014 ${counts}` : counts;
}
function tableRow(row) {
  return `| ${STATUS_MARK[row.status]} | ${mdCode(row.cassette)} | ${row.scenario === "" ? "\u2014" : mdText(row.scenario, 120)} | ${details(row)} |`;
}
function failingItem(row, f) {
  const label = failingLabel(f);
  const head = `- \u274C **${mdText(label, 120)}** at ${location(f)} (${mdText(row.scenario, 120)}): ${mdText(f.message)}`;
  return f.evidence ? `${head}
  - evidence: ${mdText(f.evidence, 300)}` : head;
}
function staleItem(row, s) {
  const mark = s.gating ? "\u274C" : "\u26A0\uFE0F";
  const gate = s.gating ? " (fails the gate)" : "";
  return `- ${mark} ${mdCode(row.cassette)} \u2014 **${mdText(s.class)}**${gate} at ${location(s.location)}: ${mdText(s.message)} \u2014 fix: ${fixText(row.fixParts, (t) => mdCode(t, 300))}`;
}
function reassertItems(row) {
  if (!row.reassert) return [];
  const passed = !row.causes.includes("reassert");
  const out = [`- ${passed ? "\u2705" : "\u274C"} ${mdCode(row.cassette)} from ${location(reassertLocation(row.reassert))}: ${mdText(row.reassert.summary, 600)}`];
  for (const key of row.reassert.needsLiveRun) out.push(`  - \u26A0\uFE0F ${mdCode(key)} needs a live run: skipped by replay, not passed`);
  return [out.join("\n")];
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function renderReportMarkdown(report, opts) {
  const intro = [...opts.preamble ?? []];
  if (opts.headingLevel > 0) intro.push(`${"#".repeat(opts.headingLevel)} ${headline(report)}`, "");
  intro.push(`**${totalsLine(report)}** \xB7 fail-on: ${report.failOn.map((f) => `\`${f}\``).join(", ")}`, "");
  if (report.reasons.length > 0) intro.push(...report.reasons.map((r) => `- ${r}`), "");
  const skipped = report.rows.reduce((n, r) => n + r.skippedAssertions, 0);
  if (skipped > 0) intro.push(`${plural(skipped, "assertion")} could not be evaluated on replay (live-only) and ${skipped === 1 ? "was" : "were"} skipped, not passed.`, "");
  const sub = "#".repeat(Math.min(6, Math.max(2, opts.headingLevel + 1)));
  const failing = report.rows.flatMap((row) => row.failing.map((f) => failingItem(row, f)));
  const staleRows = report.rows.filter((r) => r.staleness.length > 0);
  const stale = staleRows.flatMap((row) => row.staleness.map((s) => staleItem(row, s)));
  const reasserted = report.rows.flatMap(reassertItems);
  const errors = report.rows.filter((r) => r.status === "error").map((r) => `- \u{1F4A5} ${mdCode(r.cassette)}: ${mdText(r.error ?? "could not be replayed")}`);
  const unchecked = report.rows.flatMap((r) => r.unchecked.map((u) => `- \u2139\uFE0F ${mdCode(r.cassette)}: ${mdText(u)}`));
  const lintWarnings = report.rows.flatMap((r) => r.lintWarnings.map((w) => `- \u26A0\uFE0F ${location(w)} (${mdText(r.scenario, 120)}): ${mdText(w.message)}`));
  const sections = [
    {
      head: ["| Status | Cassette | Scenario | Details |", "| --- | --- | --- | --- |"],
      items: report.rows.map(tableRow),
      more: (n) => `\u2026${plural(n, "more cassette")} not shown (report size limit)`
    },
    { head: [`${sub} Failing checks (${failing.length})`, ""], items: failing, more: (n) => `\u2026${n} more failing check(s) not shown (report size limit)` },
    { head: [`${sub} Re-evaluated assertions (${plural(reasserted.length, "cassette")})`, ""], items: reasserted, more: (n) => `\u2026${plural(n, "more cassette")} not shown (report size limit)` },
    {
      head: [`${sub} Staleness (${plural(stale.length, "finding")} in ${plural(staleRows.length, "cassette")})`, ""],
      items: stale,
      more: (n) => `\u2026${plural(n, "more staleness finding")} not shown (report size limit)`
    },
    { head: [`${sub} Errors (${errors.length})`, ""], items: errors, more: (n) => `\u2026${plural(n, "more error")} not shown (report size limit)` },
    { head: [`${sub} Scenario lint warnings (${lintWarnings.length})`, ""], items: lintWarnings, more: (n) => `\u2026${n} more lint warning(s) not shown (report size limit)` },
    { head: [`${sub} Not checked (${unchecked.length})`, ""], items: unchecked, more: (n) => `\u2026${n} more note(s) not shown (report size limit)` }
  ];
  return assembleWithinBudget(intro, sections, opts.footer ?? [], opts.budgetBytes);
}
function renderSummaryMarkdown(report, opts = {}) {
  return renderReportMarkdown(report, { budgetBytes: opts.budgetBytes ?? STEP_SUMMARY_BUDGET, headingLevel: 2 });
}

// src/report/junit.ts
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
    lines.push(`${locationText(s.location)}: ${s.class.startsWith("unverifiable-") ? "unverifiable" : "stale"} (${s.class}${s.gating ? "" : ", not gating under fail-on"}): ${s.message}`);
  }
  if (row.staleness.some((s) => !s.class.startsWith("unverifiable-"))) lines.push(`fix: ${row.fix}`);
  return lines;
}
function headline2(row, lines) {
  const first = lines[0] ?? `${locationText(row.cassetteLocation)}: ${row.causes.map((c) => CAUSE_LABEL[c]).join(", ") || "failed"}`;
  const more = lines.filter((l) => !l.startsWith(" ") && !l.startsWith("fix: ")).length - 1;
  return more > 0 ? `${first} (+${more} more)` : first;
}
function notes(row) {
  const parts = [`${row.cassette}: ${row.passedAssertions}/${row.totalAssertions} assertions passed`];
  if (row.skippedAssertions > 0) parts[0] += `, ${row.skippedAssertions} live-only skipped`;
  if (row.reassert) parts.push(`${locationText(reassertLocation(row.reassert))}: ${row.reassert.summary}`);
  for (const u of row.unchecked) parts.push(`not checked: ${u}`);
  return parts.join("\n");
}
function testcase(row) {
  const dir = posix.dirname(row.cassette);
  const name = row.scenario !== "" ? row.scenario : posix.basename(row.cassette);
  const head = `    <testcase${attrs([["classname", dir === "" ? "." : dir], ["name", name], ["file", row.cassette]])}>`;
  const outcome = junitOutcome(row);
  const body = [];
  if (outcome !== "passed") {
    const lines = problemLines(row);
    const message = headline2(row, lines);
    const type = row.causes[0] ?? "failure";
    if (outcome === "skipped") body.push(`      <skipped${attrs([["message", `not gating: ${message}`]])}/>`);
    else body.push(`      <${outcome}${attrs([["message", message], ["type", type]])}>${xmlEscape(lines.join("\n"))}</${outcome}>`);
    if (outcome === "skipped") body.push(`      <system-out>${xmlEscape([...lines, notes(row)].join("\n"))}</system-out>`);
  }
  if (outcome !== "skipped") body.push(`      <system-out>${xmlEscape(notes(row))}</system-out>`);
  return [head, ...body, "    </testcase>"].join("\n");
}
function junitCounts(report) {
  const outcomes = report.rows.map(junitOutcome);
  const n = (o) => outcomes.filter((x) => x === o).length;
  return { tests: report.rows.length, failures: n("failure"), errors: n("error"), skipped: n("skipped") };
}
function renderJunit(report, name = "cowork-harness") {
  const c = junitCounts(report);
  const counts = [["tests", c.tests], ["failures", c.failures], ["errors", c.errors], ["skipped", c.skipped]];
  const properties = [
    `      <property${attrs([["name", "fail-on"], ["value", report.failOn.join(",")]])}/>`,
    `      <property${attrs([["name", "conclusion"], ["value", report.conclusion]])}/>`,
    ...report.reasons.map((r) => `      <property${attrs([["name", "reason"], ["value", r]])}/>`)
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites${attrs([["name", name], ...counts])}>`,
    `  <testsuite${attrs([["name", name], ...counts])}>`,
    `    <properties>`,
    ...properties,
    `    </properties>`,
    ...report.rows.map(testcase),
    `  </testsuite>`,
    `</testsuites>`,
    ""
  ].join("\n");
}

export {
  loadReportSources,
  resultsFile,
  writeResultsFile,
  readResultsFile,
  totalsLine,
  causesText,
  renderReportMarkdown,
  renderSummaryMarkdown,
  renderJunit
};
