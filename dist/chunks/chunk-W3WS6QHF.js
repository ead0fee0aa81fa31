#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  assembleWithinBudget,
  mdCode,
  mdText
} from "./chunk-BE66XZWF.js";
import {
  loadScenarioFile,
  resolveScenarioSource
} from "./chunk-52EKGFM4.js";
import {
  canonicalJson
} from "./chunk-Y6FZWTSS.js";
import {
  repositoryRootOf
} from "./chunk-BYCT76SI.js";
import {
  maxCassetteBytes
} from "./chunk-24BXCO6L.js";
import {
  gitFor
} from "./chunk-O6AL2HOY.js";
import {
  UsageError
} from "./chunk-5C2HTD6I.js";

// src/report/fail-on.ts
var FAIL_ON_VALUES = [
  "assertions",
  "unverifiable",
  "stale-any",
  "stale-skill",
  "stale-inputs",
  "stale-scenario",
  "stale-model-script",
  "stale-uploads",
  "stale-session",
  "stale-baseline"
];
var DEFAULT_FAIL_ON = ["assertions", "unverifiable", "stale-inputs"];
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
var CLASS_GROUPS = {
  "stale-skill": /* @__PURE__ */ new Set(["skill", "shared-root"]),
  "stale-inputs": /* @__PURE__ */ new Set(["scenario", "model-script", "uploads", "session"]),
  "stale-scenario": /* @__PURE__ */ new Set(["scenario"]),
  "stale-model-script": /* @__PURE__ */ new Set(["model-script"]),
  "stale-uploads": /* @__PURE__ */ new Set(["uploads"]),
  "stale-session": /* @__PURE__ */ new Set(["session"]),
  "stale-baseline": /* @__PURE__ */ new Set(["baseline", "prompt-assets", "resolved-tier"])
};
function stalenessGates(cls, failOn) {
  if (cls.startsWith("unverifiable-")) return failOn.includes("unverifiable");
  if (failOn.includes("stale-any")) return true;
  return failOn.some((f) => CLASS_GROUPS[f]?.has(cls) === true);
}

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

// src/report/display-path.ts
import { isAbsolute, relative, sep } from "node:path";
function displayPath(path, root) {
  let p = path;
  if (root !== void 0) {
    const rel = relative(root, path);
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) p = rel;
  }
  return p.split(sep).join("/");
}

// src/report/stale-text.ts
function stalenessFiles(entry) {
  const files = entry.files;
  if (!files) return [];
  return [...files.changed ?? [], ...files.added ?? [], ...files.removed ?? []];
}
function withoutAdvice(message) {
  return message.replace(/\s*[—-]\s*re-record(?: instead[^.]*)?\.?\s*$/i, "").replace(/;\s*re-record\.?\s*$/i, "");
}
var FILES_NOUN = { skill: "skill files", "shared-root": "shared skill files", uploads: "upload and folder files" };
function staleText(s, root) {
  if (!s.paths) return { message: withoutAdvice(s.message), files: stalenessFiles(s) };
  const rel = (list) => list.map((p) => displayPath(p, root));
  const parts = [];
  const tag = (list, what2) => {
    if (list.length) parts.push(`${list.length} ${what2} (${rel(list).slice(0, 3).join(", ")}${list.length > 3 ? `, +${list.length - 3} more` : ""})`);
  };
  tag(s.paths.changed, "changed");
  tag(s.paths.added, "added");
  tag(s.paths.removed, "removed");
  const what = FILES_NOUN[s.class] ?? "files";
  return { message: `${what} changed since recording: ${parts.join("; ")}`, files: rel([...s.paths.changed, ...s.paths.added, ...s.paths.removed]) };
}

