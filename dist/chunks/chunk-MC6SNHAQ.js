#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  harnessDistDir
} from "./chunk-6NVNSL5Q.js";
import {
  createOwnedNetwork,
  ownerLabelArgs
} from "./chunk-M4M45Q44.js";
import {
  execRuntime,
  mustRuntime,
  rmContainerArgs,
  rmNetworkArgs
} from "./chunk-7BOIZFLR.js";
import {
  AttemptLog,
  proxyEnvFor
} from "./chunk-237DY7TX.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/live/container/resource-limits.ts
var Ki = 1024;
var Mi = Ki * Ki;
var Gi = Mi * Ki;
var DEFAULT_LIMITS = Object.freeze({
  memory: 6 * Gi,
  cpus: 2,
  pids: 1024,
  tmp: 1 * Gi,
  varTmp: 256 * Mi,
  run: 64 * Mi,
  shm: 64 * Mi,
  sessionDisk: 2 * Gi
});
var KEYS = {
  memory: "memory",
  cpus: "cpus",
  pids: "pids",
  tmp: "tmp",
  var_tmp: "varTmp",
  run: "run",
  shm: "shm",
  session_disk: "sessionDisk"
};
var COUNTS = /* @__PURE__ */ new Set(["cpus", "pids"]);
function parseSize(raw, where) {
  if (typeof raw === "number") return raw;
  const m = /^(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?$/i.exec(raw.trim());
  if (!m)
    throw new HarnessError(
      `${where}: "${raw}" is not a size \u2014 use bytes or a number with k, m, g or t (e.g. 512m, 6g)`
    );
  const unit = { "": 1, k: Ki, m: Mi, g: Gi, t: Gi * Ki }[m[2].toLowerCase()];
  return Math.floor(Number(m[1]) * unit);
}
function parseValue(key, raw, where) {
  const n = COUNTS.has(key) ? typeof raw === "number" ? raw : Number(raw) : parseSize(raw, where);
  if (!Number.isFinite(n) || n <= 0)
    throw new HarnessError(`${where}: ${String(raw)} is not a positive ${COUNTS.has(key) ? "number" : "size"}`);
  if (key === "pids" && !Number.isInteger(n)) throw new HarnessError(`${where}: pids must be a whole number`);
  return n;
}
function limitsFromEnv(raw, base = DEFAULT_LIMITS) {
  const out = { ...base };
  for (const part of (raw ?? "").split(/[,\n]/).map((p) => p.trim()).filter((p) => p !== "")) {
    const [k, v] = part.split("=").map((s) => s.trim());
    const key = KEYS[k ?? ""];
    if (!key || v === void 0 || v === "")
      throw new HarnessError(
        `COWORK_RESOURCE_LIMITS (the resource-limits input): "${part}" \u2014 use KEY=VALUE with KEY one of ${Object.keys(KEYS).join(", ")}`
      );
    out[key] = parseValue(key, v, `COWORK_RESOURCE_LIMITS ${k}`);
  }
  return out;
}
function limitsOfEnv(env) {
  return limitsFromEnv(env.COWORK_RESOURCE_LIMITS ?? env["INPUT_RESOURCE-LIMITS"]);
}
function applySessionLimits(ceiling, session, where = "session limits") {
  const out = { ...ceiling };
  for (const [k, v] of Object.entries(session)) {
    if (v === void 0) continue;
    const key = KEYS[k];
    if (!key) continue;
    const n = parseValue(key, v, `${where}.${k}`);
    if (n > ceiling[key])
      throw new HarnessError(
        `${where}.${k}: ${String(v)} is above the allowed ${describe(key, ceiling[key])} \u2014 a session may only lower a limit (raise it with the Action's resource-limits input or COWORK_RESOURCE_LIMITS)`
      );
    out[key] = n;
  }
  return out;
}
function describe(key, n) {
  if (COUNTS.has(key)) return String(n);
  if (n % Gi === 0) return `${n / Gi} GiB`;
  if (n % Mi === 0) return `${n / Mi} MiB`;
  return `${n} bytes`;
}
function limitFlags(l) {
  const tmpfs = (path, size, exec) => [
    "--tmpfs",
    `${path}:rw,${exec ? "exec" : "noexec"},nosuid,nodev,size=${size}`
  ];
  return [
    "--memory",
    String(l.memory),
    "--memory-swap",
    String(l.memory),
    "--cpus",
    String(l.cpus),
    "--pids-limit",
    String(l.pids),
    "--shm-size",
    String(l.shm),
    ...tmpfs("/tmp", l.tmp, true),
    ...tmpfs("/var/tmp", l.varTmp, true),
    ...tmpfs("/run", l.run, false)
  ];
}

// src/live/container/agent-container.ts
var GUEST_AGENT_BINARY = "/usr/local/bin/claude";
var SEALED = ["--cap-drop", "ALL", "--security-opt", "no-new-privileges", "--read-only"];
var LOCKDOWN_FLAGS = [
  ...SEALED,
  "--tmpfs",
  "/tmp:rw,exec,nosuid,size=1g",
  "--pids-limit",
  "1024"
];
function agentRunArgs(spec) {
  const args = ["run", "--rm", "-i", "--name", spec.name, ...spec.labels ?? [], "--network", spec.network];
  if (spec.lockdown) args.push(...spec.limits ? [...SEALED, ...limitFlags(spec.limits)] : LOCKDOWN_FLAGS);
  if (spec.user) args.push("--user", spec.user);
  args.push("-w", spec.workdir);
  for (const [k, v] of Object.entries(spec.env)) args.push("-e", `${k}=${v}`);
  for (const k of spec.secretNames) args.push("-e", k);
  args.push("-v", `${spec.binary}:${GUEST_AGENT_BINARY}:ro`);
  args.push("-v", `/dev/null:${messagingFallbackDir(spec.user)}:ro`);
  for (const m of spec.mounts) args.push("-v", `${m.host}:${m.guest}${m.readOnly ? ":ro" : ""}`);
  args.push(spec.image, GUEST_AGENT_BINARY, ...spec.argv);
  return args;
}
function messagingFallbackDir(user) {
  return `/tmp/cc-socks-${user?.split(":")[0] ?? "0"}`;
}
function invokingUser() {
  if (typeof process.getuid !== "function" || typeof process.getgid !== "function") return void 0;
  return `${process.getuid()}:${process.getgid()}`;
}
var SHA = /^sha256:[0-9a-f]{64}$/;
function imageIdentity(rt, ref) {
  const r = execRuntime(rt, ["image", "inspect", "--format", "{{.Id}}	{{json .RepoDigests}}", ref]);
  if (r.code !== 0) return void 0;
  const [rawId, rawDigests] = (r.stdout.trim().split("\n")[0] ?? "").split("	");
  let info = { Id: rawId };
  try {
    info = { Id: rawId, RepoDigests: JSON.parse(rawDigests ?? "[]") };
  } catch {
  }
  const id = typeof info.Id === "string" ? info.Id.startsWith("sha256:") ? info.Id : `sha256:${info.Id}` : void 0;
  const digests = Array.isArray(info.RepoDigests) ? info.RepoDigests.filter((d) => typeof d === "string") : [];
  const registry = digests.filter((d) => !d.startsWith("localhost/")).map((d) => d.slice(d.indexOf("@") + 1)).find((d) => SHA.test(d));
  return { ref, ...id && SHA.test(id) ? { configId: id } : {}, ...registry ? { registryDigest: registry } : {} };
}

// src/live/container/runtime-cures.ts
function knownCure(rt, detail) {
  if (/rlimit|ulimit/i.test(detail))
    return rt.kind === "podman" ? "this machine does not let podman set its default ulimits: write `[containers]` and `default_ulimits = []` into a file and export CONTAINERS_CONF=<that file> (podman reads it for every command)" : "this machine does not let docker set the ulimits it applies: remove `default-ulimits` from /etc/docker/daemon.json (or lower them to what the host allows) and restart dockerd";
  if (/cgroup/i.test(detail))
    return rt.kind === "podman" ? 'podman\'s cgroup manager does not work here: write `[engine]` and `cgroup_manager = "cgroupfs"` into CONTAINERS_CONF (or run podman with --cgroup-manager=cgroupfs), and install runc if crun fails' : "dockerd cannot create the container's cgroup: start dockerd with `--exec-opt native.cgroupdriver=cgroupfs`, or run it where cgroups are delegated";
  if (/permission denied.*docker\.sock|connect: permission denied/i.test(detail))
    return "this user may not talk to dockerd: add it to the docker group (then log in again), or use podman (COWORK_CONTAINER_RUNTIME=podman)";
  return void 0;
}
function withCure(rt, message) {
  const cure = knownCure(rt, message);
  return cure ? `${message} \u2014 ${cure}` : message;
}

// src/live/container/egress-sidecar.ts
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync as mkdirSync2 } from "node:fs";
import { networkInterfaces } from "node:os";
import { createInterface } from "node:readline";

