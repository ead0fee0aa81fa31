#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-ZWUVGEAU.js";
import {
  loadScenarioFile
} from "./chunk-QXX2K6ZS.js";
import {
  canonicalJson
} from "./chunk-Y6FZWTSS.js";
import {
  escapesRoot,
  maxCassetteBytes,
  repositoryRootOf
} from "./chunk-RJEQB3M3.js";
import {
  TOOL_NAME,
  TOOL_VERSION
} from "./chunk-AZI7HGCA.js";
import {
  HarnessError,
  UsageError,
  oneLine
} from "./chunk-5C2HTD6I.js";

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

// src/report/gate-report.ts
import { isAbsolute, relative, sep } from "node:path";

// src/report/locate-json.ts
function parsePointer(pointer) {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return void 0;
  return pointer.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
var Scanner = class {
  constructor(text) {
    this.text = text;
  }
  text;
  pos = 0;
  line = 1;
  skipWs() {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c === 10) this.line++;
      else if (c !== 32 && c !== 9 && c !== 13) return;
      this.pos++;
    }
  }
  peek() {
    return this.text[this.pos] ?? "";
  }
  /** Reads a string token starting at `"`; returns its decoded value. */
  readString() {
    if (this.peek() !== '"') throw new Error("expected a string");
    const start = this.pos;
    const t = this.text;
    this.pos++;
    while (this.pos < t.length) {
      const c = t[this.pos];
      if (c === "\\") this.pos += 2;
      else if (c === '"') {
        this.pos++;
        return JSON.parse(t.slice(start, this.pos));
      } else {
        if (c === "\n") this.line++;
        this.pos++;
      }
    }
    throw new Error("unterminated string");
  }
  /** Skips one value of any kind. */
  skipValue() {
    this.skipWs();
    const c = this.peek();
    if (c === '"') {
      this.readString();
      return;
    }
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      this.pos++;
      this.skipWs();
      if (this.peek() === close) {
        this.pos++;
        return;
      }
      for (; ; ) {
        if (c === "{") {
          this.skipWs();
          this.readString();
          this.expect(":");
        }
        this.skipValue();
        this.skipWs();
        const next = this.peek();
        this.pos++;
        if (next === close) return;
        if (next !== ",") throw new Error(`unexpected ${JSON.stringify(next)}`);
      }
    }
    const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(this.pos, this.pos + 64));
    if (!m) throw new Error(`unexpected ${JSON.stringify(c)}`);
    this.pos += m[0].length;
  }
  expect(ch) {
    this.skipWs();
    if (this.peek() !== ch) throw new Error(`expected ${ch}`);
    this.pos++;
  }
};
function descend(s, tokens) {
  s.skipWs();
  let line = s.line;
  for (const token of tokens) {
    s.skipWs();
    const open2 = s.peek();
    if (open2 !== "{" && open2 !== "[") return void 0;
    s.pos++;
    s.skipWs();
    if (s.peek() === (open2 === "{" ? "}" : "]")) return void 0;
    let found = false;
    for (let index = 0; ; index++) {
      s.skipWs();
      const memberLine = s.line;
      let match;
      if (open2 === "{") {
        const key = s.readString();
        s.expect(":");
        match = key === token;
      } else {
        match = String(index) === token;
      }
      if (match) {
        line = memberLine;
        found = true;
        break;
      }
      s.skipValue();
      s.skipWs();
      const next = s.peek();
      s.pos++;
      if (next !== ",") return void 0;
    }
    if (!found) return void 0;
  }
  return line;
}
function lineOfJsonPointer(text, pointer) {
  const tokens = parsePointer(pointer);
  if (!tokens) return void 0;
  try {
    return descend(new Scanner(text), tokens);
  } catch {
    return void 0;
  }
}
var QUOTE = 34;
var BACKSLASH = 92;
var NEWLINE = 10;
var LocationSkeleton = class {
  constructor(keep = /* @__PURE__ */ new Set(["scenario"]), cap = 64) {
    this.keep = keep;
    this.cap = cap;
    this.pending = Buffer.alloc(cap);
  }
  keep;
  cap;
  parts = [];
  stack = [];
  // open containers, `{` or `[`
  expectKey = false;
  inString = false;
  escaped = false;
  isKey = false;
  eliding = false;
  // the open string may be elided
  pending;
  pendingLength = 0;
  over = false;
  // the open elidable string is past `cap`: elided
  newlines = 0;
  keyBytes = [];
  // a top-level key being read
  topKey = "";
  push(chunk) {
    const n = chunk.length;
    let keepFrom = this.inString && this.eliding ? -1 : 0;
    for (let i = 0; i < n; i++) {
      const c = chunk[i];
      if (this.inString) {
        const closes = !this.escaped && c === QUOTE;
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        if (closes) {
          this.closeString();
          if (keepFrom < 0) keepFrom = i;
        } else if (this.eliding) {
          if (c === NEWLINE) this.newlines++;
          if (this.over) continue;
          if (this.pendingLength < this.cap) this.pending[this.pendingLength++] = c;
          else this.over = true;
        } else if (this.isKey && this.stack.length === 1 && this.keyBytes.length < 1024) this.keyBytes.push(c);
        continue;
      }
      const top = this.stack[this.stack.length - 1];
      if (c === QUOTE) {
        this.inString = true;
        this.escaped = false;
        this.isKey = this.expectKey && top === 123;
        this.eliding = !this.isKey && this.stack.length >= 2 && !this.keep.has(this.topKey);
        if (this.isKey && this.stack.length === 1) this.keyBytes = [];
        if (this.eliding) {
          this.parts.push(Buffer.from(chunk.subarray(keepFrom, i + 1)));
          keepFrom = -1;
          this.pendingLength = 0;
          this.over = false;
          this.newlines = 0;
        }
      } else if (c === 123 || c === 91) {
        this.stack.push(c);
        this.expectKey = c === 123;
      } else if (c === 125 || c === 93) {
        this.stack.pop();
        this.expectKey = false;
      } else if (c === 44) this.expectKey = top === 123;
      else if (c === 58) this.expectKey = false;
    }
    if (keepFrom >= 0 && keepFrom < n) this.parts.push(Buffer.from(chunk.subarray(keepFrom, n)));
  }
  /** The skeleton of everything pushed so far. */
  text() {
    return Buffer.concat(this.parts).toString("utf8");
  }
  closeString() {
    this.inString = false;
    if (this.eliding) {
      this.parts.push(this.over ? Buffer.from("\n".repeat(this.newlines)) : Buffer.from(this.pending.subarray(0, this.pendingLength)));
    } else if (this.isKey && this.stack.length === 1) {
      const raw = Buffer.from(this.keyBytes).toString("utf8");
      try {
        this.topKey = JSON.parse(`"${raw}"`);
      } catch {
        this.topKey = raw;
      }
    }
    this.expectKey = false;
  }
};

