/**
 * The container tier's own baseline (issue 23): its pins equal the files they pin (so bumping the
 * agent or the image recipe cannot forget them), and a recording stamped under other pins is
 * stale as `baseline` (stale-baseline), naming the agent move.
 */
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import {
  AGENT_IMAGE_RECIPE_SHA256,
  PINNED_AGENT_BINARY_INTEGRITY,
  PINNED_AGENT_VERSION,
  containerBaseline,
  containerBaselineFinding,
} from "../../src/core/baselines/container-baseline.js";

describe("the container baseline's pins", () => {
  it("match agent/package.json, agent/package-lock.json and Dockerfile.agent (update src/live/judge/container-baseline.ts when they move)", () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "agent/package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(PINNED_AGENT_VERSION).toBe(pkg.dependencies["@anthropic-ai/claude-code"]);
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, "agent/package-lock.json"), "utf8")) as {
      packages: Record<string, { integrity?: string }>;
    };
    expect(PINNED_AGENT_BINARY_INTEGRITY).toBe(
      lock.packages["node_modules/@anthropic-ai/claude-code-linux-x64"]!.integrity,
    );
    expect(AGENT_IMAGE_RECIPE_SHA256).toBe(
      createHash("sha256")
        .update(readFileSync(join(REPO_ROOT, "Dockerfile.agent")))
        .digest("hex"),
    );
  });
});

describe("a container recording made under other pins", () => {
  const today = containerBaseline();
  it("is fresh under the same pins, and without a stamp (a reference or protocol cassette) there is nothing to compare", () => {
    expect(containerBaselineFinding({ containerBaseline: today })).toBeUndefined();
    expect(containerBaselineFinding({ tier: "container" })).toBeUndefined();
  });
  it("is stale-baseline once the pinned agent is bumped", () => {
    const bumped = { id: "container-2.1.400-0123456789ab", agentVersion: "2.1.400" };
    const f = containerBaselineFinding({ containerBaseline: today }, bumped);
    expect(f).toEqual({
      class: "baseline",
      message: `container baseline moved ${today.id} → ${bumped.id} since record (the pinned agent moved ${today.agentVersion} → 2.1.400) — re-record`,
    });
  });
});
