/** The agent image's recipe as the harness builds it (src/live/container/agent-image.ts), and the agent's install on a runner without npm. */
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  agentDockerfile,
  imageCacheKey,
  localAgentTag,
  withoutPinnedStage,
} from "../../src/live/container/agent-image.js";
import { ensureAgentBinary } from "../../src/action/agent-install.js";
import { REPO_ROOT } from "../helpers/paths.js";

const agentText = readFileSync(join(REPO_ROOT, "Dockerfile.agent"), "utf8");

describe("the agent image's Dockerfile", () => {
  it("this package carries it; the local tag is the one scripts/agent-image.sh adds (12 hex of sha256sum)", () => {
    expect(agentDockerfile()).toBe(join(REPO_ROOT, "Dockerfile.agent"));
    const sum = execFileSync("sha256sum", [join(REPO_ROOT, "Dockerfile.agent")], { encoding: "utf8" }).slice(0, 12);
    expect(localAgentTag(agentText)).toBe(`localhost/cowork-agent:df-${sum}`);
    expect(imageCacheKey(agentText, "2.1.332", "x64")).toBe(`cowork-harness-agent-image-${sum}-2.1.332-linux-x64`);
  });

  it.each(["Dockerfile.agent", "Dockerfile"])(
    "%s with BASE_IMAGE given: no FROM names the digest-pinned base (the classic builder would pull it)",
    (name) => {
      const text = readFileSync(join(REPO_ROOT, name), "utf8");
      expect(text).toMatch(/^FROM node:\S+@sha256:[0-9a-f]{64} AS /m);
      const out = withoutPinnedStage(text);
      expect(out).not.toMatch(/@sha256:/);
      expect(out).toMatch(/^ARG BASE_IMAGE$/m);
      expect(
        out
          .split("\n")
          .filter((l) => l.startsWith("FROM "))
          .every((l) => l.includes("${BASE_IMAGE}")),
      ).toBe(true);
    },
  );
});

describe("the agent on a runner without npm", () => {
  it("is one line naming npm and the way around it", async () => {
    const enoent = Object.assign(new Error("spawn npm ENOENT"), { code: "ENOENT" });
    const err = await ensureAgentBinary({
      env: { RUNNER_TEMP: "/tmp/h-none" },
      log: () => undefined,
      resolveExisting: () => undefined,
      npmInstall: async () => Promise.reject(enoent),
    }).catch((e: Error) => e);
    expect((err as Error).message).toMatch(
      /^cannot install the agent @anthropic-ai\/claude-code@\S+: npm is not installed here .* set COWORK_AGENT_BINARY/,
    );
    expect((err as Error).message).not.toContain("\n");
  });
});
