#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  agentVersion,
  binaryFormat
} from "./chunk-2YN6NHCG.js";
import {
  resolveAgentBinary
} from "./chunk-W6BAPU3A.js";
import {
  acquireAgentImage,
  imagePresent
} from "./chunk-6NVNSL5Q.js";
import {
  detectContainerRuntime,
  engineChoiceText,
  otherAnsweringRuntime
} from "./chunk-7BOIZFLR.js";
import {
  PINNED_AGENT_VERSION,
  containerBaseline,
  loadBaseline
} from "./chunk-J5CYBANO.js";
import {
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/live/doctor/checks.ts
var CREDENTIAL_NAMES = ["ANTHROPIC_API_KEY", "CLAUDE_CODE_OAUTH_TOKEN", "ANTHROPIC_AUTH_TOKEN"];
var MIN_NODE = [22, 12];
var failed = (x) => "error" in x;
function nodeAtLeast(version, min = MIN_NODE) {
  const [major = 0, minor = 0] = version.split(".").map((n) => Number.parseInt(n, 10));
  return major > min[0] || major === min[0] && minor >= min[1];
}
function nodeCheck(f) {
  const ok = nodeAtLeast(f.node);
  return {
    id: "node",
    title: `Node \u2265 ${MIN_NODE.join(".")}`,
    status: ok ? "ok" : "fail",
    detail: f.node,
    ...ok ? {} : { remedy: `install Node ${MIN_NODE[0]} or later (${MIN_NODE.join(".")}+)` },
    required: true
  };
}
function agentCheck(f, tier) {
  const base = { id: "agent", title: "agent binary", required: true };
  if (failed(f.agent))
    return {
      ...base,
      status: "fail",
      detail: f.agent.error,
      remedy: "in a checkout: node scripts/install-agent.mjs (installs the pinned @anthropic-ai/claude-code); or point --agent PATH / COWORK_AGENT_BINARY at an agent binary"
    };
  const a = f.agent;
  const about = [a.version ? `version ${a.version}` : "version unknown", ...a.format ? [a.format] : []].join(", ");
  const pin = a.version !== void 0 && a.version !== f.pinnedAgentVersion ? `; the container tier pins ${f.pinnedAgentVersion}, so its recordings are stamped with another agent` : "";
  if (tier === "container" && a.format !== void 0 && !a.format.startsWith("elf-"))
    return {
      ...base,
      status: "warn",
      detail: `${a.path} (${about}): the container tier runs it inside a Linux container, which needs a Linux (ELF) build${pin}`,
      remedy: "set COWORK_AGENT_BINARY (or --agent) to the linux build of @anthropic-ai/claude-code, or record at fidelity: protocol"
    };
  return { ...base, status: "ok", detail: `${a.path} (${about})${pin}` };
}
function runtimeCheck(f, tier) {
  const base = { id: "runtime", title: "container runtime" };
  if (tier === "protocol" || f.runtime === void 0)
    return {
      ...base,
      status: "skip",
      detail: "not needed at the protocol tier: the agent runs on this machine",
      required: false
    };
  if ("missing" in f.runtime)
    return {
      ...base,
      status: "fail",
      detail: f.runtime.missing,
      remedy: "install podman or Docker Engine and start it (COWORK_CONTAINER_RUNTIME=docker|podman|PATH chooses one), or record at fidelity: protocol",
      required: true
    };
  return { ...base, status: "ok", detail: f.runtime.note ?? `using ${f.runtime.version}`, required: true };
}
function imageCheck(f, tier) {
  const base = { id: "image", title: "agent image" };
  if (tier === "protocol")
    return { ...base, status: "skip", detail: "not needed at the protocol tier", required: false };
  if (f.image === void 0)
    return { ...base, status: "skip", detail: "not checked: no container runtime answers", required: false };
  if ("error" in f.image)
    return { ...base, status: "fail", detail: f.image.error, remedy: f.image.remedy, required: true };
  return { ...base, status: "ok", detail: f.image.how, required: true };
}
function tokenCheck(f) {
  const base = { id: "token", title: "credential for the real API", required: false };
  const set = f.credentials;
  const scripted = "a scripted model (the scenario's model_script, or --model-script) needs none";
  if (set.includes("ANTHROPIC_API_KEY"))
    return {
      ...base,
      status: "ok",
      detail: `${set.join(", ")} set (value not shown): record and run can reach the real API; ${scripted}`
    };
  if (set.length > 0)
    return {
      ...base,
      status: "warn",
      detail: `${set.join(", ")} set (value not shown), but record and run reach the real API with ANTHROPIC_API_KEY only; ${scripted}`,
      remedy: "export ANTHROPIC_API_KEY to record against the real API"
    };
  return {
    ...base,
    status: "warn",
    detail: `none of ${CREDENTIAL_NAMES.join(", ")} is set: ${scripted}, the real API needs ANTHROPIC_API_KEY`,
    remedy: "export ANTHROPIC_API_KEY to record against the real API (nothing to do for scripted models)"
  };
}
function baselinesCheck(f) {
  const base = { id: "baselines", title: "baselines" };
  const own = `the container tier's own pins: ${f.containerBaselineId}`;
  if (f.baselines === void 0)
    return {
      ...base,
      status: "skip",
      detail: `no Desktop baselines directory given (--baselines DIR): the checks that need one report "not checked"; ${own}`,
      required: false
    };
  if (failed(f.baselines))
    return {
      ...base,
      status: "fail",
      detail: f.baselines.error,
      remedy: "point --baselines at a directory of desktop-<version>.json files",
      required: true
    };
  return {
    ...base,
    status: "ok",
    detail: `desktop-${f.baselines.version} in ${f.baselines.dir}; ${own}`,
    required: true
  };
}
function doctorChecks(tier, facts) {
  return [
    nodeCheck(facts),
    agentCheck(facts, tier),
    runtimeCheck(facts, tier),
    imageCheck(facts, tier),
    tokenCheck(facts),
    baselinesCheck(facts)
  ].map(({ id, title, status, detail, remedy, required }) => ({
    // one key order in the JSON, whichever way a check was built
    id,
    title,
    status,
    detail,
    ...remedy !== void 0 ? { remedy } : {},
    required
  }));
}
function blocking(checks) {
  return checks.filter((c) => c.required && c.status === "fail");
}
var MARK = { ok: "\u2713", warn: "!", fail: "\u2717", skip: "\xB7" };
function doctorText(tier, checks) {
  const width = Math.max(...checks.map((c) => c.id.length));
  const lines = [`doctor: what a live run at the ${tier} tier needs here`];
  for (const c of checks) {
    lines.push(`  ${MARK[c.status]} ${c.id.padEnd(width)}  ${c.title}: ${c.detail}`);
    if (c.remedy && (c.status === "fail" || c.status === "warn")) lines.push(`    ${" ".repeat(width)}  \u2192 ${c.remedy}`);
  }
  const stop = blocking(checks);
  const warned = checks.filter((c) => c.status === "warn").length;
  lines.push(
    stop.length === 0 ? `\u2713 ready for the ${tier} tier${warned > 0 ? ` (${warned} warning(s))` : ""}` : `\u2717 not ready for the ${tier} tier: ${stop.map((c) => c.id).join(", ")}`
  );
  return lines.join("\n") + "\n";
}

// src/live/doctor/probe.ts
function probeAgent(opts) {
  try {
    const path = resolveAgentBinary(opts.agent, opts.env);
    const version = agentVersion(path);
    const format = binaryFormat(path);
    return { path, ...version ? { version } : {}, ...format ? { format } : {} };
  } catch (e) {
    return { error: oneLine(e) };
  }
}
function credentialsSet(env) {
  return CREDENTIAL_NAMES.filter((k) => (env[k] ?? "").trim() !== "");
}
async function probeContainer(env) {
  const d = detectContainerRuntime(env);
  if ("missing" in d) return { runtime: { missing: d.missing } };
  const rt = d.runtime;
  const runtime = { version: rt.version, note: engineChoiceText(rt, otherAnsweringRuntime(rt, env)) };
  const named = env.COWORK_AGENT_IMAGE?.trim();
  if (named) {
    return imagePresent(rt, named) ? { runtime, image: { ref: named, how: `${named} (named by COWORK_AGENT_IMAGE; in ${rt.kind}'s store)` } } : {
      runtime,
      image: {
        error: `COWORK_AGENT_IMAGE=${named} is not in ${rt.kind}'s store`,
        remedy: `${rt.command} pull ${named}, or unset COWORK_AGENT_IMAGE and run \`cowork-harness setup\``
      }
    };
  }
  try {
    const img = await acquireAgentImage(rt, { env, log: () => void 0, build: false });
    return { runtime, image: { ref: img.ref, how: img.how } };
  } catch (e) {
    return {
      runtime,
      image: {
        error: oneLine(e),
        remedy: "run `cowork-harness setup` once (it builds the agent image from Dockerfile.agent), or set COWORK_AGENT_IMAGE"
      }
    };
  }
}
async function probeMachine(tier, opts) {
  let baselines;
  if (opts.baselines !== void 0) {
    try {
      const b = await loadBaseline(opts.baselines, "latest");
      baselines = { dir: opts.baselines, version: b.baseline.appVersion };
    } catch (e) {
      baselines = { error: oneLine(e) };
    }
  }
  return {
    node: process.versions.node,
    agent: probeAgent(opts),
    pinnedAgentVersion: PINNED_AGENT_VERSION,
    ...tier === "container" ? await probeContainer(opts.env) : {},
    credentials: credentialsSet(opts.env),
    ...baselines !== void 0 ? { baselines } : {},
    containerBaselineId: containerBaseline().id
  };
}

export {
  doctorChecks,
  blocking,
  doctorText,
  probeAgent,
  probeContainer,
  probeMachine
};
