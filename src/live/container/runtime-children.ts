/**
 * The engine client processes (`podman run …`, `docker run …`) this process has running. A signal
 * can arrive while one of them is still creating its container: a sweep made at that moment does
 * not see the container yet, and it appears after the sweep. The interrupt handler therefore
 * sweeps, waits here for these clients to end, and sweeps again.
 */
import type { ChildProcess } from "node:child_process";

const running = new Set<ChildProcess>();

/** Notes an engine client until it exits. */
export function trackRuntimeChild(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  running.add(child);
  child.once("close", () => running.delete(child));
}

/** Asks every tracked client to stop (their containers are gone or going: see interrupt.ts). */
export function stopRuntimeChildren(): void {
  for (const c of running) c.kill("SIGTERM");
}

/** Resolves once every tracked client has ended, or after `timeoutMs` (then true if some still run). */
export async function runtimeChildrenSettled(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return running.size > 0;
}
