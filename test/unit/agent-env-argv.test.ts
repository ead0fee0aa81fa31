import { describe, it, expect } from "vitest";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAgentArgs } from "../../src/live/agent/argv.js";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";
import { MESSAGING_OFF_RUNTIME_DIR, SCRIPTED_MODEL_API_KEY, buildAgentEnv } from "../../src/live/agent/env.js";
import { HarnessError } from "../../src/core/util/errors.js";

describe("buildAgentEnv", () => {
  const parentEnv = {
    PATH: "/usr/bin",
    LANG: "C.UTF-8",
    HOME: "/home/me",
    GITHUB_TOKEN: "ghp_x",
    ANTHROPIC_API_KEY: "sk-parent",
    ANTHROPIC_BASE_URL: "https://parent.example",
    CLAUDE_CODE_OAUTH_TOKEN: "oauth",
    NPM_TOKEN: "npm",
  };
  const env = buildAgentEnv({
    modelBaseUrl: "http://127.0.0.1:1",
    configDir: "/run/cfg",
    homeDir: "/run/home",
    parentEnv,
  });

  it("copies only allowlisted parent variables and sets ours", () => {
    expect(env.PATH).toBe("/usr/bin");
    expect(env.LANG).toBe("C.UTF-8");
    expect(env.HOME).toBe("/run/home");
    expect(env.CLAUDE_CONFIG_DIR).toBe("/run/cfg");
    expect(env.ANTHROPIC_BASE_URL).toBe("http://127.0.0.1:1");
    expect(env.ANTHROPIC_API_KEY).toBe(SCRIPTED_MODEL_API_KEY);
    expect(env).toMatchObject({
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      DISABLE_AUTOUPDATER: "1",
      CLAUDE_CODE_IS_COWORK: "1",
    });
    for (const k of ["GITHUB_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN", "NPM_TOKEN"]) expect(env[k], k).toBeUndefined();
    expect(Object.values(env)).not.toContain("sk-parent");
    expect(env.TZ).toBeTruthy();
  });

  it("overlays extraEnv last (e.g. a real key for the real API)", () => {
    const real = buildAgentEnv({
      modelBaseUrl: "https://api.anthropic.com",
      configDir: "c",
      homeDir: "h",
      parentEnv,
      extraEnv: { ANTHROPIC_API_KEY: "sk-real", CLAUDE_CODE_IS_COWORK: "0" },
    });
    expect(real.ANTHROPIC_API_KEY).toBe("sk-real");
    expect(real.CLAUDE_CODE_IS_COWORK).toBe("0");
  });

  it("in a container, turns the agent's inter-session messaging off whatever the session's env says", () => {
    const base = { modelBaseUrl: "http://127.0.0.1:1", configDir: "c", homeDir: "h", parentEnv };
    const ct = buildAgentEnv({ ...base, mode: "container", extraEnv: { XDG_RUNTIME_DIR: "/tmp/mine" } });
    expect(ct.XDG_RUNTIME_DIR).toBe(MESSAGING_OFF_RUNTIME_DIR);
    expect(buildAgentEnv(base).XDG_RUNTIME_DIR).toBeUndefined(); // the local tier is as Cowork runs it
  });
});

describe("buildAgentArgs", () => {
  it("emits the stream-json protocol flags, mode, sources and effort in order, tool lists last", () => {
    expect(buildAgentArgs({ tools: ["Write", "Read"], allowedTools: ["Read", "Bash"] })).toEqual([
      "-p",
      "--verbose",
      "--input-format",
      "stream-json",
      "--output-format",
      "stream-json",
      "--permission-prompt-tool",
      "stdio",
      "--permission-mode",
      "manual",
      "--setting-sources",
      "user",
      "--effort",
      "medium",
      "--tools",
      "Write",
      "Read",
      "--allowedTools",
      "Read",
    ]);
  });

  it("adds optional flags, repeats --plugin-dir, maps modes, and omits an empty allow list", () => {
    const argv = buildAgentArgs({
      model: "m1",
      appendSystemPrompt: "extra",
      pluginDirs: ["/a", "/b"],
      permissionMode: "acceptEdits",
      effort: "high",
      tools: [],
      allowedTools: [],
    });
    expect(argv.slice(8)).toEqual([
      "--permission-mode",
      "acceptEdits",
      "--setting-sources",
      "user",
      "--effort",
      "high",
      "--append-system-prompt",
      "extra",
      "--model",
      "m1",
      "--plugin-dir",
      "/a",
      "--plugin-dir",
      "/b",
      "--tools",
      "",
    ]);
  });
});

describe("resolveAgentBinary", () => {
  it("prefers an explicit path, then COWORK_AGENT_BINARY, then the pinned package", () => {
    const dir = mkdtempSync(join(tmpdir(), "bin-"));
    const exe = join(dir, "claude");
    writeFileSync(exe, "#!/bin/sh\n");
    chmodSync(exe, 0o755);
    expect(resolveAgentBinary(exe, {})).toBe(exe);
    expect(resolveAgentBinary(undefined, { COWORK_AGENT_BINARY: exe })).toBe(exe);
    expect(resolveAgentBinary(undefined, {})).toMatch(
      /\/agent\/node_modules\/@anthropic-ai\/claude-code\/bin\/claude\.exe$/,
    ); // scripts/install-agent.mjs
  });

  it("names a path that is not executable", () => {
    const dir = mkdtempSync(join(tmpdir(), "bin-"));
    const file = join(dir, "plain");
    writeFileSync(file, "");
    expect(() => resolveAgentBinary(undefined, { COWORK_AGENT_BINARY: file })).toThrow(
      new HarnessError(`${file}: COWORK_AGENT_BINARY is not an executable file`),
    );
  });
});
