/**
 * What a live run needs on the runner, shared by `command: record` and `command: rerecord`:
 * the pinned agent binary (installed on demand, cached with @actions/cache) and an
 * environment where the Anthropic key reaches the agent's run and nothing else.
 */
import * as cache from "@actions/cache";
import * as core from "@actions/core";
import { logInfo } from "./log.js";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acquireAgentImage, setAgentImageAcquirer, type ImageCache } from "../live/container/agent-image.js";
import { containerActionTemp, ensureAgentBinary, PINNED_AGENT_VERSION, type AgentCache } from "./agent-install.js";
import { rawInput } from "./inputs.js";

export const actionsAgentCache: AgentCache = {
  restore: async (dir, key) => cache.isFeatureAvailable() && (await cache.restoreCache([dir], key)) === key,
  save: async (dir, key) => {
    if (cache.isFeatureAvailable()) await cache.saveCache([dir], key);
  },
};

/** Every variable except the agent's key and the inputs carrying it. */
export function withoutAgentKey(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env))
    if (k !== "ANTHROPIC_API_KEY" && k.toUpperCase() !== "INPUT_ANTHROPIC-API-KEY") out[k] = v;
  return out;
}

export interface AgentSetup {
  /** the environment without the key: for everything but the agent's run */
  baseEnv: NodeJS.ProcessEnv;
  /** the environment of the record run: the key (the input wins over a step env) added back */
  recordEnv: NodeJS.ProcessEnv;
}

export function agentEnvironments(env: NodeJS.ProcessEnv, inputKey: string | undefined): AgentSetup {
  const baseEnv = withoutAgentKey(env);
  const key = inputKey ?? (env.ANTHROPIC_API_KEY || undefined);
  if (key) core.setSecret(key);
  return { baseEnv, recordEnv: { ...baseEnv, ...(key ? { ANTHROPIC_API_KEY: key } : {}) } };
}

/**
 * In a container action, temp files (the staged session of a recording) go under RUNNER_TEMP: the
 * container tier's agent runs in a sibling container, which can bind-mount only what the host
 * mounted into ours (src/live/container/sibling.ts), and the container's own /tmp is not.
 */
export function stageUnderRunnerTemp(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const temp = containerActionTemp(env);
  if (!temp) return undefined;
  const dir = join(temp, "cowork-harness-tmp");
  mkdirSync(dir, { recursive: true });
  process.env.TMPDIR = dir;
  return dir;
}

export const actionsImageCache: ImageCache = actionsAgentCache;

/**
 * How the Action's first container-tier run obtains the agent image (src/live/container/agent-image.ts):
 * the `agent-image` input; else the released image pinned by digest in action.yml
 * (COWORK_AGENT_IMAGE_PIN), pulled; else built from the Dockerfile.agent the Action image carries
 * (on `agent-base-image` when given), kept in the Actions cache when `useCache`.
 */
export function obtainAgentImageOnRunner(env: NodeJS.ProcessEnv, useCache: boolean): void {
  const dir = join(containerActionTemp(env) || env.RUNNER_TEMP || tmpdir(), "cowork-harness", "agent-image");
  setAgentImageAcquirer((rt) => {
    logInfo(`cowork-harness: obtaining the agent image for the container tier (${rt.version})`);
    return acquireAgentImage(rt, {
      env,
      log: (l) => (l.startsWith("notice: ") ? core.notice(l.slice(8)) : logInfo(l)),
      build: true,
      given: rawInput(env, "agent-image"),
      pin: env.COWORK_AGENT_IMAGE_PIN,
      base: rawInput(env, "agent-base-image"),
      ...(useCache ? { cache: { cache: actionsImageCache, dir, agentVersion: PINNED_AGENT_VERSION } } : {}),
    });
  });
}

/** The pinned agent binary, installed (and cached when `useCache`) if it is not already resolvable; the agent image's source registered. */
export function agentBinaryForRunner(baseEnv: NodeJS.ProcessEnv, useCache: boolean): Promise<string> {
  stageUnderRunnerTemp(baseEnv);
  obtainAgentImageOnRunner(baseEnv, useCache);
  return ensureAgentBinary({
    env: baseEnv,
    ...(useCache ? { cache: actionsAgentCache } : {}),
    log: (l) => (l.startsWith("notice: ") ? core.notice(l.slice(8)) : logInfo(l)),
  });
}
