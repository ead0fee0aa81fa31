#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  RERUN_MESSAGE_MAX,
  clipText,
  rerunEvidence
} from "./chunk-EXVKMGPI.js";
import {
  RERUN_ANSWERS
} from "./chunk-NYVWPCYT.js";
import {
  FUTURE_CASSETTE_HINT,
  errorResult
} from "./chunk-6OGUKABV.js";
import {
  canonicalJson
} from "./chunk-EEFRBXOR.js";
import {
  clipLine
} from "./chunk-IAQDAOHD.js";
import {
  UsageError
} from "./chunk-JB7TIAU6.js";

// src/gate/report/fail-on.ts
var FAIL_ON_VALUES = [
  "assertions",
  "unrecorded",
  "unverifiable",
  "stale-any",
  "stale-skill",
  "stale-inputs",
  "stale-scenario",
  "stale-model-script",
  "stale-uploads",
  "stale-session",
  "stale-baseline",
  "skill-lint"
];
var DEFAULT_FAIL_ON = ["assertions", "unrecorded", "unverifiable", "stale-inputs"];
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

// src/gate/report/display-path.ts
import { isAbsolute, relative, sep } from "node:path";
function displayPath(path, root) {
  let p = path;
  if (root !== void 0) {
    const rel = relative(root, path);
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) p = rel;
  }
  return p.split(sep).join("/");
}
function locationText(loc) {
  return loc.line !== void 0 ? `${loc.file}:${loc.line}` : loc.file;
}

// src/gate/report/locate-json.ts
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
    const open = s.peek();
    if (open !== "{" && open !== "[") return void 0;
    s.pos++;
    s.skipWs();
    if (s.peek() === (open === "{" ? "}" : "]")) return void 0;
    for (let index = 0; ; index++) {
      s.skipWs();
      const memberLine = s.line;
      let match;
      if (open === "{") {
        const key = s.readString();
        s.expect(":");
        match = key === token;
      } else {
        match = String(index) === token;
      }
      if (match) {
        line = memberLine;
        break;
      }
      s.skipValue();
      s.skipWs();
      const next = s.peek();
      s.pos++;
      if (next !== ",") return void 0;
    }
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
      if (this.inString && this.eliding && this.over && !this.escaped) {
        let c2 = chunk[i];
        while (c2 !== QUOTE && c2 !== BACKSLASH && c2 !== NEWLINE && ++i < n) c2 = chunk[i];
        if (i === n) break;
      }
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
      this.parts.push(
        this.over ? Buffer.from("\n".repeat(this.newlines)) : Buffer.from(this.pending.subarray(0, this.pendingLength))
      );
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

// src/gate/report/stale-text.ts
function stalenessFiles(entry) {
  const files = entry.files;
  if (!files) return [];
  return [...files.changed ?? [], ...files.added ?? [], ...files.removed ?? []];
}
function withoutAdvice(message) {
  return message.replace(/\s*[—-]\s*re-record(?: instead[^.]*)?\.?\s*$/i, "").replace(/;\s*re-record\.?\s*$/i, "");
}
var FILES_NOUN = {
  skill: "skill files",
  "shared-root": "shared skill files",
  uploads: "upload and folder files"
};
function staleText(s, root) {
  if (!s.paths)
    return {
      message: withoutAdvice(
        root !== void 0 && root !== "/" ? s.message.split(`${root.replace(/\/+$/, "")}/`).join("") : s.message
      ),
      files: stalenessFiles(s)
    };
  const rel = (list) => list.map((p) => displayPath(p, root));
  const parts = [];
  const tag = (list, what2) => {
    if (list.length)
      parts.push(
        `${list.length} ${what2} (${rel(list).slice(0, 3).join(", ")}${list.length > 3 ? `, +${list.length - 3} more` : ""})`
      );
  };
  tag(s.paths.changed, "changed");
  tag(s.paths.added, "added");
  tag(s.paths.removed, "removed");
  const what = FILES_NOUN[s.class] ?? "files";
  return {
    message: `${what} changed since recording: ${parts.join("; ")}`,
    files: rel([...s.paths.changed, ...s.paths.added, ...s.paths.removed])
  };
}

