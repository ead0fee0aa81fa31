#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  firstMissingUpload,
  hashNamedFile,
  missingUploadText,
  shownName
} from "./chunk-RT75AHDQ.js";
import {
  resolveScenarioSource
} from "./chunk-72WANMM5.js";
import {
  cassetteSessionPath,
  failureDetail,
  fingerprintSessionSkills,
  loadCassetteSession,
  loadedDespite
} from "./chunk-AHTIOJL5.js";
import {
  sessionFingerprint
} from "./chunk-MYAINVMX.js";
import {
  SessionSchema
} from "./chunk-IFDLEOBP.js";
import {
  loadScenarioFile
} from "./chunk-HNYC6IAU.js";
import {
  RECORDING_SHAPING_FIELDS
} from "./chunk-TJGXX2SJ.js";
import {
  lineOfPath,
  parseYamlWithPositions
} from "./chunk-DUIA6IGR.js";
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  isPlainName
} from "./chunk-HT3KHDWJ.js";
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import {
  canonicalJson,
  canonicallyEqual
} from "./chunk-JYRDRJCF.js";
import {
  escapesRoot,
  isWithin,
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
import {
  runMemo
} from "./chunk-6U6LOB37.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

// src/gate/staleness/checks/context.ts
import { dirname, resolve } from "node:path";

// src/core/scenario/on-disk-scenario.ts
function lineOf(message) {
  const m = /\(line (\d+)\)\s*$/.exec(message);
  return m ? Number(m[1]) : void 0;
}
async function loadScenarioAt(path, via) {
  try {
    return { status: "loaded", path, via, loaded: await loadScenarioFile(path) };
  } catch (e) {
    const message = oneLine(e);
    const line = lineOf(message);
    return { status: "invalid", path, via, message, ...line !== void 0 ? { line } : {} };
  }
}
async function findOnDiskScenario(cassette, cassettePath, root) {
  const source = resolveScenarioSource(cassettePath, cassette, root);
  if (!source.path) return { status: "none", source };
  return { ...await loadScenarioAt(source.path, source.via), source };
}

// src/core/util/deep-freeze.ts
function deepFreeze(value) {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

// src/gate/staleness/checks/context.ts
function once(make) {
  let p;
  return () => p ??= make();
}
function repositoryRootInRun(cassettePath) {
  return runMemo(
    `repository-root\0${dirname(resolve(cassettePath))}\0${process.cwd()}`,
    () => repositoryRootOf(cassettePath)
  );
}
function checkContext(cassette, cassettePath, opts) {
  return {
    cassette,
    cassettePath,
    opts,
    env: opts.env ?? process.env,
    repositoryRoot: () => repositoryRootInRun(cassettePath),
    // Cassettes of one repository share their session and scenario files: each is resolved and
    // loaded once per run (by everything the answer depends on), and every cassette reads the same
    // frozen value: nothing copies it per cassette, and nothing can change it for the next one.
    session: once(async () => {
      const repoRoot = repositoryRootInRun(cassettePath);
      const path = cassetteSessionPath(cassette, cassettePath, opts.sessionOverride) ?? "(inline)";
      const key = `cassette-session\0${path}\0${repoRoot}\0${opts.sessionOverride ?? ""}`;
      return runMemo(
        key,
        async () => deepFreeze(await loadCassetteSession(cassette, cassettePath, opts.sessionOverride, repoRoot))
      );
    }),
    scenario: once(async () => {
      const repoRoot = repositoryRootInRun(cassettePath);
      const key = `on-disk-scenario\0${dirname(cassettePath)}\0${JSON.stringify([cassette.scenarioSource, cassette.scenario.name])}\0${repoRoot}`;
      return runMemo(key, async () => deepFreeze(await findOnDiskScenario(cassette, cassettePath, repoRoot)));
    })
  };
}
var empty = () => ({ findings: [], notes: [] });

// src/core/baselines/load.ts
import { readdir } from "node:fs/promises";
import { join } from "node:path";

// src/core/baselines/version-order.ts
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

// src/core/baselines/load.ts
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
    if (versions[0] === void 0)
      throw new HarnessError(`baselines directory ${dir}: no desktop-*.json baselines in it`);
    version = versions[0];
  } else {
    version = versionOf(name);
  }
  if (!isPlainName(`desktop-${version}.json`))
    throw new HarnessError(
      `baseline '${name}': not a baseline name \u2014 use latest, a version (1.2.3) or a file name in the baselines directory (desktop-1.2.3.json)`
    );
  const file = join(dir, `desktop-${version}.json`);
  let text;
  try {
    text = readRegularText(file);
  } catch (e) {
    const code = e.code;
    throw new HarnessError(
      `baseline '${name}': ${code === "ENOENT" ? `no file ${file}` : `cannot read ${file} (${oneLine(e)})`}`
    );
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

// src/core/baselines/prompt-assets.ts
import { createHash } from "node:crypto";
import { isAbsolute, join as join2 } from "node:path";
var PROMPT_ASSET_KEYS = ["promptTemplate", "subagentAppend", "subagentAppendHostLoop"];
function normalizePromptAsset(text) {
  let current2 = text;
  for (; ; ) {
    const next = current2.replace(/<!--[\s\S]*?-->/g, "");
    if (next === current2) break;
    current2 = next;
  }
  return current2.trim();
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
      text = readRegularText(join2(loaded.dir, rel));
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

// src/core/baselines/tier.ts
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

// src/gate/staleness/baseline-checks.ts
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
      findings: [
        {
          class: "unverifiable-tier",
          message: "fidelity: cowork cassette predates effectiveFidelity \u2014 cannot verify tier stability; re-record"
        }
      ],
      notes: []
    };
  }
  if (baselinesDir === void 0) {
    return {
      findings: [],
      notes: [`resolved-tier: not checked \u2014 ${NO_BASELINES}; the tier 'cowork' resolves to depends on the baseline`]
    };
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
var NO_BASELINES_AT_RECORD_NOTE = "prompt-assets: not checked: no baselines given when it was recorded (record --baselines DIR writes the prompt-asset fingerprint)";
function recordedWithAgentStamp(environment) {
  return typeof environment?.agentVersion === "string";
}
async function baselineAndPromptChecks(fp, baselinesDir, recordedWithoutBaselines = false) {
  const report = { findings: [], notes: [] };
  const missingAssetsNote = recordedWithoutBaselines && fp.baseline === void 0 ? NO_BASELINES_AT_RECORD_NOTE : PREDATES_PROMPT_ASSETS_NOTE;
  if (baselinesDir === void 0) {
    if (recordedWithoutBaselines && fp.baseline === void 0 && fp.promptAssetsHash === void 0) return report;
    report.notes.push(`baseline: not checked \u2014 ${NO_BASELINES}; recorded baseline ${fp.baseline ?? "(none)"}`);
    if (fp.promptAssetsHash === void 0) report.notes.push(missingAssetsNote);
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
    report.findings.push({
      class: "baseline",
      message: `baseline moved ${fp.baseline} \u2192 ${liveVersion} since record \u2014 re-record`
    });
  }
  if (fp.promptAssetsHash === void 0) {
    report.notes.push(missingAssetsNote);
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

// src/gate/staleness/discovery-note.ts
var DISCOVERY_TIERS = /* @__PURE__ */ new Set(["container", "hostloop"]);
var DISCOVERY_TOOL = /^mcp__(?:skills|plugins)__/;
var INIT_OR_ESCAPE = /"init"|\\u/;
function mayBeInit(line) {
  const hit = INIT_OR_ESCAPE.exec(line);
  if (hit === null) return false;
  return hit[0] !== '"init"' || line.includes('"system"') || line.includes("\\u", hit.index);
}
function initTools(cassette) {
  if (!Array.isArray(cassette.events)) return void 0;
  for (const line of cassette.events) {
    if (typeof line === "string" && !mayBeInit(line)) continue;
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

// src/core/baselines/container-baseline.ts
import { createHash as createHash2 } from "node:crypto";

// src/core/baselines/agent-tools.ts
var AGENT_TOOLS = [
  "Task",
  "Bash",
  "Glob",
  "Grep",
  "Read",
  "Edit",
  "Write",
  "NotebookEdit",
  "WebFetch",
  "TaskCreate",
  "TaskUpdate",
  "TaskGet",
  "TaskList",
  "TaskStop",
  "WebSearch",
  "Skill",
  "REPL",
  "JavaScript",
  "AskUserQuestion",
  "ToolSearch"
];

// src/core/baselines/container-baseline.ts
var PINNED_AGENT_VERSION = "2.1.332";
var PINNED_AGENT_BINARY_INTEGRITY = "sha512-f4JWhzwYutJIHScC7/dYOPX6s28tt7ZADhsOi8zwOHq5fFPEuUeChh2NMfinSg0GrUckYxaeebC4h0DqiKzLcw==";
var AGENT_IMAGE_RECIPE_SHA256 = "25471c18fc6df52fe08ab258725da7208a55f766c571d8838199b9ae2adec344";
var CONTAINER_LAYOUT_VERSION = 1;
var current;
function containerBaseline() {
  if (current === void 0) {
    const pins = {
      agent: PINNED_AGENT_VERSION,
      binary: PINNED_AGENT_BINARY_INTEGRITY,
      image: AGENT_IMAGE_RECIPE_SHA256,
      tools: [...AGENT_TOOLS],
      layout: CONTAINER_LAYOUT_VERSION
    };
    const id = `container-${PINNED_AGENT_VERSION}-${createHash2("sha256").update(JSON.stringify(pins)).digest("hex").slice(0, 12)}`;
    current = { id, agentVersion: PINNED_AGENT_VERSION };
  }
  return { ...current };
}
function stampedContainerBaseline(environment) {
  const v = environment?.containerBaseline;
  if (v === null || typeof v !== "object") return void 0;
  const { id, agentVersion } = v;
  return typeof id === "string" && typeof agentVersion === "string" ? { id, agentVersion } : void 0;
}
function containerBaselineFinding(environment, current2 = containerBaseline()) {
  const stamped = stampedContainerBaseline(environment);
  if (!stamped || stamped.id === current2.id) return void 0;
  const agent = stamped.agentVersion !== current2.agentVersion ? ` (the pinned agent moved ${stamped.agentVersion} \u2192 ${current2.agentVersion})` : " (the agent image recipe, tool set or layout changed)";
  return {
    class: "baseline",
    message: `container baseline moved ${stamped.id} \u2192 ${current2.id} since record${agent} \u2014 re-record`
  };
}

// src/gate/staleness/checks/baselines.ts
var baselinesCheck = {
  id: "baselines",
  question: "Does the Desktop baseline the cassette was recorded against still resolve the same way?",
  async run(ctx) {
    const tier = await tierCheck(ctx.cassette, ctx.opts.baselinesDir);
    const out = { findings: [...tier.findings], notes: [...tier.notes, ...discoverySurfaceNotes(ctx.cassette)] };
    const container = containerBaselineFinding(ctx.cassette.environment);
    if (container) out.findings.push(container);
    const fp = ctx.cassette.fingerprint;
    if (!fp) return out;
    const base = await baselineAndPromptChecks(
      fp,
      ctx.opts.baselinesDir,
      recordedWithAgentStamp(ctx.cassette.environment)
    );
    out.findings.push(...base.findings);
    out.notes.push(...base.notes);
    return out;
  }
};

// src/gate/staleness/checks/model-script.ts
import { dirname as dirname3, isAbsolute as isAbsolute2, resolve as resolve3 } from "node:path";

// src/core/util/rel-posix.ts
import { relative, sep } from "node:path";
function relPosix(fromDir, target) {
  return relative(fromDir, target).split(sep).join("/");
}

// src/gate/staleness/checks/named-file.ts
import { dirname as dirname2, resolve as resolve2 } from "node:path";

// src/core/cassette/pre-run-cap.ts
var PRE_RUN_HASH_CAP = 50 * 1024 * 1024;
function preRunHashCap(opts = {}) {
  if (opts.hashCapBytes !== void 0) return opts.hashCapBytes;
  const raw = (opts.env ?? process.env)["COWORK_HARNESS_PRERUN_HASH_CAP"];
  const n = raw === void 0 ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : PRE_RUN_HASH_CAP;
}

// src/gate/staleness/checks/named-file.ts
function namedFileVerdict(ctx, p) {
  const root = ctx.repositoryRoot();
  const cap = preRunHashCap({ env: ctx.env });
  const base = resolve2(p.baseDir);
  return runMemo(`named-file\0${root}\0${base}\0${p.named}\0${cap}`, () => hashNamedFile(root, base, p.named, cap));
}
var cassetteDir = (ctx) => dirname2(resolve2(ctx.cassettePath));
function notReadFinding(cls, refused, at) {
  const each = refused.slice(0, 5).map((r) => `${r.path.field} names ${shownName(r.path.shown ?? r.path.named)}, ${r.why}`);
  const more = refused.length > 5 ? `; +${refused.length - 5} more` : "";
  return {
    class: cls,
    message: `${each.join("; ")}${more}: not read \u2014 a cassette may name only regular files inside its repository, reached without a symbolic link`,
    location: { path: at }
  };
}

// src/gate/staleness/checks/model-script.ts
var modelScriptCheck = {
  id: "model-script",
  question: "Is the model script the cassette was recorded with unchanged?",
  async run(ctx) {
    const out = empty();
    const recorded = ctx.cassette.inputs?.modelScript;
    const frozen = ctx.cassette.scenario["model_script"];
    if (recorded === void 0) {
      if (typeof frozen === "string") {
        out.unchecked = [
          `model script ${frozen}: the cassette records no digest of it (recorded before input tracking) \u2014 re-record to track it`
        ];
      }
      return out;
    }
    const cassetteDir2 = dirname3(ctx.cassettePath);
    const recordedPath = resolve3(cassetteDir2, recorded.path);
    const onDisk = await ctx.scenario();
    const script = onDisk.status === "loaded" ? onDisk.loaded.modelScript : void 0;
    const named = script?.path;
    const current2 = named !== void 0 && onDisk.source.path ? resolve3(dirname3(onDisk.source.path), named) : recordedPath;
    if (isAbsolute2(recorded.path) || current2 !== recordedPath) {
      const shown = relPosix(cassetteDir2, current2);
      out.findings.push({
        class: "model-script",
        message: `the scenario now names model script ${shown}, but the cassette was recorded with ${recorded.path} \u2014 re-record`,
        location: { path: onDisk.source.path ?? current2, ...script?.line ? { line: script.line } : {} }
      });
      return out;
    }
    const path = { field: "inputs.modelScript.path", baseDir: cassetteDir2, named: recorded.path };
    const now = namedFileVerdict(ctx, path);
    if (now.kind === "refused") {
      out.findings.push(notReadFinding("model-script", [{ path, why: now.why }], ctx.cassettePath));
    } else if (now.kind === "missing") {
      out.findings.push({
        class: "model-script",
        message: `model script ${recorded.path} is missing or unreadable \u2014 the recording's model turns cannot be reproduced; re-record`,
        location: { path: current2 }
      });
    } else if (now.sha256 !== recorded.sha256) {
      out.findings.push({
        class: "model-script",
        message: `model script ${recorded.path} changed since recording \u2014 the recorded model turns no longer match it; re-record`,
        location: { path: current2 }
      });
    }
    return out;
  }
};

// src/gate/staleness/checks/scenario-fields.ts
var import_yaml = __toESM(require_dist(), 1);

// src/core/scenario/shaping-drift.ts
var DEFAULTS = {
  prompt: "",
  baseline: "latest",
  fidelity: "container",
  lane: "local",
  answers: [],
  skills: [],
  requires_capabilities: []
};
function driftedFields(frozen, onDisk) {
  return RECORDING_SHAPING_FIELDS.filter((f) => !canonicallyEqual(frozen[f] ?? DEFAULTS[f], onDisk[f] ?? DEFAULTS[f]));
}

// src/core/schema/first-difference.ts
import { readFileSync } from "node:fs";
var same = (a, b) => canonicalJson(a) === canonicalJson(b);
var isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
function firstDifference(recorded, current2) {
  if (Array.isArray(recorded) && Array.isArray(current2)) {
    for (let i = 0; i < current2.length; i++) {
      if (i >= recorded.length || !same(recorded[i], current2[i])) return [i, ...i < recorded.length ? firstDifference(recorded[i], current2[i]) : []];
    }
    return current2.length > 0 ? [current2.length - 1] : [];
  }
  if (isObject(recorded) && isObject(current2)) {
    for (const [k, v] of Object.entries(current2)) if (!same(recorded[k], v)) return [k, ...k in recorded ? firstDifference(recorded[k], v) : []];
    return [];
  }
  return [];
}
function lineOfFirstDifference(file, key, recorded, current2) {
  try {
    const parsed = parseYamlWithPositions(readFileSync(file, "utf8"));
    return parsed.ok ? lineOfPath(parsed.source, [key, ...firstDifference(recorded, current2)]) : void 0;
  } catch {
    return void 0;
  }
}

// src/gate/staleness/checks/scenario-fields.ts
function scenarioDriftMessage(fields) {
  return `scenario field(s) ${fields.join(", ")} changed since recording \u2014 the recorded events answer the old scenario; re-record`;
}
async function authoredMapping(path) {
  try {
    const value = (0, import_yaml.parse)(readRegularText(path));
    if (value === null || typeof value !== "object" || Array.isArray(value)) return "it is not a mapping";
    return value;
  } catch (e) {
    return `it could not be read or parsed (${oneLine(e)})`;
  }
}
var scenarioFieldsCheck = {
  id: "scenario",
  question: "Do the scenario's recording-shaping fields still match the recording?",
  async run(ctx) {
    const out = empty();
    const found = await ctx.scenario();
    const { source } = found;
    const loaded = found.status === "loaded" ? found.loaded : void 0;
    if (source.persistedOutside !== void 0) {
      out.notes.push(
        `scenario-drift: scenarioSource "${source.persistedOutside}" resolves outside the cassette's repository \u2014 not read`
      );
    }
    if (!source.path) return out;
    const onDisk = loaded ? loaded.authored : await authoredMapping(source.path);
    if (typeof onDisk === "string") {
      out.notes.push(
        `scenario-drift: the scenario at ${source.path} ${onDisk.startsWith("it ") ? onDisk.slice(3) : onDisk} \u2014 drift not checked`
      );
      return out;
    }
    const fields = driftedFields(ctx.cassette.scenario, onDisk).filter(
      (f) => loaded !== void 0 || f in onDisk
    );
    if (fields.length === 0) return out;
    const message = scenarioDriftMessage(fields);
    if (source.via === "persisted") {
      const first = loaded ? fields.find((f) => loaded.keyLines[f] !== void 0) : void 0;
      const line = loaded && first !== void 0 ? lineOfFirstDifference(
        source.path,
        first,
        ctx.cassette.scenario[first],
        onDisk[first]
      ) ?? loaded.keyLines[first] : void 0;
      out.findings.push({
        class: "scenario",
        message,
        location: { path: source.path, ...line !== void 0 ? { line } : {} }
      });
    } else {
      out.notes.push(
        `scenario-drift: found ${source.path} by scenario name only (the recorded source ${source.persistedMissing ?? "is not recorded"}); ${message}`
      );
    }
    return out;
  }
};

// src/gate/staleness/checks/session-settings.ts
var SESSION_SHAPE_DRIFT = "session-shape fingerprint differs from the current session file (connected folders/plugin/skill/mcp/egress config changed since record) \u2014 re-record";
function changedSettings(recorded, current2, recordedIsParsedJson = false) {
  const before = recordedWithDefaults(recorded, recordedIsParsedJson);
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(current2)])];
  return keys.filter((k) => !canonicallyEqual(before[k] ?? null, current2[k] ?? null));
}
function recordedWithDefaults(recorded, parsedJson) {
  const key = parsedJson ? JSON.stringify(recorded) : void 0;
  const hit = key === void 0 ? void 0 : recordedDefaults.get(key);
  if (hit !== void 0) return hit;
  const parsed = SessionSchema.safeParse(recorded);
  const before = parsed.success ? parsed.data : recorded;
  if (key !== void 0 && recordedDefaults.size < 1e3) recordedDefaults.set(key, before);
  return before;
}
var recordedDefaults = /* @__PURE__ */ new Map();
function unresolvedWhy(failure) {
  switch (failure.kind) {
    case "inline-without-config":
      return "the scenario is inline";
    case "outside-repository":
      return `the session path ${failure.path} resolves outside the cassette's repository (${failure.root}) \u2014 not read`;
    case "unreadable":
      return failure.message;
    case "not-found":
    case "declared-dirs-missing":
    case "skill-dirs-outside-repository":
      return `no session file at ${failure.path}`;
  }
}
var sessionSettingsCheck = {
  id: "session",
  question: "Does the session file still set up what the recording ran in?",
  async run(ctx) {
    const out = empty();
    const { cassette, opts } = ctx;
    const recordedFp = cassette.sessionFingerprint;
    const recordedConfig = cassette.inputs?.session?.config;
    if (recordedFp === void 0 && recordedConfig === void 0) return out;
    if (recordedConfig === void 0 && cassette.scenario.session !== "(inline)") {
      out.unchecked = [
        "session settings the session fingerprint does not cover (uploads, permission mode, model, \u2026): the cassette records no copy of them"
      ];
    }
    const session = await ctx.session();
    const loaded = session.ok ? session.session : loadedDespite(session.failure) ?? unresolvedWhy(session.failure);
    if (typeof loaded === "string") {
      out.notes.push(
        `session-fingerprint: could not resolve the current session file (${loaded}) \u2014 session-shape drift not checked`
      );
      return out;
    }
    const fpDrift = recordedFp !== void 0 && runMemo(`session-fingerprint\0${loaded.path}`, () => sessionFingerprint(loaded.authored)) !== recordedFp;
    const changed = recordedConfig !== void 0 ? changedSettings(recordedConfig, loaded.authored, true) : [];
    if (!fpDrift && changed.length === 0) return out;
    const missing = firstMissingUpload(loaded);
    if (missing !== void 0) {
      out.findings.push({
        class: "session",
        message: `${missingUploadText(missing)} \u2014 re-recording cannot help: the recorder needs the file too`,
        location: { path: loaded.path, ...missing.line !== void 0 ? { line: missing.line } : {} },
        fix: "correct that entry of the session file (its paths are relative to the session's own directory), or add the file"
      });
      return out;
    }
    const scenario = await ctx.scenario();
    if (scenario.source.persistedMissing !== void 0 && opts.sessionOverride === void 0) {
      out.notes.push(
        "session-fingerprint: the session shape differs, but the cassette's recorded scenario source no longer exists (the cassette may have moved), so it is not trusted as drift \u2014 pass --session <file> to check it"
      );
      return out;
    }
    const first = changed.find((k) => loaded.keyLines[k] !== void 0);
    const line = first !== void 0 && recordedConfig !== void 0 ? lineOfFirstDifference(
      loaded.path,
      first,
      recordedConfig[first],
      loaded.authored[first]
    ) ?? loaded.keyLines[first] : changed.map((k) => loaded.keyLines[k]).find((l) => l !== void 0);
    out.findings.push({
      class: "session",
      message: changed.length > 0 ? `session setting(s) ${changed.join(", ")} changed since recording \u2014 the recorded run was set up differently; re-record` : SESSION_SHAPE_DRIFT,
      location: { path: loaded.path, ...line !== void 0 ? { line } : {} }
    });
    return out;
  }
};

// src/gate/staleness/checks/skill-files.ts
import { existsSync } from "node:fs";
import { isAbsolute as isAbsolute3, join as join4 } from "node:path";

// src/gate/staleness/label-provenance.ts
import { join as join3, resolve as resolve4 } from "node:path";
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
      if (entry.file.includes("\0") || !isWithin(resolve4(dir), resolve4(target)) || escapesRoot(dir, target)) continue;
      try {
        text = readRegularText(target);
        break;
      } catch {
      }
    }
    const drift = labelDrift(entry, text);
    if (drift) out.push(drift);
  }
  return out;
}

