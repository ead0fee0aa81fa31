/**
 * Concurrent test runs on one machine (issue 26): a run with COWORK_RUN_TAG sweeps only its own
 * tag's objects, and the automatic sweep of an untagged run leaves tagged objects alone — so one
 * `npm test` never removes the "dead run" fixture another is using. An explicit, untagged
 * `cleanup` still removes every dead run's objects.
 */
import { afterAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { detectContainerRuntime } from "../../src/live/container/runtime.js";
import { encodeOwner, selfOwner } from "../../src/live/container/owner.js";
import { sweepDead } from "../../src/live/container/sweep.js";
import { testRunTag } from "../helpers/owned-objects.js";

const podmanUp = spawnSync("podman", ["version"], { encoding: "utf8" }).status === 0;

describe.skipIf(!podmanUp)("which dead objects a sweep sees (podman)", () => {
  const mine = testRunTag("scm");
  const other = testRunTag("sco");
  const net = `${mine}-dead`;
  const podman = (args: string[]) => spawnSync("podman", args, { encoding: "utf8" });
  const exists = () => podman(["network", "exists", net]).status === 0;
  const withTag = <T>(tag: string | undefined, f: () => T): T => {
    const before = process.env.COWORK_RUN_TAG;
    if (tag === undefined) delete process.env.COWORK_RUN_TAG;
    else process.env.COWORK_RUN_TAG = tag;
    try {
      return f();
    } finally {
      if (before === undefined) delete process.env.COWORK_RUN_TAG;
      else process.env.COWORK_RUN_TAG = before;
    }
  };
  afterAll(() => podman(["network", "rm", "-f", net]));

  it("another tag's sweep and an untagged sweep keep it; its own tag's sweep, or an untagged cleanup, removes it", () => {
    const rt = detectContainerRuntime({ ...process.env, COWORK_CONTAINER_RUNTIME: "podman" });
    if (!("runtime" in rt)) throw new Error(rt.missing);
    const gone = spawnSync("true");
    const dead = { ...selfOwner(), pid: gone.pid!, start: "1" };
    delete dead.ctr;
    const made = podman([
      "network",
      "create",
      "--label",
      `cowork-harness.owner=${encodeOwner(dead)}`,
      "--label",
      `cowork-harness.run=${mine}`,
      net,
    ]);
    expect(made.status, made.stderr).toBe(0);

    const names = (r: ReturnType<typeof sweepDead>) => r.removed.map((o) => o.name);
    expect(names(withTag(other, () => sweepDead(rt.runtime, { dirs: false })))).not.toContain(net);
    expect(names(withTag(undefined, () => sweepDead(rt.runtime, { dirs: false })))).not.toContain(net);
    expect(exists()).toBe(true);
    expect(
      names(withTag(undefined, () => sweepDead(rt.runtime, { dirs: false, scope: "cleanup", dryRun: true }))),
    ).toContain(net);
    expect(names(withTag(mine, () => sweepDead(rt.runtime, { dirs: false })))).toEqual([net]);
    expect(exists()).toBe(false);
  });
});
