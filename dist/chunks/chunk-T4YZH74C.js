#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  resolveScenarioSource
} from "./chunk-QPPS2N7U.js";
import {
  RECORDING_SHAPING_FIELDS
} from "./chunk-JKB6V4NB.js";
import {
  sessionFingerprint
} from "./chunk-SOYCI7NG.js";
import {
  computeStaleness
} from "./chunk-4GG2ZP26.js";
import {
  canonicalJson
} from "./chunk-Y6FZWTSS.js";
import {
  cassetteSessionPath,
  sessionPathEscape
} from "./chunk-62YUNXPY.js";
import {
  CURRENT_CASSETTE_VERSION,
  boundedRegExp,
  loadCassetteFile,
  readCassetteText
} from "./chunk-RJEQB3M3.js";
import {
  loadSessionFile
} from "./chunk-76F7RFJK.js";
import {
  require_dist
} from "./chunk-3UGCV2R3.js";
import {
  __toESM,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/verify/email-matches.ts
var EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;
var AT_START = new RegExp(EMAIL_RE.source, "iy");
var LOCAL = /[a-z0-9._%+-]/i;
function emailMatches(text) {
  const out = [];
  let pos = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", Math.max(pos, at + 1))) {
    let start = at;
    while (start > pos && LOCAL.test(text[start - 1])) start--;
    if (start === at) continue;
    AT_START.lastIndex = start;
    const m = AT_START.exec(text);
    if (m) {
      out.push(m[0]);
      pos = start + m[0].length;
    }
  }
  return out;
}

// src/verify/domain-matches.ts
var LABEL = /[a-z0-9-]/i;
var ALNUM = /[a-z0-9]/i;
var WORD = /\w/;
function domainMatcher(tlds) {
  const tldAt = new RegExp(`(?:${tlds})\\b`, "iy");
  return (text) => {
    const out = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (!LABEL.test(text[i])) {
        i++;
        continue;
      }
      const r0 = i;
      while (i < n && LABEL.test(text[i])) i++;
      const r1 = i;
      if (r1 >= n || text[r1] !== "." || !ALNUM.test(text[r1 - 1])) continue;
      tldAt.lastIndex = r1 + 1;
      const tld = tldAt.exec(text);
      if (!tld) continue;
      let p = r0;
      while (p < r1 && !(ALNUM.test(text[p]) && (p === 0 || !WORD.test(text[p - 1])))) p++;
      if (p === r1) continue;
      const end = r1 + 1 + tld[0].length;
      out.push(text.slice(p, end));
      i = end;
    }
    return out;
  };
}

