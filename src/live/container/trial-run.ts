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
import { limitFlags, limitsOfEnv } from "./resource-limits.js";
import { execRuntime, type ContainerRuntime } from "./runtime.js";
import { knownCure } from "./runtime-cures.js";

export interface TrialFailure {
  /** which container of a record it stands for */
  what: "the agent's container" | "the egress proxy's container";
  /** the engine's own last lines */
  detail: string;
  /** the one-line cure, when the failure is a known one */
  cure?: string;
}

/** Starts the two trial containers; the first that fails, or undefined when both ran. */
export function trialRun(rt: ContainerRuntime, image: string, env: NodeJS.ProcessEnv): TrialFailure | undefined {
  const user = invokingUser();
  const common = ["run", "--rm", "--network", "none", ...ownerLabelArgs(env), ...(user ? ["--user", user] : [])];
  const trials: { what: TrialFailure["what"]; args: string[] }[] = [
    {
      what: "the agent's container",
      args: [...common, ...SEALED, ...limitFlags(limitsOfEnv(env)), image, "true"],
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
