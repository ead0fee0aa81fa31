#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parseCommandArgs
} from "./chunk-L7STEJBI.js";
import {
  startEgressProxy
} from "./chunk-T3ZHD5MT.js";
import "./chunk-TXNEV3KX.js";
import {
  EXIT,
  UsageError
} from "./chunk-BMEV2336.js";
import "./chunk-5HX2GR4K.js";

// src/container/egress-proxy-command.ts
var EGRESS_PROXY_HELP = `Usage: cowork-harness egress-proxy --listen HOST:PORT --allow LIST

Internal: the container tier's egress proxy. Prints one JSON line per connection attempt.

Options:
  --listen HOST:PORT   where to listen (required)
  --allow LIST         comma-separated hosts the proxy lets through
  -h, --help           show this help

Exit codes: 0 stopped (SIGTERM/SIGINT), 2 usage error.
`;
var EGRESS_PROXY_OPTIONS = {
  listen: { type: "string" },
  allow: { type: "string" },
  help: { type: "boolean", short: "h" }
};
var egressProxyCommand = async (argv, io) => {
  const { values } = parseCommandArgs("egress-proxy", argv, EGRESS_PROXY_OPTIONS);
  if (values.help) {
    io.stdout(EGRESS_PROXY_HELP);
    return EXIT.ok;
  }
  const m = /^(.*):(\d+)$/.exec(values.listen ?? "");
  if (!m) throw new UsageError("--listen HOST:PORT is required");
  const allow = (values.allow ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
  const proxy = await startEgressProxy({ allow, host: m[1], port: Number(m[2]), onAttempt: (a) => io.stdout(`${JSON.stringify(a)}
`) });
  io.stdout(`${JSON.stringify({ listening: proxy.port })}
`);
  await new Promise((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
    process.stdin.once("end", resolve);
    process.stdin.resume();
  });
  await proxy.close();
  return EXIT.ok;
};
export {
  EGRESS_PROXY_HELP,
  EGRESS_PROXY_OPTIONS,
  egressProxyCommand
};
