#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  execRuntime,
  rmContainerArgs,
  rmNetworkArgs
} from "./chunk-7BOIZFLR.js";
import {
  removeTrustedTree
} from "./chunk-HT3KHDWJ.js";
import {
  HarnessError
} from "./chunk-JB7TIAU6.js";

// src/live/container/owner.ts
import { randomBytes } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";
var OWNER_LABEL = "cowork-harness.owner";
var RUN_LABEL = "cowork-harness.run";
var read = (p) => {
  try {
    return readFileSync(p, "utf8");
  } catch {
    return void 0;
  }
};
function processStart(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (stat === void 0) {
    if (read("/proc/self/stat") !== void 0) return void 0;
    try {
      process.kill(pid, 0);
      return "";
    } catch (e) {
      return e.code === "EPERM" ? "" : void 0;
    }
  }
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? "";
}
var clean = (s) => s.replace(/[^A-Za-z0-9._:-]/g, "");
function machine() {
  let pidns = "";
  try {
    pidns = clean(readlinkSync("/proc/self/ns/pid"));
  } catch {
  }
  return { boot: clean(read("/proc/sys/kernel/random/boot_id")?.trim() ?? ""), pidns, host: clean(hostname()) };
}
var self;
function selfOwner() {
  self ??= { pid: process.pid, start: processStart(process.pid) ?? "", ...machine() };
  return self;
}
function setSelfContainer(id) {
  const o = selfOwner();
  if (id) o.ctr = clean(id);
  else delete o.ctr;
}
function encodeOwner(o) {
  return `pid=${o.pid};start=${o.start};boot=${o.boot};pidns=${o.pidns};host=${o.host}${o.ctr ? `;ctr=${o.ctr}` : ""}`;
}
function decodeOwner(text) {
  if (!text) return void 0;
  const kv = /* @__PURE__ */ new Map();
  for (const part of text.trim().split(";")) {
    const i = part.indexOf("=");
    if (i > 0) kv.set(part.slice(0, i), part.slice(i + 1));
  }
  const pid = Number(kv.get("pid"));
  if (!Number.isInteger(pid) || pid <= 0) return void 0;
  const ctr = kv.get("ctr");
  return {
    pid,
    start: kv.get("start") ?? "",
    boot: kv.get("boot") ?? "",
    pidns: kv.get("pidns") ?? "",
    host: kv.get("host") ?? "",
    ...ctr ? { ctr } : {}
  };
}
var sameOwner = (a, b) => encodeOwner(a) === encodeOwner(b);
function ownerState(o, me, containerRunning, startOf = processStart) {
  if (sameOwner(o, me)) return "self";
  if (o.ctr && o.ctr !== me.ctr) {
    const running = containerRunning(o.ctr);
    return running === void 0 ? "unknown" : running ? "alive" : "dead";
  }
  if (o.host !== me.host) return "unknown";
  if (o.boot && me.boot && o.boot !== me.boot) return "dead";
  if (o.pidns !== me.pidns) return "unknown";
  const start = startOf(o.pid);
  if (start === void 0) return "dead";
  return o.start && start && start !== o.start ? "dead" : "alive";
}
function runTag(env = process.env) {
  return (env.COWORK_RUN_TAG ?? "").toLowerCase().replace(/[^a-z0-9-]/g, "").slice(0, 24);
}
function ownerLabelArgs(env = process.env) {
  const tag = runTag(env);
  return ["--label", `${OWNER_LABEL}=${encodeOwner(selfOwner())}`, ...tag ? ["--label", `${RUN_LABEL}=${tag}`] : []];
}
function objectToken(env = process.env) {
  const tag = runTag(env);
  return `${tag ? `${tag}-` : ""}r${randomBytes(5).toString("hex")}`;
}

