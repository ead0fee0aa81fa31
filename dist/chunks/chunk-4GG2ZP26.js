#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  failureDetail,
  fingerprintSessionSkills,
  loadCassetteSession
} from "./chunk-62YUNXPY.js";
import {
  escapesRoot,
  isWithin
} from "./chunk-RJEQB3M3.js";
import {
  HarnessError,
  oneLine
} from "./chunk-5C2HTD6I.js";

// src/baselines/load.ts
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

// src/baselines/version-order.ts
function compareVersions(a, b) {
  const pa = a.split(".");
  const pb = b.split(".");
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? "0";
    const y = pb[i] ?? "0";
    const nx = /^\d+$/.test(x) ? Number(x) : Number.NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : Number.NaN;
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx < ny ? -1 : 1;
      continue;
    }
    if (Number.isNaN(nx) !== Number.isNaN(ny)) return Number.isNaN(nx) ? 1 : -1;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

// src/baselines/load.ts
var BASELINE_FILE = /^desktop-(.+)\.json$/;
async function listBaselineVersions(dir) {
  let names;
  try {
    names = await readdir(dir);
  } catch (e) {
    throw new HarnessError(`baselines directory ${dir}: cannot be read (${oneLine(e)})`);
  }
  const versions = names.flatMap((n) => {
    const m = BASELINE_FILE.exec(n);
    return m?.[1] ? [m[1]] : [];
  });
  return versions.sort((a, b) => compareVersions(b, a));
}
function versionOf(name) {
  return name.replace(/^desktop-/, "").replace(/\.json$/, "");
}
async function loadBaseline(dir, name = "latest") {
  let version;
  if (name === "latest") {
    const versions = await listBaselineVersions(dir);
    if (versions[0] === void 0) throw new HarnessError(`baselines directory ${dir}: no desktop-*.json baselines in it`);
    version = versions[0];
  } else {
    version = versionOf(name);
  }
  const file = join(dir, `desktop-${version}.json`);
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    const code = e.code;
    throw new HarnessError(`baseline '${name}': ${code === "ENOENT" ? `no file ${file}` : `cannot read ${file} (${oneLine(e)})`}`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new HarnessError(`baseline ${file}: invalid JSON (${oneLine(e)})`);
  }
  if (parsed === null || typeof parsed !== "object" || typeof parsed.appVersion !== "string") {
    throw new HarnessError(`baseline ${file}: not a baseline (no string appVersion)`);
  }
  return { dir, file, baseline: parsed };
}

// src/baselines/prompt-assets.ts
import { createHash } from "node:crypto";
import { readFile as readFile2 } from "node:fs/promises";
import { isAbsolute, join as join2 } from "node:path";
var PROMPT_ASSET_KEYS = ["promptTemplate", "subagentAppend", "subagentAppendHostLoop"];
function normalizePromptAsset(text) {
  let current = text;
  for (; ; ) {
    const next = current.replace(/<!--[\s\S]*?-->/g, "");
    if (next === current) break;
    current = next;
  }
  return current.trim();
}
async function promptAssetsHash(loaded) {
  const h = createHash("sha256");
  const spawn = loaded.baseline.spawn ?? {};
  for (const key of PROMPT_ASSET_KEYS) {
    const rel = spawn[key];
    if (typeof rel !== "string") continue;
    if (rel === "" || isAbsolute(rel) || escapesRoot(loaded.dir, join2(loaded.dir, rel))) return void 0;
    let text;
    try {
      text = await readFile2(join2(loaded.dir, rel), "utf8");
    } catch {
      return void 0;
    }
    h.update(key);
    h.update("\0");
    h.update(normalizePromptAsset(text));
    h.update("\0");
  }
  return h.digest("hex").slice(0, 16);
}

// src/baselines/tier.ts
var HOST_LOOP_GATE = "1143815894";
function gateIsOn(gate) {
  if (gate !== null && typeof gate === "object") return Boolean(gate.on);
  if (typeof gate === "string") return /^(on|true|force)\b/i.test(gate);
  return Boolean(gate);
}
function resolveCoworkTier(baseline) {
  if (baseline.requireFullVmSandbox === true) return "container";
  const gates = baseline.provenance?.gates ?? {};
  const gate = gates[`hostLoop:${HOST_LOOP_GATE}`] ?? gates[HOST_LOOP_GATE];
  return gateIsOn(gate) ? "hostloop" : "container";
}