// src/gate/report/live-warnings.ts
var SHOWN_LIVE_WARNINGS = /* @__PURE__ */ new Set(["undelivered_deliverables", "delivery_unobservable"]);
function shownLiveWarnings(r) {
  return (r.verdict?.signals ?? []).filter((s) => s.severity === "warn" && SHOWN_LIVE_WARNINGS.has(s.code)).map(({ code, message }) => ({ code, message }));
}

// src/gate/report/gate-report.ts
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
function failingLabel(f) {
  return f.cause === "assertion" || f.cause === "reassert" ? f.key : CAUSE_LABEL[f.cause];
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
var CAUSE_ORDER = [
  "error",
  "invalid-scenario",
  "invalid-session",
  "lint",
  "privacy",
  "integrity",
  "assertion",
  "reassert",
  "rerun",
  "unverifiable",
  "stale"
];
var FAILING_CAUSES = new Set(CAUSE_ORDER.filter((c) => c !== "stale"));
function rerunFailing(r, source, root, cassetteLocation) {
  const rr = r.rerun;
  if (!rr || rr.status !== "failed" && rr.status !== "diverged") return [];
  const told = rerunEvidence(rr, cassetteLocation.file, r.scenario);
  const evidence = told !== void 0 ? { evidence: told } : {};
  const used = /* @__PURE__ */ new Set();
  const out = rr.failing.map((a) => {
    const key = Object.keys(a.assertion).join(", ") || a.source || "assertion";
    const i = matchIndex(a.assertion, source.scenario?.assert, used);
    const line = i !== void 0 ? source.scenario?.assertLines[i] : void 0;
    const where = source.scenario && line !== void 0 ? { file: displayPath(source.scenario.path, root), line } : cassetteLocation;
    const said = clipText(a.message ?? "assertion failed", RERUN_MESSAGE_MAX);
    const message = said.startsWith(`${key}: `) ? said : `${key}: ${said}`;
    return { key, cause: "rerun", message: `re-run with recorded model turns: ${message}`, ...evidence, ...where };
  });
  if (out.length === 0 || rr.status === "diverged")
    out.push({
      key: "rerun",
      cause: "rerun",
      message: clipText(rr.message ?? `re-run ${rr.status}`, RERUN_MESSAGE_MAX),
      ...evidence,
      ...cassetteLocation
    });
  return out;
}
function assertionCounts(row) {
  const replay = `${row.passedAssertions}/${row.totalAssertions} assertions passed`;
  const rr = row.rerunAssertions;
  return rr ? `${replay} on replay, ${rr.passed}/${rr.total} on the re-run` : replay;
}
function fixParts(cassette, workflow) {
  return { command: `cowork-harness rerecord ${cassette}`, ...workflow !== void 0 ? { workflow } : {} };
}
function fixText(p, code = (s) => s) {
  return p.workflow !== void 0 ? `run the re-record workflow (${code(p.workflow)}), or locally: ${code(p.command)}` : code(p.command);
}
function fixCommand(cassette, workflow) {
  return fixText(fixParts(cassette, workflow));
}
function reassertLocation(note) {
  return { file: note.from, ...note.line !== void 0 ? { line: note.line } : {} };
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
      const future = Object.keys(a.assertion).length === 0 && base.message.endsWith(FUTURE_CASSETTE_HINT);
      const versionLine = future && source.text !== void 0 ? lineOfJsonPointer(source.text, "/cassetteVersion") : void 0;
      failing.push({
        key: Object.keys(a.assertion).join(", ") || "cassette-format",
        cause: "integrity",
        ...base,
        ...future ? {
          message: base.message.replace(
            FUTURE_CASSETTE_HINT,
            `(\`cowork-harness replay --best-effort-future-cassette ${cassetteLocation.file}\` attempts a replay anyway)`
          )
        } : {},
        ...cassetteLocation,
        ...versionLine !== void 0 ? { line: versionLine } : {}
      });
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
  if (r.exitCode !== 2) {
    for (const f of r.verdict.failures) {
      if (f.kind === "guard") failing.push({ key: "guard", cause: "integrity", message: f.message, file: cassette });
    }
  }
  for (const f of r.findings ?? []) {
    if (f.kind === "lint" && f.severity !== "ERROR") continue;
    const where = f.file !== void 0 ? { file: displayPath(f.file, root), ...f.line !== void 0 ? { line: f.line } : {} } : { file: cassette };
    failing.push({ key: f.ruleId ?? f.kind, cause: f.kind, message: f.message, ...where });
  }
  return failing;
}
function assertionWarnings(r, source, root, cassette) {
  const usedYaml = /* @__PURE__ */ new Set();
  const usedFrozen = /* @__PURE__ */ new Set();
  const out = [];
  for (const a of r.assertions) {
    if (!a.pass || a.warning === void 0) continue;
    const key = Object.keys(a.assertion).join(", ") || "assertion";
    const yamlIndex = matchIndex(a.assertion, source.scenario?.assert, usedYaml);
    const yamlLine = yamlIndex !== void 0 ? source.scenario?.assertLines[yamlIndex] : void 0;
    if (source.scenario && yamlLine !== void 0) {
      out.push({ key, message: a.warning, file: displayPath(source.scenario.path, root), line: yamlLine });
      continue;
    }
    const frozenIndex = matchIndex(a.assertion, source.frozenAssert, usedFrozen);
    const line = source.text !== void 0 && frozenIndex !== void 0 && !r.reassert ? lineOfJsonPointer(source.text, `/scenario/assert/${frozenIndex}`) : void 0;
    out.push({ key, message: a.warning, file: cassette, ...line !== void 0 ? { line } : {} });
  }
  return out;
}
function buildRow(r, failOn, source, root) {
  const cassette = displayPath(r.cassette, root);
  const fingerprintLine = source.text !== void 0 ? lineOfJsonPointer(source.text, "/fingerprint") : void 0;
  const cassetteLocation = { file: cassette, ...fingerprintLine !== void 0 ? { line: fingerprintLine } : {} };
  const failing = [
    ...failingAssertions(r, source, root, cassetteLocation),
    ...rerunFailing(r, source, root, cassetteLocation)
  ];
  const rerunPassed = r.rerun?.status === "passed";
  const replayFailedOn = r.assertions.filter((a) => !a.pass && a.source === "staleness").map((a) => a.message ?? "");
  const replayGates = (s) => !s.class.startsWith("unverifiable-") && replayFailedOn.some((m) => m.endsWith(`: ${s.message}`));
  const staleness = [];
  for (const s of r.staleness ?? []) {
    const line = s.location ? s.location.line ?? source.changedLines?.get(s.location.path) : void 0;
    const where = s.location ? { file: displayPath(s.location.path, root), ...line !== void 0 ? { line } : {} } : cassetteLocation;
    if (s.reason === "invalid-session") {
      failing.push({
        key: "session",
        cause: "invalid-session",
        message: s.detail !== void 0 ? `the session file does not load: ${s.detail}` : s.message,
        ...where
      });
      continue;
    }
    const text = staleText(s, root);
    if (rerunPassed && RERUN_ANSWERS.has(s.class)) {
      staleness.push({
        ...text,
        message: `stale; re-run passed (${r.rerun.passed}/${r.rerun.total} assertions with the recorded model turns) \u2014 ${text.message}`,
        class: s.class,
        gating: replayGates(s),
        location: where
      });
      continue;
    }
    staleness.push({
      ...text,
      class: s.class,
      gating: stalenessGates(s.class, failOn) || replayGates(s),
      location: where,
      ...s.fix !== void 0 ? { fix: s.fix } : {}
    });
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
  const bare = r.error?.startsWith(`${r.cassette}: `) ? r.error.slice(r.cassette.length + 2) : r.error;
  const error = bare !== void 0 && r.exitCode === 2 ? `${bare} \u2014 fix: restore it (git checkout -- ${cassette}) or re-record it (${fixCommand(cassette, source.rerecordWorkflow)})` : bare;
  const reassert = r.reassert ? reassertNote(r.reassert, root) : void 0;
  return {
    cassette,
    scenario: r.exitCode === 2 && r.scenario === r.cassette ? "" : r.scenario,
    status,
    causes: ordered,
    exitCode: r.exitCode,
    ...error !== void 0 ? { error } : {},
    // the scenario's assertions: staleness and the cassette's own format checks are reported as what they are
    passedAssertions: r.assertions.filter((a) => a.pass && a.source !== "cassette-format").length,
    totalAssertions: r.assertions.filter((a) => a.source !== "staleness" && a.source !== "cassette-format").length,
    ...r.rerun && (r.rerun.status === "failed" || r.rerun.status === "passed") ? { rerunAssertions: { passed: r.rerun.passed, total: r.rerun.total } } : {},
    skippedAssertions: r.skippedAssertions?.full ?? 0,
    failing,
    staleness,
    ...reassert ? { reassert } : {},
    unchecked: [
      ...r.unchecked ?? [],
      ...r.rerun?.status === "cannot" ? [clipText(r.rerun.message ?? "cannot re-run", RERUN_MESSAGE_MAX)] : []
    ],
    assertionWarnings: assertionWarnings(r, source, root, cassette),
    liveWarnings: shownLiveWarnings(r).map((w) => ({
      ...w,
      file: source.scenario ? displayPath(source.scenario.path, root) : cassette
    })),
    lintWarnings: (r.findings ?? []).filter((f) => f.kind === "lint" && f.severity !== "ERROR").map((f) => ({
      ruleId: f.ruleId ?? "lint",
      message: f.message,
      file: f.file !== void 0 ? displayPath(f.file, root) : cassette,
      ...f.line !== void 0 ? { line: f.line } : {}
    })),
    cassetteLocation,
    fix: fixCommand(cassette, source.rerecordWorkflow),
    fixParts: fixParts(cassette, source.rerecordWorkflow),
    gateFailing: assertionGate || causes.has("privacy") || staleness.some((s) => s.gating),
    ...r.mutation ? { mutation: r.mutation } : {}
  };
}
function reassertNote(s, root) {
  const parts = [];
  if (s.changed.length) parts.push(`${s.changed.length} changed`);
  if (s.added.length) parts.push(`${s.added.length} added`);
  if (s.removed.length) parts.push(`${s.removed.length} removed`);
  if (s.expectDeniedChanged) parts.push("expect_denied changed");
  const line = [...s.changed, ...s.added].map((a) => a.line).find((l) => l !== void 0);
  const named = [
    ...s.changed.map((c) => `changed \`${c.before}\` \u2192 \`${c.assertion}\``),
    ...s.added.map((a) => `added \`${a.assertion}\``),
    ...s.removed.map((a) => `removed \`${a.assertion}\``)
  ];
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
  for (const row of rows)
    for (const cls of new Set(row.staleness.filter((s) => s.gating).map((s) => s.class)))
      byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
  for (const [cls, n] of [...byClass].sort(([a], [b]) => a < b ? -1 : 1)) {
    reasons.push(
      cls.startsWith("unverifiable-") ? `${n} cassette(s) could not be verified (${cls})` : `${n} cassette(s) stale (${cls})`
    );
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

// src/gate/coverage/types.ts
var CHANGE_TEXT = {
  added: "added in this pull request",
  "re-recorded": "changed in this pull request"
};
function unrecordedByThisChange(u) {
  return u.why === "added" || u.why === "cassette-removed";
}
var UNRECORDED_TEXT = {
  added: "added in this pull request without a cassette",
  "cassette-removed": "its cassette was removed in this pull request",
  "was-unrecorded": "already unrecorded on the base",
  "no-base": "no cassette records it"
};

// src/gate/report/coverage-report.ts
function recordCommand(scenario) {
  return `cowork-harness record ${scenario}`;
}
function unrecordedText(u) {
  const removed = u.removedCassette !== void 0 ? ` (${u.removedCassette})` : "";
  return `${UNRECORDED_TEXT[u.why]}${removed} \u2014 fix: record it (${recordCommand(u.scenario)}) and commit the cassette, or remove the scenario`;
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
function withCoverage(report, coverage) {
  if (!coverage) return report;
  const gates = report.failOn.includes("unrecorded");
  const unrecorded = coverage.unrecorded.map((u) => ({ ...u, gating: gates && unrecordedByThisChange(u) }));
  const reasons = [...report.reasons];
  for (const why of ["added", "cassette-removed"]) {
    const n = unrecorded.filter((u) => u.gating && u.why === why).length;
    if (n > 0) reasons.push(`${plural(n, "scenario", "scenarios")} unrecorded: ${UNRECORDED_TEXT[why]}`);
  }
  const failing = unrecorded.some((u) => u.gating);
  const conclusion = failing ? "failure" : report.conclusion;
  return { ...report, coverage: { ...coverage, unrecorded }, reasons, conclusion };
}
function coverageCounts(report) {
  const c = report.coverage;
  if (!c) return "";
  const parts = [];
  if (c.unrecorded.length > 0) parts.push(plural(c.unrecorded.length, "unrecorded scenario", "unrecorded scenarios"));
  if (c.removed.length > 0) parts.push(plural(c.removed.length, "test removed", "tests removed"));
  return parts.join(", ");
}
function removedText(r) {
  return r.scenario !== void 0 ? `test removed: ${r.cassette} was removed with its scenario ${r.scenario}` : `test removed: ${r.cassette} was removed (its scenario is not in the base)`;
}
function changedText(c) {
  const by = c.byRerecordJob !== void 0 ? ` by the re-record job's commit ${c.byRerecordJob} (as its message says)` : "";
  const behaviour = c.behaviour ? `; against the base: ${c.behaviour.line}` : "";
  return `${c.cassette}: ${CHANGE_TEXT[c.change]}${by}${behaviour} \u2014 its fingerprint and events are the pull request's, not the base's; rerun-stale re-runs it with its recorded model turns`;
}
var DELTA_WORDS = {
  "newly-failing": "newly failing",
  fixed: "fixed",
  "newly-stale": "newly stale",
  "re-recorded": "re-recorded",
  added: "added",
  unchanged: "unchanged"
};
function changeWord(row) {
  return row.change !== void 0 && row.change !== "unchanged" ? DELTA_WORDS[row.change] : void 0;
}
function deltaLine(report) {
  if (!report.coverage?.base) return "";
  const parts = [];
  for (const change of ["newly-failing", "fixed", "newly-stale", "re-recorded", "added"]) {
    const n = report.rows.filter((r) => r.change === change).length;
    if (n > 0) parts.push(`${n} ${DELTA_WORDS[change]}`);
  }
  if (report.coverage.removed.length > 0) parts.push(`${report.coverage.removed.length} removed`);
  const unrecorded = report.coverage.unrecorded.filter((u) => u.why !== "was-unrecorded").length;
  if (unrecorded > 0) parts.push(`${unrecorded} unrecorded`);
  return parts.length > 0 ? parts.join(" \xB7 ") : "no cassette changed against the base";
}
function changesByCassette(report) {
  if (!report.rows.some((r) => r.change !== void 0)) return void 0;
  return Object.fromEntries(report.rows.flatMap((r) => r.change !== void 0 ? [[r.cassette, r.change]] : []));
}
function envelopeExtras(report) {
  const changes = changesByCassette(report);
  const c = report.coverage;
  const coverage = c ? {
    ...c,
    unrecorded: c.unrecorded.map(({ gating: _g, ...u }) => u),
    changed: c.changed.map((x) => {
      if (!x.behaviour) return x;
      const { diff: _d, ...behaviour } = x.behaviour;
      return { ...x, behaviour };
    })
  } : void 0;
  const skillLint = report.skillLint?.map(({ gating: _g, ...e }) => e);
  return {
    ...changes ? { changes } : {},
    ...coverage ? { coverage } : {},
    ...skillLint && skillLint.length > 0 ? { skillLint } : {}
  };
}
var WHYS = new Set(Object.keys(UNRECORDED_TEXT));
var CHANGES = new Set(Object.keys(CHANGE_TEXT));
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var str = (v) => typeof v === "string";
function isCoverage(v) {
  if (!isObj(v) || typeof v["scenarios"] !== "number") return false;
  const { unrecorded, removed, changed } = v;
  return Array.isArray(unrecorded) && unrecorded.every((u) => isObj(u) && str(u["scenario"]) && str(u["why"]) && WHYS.has(u["why"])) && Array.isArray(removed) && removed.every((r) => isObj(r) && str(r["cassette"])) && Array.isArray(changed) && changed.every((c) => isObj(c) && str(c["cassette"]) && str(c["change"]) && CHANGES.has(c["change"]));
}
function mergeCoverage(all) {
  const parts = all.filter(isCoverage);
  if (parts.length === 0) return void 0;
  const base = parts.find((p) => p.base)?.base;
  const problem = parts.find((p) => p.baseProblem !== void 0)?.baseProblem;
  const by = (key) => (a, b) => key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  return {
    scenarios: parts.reduce((n, p) => n + p.scenarios, 0),
    unrecorded: parts.flatMap((p) => p.unrecorded).sort(by((u) => u.scenario)),
    removed: parts.flatMap((p) => p.removed).sort(by((r) => r.cassette)),
    changed: parts.flatMap((p) => p.changed).sort(by((c) => c.cassette)),
    ...base ? { base } : {},
    ...problem !== void 0 ? { baseProblem: problem } : {}
  };
}

// src/gate/report/skill-lint-report.ts
function isSkillLintEntry(v) {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const e = v;
  return typeof e.file === "string" && (e.line === void 0 || typeof e.line === "number" && Number.isInteger(e.line) && e.line > 0) && typeof e.ruleId === "string" && (e.severity === "ERROR" || e.severity === "WARN") && typeof e.message === "string" && typeof e.fix === "string";
}
function skillLintText(e) {
  return `${e.ruleId}: ${e.message} \u2014 fix: ${e.fix}`;
}
function skillLintWhere(e) {
  return e.line !== void 0 ? `${e.file}:${e.line}` : e.file;
}
function withSkillLint(report, findings) {
  if (!findings || findings.length === 0) return report;
  const gates = report.failOn.includes("skill-lint");
  const skillLint = findings.map((f) => ({ ...f, gating: gates }));
  if (!gates) return { ...report, skillLint };
  const n = skillLint.length;
  return {
    ...report,
    skillLint,
    reasons: [
      ...report.reasons,
      `${n} lint-skill finding${n === 1 ? "" : "s"} in the skill files this pull request changed`
    ],
    conclusion: "failure"
  };
}

// src/gate/report/repeat-report.ts
function percent(passes, completed) {
  if (completed === 0) return "0%";
  const p = Math.round(passes / completed * 100);
  return `${passes === completed ? 100 : passes === 0 ? 0 : Math.min(99, Math.max(1, p))}%`;
}
function passRateText(n) {
  return n.completed === 0 ? "no run finished" : `passed ${n.passes} of ${n.completed} (${percent(n.passes, n.completed)})`;
}
var STOP_WORDS = {
  diverged: "it both passed and failed: stop-on-diverge",
  error: "a run could not be made",
  budget: "the spend cap was reached"
};
function repeatText(n) {
  const rate = passRateText(n);
  switch (n.verdict) {
    case "passed":
      return rate;
    case "flaky":
      return `flaky: ${rate}`;
    case "below":
      return `below min-pass-rate ${n.minPassRate}: ${rate}`;
    case "stopped": {
      const why = n.stoppedEarly ? STOP_WORDS[n.stoppedEarly.reason] ?? n.stoppedEarly.reason : "stopped";
      return `stopped early after ${n.completed} of ${n.requested} runs (${why}): ${rate}`;
    }
  }
}
function runList(runs) {
  return runs.length === 1 ? `run ${runs[0]}` : `runs ${runs.join(", ")}`;
}
function tallyMessage(t, n) {
  return `failed in ${t.runs.length} of ${n.completed} runs (${runList(t.runs)}): ${t.message}`;
}
function tallyText(t, n) {
  return `${failingLabel(t)} ${tallyMessage(t, n)}`;
}
function runLabel(run, n) {
  return `run ${run} of ${n.requested}`;
}
function runVerdict(r) {
  if (!r.pass) return r.stoppedEarly ? "stopped" : "below";
  return r.passes < r.completed ? "flaky" : "passed";
}
function runCommand(file, lane) {
  const repeat = lane.repeat !== void 0 ? ` --repeat ${lane.repeat}` : "";
  const rate = lane.repeat !== void 0 && lane.minPassRate !== 1 ? ` --min-pass-rate ${lane.minPassRate}` : "";
  const stop = lane.repeat !== void 0 && lane.stopOnDiverge ? " --stop-on-diverge" : "";
  return `cowork-harness run ${file}${repeat}${rate}${stop}`;
}
function failuresOf(r, row) {
  if (row.failing.length > 0) return row.failing;
  const said = r.verdict.failures.map((f) => f.message).join("; ");
  return [
    {
      key: "verdict",
      cause: "assertion",
      message: said || `the run's verdict failed (${r.result})`,
      file: row.cassette
    }
  ];
}
function tallies(failedRuns) {
  const byPlace = /* @__PURE__ */ new Map();
  for (const fr of failedRuns)
    for (const f of fr.failing) {
      const id = JSON.stringify([f.cause, f.key, f.file, f.line ?? null]);
      const t = byPlace.get(id);
      if (t === void 0) byPlace.set(id, { ...f, runs: [fr.run] });
      else if (!t.runs.includes(fr.run)) t.runs.push(fr.run);
    }
  return [...byPlace.values()];
}
function runRow(s, lane, opts) {
  const rowOf = (r) => buildGateReport([r], { ...opts, failOn: ["assertions"] }).rows[0];
  const attempts = s.runs.map(rowOf);
  const failedRuns = [];
  s.runs.forEach((r, i) => {
    if (!r.verdict.pass)
      failedRuns.push({ run: i + 1, failing: failuresOf(r, attempts[i]), counts: assertionCounts(attempts[i]) });
  });
  const verdict = runVerdict(s.rollup);
  const note = {
    requested: s.rollup.requested,
    completed: s.rollup.completed,
    passes: s.rollup.passes,
    passRate: s.rollup.passRate,
    minPassRate: lane.minPassRate,
    verdict,
    ...s.rollup.stoppedEarly ? { stoppedEarly: s.rollup.stoppedEarly } : {},
    failedRuns,
    tallies: tallies(failedRuns)
  };
  const firstFailed = failedRuns[0] !== void 0 ? attempts[failedRuns[0].run - 1] : void 0;
  const base = firstFailed ?? attempts.at(-1) ?? rowOf(errorResult(s.file, s.error ?? "no run was made"));
  const errored = s.error !== void 0;
  const passes = verdict === "passed" || verdict === "flaky";
  const status = errored ? "error" : passes ? "pass" : "fail";
  const causes = errored ? ["error"] : [];
  if (!passes) {
    for (const t of note.tallies) if (!causes.includes(t.cause)) causes.push(t.cause);
  }
  if (status === "fail" && causes.length === 0) causes.push("assertion");
  const fix = runCommand(base.cassette, lane);
  return {
    ...base,
    scenario: s.runs[0]?.scenario ?? (base.scenario === base.cassette ? "" : base.scenario),
    status,
    causes,
    exitCode: errored ? 2 : passes ? 0 : 1,
    ...errored ? { error: s.error } : {},
    // a scenario that reached its pass rate fails nothing: its failed runs are told as flaky, not as failures
    failing: passes ? [] : note.tallies.map(({ runs: _runs, ...f }, i) => ({ ...f, message: tallyMessage(note.tallies[i], note) })),
    staleness: [],
    fix,
    fixParts: { command: fix },
    gateFailing: !s.rollup.pass,
    repeat: note
  };
}
function buildRunReport(scenarios, lane, opts = {}) {
  const rows = scenarios.map((s) => runRow(s, lane, opts));
  const count = (st) => rows.filter((r) => r.status === st).length;
  const verdicts = (v) => rows.filter((r) => r.status !== "error" && r.repeat?.verdict === v).length;
  const reasons = [];
  if (verdicts("below") > 0) reasons.push(`${verdicts("below")} scenario(s) below min-pass-rate ${lane.minPassRate}`);
  if (verdicts("stopped") > 0) reasons.push(`${verdicts("stopped")} scenario(s) stopped early`);
  if (count("error") > 0) reasons.push(`${count("error")} scenario(s) could not be run`);
  return {
    totals: {
      cassettes: rows.length,
      passed: count("pass"),
      failed: count("fail"),
      stale: 0,
      errored: count("error"),
      failedAndStale: 0
    },
    rows,
    failOn: ["assertions"],
    conclusion: rows.some((r) => r.gateFailing) ? "failure" : rows.length === 0 ? "neutral" : "success",
    reasons,
    run: lane
  };
}
function flakyCount(report) {
  return report.rows.filter((r) => r.repeat?.verdict === "flaky").length;
}

// src/gate/report/mutation-text.ts
function plural2(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
var MUTATION_HEADING = "assertion strength";
function mutationSentence(m) {
  if (m.sampled === 0) return `nothing to mutate \u2014 ${m.note ?? "no recorded output"}`;
  const survived = m.sampled - m.caught;
  const cut = m.truncatedBy === "total" ? `; sampled ${m.sampled} of ${m.eligible} eligible, total cap ${m.caps.total} reached` : m.truncatedBy === "per-file" ? `; sampled ${m.sampled} of ${m.eligible} eligible, per-file cap ${m.caps.perFile} reached on ${plural2(m.filesAtPerFileCap, "output")}` : "";
  const note = m.note !== void 0 ? ` \u2014 ${clipLine(m.note, 300)}` : "";
  return `${survived} of ${plural2(m.sampled, "planned mutation")} caught by no assertion${cut}${note}`;
}
function survivorName(s) {
  return clipLine(s.field !== "" ? `${s.target} ${s.field}` : s.target, 200);
}
function survivorText(s) {
  return `${survivorName(s)}: nothing checks it`;
}
function survivorDetail(s) {
  return `${survivorText(s)} (${clipLine(`${s.before} \u2192 ${s.after}`, 100)})`;
}
function mutationTotals(summaries) {
  const sampled = summaries.reduce((n, m) => n + m.sampled, 0);
  const survived = summaries.reduce((n, m) => n + (m.sampled - m.caught), 0);
  return `${survived} of ${plural2(sampled, "planned mutation")} caught by no assertion, in ${plural2(summaries.length, "cassette")}`;
}
function explainText(e) {
  const read = e.read.length > 0 ? e.read.join(", ") : "no recorded evidence";
  const catches = e.catches !== void 0 ? ` \u2014 caught ${plural2(e.catches, "planned mutation")}` : "";
  return `${e.pass ? "\u2713" : "\u2717"} ${e.assertion} \u2014 read: ${read} \u2014 ${e.pass ? "passed" : "failed"}: ${e.why}${catches}`;
}

export {
  LocationSkeleton,
  parseFailOn,
  displayPath,
  locationText,
  shownLiveWarnings,
  CAUSE_LABEL,
  failingLabel,
  assertionCounts,
  fixText,
  reassertLocation,
  buildGateReport,
  unrecordedText,
  withCoverage,
  coverageCounts,
  removedText,
  changedText,
  changeWord,
  deltaLine,
  envelopeExtras,
  mergeCoverage,
  isSkillLintEntry,
  skillLintText,
  skillLintWhere,
  withSkillLint,
  repeatText,
  tallyMessage,
  tallyText,
  runLabel,
  buildRunReport,
  flakyCount,
  MUTATION_HEADING,
  mutationSentence,
  survivorName,
  survivorText,
  survivorDetail,
  mutationTotals,
  explainText
};
