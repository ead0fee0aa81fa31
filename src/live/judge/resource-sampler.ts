/**
 * Peak memory of the agent's container while it runs (the reference's live lane; docs/reference.md#the-live-lane): `<runtime> stats
 * --no-stream` once at start and then every interval (COWORK_HARNESS_RESOURCE_INTERVAL_MS,
 * default 1000), a tick skipped while the previous probe is still out, each probe bounded at 2 s.
 * A probe that fails (the container not up yet, or gone) is counted, not fatal.
 */
import { execFile } from "node:child_process";
import type { ContainerRuntime } from "../container/runtime.js";

// a `stats` call on a loaded 2-core runner can take seconds
const PROBE_TIMEOUT_MS = 5000;
const FIRST_SAMPLE_RETRY_MS = 200;

export interface ResourceFold {
  tier: string;
  sampleCount: number;
  intervalMs: number;
  malformedLines: number;
  probeFailures: number;
  peakRssBytes?: number;
  peakCpuPct?: number;
}

export interface ResourceSampler {
  stop(): Promise<ResourceFold>;
}

const UNITS: Record<string, number> = {
  b: 1,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
};

/** "12.5MiB / 1GiB" → 13107200; undefined when it does not parse. */
export function parseMemUsage(text: string): number | undefined {
  const m = /^\s*([\d.]+)\s*([a-zA-Z]+)/.exec(text.split("/")[0] ?? "");
  if (!m) return undefined;
  const unit = UNITS[m[2]!.toLowerCase()];
  const n = Number(m[1]);
  return unit === undefined || !Number.isFinite(n) ? undefined : Math.round(n * unit);
}

export function samplingInterval(env: NodeJS.ProcessEnv, warn: (m: string) => void): number {
  const raw = env.COWORK_HARNESS_RESOURCE_INTERVAL_MS;
  if (raw === undefined) return 1000;
  const n = Number(raw);
  if (Number.isInteger(n) && n > 0) return n;
  warn(`COWORK_HARNESS_RESOURCE_INTERVAL_MS=${JSON.stringify(raw)} is not a positive integer — sampling every 1000 ms`);
  return 1000;
}

function probe(
  rt: ContainerRuntime,
  container: string,
): Promise<{ rss?: number; cpu?: number } | "failed" | "malformed"> {
  return new Promise((resolveProbe) => {
    execFile(
      rt.command,
      [...rt.globalArgs, "stats", container, "--no-stream", "--format", "{{json .}}"],
      { env: rt.env, timeout: PROBE_TIMEOUT_MS, encoding: "utf8" },
      (err, stdout) => {
        if (err) return resolveProbe("failed");
        // docker: one JSON line per container; podman 4: a JSON array, whatever the template
        let obj: unknown;
        try {
          obj = JSON.parse(stdout.trim());
        } catch {
          try {
            obj = JSON.parse(stdout.trim().split("\n")[0] ?? "");
          } catch {
            return resolveProbe("malformed");
          }
        }
        if (Array.isArray(obj)) obj = obj[0];
        if (obj === null || typeof obj !== "object" || Array.isArray(obj)) return resolveProbe("malformed");
        const o = obj as Record<string, unknown>;
        const mem = o.MemUsage ?? o.mem_usage;
        const cpu = o.CPUPerc ?? o.cpu_percent;
        const rss = typeof mem === "string" ? parseMemUsage(mem) : undefined;
        const cpuPct = typeof cpu === "string" ? Number(cpu.replace("%", "")) : undefined;
        resolveProbe({
          ...(rss !== undefined ? { rss } : {}),
          ...(cpuPct !== undefined && Number.isFinite(cpuPct) ? { cpu: cpuPct } : {}),
        });
      },
    );
  });
}

export function startContainerSampler(rt: ContainerRuntime, container: string, intervalMs: number): ResourceSampler {
  const fold: ResourceFold = { tier: "container", sampleCount: 0, intervalMs, malformedLines: 0, probeFailures: 0 };
  let inFlight: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // until the first sample lands (the container may not be up yet, and a short run ends within a
  // few seconds), probe again soon after each answer; then every intervalMs
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(tick, fold.sampleCount === 0 ? Math.min(FIRST_SAMPLE_RETRY_MS, intervalMs) : intervalMs);
    timer.unref();
  };
  const tick = (): void => {
    if (inFlight || stopped) return;
    inFlight = probe(rt, container).then((r) => {
      inFlight = undefined;
      if (r === "failed") fold.probeFailures++;
      else if (r === "malformed") fold.malformedLines++;
      else {
        fold.sampleCount++;
        if (r.rss !== undefined) fold.peakRssBytes = Math.max(fold.peakRssBytes ?? 0, r.rss);
        if (r.cpu !== undefined) fold.peakCpuPct = Math.max(fold.peakCpuPct ?? 0, r.cpu);
      }
      schedule();
    });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.race([inFlight ?? Promise.resolve(), new Promise((r) => setTimeout(r, PROBE_TIMEOUT_MS + 500))]);
      return fold;
    },
  };
}
