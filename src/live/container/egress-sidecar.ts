/**
 * The container tier's network (the reference's src/runtime/container.ts; docs/reference.md#recording-and-the-agent-protocol "Egress sidecar", hardened for issue 21): the
 * agent has no network of its own. Three parts:
 *
 *   network create cowork-out-<t>                                  an ordinary network
 *   run --name cowork-proxy-<t> --network cowork-out-<t> …         the proxy, listening on a unix
 *       egress-proxy --listen unix:/run/cowork-egress/proxy.sock    socket in a dir of this machine
 *       --allow … --relay                                           that the agent never sees
 *   run --name cowork-net-<t> --network none …                      the forwarder: loopback only,
 *       egress-proxy --listen 127.0.0.1:8080 --forward unix:…       pipes 127.0.0.1:8080 to the socket
 *
 * and the agent runs with `--network container:cowork-net-<t>`: its network namespace holds only
 * loopback, so no host service, gateway or DNS server is reachable (there is no route at all), and
 * its one way out is 127.0.0.1:8080, served by a process in another container (another pid
 * namespace: skill code can neither kill it nor take its port). The proxy relays the agent's model
 * requests (ANTHROPIC_BASE_URL is the proxy) to the one model endpoint set with setUpstream, putting
 * the real credential in for the placeholder; anything else must be an allowlisted host.
 *
 * The scripted model server listens on the ordinary network's gateway (this machine), reached by
 * the proxy's relay only. In a sibling container (the Action), we attach ourselves to that network
 * and the server listens on our address there.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { chmodSync, mkdirSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { createInterface } from "node:readline";
import type { EgressAttempt } from "./egress-proxy.js";
import { proxyEnvFor } from "./egress-proxy.js";
import type { RelayCredentials, ServedTurn } from "./model-relay.js";
import { trackRuntimeChild } from "./runtime-children.js";
import { AttemptLog } from "./attempt-log.js";
import { HarnessError } from "../../core/util/errors.js";
import { invokingUser, LOCKDOWN_FLAGS } from "./agent-container.js";
import { harnessDistDir } from "./harness-dist.js";
import { execRuntime, mustRuntime, rmContainerArgs, rmNetworkArgs, type ContainerRuntime } from "./runtime.js";
import { mountableHostPath, type Sibling } from "./sibling.js";
import { ownerLabelArgs } from "./owner.js";
import { createOwnedNetwork } from "./sweep.js";
import { withCure } from "./runtime-cures.js";

export const PROXY_PORT = 8080;
const START_TIMEOUT_MS = 30_000;
const GUEST_SOCKET_DIR = "/run/cowork-egress";
/** the proxy's and forwarder's own bounds: small processes, never the agent's budget */
export const HELPER_LIMITS = ["--memory", "256m", "--memory-swap", "256m", "--cpus", "0.5"];

export interface EgressSidecar {
  /** the agent's --network: the forwarder's network namespace (loopback only) */
  agentNetwork: string;
  /** the ordinary network's gateway: this machine, as the proxy reaches it */
  hostAddress: string;
  /** http://127.0.0.1:8080, in the agent's network namespace */
  proxyUrl: string;
  readonly attempts: EgressAttempt[];
  /** every model response the relay passed on: the ids it served */
  readonly served: ServedTurn[];
  proxyEnv(): Record<string, string>;
  /** where the relay sends the agent's model requests, and the credential it adds */
  setUpstream(url: string, credentials?: RelayCredentials): void;
  close(): Promise<void>;
}

export interface SidecarOptions {
  runtime: ContainerRuntime;
  /** names the networks and containers of this run */
  token: string;
  image: string;
  /** allowlist entries (hosts reached through CONNECT or plain HTTP; the model endpoint is relayed) */
  allow: readonly string[];
  /** a dir of this machine, outside anything the agent mounts, for the proxy's socket */
  socketDir: string;
  log?: (line: string) => void;
  /** we run in a container of the same engine: translate mount paths, attach ourselves to the outer network */
  sibling?: { sibling: Sibling; stageDir: string };
}