// src/report/gate-report.ts
var CAUSE_LABEL = {
  error: "could not be replayed",
  assertion: "failed assertion",
  reassert: "failed re-evaluated assertion",
  rerun: "failed re-run",
  integrity: "recording integrity",
  "invalid-scenario": "invalid scenario file",
  "invalid-session": "invalid session file",
  lint: "scenario lint error",
  privacy: "privacy finding",
  unverifiable: "unverifiable",
  stale: "stale"
};
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
var CAUSE_ORDER = ["error", "invalid-scenario", "invalid-session", "lint", "privacy", "integrity", "assertion", "reassert", "rerun", "unverifiable", "stale"];
var FAILING_CAUSES = /* @__PURE__ */ new Set(["error", "invalid-scenario", "invalid-session", "lint", "privacy", "integrity", "assertion", "reassert", "rerun", "unverifiable"]);
var RERUN_ANSWERS = /* @__PURE__ */ new Set(["skill", "shared-root", "uploads"]);
function rerunFailing(r, source, root, cassetteLocation) {
  const rr = r.rerun;
  if (!rr || rr.status !== "failed" && rr.status !== "diverged") return [];
  const d = rr.toolResults[0];
  const side = (v) => v === void 0 ? "(no result)" : JSON.stringify(v);
  const evidence = d ? { evidence: `first differing tool result: ${d.tool} (${d.toolUseId}): old ${side(d.old)} \u2192 new ${side(d.new)}` } : {};
  const used = /* @__PURE__ */ new Set();
  const out = rr.failing.map((a) => {
    const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
    const i = matchIndex(a.assertion, source.scenario?.assert, used);
    const line = i !== void 0 ? source.scenario?.assertLines[i] : void 0;
    const where = source.scenario && line !== void 0 ? { file: displayPath(source.scenario.path, root), line } : cassetteLocation;
    return { key, cause: "rerun", message: `re-run with recorded model turns: ${key}: ${a.message ?? "assertion failed"}`, ...evidence, ...where };
  });
  if (out.length === 0 || rr.status === "diverged") out.push({ key: "rerun", cause: "rerun", message: rr.message ?? `re-run ${rr.status}`, ...evidence, ...cassetteLocation });
  return out;
}
function fixParts(cassette, workflow) {
  return { command: `cowork-harness rerecord ${cassette}`, ...workflow !== void 0 ? { workflow } : {} };
}
function fixCommand(cassette, workflow) {
  const p = fixParts(cassette, workflow);
  return p.workflow !== void 0 ? `run the re-record workflow (${p.workflow}), or locally: ${p.command}` : p.command;
}
function failingAssertions(r, source, root, cassetteLocation) {
  const cassette = cassetteLocation.file;
  const usedYaml = /* @__PURE__ */ new Set();
  const usedFrozen = /* @__PURE__ */ new Set();
  const failing = [];
  const assertCause = r.reassert ? "reassert" : "assertion";
  for (const a of r.assertions) {
    if (a.pass || a.source === "staleness") continue;
    const base = { message: a.message ?? "assertion failed", ...a.evidence ? { evidence: a.evidence } : {} };
    if (a.source === "cassette-format") {
      failing.push({ key: Object.keys(a.assertion).join(", ") || "cassette-format", cause: "integrity", ...base, ...cassetteLocation });
      continue;
    }
    const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
    const yamlIndex = matchIndex(a.assertion, source.scenario?.assert, usedYaml);
    const yamlLine = yamlIndex !== void 0 ? source.scenario?.assertLines[yamlIndex] : void 0;
    if (source.scenario && yamlLine !== void 0) {
      failing.push({ key, cause: assertCause, ...base, file: displayPath(source.scenario.path, root), line: yamlLine });
      continue;
    }
    const frozenIndex = matchIndex(a.assertion, source.frozenAssert, usedFrozen);
    const pointer = frozenIndex !== void 0 ? `/scenario/assert/${frozenIndex}` : "/scenario/assert";
    const line = source.text !== void 0 && !r.reassert ? lineOfJsonPointer(source.text, pointer) : void 0;
    failing.push({ key, cause: assertCause, ...base, file: cassette, ...line !== void 0 ? { line } : {} });
  }
  for (const f of r.verdict.failures) {
    if (f.kind === "guard") failing.push({ key: "guard", cause: "integrity", message: f.message, file: cassette });
  }
  for (const f of r.findings ?? []) {
    if (f.kind === "lint" && f.severity !== "ERROR") continue;
    const where = f.file !== void 0 ? { file: displayPath(f.file, root), ...f.line !== void 0 ? { line: f.line } : {} } : { file: cassette };
    failing.push({ key: f.ruleId ?? f.kind, cause: f.kind, message: f.message, ...where });
  }
  return failing;
}
function buildRow(r, failOn, source, root) {
  const cassette = displayPath(r.cassette, root);
  const fingerprintLine = source.text !== void 0 ? lineOfJsonPointer(source.text, "/fingerprint") : void 0;
  const cassetteLocation = { file: cassette, ...fingerprintLine !== void 0 ? { line: fingerprintLine } : {} };
  const failing = [...failingAssertions(r, source, root, cassetteLocation), ...rerunFailing(r, source, root, cassetteLocation)];
  const rerunPassed = r.rerun?.status === "passed";
  const replayFailedOn = r.assertions.filter((a) => !a.pass && a.source === "staleness").map((a) => a.message ?? "");
  const replayGates = (s) => !s.class.startsWith("unverifiable-") && replayFailedOn.some((m) => m.endsWith(`: ${s.message}`));
  const staleness = [];
  for (const s of r.staleness ?? []) {
    const where = s.location ? { file: displayPath(s.location.path, root), line: s.location.line ?? source.changedLines?.get(s.location.path) ?? 1 } : cassetteLocation;
    if (s.reason === "invalid-session") {
      failing.push({ key: "session", cause: "invalid-session", message: s.detail !== void 0 ? `the session file does not load: ${s.detail}` : s.message, ...where });
      continue;
    }
    const text = staleText(s, root);
    if (rerunPassed && RERUN_ANSWERS.has(s.class)) {
      staleness.push({ ...text, message: `stale; re-run passed (${r.rerun.passed}/${r.rerun.total} assertions with the recorded model turns) \u2014 ${text.message}`, class: s.class, gating: replayGates(s), location: where });
      continue;
    }
    staleness.push({ ...text, class: s.class, gating: stalenessGates(s.class, failOn) || replayGates(s), location: where });
  }
  const causes = /* @__PURE__ */ new Set();
  if (r.exitCode === 2) causes.add("error");
  for (const f of failing) causes.add(f.cause);
  if (r.exitCode === 1 && failing.length === 0 && replayFailedOn.length === 0) causes.add("assertion");
  if (staleness.some((s) => s.class.startsWith("unverifiable-"))) causes.add("unverifiable");
  if (staleness.some((s) => !s.class.startsWith("unverifiable-"))) causes.add("stale");
  const ordered = CAUSE_ORDER.filter((c) => causes.has(c));
  const status = causes.has("error") ? "error" : ordered.some((c) => FAILING_CAUSES.has(c)) ? "fail" : ordered.length > 0 ? "stale" : "pass";
  const assertionGate = failOn.includes("assertions") && ordered.some((c) => FAILING_CAUSES.has(c) && c !== "privacy" && c !== "unverifiable");
  const error = r.error?.startsWith(`${r.cassette}: `) ? r.error.slice(r.cassette.length + 2) : r.error;
  const reassert = r.reassert ? reassertNote(r.reassert, root) : void 0;
  return {
    cassette,
    scenario: r.exitCode === 2 && r.scenario === r.cassette ? "" : r.scenario,
    status,
    causes: ordered,
    exitCode: r.exitCode,
    ...error !== void 0 ? { error } : {},
    passedAssertions: r.assertions.filter((a) => a.pass).length,
    totalAssertions: r.assertions.filter((a) => a.source !== "staleness").length,
    skippedAssertions: r.skippedAssertions?.full ?? 0,
    failing,
    staleness,
    ...reassert ? { reassert } : {},
    unchecked: [...r.unchecked ?? [], ...r.rerun?.status === "cannot" ? [r.rerun.message ?? "cannot re-run"] : []],
    lintWarnings: (r.findings ?? []).filter((f) => f.kind === "lint" && f.severity !== "ERROR").map((f) => ({ ruleId: f.ruleId ?? "lint", message: f.message, file: f.file !== void 0 ? displayPath(f.file, root) : cassette, ...f.line !== void 0 ? { line: f.line } : {} })),
    cassetteLocation,
    fix: fixCommand(cassette, source.rerecordWorkflow),
    fixParts: fixParts(cassette, source.rerecordWorkflow),
    gateFailing: assertionGate || causes.has("privacy") || staleness.some((s) => s.gating)
  };
}
function reassertNote(s, root) {
  const parts = [];
  if (s.changed.length) parts.push(`${s.changed.length} changed`);
  if (s.added.length) parts.push(`${s.added.length} added`);
  if (s.removed.length) parts.push(`${s.removed.length} removed`);
  if (s.expectDeniedChanged) parts.push("expect_denied changed");
  const line = [...s.changed, ...s.added].map((a) => a.line).find((l) => l !== void 0);
  const named = [...s.changed.map((c) => `changed \`${c.before}\` \u2192 \`${c.assertion}\``), ...s.added.map((a) => `added \`${a.assertion}\``), ...s.removed.map((a) => `removed \`${a.assertion}\``)];
  return {
    from: displayPath(s.from, root),
    ...line !== void 0 ? { line } : {},
    summary: `assert: block differs from the recording's (${parts.join(", ") || "reordered"}) \u2014 re-evaluated on the recording: ${named.slice(0, 5).join("; ")}${named.length > 5 ? `; +${named.length - 5} more` : ""}`,
    needsLiveRun: [...s.needsLiveRun]
  };
}
var REASON_TEXT = {
  error: "could not be replayed",
  assertion: "failed their assertions",
  reassert: "failed their re-evaluated (on-disk) assertions",
  rerun: "failed their re-run with the recorded model turns",
  integrity: "failed a recording integrity check",
  "invalid-scenario": "have a scenario file that does not load",
  "invalid-session": "have a session file that does not load",
  lint: "have a scenario with a lint ERROR (a silent false-green)",
  privacy: "hold a possible secret or private detail (privacy finding)",
  unverifiable: "could not be verified (unverifiable)"
};
function reasonsOf(rows, failOn) {
  const reasons = [];
  for (const cause of CAUSE_ORDER) {
    if (cause === "stale" || cause === "unverifiable") continue;
    const gates = cause === "privacy" || failOn.includes("assertions");
    const n = rows.filter((r) => r.causes.includes(cause)).length;
    if (gates && n > 0) reasons.push(`${n} cassette(s) ${REASON_TEXT[cause]}`);
  }
  const byClass = /* @__PURE__ */ new Map();
  for (const row of rows) for (const cls of new Set(row.staleness.filter((s) => s.gating).map((s) => s.class))) byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
  for (const [cls, n] of [...byClass].sort(([a], [b]) => a < b ? -1 : 1)) {
    reasons.push(cls.startsWith("unverifiable-") ? `${n} cassette(s) could not be verified (${cls})` : `${n} cassette(s) stale (${cls})`);
  }
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
    errored: count("error"),
    failedAndStale: rows.filter((r) => (r.status === "fail" || r.status === "error") && r.causes.includes("stale")).length
  };
  const reasons = reasonsOf(rows, failOn);
  const conclusion = rows.some((r) => r.gateFailing) ? "failure" : rows.length === 0 ? "neutral" : "success";
  return { totals, rows, failOn, conclusion, reasons };
}