// src/staleness/baseline-checks.ts
var NO_BASELINES = "no baselines directory given (--baselines DIR)";
var PREDATES_PROMPT_ASSETS_NOTE = "prompt-assets: cassette predates prompt-asset fingerprinting \u2014 a prompt-asset edit since record would be invisible; re-record to adopt the guard";
async function tierCheck(cassette, baselinesDir) {
  const authored = cassette.scenario.fidelity;
  const eff = cassette.effectiveFidelity;
  if (authored !== "cowork") {
    if (eff === void 0) {
      return {
        findings: [],
        notes: [
          `resolved-tier: cassette predates effectiveFidelity, but the scenario pins an explicit tier ('${authored}') \u2014 tier statically knowable; nothing baseline-dependent to verify`
        ]
      };
    }
    return { findings: [], notes: [] };
  }
  if (eff === void 0) {
    return {
      findings: [{ class: "unverifiable-tier", message: "fidelity: cowork cassette predates effectiveFidelity \u2014 cannot verify tier stability; re-record" }],
      notes: []
    };
  }
  if (baselinesDir === void 0) {
    return { findings: [], notes: [`resolved-tier: not checked \u2014 ${NO_BASELINES}; the tier 'cowork' resolves to depends on the baseline`] };
  }
  const name = cassette.scenario.baseline ?? "latest";
  let loaded;
  try {
    loaded = await loadBaseline(baselinesDir, name);
  } catch (e) {
    return {
      findings: [
        {
          class: "unverifiable-tier",
          message: `fidelity: cowork cassette's baseline '${name}' failed to load (${oneLine(e)}) \u2014 cannot verify tier stability (can't verify \u21D2 not green)`
        }
      ],
      notes: []
    };
  }
  const resolved = resolveCoworkTier(loaded.baseline);
  if (resolved === eff) return { findings: [], notes: [] };
  return {
    findings: [
      {
        class: "resolved-tier",
        message: `fidelity: cowork now resolves to '${resolved}' (baseline ${loaded.baseline.appVersion}, gate 1143815894) but the cassette was recorded at '${eff}' \u2014 the recording exercises the wrong tier; re-record`
      }
    ],
    notes: []
  };
}
async function baselineAndPromptChecks(fp, baselinesDir) {
  const report = { findings: [], notes: [] };
  if (baselinesDir === void 0) {
    report.notes.push(`baseline: not checked \u2014 ${NO_BASELINES}; recorded baseline ${fp.baseline ?? "(none)"}`);
    if (fp.promptAssetsHash === void 0) report.notes.push(PREDATES_PROMPT_ASSETS_NOTE);
    else report.notes.push(`prompt-assets: not checked \u2014 ${NO_BASELINES}`);
    return report;
  }
  let live;
  try {
    live = await loadBaseline(baselinesDir, "latest");
  } catch {
    report.findings.push({
      class: "unverifiable-baseline",
      message: `cannot load the latest baseline from ${baselinesDir} to verify staleness (env/platform, not skill drift; can't verify \u21D2 not green)`
    });
  }
  const liveVersion = live?.baseline.appVersion;
  if (live && liveVersion !== fp.baseline) {
    report.findings.push({ class: "baseline", message: `baseline moved ${fp.baseline} \u2192 ${liveVersion} since record \u2014 re-record` });
  }
  if (fp.promptAssetsHash === void 0) {
    report.notes.push(PREDATES_PROMPT_ASSETS_NOTE);
    return report;
  }
  if (!live || liveVersion !== fp.baseline) return report;
  const liveAssets = await promptAssetsHash(live);
  if (liveAssets === void 0) {
    report.findings.push({
      class: "unverifiable-prompt-assets",
      message: "cassette recorded a prompt-asset fingerprint but the live baseline's prompt assets can't be hashed (a pointer moved or the asset is absent) \u2014 can't verify prompt drift \u21D2 not green"
    });
  } else if (liveAssets !== fp.promptAssetsHash) {
    report.findings.push({
      class: "prompt-assets",
      message: "the baseline's committed prompt assets changed since this cassette was recorded (same appVersion) \u2014 the recorded model saw a different rendered prompt; re-record"
    });
  }
  return report;
}

