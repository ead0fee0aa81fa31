import { describe, it, expect, afterEach } from "vitest";
import { buildDecider } from "../../src/live/agent/decider/build.js";
import { SCRIPTED_MODEL_API_KEY } from "../../src/live/agent/env.js";
import { runScripted, toolResultTexts } from "./agent-harness.js";

const PLANTED = {
  GITHUB_TOKEN: "ghp_plantedSecret0123456789abcdef",
  ANTHROPIC_API_KEY: "sk-ant-parent-key-must-not-leak",
  ANTHROPIC_AUTH_TOKEN: "parent-auth-token-must-not-leak",
  AWS_SECRET_ACCESS_KEY: "aws-secret-must-not-leak",
  CLAUDE_CODE_OAUTH_TOKEN: "oauth-token-must-not-leak",
};
const saved: Record<string, string | undefined> = {};

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe("real agent: the environment is an allowlist", () => {
  it("never passes the parent's secrets to the agent (neither its own environment nor its commands' show any)", async () => {
    for (const [k, v] of Object.entries(PLANTED)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    const parentHome = process.env.HOME;
    const { run } = await runScripted("env-dump.yaml", {
      prompt: "Show the environment.",
      decider: buildDecider({ answers: [{ when_tool: "Bash", decide: "allow" }] }),
    });
    const out = toolResultTexts(run).join("\n");
    const [commandEnv = "", agentEnv = ""] = out.split("--- agent process ---\n");
    expect(agentEnv, out).not.toBe("");
    // the agent process's own environment (/proc/$CLAUDE_PID/environ): what we spawned it with
    expect(agentEnv).toContain("CLAUDE_CODE_IS_COWORK=1");
    expect(agentEnv).toContain("CLAUDE_CODE_ENTRYPOINT=local-agent");
    expect(agentEnv).toContain("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1");
    expect(agentEnv).toContain("DISABLE_AUTOUPDATER=1");
    expect(agentEnv).toMatch(/^ANTHROPIC_BASE_URL=http:\/\/127\.0\.0\.1:\d+$/m);
    expect(agentEnv).toMatch(new RegExp(`^ANTHROPIC_API_KEY=${SCRIPTED_MODEL_API_KEY}$`, "m")); // ours, not the parent's
    expect(agentEnv).toMatch(/^CLAUDE_CONFIG_DIR=.*cowork-agent-run-[^/]+\/claude-config$/m);
    expect(agentEnv).toMatch(/^HOME=.*cowork-agent-run-[^/]+\/home$/m);
    expect(agentEnv).toMatch(/^TMPDIR=.*cowork-agent-run-[^/]+\/tmp$/m);
    // the environment its commands get: Cowork's entrypoint (local-agent) scrubs the model-API key from it
    expect(commandEnv).toContain("CLAUDE_CODE_IS_COWORK=1");
    expect(commandEnv).toMatch(/^HOME=.*cowork-agent-run-[^/]+\/home$/m);
    expect(commandEnv).not.toMatch(/^ANTHROPIC_API_KEY=/m);
    for (const env of [agentEnv, commandEnv]) {
      for (const [k, v] of Object.entries(PLANTED)) expect(env, k).not.toContain(v);
      expect(env).not.toMatch(/^GITHUB_/m);
      expect(env).not.toMatch(/^ANTHROPIC_AUTH_TOKEN=/m);
      expect(env).not.toMatch(/^CLAUDE_CODE_OAUTH_TOKEN=/m);
      expect(env).not.toContain(`HOME=${parentHome}\n`);
    }
    // nor anywhere else in what was recorded
    const recorded = [...run.events, ...run.controlOut, run.stderr].join("\n");
    for (const v of Object.values(PLANTED)) expect(recorded).not.toContain(v);
  });
});
