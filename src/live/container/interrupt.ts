/**
 * Ctrl-C (SIGINT) or SIGTERM during a live CLI run (issue 26 item 4): the default would end the
 * process at once, and while `podman run --rm` removes the containers, the two networks of the run
 * stayed behind. Armed by the first live run of a process, the handler removes every container,
 * network and staged dir this process owns (src/live/container/sweep.ts), waits for the engine clients it
 * started (src/live/container/runtime-children.ts) and sweeps once more, then exits 130 (SIGINT) or
 * 143 (SIGTERM). Not armed when something else already handles those signals: the Action's
 * cancellation (src/action/cancel.ts) does its own clean-up and reporting.
 */
import { removeOwnObjects } from "./sweep.js";
import type { ContainerRuntime } from "./runtime.js";
import { runtimeChildrenSettled, stopRuntimeChildren } from "./runtime-children.js";
import { onLastResortTeardown } from "../../core/util/last-resort.js";

const SETTLE_MS = 15_000;

/** the runtimes this process made objects in, whether a live run armed the handler, and the signal it got */
const state = { runtimes: [] as ContainerRuntime[], armed: false, signal: undefined as NodeJS.Signals | undefined };

/** The signal (SIGINT, SIGTERM) this process is stopping on, if any: a container it killed is no resource limit. */
export function interruptSignal(): NodeJS.Signals | undefined {
  return state.signal;
}
const runtimes = state.runtimes;

/** Notes a runtime this process creates objects in (once per engine command). */
export function noteRuntime(rt: ContainerRuntime | undefined): void {
  if (rt && !runtimes.some((r) => r.command === rt.command)) runtimes.push(rt);
}

function sweepOwn(): number {
  try {
    return removeOwnObjects(runtimes);
  } catch {
    return 0; // the next run's sweep removes what is left
  }
}

/**
 * Removes every container, network and staged dir this process owns: a sweep, then (an engine
 * client may still be creating its container, which appears only after that sweep) the engine
 * clients stopped and waited for, then a second sweep. Resolves with how many objects went.
 * Used on an interrupt, and by the last-resort handler (src/core/util/last-resort.ts), which the
 * first live run registers it with.
 */
export async function removeThisProcessObjects(settleMs: number = SETTLE_MS): Promise<number> {
  let n = sweepOwn();
  stopRuntimeChildren();
  await runtimeChildrenSettled(settleMs);
  n += sweepOwn();
  return n;
}

/** Notes a runtime this process creates objects in, and arms the handler once. */
export function armInterruptCleanup(
  rt: ContainerRuntime | undefined,
  log: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): void {
  noteRuntime(rt);
  if (state.armed) return;
  state.armed = true;
  onLastResortTeardown(removeThisProcessObjects);
  if (process.listenerCount("SIGINT") > 0 || process.listenerCount("SIGTERM") > 0) return;
  let running = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (running) return;
    running = true;
    state.signal = signal;
    log(`cowork-harness: ${signal} — removing this run's containers, networks and staged files`);
    void removeThisProcessObjects().then((n) => {
      log(`cowork-harness: removed ${n} object(s); stopped`);
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
