/**
 * A network create that fails on podman's own race ("route ip+net: no such network interface",
 * seen when runs create networks at the same moment) is tried again; any other failure is not.
 * The engine here is a stand-in script (the race cannot be produced on demand): it fails the
 * first `network create` the given way and logs every call.
 */
import { afterAll, describe, expect, it } from "vitest";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOwnedNetwork } from "../../src/live/container/sweep.js";
import type { ContainerRuntime } from "../../src/live/container/runtime.js";

const dir = mkdtempSync(join(tmpdir(), "net-retry-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function engine(firstError: string): { rt: ContainerRuntime; calls: () => string[] } {
  const log = join(dir, `calls-${Math.random().toString(36).slice(2)}`);
  const script = join(dir, `engine-${Math.random().toString(36).slice(2)}`);
  writeFileSync(
    script,
    `#!/bin/sh\necho "$*" >> "${log}"\ncase "$1 $2" in\n  "network create")\n    if [ ! -f "${log}.failed" ]; then touch "${log}.failed"; echo "Error: ${firstError}" >&2; exit 125; fi ;;\nesac\nexit 0\n`,
  );
  chmodSync(script, 0o755);
  return {
    rt: { kind: "podman", command: script, globalArgs: [], env: { PATH: process.env.PATH }, version: "podman 4.3.1" },
    calls: () => readFileSync(log, "utf8").trim().split("\n"),
  };
}

describe("createOwnedNetwork and the engine's own races", () => {
  it("tries again after podman's 'no such network interface', removing what the failed attempt left", () => {
    const e = engine("netavark: route ip+net: no such network interface");
    createOwnedNetwork(e.rt, "cowork-out-rtest");
    const calls = e.calls().map((c) => c.split(" ").slice(0, 2).join(" "));
    expect(calls).toEqual(["network create", "network rm", "network create"]);
  });

  it("does not retry any other failure", () => {
    const e = engine("network name cowork-out-rtest already used");
    expect(() => createOwnedNetwork(e.rt, "cowork-out-rtest")).toThrow(/could not create the network cowork-out-rtest/);
    expect(e.calls()).toHaveLength(1);
  });
});
