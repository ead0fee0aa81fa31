#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  FULL_PATTERNS,
  MANIFEST_PATTERNS
} from "./chunk-KUKC5SCS.js";
import {
  boundedRegExp
} from "./chunk-GEFYSWZR.js";

// src/gate/verify/host-inventory.ts
var SERVERS = /* @__PURE__ */ new Set(["cowork", "plugins", "skills", "workspace"]);
var AGENTS = /* @__PURE__ */ new Set(["claude", "claude-code-guide", "Explore", "general-purpose", "Plan", "statusline-setup"]);
var SKILLS = /* @__PURE__ */ new Set([
  "batch",
  "claude-api",
  "code-review",
  "dataviz",
  "debug",
  "deep-research",
  "design-sync",
  "doctor",
  "fewer-permission-prompts",
  "loop",
  "plugin-authoring",
  "run",
  "run-skill-generator",
  "simplify",
  "update-config",
  "verify",
  "workflow-authoring"
]);
var SCANNED_TIERS = /* @__PURE__ */ new Set(["protocol", "hostloop", "cowork"]);
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var nameOf = (x) => typeof x === "string" ? x : isObj(x) && typeof x.name === "string" ? x.name : void 0;
function hostInventoryApplies(cassette) {
  const tier = cassette.effectiveFidelity ?? cassette.scenario?.fidelity;
  return tier === void 0 || SCANNED_TIERS.has(tier);
}
function parse(line) {
  if (typeof line !== "string") return void 0;
  try {
    return JSON.parse(line);
  } catch {
    return void 0;
  }
}
function scanHostInventory(cassette, allowed2) {
  if (!hostInventoryApplies(cassette)) return [];
  const out = [];
  const declared = /* @__PURE__ */ new Set();
  const harvest = (v) => {
    if (Array.isArray(v)) v.forEach(harvest);
    else if (isObj(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === "plugins" && Array.isArray(x))
          for (const p of x) {
            const n = nameOf(p);
            if (n) declared.add(n);
          }
        harvest(x);
      }
    }
  };
  const events = Array.isArray(cassette.events) ? cassette.events.map(parse) : [];
  const control = Array.isArray(cassette.controlOut) ? cassette.controlOut.map(parse) : [];
  events.forEach(harvest);
  const push = (where, sample) => {
    if (!allowed2(sample, "host-inventory")) out.push({ where, cls: "host-inventory", sample });
  };
  const visit = (v, where) => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, where));
    if (!isObj(v)) return;
    if (Array.isArray(v.mcp_servers))
      for (const s of v.mcp_servers) {
        const n = isObj(s) && typeof s.name === "string" ? s.name : void 0;
        if (n && !SERVERS.has(n)) push(`${where} mcp_servers[].name`, n);
      }
    if (Array.isArray(v.tools))
      for (const t of v.tools) {
        const m = typeof t === "string" ? /^mcp__(.+?)__/.exec(t) : null;
        if (m && !SERVERS.has(m[1])) push(`${where} tools[] (${t})`, m[1]);
      }
    if (isObj(v.account)) {
      for (const k of ["email", "organization", "subscriptionType"])
        if (k in v.account) push(`${where} account.${k}`, k);
    }
    if (Array.isArray(v.agents) || Array.isArray(v.skills)) {
      const local = /* @__PURE__ */ new Set([
        ...declared,
        ...Array.isArray(v.plugins) ? v.plugins.map(nameOf).filter((n) => !!n) : []
      ]);
      const isLocal = (n) => {
        const i = n.indexOf(":");
        return i > 0 && local.has(n.slice(0, i));
      };
      if (Array.isArray(v.agents))
        for (const a of v.agents) {
          const n = nameOf(a);
          if (n && !AGENTS.has(n) && !isLocal(n)) push(`${where} agents[]`, n);
        }
      if (Array.isArray(v.skills))
        for (const s of v.skills) {
          const n = nameOf(s);
          if (n && !SKILLS.has(n) && !isLocal(n)) push(`${where} skills[]`, n);
        }
    }
    for (const x of Object.values(v)) visit(x, where);
  };
  events.forEach((e, i) => visit(e, `events[${i}]`));
  control.forEach((e, i) => visit(e, `controlOut[${i}]`));
  return out;
}

// src/gate/verify/privacy-scan.ts
function allowed(sample, cls, allow) {
  return allow.some((a) => {
    if (a.cls !== void 0 && a.cls !== cls) return false;
    return boundedRegExp(`^(?:${a.re.source})$`, a.re.flags.replace("g", "")).test(sample);
  });
}
var globalForms = /* @__PURE__ */ new WeakMap();
function globalForm(re) {
  let g = globalForms.get(re);
  if (g === void 0) {
    g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    globalForms.set(re, g);
  }
  return g;
}
function scanText(text, where, allow, patterns = FULL_PATTERNS) {
  const out = [];
  for (const { cls, re, matches } of patterns) {
    for (const sample of matches ? matches(text) : Array.from(text.matchAll(globalForm(re)), (m) => m[0])) {
      if (!allowed(sample, cls, allow)) out.push({ where, cls, sample });
    }
  }
  return out;
}
var manifestAnswers = /* @__PURE__ */ new Map();
var MANIFEST_ANSWERS_MAX = 512;
var MANIFEST_MARK = /\\u|init|serverInfo|commands/;
function isCapabilityManifest(line) {
  if (!MANIFEST_MARK.test(line)) return false;
  let answer = manifestAnswers.get(line);
  if (answer === void 0) {
    answer = parsedManifest(line);
    if (manifestAnswers.size >= MANIFEST_ANSWERS_MAX) manifestAnswers.clear();
    manifestAnswers.set(line, answer);
  }
  return answer;
}
function parsedManifest(line) {
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
function uncommittedReason(reason, bytes) {
  switch (reason) {
    case "size":
      return `too large to commit${typeof bytes === "number" ? ` (${bytes} bytes)` : ""}`;
    case "input":
    case "readonly":
      return "an input the run was given (an upload or a read-only folder), kept as a digest only";
    case "unreadable":
      return "unreadable when the run ended";
    default:
      return reason ? `not committed (${reason})` : "too large or unreadable";
  }
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
      out.push({
        where: `artifact ${a.path}`,
        cls: "unscanned",
        sample: `(body not committed \u2014 ${uncommittedReason(a.truncationReason, a.bytes)})`
      });
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
  out.push(...scanHostInventory(cassette, (sample, cls) => allowed(sample, cls, allow)));
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
  (cassette.userVisibleRoots ?? []).forEach(
    (r, i) => out.push(...scanText(r, `metadata:userVisibleRoots[${i}]`, allow))
  );
  out.push(...scanText(typeof sc.name === "string" ? sc.name : "", "metadata:scenario.name", allow));
  out.push(...scanText(typeof sc.session === "string" ? sc.session : "", "metadata:scenario.session", allow));
  if (cassette.scenarioSource) out.push(...scanText(cassette.scenarioSource, "metadata:scenarioSource", allow));
  const ref = cassette.environment?.agentImage?.ref;
  if (typeof ref === "string") out.push(...scanText(ref, "metadata:environment.agentImage.ref", allow));
  return out;
}

export {
  scanCassette
};
