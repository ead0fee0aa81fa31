/**
 * One trivial container started with the settings record starts its containers with, before
 * `setup` says the container tier is ready: the agent's lockdown and resource limits, and the
 * egress helpers' (the proxy and the forwarder, which run the harness's own Node in the image). A
 * runtime that cannot apply them (rlimits it may not set, a cgroup manager that does not work
 * here) fails here, with its cure, instead of in the middle of the first record.
 */
import { LOCKDOWN_FLAGS, SEALED, invokingUser } from "./agent-container.js";
import { HELPER_LIMITS } from "./egress-sidecar.js";
import { ownerLabelArgs } from "./owner.js";
import { limitFlags, limitsFromEnv } from "./resource-limits.js";
import { execRuntime, type ContainerRuntime } from "./runtime.js";

export interface TrialFailure {
  /** which container of a record it stands for */
  what: "the agent's container" | "the egress proxy's container";
  /** the engine's own last lines */
  detail: string;
  /** the one-line cure, when the failure is a known one */
  cure?: string;
}

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

/** Starts the two trial containers; the first that fails, or undefined when both ran. */
export function trialRun(rt: ContainerRuntime, image: string, env: NodeJS.ProcessEnv): TrialFailure | undefined {
  const user = invokingUser();
  const common = ["run", "--rm", "--network", "none", ...ownerLabelArgs(env), ...(user ? ["--user", user] : [])];
  const trials: { what: TrialFailure["what"]; args: string[] }[] = [
    {
      what: "the agent's container",
      args: [...common, ...SEALED, ...limitFlags(limitsFromEnv(env.COWORK_RESOURCE_LIMITS)), image, "true"],
    },
    {
      what: "the egress proxy's container",
      args: [...common, ...LOCKDOWN_FLAGS, ...HELPER_LIMITS, image, "node", "-e", "0"],
    },
  ];
  for (const t of trials) {
    const r = execRuntime(rt, t.args, { timeoutMs: 120_000 });
    if (r.code === 0) continue;
    const detail = (r.stderr.trim() || r.stdout.trim() || `exit ${r.code}`).split("\n").slice(-3).join(" | ");
    const cure = knownCure(rt, detail);
    return { what: t.what, detail, ...(cure ? { cure } : {}) };
  }
  return undefined;
}