// src/verify/privacy-patterns.ts
var DOMAIN_TLDS = "com|io|net|org|co|app|ai|dev|xyz|vc|fund|capital|tech|cloud|health|finance|us|uk|de|fr|ca|au|me|tv|info|biz|edu|gov|mil|ch|nl|se|no|it|jp|br|nz|in|sg|kr|mx|es|pt|pl|be|at|dk|fi|ie|ru|cn|tw|hu|cz|ro|il|za|ar|cl|pe|tr";
var FULL_PATTERNS = [
  { cls: "email", re: EMAIL_RE, matches: emailMatches },
  { cls: "currency", re: /\$\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|b|bn|million|billion)?/gi },
  { cls: "domain", re: new RegExp(`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${DOMAIN_TLDS})\\b`, "gi"), matches: domainMatcher(DOMAIN_TLDS) },
  {
    cls: "path",
    re: /(?<![^\s"'(=:])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"')]+/g
  },
  {
    cls: "machine-inventory",
    re: /\b(?:(?:available|installed|running)\s+(?:applications?|apps|processes)|(?:applications?|apps|processes)\s+(?:currently\s+)?(?:available|installed|running))\s+on\s+(?:this|the|your)\s+(?:machine|computer|system|device|mac|host)\b\s*:?/gi
  }
];
var MANIFEST_PATTERNS = FULL_PATTERNS.filter((p) => p.cls !== "currency" && p.cls !== "domain");

// src/verify/privacy-scan.ts
function allowed(sample, cls, allow) {
  return allow.some((a) => {
    if (a.cls !== void 0 && a.cls !== cls) return false;
    return boundedRegExp(`^(?:${a.re.source})$`, a.re.flags.replace("g", "")).test(sample);
  });
}
function scanText(text, where, allow, patterns = FULL_PATTERNS) {
  const out = [];
  for (const { cls, re, matches } of patterns) {
    const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (const sample of matches ? matches(text) : Array.from(text.matchAll(global), (m) => m[0])) {
      if (!allowed(sample, cls, allow)) out.push({ where, cls, sample });
    }
  }
  return out;
}
function isCapabilityManifest(line) {
  if (!line.includes("\\u") && !line.includes("init") && !line.includes("serverInfo") && !line.includes("commands")) return false;
  let m;
  try {
    m = JSON.parse(line);
  } catch {
    return false;
  }
  if (m?.type === "system" && m?.subtype === "init") return true;
  if (m?.type === "control_request") {
    return m.request?.subtype === "mcp_message" && m.request.message?.method === "initialize";
  }
  if (m?.type === "control_response") {
    const r = m.response ?? {};
    if (r.request_id === "init-1") return true;
    const body = r.response;
    if (body === null || typeof body !== "object") return false;
    if ("commands" in body && "agents" in body) return true;
    const result = body.mcp_response?.result;
    return result !== null && typeof result === "object" && result.serverInfo !== void 0;
  }
  return false;
}
function scanArtifacts(cassette, allow) {
  const out = [];
  for (const a of cassette.artifacts ?? []) {
    out.push(...scanText(a.path, `artifact path ${a.path}`, allow));
    if (a.body !== void 0) {
      if (a.encoding === "base64") {
        const bytes = Buffer.from(a.body, "base64");
        const text = bytes.toString("utf8");
        if (Buffer.from(text, "utf8").equals(bytes)) out.push(...scanText(text, `artifact ${a.path}`, allow));
        else if (!allowed(a.path, "binary", allow)) {
          out.push({
            where: `artifact ${a.path}`,
            cls: "binary",
            sample: `(committed binary body \u2014 not text-scannable; review and clear with --allow ${a.path} (a pattern matched on this path))`
          });
        }
      } else {
        out.push(...scanText(a.body, `artifact ${a.path}`, allow));
      }
    } else if (a.truncated) {
      out.push({ where: `artifact ${a.path}`, cls: "unscanned", sample: "(body not committed \u2014 too large or unreadable)" });
    }
  }
  return out;
}
function scanCassette(cassette, allow = []) {
  const out = [];
  const lines = (list, key) => {
    if (!Array.isArray(list)) return;
    list.forEach((l, i) => {
      if (typeof l !== "string") return;
      out.push(...scanText(l, `${key}[${i}]`, allow, isCapabilityManifest(l) ? MANIFEST_PATTERNS : FULL_PATTERNS));
    });
  };
  lines(cassette.events, "events");
  lines(cassette.controlOut, "controlOut");
  (cassette.folderPrefixMap ?? []).forEach((e, i) => {
    if (typeof e?.from === "string") out.push(...scanText(e.from, `folderPrefixMap[${i}].from`, allow));
  });
  out.push(...scanArtifacts(cassette, allow));
  const sc = cassette.scenario;
  out.push(...scanText(typeof sc.prompt === "string" ? sc.prompt : "", "scenario.prompt", allow));
  out.push(...scanText(JSON.stringify(sc.answers ?? null), "scenario.answers", allow));
  out.push(...scanText(JSON.stringify(sc.assert ?? null), "scenario.assert", allow));
  for (const s of cassette.fingerprint?.skillSources ?? []) out.push(...scanText(s, "fingerprint.skillSources", allow));
  for (const [p] of cassette.fingerprint?.fileSigs ?? []) out.push(...scanText(p, "fingerprint.fileSigs", allow));
  (cassette.userVisibleRoots ?? []).forEach((r, i) => out.push(...scanText(r, `metadata:userVisibleRoots[${i}]`, allow)));
  out.push(...scanText(typeof sc.name === "string" ? sc.name : "", "metadata:scenario.name", allow));
  out.push(...scanText(typeof sc.session === "string" ? sc.session : "", "metadata:scenario.session", allow));
  if (cassette.scenarioSource) out.push(...scanText(cassette.scenarioSource, "metadata:scenarioSource", allow));
  const ref = cassette.environment?.agentImage?.ref;
  if (typeof ref === "string") out.push(...scanText(ref, "metadata:environment.agentImage.ref", allow));
  return out;
}

// src/verify/scenario-drift.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";
var DEFAULTS = { baseline: "latest", fidelity: "container", lane: "local", answers: [], skills: [], requires_capabilities: [] };
function driftedFields(frozen, onDisk) {
  return RECORDING_SHAPING_FIELDS.filter((f) => canonicalJson(frozen[f] ?? DEFAULTS[f]) !== canonicalJson(onDisk[f] ?? DEFAULTS[f]));
}
function scenarioDriftMessage(fields) {
  return `scenario recording-shaping field(s) [${fields.join(", ")}] differ from the cassette's frozen copy \u2014 the frozen events no longer correspond to this scenario; re-record or \`replay --assert-from\``;
}
async function scenarioDrift(cassette, cassettePath) {
  const src = resolveScenarioSource(cassettePath, cassette);
  const result = { drift: [], notes: [], persistedMissing: src.persistedMissing !== void 0 };
  if (src.persistedOutside !== void 0) {
    result.notes.push(`scenario-drift: scenarioSource "${src.persistedOutside}" resolves outside the cassette's repository \u2014 not read`);
  }
  if (!src.path) return result;
  let onDisk;
  try {
    onDisk = (0, import_yaml.parse)(await readFile(src.path, "utf8"));
  } catch (e) {
    result.notes.push(`scenario-drift: the scenario at ${src.path} could not be read or parsed (${oneLine(e)}) \u2014 drift not checked`);
    return result;
  }
  if (onDisk === null || typeof onDisk !== "object" || Array.isArray(onDisk)) {
    result.notes.push(`scenario-drift: the scenario at ${src.path} is not a mapping \u2014 drift not checked`);
    return result;
  }
  const fields = driftedFields(cassette.scenario, onDisk);
  if (fields.length === 0) return result;
  if (src.via === "persisted") result.drift.push(scenarioDriftMessage(fields));
  else result.notes.push(`scenario-drift: found ${src.path} by scenario name only (the recorded source ${src.persistedMissing ?? "is not recorded"}); ${scenarioDriftMessage(fields)}`);
  return result;
}

// src/verify/session-shape.ts
var SESSION_SHAPE_DRIFT = "session-shape fingerprint differs from the current session file (connected folders/plugin/skill/mcp/egress config changed since record) \u2014 re-record";
async function sessionShapeCheck(cassette, cassettePath, override, scenarioSourceMissing) {
  const recorded = cassette.sessionFingerprint;
  if (recorded === void 0) return {};
  const path = cassetteSessionPath(cassette, cassettePath, override);
  let live = null;
  let why = "the scenario is inline";
  const escapedRoot = path === void 0 ? void 0 : sessionPathEscape(cassettePath, path, override);
  if (path !== void 0 && escapedRoot !== void 0) {
    why = `the session path ${path} resolves outside the cassette's repository (${escapedRoot}) \u2014 not read`;
  } else if (path !== void 0) {
    try {
      live = sessionFingerprint((await loadSessionFile(path)).authored);
    } catch (e) {
      why = oneLine(e);
    }
  }
  if (live === null) {
    return { note: `session-fingerprint: could not resolve the current session file (${why}) \u2014 session-shape drift not checked` };
  }
  if (live === recorded) return {};
  if (scenarioSourceMissing && override === void 0) {
    return {
      note: `session-fingerprint: the session shape differs, but the cassette's recorded scenario source no longer exists (the cassette may have moved), so it is not trusted as drift \u2014 pass --session <file> to check it`
    };
  }
  return { drift: SESSION_SHAPE_DRIFT };
}

// src/verify/verify-one.ts
function emptyResult(file) {
  return { file, findings: [], staleness: [], unverifiable: [], notes: [], version: [], scenarioDrift: [], privacyScanned: false };
}
async function salvageScan(file, allow) {
  try {
    const raw = JSON.parse(await readCassetteText(file));
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return void 0;
    const scenario = raw.scenario !== null && typeof raw.scenario === "object" ? raw.scenario : {};
    return scanCassette({ ...raw, scenario }, allow);
  } catch {
    return void 0;
  }
}
async function verifyLoaded(file, cassette, opts) {
  const r = emptyResult(file);
  if (opts.privacy) r.findings = scanCassette(cassette, opts.allow);
  r.privacyScanned = opts.privacy;
  const drift = opts.scenarioDrift || opts.staleness ? await scenarioDrift(cassette, file) : void 0;
  if (opts.staleness) {
    const report = opts.precomputedStaleness ?? await computeStaleness(cassette, file, {
      ...opts.sessionOverride !== void 0 ? { sessionOverride: opts.sessionOverride } : {},
      ...opts.baselinesDir !== void 0 ? { baselinesDir: opts.baselinesDir } : {},
      ...opts.env !== void 0 ? { env: opts.env } : {}
    });
    for (const f of report.findings) (f.class.startsWith("unverifiable-") ? r.unverifiable : r.staleness).push(f.message);
    r.notes.push(...report.notes);
    const shape = await sessionShapeCheck(cassette, file, opts.sessionOverride, drift?.persistedMissing ?? false);
    if (shape.drift) r.staleness.push(shape.drift);
    if (shape.note) r.notes.push(shape.note);
  }
  if (opts.scenarioDrift && drift) {
    r.scenarioDrift.push(...drift.drift);
    r.notes.push(...drift.notes);
  }
  const version = cassette.cassetteVersion ?? 0;
  if (version > CURRENT_CASSETTE_VERSION) {
    r.version.push(
      `cassette format v${version} is newer than this harness understands (v${CURRENT_CASSETTE_VERSION}) \u2014 upgrade cowork-harness (can't verify \u21D2 not green)`
    );
  }
  return r;
}
async function verifyOne(file, opts) {
  let cassette;
  try {
    cassette = (await loadCassetteFile(file)).cassette;
  } catch (e) {
    const r = emptyResult(file);
    r.error = oneLine(e);
    if (opts.privacy) {
      const salvaged = await salvageScan(file, opts.allow);
      if (salvaged) {
        r.findings = salvaged;
        r.privacyScanned = true;
      }
    }
    return r;
  }
  try {
    return await verifyLoaded(file, cassette, opts);
  } catch (e) {
    return { ...emptyResult(file), error: oneLine(e) };
  }
}

export {
  SESSION_SHAPE_DRIFT,
  verifyLoaded,
  verifyOne
};
