#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  LiveDeciderSession
} from "./chunk-BKYTF5EB.js";
import {
  LIVE_DECIDER_OPTIONS,
  parseLiveFlags
} from "./chunk-SAHOWHEC.js";
import {
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-T67GQNVP.js";
import {
  parseMs
} from "./chunk-4UATW7ZC.js";
import {
  positiveInt
} from "./chunk-MKJ2XAWI.js";

// src/cli/live-run.ts
import { resolve } from "node:path";
var LIVE_RUN_OPTIONS = {
  "model-script": { type: "string" },
  "timeout-ms": { type: "string" },
  "max-timeout-ms": { type: "string" },
  agent: { type: "string" },
  baselines: { type: "string" },
  "allow-outside-paths": { type: "boolean" },
  "run-dir": { type: "string" },
  "output-format": { type: "string" },
  help: { type: "boolean", short: "h" },
  ...ALLOW_OPTIONS,
  ...LIVE_DECIDER_OPTIONS
};
async function liveRunSetup(values, io, command, scenarios) {
  const str = (k) => typeof values[k] === "string" ? values[k] : void 0;
  const timeout = positiveInt("timeout-ms", str("timeout-ms"));
  const maxTimeoutMs = parseMs(str("max-timeout-ms"), "--max-timeout-ms");
  const allow = await allowListFromValues(values, io.cwd);
  const interactive = process.stdin.isTTY === true;
  const liveConfig = parseLiveFlags(values, {
    command,
    scenarios,
    env: io.env,
    interactive
  });
  const live = new LiveDeciderSession(liveConfig, {
    command,
    cwd: io.cwd,
    env: io.env,
    log: (l) => io.stderr(`${l}
`),
    interactive
  });
  const at = (k) => str(k) ? resolve(io.cwd, str(k)) : void 0;
  const modelScript = at("model-script");
  const agentBinary = at("agent");
  const baselinesDir = at("baselines");
  const keepRunRoot = at("run-dir");
  return {
    live,
    common: {
      ...modelScript ? { modelScript } : {},
      ...timeout !== void 0 ? { timeoutMs: timeout } : {},
      ...maxTimeoutMs !== void 0 ? { bounds: { maxTimeoutMs } } : {},
      ...agentBinary ? { agentBinary } : {},
      ...baselinesDir ? { baselinesDir } : {},
      ...keepRunRoot ? { keepRunRoot } : {},
      env: io.env,
      log: (l) => io.stderr(`${l}
`),
      allow,
      live,
      ...values["allow-outside-paths"] === true ? { allowOutsidePaths: true } : {}
    }
  };
}

export {
  LIVE_RUN_OPTIONS,
  liveRunSetup
};
