#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/live/container/runtime.ts
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { basename } from "node:path";
var CLIENT_ENV = [
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
  "TMPDIR"
];
function clientEnv(env) {
  const out = {};
  for (const k of CLIENT_ENV) if (env[k] !== void 0) out[k] = env[k];
  return out;
}
function kindOf(command) {
  const b = basename(command);
  if (b.startsWith("podman")) return "podman";
  if (b.startsWith("docker")) return "docker";
  return void 0;
}
function podmanGlobalArgs(env, exists = existsSync) {
  const chosen = env.COWORK_OCI_RUNTIME ?? (exists("/usr/sbin/runc") ? "/usr/sbin/runc" : void 0);
  return chosen ? ["--runtime", chosen] : [];
}
function probe(command, kind, globalArgs, env) {
  const args = kind === "podman" ? [...globalArgs, "version", "--format", "{{.Client.Version}}"] : ["version", "--format", "{{.Server.Version}}"];
  const r = spawnSync(command, args, { env, encoding: "utf8", timeout: 2e4 });
  if (r.error)
    return {
      why: r.error.code === "ENOENT" ? `${command} is not installed` : r.error.message
    };
  if (r.status !== 0)
    return {
      why: `${command} does not answer (${(r.stderr || r.stdout).trim().split("\n").pop() ?? `exit ${r.status}`})`
    };
  return { version: `${kind} ${r.stdout.trim()}` };
}
function detectContainerRuntime(env = process.env) {
  const chosen = env.COWORK_CONTAINER_RUNTIME?.trim();
  const candidates = chosen ? [chosen] : ["docker", "podman"];
  const cenv = clientEnv(env);
  const reasons = [];
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
function otherAnsweringRuntime(rt, env = process.env) {
  if (env.COWORK_CONTAINER_RUNTIME?.trim()) return void 0;
  const kind = rt.kind === "docker" ? "podman" : "docker";
  const globalArgs = kind === "podman" ? podmanGlobalArgs(env) : [];
  const p = probe(kind, kind, globalArgs, rt.env);
  return "version" in p ? { kind, command: kind, globalArgs, env: rt.env, version: p.version } : void 0;
}
function engineChoiceText(rt, other) {
  return other === void 0 ? `using ${rt.version}` : `using ${rt.version}; ${other.kind} answers too, with its own image store \u2014 COWORK_CONTAINER_RUNTIME=${other.kind} uses it`;
}
function execRuntime(rt, args, opts = {}) {
  const r = spawnSync(rt.command, [...rt.globalArgs, ...args], {
    env: { ...rt.env, ...opts.env },
    encoding: "utf8",
    timeout: opts.timeoutMs ?? 12e4,
    maxBuffer: 64 * 1024 * 1024
  });
  return { code: r.status ?? -1, stdout: r.stdout ?? "", stderr: r.error ? r.error.message : r.stderr ?? "" };
}
function mustRuntime(rt, args, what, opts = {}) {
  const r = execRuntime(rt, args, opts);
  if (r.code !== 0)
    throw new HarnessError(
      `${rt.kind} could not ${what}: ${(r.stderr.trim() || r.stdout.trim()).split("\n").slice(-2).join(" | ")}`
    );
  return r.stdout;
}
function rmContainerArgs(rt, name) {
  return rt.kind === "podman" ? ["rm", "-f", "-t", "0", name] : ["rm", "-f", name];
}
function rmNetworkArgs(rt, name) {
  return rt.kind === "podman" ? ["network", "rm", "-f", name] : ["network", "rm", name];
}

export {
  detectContainerRuntime,
  otherAnsweringRuntime,
  engineChoiceText,
  execRuntime,
  mustRuntime,
  rmContainerArgs,
  rmNetworkArgs
};
