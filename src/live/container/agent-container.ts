/**
 * The agent's container (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol): the `run` argv that starts the pinned agent binary
 * inside the agent image, and the image's identity for the cassette's `environment`.
 *
 *   run --rm -i --name cowork-ct-<t> --network container:cowork-net-<t>   (loopback only: see egress-sidecar.ts)
 *       --cap-drop ALL --security-opt no-new-privileges --read-only
 *       --memory … --cpus … --pids-limit … --tmpfs /tmp,/var/tmp,/run (size=…)  (lockdown; COWORK_LOCKDOWN=off drops it)
 *       --user <uid>:<gid> -w /sessions/<id>
 *       -e KEY=value … -e SECRET_NAME (value from the client's environment, never on the command line)
 *       -v <execute-only copy of the binary>:/usr/local/bin/claude:ro       (a non-dumpable agent: exec-only-binary.ts)
 *       -v /dev/null:/tmp/cc-socks-<uid>:ro                                 (no inter-session messaging: agent/env.ts)
 *       -v <session>:/sessions/<id> -v <ro mount>:<guest>:ro …
 *       <image> claude <argv>
 *
 * Pure, except imageIdentity (asks the runtime).
 */
import { limitFlags, type ResourceLimits } from "./resource-limits.js";
import type { ContainerRuntime } from "./runtime.js";
import { execRuntime } from "./runtime.js";

export const GUEST_AGENT_BINARY = "/usr/local/bin/claude";
export const SEALED: readonly string[] = ["--cap-drop", "ALL", "--security-opt", "no-new-privileges", "--read-only"];
/** the helpers' lockdown (the egress proxy and forwarder); the agent's own adds its resource limits */
export const LOCKDOWN_FLAGS: readonly string[] = [
  ...SEALED,
  "--tmpfs",
  "/tmp:rw,exec,nosuid,size=1g",
  "--pids-limit",
  "1024",
];

export interface Mount {
  host: string;
  guest: string;
  readOnly?: boolean;
}

export interface AgentContainerSpec {
  name: string;
  network: string;
  image: string;
  /** the agent binary on this machine */
  binary: string;
  /** the agent's working directory inside the container (/sessions/<id>) */
  workdir: string;
  mounts: readonly Mount[];
  /** KEY=value pairs, passed as -e KEY=value */
  env: Readonly<Record<string, string>>;
  /** secret names, passed as -e NAME: the value comes from the client's own environment */
  secretNames: readonly string[];
  /** "uid:gid"; omitted on platforms without uids */
  user?: string;
  lockdown: boolean;
  /** memory, CPUs, pids and tmpfs sizes (with lockdown) */
  limits?: ResourceLimits;
  argv: readonly string[];
  /** `--label` flags (the run's owner, src/live/container/owner.ts) */
  labels?: readonly string[];
}

export function agentRunArgs(spec: AgentContainerSpec): string[] {
  const args = ["run", "--rm", "-i", "--name", spec.name, ...(spec.labels ?? []), "--network", spec.network];
  if (spec.lockdown) args.push(...(spec.limits ? [...SEALED, ...limitFlags(spec.limits)] : LOCKDOWN_FLAGS));
  if (spec.user) args.push("--user", spec.user);
  args.push("-w", spec.workdir);
  for (const [k, v] of Object.entries(spec.env)) args.push("-e", `${k}=${v}`);
  for (const k of spec.secretNames) args.push("-e", k);
  args.push("-v", `${spec.binary}:${GUEST_AGENT_BINARY}:ro`);
  // the agent's fallback messaging sockets dir, made a non-directory: with XDG_RUNTIME_DIR (agent/env.ts) messaging is off
  args.push("-v", `/dev/null:${messagingFallbackDir(spec.user)}:ro`);
  for (const m of spec.mounts) args.push("-v", `${m.host}:${m.guest}${m.readOnly ? ":ro" : ""}`);
  args.push(spec.image, GUEST_AGENT_BINARY, ...spec.argv);
  return args;
}

/** The agent's per-uid fallback dir for its messaging socket (it binds there when $XDG_RUNTIME_DIR/cc-socks is refused). */
export function messagingFallbackDir(user: string | undefined): string {
  return `/tmp/cc-socks-${user?.split(":")[0] ?? "0"}`;
}

/** The invoking user, for --user (undefined where there are no uids). */
export function invokingUser(): string | undefined {
  if (typeof process.getuid !== "function" || typeof process.getgid !== "function") return undefined;
  return `${process.getuid()}:${process.getgid()}`;
}

export interface ImageIdentity {
  ref: string;
  /** the image's config id (sha256:<64 hex>) */
  configId?: string;
  /** the registry digest it was pulled by, when it came from a registry */
  registryDigest?: string;
}

const SHA = /^sha256:[0-9a-f]{64}$/;

/** The image's id and registry digest, as the runtime reports them; undefined when it is not there. */
export function imageIdentity(rt: ContainerRuntime, ref: string): ImageIdentity | undefined {
  const r = execRuntime(rt, ["image", "inspect", "--format", "{{.Id}}\t{{json .RepoDigests}}", ref]);
  if (r.code !== 0) return undefined;
  const [rawId, rawDigests] = (r.stdout.trim().split("\n")[0] ?? "").split("\t");
  let info: { Id?: unknown; RepoDigests?: unknown } = { Id: rawId };
  try {
    info = { Id: rawId, RepoDigests: JSON.parse(rawDigests ?? "[]") as unknown };
  } catch {
    /* no digests */
  }
  const id = typeof info.Id === "string" ? (info.Id.startsWith("sha256:") ? info.Id : `sha256:${info.Id}`) : undefined;
  const digests = Array.isArray(info.RepoDigests)
    ? info.RepoDigests.filter((d): d is string => typeof d === "string")
    : [];
  const registry = digests
    .filter((d) => !d.startsWith("localhost/"))
    .map((d) => d.slice(d.indexOf("@") + 1))
    .find((d) => SHA.test(d));
  return { ref, ...(id && SHA.test(id) ? { configId: id } : {}), ...(registry ? { registryDigest: registry } : {}) };
}