// src/staleness/discovery-note.ts
var DISCOVERY_TIERS = /* @__PURE__ */ new Set(["container", "hostloop"]);
var DISCOVERY_TOOL = /^mcp__(?:skills|plugins)__/;
function initTools(cassette) {
  if (!Array.isArray(cassette.events)) return void 0;
  for (const line of cassette.events) {
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      continue;
    }
    if (msg?.type !== "system" || msg?.subtype !== "init") continue;
    return Array.isArray(msg.tools) ? msg.tools.filter((t) => typeof t === "string") : void 0;
  }
  return void 0;
}
function discoverySurfaceNotes(cassette) {
  const tools = initTools(cassette);
  if (!tools || tools.length === 0) return [];
  if (tools.some((t) => DISCOVERY_TOOL.test(t))) return [];
  const authored = cassette.scenario.fidelity;
  const tier = cassette.environment?.tier ?? cassette.effectiveFidelity ?? (authored !== "cowork" ? authored : void 0);
  if (!tier || !DISCOVERY_TIERS.has(tier)) return [];
  return [
    `discovery-surface: recorded before the skills/plugins SDK-MCP discovery servers existed at this tier (${tier}, added in 1.10.0) \u2014 its ${tools.length}-tool init inventory declares no mcp__skills__*/mcp__plugins__*. Re-record if this scenario asserts on those tools; harmless otherwise.`
  ];
}

// src/staleness/label-provenance.ts
import { readFile as readFile3 } from "node:fs/promises";
import { join as join3, resolve } from "node:path";
function labelProvenanceEntries(value) {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) => {
    const file = e?.file;
    const labels = e?.labels;
    if (typeof file !== "string" || !Array.isArray(labels)) return [];
    return [{ file, labels: labels.filter((l) => typeof l === "string") }];
  });
}
function labelDrift(entry, text) {
  const missing = entry.labels.filter((l) => text === void 0 || !text.includes(l));
  if (missing.length) return `gate option label(s) no longer in ${entry.file}: ${missing.join(", ")}`;
  const positions = entry.labels.map((l) => text.indexOf(l));
  const reordered = positions.some((p, i) => i > 0 && p < positions[i - 1]);
  return reordered ? `gate option labels reordered in ${entry.file}: ${entry.labels.join(", ")}` : null;
}
async function labelProvenanceDrift(entries, dirs) {
  const out = [];
  for (const entry of entries) {
    let text;
    for (const dir of dirs) {
      const target = join3(dir, entry.file);
      if (entry.file.includes("\0") || !isWithin(resolve(dir), resolve(target)) || escapesRoot(dir, target)) continue;
      try {
        text = await readFile3(target, "utf8");
        break;
      } catch {
      }
    }
    const drift = labelDrift(entry, text);
    if (drift) out.push(drift);
  }
  return out;
}

// src/staleness/file-sig-diff.ts
function diffFileSigs(recorded, live) {
  const rec = new Map(recorded);
  const now = new Map(live);
  const diff = { changed: [], added: [], removed: [] };
  for (const [path, sha] of now) {
    if (!rec.has(path)) diff.added.push(path);
    else if (rec.get(path) !== sha) diff.changed.push(path);
  }
  for (const path of rec.keys()) if (!now.has(path)) diff.removed.push(path);
  return diff;
}
function isEmptyDiff(d) {
  return d.changed.length === 0 && d.added.length === 0 && d.removed.length === 0;
}
function samplePaths(paths) {
  const head = paths.slice(0, 3).join(", ");
  return paths.length > 3 ? `${head}, +${paths.length - 3} more` : head;
}
function summarizeDiff(d) {
  const parts = [];
  if (d.changed.length) parts.push(`${d.changed.length} changed (${samplePaths(d.changed)})`);
  if (d.added.length) parts.push(`${d.added.length} added (${samplePaths(d.added)})`);
  if (d.removed.length) parts.push(`${d.removed.length} removed (${samplePaths(d.removed)})`);
  return parts.length ? parts.join("; ") : null;
}
function duplicatePaths(sigs) {
  const seen = /* @__PURE__ */ new Set();
  const dupes = /* @__PURE__ */ new Set();
  for (const [path] of sigs ?? []) (seen.has(path) ? dupes : seen).add(path);
  return [...dupes].sort();
}
function agentSkillName(parts) {
  if (parts[0] !== "agents" || parts.length < 2) return null;
  const name = parts[1];
  return parts.length === 2 ? name.replace(/\.[^.]+$/, "") : name;
}
function partitionDiff(d, scope, agentScoped) {
  const shared = { changed: [], added: [], removed: [] };
  const skill = { changed: [], added: [], removed: [] };
  const isSkillPrivate = (path) => {
    const parts = path.split("/");
    if (parts[0] === "skills" && parts.length >= 2) return scope.has(parts[1]);
    if (agentScoped) {
      const an = agentSkillName(parts);
      if (an !== null && scope.has(an)) return true;
    }
    return false;
  };
  for (const cat of ["changed", "added", "removed"]) {
    for (const p of d[cat]) (isSkillPrivate(p) ? skill : shared)[cat].push(p);
  }
  return { shared, skill };
}

