/**
 * The container tier's agent image, obtained rather than assumed (issues 29 and 26 item 2).
 *
 * Which image a live run uses, in order:
 *  1. the one named (COWORK_AGENT_IMAGE, or the Action's `agent-image` input): used as is, pulled
 *     when the engine does not have it;
 *  2. the released image the Action pins by digest (COWORK_AGENT_IMAGE_PIN, set in action.yml's
 *     runs.env by scripts/release-pin.mjs): pulled by digest, with the engine's progress and the time;
 *  3. the image built from this package's Dockerfile.agent, tagged `localhost/cowork-agent:df-<12 hex
 *     of the Dockerfile>` (by `cowork-harness setup`, scripts/agent-image.sh, or an earlier run), so a
 *     harness whose Dockerfile changed never picks up a stale build;
 *  4. the same image restored from a cache (the Action: `docker save` kept in @actions/cache, keyed
 *     by the Dockerfile's digest and the pinned agent version);
 *  5. built now from Dockerfile.agent (and saved to that cache).
 * The path taken and its time are logged. Without an acquirer (the CLI), steps 4-5 are
 * `cowork-harness setup`'s, and a missing image is a one-line error naming that command.
 *
 * BASE_IMAGE (COWORK_AGENT_BASE_IMAGE) swaps the digest-pinned base for one the engine has (an
 * air-gapped runner, tests): the Dockerfile is then built without its pinned stage, which Docker's
 * classic builder would otherwise try to pull although nothing uses it.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { HarnessError, oneLine } from "../../core/util/errors.js";
import { harnessDistDir } from "./harness-dist.js";
import { execRuntime, type ContainerRuntime } from "./runtime.js";

export const AGENT_IMAGE_REPO = "localhost/cowork-agent";
export const LEGACY_AGENT_IMAGE = `${AGENT_IMAGE_REPO}:latest`;
const PIN = /^[a-z0-9.-]+(?::\d+)?\/[a-z0-9._/-]+@sha256:[0-9a-f]{64}$/;

export type AgentImagePath = "given" | "pinned" | "found" | "restored" | "built";

export interface AgentImage {
  ref: string;
  path: AgentImagePath;
  /** what was done, for the log: "pulled … in 12.3 s" */
  how: string;
}

/** Dockerfile.agent as this package carries it (beside dist/: a clone, the npm package, the Action image's /app). */
export function agentDockerfile(): string {
  const file = join(dirname(harnessDistDir()), "Dockerfile.agent");
  if (!existsSync(file))
    throw new HarnessError(
      `cannot build the agent image: ${file} is missing from this installation — set COWORK_AGENT_IMAGE to an agent image instead`,
    );
  return file;
}

