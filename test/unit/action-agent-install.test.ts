/**
 * The agent binary for `command: rerecord`: an agent that resolves is used as is; otherwise the
 * pinned version is installed into the tool dir and cached; a cached install skips npm; cache
 * failures are notices, never failures. npm itself is replaced by a fake that lays out a package.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import {
  agentCacheKey,
  agentToolDir,
  ensureAgentBinary,
  PINNED_AGENT_VERSION,
  type AgentCache,
} from "../../src/action/agent-install.js";

let runner: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  runner = mkdtempSync(join(tmpdir(), "cowork-agent-install-"));
  env = {
    PATH: process.env.PATH,
    RUNNER_TOOL_CACHE: runner,
    ANTHROPIC_API_KEY: "sk-ant-api03-" + "x".repeat(30),
    "INPUT_GITHUB-TOKEN": "ghs_x",
  };
});
afterEach(() => rmSync(runner, { recursive: true, force: true }));

/** What `npm install --prefix P @anthropic-ai/claude-code@V` leaves behind, minus the real binary. */
function layOutPackage(prefix: string, version = PINNED_AGENT_VERSION): string {
  const dir = join(prefix, "node_modules/@anthropic-ai/claude-code");
  mkdirSync(join(dir, "bin"), { recursive: true });
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "@anthropic-ai/claude-code", version, bin: { claude: "bin/claude.exe" } }),
  );
  writeFileSync(join(dir, "bin/claude.exe"), "#!/bin/sh\n");
  chmodSync(join(dir, "bin/claude.exe"), 0o755);
  return join(dir, "bin/claude.exe");
}

describe("ensureAgentBinary", () => {
  it("pins the version agent/package.json and its lockfile pin, which the root manifest leaves out", () => {
    const read = (p: string) => JSON.parse(readFileSync(join(REPO_ROOT, p), "utf8"));
    expect(PINNED_AGENT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(PINNED_AGENT_VERSION).toBe(read("agent/package.json").dependencies["@anthropic-ai/claude-code"]);
    expect(read("agent/package-lock.json").packages["node_modules/@anthropic-ai/claude-code"].version).toBe(
      PINNED_AGENT_VERSION,
    );
    // the agent declares Node >= 22: in the root install `npm ci` on Node 20 warned EBADENGINE
    const root = read("package.json");
    expect({ ...root.dependencies, ...root.devDependencies }).not.toHaveProperty(["@anthropic-ai/claude-code"]);
    expect(read("package-lock.json").packages).not.toHaveProperty(["node_modules/@anthropic-ai/claude-code"]);
    expect(agentCacheKey()).toBe(`cowork-harness-agent-${PINNED_AGENT_VERSION}-${process.platform}-${process.arch}`);
  });

  it("uses an agent that already resolves, without npm or the cache", async () => {
    let npm = 0;
    const bin = await ensureAgentBinary({
      env,
      log: () => undefined,
      resolveExisting: () => "/opt/claude",
      npmInstall: async () => void npm++,
    });
    expect(bin).toBe("/opt/claude");
    expect(npm).toBe(0);
  });

  it("installs the pinned version into the tool dir with the key-free environment, then saves the cache", async () => {
    const calls: { prefix: string; spec: string; env: NodeJS.ProcessEnv }[] = [];
    const saved: string[] = [];
    const cache: AgentCache = {
      restore: async () => false,
      save: async (dir, key) => void saved.push(`${dir}|${key}`),
    };
    const bin = await ensureAgentBinary({
      env,
      cache,
      log: () => undefined,
      resolveExisting: () => undefined,
      npmInstall: async (prefix, spec, npmEnv) => {
        calls.push({ prefix, spec, env: npmEnv });
        layOutPackage(prefix);
      },
    });
    const prefix = agentToolDir(env);
    expect(prefix).toBe(join(runner, "cowork-harness", `claude-code-${PINNED_AGENT_VERSION}`));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.spec).toBe(`@anthropic-ai/claude-code@${PINNED_AGENT_VERSION}`);
    expect(calls[0]!.env.ANTHROPIC_API_KEY).toBeUndefined();
    expect(calls[0]!.env["INPUT_GITHUB-TOKEN"]).toBeUndefined();
    expect(calls[0]!.env.PATH).toBe(process.env.PATH);
    expect(bin).toBe(join(prefix, "node_modules/@anthropic-ai/claude-code/bin/claude.exe"));
    expect(saved).toEqual([`${prefix}|${agentCacheKey()}`]);
  });

  it("a restored cache skips npm; a cache outage is a notice and npm still runs", async () => {
    const prefix = agentToolDir(env);
    const restoring: AgentCache = { restore: async (dir) => (layOutPackage(dir), true), save: async () => undefined };
    let npm = 0;
    const bin = await ensureAgentBinary({
      env,
      cache: restoring,
      log: () => undefined,
      resolveExisting: () => undefined,
      npmInstall: async () => void npm++,
    });
    expect(npm).toBe(0);
    expect(bin).toContain(prefix);

    rmSync(prefix, { recursive: true, force: true });
    const logs: string[] = [];
    const broken: AgentCache = {
      restore: async () => {
        throw new Error("cache service unavailable");
      },
      save: async () => {
        throw new Error("reserve failed");
      },
    };
    await ensureAgentBinary({
      env,
      cache: broken,
      log: (l) => logs.push(l),
      resolveExisting: () => undefined,
      npmInstall: async (p) => void (npm++, layOutPackage(p)),
    });
    expect(npm).toBe(1);
    expect(logs.filter((l) => l.startsWith("notice: "))).toHaveLength(2);
  });

  it("a stale install of another version is replaced; a failed npm is a one-line error", async () => {
    layOutPackage(agentToolDir(env), "0.0.1");
    let npm = 0;
    await ensureAgentBinary({
      env,
      log: () => undefined,
      resolveExisting: () => undefined,
      npmInstall: async (p) => void (npm++, layOutPackage(p)),
    });
    expect(npm).toBe(1);
    rmSync(agentToolDir(env), { recursive: true, force: true });
    await expect(
      ensureAgentBinary({
        env,
        log: () => undefined,
        resolveExisting: () => undefined,
        npmInstall: async () => {
          throw new Error("npm ERR! code E404\nnpm ERR! 404 Not Found");
        },
      }),
    ).rejects.toThrow(/^cannot install the agent @anthropic-ai\/claude-code@[\d.]+ with npm: npm ERR! code E404$/);
  });
});