// src/live/container/sweep.ts
import { readdirSync, readFileSync as readFileSync2, renameSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
var STAGED_DIR_PREFIX = "cowork-session-";
var OWNER_FILE = "owner";
function parseJsonArray(text) {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}
function containerProbe(rt) {
  const seen = /* @__PURE__ */ new Map();
  return (id) => {
    if (!seen.has(id)) {
      const r = execRuntime(rt, ["inspect", "--type", "container", "--format", "{{.State.Running}}", id], {
        timeoutMs: 3e4
      });
      seen.set(
        id,
        r.code === 0 ? r.stdout.trim() === "true" : /no such|not found|no container/i.test(r.stderr) ? false : void 0
      );
    }
    return seen.get(id);
  };
}
function inspectEach(rt, args, names) {
  const all = execRuntime(rt, [...args, ...names], { timeoutMs: 6e4 });
  if (all.code === 0) return parseJsonArray(all.stdout);
  return names.flatMap((n) => {
    const one = execRuntime(rt, [...args, n], { timeoutMs: 6e4 });
    return one.code === 0 ? parseJsonArray(one.stdout) : [];
  });
}
function inScope(labels, tag, scope) {
  const t = labels?.[RUN_LABEL];
  if (tag) return t === tag;
  return scope === "cleanup" || t === void 0;
}
function listEngineObjects(rt, scope = "sweep") {
  const me = selfOwner();
  const tag = runTag();
  const probe = containerProbe(rt);
  const out = [];
  const add = (kind, items, labelsOf) => {
    for (const i of items) {
      if (!inScope(labelsOf(i), tag, scope)) continue;
      const owner = decodeOwner(labelsOf(i)?.[OWNER_LABEL]);
      const name = (i.Name ?? i.name ?? "").replace(/^\//, "");
      if (owner && name) out.push({ kind, name, owner, state: ownerState(owner, me, probe) });
    }
  };
  const ids = execRuntime(rt, ["ps", "-a", "-q", "--no-trunc", "--filter", `label=${OWNER_LABEL}`], {
    timeoutMs: 6e4
  });
  const cids = ids.code === 0 ? ids.stdout.split("\n").map((s) => s.trim()).filter(Boolean) : [];
  if (cids.length > 0)
    add("container", inspectEach(rt, ["inspect", "--type", "container"], cids), (i) => i.Config?.Labels);
  const nets = execRuntime(rt, ["network", "ls", "--filter", `label=${OWNER_LABEL}`, "--format", "{{.Name}}"], {
    timeoutMs: 6e4
  });
  const names = nets.code === 0 ? nets.stdout.split("\n").map((s) => s.trim()).filter(Boolean) : [];
  if (names.length > 0) add("network", inspectEach(rt, ["network", "inspect"], names), (i) => i.Labels ?? i.labels);
  return out;
}
var NO_OWNER = { pid: 0, start: "", boot: "", pidns: "", host: "" };
function listStagedDirs(parent = tmpdir()) {
  const me = selfOwner();
  let names;
  try {
    names = readdirSync(parent).filter((n) => n.startsWith(STAGED_DIR_PREFIX));
  } catch {
    return [];
  }
  const out = [];
  for (const n of names) {
    const dir = join(parent, n);
    let text;
    try {
      text = readFileSync2(join(dir, OWNER_FILE), "utf8");
    } catch {
      if (n.endsWith(RETIRED_SUFFIX)) out.push({ kind: "dir", name: dir, owner: NO_OWNER, state: "dead" });
      continue;
    }
    const owner = decodeOwner(text);
    if (owner)
      out.push({
        kind: "dir",
        name: dir,
        owner,
        state: n.endsWith(RETIRED_SUFFIX) ? "dead" : ownerState(owner, me, () => void 0)
      });
  }
  return out;
}
function ownerFileText() {
  return `${encodeOwner(selfOwner())}
`;
}
var RETIRED_SUFFIX = ".gone";
function removeStagedDir(dir) {
  let target = dir;
  if (!dir.endsWith(RETIRED_SUFFIX))
    try {
      renameSync(dir, `${dir}${RETIRED_SUFFIX}`);
      target = `${dir}${RETIRED_SUFFIX}`;
    } catch (e) {
      if (e.code === "ENOENT") return true;
    }
  removeTrustedTree(target);
  return !existsSync(target);
}
function removeObject(rt, o) {
  if (o.kind === "dir") return removeStagedDir(o.name);
  if (!rt) return false;
  const r = execRuntime(rt, o.kind === "container" ? rmContainerArgs(rt, o.name) : rmNetworkArgs(rt, o.name), {
    timeoutMs: 6e4
  });
  return r.code === 0 || /no such|not found/i.test(r.stderr);
}
function sweepDead(rt, opts = {}) {
  const all = [
    ...rt ? listEngineObjects(rt, opts.scope) : [],
    ...opts.dirs === false ? [] : listStagedDirs(opts.stageParent)
  ];
  const order = { container: 0, network: 1, dir: 2 };
  const dead = all.filter((o) => o.state === "dead").sort((a, b) => order[a.kind] - order[b.kind]);
  const result = { removed: [], failed: [], kept: all.filter((o) => o.state !== "dead") };
  for (const o of dead) (opts.dryRun || removeObject(rt, o) ? result.removed : result.failed).push(o);
  return result;
}
function removeOwnObjects(rts, stageParent = tmpdir()) {
  let n = 0;
  const order = { container: 0, network: 1, dir: 2 };
  for (const rt of rts)
    for (const o of listEngineObjects(rt).filter((x) => x.state === "self").sort((a, b) => order[a.kind] - order[b.kind]))
      n += removeObject(rt, o) ? 1 : 0;
  for (const o of listStagedDirs(stageParent).filter((x) => x.state === "self" || x.name.endsWith(RETIRED_SUFFIX)))
    n += removeObject(void 0, o) ? 1 : 0;
  return n;
}
function countText(objs) {
  const n = (k, one, many) => {
    const c = objs.filter((o) => o.kind === k).length;
    return c > 0 ? `${c} ${c === 1 ? one : many}` : void 0;
  };
  return [
    n("container", "container", "containers"),
    n("network", "network", "networks"),
    n("dir", "staged dir", "staged dirs")
  ].filter(Boolean).join(", ") || "nothing";
}
var LEGACY_NETWORK = /^cowork-(?:int|out)-r[0-9a-f]{10}$/;
function listUnlabeledNetworks(rt) {
  const r = execRuntime(rt, ["network", "ls", "--format", "{{.Name}}"], { timeoutMs: 6e4 });
  if (r.code !== 0) return [];
  const names = r.stdout.split("\n").map((s) => s.trim()).filter((n) => LEGACY_NETWORK.test(n));
  if (names.length === 0) return [];
  return inspectEach(rt, ["network", "inspect"], names).filter((i) => !(i.Labels ?? i.labels)?.[OWNER_LABEL]).map((i) => (i.Name ?? i.name ?? "").replace(/^\//, "")).filter(Boolean);
}
function removeUnlabeledNetwork(rt, name) {
  return execRuntime(rt, ["network", "rm", name], { timeoutMs: 6e4 }).code === 0;
}
var swept = /* @__PURE__ */ new Set();
function sweepBeforeRun(rt, log, stageParent = tmpdir()) {
  const key = rt ? `${rt.command} ${rt.env.DOCKER_HOST ?? ""} ${rt.env.CONTAINER_HOST ?? ""}` : `dirs ${stageParent}`;
  if (swept.has(key)) return;
  swept.add(key);
  let r;
  try {
    r = rt ? sweepDead(rt, { dirs: false }) : sweepDead(void 0, { stageParent });
  } catch {
    return;
  }
  if (r.removed.length > 0 && rt)
    log(`removed what ${distinctOwners(r.removed)} dead run(s) left: ${countText(r.removed)}`);
  if (r.failed.length > 0)
    log(`could not remove ${countText(r.failed)} left by dead runs (cowork-harness cleanup retries)`);
}
function distinctOwners(objs) {
  return new Set(objs.map((o) => encodeOwner(o.owner))).size;
}
var TRANSIENT_NETWORK = /no such network interface|device or resource busy|resource temporarily unavailable/i;
var POOL_EXHAUSTED = /free subnet|subnet pool|address pool|non-overlapping|no available.*(subnet|network)|pool.*exhaust/i;
function createOwnedNetwork(rt, name, opts = {}) {
  const args = ["network", "create", ...opts.internal ? ["--internal"] : [], ...ownerLabelArgs(), name];
  let r = execRuntime(rt, args);
  for (let retry = 1; retry <= 2 && r.code !== 0 && TRANSIENT_NETWORK.test(r.stderr); retry++) {
    execRuntime(rt, rmNetworkArgs(rt, name), { timeoutMs: 3e4 });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * retry);
    r = execRuntime(rt, args);
  }
  if (r.code === 0) return;
  const detail = (r.stderr.trim() || r.stdout.trim()).split("\n").slice(-2).join(" | ");
  if (!POOL_EXHAUSTED.test(detail))
    throw new HarnessError(
      `${rt.kind} could not create the ${opts.internal ? "internal " : ""}network ${name}: ${detail}`
    );
  let dead = [];
  try {
    dead = listEngineObjects(rt).filter((o) => o.state === "dead");
  } catch {
  }
  const nets = dead.filter((o) => o.kind === "network").length;
  const legacy = nets > 0 ? 0 : listUnlabeledNetworks(rt).length;
  throw new HarnessError(
    nets > 0 ? `${rt.kind} has no free subnet for the network ${name} (its address pool is used up): ${nets} network(s) of dead cowork-harness runs hold subnets (${countText(dead)} in all) \u2014 remove them with \`cowork-harness cleanup\` (\`cowork-harness cleanup --dry-run\` lists them)` : legacy > 0 ? `${rt.kind} has no free subnet for the network ${name} (its address pool is used up): ${legacy} network(s) named like cowork-harness runs' carry no owner label (made by a version before owner labels) \u2014 remove those not in use with \`cowork-harness cleanup --unlabeled\`` : `${rt.kind} has no free subnet for the network ${name} (its address pool is used up), and no dead cowork-harness run holds one \u2014 list the networks with \`${rt.kind} network ls\` and remove unused ones (\`cowork-harness cleanup\` removes only ours)`
  );
}

export {
  setSelfContainer,
  encodeOwner,
  ownerLabelArgs,
  objectToken,
  STAGED_DIR_PREFIX,
  OWNER_FILE,
  ownerFileText,
  removeStagedDir,
  sweepDead,
  removeOwnObjects,
  countText,
  listUnlabeledNetworks,
  removeUnlabeledNetwork,
  sweepBeforeRun,
  createOwnedNetwork
};
