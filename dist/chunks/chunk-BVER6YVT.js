#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MAX_TEXT_FILE_BYTES,
  openRegularFile,
  readRegularFile,
  readRegularText
} from "./chunk-A7IXKCTY.js";
import {
  TOOL_VERSION
} from "./chunk-KPSQMKHF.js";
import {
  ignoreGlobMatcher
} from "./chunk-7XRS4REJ.js";
import {
  GitRepoIndex,
  currentFingerprintRun,
  gitAccepts,
  gitSetEnabled
} from "./chunk-2JGKRYKG.js";
import {
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/gate/fingerprint/tree-fingerprint.ts
import { resolve as resolve2 } from "node:path";

// src/gate/fingerprint/file-digest.ts
import { createHash } from "node:crypto";
import { closeSync, lstatSync, readSync } from "node:fs";

// src/gate/fingerprint/jcs.ts
var JcsCanonicalizationError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "JcsCanonicalizationError";
  }
};
var byCodeUnits = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function jcsSerialize(value) {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value))
        throw new JcsCanonicalizationError(`non-finite number ${String(value)} cannot be canonicalized`);
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) return `[${value.map(jcsSerialize).join(",")}]`;
      const record = value;
      const members = Object.keys(record).sort(byCodeUnits).map((key) => `${JSON.stringify(key)}:${jcsSerialize(record[key])}`);
      return `{${members.join(",")}}`;
    }
    default:
      throw new JcsCanonicalizationError(`a ${typeof value} value is not JSON`);
  }
}

// src/gate/fingerprint/manifest-transform.ts
function isManifestPath(rel) {
  return rel.endsWith(".claude-plugin/plugin.json") || rel === "plugin.json";
}
function legacyManifestContent(bytes) {
  try {
    const manifest = JSON.parse(bytes.toString("utf8"));
    delete manifest.version;
    return JSON.stringify(manifest);
  } catch {
    return bytes;
  }
}
function jcs1ManifestContent(bytes) {
  let value;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    return bytes;
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    delete value.version;
  }
  return jcsSerialize(value);
}