function networkGateway(rt: ContainerRuntime, name: string): string | undefined {
  const out = mustRuntime(rt, ["network", "inspect", name], `inspect network ${name}`);
  const parsed = JSON.parse(out) as { subnets?: { gateway?: string }[]; IPAM?: { Config?: { Gateway?: string }[] } }[];
  const n = parsed[0] ?? {};
  return n.subnets?.find((s) => s.gateway)?.gateway ?? n.IPAM?.Config?.find((c) => c.Gateway)?.Gateway;
}

function containerIp(rt: ContainerRuntime, name: string, network: string): string | undefined {
  const r = execRuntime(rt, ["inspect", "--format", "{{json .NetworkSettings.Networks}}", name]);
  if (r.code !== 0) return undefined;
  try {
    const nets = JSON.parse(r.stdout) as Record<string, { IPAddress?: string }>;
    const ip = nets[network]?.IPAddress;
    return ip ? ip : undefined;
  } catch {
    return undefined;
  }
}

/** Every address of this machine's interfaces (in a container: of ours). */
function ownAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined)
    .map((i) => i.address.toLowerCase());
}

interface JsonLineContainer {
  child: ChildProcessWithoutNullStreams;
  ready: Promise<void>;
}

/** Runs a helper container that prints JSON lines; `ready` once it prints `{"listening":…}`. */
function startHelper(
  rt: ContainerRuntime,
  args: string[],
  what: string,
  onLine: (msg: Record<string, unknown>) => void,
): JsonLineContainer {
  const child = spawn(rt.command, [...rt.globalArgs, ...args], { env: rt.env, stdio: ["pipe", "pipe", "pipe"] });
  trackRuntimeChild(child);
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (d: string) => (stderr = (stderr + d).slice(-4000)));
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new HarnessError(
            `the ${what} container did not start within ${START_TIMEOUT_MS / 1000} s: ${stderr.trim().split("\n").pop() ?? ""}`,
          ),
        ),
      START_TIMEOUT_MS,
    );
    child.once("close", (code) => {
      clearTimeout(timer);
      reject(
        new HarnessError(
          withCure(
            rt,
            `the ${what} container exited (${code}) before listening: ${stderr.trim().split("\n").slice(-2).join(" | ")}`,
          ),
        ),
      );
    });
    lines.on("line", (line) => {
      let msg: Record<string, unknown>;
      try {
        msg = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      if (msg.listening !== undefined) {
        clearTimeout(timer);
        resolve();
      } else onLine(msg);
    });
  });
  ready.catch(() => undefined);
  return { child, ready };
}

