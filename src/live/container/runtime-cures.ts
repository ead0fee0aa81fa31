/**
 * One-line cures for the container runtime failures we know: rlimits the engine may not set, a
 * cgroup manager that does not work here, a docker socket this user may not use. Said by `setup`'s
 * trial container and by `record` when a container of its own fails to start the same way.
 */
import type { ContainerRuntime } from "./runtime.js";

/** The cure of a known runtime failure, from the engine's message; undefined when it is not one we know. */
export function knownCure(rt: Pick<ContainerRuntime, "kind">, detail: string): string | undefined {
  if (/rlimit|ulimit/i.test(detail))
    return rt.kind === "podman"
      ? "this machine does not let podman set its default ulimits: write `[containers]` and `default_ulimits = []` into a file and export CONTAINERS_CONF=<that file> (podman reads it for every command)"
      : "this machine does not let docker set the ulimits it applies: remove `default-ulimits` from /etc/docker/daemon.json (or lower them to what the host allows) and restart dockerd";
  if (/cgroup/i.test(detail))
    return rt.kind === "podman"
      ? 'podman\'s cgroup manager does not work here: write `[engine]` and `cgroup_manager = "cgroupfs"` into CONTAINERS_CONF (or run podman with --cgroup-manager=cgroupfs), and install runc if crun fails'
      : "dockerd cannot create the container's cgroup: start dockerd with `--exec-opt native.cgroupdriver=cgroupfs`, or run it where cgroups are delegated";
  if (/permission denied.*docker\.sock|connect: permission denied/i.test(detail))
    return "this user may not talk to dockerd: add it to the docker group (then log in again), or use podman (COWORK_CONTAINER_RUNTIME=podman)";
  return undefined;
}

/** `message`, ended with the cure when the engine's words in it are a failure we know. */
export function withCure(rt: Pick<ContainerRuntime, "kind">, message: string): string {
  const cure = knownCure(rt, message);
  return cure ? `${message} — ${cure}` : message;
}
