#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  resolveAgentBinary
} from "./chunk-W6BAPU3A.js";
import {
  acquireAgentImage,
  setAgentImageAcquirer
} from "./chunk-6NVNSL5Q.js";
import {
  isFeatureAvailable,
  logInfo,
  rawInput,
  restoreCache,
  saveCache
} from "./chunk-WYHZHSM5.js";
import {
  notice,
  setSecret
} from "./chunk-IK6LMVQB.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/action/agent-setup.ts
import { mkdirSync } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join2 } from "node:path";

// src/action/agent-install.ts
import { execFile } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

// agent/package.json
var package_default = {
  name: "cowork-harness-agent",
  private: true,
  description: "The agent that record, rerecord and the tests run: @anthropic-ai/claude-code, pinned here and not in the root manifest because it declares Node >= 22 (see README.md here). Installed by scripts/install-agent.mjs.",
  license: "UNLICENSED",
  allowScripts: {
    "@anthropic-ai/claude-code": true
  },
  dependencies: {
    "@anthropic-ai/claude-code": "2.1.332"
  }
};

// src/action/agent-install.ts
var AGENT_PACKAGE = "@anthropic-ai/claude-code";
var PINNED_AGENT_VERSION = package_default.dependencies[AGENT_PACKAGE];
function existingAgent(env) {
  try {
    return resolveAgentBinary(void 0, env);
  } catch {
    return void 0;
  }
}
function agentCacheKey(version = PINNED_AGENT_VERSION) {
  return `cowork-harness-agent-${version}-${process.platform}-${process.arch}`;
}
function containerActionTemp(env) {
  return env.GITHUB_ACTIONS === "true" && env.GITHUB_WORKSPACE === "/github/workspace" && env.RUNNER_TEMP ? env.RUNNER_TEMP : void 0;
}
function agentToolDir(env, version = PINNED_AGENT_VERSION) {
  const base = containerActionTemp(env) || env.RUNNER_TOOL_CACHE || env.RUNNER_TEMP || tmpdir();
  return join(base, "cowork-harness", `claude-code-${version}`);
}
function binaryInPrefix(prefix) {
  try {
    const dir = join(prefix, "node_modules", ...AGENT_PACKAGE.split("/"));
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const rel = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.["claude"];
    if (!rel || manifest.version !== PINNED_AGENT_VERSION) return void 0;
    const bin = join(dir, rel);
    accessSync(bin, constants.X_OK);
    return bin;
  } catch {
    return void 0;
  }
}
var run = promisify(execFile);
async function npmInstallReal(prefix, spec, env) {
  await run("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix, spec], {
    env,
    maxBuffer: 16 * 1024 * 1024
  });
}
function npmEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) {
    if (/^INPUT_/i.test(k) || /^(ANTHROPIC_|GITHUB_TOKEN$|GH_TOKEN$|ACTIONS_RUNTIME_TOKEN$)/i.test(k)) continue;
    out[k] = v;
  }
  return out;
}
async function ensureAgentBinary(opts) {
  const existing = (opts.resolveExisting ?? (() => existingAgent(opts.env)))();
  if (existing) return existing;
  const prefix = agentToolDir(opts.env);
  const key = agentCacheKey();
  if (opts.cache) {
    try {
      if (await opts.cache.restore(prefix, key))
        opts.log(`agent ${AGENT_PACKAGE}@${PINNED_AGENT_VERSION} restored from the cache`);
    } catch (e) {
      opts.log(`notice: agent cache restore failed (${oneLine(e)}) \u2014 installing instead`);
    }
  }
  const cached = binaryInPrefix(prefix);
  if (cached) return cached;
  const spec = `${AGENT_PACKAGE}@${PINNED_AGENT_VERSION}`;
  opts.log(`installing ${spec} into ${prefix}`);
  try {
    await (opts.npmInstall ?? npmInstallReal)(prefix, spec, npmEnv(opts.env));
  } catch (e) {
    if (e.code === "ENOENT")
      throw new HarnessError(
        `cannot install the agent ${spec}: npm is not installed here (the Action image and Node.js's own images carry it) \u2014 install npm, or set COWORK_AGENT_BINARY to an installed agent`
      );
    throw new HarnessError(`cannot install the agent ${spec} with npm: ${oneLine(e)}`);
  }
  const installed = binaryInPrefix(prefix);
  if (!installed)
    throw new HarnessError(`installed ${spec} into ${prefix}, but its claude binary is missing or not executable`);
  if (opts.cache) {
    try {
      await opts.cache.save(prefix, key);
    } catch (e) {
      opts.log(`notice: agent cache save failed (${oneLine(e)})`);
    }
  }
  return installed;
}

// src/action/agent-setup.ts
var actionsAgentCache = {
  restore: async (dir, key) => isFeatureAvailable() && await restoreCache([dir], key) === key,
  save: async (dir, key) => {
    if (isFeatureAvailable()) await saveCache([dir], key);
  }
};
function withoutAgentKey(env) {
  const out = {};
  for (const [k, v] of Object.entries(env))
    if (k !== "ANTHROPIC_API_KEY" && k.toUpperCase() !== "INPUT_ANTHROPIC-API-KEY") out[k] = v;
  return out;
}
function agentEnvironments(env, inputKey) {
  const baseEnv = withoutAgentKey(env);
  const key = inputKey ?? (env.ANTHROPIC_API_KEY || void 0);
  if (key) setSecret(key);
  return { baseEnv, recordEnv: { ...baseEnv, ...key ? { ANTHROPIC_API_KEY: key } : {} } };
}
function stageUnderRunnerTemp(env = process.env) {
  const temp = containerActionTemp(env);
  if (!temp) return void 0;
  const dir = join2(temp, "cowork-harness-tmp");
  mkdirSync(dir, { recursive: true });
  process.env.TMPDIR = dir;
  return dir;
}
var actionsImageCache = actionsAgentCache;
function obtainAgentImageOnRunner(env, useCache) {
  const dir = join2(containerActionTemp(env) || env.RUNNER_TEMP || tmpdir2(), "cowork-harness", "agent-image");
  setAgentImageAcquirer((rt) => {
    logInfo(`cowork-harness: obtaining the agent image for the container tier (${rt.version})`);
    return acquireAgentImage(rt, {
      env,
      log: (l) => l.startsWith("notice: ") ? notice(l.slice(8)) : logInfo(l),
      build: true,
      given: rawInput(env, "agent-image"),
      pin: env.COWORK_AGENT_IMAGE_PIN,
      base: rawInput(env, "agent-base-image"),
      ...useCache ? { cache: { cache: actionsImageCache, dir, agentVersion: PINNED_AGENT_VERSION } } : {}
    });
  });
}
function agentBinaryForRunner(baseEnv, useCache) {
  stageUnderRunnerTemp(baseEnv);
  obtainAgentImageOnRunner(baseEnv, useCache);
  return ensureAgentBinary({
    env: baseEnv,
    ...useCache ? { cache: actionsAgentCache } : {},
    log: (l) => l.startsWith("notice: ") ? notice(l.slice(8)) : logInfo(l)
  });
}

export {
  actionsAgentCache,
  withoutAgentKey,
  agentEnvironments,
  stageUnderRunnerTemp,
  actionsImageCache,
  obtainAgentImageOnRunner,
  agentBinaryForRunner
};
