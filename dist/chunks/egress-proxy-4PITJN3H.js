#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  createModelRelay,
  startEgressProxy
} from "./chunk-237DY7TX.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import "./chunk-KPSQMKHF.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/egress-proxy.ts
import { createServer as createTcpServer, connect } from "node:net";
import { createInterface } from "node:readline";
var EGRESS_PROXY_HELP = `Usage: cowork-harness egress-proxy --listen HOST:PORT|unix:PATH [--allow LIST] [--relay] [--forward unix:PATH]

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
var EGRESS_PROXY_OPTIONS = {
  listen: { type: "string" },
  allow: { type: "string" },
  relay: { type: "boolean" },
  deny: { type: "string" },
  forward: { type: "string" },
  help: { type: "boolean", short: "h" }
};
function untilStopped(onLine) {
  return new Promise((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
    const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
    rl.on("line", (l) => onLine?.(l));
    rl.once("close", resolve);
  });
}
function forward(listen, socketPath, io) {
  const sockets = /* @__PURE__ */ new Set();
  const server = createTcpServer((client) => {
    const up = connect(socketPath);
    sockets.add(client).add(up);
    const drop = () => {
      client.destroy();
      up.destroy();
      sockets.delete(client);
      sockets.delete(up);
    };
    client.on("error", drop).on("close", drop);
    up.on("error", drop).on("close", drop);
    client.pipe(up).pipe(client);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host, () => {
      io.stdout(`${JSON.stringify({ listening: listen.port })}
`);
      void untilStopped().then(() => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      });
    });
  });
}
async function egressProxy({ values, io }) {
  const listen = values.listen ?? "";
  const unix = listen.startsWith("unix:") ? listen.slice(5) : void 0;
  const m = /^(.*):(\d+)$/.exec(listen);
  if (unix === void 0 && !m) throw new UsageError("--listen HOST:PORT or unix:PATH is required");
  if (values.forward !== void 0) {
    if (!values.forward.startsWith("unix:") || !m) throw new UsageError("--forward unix:PATH needs --listen HOST:PORT");
    await forward({ host: m[1], port: Number(m[2]) }, values.forward.slice(5), io);
    return EXIT.ok;
  }
  const allow = (values.allow ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
  const relay = values.relay ? createModelRelay((served) => io.stdout(`${JSON.stringify({ served })}
`)) : void 0;
  const proxy = await startEgressProxy({
    allow,
    ...unix !== void 0 ? { socketPath: unix } : { host: m[1], port: Number(m[2]) },
    ...relay ? { relay } : {},
    // the container tier's proxy: this machine and its networks are never a target (the model endpoint is relayed)
    denyPrivate: unix !== void 0,
    deny: (values.deny ?? "").split(",").map((s) => s.trim()).filter((s) => s !== ""),
    onAttempt: (a) => io.stdout(`${JSON.stringify(a)}
`)
  });
  io.stdout(`${JSON.stringify({ listening: unix ?? proxy.port })}
`);
  await untilStopped((line) => {
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      return;
    }
    if (relay && typeof msg.upstream === "string") relay.setUpstream(msg.upstream, msg.credentials ?? {});
  });
  await proxy.close();
  return EXIT.ok;
}
var command = defineCommand({
  name: "egress-proxy",
  help: EGRESS_PROXY_HELP,
  options: EGRESS_PROXY_OPTIONS,
  run: egressProxy
});
export {
  command
};
