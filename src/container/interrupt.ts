/**
 * Ctrl-C (SIGINT) or SIGTERM during a live CLI run (issue 26 item 4): the default would end the
 * process at once, and while `podman run --rm` removes the containers, the two networks of the run
 * stayed behind. Armed by the first live run of a process, the handler removes every container,
 * network and staged dir this process owns (src/container/sweep.ts), waits for the engine clients it
 * started (src/container/runtime-children.ts) and sweeps once more, then exits 130 (SIGINT) or
 * 143 (SIGTERM). Not armed when something else already handles those signals: the Action's
 * cancellation (src/action/cancel.ts) does its own clean-up and reporting.
 */
import { removeOwnObjects } from "./sweep.js";
import type { ContainerRuntime } from "./runtime.js";
import { runtimeChildrenSettled, stopRuntimeChildren } from "./runtime-children.js";

const SETTLE_MS = 15_000;

const runtimes: ContainerRuntime[] = [];
let armed = false;

/** Notes a runtime this process creates objects in, and arms the handler once. */
export function armInterruptCleanup(rt: ContainerRuntime | undefined, log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): void {
  if (rt && !runtimes.some((r) => r.command === rt.command)) runtimes.push(rt);
  if (armed) return;
  armed = true;
  if (process.listenerCount("SIGINT") > 0 || process.listenerCount("SIGTERM") > 0) return;
  let running = false;
  const sweep = (): number => {
    try {
      return removeOwnObjects(runtimes);
    } catch {
      return 0; // the next run's sweep removes what is left
    }
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    if (running) return;
    running = true;
    log(`cowork-harness: ${signal} — removing this run's containers, networks and staged files`);
    let n = sweep();
    // an engine client may still be creating its container: it appears only after that sweep
    stopRuntimeChildren();
    void runtimeChildrenSettled(SETTLE_MS).then(() => {
      n += sweep();
      log(`cowork-harness: removed ${n} object(s); stopped`);
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
