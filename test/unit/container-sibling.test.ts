import { describe, expect, it } from "vitest";
import { translateHostPath } from "../../src/live/container/sibling.js";
import { rmContainerArgs, rmNetworkArgs } from "../../src/live/container/runtime.js";

const GITHUB = [
  { source: "/home/runner/work/skills/skills", destination: "/github/workspace" },
  { source: "/home/runner/work/_temp", destination: "/github/runner_temp" },
  { source: "/home/runner/work/_temp/_github_home", destination: "/github/home" },
  { source: "/var/run/docker.sock", destination: "/var/run/docker.sock" },
];

describe("host paths of a container action's bind mounts", () => {
  it("translates through the longest matching destination", () => {
    expect(translateHostPath(GITHUB, "/github/workspace/scenarios/a.yaml")).toBe(
      "/home/runner/work/skills/skills/scenarios/a.yaml",
    );
    expect(translateHostPath(GITHUB, "/github/runner_temp/cowork-harness-tmp/s")).toBe(
      "/home/runner/work/_temp/cowork-harness-tmp/s",
    );
    expect(translateHostPath(GITHUB, "/github/home/.config")).toBe("/home/runner/work/_temp/_github_home/.config");
    expect(
      translateHostPath(
        [...GITHUB, { source: "/elsewhere", destination: "/github/workspace/sub" }],
        "/github/workspace/sub/x",
      ),
    ).toBe("/elsewhere/x");
    expect(translateHostPath(GITHUB, "/github/workspace")).toBe("/home/runner/work/skills/skills");
  });
  it("a path under no bind mount, or a mere name prefix, has no host path", () => {
    expect(translateHostPath(GITHUB, "/tmp/cowork-session-x")).toBeUndefined();
    expect(translateHostPath(GITHUB, "/app/dist")).toBeUndefined();
    expect(translateHostPath(GITHUB, "/github/workspace2/x")).toBeUndefined();
    expect(translateHostPath(GITHUB, "/github/workspace/../home2")).toBeUndefined();
  });
  it("docker's CLI gets no podman-only flags", () => {
    expect(rmContainerArgs({ kind: "docker" }, "c")).toEqual(["rm", "-f", "c"]);
    expect(rmContainerArgs({ kind: "podman" }, "c")).toEqual(["rm", "-f", "-t", "0", "c"]);
    expect(rmNetworkArgs({ kind: "docker" }, "n")).toEqual(["network", "rm", "n"]);
    expect(rmNetworkArgs({ kind: "podman" }, "n")).toEqual(["network", "rm", "-f", "n"]);
  });
});
