/**
 * The kernel's limit counters (src/live/container/cgroup-events.ts) read off the main thread. A fork
 * flood can end the agent within some 350 ms of the first refused fork, and the container's cgroup
 * (its counters with it) goes when the agent does; the main thread's poll runs between the engine
 * calls it makes synchronously, so on a loaded runner it could miss the whole window and tell a
 * resource limit as a crash (a Bun "Segmentation fault", exit 132). A worker thread reads the same
 * files every WATCH_MS and keeps what it saw in shared memory, which the main thread reads at any
 * time without waiting for a message. Once seen, a count stays seen: the files vanish, the fact does not.
 */
import { Worker } from "node:worker_threads";
import type { CgroupCounters, CounterFiles } from "./cgroup-events.js";

const WATCH_MS = 20;

/** The worker: plain CommonJS (an eval worker loads no module of ours), reading two files. */
const SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const seen = new Int32Array(workerData.seen);
let files = {};
const count = (path, key) => {
  if (!path) return 0;
  let text;
  try { text = readFileSync(path, "utf8"); } catch { return 0; }
  for (const line of text.split("\\n")) {
    const [k, v] = line.trim().split(" ");
    if (k === key && /^[0-9]+$/.test(v || "")) return Number(v);
  }
  return 0;
};
parentPort.on("message", (m) => { files = m; });
setInterval(() => {
  if (count(files.oom, "oom_kill") > 0) Atomics.store(seen, 0, 1);
  if (count(files.pids, "max") > 0) Atomics.store(seen, 1, 1);
}, workerData.ms);
`;

export interface CounterWatch {
  /** starts reading these files (the container's, once its cgroup is known) */
  watch(files: CounterFiles): void;
  /** what the worker has seen so far: 1 stands for "at least one" */
  counters(): CgroupCounters;
  stop(): void;
}

/** Starts the worker; it holds no process open. Never throws: without a worker the counters stay empty. */
export function startCounterWatch(ms: number = WATCH_MS): CounterWatch {
  const seen = new Int32Array(new SharedArrayBuffer(8));
  let worker: Worker | undefined;
  try {
    worker = new Worker(SOURCE, { eval: true, workerData: { seen: seen.buffer, ms } });
    worker.unref();
    worker.on("error", () => undefined);
  } catch {
    worker = undefined;
  }
  return {
    watch: (files) => worker?.postMessage({ ...files }),
    counters: () => ({
      ...(Atomics.load(seen, 0) > 0 ? { oomKills: 1 } : {}),
      ...(Atomics.load(seen, 1) > 0 ? { pidsMax: 1 } : {}),
    }),
    stop: () => void worker?.terminate().catch(() => undefined),
  };
}
