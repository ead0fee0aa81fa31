/**
 * `cowork-harness egress-proxy` (internal): the container tier's egress, as processes of their own.
 *
 *   egress-proxy --listen unix:PATH --allow a,b,… --relay
 *       the proxy (in a container on an ordinary network): enforces the allowlist, and relays the
 *       agent's model requests to the endpoint given on stdin as `{"upstream":URL,"credentials":{…}}`
 *       (credentials never reach the agent's container). Prints `{"listening":…}` once, then one
 *       JSON line per attempt (an EgressAttempt) and `{"served":{messageId,toolUseIds}}` per model
 *       response.
 *   egress-proxy --listen 127.0.0.1:PORT --forward unix:PATH
 *       the forwarder (in a container with no network, whose network namespace the agent joins):
 *       pipes each TCP connection to the proxy's socket. The agent's only way out.
 *
 * Both stop on SIGTERM or when stdin closes.
 */
import { createServer as createTcpServer, connect, type Socket } from "node:net";
import { createInterface } from "node:readline";
import type { CliIO } from "../io.js";
import { defineCommand, type CommandContext } from "../command.js";
import { startEgressProxy } from "../../live/container/egress-proxy.js";
import { createModelRelay, type RelayCredentials } from "../../live/container/model-relay.js";
import { EXIT, UsageError } from "../../core/util/errors.js";

const EGRESS_PROXY_HELP = `Usage: cowork-harness egress-proxy --listen HOST:PORT|unix:PATH [--allow LIST] [--relay] [--forward unix:PATH]

Internal: the container tier's egress proxy. Prints one JSON line per connection attempt.

Options:
  --listen ADDR        where to listen: HOST:PORT or unix:PATH (required)
  --allow LIST         comma-separated hosts the proxy lets through
  --relay              relay origin-form requests to the model endpoint given on stdin
  --deny LIST          comma-separated addresses of this machine, never a target
  --forward unix:PATH  only pipe each connection to the proxy listening at PATH
  -h, --help           show this help

Exit codes: 0 stopped (SIGTERM/SIGINT), 2 usage error.
`;

const EGRESS_PROXY_OPTIONS = {
  listen: { type: "string" },
  allow: { type: "string" },
  relay: { type: "boolean" },
  deny: { type: "string" },
  forward: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

function untilStopped(onLine?: (line: string) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
    const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
    rl.on("line", (l) => onLine?.(l));
    rl.once("close", resolve);
  });
}

function forward(listen: { host: string; port: number }, socketPath: string, io: CliIO): Promise<void> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((client) => {
    const up = connect(socketPath);
    sockets.add(client).add(up);
    const drop = (): void => {
      client.destroy();
      up.destroy();
      sockets.delete(client);
      sockets.delete(up);
    };
    client.on("error", drop).on("close", drop);
    up.on("error", drop).on("close", drop);
    client.pipe(up).pipe(client);
  });
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host, () => {
      io.stdout(`${JSON.stringify({ listening: listen.port })}\n`);
      void untilStopped().then(() => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      });
    });
  });
}

/** The proxy, or the forwarder with --forward, until stopped. */
async function egressProxy({ values, io }: CommandContext<typeof EGRESS_PROXY_OPTIONS>): Promise<number> {
  const listen = values.listen ?? "";
  const unix = listen.startsWith("unix:") ? listen.slice(5) : undefined;
  const m = /^(.*):(\d+)$/.exec(listen);
  if (unix === undefined && !m) throw new UsageError("--listen HOST:PORT or unix:PATH is required");
  if (values.forward !== undefined) {
    if (!values.forward.startsWith("unix:") || !m) throw new UsageError("--forward unix:PATH needs --listen HOST:PORT");
    await forward({ host: m[1]!, port: Number(m[2]) }, values.forward.slice(5), io);
    return EXIT.ok;
  }
  const allow = (values.allow ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const relay = values.relay ? createModelRelay((served) => io.stdout(`${JSON.stringify({ served })}\n`)) : undefined;
  const proxy = await startEgressProxy({
    allow,
    ...(unix !== undefined ? { socketPath: unix } : { host: m![1]!, port: Number(m![2]) }),
    ...(relay ? { relay } : {}),
    // the container tier's proxy: this machine and its networks are never a target (the model endpoint is relayed)
    denyPrivate: unix !== undefined,
    deny: (values.deny ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== ""),
    onAttempt: (a) => io.stdout(`${JSON.stringify(a)}\n`),
  });
  io.stdout(`${JSON.stringify({ listening: unix ?? proxy.port })}\n`);
  await untilStopped((line) => {
    let msg: { upstream?: unknown; credentials?: RelayCredentials };
    try {
      msg = JSON.parse(line) as typeof msg;
    } catch {
      return;
    }
    if (relay && typeof msg.upstream === "string") relay.setUpstream(msg.upstream, msg.credentials ?? {});
  });
  await proxy.close();
  return EXIT.ok;
}

export const command = defineCommand({
  name: "egress-proxy",
  help: EGRESS_PROXY_HELP,
  options: EGRESS_PROXY_OPTIONS,
  run: egressProxy,
});
