/**
 * What the kernel counted against a container's limits (issue 21): OOM kills in its memory cgroup
 * (a tool killed for memory, not only the agent) and forks refused by its pids limit. Read from
 * this machine's cgroup filesystem through the container's init pid (`inspect {{.State.Pid}}`),
 * cgroup v1 (memory.oom_control `oom_kill`, pids.events `max`) or v2 (memory.events, pids.events).
 * Where the files cannot be read (the harness itself in a container, another cgroup layout) the
 * counters are undefined and only the agent's own exit (137) tells a memory kill.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface CgroupCounters {
  oomKills?: number;
  pidsMax?: number;
}

/** controller → path, from /proc/<pid>/cgroup text ("0::" is the v2 unified path). Pure. */
export function cgroupPaths(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split("\n")) {
    const m = /^\d+:([^:]*):(.*)$/.exec(line.trim());
    if (!m) continue;
    if (m[1] === "") out.set("unified", m[2]!);
    else for (const c of m[1]!.split(",")) out.set(c, m[2]!);
  }
  return out;
}

/** The number after `key` in a flat-keyed cgroup file. Pure. */
export function counter(text: string, key: string): number | undefined {
  const m = new RegExp(`^${key} (\\d+)$`, "m").exec(text);
  return m ? Number(m[1]) : undefined;
}

const read = (p: string): string | undefined => {
  try {
    return readFileSync(p, "utf8");
  } catch {
    return undefined;
  }
};

export interface CounterFiles {
  oom?: string;
  pids?: string;
}

/** The files that count process `pid`'s OOM kills and refused forks, under `root` (default /sys/fs/cgroup). */
export function counterFiles(pid: number, root = "/sys/fs/cgroup"): CounterFiles | undefined {
  const own = read(`/proc/${pid}/cgroup`);
  if (own === undefined) return undefined;
  const paths = cgroupPaths(own);
  const mem = paths.get("memory");
  const pids = paths.get("pids");
  const unified = paths.get("unified");
  // a v1 host also lists "0::/" (the empty unified hierarchy): prefer the v1 controller's file
  const eventsFile = (controller: string, v1Path: string | undefined, v1File: string, v2File: string) =>
    v1Path !== undefined
      ? join(root, controller, v1Path, v1File)
      : unified !== undefined
        ? join(root, unified, v2File)
        : undefined;
  const oom = eventsFile("memory", mem, "memory.oom_control", "memory.events");
  const pe = eventsFile("pids", pids, "pids.events", "pids.events");
  return {
    ...(oom !== undefined && read(oom) !== undefined ? { oom } : {}),
    ...(pe !== undefined && read(pe) !== undefined ? { pids: pe } : {}),
  };
}

export function readCounters(files: CounterFiles): CgroupCounters {
  const oom = files.oom !== undefined ? read(files.oom) : undefined;
  const pe = files.pids !== undefined ? read(files.pids) : undefined;
  return {
    ...(oom !== undefined && counter(oom, "oom_kill") !== undefined ? { oomKills: counter(oom, "oom_kill")! } : {}),
    ...(pe !== undefined && counter(pe, "max") !== undefined ? { pidsMax: counter(pe, "max")! } : {}),
  };
}