// src/report/gate-report.ts
var FAIL_ON_VALUES = ["assertions", "stale-skill", "stale-any", "unverifiable"];
var DEFAULT_FAIL_ON = ["assertions", "unverifiable"];
function parseFailOn(input) {
  const parts = (typeof input === "string" ? input.split(/[\s,]+/) : [...input ?? []]).map((s) => s.trim()).filter((s) => s !== "");
  if (parts.length === 0) return [...DEFAULT_FAIL_ON];
  const out = [];
  for (const p of parts) {
    if (!FAIL_ON_VALUES.includes(p)) {
      throw new UsageError(`fail-on: unknown value "${p}" (expected ${FAIL_ON_VALUES.join(", ")})`);
    }
    if (!out.includes(p)) out.push(p);
  }
  return out;
}
var SKILL_CLASSES = /* @__PURE__ */ new Set(["skill", "shared-root"]);
function stalenessGates(cls, failOn) {
  if (failOn.includes("stale-any")) return true;
  if (failOn.includes("stale-skill") && SKILL_CLASSES.has(cls)) return true;
  return failOn.includes("unverifiable") && cls.startsWith("unverifiable-");
}
function displayPath(path, root) {
  let p = path;
  if (root !== void 0) {
    const rel = relative(root, path);
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) p = rel;
  }
  return p.split(sep).join("/");
}
function matchIndex(evaluated, items, used) {
  if (!items || Object.keys(evaluated).length === 0) return void 0;
  for (let i = 0; i < items.length; i++) {
    if (used.has(i)) continue;
    const item = items[i];
    if (item === null || typeof item !== "object") continue;
    const rec = item;
    if (Object.entries(evaluated).every(([k, v]) => k in rec && canonicalJson(rec[k]) === canonicalJson(v))) {
      used.add(i);
      return i;
    }
  }
  return void 0;
}
function stalenessFiles(entry) {
  const files = entry.files;
  if (!files) return [];
  return [...files.changed ?? [], ...files.added ?? [], ...files.removed ?? []];
}
function statusOf(r) {
  if (r.exitCode === 2) return "error";
  if (r.exitCode === 1 || !r.verdict.pass || privacyFindings(r).length > 0) return "fail";
  if ((r.staleness?.length ?? 0) > 0 || (r.findings ?? []).some((f) => f.kind !== "privacy")) return "stale";
  return "pass";
}
function privacyFindings(r) {
  return (r.findings ?? []).filter((f) => f.kind === "privacy").map((f) => f.message);
}
function buildRow(r, failOn, source, root) {
  const cassette = displayPath(r.cassette, root);
  const fingerprintLine = source.text !== void 0 ? lineOfJsonPointer(source.text, "/fingerprint") : void 0;
  const cassetteLocation = { file: cassette, ...fingerprintLine !== void 0 ? { line: fingerprintLine } : {} };
  const usedYaml = /* @__PURE__ */ new Set();
  const usedFrozen = /* @__PURE__ */ new Set();
  const failing = [];
  for (const a of r.assertions) {
    if (a.pass) continue;
    const base = { message: a.message ?? "assertion failed", ...a.evidence ? { evidence: a.evidence } : {} };
    if (a.source === "staleness") {
      failing.push({ key: "staleness", ...base, ...cassetteLocation });
      continue;
    }
    const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
    const yamlIndex = matchIndex(a.assertion, source.scenario?.assert, usedYaml);
    const yamlLine = yamlIndex !== void 0 ? source.scenario?.assertLines[yamlIndex] : void 0;
    if (source.scenario && yamlLine !== void 0) {
      failing.push({ key, ...base, file: displayPath(source.scenario.path, root), line: yamlLine });
      continue;
    }
    const frozenIndex = matchIndex(a.assertion, source.frozenAssert, usedFrozen);
    const pointer = frozenIndex !== void 0 ? `/scenario/assert/${frozenIndex}` : "/scenario/assert";
    const line = source.text !== void 0 ? lineOfJsonPointer(source.text, pointer) : void 0;
    failing.push({ key, ...base, file: cassette, ...line !== void 0 ? { line } : {} });
  }
  for (const f of r.verdict.failures) {
    if (f.kind === "guard") failing.push({ key: "guard", message: f.message, file: cassette });
  }
  for (const message of privacyFindings(r)) failing.push({ key: "privacy", message, file: cassette });
  const staleness = (r.staleness ?? []).map((s) => ({
    class: s.class,
    message: s.message,
    files: stalenessFiles(s),
    gating: stalenessGates(s.class, failOn)
  }));
  for (const f of r.findings ?? []) {
    if (f.kind !== "privacy") staleness.push({ class: f.kind, message: f.message, files: [], gating: failOn.includes("stale-any") });
  }
  const status = statusOf(r);
  const assertionGate = failOn.includes("assertions") && (status === "fail" || status === "error") || privacyFindings(r).length > 0;
  const error = r.error?.startsWith(`${r.cassette}: `) ? r.error.slice(r.cassette.length + 2) : r.error;
  return {
    cassette,
    scenario: r.exitCode === 2 && r.scenario === r.cassette ? "" : r.scenario,
    status,
    exitCode: r.exitCode,
    ...error !== void 0 ? { error } : {},
    passedAssertions: r.assertions.filter((a) => a.pass).length,
    totalAssertions: r.assertions.length,
    skippedAssertions: r.skippedAssertions?.full ?? 0,
    failing,
    staleness,
    cassetteLocation,
    gateFailing: assertionGate || staleness.some((s) => s.gating)
  };
}
function reasonsOf(rows, failOn) {
  const reasons = [];
  if (failOn.includes("assertions")) {
    const failed = rows.filter((r) => r.status === "fail").length;
    const errored = rows.filter((r) => r.status === "error").length;
    if (failed > 0) reasons.push(`${failed} cassette(s) failed their assertions`);
    if (errored > 0) reasons.push(`${errored} cassette(s) could not be replayed`);
  }
  const byClass = /* @__PURE__ */ new Map();
  for (const row of rows) for (const s of row.staleness) if (s.gating) byClass.set(s.class, (byClass.get(s.class) ?? 0) + 1);
  for (const [cls, n] of [...byClass].sort(([a], [b]) => a < b ? -1 : 1)) reasons.push(`${n} ${cls} staleness finding(s)`);
  return reasons;
}
function buildGateReport(results, opts = {}) {
  const failOn = [...opts.failOn ?? DEFAULT_FAIL_ON];
  const rows = results.map((r) => buildRow(r, failOn, opts.sources?.get(r.cassette) ?? {}, opts.root));
  const count = (s) => rows.filter((r) => r.status === s).length;
  const totals = {
    cassettes: rows.length,
    passed: count("pass"),
    failed: count("fail"),
    stale: count("stale"),
    errored: count("error")
  };
  const reasons = reasonsOf(rows, failOn);
  const conclusion = rows.some((r) => r.gateFailing) ? "failure" : rows.length === 0 ? "neutral" : "success";
  return { totals, rows, failOn, conclusion, reasons };
}

