/**
 * The container runtime of the container tier (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol): docker or podman, whichever
 * answers here — `COWORK_CONTAINER_RUNTIME=docker|podman|<path>` chooses. A client whose engine
 * does not answer (a docker CLI with no daemon) does not count. With podman, `COWORK_OCI_RUNTIME`
 * (default /usr/sbin/runc when it exists: crun fails on hosts with hybrid cgroups) is passed as
 * `--runtime`, and CONTAINERS_CONF is passed through.
 *
 * Every call is a child process of the client with an allowlisted environment: no tokens reach
 * it unless a caller adds them by name (agent secrets are passed as `-e NAME`, never as values
 * on the command line).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { basename } from "node:path";
import { HarnessError } from "../../core/util/errors.js";

export type RuntimeKind = "docker" | "podman";

export interface ContainerRuntime {
  kind: RuntimeKind;
  /** the client executable */
  command: string;
  /** flags before the subcommand (podman: --runtime <oci runtime>) */
  globalArgs: string[];
  /** the client's environment (PATH, HOME, CONTAINERS_CONF, DOCKER_HOST, …) */
  env: NodeJS.ProcessEnv;
  /** "podman 4.3.1", "docker 27.0.3" */
  version: string;
}

/** Client environment: only what a container client needs to find its engine and configuration. */
const CLIENT_ENV = [
  "PATH",
  "HOME",
  "USER",
  "XDG_RUNTIME_DIR",
  "CONTAINERS_CONF",
  "CONTAINERS_STORAGE_CONF",
  "CONTAINER_HOST",
  "DOCKER_HOST",
  "DOCKER_CONFIG",
  "DOCKER_CONTEXT",
  "DOCKER_CERT_PATH",
  "DOCKER_TLS_VERIFY",
  "TMPDIR",
];

export function clientEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const k of CLIENT_ENV) if (env[k] !== undefined) out[k] = env[k];
  return out;
}

function kindOf(command: string): RuntimeKind | undefined {
  const b = basename(command);
  if (b.startsWith("podman")) return "podman";
  if (b.startsWith("docker")) return "docker";
  return undefined;
}

/** The OCI runtime flag for podman: COWORK_OCI_RUNTIME, else runc when installed at the usual path. */
export function podmanGlobalArgs(env: NodeJS.ProcessEnv, exists: (p: string) => boolean = existsSync): string[] {
  const chosen = env.COWORK_OCI_RUNTIME ?? (exists("/usr/sbin/runc") ? "/usr/sbin/runc" : undefined);
  return chosen ? ["--runtime", chosen] : [];
}

/** Why a candidate does not answer, or its version. */
function probe(
  command: string,
  kind: RuntimeKind,
  globalArgs: string[],
  env: NodeJS.ProcessEnv,
): { version: string } | { why: string } {
  const args =
    kind === "podman"
      ? [...globalArgs, "version", "--format", "{{.Client.Version}}"]
      : ["version", "--format", "{{.Server.Version}}"];
  const r = spawnSync(command, args, { env, encoding: "utf8", timeout: 20_000 });
  if (r.error)
    return {
      why: (r.error as NodeJS.ErrnoException).code === "ENOENT" ? `${command} is not installed` : r.error.message,
    };
  if (r.status !== 0)
    return {
      why: `${command} does not answer (${(r.stderr || r.stdout).trim().split("\n").pop() ?? `exit ${r.status}`})`,
    };
  return { version: `${kind} ${r.stdout.trim()}` };
}

export type RuntimeDetection = { runtime: ContainerRuntime } | { missing: string };

/** The runtime to use, or one line saying why there is none. */
export function detectContainerRuntime(env: NodeJS.ProcessEnv = process.env): RuntimeDetection {
  const chosen = env.COWORK_CONTAINER_RUNTIME?.trim();
  const candidates = chosen ? [chosen] : ["docker", "podman"];
  const cenv = clientEnv(env);
  const reasons: string[] = [];
  for (const command of candidates) {
    const kind = kindOf(command);
    if (!kind) return { missing: `COWORK_CONTAINER_RUNTIME=${command}: not docker or podman` };
    const globalArgs = kind === "podman" ? podmanGlobalArgs(env) : [];
    const p = probe(command, kind, globalArgs, cenv);
    if ("version" in p) return { runtime: { kind, command, globalArgs, env: cenv, version: p.version } };
    reasons.push(p.why);
  }
  return { missing: `no container runtime: ${reasons.join("; ")}` };
}

/**
 * The other engine, when COWORK_CONTAINER_RUNTIME chooses none and it answers too (docker is tried
 * first): each has its own image store, so the one in use is said, and how to choose the other.
 */
export function otherAnsweringRuntime(
  rt: ContainerRuntime,
  env: NodeJS.ProcessEnv = process.env,
): ContainerRuntime | undefined {
  if (env.COWORK_CONTAINER_RUNTIME?.trim()) return undefined;
  const kind: RuntimeKind = rt.kind === "docker" ? "podman" : "docker";
  const globalArgs = kind === "podman" ? podmanGlobalArgs(env) : [];
  const p = probe(kind, kind, globalArgs, rt.env);
  return "version" in p ? { kind, command: kind, globalArgs, env: rt.env, version: p.version } : undefined;
}

/** "using docker 27.1.1; podman answers too, with its own image store — COWORK_CONTAINER_RUNTIME=podman uses it" */
export function engineChoiceText(rt: ContainerRuntime, other: ContainerRuntime | undefined): string {
  return other === undefined
    ? `using ${rt.version}`
    : `using ${rt.version}; ${other.kind} answers too, with its own image store — COWORK_CONTAINER_RUNTIME=${other.kind} uses it`;
}

export interface ExecResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the client once and returns what it printed. */
export function execRuntime(
  rt: ContainerRuntime,
  args: readonly string[],
  opts: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): ExecResult {
  const r = spawnSync(rt.command, [...rt.globalArgs, ...args], {
    env: { ...rt.env, ...opts.env },
    encoding: "utf8",
    timeout: opts.timeoutMs ?? 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status ?? -1, stdout: r.stdout ?? "", stderr: r.error ? r.error.message : (r.stderr ?? "") };
}

/** Like execRuntime, but a nonzero exit is a HarnessError naming the step. */
export function mustRuntime(
  rt: ContainerRuntime,
  args: readonly string[],
  what: string,
  opts: { timeoutMs?: number } = {},
): string {
  const r = execRuntime(rt, args, opts);
  if (r.code !== 0)
    throw new HarnessError(
      `${rt.kind} could not ${what}: ${(r.stderr.trim() || r.stdout.trim()).split("\n").slice(-2).join(" | ")}`,
    );
  return r.stdout;
}

/** `rm` of a container, now: podman's `-t 0`; the docker CLI has no such flag (rm -f kills at once). */
export function rmContainerArgs(rt: Pick<ContainerRuntime, "kind">, name: string): string[] {
  return rt.kind === "podman" ? ["rm", "-f", "-t", "0", name] : ["rm", "-f", name];
}

/** `network rm`: podman's `-f` also removes containers still attached; docker's CLI (before 25) has no -f. */
export function rmNetworkArgs(rt: Pick<ContainerRuntime, "kind">, name: string): string[] {
  return rt.kind === "podman" ? ["network", "rm", "-f", name] : ["network", "rm", name];
}
