/**
 * The container tier's own baseline: what this project pins for it, in place of a Desktop
 * release — the agent (version and the npm integrity of its linux-x64 binary), the agent image's
 * recipe (Dockerfile.agent's digest), the tool set and the session layout. A container recording
 * is stamped with its id; once any pin moves (the agent is bumped, the image recipe or layout
 * changes), the recordings made before are `stale-baseline`, as a new Desktop release makes the
 * reference's. test/unit/container-baseline.test.ts keeps these constants equal to the files
 * they pin, so a bump cannot forget them.
 */
import { createHash } from "node:crypto";
import { AGENT_TOOLS } from "./agent-tools.js";

export const PINNED_AGENT_VERSION = "2.1.332";
/** agent/package-lock.json's integrity of @anthropic-ai/claude-code-linux-x64 (the binary the image runs) */
export const PINNED_AGENT_BINARY_INTEGRITY =
  "sha512-f4JWhzwYutJIHScC7/dYOPX6s28tt7ZADhsOi8zwOHq5fFPEuUeChh2NMfinSg0GrUckYxaeebC4h0DqiKzLcw==";
/** sha256 of Dockerfile.agent */
export const AGENT_IMAGE_RECIPE_SHA256 = "25471c18fc6df52fe08ab258725da7208a55f766c571d8838199b9ae2adec344";
/** bump when the staged session layout (/sessions/<id>/mnt/…) changes shape */
export const CONTAINER_LAYOUT_VERSION = 1;

export interface ContainerBaseline {
  id: string;
  agentVersion: string;
}

let current: ContainerBaseline | undefined;

/** This build's container baseline (its pins are constants: computed once per process). */
export function containerBaseline(): ContainerBaseline {
  if (current === undefined) {
    const pins = {
      agent: PINNED_AGENT_VERSION,
      binary: PINNED_AGENT_BINARY_INTEGRITY,
      image: AGENT_IMAGE_RECIPE_SHA256,
      tools: [...AGENT_TOOLS],
      layout: CONTAINER_LAYOUT_VERSION,
    };
    const id = `container-${PINNED_AGENT_VERSION}-${createHash("sha256").update(JSON.stringify(pins)).digest("hex").slice(0, 12)}`;
    current = { id, agentVersion: PINNED_AGENT_VERSION };
  }
  return { ...current };
}

/** The stamp a cassette carries (environment.containerBaseline), when it is one. */
export function stampedContainerBaseline(
  environment: Record<string, unknown> | undefined,
): ContainerBaseline | undefined {
  const v = environment?.containerBaseline;
  if (v === null || typeof v !== "object") return undefined;
  const { id, agentVersion } = v as Record<string, unknown>;
  return typeof id === "string" && typeof agentVersion === "string" ? { id, agentVersion } : undefined;
}

/** The staleness finding for a container recording made under other pins, or undefined. */
export function containerBaselineFinding(
  environment: Record<string, unknown> | undefined,
  current: ContainerBaseline = containerBaseline(),
): { class: "baseline"; message: string } | undefined {
  const stamped = stampedContainerBaseline(environment);
  if (!stamped || stamped.id === current.id) return undefined;
  const agent =
    stamped.agentVersion !== current.agentVersion
      ? ` (the pinned agent moved ${stamped.agentVersion} → ${current.agentVersion})`
      : " (the agent image recipe, tool set or layout changed)";
  return {
    class: "baseline",
    message: `container baseline moved ${stamped.id} → ${current.id} since record${agent} — re-record`,
  };
}