export async function startEgressSidecar(opts: SidecarOptions): Promise<EgressSidecar> {
  const rt = opts.runtime;
  const outer = `cowork-out-${opts.token}`;
  const proxyName = `cowork-proxy-${opts.token}`;
  const netName = `cowork-net-${opts.token}`;
  const made: string[] = [];
  const helpers: JsonLineContainer[] = [];
  const attempts = new AttemptLog(); // bounded: a skill decides how many it tries (./attempt-log.ts)
  const served: ServedTurn[] = [];
  let selfAttached = false;

  const teardown = async (): Promise<void> => {
    for (const h of helpers) {
      if (h.child.exitCode === null) {
        h.child.stdin.end();
        h.child.kill("SIGTERM");
      }
    }
    for (const n of [netName, proxyName]) execRuntime(rt, rmContainerArgs(rt, n), { timeoutMs: 30_000 });
    for (const h of helpers)
      if (h.child.exitCode === null && h.child.signalCode === null) await new Promise((r) => h.child.once("close", r));
    if (selfAttached && opts.sibling)
      execRuntime(rt, ["network", "disconnect", "-f", outer, opts.sibling.sibling.self], { timeoutMs: 30_000 });
    for (const n of made.reverse()) execRuntime(rt, rmNetworkArgs(rt, n), { timeoutMs: 30_000 });
  };

  try {
    mkdirSync(opts.socketDir, { recursive: true, mode: 0o700 });
    chmodSync(opts.socketDir, 0o700);
    createOwnedNetwork(rt, outer);
    made.push(outer);
    let hostAddress: string | undefined;
    if (opts.sibling) {
      // this process (and its scripted model server) lives in a sibling container: join the outer network
      mustRuntime(rt, ["network", "connect", outer, opts.sibling.sibling.self], `attach this container to ${outer}`);
      selfAttached = true;
      hostAddress = containerIp(rt, opts.sibling.sibling.self, outer);
      if (!hostAddress) throw new HarnessError(`${rt.kind}: cannot read this container's address on ${outer}`);
    } else {
      hostAddress = networkGateway(rt, outer);
      if (!hostAddress) throw new HarnessError(`${rt.kind}: network ${outer} has no gateway address`);
    }
    const host = (p: string, label: string): string =>
      opts.sibling ? mountableHostPath(opts.sibling.sibling, p, opts.sibling.stageDir, label) : p;
    const dist = host(harnessDistDir(), "harness-dist");
    const socketDir = opts.sibling ? opts.sibling.sibling.hostPath(opts.socketDir) : opts.socketDir;
    if (!socketDir)
      throw new HarnessError(
        `${opts.socketDir} is under no bind mount of this container: ${rt.kind} cannot mount the egress socket dir`,
      );
    const user = invokingUser();
    const common = [
      "--rm",
      "-i",
      ...ownerLabelArgs(),
      ...LOCKDOWN_FLAGS,
      ...HELPER_LIMITS,
      ...(user ? ["--user", user] : []),
      "-v",
      `${dist}:/opt/cowork-harness:ro`,
      "-v",
      `${socketDir}:${GUEST_SOCKET_DIR}`,
      opts.image,
      "node",
      "/opt/cowork-harness/cli.js",
      "egress-proxy",
    ];
    const socket = `${GUEST_SOCKET_DIR}/proxy.sock`;
    // this machine's addresses (and, in a sibling container, the gateway): never a target, whatever the allowlist
    const own = [
      ...new Set(
        [hostAddress, ...(opts.sibling ? [networkGateway(rt, outer)] : []), ...ownAddresses()].filter(
          (a): a is string => a !== undefined,
        ),
      ),
    ];
    const proxy = startHelper(
      rt,
      [
        "run",
        "--name",
        proxyName,
        "--network",
        outer,
        ...common,
        "--listen",
        `unix:${socket}`,
        "--allow",
        opts.allow.join(","),
        "--deny",
        own.join(","),
        "--relay",
      ],
      "egress proxy",
      (msg) => {
        if (typeof msg.host === "string") attempts.add(msg as unknown as EgressAttempt);
        else if (msg.served !== null && typeof msg.served === "object") served.push(msg.served as ServedTurn);
      },
    );
    helpers.push(proxy);
    await proxy.ready;
    const fwd = startHelper(
      rt,
      [
        "run",
        "--name",
        netName,
        "--network",
        "none",
        ...common,
        "--listen",
        `127.0.0.1:${PROXY_PORT}`,
        "--forward",
        `unix:${socket}`,
      ],
      "egress forwarder",
      () => undefined,
    );
    helpers.push(fwd);
    await fwd.ready;
    const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
    opts.log?.(
      `egress proxy ${proxyName} on ${outer} (this machine is ${hostAddress} there); the agent joins ${netName}'s loopback-only network namespace, where ${proxyUrl} leads to the proxy`,
    );
    return {
      agentNetwork: `container:${netName}`,
      hostAddress,
      proxyUrl,
      attempts: attempts.kept,
      served,
      proxyEnv: () => ({
        ...proxyEnvFor(proxyUrl),
        NO_PROXY: "localhost,127.0.0.1,::1",
        no_proxy: "localhost,127.0.0.1,::1",
      }),
      setUpstream: (url, credentials) => {
        proxy.child.stdin.write(`${JSON.stringify({ upstream: url, ...(credentials ? { credentials } : {}) })}\n`);
      },
      close: teardown,
    };
  } catch (e) {
    await teardown();
    throw e;
  }
}