// src/gate/staleness/skill-check.ts
import { dirname as dirname4, resolve as resolve5 } from "node:path";

// src/gate/staleness/file-sig-diff.ts
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

// src/gate/staleness/skill-drift.ts
function withFiles(finding2, d) {
  if (!d || isEmptyDiff(d)) return finding2;
  return { ...finding2, files: { changed: [...d.changed], added: [...d.added], removed: [...d.removed] } };
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
    const { shared, skill } = partitionDiff(
      diffFileSigs(fp.fileSigs, liveSigs),
      new Set(scope),
      live.agentScope === "skill"
    );
    const sharedSummary = summarizeDiff(shared);
    const skillSummary = summarizeDiff(skill);
    if (sharedSummary) {
      out.push(
        withFiles(
          {
            class: "shared-root",
            message: `shared root changed since record (scope: ${label}) [${sharedSummary}] \u2014 re-record`
          },
          shared
        )
      );
    }
    if (skillSummary)
      out.push(
        withFiles({ class: "skill", message: `${label} changed since record [${skillSummary}] \u2014 re-record` }, skill)
      );
    if (!sharedSummary && !skillSummary) {
      if (sharedMoved)
        out.push({ class: "shared-root", message: `shared root changed since record (scope: ${label}) \u2014 re-record` });
      out.push({ class: "skill", message: `${label} changed since record \u2014 re-record` });
    }
    return out;
  }
  if (sharedMoved) {
    out.push({ class: "shared-root", message: `shared root changed since record (scope: ${label}) \u2014 re-record` });
    out.push({
      class: "skill",
      message: `${label} may also have changed since record (no per-file manifest to isolate) \u2014 re-record`
    });
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
  if (summary)
    out.push(withFiles({ class: "skill", message: `skill files changed since record \u2014 ${summary} \u2014 re-record` }, diff));
  else out.push({ class: "skill", message: "local skill/plugin dir contents changed since record \u2014 re-record" });
  return out;
}
function notGitFindings(fp, live) {
  if (live.digests.skillHash === fp.skillHash) return [];
  const diff = fp.fileSigs && live.digests.fileSigs ? diffFileSigs(fp.fileSigs, live.digests.fileSigs) : void 0;
  if (diff && (diff.changed.length > 0 || diff.removed.length > 0)) {
    const edited = { changed: diff.changed, added: [], removed: diff.removed };
    const extra = diff.added.length > 0 ? `; ${summarizeDiff({ changed: [], added: diff.added, removed: [] })} (not a git repository: these may be untracked files)` : "";
    return [
      withFiles(
        { class: "skill", message: `skill files changed since record \u2014 ${summarizeDiff(edited)}${extra} \u2014 re-record` },
        edited
      )
    ];
  }
  const summary = diff ? summarizeDiff(diff) : null;
  return [
    {
      class: "format",
      message: `not a git repository: fingerprints computed over all files (raw mode); the cassette was recorded over git-tracked files only, and the digests differ${summary ? ` (${summary})` : ""}: untracked files alone can cause that \u2014 verify inside the git checkout, or re-record here`
    }
  ];
}
function skillDriftFindings(fp, live) {
  const recMode = fp.mode ?? "raw";
  if (recMode !== live.mode) {
    if (live.mode === "raw" && live.rawReason === "not-git") return notGitFindings(fp, live);
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

// src/gate/staleness/skill-check.ts
var CANNOT_VERIFY = "cannot verify skill staleness (can't verify \u21D2 not green)";
function unverifiable(override, detail) {
  const where = override === void 0 ? "from the cassette location" : `from the session given with --session (${override})`;
  return { class: "unverifiable-skill", message: `skill dirs not resolvable ${where}${detail} \u2014 ${CANNOT_VERIFY}` };
}
function declaredEntryLine(sessionPath, dir) {
  let parsed;
  try {
    parsed = parseYamlWithPositions(readRegularText(sessionPath));
  } catch {
    return void 0;
  }
  if (!parsed.ok) return void 0;
  const value = parsed.value;
  for (const path of [
    ["skills", "local"],
    ["plugins", "local_plugins"],
    ["plugins", "remote_plugins"],
    ["plugins", "local_marketplaces"]
  ]) {
    const list = value?.[path[0]]?.[path[1]];
    if (!Array.isArray(list)) continue;
    const i = list.findIndex((entry) => typeof entry === "string" && resolve5(dirname4(sessionPath), entry) === dir);
    if (i >= 0) return lineOfPath(parsed.source, [...path, i]);
  }
  return void 0;
}
function recordedFormat(fp) {
  if (fp.hashFormat === void 0) return "legacy";
  if (fp.hashFormat === "jcs1") return "jcs1";
  return { unknown: String(fp.hashFormat) };
}
function unresolvable(override, failure) {
  const finding2 = unverifiable(override, failureDetail(failure, override));
  if (failure.kind === "declared-dirs-missing") {
    const line = declaredEntryLine(failure.path, failure.missing[0]);
    return {
      ...finding2,
      location: { path: failure.path, ...line !== void 0 ? { line } : {} },
      fix: "correct that entry of the session file (its paths are relative to the session's own directory), or restore the missing folder; re-recording cannot help, it needs the folder too"
    };
  }
  if (failure.kind !== "unreadable") return finding2;
  const location = { path: failure.path, ...failure.line !== void 0 ? { line: failure.line } : {} };
  return { ...finding2, location, reason: "invalid-session", detail: failure.detail };
}
async function skillCheck(cassette, fp, override, env, session) {
  const result = { findings: [], notes: [], session };
  if (!session.ok) {
    result.findings.push(unresolvable(override, session.failure));
    return result;
  }
  if (session.missing.length) {
    result.notes.push(
      `skill dirs: ${session.missing.length} declared skill dir(s) do not exist and were not hashed: ${session.missing.join(", ")}`
    );
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
      unverifiable(
        override,
        " \u2014 the session resolved and its dirs exist, but some could not be READ, so the hash was dropped as unreliable"
      )
    );
    return result;
  }
  result.findings.push(
    ...skillDriftFindings(fp, {
      mode: tree.mode,
      ...tree.rawReason ? { rawReason: tree.rawReason } : {},
      ...tree.agentScoped ? { agentScope: "skill" } : {},
      digests
    })
  );
  return result;
}

// src/gate/staleness/checks/skill-files.ts
var isPlainRelative = (rel) => !isAbsolute3(rel) && !rel.includes("\0") && !rel.split(/[\\/]/).includes("..");
function locate(f, dirs) {
  if (!f.files || dirs.length === 0) return f;
  const holder = (rel) => isPlainRelative(rel) ? dirs.find((d) => existsSync(join4(d, rel))) : void 0;
  const abs = (rel) => join4(holder(rel) ?? dirs[0], rel);
  const paths = { changed: f.files.changed.map(abs), added: f.files.added.map(abs), removed: f.files.removed.map(abs) };
  const first = paths.changed[0] ?? paths.added[0];
  return { ...f, paths, ...first !== void 0 ? { location: { path: first } } : {} };
}
var skillFilesCheck = {
  id: "skill-files",
  question: "Are the skill and plugin files the session mounts unchanged since the recording?",
  async run(ctx) {
    const out = { findings: [], notes: [] };
    const fp = ctx.cassette.fingerprint;
    if (!fp) return out;
    let skillDirs;
    if (fp.skillHash) {
      const skill = await skillCheck(ctx.cassette, fp, ctx.opts.sessionOverride, ctx.env, await ctx.session());
      if (skill.session.ok) skillDirs = skill.session.dirs;
      out.findings.push(...skill.findings.map((f) => locate(f, skillDirs ?? [])));
      out.notes.push(...skill.notes);
    }
    const labels = labelProvenanceEntries(fp.labelProvenance);
    if (labels.length) {
      if (skillDirs === void 0) {
        const session = await ctx.session();
        if (session.ok) skillDirs = session.dirs;
      }
      if (skillDirs !== void 0) {
        for (const d of await labelProvenanceDrift(labels, skillDirs))
          out.findings.push({ class: "skill", message: `${d} \u2014 re-record` });
      }
    }
    const roots = fp.skillSources?.length ?? 0;
    if (roots >= 2) {
      out.notes.push(
        `multi-root: cassette records ${roots} skill roots \u2014 skillHash cannot distinguish a file MOVED between roots, and root fold order follows absolute paths \u2014 a rename can read as drift.`
      );
    }
    return out;
  }
};

// src/gate/staleness/checks/staged-files.ts
import { basename, dirname as dirname5, relative as relative2, resolve as resolve6 } from "node:path";
function recordedCandidates(ctx) {
  const files = ctx.cassette.inputs?.files;
  if (files === void 0) return void 0;
  const baseDir = cassetteDir(ctx);
  const list = files.map((f, i) => ({
    path: { field: `inputs.files[${i}].source`, baseDir, named: f.source },
    source: resolve6(baseDir, f.source),
    shown: f.source,
    sha256: f.sha256
  }));
  return { list, namedIn: ctx.cassettePath };
}
async function derivedCandidates(ctx, out) {
  const hashes = ctx.cassette.preRunHashes;
  const session = await ctx.session();
  if (!session.ok) return { list: [], namedIn: ctx.cassettePath };
  const uploads = session.session.resolved.uploads;
  if (uploads.length > 0 && hashes === void 0)
    out.unchecked = [`upload files: the cassette records no pre-run hashes of its ${uploads.length} upload(s)`];
  const baseDir = dirname5(resolve6(session.path));
  const list = uploads.flatMap((source, i) => {
    const sha256 = hashes?.[`uploads/${basename(source)}`];
    if (typeof sha256 !== "string") return [];
    const shown = session.session.authored.uploads[i] ?? source;
    return [
      {
        path: { field: `session uploads[${i}]`, baseDir, named: relative2(baseDir, source), shown },
        source,
        shown,
        sha256
      }
    ];
  });
  return { list, namedIn: session.path };
}
function finding(changed, missing) {
  const all = [...changed, ...missing];
  const names = all.slice(0, 5).map((c) => c.shown).join(", ") + (all.length > 5 ? `, +${all.length - 5} more` : "");
  const what = [changed.length ? `${changed.length} changed` : "", missing.length ? `${missing.length} missing` : ""].filter(Boolean).join(", ");
  return {
    class: "uploads",
    message: `upload/folder file(s) the agent was given changed since recording (${what}): ${names} \u2014 the recorded run read the old content; re-record`,
    files: { changed: changed.map((c) => c.shown), added: [], removed: missing.map((c) => c.shown) },
    paths: { changed: changed.map((c) => c.source), added: [], removed: missing.map((c) => c.source) },
    location: { path: all[0].source }
  };
}
var stagedFilesCheck = {
  id: "uploads",
  question: "Are the files staged into uploads and connected folders the bytes the agent saw?",
  async run(ctx) {
    const out = empty();
    const recorded = recordedCandidates(ctx);
    const candidates = recorded ?? await derivedCandidates(ctx, out);
    const changed = [];
    const missing = [];
    const absent = [];
    const refused = [];
    for (const c of candidates.list) {
      if (c.sha256 === null) continue;
      const now = namedFileVerdict(ctx, c.path);
      if (now.kind === "refused") refused.push({ path: c.path, why: now.why });
      else if (now.kind === "missing") {
        if (recorded) missing.push(c);
        else absent.push(c.shown);
      } else if (now.sha256 !== c.sha256) changed.push(c);
    }
    if (absent.length > 0)
      out.unchecked = [
        `upload files ${absent.join(", ")}: not found, and the cassette records no inputs to tell whether they were removed`
      ];
    if (changed.length + missing.length > 0) out.findings.push(finding(changed, missing));
    if (refused.length > 0) out.findings.push(notReadFinding("uploads", refused, candidates.namedIn));
    return out;
  }
};

// src/gate/staleness/checks/registry.ts
var STALENESS_CHECKS = [
  baselinesCheck,
  skillFilesCheck,
  modelScriptCheck,
  stagedFilesCheck,
  sessionSettingsCheck,
  scenarioFieldsCheck
];

// src/gate/staleness/compute.ts
async function computeStaleness(cassette, cassettePath, opts = {}, only) {
  return runChecks(checkContext(cassette, cassettePath, opts), only);
}
async function runChecks(ctx, only) {
  const report = { findings: [], notes: [], unchecked: [], byCheck: [] };
  for (const check of STALENESS_CHECKS) {
    if (only !== void 0 && !only.includes(check.id)) continue;
    const r = await check.run(ctx);
    report.findings.push(...r.findings);
    report.notes.push(...r.notes);
    report.unchecked.push(...r.unchecked ?? []);
    report.byCheck.push({ id: check.id, findings: r.findings, notes: r.notes });
  }
  return report;
}

export {
  loadScenarioAt,
  findOnDiskScenario,
  checkContext,
  loadBaseline,
  normalizePromptAsset,
  promptAssetsHash,
  AGENT_TOOLS,
  containerBaseline,
  relPosix,
  preRunHashCap,
  driftedFields,
  scenarioFieldsCheck,
  computeStaleness,
  runChecks
};
