/**
 * The container tier's network (spec/record.md §3.1 "Egress sidecar"): an internal network for the
 * agent, an ordinary one, and our egress proxy in a container of its own on both — the agent's only
 * way out. The proxy is this harness's own bundle (`egress-proxy` command) run read-only in the
 * agent image; it prints each attempt as a JSON line, which we collect.
 *
 *   network create --internal cowork-int-<t>       (no route out, no DNS the agent could use)
 *   network create cowork-out-<t>
 *   run --rm -i --name cowork-proxy-<t> --network cowork-int-<t> --network cowork-out-<t> …
 *
 * The agent is given the proxy's address on the internal network (by IP: internal networks have
 * no DNS here). A scripted model server on this machine listens on the ordinary network's gateway
 * address, so only the proxy can reach it (spec/record.md §5.2 "Fake-API testing").
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import type { EgressAttempt } from "./egress-proxy.js";
import { proxyEnvFor } from "./egress-proxy.js";
import { HarnessError } from "../util/errors.js";
import { invokingUser, LOCKDOWN_FLAGS } from "./agent-container.js";
import { harnessDistDir } from "./harness-dist.js";
import { execRuntime, mustRuntime, rmContainerArgs, rmNetworkArgs, type ContainerRuntime } from "./runtime.js";
import { mountableHostPath, type Sibling } from "./sibling.js";

export const PROXY_PORT = 8080;
const START_TIMEOUT_MS = 30_000;

export interface EgressSidecar {
  internalNetwork: string;
  /** the ordinary network's gateway: this machine, as the proxy reaches it */
  hostAddress: string;
  /** http://<proxy ip on the internal network>:8080 */
  proxyUrl: string;
  readonly attempts: EgressAttempt[];
  proxyEnv(): Record<string, string>;
  close(): Promise<void>;
}

export interface SidecarOptions {
  runtime: ContainerRuntime;
  /** names the networks and containers of this run */
  token: string;
  image: string;
  /** allowlist entries; the host address is added when `allowHost` */
  allow: readonly string[];
  /** also allow this machine (the scripted model server) */
  allowHost?: boolean;
  log?: (line: string) => void;
  /** we run in a container of the same engine: translate mount paths, attach ourselves to the outer network */
  sibling?: { sibling: Sibling; stageDir: string };
}

interface NetworkInfo {
  gateway?: string;
}

function networkGateway(rt: ContainerRuntime, name: string): NetworkInfo {
  const out = mustRuntime(rt, ["network", "inspect", name], `inspect network ${name}`);
  const parsed = JSON.parse(out) as { subnets?: { gateway?: string }[]; IPAM?: { Config?: { Gateway?: string }[] } }[];
  const n = parsed[0] ?? {};
  return { gateway: n.subnets?.find((s) => s.gateway)?.gateway ?? n.IPAM?.Config?.find((c) => c.Gateway)?.Gateway };
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

export async function startEgressSidecar(opts: SidecarOptions): Promise<EgressSidecar> {
  const rt = opts.runtime;
  const internal = `cowork-int-${opts.token}`;
  const outer = `cowork-out-${opts.token}`;
  const proxyName = `cowork-proxy-${opts.token}`;
  const made: string[] = [];
  let child: ChildProcessWithoutNullStreams | undefined;
  const attempts: EgressAttempt[] = [];
  let selfAttached = false;

  const teardown = async (): Promise<void> => {
    if (child && child.exitCode === null) {
      child.stdin.end();
      child.kill("SIGTERM");
    }
    execRuntime(rt, rmContainerArgs(rt, proxyName), { timeoutMs: 30_000 });
    if (child && child.exitCode === null) await new Promise((r) => child!.once("close", r));
    if (selfAttached && opts.sibling) execRuntime(rt, ["network", "disconnect", "-f", outer, opts.sibling.sibling.self], { timeoutMs: 30_000 });
    for (const n of made.reverse()) execRuntime(rt, rmNetworkArgs(rt, n), { timeoutMs: 30_000 });
  };

  try {
    mustRuntime(rt, ["network", "create", "--internal", internal], `create the internal network ${internal}`);
    made.push(internal);
    mustRuntime(rt, ["network", "create", outer], `create the network ${outer}`);
    made.push(outer);
    let hostAddress: string | undefined;
    if (opts.sibling) {
      // this process (and its scripted model server) lives in a sibling container: join the outer network
      mustRuntime(rt, ["network", "connect", outer, opts.sibling.sibling.self], `attach this container to ${outer}`);
      selfAttached = true;
      hostAddress = containerIp(rt, opts.sibling.sibling.self, outer);
      if (!hostAddress) throw new HarnessError(`${rt.kind}: cannot read this container's address on ${outer}`);
    } else {
      hostAddress = networkGateway(rt, outer).gateway;
      if (!hostAddress) throw new HarnessError(`${rt.kind}: network ${outer} has no gateway address`);
    }
    const allow = [...opts.allow, ...(opts.allowHost ? [hostAddress] : [])];
    const dist = opts.sibling ? mountableHostPath(opts.sibling.sibling, harnessDistDir(), opts.sibling.stageDir, "harness-dist") : harnessDistDir();
    // docker's CLI before 25 attaches only the first --network at run: the second is connected once it runs
    const secondNetwork = rt.kind === "podman" ? ["--network", outer] : [];
    const user = invokingUser();
    const args = [
      ...rt.globalArgs,
      "run", "--rm", "-i", "--name", proxyName,
      "--network", internal, ...secondNetwork,
      ...LOCKDOWN_FLAGS,
      ...(user ? ["--user", user] : []),
      "-v", `${dist}:/opt/cowork-harness:ro`,
      opts.image,
      "node", "/opt/cowork-harness/cli.js", "egress-proxy", "--listen", `0.0.0.0:${PROXY_PORT}`, "--allow", allow.join(","),
    ];
    child = spawn(rt.command, args, { env: rt.env, stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (d: string) => (stderr = (stderr + d).slice(-4000)));
    const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new HarnessError(`the egress proxy container did not start within ${START_TIMEOUT_MS / 1000} s: ${stderr.trim().split("\n").pop() ?? ""}`)), START_TIMEOUT_MS);
      child!.once("close", (code) => {
        clearTimeout(timer);
        reject(new HarnessError(`the egress proxy container exited (${code}) before listening: ${stderr.trim().split("\n").slice(-2).join(" | ")}`));
      });
      lines.on("line", (line) => {
        let msg: Record<string, unknown>;
        try {
          msg = JSON.parse(line) as Record<string, unknown>;
        } catch {
          return;
        }
        if (typeof msg.listening === "number") {
          clearTimeout(timer);
          resolve();
        } else if (typeof msg.host === "string") attempts.push(msg as unknown as EgressAttempt);
      });
    });
    if (secondNetwork.length === 0) mustRuntime(rt, ["network", "connect", outer, proxyName], `attach the egress proxy to ${outer}`);
    const proxyIp = containerIp(rt, proxyName, internal);
    if (!proxyIp) throw new HarnessError(`${rt.kind}: cannot read the egress proxy's address on ${internal}`);
    const proxyUrl = `http://${proxyIp}:${PROXY_PORT}`;
    opts.log?.(`egress proxy ${proxyName} at ${proxyUrl} (internal network ${internal}; this machine is ${hostAddress} on ${outer})`);
    return {
      internalNetwork: internal,
      hostAddress,
      proxyUrl,
      attempts,
      proxyEnv: () => proxyEnvFor(proxyUrl),
      close: teardown,
    };
  } catch (e) {
    await teardown();
    throw e;
  }
}
