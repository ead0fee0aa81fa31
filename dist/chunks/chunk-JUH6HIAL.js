#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  containerBaselineFinding,
  loadBaseline
} from "./chunk-J5CYBANO.js";
import {
  dispatchSkillScopes,
  foldSkillActivity,
  foldToolDurations
} from "./chunk-CGZME2NM.js";
import {
  firstMissingUpload,
  hashNamedFile,
  loadScenarioFile,
  missingUploadText,
  shownName
} from "./chunk-2HFCXRSU.js";
import {
  RECORDING_SHAPING_FIELDS
} from "./chunk-TJGXX2SJ.js";
import {
  cassetteSessionPath,
  failureDetail,
  fingerprintSessionSkills,
  loadCassetteSession,
  loadedDespite
} from "./chunk-GUYHYWBR.js";
import {
  sessionFingerprint
} from "./chunk-BVER6YVT.js";
import {
  SessionSchema,
  lineOfPath,
  parseYamlWithPositions
} from "./chunk-3LL6WAPB.js";
import {
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  require_dist
} from "./chunk-RJU6G3KC.js";
import {
  GateRecorder,
  buildControlOutIndex,
  canonicalJson,
  canonicallyEqual,
  deserializeDecision,
  questionLabel,
  serializeDecision
} from "./chunk-EEFRBXOR.js";
import {
  parseLine
} from "./chunk-5LE6OEBY.js";
import {
  escapesRepositoryRoot,
  escapesRoot,
  isWithin,
  repositoryRootOf
} from "./chunk-FOXKMYXX.js";
import {
  parseBoundedJson
} from "./chunk-CMR34UZX.js";
import {
  runMemo
} from "./chunk-2JGKRYKG.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";
import {
  __toESM
} from "./chunk-5HX2GR4K.js";

// src/gate/staleness/checks/context.ts
import { dirname as dirname2, resolve } from "node:path";

// src/core/scenario/source.ts
import { existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
function slugForName(name) {
  return name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");
}
function resolveScenarioSource(cassettePath, cassette, root = repositoryRootOf(cassettePath)) {
  const dir = dirname(cassettePath);
  let persistedMissing;
  let persistedOutside;
  const persisted = cassette.scenarioSource;
  if (typeof persisted === "string" && persisted !== "" && !persisted.includes("\0")) {
    const p = isAbsolute(persisted) ? persisted : join(dir, persisted);
    if (escapesRepositoryRoot(root, p)) persistedOutside = persisted;
    else if (isFile(p)) return { path: p, via: "persisted" };
    persistedMissing = persisted;
  }
  const extra = {
    ...persistedMissing ? { persistedMissing } : {},
    ...persistedOutside ? { persistedOutside } : {}
  };
  const name = typeof cassette.scenario.name === "string" ? slugForName(cassette.scenario.name) : "";
  if (name !== "") {
    for (const candidate of [
      `../scenarios/${name}.yaml`,
      `../scenarios/${name}.yml`,
      `./${name}.yaml`,
      `./${name}.yml`
    ]) {
      const p = join(dir, candidate);
      if (!escapesRepositoryRoot(root, p) && existsSync(p) && isFile(p))
        return { path: p, via: "name-lookup", ...extra };
    }
  }
  return { via: "none", ...extra };
}

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
    `repository-root\0${dirname2(resolve(cassettePath))}\0${process.cwd()}`,
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
      const key = `on-disk-scenario\0${dirname2(cassettePath)}\0${JSON.stringify([cassette.scenarioSource, cassette.scenario.name])}\0${repoRoot}`;
      return runMemo(key, async () => deepFreeze(await findOnDiskScenario(cassette, cassettePath, repoRoot)));
    })
  };
}
var empty = () => ({ findings: [], notes: [] });

// src/core/baselines/prompt-assets.ts
import { createHash } from "node:crypto";
import { isAbsolute as isAbsolute2, join as join2 } from "node:path";
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
    if (rel === "" || isAbsolute2(rel) || escapesRoot(loaded.dir, join2(loaded.dir, rel))) return void 0;
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
import { dirname as dirname4, isAbsolute as isAbsolute3, resolve as resolve3 } from "node:path";

// src/core/util/rel-posix.ts
import { relative, sep } from "node:path";
function relPosix(fromDir, target) {
  return relative(fromDir, target).split(sep).join("/");
}

