/**
 * `cowork-harness egress-proxy --listen HOST:PORT --allow a,b,…` (internal): the egress proxy as
 * a process of its own, run by the container tier in a container on both the agent's internal
 * network and an ordinary one. It prints `{"listening":PORT}` once, then one JSON line per
 * attempt (an EgressAttempt), and stops on SIGTERM or when stdin closes.
 */
import type { Command } from "../io.js";
import { parseCommandArgs } from "../args.js";
import { startEgressProxy } from "../../container/egress-proxy.js";
import { EXIT, UsageError } from "../../util/errors.js";

export const EGRESS_PROXY_HELP = `Usage: cowork-harness egress-proxy --listen HOST:PORT --allow LIST

Internal: the container tier's egress proxy. Prints one JSON line per connection attempt.

Options:
  --listen HOST:PORT   where to listen (required)
  --allow LIST         comma-separated hosts the proxy lets through
  -h, --help           show this help

Exit codes: 0 stopped (SIGTERM/SIGINT), 2 usage error.
`;

export const EGRESS_PROXY_OPTIONS = {
  listen: { type: "string" },
  allow: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

export const egressProxyCommand: Command = async (argv, io) => {
  const { values } = parseCommandArgs("egress-proxy", argv, EGRESS_PROXY_OPTIONS);
  if (values.help) {
    io.stdout(EGRESS_PROXY_HELP);
    return EXIT.ok;
  }
  const m = /^(.*):(\d+)$/.exec(values.listen ?? "");
  if (!m) throw new UsageError("--listen HOST:PORT is required");
  const allow = (values.allow ?? "").split(",").map((s) => s.trim()).filter((s) => s !== "");
  const proxy = await startEgressProxy({ allow, host: m[1]!, port: Number(m[2]), onAttempt: (a) => io.stdout(`${JSON.stringify(a)}\n`) });
  io.stdout(`${JSON.stringify({ listening: proxy.port })}\n`);
  await new Promise<void>((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
    process.stdin.once("end", resolve);
    process.stdin.resume();
  });
  await proxy.close();
  return EXIT.ok;
};