// src/report/sources.ts
import { open } from "node:fs/promises";
import { dirname, isAbsolute as isAbsolute2, join } from "node:path";
async function readScenario(cassettePath, scenarioSource) {
  if (typeof scenarioSource !== "string" || scenarioSource === "") return void 0;
  const path = isAbsolute2(scenarioSource) ? scenarioSource : join(dirname(cassettePath), scenarioSource);
  if (scenarioSource.includes("\0") || escapesRoot(repositoryRootOf(cassettePath), path)) return void 0;
  try {
    const loaded = await loadScenarioFile(path);
    const assert = loaded.authored["assert"];
    return { path, assert: Array.isArray(assert) ? assert : [], assertLines: loaded.assertLines };
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
  const authored = await readScenario(cassettePath, obj["scenarioSource"]);
  return { text, ...frozenAssert ? { frozenAssert } : {}, ...authored ? { scenario: authored } : {} };
}
async function loadReportSources(results) {
  const out = /* @__PURE__ */ new Map();
  for (const r of results) {
    const clean = r.exitCode === 0 && (r.staleness?.length ?? 0) === 0;
    if (clean || out.has(r.cassette)) continue;
    out.set(r.cassette, await loadCassetteSource(r.cassette));
  }
  return out;
}

// src/report/markdown.ts
var MORE_RESERVE = 420;
var MORE_LINE_CHARS = 100;
function byteLength(s) {
  return Buffer.byteLength(s, "utf8");
}
function oneLine2(s, max) {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}\u2026`;
}
function mdText(s, max = 500) {
  return oneLine2(s, max).replace(/[\\`*_[\]<>|~&#!]/g, (c) => `\\${c}`);
}
function mdCode(s, max = 200) {
  const flat = oneLine2(s, max);
  if (flat.includes("`") || flat === "") return mdText(flat, max);
  return `\`${flat.replace(/\|/g, "\\|")}\``;
}
function assembleWithinBudget(intro, sections, outro, budgetBytes) {
  const out = [];
  const cost = (lines) => lines.reduce((n, l) => n + byteLength(l) + 1, 0);
  const live = sections.filter((s) => s.items.length > 0);
  const reservePer = MORE_RESERVE;
  let used = cost(intro) + cost(outro) + live.length * reservePer;
  out.push(...intro);
  let cut = false;
  for (const section of live) {
    used -= reservePer;
    const reserveRest = reservePer;
    let kept = 0;
    const headCost = cost(section.head);
    const body = [];
    if (!cut && used + headCost + reserveRest <= budgetBytes) {
      used += headCost;
      body.push(...section.head);
      for (const item of section.items) {
        const c = byteLength(item) + 1;
        if (used + c + reserveRest > budgetBytes) break;
        used += c;
        body.push(item);
        kept++;
      }
    }
    const omitted = section.items.length - kept;
    if (omitted > 0) {
      cut = true;
      const more = oneLine2(section.more(omitted), MORE_LINE_CHARS);
      body.push(...kept > 0 ? ["", more] : [more]);
      used += byteLength(more) + 2;
    }
    body.push("");
    used += 1;
    out.push(...body);
  }
  out.push(...outro);
  return out.join("\n").replace(/\n+$/, "") + "\n";
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
  return `${t.cassettes} cassette${t.cassettes === 1 ? "" : "s"}: ${t.passed} passed, ${t.failed} failed, ${t.stale} stale, ${t.errored} errored`;
}
function location(f) {
  return mdCode(f.line !== void 0 ? `${f.file}:${f.line}` : f.file);
}
function details(row) {
  switch (row.status) {
    case "error":
      return mdText(row.error ?? "could not be replayed", 200);
    case "fail": {
      const n = row.failing.length;
      return `${n} failing check${n === 1 ? "" : "s"} (${row.passedAssertions}/${row.totalAssertions} assertions passed)`;
    }
    case "stale":
      return `${row.passedAssertions}/${row.totalAssertions} assertions passed; stale: ${[...new Set(row.staleness.map((s) => s.class))].join(", ")}`;
    default:
      return `${row.passedAssertions}/${row.totalAssertions} assertions passed`;
  }
}
function tableRow(row) {
  return `| ${STATUS_MARK[row.status]} | ${mdCode(row.cassette)} | ${row.scenario === "" ? "\u2014" : mdText(row.scenario, 120)} | ${details(row)} |`;
}
function failingItem(row, f) {
  const head = `- **${mdText(f.key, 120)}** at ${location(f)} (${mdText(row.scenario, 120)}): ${mdText(f.message)}`;
  return f.evidence ? `${head}
  - evidence: ${mdText(f.evidence, 300)}` : head;
}
function staleItem(row, s) {
  const gate = s.gating ? " (fails the gate)" : "";
  const files = s.files.length > 0 ? ` \u2014 skill files: ${s.files.slice(0, 20).map((f) => mdCode(f)).join(", ")}${s.files.length > 20 ? `, +${s.files.length - 20} more` : ""}` : "";
  return `- ${location(row.cassetteLocation)} \u2014 **${mdText(s.class)}**${gate}: ${mdText(s.message)}${files}`;
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
  const stale = report.rows.flatMap((row) => row.staleness.map((s) => staleItem(row, s)));
  const errors = report.rows.filter((r) => r.status === "error").map((r) => `- ${mdCode(r.cassette)}: ${mdText(r.error ?? "could not be replayed")}`);
  const sections = [
    {
      head: ["| Status | Cassette | Scenario | Details |", "| --- | --- | --- | --- |"],
      items: report.rows.map(tableRow),
      more: (n) => `\u2026${plural(n, "more cassette")} not shown (report size limit)`
    },
    { head: [`${sub} Failing checks (${failing.length})`, ""], items: failing, more: (n) => `\u2026${n} more failing check(s) not shown (report size limit)` },
    { head: [`${sub} Stale cassettes (${stale.length})`, ""], items: stale, more: (n) => `\u2026${plural(n, "more staleness finding")} not shown (report size limit)` },
    { head: [`${sub} Errors (${errors.length})`, ""], items: errors, more: (n) => `\u2026${plural(n, "more error")} not shown (report size limit)` }
  ];
  return assembleWithinBudget(intro, sections, opts.footer ?? [], opts.budgetBytes);
}
function renderSummaryMarkdown(report, opts = {}) {
  return renderReportMarkdown(report, { budgetBytes: opts.budgetBytes ?? STEP_SUMMARY_BUDGET, headingLevel: 2 });
}

export {
  resultsFile,
  writeResultsFile,
  readResultsFile,
  parseFailOn,
  buildGateReport,
  loadReportSources,
  mdText,
  totalsLine,
  renderReportMarkdown,
  renderSummaryMarkdown
};