// src/gate/fingerprint/file-digest.ts
var CHUNK_BYTES = 256 * 1024;
var sha256Hex = (data) => createHash("sha256").update(data).digest("hex");
function manifestDigests(bytes) {
  return { legacy: sha256Hex(legacyManifestContent(bytes)), jcs1: sha256Hex(jcs1ManifestContent(bytes)) };
}
function streamSha256(abs, buffer, noFollow) {
  const hash = createHash("sha256");
  const fd = openRegularFile(abs, { noFollow });
  try {
    for (; ; ) {
      const bytesRead = readSync(fd, buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}
var sharedBuffer;
function sha256OfFile(abs) {
  try {
    return streamSha256(abs, sharedBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES), false);
  } catch {
    return null;
  }
}
function digestFile(abs, rel) {
  if (isManifestPath(rel)) return manifestDigests(readRegularFile(abs, MAX_TEXT_FILE_BYTES, { noFollow: true }));
  sharedBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES);
  const sha = streamSha256(abs, sharedBuffer, true);
  return { legacy: sha, jcs1: sha };
}
function digestCacheKey(abs, rel) {
  const st = lstatSync(abs, { bigint: true });
  return [abs, isManifestPath(rel) ? "m" : "f", st.size, st.mtimeNs, st.ctimeNs, st.ino].join("\0");
}
function blobCacheKey(blob, rel) {
  return `git:${isManifestPath(rel) ? "m" : "f"}:${blob}`;
}
function digestFiles(requests, opts) {
  return requests.map((req) => {
    const memoKey = `${isManifestPath(req.rel) ? "m" : "f"}\0${req.abs}`;
    let outcome = opts.memo.get(memoKey);
    if (!outcome) {
      outcome = digestOne(req, opts.cache);
      opts.memo.set(memoKey, outcome);
    }
    return outcome;
  });
}
function digestOne(req, cache) {
  try {
    if (!cache) return { ok: true, digests: digestFile(req.abs, req.rel) };
    const key = req.blob !== void 0 ? blobCacheKey(req.blob, req.rel) : digestCacheKey(req.abs, req.rel);
    const hit = cache.get(key);
    if (hit) return { ok: true, digests: hit };
    const digests = digestFile(req.abs, req.rel);
    cache.set(key, digests);
    return { ok: true, digests };
  } catch (e) {
    const what = e instanceof Error && e.name === "JcsCanonicalizationError" ? "cannot canonicalize manifest" : "cannot read file";
    return { ok: false, error: `${what} ${req.abs}: ${oneLine(e)}` };
  }
}

// src/gate/fingerprint/fold.ts
import { createHash as createHash2 } from "node:crypto";

// src/gate/fingerprint/types.ts
var FILE_SIGS_CAP = 2e3;

// src/gate/fingerprint/fold.ts
var byCodeUnits2 = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function foldSkillHash(walk, format) {
  const h = createHash2("sha256");
  for (const e of walk) {
    if (e.kind === "dir") h.update(`D:${e.path}\0`);
    else if (e.kind === "link") h.update(`L:${e.path}\0${e.target}\0`);
    else {
      h.update(`F:${e.path}\0`);
      h.update(e[format]);
    }
  }
  return h.digest("hex");
}
function contentSigAlgo5(walk) {
  if (walk.length === 0) return void 0;
  const rendered = walk.map(
    (e) => e.kind === "dir" ? `D:${e.path}\0` : e.kind === "link" ? `L:${e.path}\0lnk:${e.target}` : `F:${e.path}\0${e.jcs1}`
  );
  rendered.sort();
  return createHash2("sha256").update(rendered.join("\0")).digest("hex");
}
function wireEntries(walk, format) {
  const out = [];
  for (const e of walk) {
    if (e.kind === "file") out.push([e.path, e[format]]);
    else if (e.kind === "link") out.push([e.path, `lnk:${e.target}`]);
  }
  return out.sort((a, b) => byCodeUnits2(a[0], b[0]));
}
function contentSigAlgo4(walk) {
  const wire = wireEntries(walk, "legacy");
  if (wire.length === 0) return void 0;
  const rendered = wire.map(([path, sha]) => sha.startsWith("lnk:") ? `L:${path}\0${sha}` : `F:${path}\0${sha}`);
  return createHash2("sha256").update(rendered.join("\0")).digest("hex");
}
function fileSigsOf(walk, format) {
  const wire = wireEntries(walk, format);
  return wire.length > FILE_SIGS_CAP ? { fileSigsOmitted: true } : { fileSigs: wire };
}

// src/gate/fingerprint/ignore-globs.ts
import { join } from "node:path";
var HASH_IGNORE_FILE = ".cowork-hashignore";
function compileIgnoreGlob(raw) {
  let p = raw.trim();
  if (p === "" || p.startsWith("#")) return null;
  p = p.replace(/\/+$/, "");
  if (p.startsWith("/**/")) p = p.slice(1);
  const leadGlob = p.startsWith("**/");
  if (leadGlob) p = p.slice(3);
  const leadSlash = p.startsWith("/");
  if (leadSlash) p = p.slice(1);
  if (p === "") return null;
  const anchored = (leadSlash || p.includes("/")) && !leadGlob;
  return ignoreGlobMatcher(p, anchored);
}
async function readRootHashIgnore(root) {
  let text;
  try {
    text = readRegularText(join(root, HASH_IGNORE_FILE));
  } catch {
    return [];
  }
  return text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
}
async function ignoreRegexesFor(root, sessionGlobs) {
  const globs = [...await readRootHashIgnore(root), ...sessionGlobs];
  return globs.map(compileIgnoreGlob).filter((m) => m !== null);
}

// src/gate/fingerprint/tree-cache-key.ts
import { createHash as createHash3 } from "node:crypto";
function treeCacheKey(input) {
  return createHash3("sha256").update(JSON.stringify(["tree", 2, TOOL_VERSION, input.agentScoped, input.treeIds, input.ignoreGlobs])).digest("hex");
}

// src/gate/fingerprint/scope.ts
import { readdir, stat } from "node:fs/promises";
import { join as join2 } from "node:path";
async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
async function pluginSkillNames(root) {
  const skillsDir = join2(root, "skills");
  if (!await isDirectory(skillsDir)) return null;
  let names;
  try {
    names = await readdir(skillsDir);
  } catch {
    return /* @__PURE__ */ new Set();
  }
  const dirs = await Promise.all(names.map(async (n) => await isDirectory(join2(skillsDir, n)) ? n : null));
  return new Set(dirs.filter((n) => n !== null));
}
function agentSkillName(parts, isDir) {
  if (parts[0] !== "agents" || parts.length < 2) return null;
  const name = parts[1];
  if (parts.length === 2 && !isDir) return name.replace(/\.[^.]+$/, "");
  return name;
}
function scopedAccept(keep, rootSkills, agentScoped) {
  return (rel, isDir) => {
    const parts = rel.split("/");
    if (parts[0] === "skills") return parts.length === 1 || keep.has(parts[1]);
    if (agentScoped) {
      const agent = agentSkillName(parts, isDir);
      if (agent !== null && rootSkills.has(agent)) return keep.has(agent);
    }
    return true;
  };
}
function sharedOnlyAccept(rootSkills, agentScoped) {
  return (rel, isDir) => {
    const parts = rel.split("/");
    if (parts[0] === "skills") return parts.length === 1;
    if (agentScoped) {
      const agent = agentSkillName(parts, isDir);
      if (agent !== null && rootSkills.has(agent)) return false;
    }
    return true;
  };
}
async function planScope(roots, scopeSkills) {
  if (!scopeSkills || scopeSkills.length === 0) return { rootSkills: roots.map(() => null), keep: null, missed: [] };
  const rootSkills = await Promise.all(roots.map(pluginSkillNames));
  const available = /* @__PURE__ */ new Set();
  for (const names of rootSkills) for (const n of names ?? []) available.add(n);
  const hasPluginRoot = rootSkills.some((s) => s !== null);
  const missed = scopeSkills.filter((n) => !available.has(n));
  if (hasPluginRoot && missed.length === 0) return { rootSkills, keep: new Set(scopeSkills), missed: [] };
  return { rootSkills, keep: null, missed: hasPluginRoot ? missed : [...scopeSkills] };
}

// src/gate/fingerprint/walk.ts
import { readdirSync, readlinkSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
var DIR_DENYLIST = /* @__PURE__ */ new Set([
  ".git",
  "node_modules",
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache"
]);
var OS_JUNK = /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini|\.AppleDouble|__MACOSX)$/;
var byCodeUnits3 = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function walkRoot(root, ordinal, accept, sink) {
  const rootResolved = resolve(root);
  const visit = (dir, rel) => {
    let dirents;
    try {
      dirents = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      sink.readErrors.push(`cannot read directory ${dir}: ${oneLine(e)}`);
      return;
    }
    dirents.sort((a, b) => byCodeUnits3(a.name, b.name));
    for (const d of dirents) {
      const name = d.name;
      const abs = dir.endsWith(sep) ? dir + name : dir + sep + name;
      const path = rel === "" ? name : `${rel}/${name}`;
      if (d.isSymbolicLink()) {
        if (accept && !accept(path, false)) continue;
        let target;
        try {
          target = readlinkSync(abs);
        } catch {
          continue;
        }
        const resolved = resolve(dirname(abs), target);
        if (resolved !== rootResolved && !resolved.startsWith(rootResolved + sep)) {
          sink.warnings.push(`skipping escaping symlink ${abs} -> ${target} (not followed)`);
          continue;
        }
        sink.entries.push({
          kind: "link",
          root: ordinal,
          path,
          target: relative(rootResolved, resolved).split(sep).join("/")
        });
      } else if (d.isDirectory()) {
        if (DIR_DENYLIST.has(name) || OS_JUNK.test(path)) continue;
        if (accept && !accept(path, true)) continue;
        sink.entries.push({ kind: "dir", root: ordinal, path });
        visit(abs, path);
      } else if (d.isFile()) {
        if (name.endsWith(".cassette.json")) continue;
        if (path === HASH_IGNORE_FILE) continue;
        if (OS_JUNK.test(path)) continue;
        if (accept && !accept(path, false)) continue;
        sink.entries.push({ kind: "file", root: ordinal, path, abs });
      }
    }
  };
  visit(rootResolved, "");
}

// src/gate/fingerprint/tree-fingerprint.ts
function combineAccept(scope, ignores, tracked) {
  if (!scope && ignores.length === 0 && !tracked) return void 0;
  return (rel, isDir) => (!scope || scope(rel, isDir)) && !ignores.some((re) => re.test(rel)) && (!tracked || gitAccepts(tracked, rel));
}
function digestWalk(pending, ctx, readErrors, blobOf) {
  const files = pending.filter((e) => e.kind === "file");
  const outcomes = digestFiles(
    files.map((f) => ({ abs: f.abs, rel: f.path, blob: blobOf(f) })),
    { cache: ctx.cache, memo: ctx.memo }
  );
  const byEntry = /* @__PURE__ */ new Map();
  files.forEach((f, i) => byEntry.set(f, outcomes[i]));
  const walk = [];
  for (const e of pending) {
    if (e.kind !== "file") {
      walk.push(e);
      continue;
    }
    const outcome = byEntry.get(e);
    if (!outcome.ok) readErrors.push(outcome.error);
    else
      walk.push({
        kind: "file",
        root: e.root,
        path: e.path,
        legacy: outcome.digests.legacy,
        jcs1: outcome.digests.jcs1
      });
  }
  return walk;
}
function formatDigests(walk, format, complete) {
  const contentSig = format === "jcs1" ? contentSigAlgo5(walk) : contentSigAlgo4(walk);
  return {
    ...complete ? { skillHash: foldSkillHash(walk, format) } : {},
    ...contentSig !== void 0 ? { contentSig } : {},
    ...fileSigsOf(walk, format)
  };
}
async function sharedOnlyDigests(roots, rootSkills, ignores, agentScoped, ctx, tracked = []) {
  const sink = { entries: [], readErrors: [], warnings: [] };
  const rootOf = [];
  for (let i = 0; i < roots.length; i++) {
    const skills = rootSkills[i];
    if (!skills) continue;
    walkRoot(
      roots[i],
      rootOf.length,
      combineAccept(sharedOnlyAccept(skills, agentScoped), ignores[i] ?? [], null),
      sink
    );
    rootOf.push(i);
  }
  if (rootOf.length === 0) return void 0;
  const walk = digestWalk(sink.entries, ctx, [], (f) => tracked[rootOf[f.root]]?.blobs?.get(f.path));
  return { legacy: foldSkillHash(walk, "legacy"), jcs1: foldSkillHash(walk, "jcs1") };
}
function digestContext(opts, run) {
  return { cache: opts.digestCache ?? run?.digestCache, memo: run?.digests ?? /* @__PURE__ */ new Map() };
}
function agentScopeRequested(opt, env) {
  return opt ?? env.COWORK_HARNESS_AGENT_SCOPE === "skill";
}
function computeTreeFingerprint(opts) {
  const run = currentFingerprintRun();
  if (!run) return fingerprintTree(opts, void 0);
  const env = opts.env ?? process.env;
  const key = JSON.stringify([
    opts.dirs.map((d) => resolve2(d)).sort(),
    opts.scopeSkills ?? [],
    opts.hashIgnore ?? [],
    agentScopeRequested(opts.agentScope, env),
    gitSetEnabled(env)
  ]);
  let tree = run.trees.get(key);
  if (!tree) {
    tree = fingerprintTree(opts, run);
    run.trees.set(key, tree);
  }
  return tree;
}
async function fingerprintTree(opts, run) {
  const env = opts.env ?? process.env;
  const roots = opts.dirs.map((d) => resolve2(d)).sort();
  const hashIgnore = opts.hashIgnore ?? [];
  const scopeSkills = opts.scopeSkills ?? [];
  const gitOn = gitSetEnabled(env);
  const ctx = digestContext(opts, run);
  const gitIndex = run?.gitIndex(env) ?? new GitRepoIndex(env);
  const wholeTree = gitOn && roots.length > 0 && scopeSkills.length === 0 && ctx.cache?.getTree !== void 0;
  const cleanTreeIds = wholeTree ? gitIndex.cleanTreeIds(roots) : void 0;
  const plan = await planScope(roots, scopeSkills);
  const scoped = plan.keep !== null;
  const agentScoped = scoped && agentScopeRequested(opts.agentScope, env);
  let treeKey;
  if (cleanTreeIds && ctx.cache?.getTree) {
    const treeIds = await cleanTreeIds;
    if (treeIds) {
      const ignoreGlobs = await Promise.all(roots.map(async (r) => [...hashIgnore, ...await readRootHashIgnore(r)]));
      treeKey = treeCacheKey({ treeIds, ignoreGlobs, agentScoped });
      const cached = ctx.cache.getTree(treeKey);
      if (cached)
        return Object.defineProperties({ roots }, Object.getOwnPropertyDescriptors(cached));
    }
  }
  const tracked = gitOn ? await Promise.all(roots.map((r) => gitIndex.trackedSet(r, ctx.cache !== void 0))) : roots.map(() => null);
  const mode = gitOn && roots.length > 0 && tracked.every((t) => t !== null) ? "git" : "raw";
  const ignores = await Promise.all(roots.map((r) => ignoreRegexesFor(r, hashIgnore)));
  const sink = { entries: [], readErrors: [], warnings: [] };
  if (scopeSkills.length > 0 && !scoped) {
    sink.warnings.push(
      `scenario.skills [${plan.missed.join(", ")}] not found under any plugin root's skills/ \u2014 hashing the whole tree`
    );
  }
  for (let i = 0; i < roots.length; i++) {
    const skills = plan.rootSkills[i];
    const scope = plan.keep && skills ? scopedAccept(plan.keep, skills, agentScoped) : void 0;
    walkRoot(roots[i], i, combineAccept(scope, ignores[i] ?? [], tracked[i] ?? null), sink);
  }
  const walk = digestWalk(sink.entries, ctx, sink.readErrors, (f) => tracked[f.root]?.blobs?.get(f.path));
  const complete = roots.length > 0 && sink.readErrors.length === 0;
  const jcs1 = roots.length > 0 ? formatDigests(walk, "jcs1", complete) : {};
  const legacy = roots.length > 0 ? formatDigests(walk, "legacy", complete) : {};
  if (scopeSkills.length > 0 && roots.length > 0 && plan.rootSkills.every((s) => s !== null)) {
    const shared = await sharedOnlyDigests(roots, plan.rootSkills, ignores, agentScoped, ctx, tracked);
    if (shared) {
      jcs1.sharedHash = shared.jcs1;
      legacy.sharedHash = shared.legacy;
    }
  }
  const tree = {
    mode,
    ...mode === "raw" && roots.length > 0 ? { rawReason: gitOn ? "not-git" : "gitset-off" } : {},
    roots,
    jcs1,
    legacy,
    walk,
    readErrors: sink.readErrors,
    warnings: sink.warnings,
    ...scopeSkills.length > 0 ? { skillScope: [...scopeSkills].sort() } : {},
    scoped,
    ...plan.missed.length > 0 && !scoped ? { missedSkills: plan.missed } : {},
    agentScoped
  };
  if (treeKey !== void 0 && mode === "git" && sink.readErrors.length === 0 && sink.warnings.length === 0) {
    const { roots: _roots, ...cacheable } = tree;
    ctx.cache?.setTree?.(treeKey, cacheable);
  }
  return tree;
}

// src/gate/staleness/session-fingerprint.ts
import { createHash as createHash4 } from "node:crypto";
var folderCollator;
var byFolderLocale = (a, b) => (folderCollator ??= new Intl.Collator("en-US")).compare(a, b);
var sorted = (list) => [...list ?? []].sort();
function agentEnv(env) {
  const out = {};
  if (env?.subagent_model !== void 0) out.CLAUDE_CODE_SUBAGENT_MODEL = env.subagent_model;
  if (env?.tool_search !== void 0) out.ENABLE_TOOL_SEARCH = env.tool_search;
  if (env?.disable_experimental_betas === true) out.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS = "1";
  return out;
}
function sessionShape(s) {
  const folders = (s.folders ?? []).map((f) => ({ from: f.from, mode: f.mode ?? "rw" })).sort((a, b) => byFolderLocale(a.from, b.from));
  const env = agentEnv(s.agent_env);
  return {
    folders,
    plugins: {
      config_dir: s.plugins?.config_dir ?? null,
      marketplaces: sorted(s.plugins?.marketplaces),
      local_marketplaces: sorted(s.plugins?.local_marketplaces),
      enabled: sorted(s.plugins?.enabled),
      local_plugins: sorted(s.plugins?.local_plugins),
      remote_plugins: sorted(s.plugins?.remote_plugins)
    },
    skills: { local: sorted(s.skills?.local) },
    mcp: { config: s.mcp?.config ?? null, enabled: sorted(s.mcp?.enabled) },
    egress: { extra_allow: sorted(s.egress?.extra_allow), unrestricted: s.egress?.unrestricted ?? false },
    web_fetch: { approved_domains: sorted(s.web_fetch?.approved_domains) },
    ...Object.keys(env).length > 0 ? { agent_env: env } : {}
  };
}
function sessionFingerprint(authored) {
  if (authored === null || authored === void 0 || typeof authored !== "object" || Array.isArray(authored))
    return null;
  return createHash4("sha256").update(JSON.stringify(sessionShape(authored)), "utf8").digest("hex");
}

export {
  sha256Hex,
  sha256OfFile,
  computeTreeFingerprint,
  sessionFingerprint
};