// src/report/sources.ts
import { open } from "node:fs/promises";

// src/report/changed-line.ts
import { dirname, relative as relative2 } from "node:path";
function firstChangedLine(diff) {
  const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/m.exec(diff);
  if (!m) return void 0;
  return Math.max(1, Number(m[1]));
}
async function changedLineSince(cassettePath, file, env = process.env) {
  try {
    const git = gitFor(dirname(cassettePath), env);
    const top = (await git.revparse(["--show-toplevel"])).trim();
    const rev = (await git.raw(["log", "-1", "--format=%H", "--", relative2(dirname(cassettePath), cassettePath)])).trim();
    if (rev === "") return void 0;
    const diff = await git.raw(["diff", "-U0", "--no-color", "--no-ext-diff", rev, "--", `:(top)${relative2(top, file)}`]);
    return firstChangedLine(diff);
  } catch {
    return void 0;
  }
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
async function changedLines(r) {
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
  for (const r of results) {
    const clean = r.exitCode === 0 && (r.staleness?.length ?? 0) === 0 && (r.findings?.length ?? 0) === 0 && r.reassert === void 0;
    if (clean || out.has(r.cassette)) continue;
    const root = repositoryRootOf(r.cassette);
    if (!workflows.has(root)) workflows.set(root, findRerecordWorkflow(root));
    const workflow = workflows.get(root);
    const lines = await changedLines(r);
    out.set(r.cassette, { ...await loadCassetteSource(r.cassette), ...lines.size > 0 ? { changedLines: lines } : {}, ...workflow ? { rerecordWorkflow: workflow } : {} });
  }
  return out;
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
  return mdCode(f.line !== void 0 ? `${f.file}:${f.line}` : f.file);
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
  const label = f.cause === "assertion" || f.cause === "reassert" ? f.key : CAUSE_LABEL[f.cause];
  const head = `- \u274C **${mdText(label, 120)}** at ${location(f)} (${mdText(row.scenario, 120)}): ${mdText(f.message)}`;
  return f.evidence ? `${head}
  - evidence: ${mdText(f.evidence, 300)}` : head;
}
function mdFix(fix) {
  return fix.workflow !== void 0 ? `run the re-record workflow (${mdCode(fix.workflow)}), or locally: ${mdCode(fix.command, 300)}` : mdCode(fix.command, 300);
}
function staleItem(row, s) {
  const mark = s.gating ? "\u274C" : "\u26A0\uFE0F";
  const gate = s.gating ? " (fails the gate)" : "";
  return `- ${mark} ${mdCode(row.cassette)} \u2014 **${mdText(s.class)}**${gate} at ${location(s.location)}: ${mdText(s.message)} \u2014 fix: ${mdFix(row.fixParts)}`;
}
function reassertItems(row) {
  if (!row.reassert) return [];
  const passed = !row.causes.includes("reassert");
  const out = [`- ${passed ? "\u2705" : "\u274C"} ${mdCode(row.cassette)} from ${location({ file: row.reassert.from, ...row.reassert.line !== void 0 ? { line: row.reassert.line } : {} })}: ${mdText(row.reassert.summary, 600)}`];
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
var at = (loc) => `${loc.file}${loc.line !== void 0 ? `:${loc.line}` : ""}`;
function problemLines(row) {
  const lines = [];
  if (row.error !== void 0) lines.push(`${row.cassette}: ${CAUSE_LABEL.error}: ${row.error}`);
  for (const f of row.failing) {
    lines.push(`${at(f)}: ${CAUSE_LABEL[f.cause]} ${f.key}: ${f.message}`);
    if (f.evidence) lines.push(`    evidence: ${f.evidence.split("\n").join("\n    ")}`);
  }
  for (const s of row.staleness) {
    lines.push(`${at(s.location)}: ${s.class.startsWith("unverifiable-") ? "unverifiable" : "stale"} (${s.class}${s.gating ? "" : ", not gating under fail-on"}): ${s.message}`);
  }
  if (row.staleness.some((s) => !s.class.startsWith("unverifiable-"))) lines.push(`fix: ${row.fix}`);
  return lines;
}
function headline2(row, lines) {
  const first = lines[0] ?? `${at(row.cassetteLocation)}: ${row.causes.map((c) => CAUSE_LABEL[c]).join(", ") || "failed"}`;
  const more = lines.filter((l) => !l.startsWith(" ") && !l.startsWith("fix: ")).length - 1;
  return more > 0 ? `${first} (+${more} more)` : first;
}
function notes(row) {
  const parts = [`${row.cassette}: ${row.passedAssertions}/${row.totalAssertions} assertions passed`];
  if (row.skippedAssertions > 0) parts[0] += `, ${row.skippedAssertions} live-only skipped`;
  if (row.reassert) parts.push(`${at({ file: row.reassert.from, ...row.reassert.line !== void 0 ? { line: row.reassert.line } : {} })}: ${row.reassert.summary}`);
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
  parseFailOn,
  buildGateReport,
  loadReportSources,
  totalsLine,
  causesText,
  renderReportMarkdown,
  renderSummaryMarkdown,
  renderJunit
};
