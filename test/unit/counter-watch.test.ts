/**
 * The limit counters read off the main thread (src/live/container/counter-watch.ts): a count the
 * worker saw stays seen after its file is gone (the container's cgroup goes with the agent), and
 * it is seen while the main thread is blocked (a synchronous engine call on a loaded runner).
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readCounters } from "../../src/live/container/cgroup-events.js";
import { startCounterWatch, type CounterWatch } from "../../src/live/container/counter-watch.js";

const blockFor = (ms: number): void => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    /* the main thread busy, as in a spawnSync */
  }
};
const until = async (ok: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

describe("counters read off the main thread", () => {
  let dir = "";
  let watch: CounterWatch | undefined;
  afterEach(() => {
    watch?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("a refused fork seen while the main thread was blocked stays seen once the file is gone", async () => {
    dir = mkdtempSync(join(tmpdir(), "cw-"));
    const pids = join(dir, "pids.events");
    const oom = join(dir, "memory.events");
    writeFileSync(pids, "max 0\n");
    writeFileSync(oom, "low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\n");
    watch = startCounterWatch(5);
    watch.watch({ pids, oom });
    await new Promise((r) => setTimeout(r, 50));
    expect(watch.counters()).toEqual({});
    writeFileSync(pids, "max 7\n");
    blockFor(300); // the worker reads on regardless
    unlinkSync(pids); // the cgroup went with the agent
    expect(readCounters({ pids, oom })).toEqual({ oomKills: 0 }); // a look from here now finds nothing
    expect(watch.counters()).toEqual({ pidsMax: 1 });
  });

  it("an OOM kill is seen the same way; events of other keys are not one", async () => {
    dir = mkdtempSync(join(tmpdir(), "cw-"));
    const oom = join(dir, "memory.events");
    writeFileSync(oom, "low 3\nhigh 9\nmax 4\noom 0\noom_kill 0\n");
    watch = startCounterWatch(5);
    watch.watch({ oom });
    await new Promise((r) => setTimeout(r, 60));
    expect(watch.counters()).toEqual({});
    writeFileSync(oom, "low 3\nhigh 9\nmax 4\noom 1\noom_kill 1\n");
    await until(() => watch!.counters().oomKills !== undefined);
    expect(watch.counters()).toEqual({ oomKills: 1 });
  });
});