// src/staleness/skill-drift.ts
function withFiles(finding, d) {
  if (!d || isEmptyDiff(d)) return finding;
  return { ...finding, files: { changed: [...d.changed], added: [...d.added], removed: [...d.removed] } };
}
function duplicateMessage(dupes) {
  return `ambiguous duplicate manifest path(s) across mounts (${samplePaths(dupes)}) \u2014 drift attribution is unavailable for them; the hash difference is still real`;
}
function scopedFindings(fp, live) {
  const out = [];
  const scope = fp.skillScope ?? [];
  const label = scope.map((s) => `skills/${s}`).join(", ") || "skill";
  const liveSigs = live.digests.fileSigs;
  const dupes = [.../* @__PURE__ */ new Set([...duplicatePaths(fp.fileSigs), ...duplicatePaths(liveSigs)])].sort();
  if (dupes.length) {
    const allSkill = dupes.every((p) => scope.some((s) => p.startsWith(`skills/${s}/`)));
    out.push({ class: allSkill ? "skill" : "shared-root", message: duplicateMessage(dupes) });
  }
  const sharedMoved = live.digests.sharedHash !== fp.sharedHash;
  if (fp.fileSigs && liveSigs) {
    const { shared, skill } = partitionDiff(diffFileSigs(fp.fileSigs, liveSigs), new Set(scope), live.agentScope === "skill");
    const sharedSummary = summarizeDiff(shared);
    const skillSummary = summarizeDiff(skill);
    if (sharedSummary) {
      out.push(withFiles({ class: "shared-root", message: `shared root changed since record (scope: ${label}) [${sharedSummary}] \u2014 re-record` }, shared));
    }
    if (skillSummary) out.push(withFiles({ class: "skill", message: `${label} changed since record [${skillSummary}] \u2014 re-record` }, skill));
    if (!sharedSummary && !skillSummary) {
      if (sharedMoved) out.push({ class: "shared-root", message: `shared root changed since record (scope: ${label}) \u2014 re-record` });
      out.push({ class: "skill", message: `${label} changed since record \u2014 re-record` });
    }
    return out;
  }
  if (sharedMoved) {
    out.push({ class: "shared-root", message: `shared root changed since record (scope: ${label}) \u2014 re-record` });
    out.push({ class: "skill", message: `${label} may also have changed since record (no per-file manifest to isolate) \u2014 re-record` });
  } else {
    out.push({ class: "skill", message: `${label} changed since record \u2014 re-record` });
  }
  return out;
}
function wholeTreeFindings(fp, live) {
  const out = [];
  const liveSigs = live.digests.fileSigs;
  const dupes = [.../* @__PURE__ */ new Set([...duplicatePaths(fp.fileSigs), ...duplicatePaths(liveSigs)])].sort();
  if (dupes.length) out.push({ class: "skill", message: duplicateMessage(dupes) });
  const diff = fp.fileSigs && liveSigs ? diffFileSigs(fp.fileSigs, liveSigs) : void 0;
  const summary = diff ? summarizeDiff(diff) : null;
  if (summary) out.push(withFiles({ class: "skill", message: `skill files changed since record \u2014 ${summary} \u2014 re-record` }, diff));
  else out.push({ class: "skill", message: "local skill/plugin dir contents changed since record \u2014 re-record" });
  return out;
}
function skillDriftFindings(fp, live) {
  const recMode = fp.mode ?? "raw";
  if (recMode !== live.mode) {
    return [
      {
        class: "format",
        message: `recorded in '${recMode}' file-set mode, verifying in '${live.mode}' (COWORK_HARNESS_GITSET) \u2014 re-record under the same mode`
      }
    ];
  }
  const recScope = fp.agentScope ?? "off";
  const liveScope = live.agentScope ?? "off";
  if (recScope !== liveScope) {
    return [
      {
        class: "format",
        message: `recorded with agent-scope '${recScope}', verifying with '${liveScope}' (COWORK_HARNESS_AGENT_SCOPE) \u2014 re-record under the same setting`
      }
    ];
  }
  if (live.digests.skillHash === fp.skillHash) return [];
  if (fp.sharedHash !== void 0 && live.digests.sharedHash !== void 0) return scopedFindings(fp, live);
  return wholeTreeFindings(fp, live);
}

