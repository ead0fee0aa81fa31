/**
 * The agent container's resource limits (issue 21): memory (no swap on top), CPUs, processes, each
 * memory-backed tmpfs (/tmp, /var/tmp, /run, /dev/shm) and the session directory on this machine's
 * disk. Defaults fit a GitHub-hosted Linux runner (4 CPUs, 16 GB): the agent gets half the CPUs and
 * 6 GiB, which leaves the runner, the engine and this harness room; tmpfs pages count against the
 * memory limit too, so their sizes are small parts of it.
 *
 * Two sources, in this order: COWORK_RESOURCE_LIMITS (the Action's `resource-limits` input,
 * `memory=6g,cpus=2,…`) sets the ceiling; the session's `limits:` may only lower it (a session is
 * pull-request input, which must not raise what the workflow allows). Pure.
 */
import { HarnessError } from "../../core/util/errors.js";

export interface ResourceLimits {
  /** bytes */
  memory: number;
  cpus: number;
  pids: number;
  /** bytes of each tmpfs */
  tmp: number;
  varTmp: number;
  run: number;
  shm: number;
  /** bytes the session directory may hold on this machine's disk */
  sessionDisk: number;
}

const Ki = 1024;
const Mi = Ki * Ki;
const Gi = Mi * Ki;

export const DEFAULT_LIMITS: Readonly<ResourceLimits> = Object.freeze({
  memory: 6 * Gi,
  cpus: 2,
  pids: 1024,
  tmp: 1 * Gi,
  varTmp: 256 * Mi,
  run: 64 * Mi,
  shm: 64 * Mi,
  sessionDisk: 2 * Gi,
});

/** Spellings of each key, in the env variable and in the session (snake_case). */
const KEYS: Readonly<Record<string, keyof ResourceLimits>> = {
  memory: "memory",
  cpus: "cpus",
  pids: "pids",
  tmp: "tmp",
  var_tmp: "varTmp",
  run: "run",
  shm: "shm",
  session_disk: "sessionDisk",
};
const COUNTS = new Set<keyof ResourceLimits>(["cpus", "pids"]);

/** "512m", "6g", "1048576" → bytes. */
export function parseSize(raw: string | number, where: string): number {
  if (typeof raw === "number") return raw;
  const m = /^(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?$/i.exec(raw.trim());
  if (!m)
    throw new HarnessError(
      `${where}: "${raw}" is not a size — use bytes or a number with k, m, g or t (e.g. 512m, 6g)`,
    );
  const unit = { "": 1, k: Ki, m: Mi, g: Gi, t: Gi * Ki }[m[2]!.toLowerCase() as "" | "k" | "m" | "g" | "t"];
  return Math.floor(Number(m[1]) * unit);
}

function parseValue(key: keyof ResourceLimits, raw: string | number, where: string): number {
  const n = COUNTS.has(key) ? (typeof raw === "number" ? raw : Number(raw)) : parseSize(raw, where);
  if (!Number.isFinite(n) || n <= 0)
    throw new HarnessError(`${where}: ${String(raw)} is not a positive ${COUNTS.has(key) ? "number" : "size"}`);
  if (key === "pids" && !Number.isInteger(n)) throw new HarnessError(`${where}: pids must be a whole number`);
  return n;
}

/** `memory=6g,cpus=2` (COWORK_RESOURCE_LIMITS / the Action input) over the defaults. */
export function limitsFromEnv(
  raw: string | undefined,
  base: Readonly<ResourceLimits> = DEFAULT_LIMITS,
): ResourceLimits {
  const out = { ...base };
  for (const part of (raw ?? "")
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter((p) => p !== "")) {
    const [k, v] = part.split("=").map((s) => s.trim());
    const key = KEYS[k ?? ""];
    if (!key || v === undefined || v === "")
      throw new HarnessError(
        `COWORK_RESOURCE_LIMITS (the resource-limits input): "${part}" — use KEY=VALUE with KEY one of ${Object.keys(KEYS).join(", ")}`,
      );
    out[key] = parseValue(key, v, `COWORK_RESOURCE_LIMITS ${k}`);
  }
  return out;
}

/** The trusted ceiling: COWORK_RESOURCE_LIMITS, or the Action's `resource-limits` input (INPUT_RESOURCE-LIMITS in a docker action's env), over the defaults. */
export function limitsOfEnv(env: NodeJS.ProcessEnv): ResourceLimits {
  return limitsFromEnv(env.COWORK_RESOURCE_LIMITS ?? env["INPUT_RESOURCE-LIMITS"]);
}

/** The session's `limits:` lowering `ceiling`; a value above it is an error naming both. */
export function applySessionLimits(
  ceiling: Readonly<ResourceLimits>,
  session: Readonly<Record<string, string | number | undefined>>,
  where = "session limits",
): ResourceLimits {
  const out = { ...ceiling };
  for (const [k, v] of Object.entries(session)) {
    if (v === undefined) continue;
    const key = KEYS[k];
    if (!key) continue;
    const n = parseValue(key, v, `${where}.${k}`);
    if (n > ceiling[key])
      throw new HarnessError(
        `${where}.${k}: ${String(v)} is above the allowed ${describe(key, ceiling[key])} — a session may only lower a limit (raise it with the Action's resource-limits input or COWORK_RESOURCE_LIMITS)`,
      );
    out[key] = n;
  }
  return out;
}

export function describe(key: keyof ResourceLimits, n: number): string {
  if (COUNTS.has(key)) return String(n);
  if (n % Gi === 0) return `${n / Gi} GiB`;
  if (n % Mi === 0) return `${n / Mi} MiB`;
  return `${n} bytes`;
}

/** The run flags that apply the limits (the agent image is read-only: these tmpfs are its only writable dirs besides the session). */
export function limitFlags(l: Readonly<ResourceLimits>): string[] {
  const tmpfs = (path: string, size: number, exec: boolean): string[] => [
    "--tmpfs",
    `${path}:rw,${exec ? "exec" : "noexec"},nosuid,nodev,size=${size}`,
  ];
  return [
    "--memory",
    String(l.memory),
    "--memory-swap",
    String(l.memory),
    "--cpus",
    String(l.cpus),
    "--pids-limit",
    String(l.pids),
    "--shm-size",
    String(l.shm),
    ...tmpfs("/tmp", l.tmp, true),
    ...tmpfs("/var/tmp", l.varTmp, true),
    ...tmpfs("/run", l.run, false),
  ];
}