// src/live/container/runtime-children.ts
var running = /* @__PURE__ */ new Set();
function trackRuntimeChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  running.add(child);
  child.once("close", () => running.delete(child));
}
function stopRuntimeChildren() {
  for (const c of running) c.kill("SIGTERM");
}
async function runtimeChildrenSettled(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return running.size > 0;
}

// src/live/container/sibling.ts
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { hostname } from "node:os";
import { join, posix } from "node:path";
function translateHostPath(mounts, p) {
  const path = posix.normalize(p);
  let best;
  for (const m of mounts) {
    const d2 = m.destination.replace(/\/+$/, "") || "/";
    const inside = path === d2 || path.startsWith(d2 === "/" ? "/" : `${d2}/`);
    if (inside && (!best || d2.length > best.destination.replace(/\/+$/, "").length)) best = m;
  }
  if (!best) return void 0;
  const d = best.destination.replace(/\/+$/, "");
  return posix.join(best.source, path.slice(d.length));
}
function inContainer(exists = existsSync) {
  return exists("/.dockerenv") || exists("/run/.containerenv");
}
function detectSibling(rt, env) {
  const mode = env.COWORK_SIBLING?.trim();
  if (mode === "off" || mode !== "on" && !inContainer()) return void 0;
  const name = hostname();
  const r = execRuntime(rt, ["inspect", "--type", "container", "--format", "{{.Id}}	{{json .Mounts}}", name]);
  if (r.code !== 0) {
    if (mode === "on")
      throw new HarnessError(
        `COWORK_SIBLING=on: ${rt.kind} does not know this container (${name}): ${r.stderr.trim().split("\n").pop() ?? ""}`
      );
    return void 0;
  }
  const [id, json] = r.stdout.trim().split("	");
  let raw = [];
  try {
    raw = JSON.parse(json ?? "[]") ?? [];
  } catch {
    throw new HarnessError(`${rt.kind}: cannot read the mounts of this container (${name})`);
  }
  const mounts = raw.filter((m) => (m.Type === void 0 || m.Type === "bind") && m.Source && m.Destination).map((m) => ({ source: m.Source, destination: m.Destination }));
  return { self: id || name, mounts, hostPath: (p) => translateHostPath(mounts, p) };
}
function mountableHostPath(sib, p, stageDir, label) {
  const direct = sib.hostPath(p);
  if (direct) return direct;
  const copy = join(stageDir, label);
  if (!existsSync(copy)) {
    mkdirSync(stageDir, { recursive: true });
    cpSync(p, copy, { recursive: true, dereference: true });
  }
  const host = sib.hostPath(copy);
  if (!host)
    throw new HarnessError(
      `${p} is under no bind mount of this container, nor is ${stageDir}: sibling containers cannot mount it (set RUNNER_TEMP to a bind-mounted dir)`
    );
  return host;
}

