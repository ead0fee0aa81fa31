/**
 * What `doctor` and `record --dry-run` ask this machine, each through the code a live run itself
 * uses: resolveAgentBinary and the binary's own header and package (src/live/agent/), the runtime
 * detection and the find-only image lookup of the container tier (src/live/container/), and the
 * baselines loader (src/core/baselines/). Nothing is built, pulled or started, and a credential's
 * value is never read into what is reported: only whether it is set.
 */
import { resolveAgentBinary } from "../agent/binary.js";
import { agentVersion, binaryFormat } from "../agent/binary-info.js";
import { detectContainerRuntime, engineChoiceText, otherAnsweringRuntime } from "../container/runtime.js";
import { acquireAgentImage, imagePresent } from "../container/agent-image.js";
import { loadBaseline } from "../../core/baselines/load.js";
import { PINNED_AGENT_VERSION, containerBaseline } from "../../core/baselines/container-baseline.js";
import { oneLine } from "../../core/util/errors.js";
import type { RecordTier } from "../record/container-tier.js";
import { CREDENTIAL_NAMES, type AgentFact, type DoctorFacts } from "./checks.js";

export interface ProbeOptions {
  env: NodeJS.ProcessEnv;
  /** --agent PATH, absolute */
  agent?: string;
  /** --baselines DIR, absolute */
  baselines?: string;
}

/** The agent binary a live run would start, its version and format; or why there is none. */
export function probeAgent(opts: Pick<ProbeOptions, "env" | "agent">): AgentFact | { error: string } {
  try {
    const path = resolveAgentBinary(opts.agent, opts.env);
    const version = agentVersion(path);
    const format = binaryFormat(path);
    return { path, ...(version ? { version } : {}), ...(format ? { format } : {}) };
  } catch (e) {
    return { error: oneLine(e) };
  }
}

/** The names of the credentials set in `env` (never their values). */
export function credentialsSet(env: NodeJS.ProcessEnv): string[] {
  return CREDENTIAL_NAMES.filter((k) => (env[k] ?? "").trim() !== "");
}

/** The container tier's runtime and agent image, found as a recording finds them (no build, no pull). */
export async function probeContainer(env: NodeJS.ProcessEnv): Promise<Pick<DoctorFacts, "runtime" | "image">> {
  const d = detectContainerRuntime(env);
  if ("missing" in d) return { runtime: { missing: d.missing } };
  const rt = d.runtime;
  const runtime = { version: rt.version, note: engineChoiceText(rt, otherAnsweringRuntime(rt, env)) };
  const named = env.COWORK_AGENT_IMAGE?.trim();
  if (named) {
    // a recording uses the image named as it is: one the engine lacks stops it
    return imagePresent(rt, named)
      ? { runtime, image: { ref: named, how: `${named} (named by COWORK_AGENT_IMAGE; in ${rt.kind}'s store)` } }
      : {
          runtime,
          image: {
            error: `COWORK_AGENT_IMAGE=${named} is not in ${rt.kind}'s store`,
            remedy: `${rt.command} pull ${named}, or unset COWORK_AGENT_IMAGE and run \`cowork-harness setup\``,
          },
        };
  }
  try {
    const img = await acquireAgentImage(rt, { env, log: () => undefined, build: false });
    return { runtime, image: { ref: img.ref, how: img.how } };
  } catch (e) {
    return {
      runtime,
      image: {
        error: oneLine(e),
        remedy:
          "run `cowork-harness setup` once (it builds the agent image from Dockerfile.agent), or set COWORK_AGENT_IMAGE",
      },
    };
  }
}

/** Everything `doctor` reports for `tier`, asked of this machine. */
export async function probeMachine(tier: RecordTier, opts: ProbeOptions): Promise<DoctorFacts> {
  let baselines: DoctorFacts["baselines"];
  if (opts.baselines !== undefined) {
    try {
      const b = await loadBaseline(opts.baselines, "latest");
      baselines = { dir: opts.baselines, version: b.baseline.appVersion };
    } catch (e) {
      baselines = { error: oneLine(e) };
    }
  }
  return {
    node: process.versions.node,
    agent: probeAgent(opts),
    pinnedAgentVersion: PINNED_AGENT_VERSION,
    ...(tier === "container" ? await probeContainer(opts.env) : {}),
    credentials: credentialsSet(opts.env),
    ...(baselines !== undefined ? { baselines } : {}),
    containerBaselineId: containerBaseline().id,
  };
}