// src/staleness/skill-check.ts
var CANNOT_VERIFY = "cannot verify skill staleness (can't verify \u21D2 not green)";
function unverifiable(override, detail) {
  const where = override === void 0 ? "from the cassette location" : `from the session given with --session (${override})`;
  return { class: "unverifiable-skill", message: `skill dirs not resolvable ${where}${detail} \u2014 ${CANNOT_VERIFY}` };
}
function recordedFormat(fp) {
  if (fp.hashFormat === void 0) return "legacy";
  if (fp.hashFormat === "jcs1") return "jcs1";
  return { unknown: String(fp.hashFormat) };
}
async function skillCheck(cassette, cassettePath, fp, override, env) {
  const session = await loadCassetteSession(cassette, cassettePath, override);
  const result = { findings: [], notes: [], session };
  if (!session.ok) {
    result.findings.push(unverifiable(override, failureDetail(session.failure, override)));
    return result;
  }
  if (session.missing.length) {
    result.notes.push(`skill dirs: ${session.missing.length} declared skill dir(s) do not exist and were not hashed: ${session.missing.join(", ")}`);
  }
  if (session.dirs.length === 0) {
    result.findings.push(unverifiable(override, " \u2014 the session resolved but declares no skill dirs to hash"));
    return result;
  }
  const format = recordedFormat(fp);
  if (typeof format === "object") {
    result.findings.push({
      class: "unverifiable-skill",
      message: `fingerprint.hashFormat '${format.unknown}' is not a hash format this build knows (jcs1, or absent for legacy) \u2014 ${CANNOT_VERIFY}`
    });
    return result;
  }
  let tree;
  try {
    tree = await fingerprintSessionSkills(cassette, session, env);
  } catch (e) {
    result.findings.push(unverifiable(override, ` \u2014 hashing the skill dirs failed: ${oneLine(e)}`));
    return result;
  }
  const digests = tree[format];
  if (digests.skillHash === void 0) {
    result.findings.push(
      unverifiable(override, " \u2014 the session resolved and its dirs exist, but some could not be READ, so the hash was dropped as unreliable")
    );
    return result;
  }
  result.findings.push(
    ...skillDriftFindings(fp, { mode: tree.mode, ...tree.agentScoped ? { agentScope: "skill" } : {}, digests })
  );
  return result;
}

// src/staleness/compute.ts
async function computeStaleness(cassette, cassettePath, opts = {}) {
  const env = opts.env ?? process.env;
  const tier = await tierCheck(cassette, opts.baselinesDir);
  const report = { findings: [...tier.findings], notes: [...tier.notes, ...discoverySurfaceNotes(cassette)] };
  const fp = cassette.fingerprint;
  if (!fp) return report;
  const base = await baselineAndPromptChecks(fp, opts.baselinesDir);
  report.findings.push(...base.findings);
  report.notes.push(...base.notes);
  let skillDirs;
  if (fp.skillHash) {
    const skill = await skillCheck(cassette, cassettePath, fp, opts.sessionOverride, env);
    report.findings.push(...skill.findings);
    report.notes.push(...skill.notes);
    if (skill.session.ok) skillDirs = skill.session.dirs;
  }
  const labels = labelProvenanceEntries(fp.labelProvenance);
  if (labels.length) {
    if (skillDirs === void 0) {
      const session = await loadCassetteSession(cassette, cassettePath, opts.sessionOverride);
      if (session.ok) skillDirs = session.dirs;
    }
    if (skillDirs !== void 0) {
      for (const d of await labelProvenanceDrift(labels, skillDirs)) report.findings.push({ class: "skill", message: `${d} \u2014 re-record` });
    }
  }
  const roots = fp.skillSources?.length ?? 0;
  if (roots >= 2) {
    report.notes.push(
      `multi-root: cassette records ${roots} skill roots \u2014 skillHash cannot distinguish a file MOVED between roots, and root fold order follows absolute paths \u2014 a rename can read as drift.`
    );
  }
  return report;
}

export {
  loadBaseline,
  promptAssetsHash,
  computeStaleness
};
