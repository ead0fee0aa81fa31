/** The one-line cures setup names for the runtime failures we know (issue 39, item 2). */
import { describe, expect, it } from "vitest";
import { knownCure, withCure } from "../../src/live/container/runtime-cures.js";
import { engineChoiceText, type ContainerRuntime } from "../../src/live/container/runtime.js";

const podman = { kind: "podman" } as const;
const docker = { kind: "docker" } as const;

describe("knownCure", () => {
  it("rlimits: podman's containers.conf, docker's daemon.json", () => {
    const msg =
      "runc create failed: error setting rlimits for ready process: error setting rlimit type 7: operation not permitted";
    expect(knownCure(podman, msg)).toMatch(/default_ulimits = \[\].*CONTAINERS_CONF/);
    expect(knownCure(docker, msg)).toMatch(/default-ulimits.*daemon\.json/);
  });
  it("the cgroup manager", () => {
    expect(knownCure(podman, "crun: creating cgroup directory: No such file or directory")).toMatch(
      /cgroup_manager = "cgroupfs"/,
    );
    expect(knownCure(docker, "OCI runtime create failed: cgroups: cgroup mountpoint does not exist")).toMatch(
      /cgroupdriver=cgroupfs/,
    );
  });
  it("nothing for a failure it does not know", () => {
    expect(knownCure(podman, "Error: image not known")).toBeUndefined();
  });
});

describe("engineChoiceText", () => {
  const rt = (kind: "docker" | "podman", version: string): ContainerRuntime => ({
    kind,
    command: kind,
    globalArgs: [],
    env: {},
    version,
  });
  it("says the engine in use, and the other and how to choose it when both answer", () => {
    expect(engineChoiceText(rt("podman", "podman 4.3.1"), undefined)).toBe("using podman 4.3.1");
    expect(engineChoiceText(rt("docker", "docker 20.10.24"), rt("podman", "podman 4.3.1"))).toBe(
      "using docker 20.10.24; podman answers too, with its own image store — COWORK_CONTAINER_RUNTIME=podman uses it",
    );
  });
});

describe("withCure", () => {
  it("ends a message with the cure only when it is a failure we know", () => {
    expect(withCure(podman, "the egress proxy container exited (126): error setting rlimits")).toMatch(
      / — .*CONTAINERS_CONF/,
    );
    expect(withCure(podman, "the egress proxy container exited (1): boom")).toBe(
      "the egress proxy container exited (1): boom",
    );
  });
});