// src/live/container/egress-sidecar.ts
var PROXY_PORT = 8080;
var START_TIMEOUT_MS = 3e4;
var GUEST_SOCKET_DIR = "/run/cowork-egress";
var HELPER_LIMITS = ["--memory", "256m", "--memory-swap", "256m", "--cpus", "0.5"];
function networkGateway(rt, name) {
  const out = mustRuntime(rt, ["network", "inspect", name], `inspect network ${name}`);
  const parsed = JSON.parse(out);
  const n = parsed[0] ?? {};
  return n.subnets?.find((s) => s.gateway)?.gateway ?? n.IPAM?.Config?.find((c) => c.Gateway)?.Gateway;
}
function containerIp(rt, name, network) {
  const r = execRuntime(rt, ["inspect", "--format", "{{json .NetworkSettings.Networks}}", name]);
  if (r.code !== 0) return void 0;
  try {
    const nets = JSON.parse(r.stdout);
    const ip = nets[network]?.IPAddress;
    return ip ? ip : void 0;
  } catch {
    return void 0;
  }
}
function ownAddresses() {
  return Object.values(networkInterfaces()).flat().filter((i) => i !== void 0).map((i) => i.address.toLowerCase());
}
function startHelper(rt, args, what, onLine) {
  const child = spawn(rt.command, [...rt.globalArgs, ...args], { env: rt.env, stdio: ["pipe", "pipe", "pipe"] });
  trackRuntimeChild(child);
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (d) => stderr = (stderr + d).slice(-4e3));
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(
        new HarnessError(
          `the ${what} container did not start within ${START_TIMEOUT_MS / 1e3} s: ${stderr.trim().split("\n").pop() ?? ""}`
        )
      ),
      START_TIMEOUT_MS
    );
    child.once("close", (code) => {
      clearTimeout(timer);
      reject(
        new HarnessError(
          withCure(
            rt,
            `the ${what} container exited (${code}) before listening: ${stderr.trim().split("\n").slice(-2).join(" | ")}`
          )
        )
      );
    });
    lines.on("line", (line) => {
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        return;
      }
      if (msg.listening !== void 0) {
        clearTimeout(timer);
        resolve();
      } else onLine(msg);
    });
  });
  ready.catch(() => void 0);
  return { child, ready };
}
async function startEgressSidecar(opts) {
  const rt = opts.runtime;
  const outer = `cowork-out-${opts.token}`;
  const proxyName = `cowork-proxy-${opts.token}`;
  const netName = `cowork-net-${opts.token}`;
  const made = [];
  const helpers = [];
  const attempts = new AttemptLog();
  const served = [];
  let selfAttached = false;
  const teardown = async () => {
    for (const h of helpers) {
      if (h.child.exitCode === null) {
        h.child.stdin.end();
        h.child.kill("SIGTERM");
      }
    }
    for (const n of [netName, proxyName]) execRuntime(rt, rmContainerArgs(rt, n), { timeoutMs: 3e4 });
    for (const h of helpers)
      if (h.child.exitCode === null && h.child.signalCode === null) await new Promise((r) => h.child.once("close", r));
    if (selfAttached && opts.sibling)
      execRuntime(rt, ["network", "disconnect", "-f", outer, opts.sibling.sibling.self], { timeoutMs: 3e4 });
    for (const n of made.reverse()) execRuntime(rt, rmNetworkArgs(rt, n), { timeoutMs: 3e4 });
  };
  try {
    mkdirSync2(opts.socketDir, { recursive: true, mode: 448 });
    chmodSync(opts.socketDir, 448);
    createOwnedNetwork(rt, outer);
    made.push(outer);
    let hostAddress;
    if (opts.sibling) {
      mustRuntime(rt, ["network", "connect", outer, opts.sibling.sibling.self], `attach this container to ${outer}`);
      selfAttached = true;
      hostAddress = containerIp(rt, opts.sibling.sibling.self, outer);
      if (!hostAddress) throw new HarnessError(`${rt.kind}: cannot read this container's address on ${outer}`);
    } else {
      hostAddress = networkGateway(rt, outer);
      if (!hostAddress) throw new HarnessError(`${rt.kind}: network ${outer} has no gateway address`);
    }
    const host = (p, label) => opts.sibling ? mountableHostPath(opts.sibling.sibling, p, opts.sibling.stageDir, label) : p;
    const dist = host(harnessDistDir(), "harness-dist");
    const socketDir = opts.sibling ? opts.sibling.sibling.hostPath(opts.socketDir) : opts.socketDir;
    if (!socketDir)
      throw new HarnessError(
        `${opts.socketDir} is under no bind mount of this container: ${rt.kind} cannot mount the egress socket dir`
      );
    const user = invokingUser();
    const common = [
      "--rm",
      "-i",
      ...ownerLabelArgs(),
      ...LOCKDOWN_FLAGS,
      ...HELPER_LIMITS,
      ...user ? ["--user", user] : [],
      "-v",
      `${dist}:/opt/cowork-harness:ro`,
      "-v",
      `${socketDir}:${GUEST_SOCKET_DIR}`,
      opts.image,
      "node",
      "/opt/cowork-harness/cli.js",
      "egress-proxy"
    ];
    const socket = `${GUEST_SOCKET_DIR}/proxy.sock`;
    const own = [
      ...new Set(
        [hostAddress, ...opts.sibling ? [networkGateway(rt, outer)] : [], ...ownAddresses()].filter(
          (a) => a !== void 0
        )
      )
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
        "--relay"
      ],
      "egress proxy",
      (msg) => {
        if (typeof msg.host === "string") attempts.add(msg);
        else if (msg.served !== null && typeof msg.served === "object") served.push(msg.served);
      }
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
        `unix:${socket}`
      ],
      "egress forwarder",
      () => void 0
    );
    helpers.push(fwd);
    await fwd.ready;
    const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
    opts.log?.(
      `egress proxy ${proxyName} on ${outer} (this machine is ${hostAddress} there); the agent joins ${netName}'s loopback-only network namespace, where ${proxyUrl} leads to the proxy`
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
        no_proxy: "localhost,127.0.0.1,::1"
      }),
      setUpstream: (url, credentials) => {
        proxy.child.stdin.write(`${JSON.stringify({ upstream: url, ...credentials ? { credentials } : {} })}
`);
      },
      close: teardown
    };
  } catch (e) {
    await teardown();
    throw e;
  }
}

export {
  limitsOfEnv,
  applySessionLimits,
  describe,
  limitFlags,
  SEALED,
  LOCKDOWN_FLAGS,
  agentRunArgs,
  invokingUser,
  imageIdentity,
  trackRuntimeChild,
  stopRuntimeChildren,
  runtimeChildrenSettled,
  detectSibling,
  mountableHostPath,
  knownCure,
  HELPER_LIMITS,
  startEgressSidecar
};
