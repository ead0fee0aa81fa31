/**
 * The agent binary on a runner for `command: rerecord`. The Action image carries no agent, so the
 * pinned @anthropic-ai/claude-code (the version in agent/package.json) is installed on demand with
 * `npm install --no-save --prefix <tool dir>` and that dir is kept in the Actions cache. An agent
 * that already resolves (COWORK_AGENT_BINARY, or the package beside the bundle) is used as is.
 * A cache outage is a notice, never a failure.
 */
import { execFile } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import agentPkg from "../../agent/package.json" with { type: "json" };
import { resolveAgentBinary } from "../live/agent/binary.js";
import { HarnessError, oneLine } from "../core/util/errors.js";

export const AGENT_PACKAGE = "@anthropic-ai/claude-code";
/** The agent's own manifest pins it (not the root one: it declares Node >= 22, we support 20; agent/README.md). */
export const PINNED_AGENT_VERSION: string = (agentPkg.dependencies as Record<string, string>)[AGENT_PACKAGE]!;

export interface AgentCache {
  /** true when restored */
  restore(dir: string, key: string): Promise<boolean>;
  save(dir: string, key: string): Promise<void>;
}

export interface EnsureAgentOptions {
  env: NodeJS.ProcessEnv;
  /** use the Actions cache for the install dir */
  cache?: AgentCache;
  log: (line: string) => void;
  /** runs npm; tests replace it */
  npmInstall?: (prefix: string, spec: string, env: NodeJS.ProcessEnv) => Promise<void>;
  /** an agent that already resolves (default: COWORK_AGENT_BINARY or the package beside the bundle); tests replace it */
  resolveExisting?: () => string | undefined;
}

function existingAgent(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return resolveAgentBinary(undefined, env);
  } catch {
    return undefined;
  }
}

export function agentCacheKey(version: string = PINNED_AGENT_VERSION): string {
  return `cowork-harness-agent-${version}-${process.platform}-${process.arch}`;
}

/**
 * RUNNER_TEMP when we run as a container action (GitHub mounts it from the host, at
 * /github/runner_temp): the container tier's sibling containers can bind-mount only host paths, and
 * the runner's tool cache is not mounted into a container action.
 */
export function containerActionTemp(env: NodeJS.ProcessEnv): string | undefined {
  return env.GITHUB_ACTIONS === "true" && env.GITHUB_WORKSPACE === "/github/workspace" && env.RUNNER_TEMP
    ? env.RUNNER_TEMP
    : undefined;
}

export function agentToolDir(env: NodeJS.ProcessEnv, version: string = PINNED_AGENT_VERSION): string {
  const base = containerActionTemp(env) || env.RUNNER_TOOL_CACHE || env.RUNNER_TEMP || tmpdir();
  return join(base, "cowork-harness", `claude-code-${version}`);
}

/** The agent binary inside an install prefix, or undefined when it is not (fully) there. */
export function binaryInPrefix(prefix: string): string | undefined {
  try {
    const dir = join(prefix, "node_modules", ...AGENT_PACKAGE.split("/"));
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      version?: string;
      bin?: string | Record<string, string>;
    };
    const rel = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.["claude"];
    if (!rel || manifest.version !== PINNED_AGENT_VERSION) return undefined;
    const bin = join(dir, rel);
    accessSync(bin, constants.X_OK);
    return bin;
  } catch {
    return undefined;
  }
}

const run = promisify(execFile);

async function npmInstallReal(prefix: string, spec: string, env: NodeJS.ProcessEnv): Promise<void> {
  await run("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix, spec], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** npm's environment: the caller's, without credentials it has no use for. */
function npmEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) {
    if (/^INPUT_/i.test(k) || /^(ANTHROPIC_|GITHUB_TOKEN$|GH_TOKEN$|ACTIONS_RUNTIME_TOKEN$)/i.test(k)) continue;
    out[k] = v;
  }
  return out;
}

export async function ensureAgentBinary(opts: EnsureAgentOptions): Promise<string> {
  const existing = (opts.resolveExisting ?? (() => existingAgent(opts.env)))();
  if (existing) return existing;
  const prefix = agentToolDir(opts.env);
  const key = agentCacheKey();
  if (opts.cache) {
    try {
      if (await opts.cache.restore(prefix, key))
        opts.log(`agent ${AGENT_PACKAGE}@${PINNED_AGENT_VERSION} restored from the cache`);
    } catch (e) {
      opts.log(`notice: agent cache restore failed (${oneLine(e)}) — installing instead`);
    }
  }
  const cached = binaryInPrefix(prefix);
  if (cached) return cached;

  const spec = `${AGENT_PACKAGE}@${PINNED_AGENT_VERSION}`;
  opts.log(`installing ${spec} into ${prefix}`);
  try {
    await (opts.npmInstall ?? npmInstallReal)(prefix, spec, npmEnv(opts.env));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT")
      throw new HarnessError(
        `cannot install the agent ${spec}: npm is not installed here (the Action image and Node.js's own images carry it) — install npm, or set COWORK_AGENT_BINARY to an installed agent`,
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
