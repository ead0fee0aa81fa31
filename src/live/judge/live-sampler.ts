/**
 * Whether and how a live run samples the agent's resources: only at the container tier, and only
 * when the scenario asserts max_peak_rss_bytes (a `stats` probe a second is not free on a busy
 * runner; nothing else reads the samples).
 */
import type { ContainerRuntime } from "../container/runtime.js";
import { samplingInterval, startContainerSampler, type ResourceFold } from "./resource-sampler.js";

export interface LiveSampler {
  /** stop taking samples (the agent ended) */
  pause(): void;
  stop(): Promise<ResourceFold>;
}

export function startLiveSampler(
  authored: Record<string, unknown>,
  container: { runtime: ContainerRuntime; name: string } | undefined,
  env: NodeJS.ProcessEnv,
  warn: (m: string) => void,
): LiveSampler | undefined {
  const list = Array.isArray(authored.assert) ? (authored.assert as unknown[]) : [];
  const wanted = list.some(
    (i) => i !== null && typeof i === "object" && (i as Record<string, unknown>).max_peak_rss_bytes !== undefined,
  );
  if (!wanted || !container) return undefined;
  const sampler = startContainerSampler(container.runtime, container.name, samplingInterval(env, warn));
  let done: Promise<ResourceFold> | undefined;
  const stop = (): Promise<ResourceFold> => (done ??= sampler.stop());
  return { pause: () => void stop(), stop };
}
