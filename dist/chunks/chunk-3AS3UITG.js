#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  positiveInt
} from "./chunk-OFZ4K7LJ.js";
import {
  shownLiveWarnings
} from "./chunk-WRXGSA2U.js";
import {
  ALLOW_OPTIONS,
  allowListFromValues
} from "./chunk-5NXCUEUZ.js";
import {
  LiveDeciderSession
} from "./chunk-L6DCPDEI.js";
import {
  parseMs
} from "./chunk-OM6DB55V.js";
import {
  LIVE_DECIDER_OPTIONS,
  parseLiveFlags
} from "./chunk-6ZPHHZWB.js";

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
  const liveConfig = parseLiveFlags(values, { command, scenarios, env: io.env, interactive });
  const live = new LiveDeciderSession(liveConfig, { command, cwd: io.cwd, env: io.env, log: (l) => io.stderr(`${l}
`), interactive });
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

// src/report/replay-text.ts
var MAX_EVIDENCE = 300;
function clip(s, n = MAX_EVIDENCE) {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}\u2026` : flat;
}
function cassetteLine(r, live) {
  const mark = r.exitCode === 0 ? "\u2713" : "\u2717";
  if (r.exitCode === 2) return `${mark} ${r.cassette}: error: ${r.error ?? "could not be replayed"}`;
  const counts = r.toolCounts ?? {};
  const tools = Object.values(counts).reduce((a, b) => a + b, 0);
  const passed = r.assertions.filter((a) => a.pass).length;
  const stale = r.staleness && r.staleness.length > 0 ? `, stale: ${[...new Set(r.staleness.map((s) => s.class))].join(",")}` : "";
  const tier = live ? r.fidelity.replace(/^replay:/, "") : r.fidelity;
  const where = live && !live.writes ? "" : `  (${r.cassette})`;
  return `${mark} ${r.scenario} [${tier}] ${tools} tool call(s), ${passed}/${r.assertions.length} assertion(s) passed${stale}${where}`;
}
function failureLines(r) {
  if (r.exitCode === 2) return [];
  const lines = [];
  for (const a of r.assertions) {
    if (a.pass && a.warning !== void 0) {
      const key2 = Object.keys(a.assertion)[0] ?? "assertion";
      lines.push(`    ! ${key2}: ${clip(JSON.stringify(a.assertion[key2]), 80)} passed, but ${clip(a.warning)}`);
      continue;
    }
    if (a.pass) continue;
    const key = Object.keys(a.assertion)[0];
    const label = key ? `${key}: ${clip(JSON.stringify(a.assertion[key]), 80)}` : a.source ?? "check";
    lines.push(`    \u2717 ${label}${a.line !== void 0 ? `  (scenario line ${a.line})` : ""}`);
    lines.push(`      ${clip(a.message ?? "failed")}`);
    if (a.evidence) lines.push(`      evidence: ${clip(a.evidence)}`);
  }
  for (const f of r.verdict.failures) if (f.kind === "guard") lines.push(`    \u2717 ${f.message}${f.line !== void 0 ? `  (scenario line ${f.line})` : ""}`);
  for (const w of shownLiveWarnings(r)) lines.push(`    ! ${clip(w.message, 600)}`);
  return lines;
}

export {
  LIVE_RUN_OPTIONS,
  liveRunSetup,
  cassetteLine,
  failureLines
};