/** 12 hex of the Dockerfile's bytes: the local tag's key. */
export function dockerfileKey(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

export function localAgentTag(dockerfileText: string): string {
  return `${AGENT_IMAGE_REPO}:df-${dockerfileKey(dockerfileText)}`;
}

/**
 * The Dockerfile without its digest-pinned base stage, when BASE_IMAGE replaces it: Docker's classic
 * builder resolves every FROM, used or not, and the pinned one cannot be pulled where the base is local.
 */
export function withoutPinnedStage(text: string): string {
  return text
    .split("\n")
    .filter((l) => !/^FROM\s+\S+@sha256:[0-9a-f]{64}\s+AS\s+\S+\s*$/i.test(l))
    .map((l) => l.replace(/^ARG BASE_IMAGE=\S+\s*$/, "ARG BASE_IMAGE"))
    .join("\n");
}

export const imagePresent = (rt: ContainerRuntime, ref: string): boolean =>
  execRuntime(rt, ["image", "inspect", "--format", "{{.Id}}", ref], { timeoutMs: 60_000 }).code === 0;

const secs = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Runs the client with its output passed on line by line (progress), and returns the last lines on failure. */
function streamRuntime(
  rt: ContainerRuntime,
  args: readonly string[],
  log: (line: string) => void,
  opts: { timeoutMs: number },
): Promise<{ code: number; tail: string }> {
  return new Promise((resolve) => {
    const child = spawn(rt.command, [...rt.globalArgs, ...args], { env: rt.env, stdio: ["ignore", "pipe", "pipe"] });
    const tail: string[] = [];
    let last = "";
    const onLine = (line: string): void => {
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

export async function pullImage(
  rt: ContainerRuntime,
  ref: string,
  log: (line: string) => void,
): Promise<{ ok: true; ms: number } | { ok: false; why: string }> {
  const t0 = Date.now();
  log(`pulling the agent image ${ref} (${rt.kind})`);
  const r = await streamRuntime(rt, ["pull", ref], log, { timeoutMs: 30 * 60_000 });
  return r.code === 0 ? { ok: true, ms: Date.now() - t0 } : { ok: false, why: r.tail || `exit ${r.code}` };
}

export interface BuildOptions {
  /** BASE_IMAGE: a base the engine has, instead of the pinned one */
  base?: string;
  toolset?: string;
  log: (line: string) => void;
}

/** Builds Dockerfile.agent into `tag`, the engine's output streamed to the log. */
export async function buildAgentImage(rt: ContainerRuntime, tag: string, opts: BuildOptions): Promise<number> {
  const file = agentDockerfile();
  const text = readFileSync(file, "utf8");
  const ctx = mkdtempSync(join(tmpdir(), "cowork-agent-build-"));
  try {
    // the context holds only the Dockerfile: Dockerfile.agent copies nothing in
    writeFileSync(join(ctx, "Dockerfile.agent"), opts.base ? withoutPinnedStage(text) : text);
    const args = [
      "build",
      "-t",
      tag,
      "-f",
      join(ctx, "Dockerfile.agent"),
      ...(opts.base ? ["--build-arg", `BASE_IMAGE=${opts.base}`] : []),
      ...(opts.toolset ? ["--build-arg", `TOOLSET=${opts.toolset}`] : []),
      ctx,
    ];
    const t0 = Date.now();
    opts.log(
      `building the agent image ${tag} from ${file} (${rt.kind}${opts.base ? `, base ${opts.base}` : ""}) — the first build downloads Debian packages, a few minutes`,
    );
    const r = await streamRuntime(rt, args, opts.log, { timeoutMs: 60 * 60_000 });
    if (r.code !== 0) throw new HarnessError(`${rt.kind} could not build the agent image from ${file}: ${r.tail}`);
    return Date.now() - t0;
  } finally {
    rmSync(ctx, { recursive: true, force: true });
  }
}

/** A cache of one directory under a key (the Action: @actions/cache). */
export interface ImageCache {
  restore(dir: string, key: string): Promise<boolean>;
  save(dir: string, key: string): Promise<void>;
}

export function imageCacheKey(dockerfileText: string, agentVersion: string, arch: string = process.arch): string {
  return `cowork-harness-agent-image-${dockerfileKey(dockerfileText)}-${agentVersion}-linux-${arch}`;
}

export interface AcquireOptions {
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** an image named by the user (the Action's agent-image input) */
  given?: string;
  /** the released image, by digest */
  pin?: string;
  base?: string;
  cache?: { cache: ImageCache; dir: string; agentVersion: string };
  /** build when no other path has it (the Action, `setup`); false: only find */
  build: boolean;
}

/** The agent image by the first path that has it (see the header), or a one-line error. */
export async function acquireAgentImage(rt: ContainerRuntime, opts: AcquireOptions): Promise<AgentImage> {
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
    if (!PIN.test(pin)) log(`warning: COWORK_AGENT_IMAGE_PIN=${pin} is not an image by sha256 digest — ignored`);
    else if (imagePresent(rt, pin))
      return { ref: pin, path: "pinned", how: `${pin} (the released image; already in ${rt.kind}'s store)` };
    else {
      const p = await pullImage(rt, pin, log);
      if (p.ok)
        return { ref: pin, path: "pinned", how: `${pin} (the released image, pulled by digest in ${secs(p.ms)})` };
      log(`the released agent image could not be pulled (${p.why}) — building it from Dockerfile.agent instead`);
    }
  }
  let text: string;
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
      `no agent image in ${rt.kind}'s store (looked for ${tag}) — run \`cowork-harness setup\` once (it builds the image from Dockerfile.agent, a few minutes), or set COWORK_AGENT_IMAGE`,
    );
  }
  const c = opts.cache;
  const key = c ? imageCacheKey(text, c.agentVersion) : "";
  const archive = c ? join(c.dir, "agent-image.tar") : "";
  if (c) {
    const t0 = Date.now();
    try {
      mkdirSync(c.dir, { recursive: true });
      if (await c.cache.restore(c.dir, key)) {
        const loaded = execRuntime(rt, ["load", "-i", archive], { timeoutMs: 20 * 60_000 });
        if (loaded.code === 0 && imagePresent(rt, tag))
          return {
            ref: tag,
            path: "restored",
            how: `${tag} (restored from the cache ${key} in ${secs(Date.now() - t0)})`,
          };
        log(`notice: the cached agent image did not load (${oneLine(loaded.stderr) || "not tagged"}) — building it`);
      }
    } catch (e) {
      log(`notice: agent image cache restore failed (${oneLine(e)}) — building it`);
    }
  }
  const ms = await buildAgentImage(rt, tag, { log, ...(opts.base ? { base: opts.base } : {}) });
  let saved = "";
  if (c) {
    try {
      rmSync(archive, { force: true });
      const s = execRuntime(rt, ["save", "-o", archive, tag], { timeoutMs: 20 * 60_000 });
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

/** Set by the Action: how a container-tier run obtains its image (with its cache and inputs). */
let acquirer: ((rt: ContainerRuntime) => Promise<AgentImage>) | undefined;
const acquired = new Map<string, string>();

export function setAgentImageAcquirer(fn: ((rt: ContainerRuntime) => Promise<AgentImage>) | undefined): void {
  acquirer = fn;
}

/**
 * The image a container-tier run uses: COWORK_AGENT_IMAGE; else, in the Action, the one its
 * acquirer obtains (once per process); else the one `setup` built (or the legacy :latest).
 */
export async function agentImageFor(
  rt: ContainerRuntime,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const named = env.COWORK_AGENT_IMAGE?.trim();
  if (named) return named;
  const key = `${rt.command} ${rt.env.DOCKER_HOST ?? ""}`;
  const done = acquired.get(key);
  if (done) return done;
  const img = acquirer ? await acquirer(rt) : await acquireAgentImage(rt, { env, log, build: false });
  if (acquirer) log(`agent image: ${img.path} — ${img.how}`);
  acquired.set(key, img.ref);
  return img.ref;
}