// src/gate/staleness/checks/named-file.ts
import { dirname as dirname3, resolve as resolve2 } from "node:path";

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
var cassetteDir = (ctx) => dirname3(resolve2(ctx.cassettePath));
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
    const cassetteDir2 = dirname4(ctx.cassettePath);
    const recordedPath = resolve3(cassetteDir2, recorded.path);
    const onDisk = await ctx.scenario();
    const script = onDisk.status === "loaded" ? onDisk.loaded.modelScript : void 0;
    const named = script?.path;
    const current = named !== void 0 && onDisk.source.path ? resolve3(dirname4(onDisk.source.path), named) : recordedPath;
    if (isAbsolute3(recorded.path) || current !== recordedPath) {
      const shown = relPosix(cassetteDir2, current);
      out.findings.push({
        class: "model-script",
        message: `the scenario now names model script ${shown}, but the cassette was recorded with ${recorded.path} \u2014 re-record`,
        location: { path: onDisk.source.path ?? current, ...script?.line ? { line: script.line } : {} }
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
        location: { path: current }
      });
    } else if (now.sha256 !== recorded.sha256) {
      out.findings.push({
        class: "model-script",
        message: `model script ${recorded.path} changed since recording \u2014 the recorded model turns no longer match it; re-record`,
        location: { path: current }
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
function firstDifference(recorded, current) {
  if (Array.isArray(recorded) && Array.isArray(current)) {
    for (let i = 0; i < current.length; i++) {
      if (i >= recorded.length || !same(recorded[i], current[i])) return [i, ...i < recorded.length ? firstDifference(recorded[i], current[i]) : []];
    }
    return current.length > 0 ? [current.length - 1] : [];
  }
  if (isObject(recorded) && isObject(current)) {
    for (const [k, v] of Object.entries(current)) if (!same(recorded[k], v)) return [k, ...k in recorded ? firstDifference(recorded[k], v) : []];
    return [];
  }
  return [];
}
function lineOfFirstDifference(file, key, recorded, current) {
  try {
    const parsed = parseYamlWithPositions(readFileSync(file, "utf8"));
    return parsed.ok ? lineOfPath(parsed.source, [key, ...firstDifference(recorded, current)]) : void 0;
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
function changedSettings(recorded, current, recordedIsParsedJson = false) {
  const before = recordedWithDefaults(recorded, recordedIsParsedJson);
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(current)])];
  return keys.filter((k) => !canonicallyEqual(before[k] ?? null, current[k] ?? null));
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
import { existsSync as existsSync2 } from "node:fs";
import { isAbsolute as isAbsolute4, join as join4 } from "node:path";

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
import { dirname as dirname5, resolve as resolve5 } from "node:path";

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
    const i = list.findIndex((entry) => typeof entry === "string" && resolve5(dirname5(sessionPath), entry) === dir);
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
var isPlainRelative = (rel) => !isAbsolute4(rel) && !rel.includes("\0") && !rel.split(/[\\/]/).includes("..");
function locate(f, dirs) {
  if (!f.files || dirs.length === 0) return f;
  const holder = (rel) => isPlainRelative(rel) ? dirs.find((d) => existsSync2(join4(d, rel))) : void 0;
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
import { basename, dirname as dirname6, relative as relative2, resolve as resolve6 } from "node:path";
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
  const baseDir = dirname6(resolve6(session.path));
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

// src/gate/evidence/empty.ts
function emptyRecord() {
  return {
    result: "error",
    transcript: "",
    toolUses: [],
    toolResults: [],
    toolsCalled: [],
    toolCounts: {},
    toolErrors: {},
    redundantToolCalls: [],
    subagentTools: [],
    subagents: [],
    skillsInvoked: [],
    referencesRead: [],
    tasks: [],
    contextEvents: [],
    fileToolAttempts: [],
    presentedFiles: [],
    evidenceErrors: { taskTracking: 0, webSearchParse: 0, presentFilesMalformed: 0 },
    questions: [],
    gateOptions: [],
    gateAnswers: [],
    gateDeliveries: [],
    decisions: [],
    stalledOnQuestion: false,
    models: [],
    thinking: { blocks: 0, redacted: 0 },
    infraErrors: []
  };
}

// src/gate/evidence/file-tool-attempts.ts
var FILE_TOOLS = /* @__PURE__ */ new Set(["Read", "Write", "Edit", "Glob", "Grep", "MultiEdit"]);
var FileToolAttemptsFold = class {
  attempts = [];
  onEvent(ev, scope) {
    if (ev.type !== "tool_use" || !FILE_TOOLS.has(ev.name)) return;
    const paths = {};
    if (typeof ev.input.file_path === "string") paths.file_path = ev.input.file_path;
    if (typeof ev.input.path === "string") paths.path = ev.input.path;
    const attempt = { tool: ev.name, paths, origin: scope.originOf(ev.parentToolUseId) };
    const gatePath = paths.file_path ?? paths.path;
    if (gatePath !== void 0) attempt.gatePath = gatePath;
    if (ev.parentToolUseId !== void 0) attempt.parentToolUseId = ev.parentToolUseId;
    if (ev.toolUseId !== void 0) attempt.toolUseId = ev.toolUseId;
    this.attempts.push(attempt);
  }
  finish(rec) {
    rec.fileToolAttempts = this.attempts;
  }
};

// src/gate/evidence/hooks-and-denials.ts
var PATH_GATE_CALLBACK = "hostloop-path-gate";
var isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
var str = (x) => typeof x === "string" ? x : void 0;
function preferSessionsPath(fields) {
  for (const p of [fields.file_path, fields.path]) if (p !== void 0 && p.startsWith("/sessions/")) return p;
  return fields.file_path ?? fields.path;
}
function pathFields(input) {
  const out = {};
  if (!isObj(input)) return out;
  const fp = str(input.file_path);
  const p = str(input.path);
  if (fp !== void 0) out.file_path = fp;
  if (p !== void 0) out.path = p;
  return out;
}
var HooksAndDenialsFold = class {
  constructor(replies) {
    this.replies = replies;
  }
  replies;
  hookEvents = [];
  denials = [];
  permissionDenied = [];
  onEvent(ev) {
    if (ev.type === "hook_callback") this.onHook(ev);
    else if (ev.type === "decision" && ev.request.kind === "permission" && FILE_TOOLS.has(ev.request.tool)) {
      const reply = this.replies.get(ev.request.id);
      if (reply?.behavior !== "deny") return;
      const path = preferSessionsPath(pathFields(ev.request.input));
      if (path === void 0) return;
      const d = { source: "can_use_tool", tool: ev.request.tool, path };
      if (ev.request.agentId !== void 0) d.agentId = ev.request.agentId;
      if (ev.request.toolUseId !== void 0) d.toolUseId = ev.request.toolUseId;
      this.denials.push(d);
    } else if (ev.type === "system_event" && ev.subtype === "permission_denied") {
      const id = str(ev.data.tool_use_id);
      if (id !== void 0) this.permissionDenied.push({ toolUseId: id, agentId: str(ev.data.agent_id) });
    }
  }
  onHook(ev) {
    const reply = this.replies.get(ev.requestId) ?? {};
    const specific = isObj(reply.hookSpecificOutput) ? reply.hookSpecificOutput : {};
    const blocked = reply.decision === "block" || specific.permissionDecision === "deny";
    const input = isObj(ev.input) ? ev.input : {};
    const fields = pathFields(input.tool_input);
    const hook = {
      decision: blocked ? "block" : "allow",
      paths: [fields.file_path, fields.path].filter((p) => p !== void 0)
    };
    if (ev.callbackId !== void 0) hook.callbackId = ev.callbackId;
    const tool = str(input.tool_name);
    if (tool !== void 0) hook.tool = tool;
    const reason = str(reply.reason) ?? str(specific.permissionDecisionReason);
    if (reason !== void 0) hook.reason = reason;
    const agentId = str(input.agent_id);
    if (agentId !== void 0) hook.agentId = agentId;
    if (ev.toolUseId !== void 0) hook.toolUseId = ev.toolUseId;
    hook.pathFields = fields;
    this.hookEvents.push(hook);
    if (blocked && ev.callbackId === PATH_GATE_CALLBACK) {
      const path = preferSessionsPath(fields);
      if (path === void 0) return;
      const d = { source: "pretooluse", path };
      if (tool !== void 0) d.tool = tool;
      if (agentId !== void 0) d.agentId = agentId;
      if (ev.toolUseId !== void 0) d.toolUseId = ev.toolUseId;
      this.denials.push(d);
    }
  }
  finish(rec) {
    const attempts = /* @__PURE__ */ new Map();
    for (const a of rec.fileToolAttempts)
      if (a.toolUseId !== void 0 && !attempts.has(a.toolUseId)) attempts.set(a.toolUseId, a);
    const denials = [...this.denials];
    for (const pd of this.permissionDenied) {
      const attempt = attempts.get(pd.toolUseId);
      if (!attempt || attempt.gatePath === void 0) continue;
      const d = {
        source: "permission_denied",
        tool: attempt.tool,
        path: attempt.gatePath,
        toolUseId: pd.toolUseId
      };
      if (pd.agentId !== void 0) d.agentId = pd.agentId;
      denials.push(d);
    }
    rec.hookEvents = this.hookEvents;
    rec.pathDenials = denials;
  }
};

// src/gate/evidence/outcome.ts
var TRANSPORT_SIGNATURE = /connection closed|ECONNRESET|socket hang up|fetch failed/i;
var USAGE_LIMIT_SIGNATURE = /usage limit|limit reached|hit your limit/i;
function classifyResultError(ev) {
  const signature = `${ev.subtype ?? ""} ${ev.resultText ?? ""}`;
  if (TRANSPORT_SIGNATURE.test(signature)) return "transport_error";
  if (USAGE_LIMIT_SIGNATURE.test(signature)) return "usage_limit";
  return "result_error";
}
var OutcomeFold = class {
  lastResult;
  metrics;
  init;
  contextEvents = [];
  infraErrors = [];
  onEvent(ev) {
    switch (ev.type) {
      case "result":
        this.lastResult = ev;
        break;
      case "metrics":
        this.metrics = ev.data;
        break;
      case "init":
        this.init = {
          tools: ev.tools,
          mcpServers: ev.mcpServers.filter(
            (s) => s !== null && typeof s === "object"
          ),
          skills: ev.skills,
          cwd: ev.cwd
        };
        break;
      case "system_event":
        this.contextEvents.push({ subtype: ev.subtype, data: ev.data });
        break;
      case "infra_error":
        this.infraErrors.push(
          ev.source === void 0 ? { message: ev.message } : { message: ev.message, source: ev.source }
        );
        break;
      default:
        break;
    }
  }
  finish(rec) {
    if (this.init) rec.init = this.init;
    rec.contextEvents = this.contextEvents;
    rec.infraErrors = this.infraErrors;
    const r = this.lastResult;
    if (this.metrics) rec.cost = { ...rec.cost, raw: this.metrics };
    if (!r) {
      rec.result = "error";
      rec.errorSource = "no_result";
      return;
    }
    rec.result = r.isError ? "error" : "success";
    if (r.isError) rec.resultErrorKind = classifyResultError(r);
    if (r.subtype !== void 0) rec.resultSubtype = r.subtype;
    if (r.resultText !== void 0) rec.finalMessage = r.resultText;
    if (r.usage || r.numTurns !== void 0) {
      const usage = { ...r.usage };
      if (r.numTurns !== void 0) usage.turns = r.numTurns;
      rec.usage = usage;
    }
    if (r.costUsd !== void 0) rec.cost = { ...rec.cost, usd: r.costUsd };
    if (r.modelUsage !== void 0) rec.modelUsage = r.modelUsage;
  }
};

// src/gate/evidence/presented-files.ts
import { posix } from "node:path";
var PRESENT_FILES_TOOL = "mcp__cowork__present_files";
var PresentedFilesFold = class {
  cwd;
  pending = /* @__PURE__ */ new Map();
  presented = [];
  malformed = 0;
  onEvent(ev) {
    if (ev.type === "init") {
      this.cwd = ev.cwd;
    } else if (ev.type === "tool_use" && ev.name === PRESENT_FILES_TOOL) {
      const files = Array.isArray(ev.input.files) ? ev.input.files : [];
      if (!Array.isArray(ev.input.files)) this.malformed++;
      const paths = [];
      for (const f of files) {
        const p = f !== null && typeof f === "object" ? f.file_path : void 0;
        if (typeof p === "string") paths.push(p);
        else this.malformed++;
      }
      if (ev.toolUseId) this.pending.set(ev.toolUseId, paths);
      else this.malformed++;
    } else if (ev.type === "tool_result" && this.pending.has(ev.toolUseId)) {
      const froms = this.pending.get(ev.toolUseId);
      this.pending.delete(ev.toolUseId);
      if (ev.isError) return;
      const tos = ev.textBlocks;
      this.malformed += Math.abs(froms.length - tos.length);
      for (let i = 0; i < Math.min(froms.length, tos.length); i++) this.pair(froms[i], tos[i].trim());
    }
  }
  pair(rawFrom, rawTo) {
    if (this.cwd === void 0 || !posix.isAbsolute(this.cwd) || rawFrom === "" || !posix.isAbsolute(rawTo)) {
      this.malformed++;
      return;
    }
    const root = posix.normalize(this.cwd).replace(/\/+$/, "");
    const from = posix.normalize(posix.isAbsolute(rawFrom) ? rawFrom : posix.join(root, rawFrom));
    const to = posix.normalize(rawTo);
    const scratchpad = from.startsWith(root + "/") && !from.startsWith(root + "/mnt/");
    const promoted = scratchpad && to.startsWith(root + "/mnt/outputs/");
    this.presented.push({ from, to, promoted, leaked: scratchpad && !promoted });
  }
  finish(rec) {
    rec.presentedFiles = this.presented;
    rec.evidenceErrors.presentFilesMalformed += this.malformed + this.pending.size;
  }
};

// src/gate/evidence/redundancy.ts
import { createHash as createHash2 } from "node:crypto";
var RedundancyFold = class {
  groups = /* @__PURE__ */ new Map();
  onEvent(ev, scope) {
    if (ev.type !== "tool_use" || !scope.isMainFlow(ev.parentToolUseId)) return;
    const canon = canonicalJson(ev.input);
    const key = ev.name + ":" + canon;
    const group = this.groups.get(key);
    if (group) group.count++;
    else this.groups.set(key, { name: ev.name, canon, count: 1 });
  }
  finish(rec) {
    const out = [];
    for (const g of this.groups.values()) {
      if (g.count < 2) continue;
      out.push({
        name: g.name,
        argHash: createHash2("sha256").update(g.canon).digest("hex").slice(0, 16),
        count: g.count
      });
    }
    rec.redundantToolCalls = out;
  }
};

// src/gate/evidence/scope.ts
var ScopeTracker = class {
  forkScoped = /* @__PURE__ */ new Set();
  dispatches = /* @__PURE__ */ new Set();
  isMainFlow(parentToolUseId) {
    return !parentToolUseId || this.forkScoped.has(parentToolUseId);
  }
  originOf(parentToolUseId) {
    if (this.isMainFlow(parentToolUseId)) return "main";
    return this.dispatches.has(parentToolUseId) ? "subagent" : "unknown";
  }
  /** A main-flow `Skill` call: whatever runs under it is still the main agent. */
  noteSkillCall(toolUseId) {
    if (toolUseId) this.forkScoped.add(toolUseId);
  }
  noteDispatch(toolUseId, agentType, parentToolUseId) {
    if (agentType === "fork" && this.isMainFlow(parentToolUseId)) this.forkScoped.add(toolUseId);
    else this.dispatches.add(toolUseId);
  }
};

// src/gate/evidence/stall.ts
var StallTracker = class {
  /** non-AskUserQuestion calls since the last AskUserQuestion call (or since the start) */
  callsSinceLastGate = 0;
  onEvent(ev) {
    if (ev.type !== "tool_use") return;
    if (ev.name === "AskUserQuestion") this.callsSinceLastGate = 0;
    else this.callsSinceLastGate++;
  }
  stalled(result, lastTopLevelText) {
    return result === "success" && lastTopLevelText.endsWith("?") && this.callsSinceLastGate === 0;
  }
};

// src/gate/evidence/plugin-references.ts
function pluginReferenceTail(filePath) {
  if (typeof filePath !== "string") return void 0;
  if (!filePath.includes(".local-plugins/") && !filePath.includes(".remote-plugins/")) return void 0;
  const m = /(?:^|\/)((?:references|scripts)\/.+)$/.exec(filePath);
  return m?.[1];
}

// src/gate/evidence/subagents.ts
var SubagentFold = class {
  subagents = [];
  byId = /* @__PURE__ */ new Map();
  toolCounts = /* @__PURE__ */ new Map();
  subagentTools = /* @__PURE__ */ new Set();
  onEvent(ev, scope) {
    if (ev.type === "tool_use") {
      if (!ev.parentToolUseId || scope.isMainFlow(ev.parentToolUseId)) return;
      const dispatch = this.byId.get(ev.parentToolUseId);
      if (!dispatch) return;
      this.subagentTools.add(ev.name);
      const counts = this.toolCounts.get(dispatch.toolUseId);
      counts.set(ev.name, (counts.get(ev.name) ?? 0) + 1);
      if (ev.name === "Read") {
        const tail = pluginReferenceTail(ev.input.file_path);
        if (tail && !dispatch.referencesRead.includes(tail)) dispatch.referencesRead.push(tail);
      }
    } else if (ev.type === "subagent_dispatch") {
      const rec = {
        toolUseId: ev.toolUseId,
        parentToolUseId: ev.parentToolUseId,
        dispatchAgentType: ev.dispatchAgentType,
        dispatchTypeOmitted: ev.typeOmitted,
        declaredTools: ev.declaredTools,
        toolsUsed: [],
        referencesRead: [],
        description: ev.description,
        prompt: ev.prompt,
        dispatchModel: ev.model
      };
      scope.noteDispatch(ev.toolUseId, ev.dispatchAgentType, ev.parentToolUseId);
      this.subagents.push(rec);
      if (!this.byId.has(ev.toolUseId)) {
        this.byId.set(ev.toolUseId, rec);
        this.toolCounts.set(ev.toolUseId, /* @__PURE__ */ new Map());
      }
    } else if (ev.type === "system_event" && ev.subtype === "task_started") {
      const id = ev.data.tool_use_id;
      const type = ev.data.subagent_type;
      const rec = typeof id === "string" ? this.byId.get(id) : void 0;
      if (rec && typeof type === "string") rec.resolvedAgentType = type;
    } else if (ev.type === "subagent_result_meta") {
      const rec = this.byId.get(ev.toolUseId);
      if (!rec) return;
      if (ev.resolvedModel !== void 0) rec.resolvedModel = ev.resolvedModel;
      if (rec.resolvedAgentType === void 0 && ev.agentType !== void 0) rec.resolvedAgentType = ev.agentType;
    }
  }
  finish(rec) {
    rec.subagentTools = [...this.subagentTools];
    rec.subagents = this.subagents;
    if (this.subagents.length === 0) return;
    const resultById = /* @__PURE__ */ new Map();
    for (const r of rec.toolResults) if (!resultById.has(r.toolUseId)) resultById.set(r.toolUseId, r);
    for (const sa of this.subagents) {
      const counts = this.toolCounts.get(sa.toolUseId);
      sa.toolsUsed = counts ? [...counts].map(([name, count]) => ({ name, count })) : [];
      const result = resultById.get(sa.toolUseId);
      if (result) {
        sa.output = result.assertText ?? result.text;
        sa.outputTruncated = result.assertTextTruncated;
      }
    }
  }
};

// src/gate/evidence/tasks.ts
var CREATED = /^Task #(\S+) created successfully/;
var TaskFold = class {
  pending = /* @__PURE__ */ new Map();
  tasks = [];
  byId = /* @__PURE__ */ new Map();
  trackingErrors = 0;
  onEvent(ev, scope) {
    if (ev.type === "tool_use") {
      if (!scope.isMainFlow(ev.parentToolUseId)) return;
      if (ev.name === "TaskCreate") {
        if (ev.toolUseId) this.pending.set(ev.toolUseId, ev.input);
        else this.trackingErrors++;
      } else if (ev.name === "TaskUpdate") {
        const task = this.byId.get(String(ev.input.taskId ?? ""));
        if (task && typeof ev.input.status === "string") task.status = ev.input.status;
      }
    } else if (ev.type === "tool_result") {
      const input = this.pending.get(ev.toolUseId);
      if (!input) return;
      this.pending.delete(ev.toolUseId);
      if (ev.isError) return;
      const m = CREATED.exec(ev.assertText ?? ev.text);
      if (!m) {
        this.trackingErrors++;
        return;
      }
      const task = { id: m[1], subject: String(input.subject ?? ""), status: "pending" };
      if (typeof input.description === "string") task.description = input.description;
      if (typeof input.activeForm === "string") task.activeForm = input.activeForm;
      this.tasks.push(task);
      this.byId.set(task.id, task);
    }
  }
  finish(rec) {
    rec.tasks = this.tasks;
    rec.evidenceErrors.taskTracking += this.trackingErrors + this.pending.size;
  }
};

// src/gate/evidence/tool-flow.ts
var ToolFlowFold = class {
  /** keep each result's assertion text (up to 10,240 chars); without it only the 500-char display text */
  constructor(retainText = true) {
    this.retainText = retainText;
  }
  retainText;
  toolUses = [];
  toolResults = [];
  toolsCalled = /* @__PURE__ */ new Set();
  toolCounts = {};
  skillsInvoked = [];
  referencesRead = /* @__PURE__ */ new Set();
  mainNameById = /* @__PURE__ */ new Map();
  toolErrors = {};
  onEvent(ev, scope) {
    if (ev.type === "tool_use") {
      const mainFlow = scope.isMainFlow(ev.parentToolUseId);
      this.toolUses.push({
        name: ev.name,
        input: ev.input,
        toolUseId: ev.toolUseId,
        parentToolUseId: ev.parentToolUseId,
        mainFlow
      });
      if (!mainFlow) return;
      this.toolsCalled.add(ev.name);
      this.toolCounts[ev.name] = (this.toolCounts[ev.name] ?? 0) + 1;
      if (ev.toolUseId) this.mainNameById.set(ev.toolUseId, ev.name);
      if (ev.name === "Skill") {
        this.skillsInvoked.push(String(ev.input.skill ?? ""));
        scope.noteSkillCall(ev.toolUseId);
      }
      if (ev.name === "Read") {
        const tail = pluginReferenceTail(ev.input.file_path);
        if (tail) this.referencesRead.add(tail);
      }
    } else if (ev.type === "tool_result") {
      this.toolResults.push({
        toolUseId: ev.toolUseId,
        isError: ev.isError,
        text: ev.text,
        ...this.retainText ? { assertText: ev.assertText } : {},
        assertTextTruncated: ev.assertTextTruncated
      });
      const name = this.mainNameById.get(ev.toolUseId);
      if (name !== void 0) {
        const bucket = this.toolErrors[name] ??= { calls: 0, errors: 0 };
        bucket.calls++;
        if (ev.isError) bucket.errors++;
      }
    }
  }
  finish(rec) {
    rec.toolUses = this.toolUses;
    rec.toolResults = this.toolResults;
    rec.toolsCalled = [...this.toolsCalled];
    rec.toolCounts = this.toolCounts;
    rec.toolErrors = this.toolErrors;
    rec.skillsInvoked = this.skillsInvoked;
    rec.referencesRead = [...this.referencesRead];
  }
};

// src/gate/evidence/transcript.ts
var THINKING_KEEP = 50;
var THINKING_TEXT_CAP = 10 * 1024;
var capped = (s, cap) => s.length <= cap ? s : JSON.parse(JSON.stringify(s.slice(0, cap)));
var TranscriptFold = class {
  texts = [];
  models = [];
  thinking = [];
  thinkingBlocks = 0;
  thinkingElided = 0;
  redactedBlocks = 0;
  /** The last top-level assistant text, trimmed ("" when none). */
  lastText() {
    return this.texts.length > 0 ? this.texts[this.texts.length - 1].trim() : "";
  }
  noteModel(model) {
    if (model && !this.models.includes(model)) this.models.push(model);
  }
  onEvent(ev) {
    if (ev.type === "assistant_text") {
      this.noteModel(ev.model);
      if (!ev.parentToolUseId) this.texts.push(ev.text);
    } else if (ev.type === "tool_use") {
      this.noteModel(ev.model);
    } else if (ev.type === "thinking") {
      this.noteModel(ev.model);
      this.thinkingBlocks++;
      if (ev.redacted) this.redactedBlocks++;
      this.thinking.push({ text: capped(ev.text, THINKING_TEXT_CAP), redacted: ev.redacted });
      if (this.thinking.length > THINKING_KEEP) {
        this.thinking.shift();
        this.thinkingElided++;
      }
    }
  }
  finish(rec) {
    rec.transcript = this.texts.join("\n");
    rec.models = this.models;
    rec.thinking = { blocks: this.thinkingBlocks, redacted: this.redactedBlocks };
    rec.thinkingBlocks = [...this.thinking];
    rec.thinkingElided = this.thinkingElided;
  }
};

// src/gate/evidence/web-searches.ts
function parseSearchLinks(text) {
  const at = text.indexOf("Links:");
  if (at < 0) return void 0;
  const start = text.indexOf("[", at);
  if (start < 0) return void 0;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") {
      depth--;
      if (depth === 0) {
        try {
          const parsed = JSON.parse(text.slice(start, i + 1));
          return Array.isArray(parsed) ? parsed : void 0;
        } catch {
          return void 0;
        }
      }
    }
  }
  return void 0;
}
var WebSearchFold = class {
  queries = /* @__PURE__ */ new Map();
  searches = [];
  parseErrors = 0;
  onEvent(ev) {
    if (ev.type === "tool_use" && ev.name === "WebSearch" && ev.toolUseId) {
      this.queries.set(ev.toolUseId, typeof ev.input.query === "string" ? ev.input.query : void 0);
    } else if (ev.type === "tool_result" && this.queries.has(ev.toolUseId)) {
      const query = this.queries.get(ev.toolUseId);
      this.queries.delete(ev.toolUseId);
      if (ev.isError) return;
      const links = parseSearchLinks(ev.assertText ?? ev.text);
      if (links === void 0) this.parseErrors++;
      else this.searches.push(query === void 0 ? { links } : { query, links });
    }
  }
  finish(rec) {
    if (this.searches.length > 0) rec.webSearches = this.searches;
    rec.evidenceErrors.webSearchParse += this.parseErrors;
  }
};

// src/gate/evidence/derive.ts
var EvidenceBuilder = class {
  gates = new GateRecorder();
  scope = new ScopeTracker();
  transcript = new TranscriptFold();
  outcome = new OutcomeFold();
  stall = new StallTracker();
  hooks;
  /** in finish order: tool flow first (tool results feed the later folds), file attempts before hooks */
  folds;
  constructor(opts = {}) {
    this.hooks = opts.hookReplies ? new HooksAndDenialsFold(opts.hookReplies) : void 0;
    this.folds = [
      new ToolFlowFold(opts.retainToolResultText ?? true),
      new SubagentFold(),
      new RedundancyFold(),
      new TaskFold(),
      new WebSearchFold(),
      new PresentedFilesFold(),
      new FileToolAttemptsFold(),
      this.transcript,
      this.outcome
    ];
  }
  /** One event the run saw (decision events are answered by the caller, not folded here). */
  push(ev) {
    if (ev.type === "decision") return;
    for (const f of this.folds) f.onEvent(ev, this.scope);
    this.stall.onEvent(ev);
  }
  /** One event of the whole recorded stream, for the hook/path-denial reconstruction. */
  pushHookEvidence(ev) {
    this.hooks?.onEvent(ev);
  }
  finish() {
    const rec = emptyRecord();
    for (const f of this.folds) f.finish(rec);
    this.gates.finish(rec);
    rec.stalledOnQuestion = this.stall.stalled(rec.result, this.transcript.lastText());
    this.hooks?.finish(rec);
    return rec;
  }
  /** The hook evidence alone, onto a record the run did not produce (a truncated drive). */
  finishHooksOnto(rec) {
    this.hooks?.finish(rec);
  }
};

// src/core/protocol/replay-responder.ts
var ReplayResponder = class {
  constructor(recorded) {
    this.recorded = recorded;
  }
  recorded;
  mismatches = [];
  missing = [];
  missingSet = /* @__PURE__ */ new Set();
  decide(req) {
    const body = this.recorded.get(req.id);
    return body === void 0 ? void 0 : deserializeDecision(req, body);
  }
  respond(req, response) {
    const recordedBody = this.recorded.get(req.id);
    if (recordedBody === void 0) {
      if (!this.missingSet.has(req.id)) {
        this.missingSet.add(req.id);
        this.missing.push(req.id);
      }
      return;
    }
    const actual = serializeDecision(req, response).response.response;
    if (!canonicallyEqual(actual, recordedBody))
      this.mismatches.push({ id: req.id, expected: canonicalJson(recordedBody), actual: canonicalJson(actual) });
  }
};
function denyLike(req) {
  switch (req.kind) {
    case "permission":
      return { kind: "permission", behavior: "deny", message: "denied" };
    case "dialog":
      return { kind: "dialog", behavior: "cancelled" };
    case "elicit":
      return { kind: "elicit", action: "decline" };
  }
}

// src/gate/replay/drive.ts
var UnansweredQuestion = class extends Error {
};
function driveReplay(cassette, opts = {}) {
  if (cassette === null || typeof cassette !== "object" || !Array.isArray(cassette.events)) {
    throw new HarnessError("invalid cassette: `events` must be an array of JSON lines");
  }
  if (cassette.controlOut !== void 0 && cassette.controlOut !== null && !Array.isArray(cassette.controlOut)) {
    throw new HarnessError("invalid cassette: `controlOut` must be an array of JSON lines");
  }
  const controlOut = cassette.controlOut ?? [];
  const hasControlOut = controlOut.length > 0;
  const warnings = [];
  const index = buildControlOutIndex(controlOut);
  for (const d of index.differingDuplicateLines)
    warnings.push(
      `control-out.jsonl line ${d.line}: duplicate request_id "${d.id}" with DIFFERENT body \u2014 keeping first entry; cassette may be corrupt`
    );
  for (const i of index.malformedLines)
    warnings.push(`control-out.jsonl line ${i} is not valid JSON \u2014 recording as cassette corruption`);
  if (!hasControlOut)
    warnings.push(
      "cassette has no controlOut (pre-full-fidelity) \u2014 question/gate assertions are NOT checked; re-record to enable them"
    );
  const responder = new ReplayResponder(index.bodies);
  const builder = new EvidenceBuilder({
    hookReplies: hasControlOut ? index.bodies : void 0,
    retainToolResultText: opts.retainToolResultText ?? true
  });
  const malformedEventLines = [];
  const malformedFrames = [];
  let truncated;
  const answer = (req) => {
    const gates = builder.gates;
    if (req.kind === "question") {
      gates.asked(req);
      if (req.questions.length === 0)
        throw new UnansweredQuestion(
          "AskUserQuestion gate has an empty `questions` array \u2014 there is nothing to answer"
        );
      if (req.questions.some((q) => !q.question))
        throw new UnansweredQuestion(
          "AskUserQuestion gate has a question with no `question` text (header-only) \u2014 the in-VM handler indexes answers by `question`, so it cannot be delivered"
        );
    }
    const response = responder.decide(req);
    if (response === void 0) {
      if (req.kind === "question") {
        const first = req.questions[0] ? questionLabel(req.questions[0]) : "";
        throw new UnansweredQuestion(
          `no decider answered the question "${first}" (terminal returned ABSTAIN \u2014 never silently default to option 1)`
        );
      }
      responder.respond(req, denyLike(req));
      gates.abstained(req);
      return;
    }
    responder.respond(req, response);
    if (req.kind === "question" && response.kind === "question")
      gates.answered(req, response.answers, "replay", "recorded");
    else if (req.kind === "permission" && response.kind === "permission")
      gates.permission(req, response.behavior, "replay", "recorded");
    else if (req.kind === "dialog" && response.kind === "dialog")
      gates.other(req, response.behavior, "replay", "recorded");
    else if (req.kind === "elicit" && response.kind === "elicit")
      gates.other(req, response.action, "replay", "recorded");
  };
  const events = cassette.events;
  for (let i = 0; i < events.length; i++) {
    const line = events[i];
    if (typeof line === "string" && line.trim() === "") continue;
    let msg;
    try {
      if (typeof line !== "string") throw new Error("not a string");
      msg = parseBoundedJson(line);
    } catch {
      if (truncated === void 0) {
        malformedEventLines.push(i);
        warnings.push(`cassette events line ${i} is not valid JSON \u2014 recording as replay_protocol_error`);
      }
      continue;
    }
    let parsed;
    try {
      parsed = parseLine(msg);
    } catch (e) {
      if (truncated === void 0) {
        const message = oneLine(e);
        malformedFrames.push({ line: i, message });
        warnings.push(
          `cassette events line ${i} is a malformed control frame \u2014 recording as replay_protocol_fidelity failure: ${message}`
        );
      }
      continue;
    }
    for (const ev of parsed) {
      builder.pushHookEvidence(ev);
      if (truncated !== void 0) continue;
      if (ev.type === "decision") {
        if (!hasControlOut) continue;
        try {
          answer(ev.request);
        } catch (e) {
          if (!(e instanceof UnansweredQuestion)) throw e;
          truncated = `truncated cassette: ${e.message}`;
        }
      } else if (ev.type === "protocol_evidence_error") {
        warnings.push(`cassette events line ${i}: ${ev.message} \u2014 ignored as evidence`);
      } else builder.push(ev);
    }
  }
  let record;
  if (truncated === void 0) record = builder.finish();
  else {
    record = emptyRecord();
    builder.finishHooksOnto(record);
  }
  if (!hasControlOut) {
    delete record.hookEvents;
    delete record.pathDenials;
  }
  applyTimeline(record, cassette.timeline);
  const protocolFailures = [
    ...index.differingDuplicates.map(
      (id) => `control-out.jsonl has duplicate request_id "${id}" with differing bodies \u2014 cassette is corrupt; re-record`
    ),
    ...index.malformedLines.map(
      (i) => `control-out.jsonl line ${i} is not valid JSON \u2014 cassette is corrupt; re-record`
    ),
    ...malformedEventLines.map(
      (i) => `cassette events line ${i} is not valid JSON \u2014 replay_protocol_error (malformed line may conceal a failed assertion)`
    ),
    ...malformedFrames.map((f) => `cassette events line ${f.line} is a malformed control frame \u2014 ${f.message}`),
    ...responder.mismatches.map(
      (m) => `serializeDecision output for ${m.id} != recorded envelope: expected ${m.expected} got ${m.actual}`
    ),
    ...responder.missing.map(
      (id) => `decision ${id} present in events.jsonl has no matching control_response in control-out.jsonl \u2014 cassette is truncated; re-record`
    ),
    ...truncated !== void 0 ? [truncated] : []
  ];
  const result = { record, hasControlOut, protocolFailures, warnings };
  if (truncated !== void 0) result.truncatedQuestion = truncated;
  return result;
}
function applyTimeline(record, timeline) {
  if (!Array.isArray(timeline)) return;
  const entries = timeline.filter(
    (e) => e !== null && typeof e === "object" && typeof e.seq === "number" && typeof e.ts === "number"
  );
  record.skillActivity = foldSkillActivity(entries);
  record.toolDurations = foldToolDurations(entries);
  const scopes = dispatchSkillScopes(entries);
  for (const sa of record.subagents) {
    const scope = scopes.get(sa.toolUseId);
    if (scope !== void 0) sa.attributedSkillId = scope;
  }
}

export {
  slugForName,
  resolveScenarioSource,
  loadScenarioAt,
  findOnDiskScenario,
  checkContext,
  normalizePromptAsset,
  promptAssetsHash,
  relPosix,
  preRunHashCap,
  driftedFields,
  scenarioFieldsCheck,
  computeStaleness,
  runChecks,
  driveReplay
};
