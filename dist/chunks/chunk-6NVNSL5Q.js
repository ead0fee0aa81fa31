#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  execRuntime
} from "./chunk-7BOIZFLR.js";
import {
  HarnessError,
  oneLine
} from "./chunk-JB7TIAU6.js";

// src/live/container/agent-image.ts
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync as existsSync2, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname2, join as join2 } from "node:path";
import { createInterface } from "node:readline";

// src/live/container/harness-dist.ts
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function harnessDistDir(from = fileURLToPath(import.meta.url)) {
  let dir = dirname(from);
  for (; ; ) {
    if (basename(dir) === "dist" && existsSync(join(dir, "cli.js"))) return dir;
    if (existsSync(join(dir, "dist", "cli.js")) && existsSync(join(dir, "package.json"))) return join(dir, "dist");
    const parent = dirname(dir);
    if (parent === dir)
      throw new HarnessError(
        "cannot find the harness bundle (dist/cli.js) to run the egress proxy from: run npm run build"
      );
    dir = parent;
  }
}

// src/live/container/agent-image.ts
var AGENT_IMAGE_REPO = "localhost/cowork-agent";
var LEGACY_AGENT_IMAGE = `${AGENT_IMAGE_REPO}:latest`;
var PIN = /^[a-z0-9.-]+(?::\d+)?\/[a-z0-9._/-]+@sha256:[0-9a-f]{64}$/;
function agentDockerfile() {
  const file = join2(dirname2(harnessDistDir()), "Dockerfile.agent");
  if (!existsSync2(file))
    throw new HarnessError(
      `cannot build the agent image: ${file} is missing from this installation \u2014 set COWORK_AGENT_IMAGE to an agent image instead`
    );
  return file;
}
function dockerfileKey(text) {
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}
function localAgentTag(dockerfileText) {
  return `${AGENT_IMAGE_REPO}:df-${dockerfileKey(dockerfileText)}`;
}
function withoutPinnedStage(text) {
  return text.split("\n").filter((l) => !/^FROM\s+\S+@sha256:[0-9a-f]{64}\s+AS\s+\S+\s*$/i.test(l)).map((l) => l.replace(/^ARG BASE_IMAGE=\S+\s*$/, "ARG BASE_IMAGE")).join("\n");
}
var imagePresent = (rt, ref) => execRuntime(rt, ["image", "inspect", "--format", "{{.Id}}", ref], { timeoutMs: 6e4 }).code === 0;
var secs = (ms) => `${(ms / 1e3).toFixed(1)} s`;
function streamRuntime(rt, args, log, opts) {
  return new Promise((resolve) => {
    const child = spawn(rt.command, [...rt.globalArgs, ...args], { env: rt.env, stdio: ["ignore", "pipe", "pipe"] });
    const tail = [];
    let last = "";
    const onLine = (line) => {
      const l = line.replace(/\r/g, "").trimEnd();
      if (!l || l === last) return;
      last = l;
      tail.push(l);
      if (tail.length > 4) tail.shift();
      log(`  ${l}`);
    };
    createInterface({ input: child.stdout }).on("line", onLine);
    createInterface({ input: child.stderr }).on("line", onLine);
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs);
    child.once("error", (e) => {
      clearTimeout(timer);
      resolve({ code: -1, tail: oneLine(e) });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, tail: tail.join(" | ") });
    });
  });
}
async function pullImage(rt, ref, log) {
  const t0 = Date.now();
  log(`pulling the agent image ${ref} (${rt.kind})`);
  const r = await streamRuntime(rt, ["pull", ref], log, { timeoutMs: 30 * 6e4 });
  return r.code === 0 ? { ok: true, ms: Date.now() - t0 } : { ok: false, why: r.tail || `exit ${r.code}` };
}
async function buildAgentImage(rt, tag, opts) {
  const file = agentDockerfile();
  const text = readFileSync(file, "utf8");
  const ctx = mkdtempSync(join2(tmpdir(), "cowork-agent-build-"));
  try {
    writeFileSync(join2(ctx, "Dockerfile.agent"), opts.base ? withoutPinnedStage(text) : text);
    const args = [
      "build",
      "-t",
      tag,
      "-f",
      join2(ctx, "Dockerfile.agent"),
      ...opts.base ? ["--build-arg", `BASE_IMAGE=${opts.base}`] : [],
      ...opts.toolset ? ["--build-arg", `TOOLSET=${opts.toolset}`] : [],
      ctx
    ];
    const t0 = Date.now();
    opts.log(
      `building the agent image ${tag} from ${file} (${rt.kind}${opts.base ? `, base ${opts.base}` : ""}) \u2014 the first build downloads Debian packages, a few minutes`
    );
    const r = await streamRuntime(rt, args, opts.log, { timeoutMs: 60 * 6e4 });
    if (r.code !== 0) throw new HarnessError(`${rt.kind} could not build the agent image from ${file}: ${r.tail}`);
    return Date.now() - t0;
  } finally {
    rmSync(ctx, { recursive: true, force: true });
  }
}
function imageCacheKey(dockerfileText, agentVersion, arch = process.arch) {
  return `cowork-harness-agent-image-${dockerfileKey(dockerfileText)}-${agentVersion}-linux-${arch}`;
}
async function acquireAgentImage(rt, opts) {
  const log = opts.log;
  const given = opts.given?.trim() || opts.env.COWORK_AGENT_IMAGE?.trim();
  if (given) {
    if (imagePresent(rt, given))
      return { ref: given, path: "given", how: `${given} (named; already in ${rt.kind}'s store)` };
    const p = await pullImage(rt, given, log);
    if (!p.ok)
      throw new HarnessError(`the agent image ${given} is not in ${rt.kind}'s store and could not be pulled: ${p.why}`);
    return { ref: given, path: "given", how: `${given} (named; pulled in ${secs(p.ms)})` };
  }
  const pin = opts.pin?.trim();
  if (pin) {
    if (!PIN.test(pin)) log(`warning: COWORK_AGENT_IMAGE_PIN=${pin} is not an image by sha256 digest \u2014 ignored`);
    else if (imagePresent(rt, pin))
      return { ref: pin, path: "pinned", how: `${pin} (the released image; already in ${rt.kind}'s store)` };
    else {
      const p = await pullImage(rt, pin, log);
      if (p.ok)
        return { ref: pin, path: "pinned", how: `${pin} (the released image, pulled by digest in ${secs(p.ms)})` };
      log(`the released agent image could not be pulled (${p.why}) \u2014 building it from Dockerfile.agent instead`);
    }
  }
  let text;
  try {
    text = readFileSync(agentDockerfile(), "utf8");
  } catch (e) {
    if (!opts.build && imagePresent(rt, LEGACY_AGENT_IMAGE))
      return { ref: LEGACY_AGENT_IMAGE, path: "found", how: `${LEGACY_AGENT_IMAGE} (found)` };
    throw e;
  }
  const tag = localAgentTag(text);
  if (imagePresent(rt, tag))
    return { ref: tag, path: "found", how: `${tag} (built from this Dockerfile.agent earlier; in ${rt.kind}'s store)` };
  if (!opts.build) {
    if (imagePresent(rt, LEGACY_AGENT_IMAGE))
      return { ref: LEGACY_AGENT_IMAGE, path: "found", how: `${LEGACY_AGENT_IMAGE} (found)` };
    throw new HarnessError(
      `no agent image in ${rt.kind}'s store (looked for ${tag}) \u2014 run \`cowork-harness setup\` once (it builds the image from Dockerfile.agent, a few minutes), or set COWORK_AGENT_IMAGE`
    );
  }
  const c = opts.cache;
  const key = c ? imageCacheKey(text, c.agentVersion) : "";
  const archive = c ? join2(c.dir, "agent-image.tar") : "";
  if (c) {
    const t0 = Date.now();
    try {
      mkdirSync(c.dir, { recursive: true });
      if (await c.cache.restore(c.dir, key)) {
        const loaded = execRuntime(rt, ["load", "-i", archive], { timeoutMs: 20 * 6e4 });
        if (loaded.code === 0 && imagePresent(rt, tag))
          return {
            ref: tag,
            path: "restored",
            how: `${tag} (restored from the cache ${key} in ${secs(Date.now() - t0)})`
          };
        log(`notice: the cached agent image did not load (${oneLine(loaded.stderr) || "not tagged"}) \u2014 building it`);
      }
    } catch (e) {
      log(`notice: agent image cache restore failed (${oneLine(e)}) \u2014 building it`);
    }
  }
  const ms = await buildAgentImage(rt, tag, { log, ...opts.base ? { base: opts.base } : {} });
  let saved = "";
  if (c) {
    try {
      rmSync(archive, { force: true });
      const s = execRuntime(rt, ["save", "-o", archive, tag], { timeoutMs: 20 * 6e4 });
      if (s.code !== 0) throw new Error(s.stderr.trim() || `exit ${s.code}`);
      await c.cache.save(c.dir, key);
      saved = `; saved to the cache as ${key}, so later runs restore it`;
    } catch (e) {
      log(`notice: agent image cache save failed (${oneLine(e)})`);
    } finally {
      rmSync(archive, { force: true });
    }
  }
  return { ref: tag, path: "built", how: `${tag} (built from Dockerfile.agent in ${secs(ms)}${saved})` };
}
var acquirer;
var acquired = /* @__PURE__ */ new Map();
function setAgentImageAcquirer(fn) {
  acquirer = fn;
}
async function agentImageFor(rt, env, log) {
  const named = env.COWORK_AGENT_IMAGE?.trim();
  if (named) return named;
  const key = `${rt.command} ${rt.env.DOCKER_HOST ?? ""}`;
  const done = acquired.get(key);
  if (done) return done;
  const img = acquirer ? await acquirer(rt) : await acquireAgentImage(rt, { env, log, build: false });
  if (acquirer) log(`agent image: ${img.path} \u2014 ${img.how}`);
  acquired.set(key, img.ref);
  return img.ref;
}

export {
  harnessDistDir,
  imagePresent,
  acquireAgentImage,
  setAgentImageAcquirer,
  agentImageFor
};
