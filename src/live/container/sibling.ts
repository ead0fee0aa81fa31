/**
 * Sibling containers (the Action's container tier): when this harness itself runs in a container
 * whose engine it reaches through a mounted socket (GitHub starts container actions with
 * `-v /var/run/docker.sock:/var/run/docker.sock`), the agent and proxy containers it starts are
 * the engine's, not ours: siblings. Three things follow.
 *
 *  - Bind-mount sources are read by the engine on the host: a path of ours must be translated
 *    through our own container's bind mounts (`/github/workspace/x` → `/home/runner/work/r/r/x`).
 *    A path under no bind mount (the image's /app/dist, the container's /tmp) cannot be mounted
 *    at all: small things are copied under a bind-mounted dir (`stage`), the session is staged
 *    there from the start (RUNNER_TEMP, see src/action/agent-setup.ts).
 *  - Our own container is found by its hostname (the engine names it by its short id) with
 *    `inspect`; its `Mounts` give the translation.
 *  - The scripted model server runs in our process: our container is attached to the proxy's
 *    ordinary network, and the model server listens on our address there.
 *
 * `COWORK_SIBLING=off` turns detection off; `=on` makes failing to find ourselves an error.
 */
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { hostname } from "node:os";
import { join, posix } from "node:path";
import { HarnessError } from "../../core/util/errors.js";
import { execRuntime, type ContainerRuntime } from "./runtime.js";

export interface BindMount {
  source: string;
  destination: string;
}

export interface Sibling {
  /** our own container's id */
  self: string;
  mounts: readonly BindMount[];
  /** the host path of a path of ours, or undefined when it is under no bind mount */
  hostPath(p: string): string | undefined;
}

/** The host path of `p` through the longest bind mount whose destination holds it. */
export function translateHostPath(mounts: readonly BindMount[], p: string): string | undefined {
  const path = posix.normalize(p);
  let best: BindMount | undefined;
  for (const m of mounts) {
    const d = m.destination.replace(/\/+$/, "") || "/";
    const inside = path === d || path.startsWith(d === "/" ? "/" : `${d}/`);
    if (inside && (!best || d.length > best.destination.replace(/\/+$/, "").length)) best = m;
  }
  if (!best) return undefined;
  const d = best.destination.replace(/\/+$/, "");
  return posix.join(best.source, path.slice(d.length));
}

/** Are we in a container at all (docker's /.dockerenv, podman's /run/.containerenv)? */
export function inContainer(exists: (p: string) => boolean = existsSync): boolean {
  return exists("/.dockerenv") || exists("/run/.containerenv");
}

/** Our own container as the runtime's engine sees it, when we run in one of its containers. */
export function detectSibling(rt: ContainerRuntime, env: NodeJS.ProcessEnv): Sibling | undefined {
  const mode = env.COWORK_SIBLING?.trim();
  if (mode === "off" || (mode !== "on" && !inContainer())) return undefined;
  const name = hostname();
  const r = execRuntime(rt, ["inspect", "--type", "container", "--format", "{{.Id}}\t{{json .Mounts}}", name]);
  if (r.code !== 0) {
    if (mode === "on")
      throw new HarnessError(
        `COWORK_SIBLING=on: ${rt.kind} does not know this container (${name}): ${r.stderr.trim().split("\n").pop() ?? ""}`,
      );
    return undefined; // a container of another engine (podman inside a container, say): our paths are the engine's
  }
  const [id, json] = r.stdout.trim().split("\t");
  let raw: { Type?: string; Source?: string; Destination?: string }[] = [];
  try {
    raw = (JSON.parse(json ?? "[]") as typeof raw | null) ?? [];
  } catch {
    throw new HarnessError(`${rt.kind}: cannot read the mounts of this container (${name})`);
  }
  const mounts = raw
    .filter((m) => (m.Type === undefined || m.Type === "bind") && m.Source && m.Destination)
    .map((m) => ({ source: m.Source!, destination: m.Destination! }));
  return { self: id || name, mounts, hostPath: (p) => translateHostPath(mounts, p) };
}

/**
 * The host path to bind-mount for `p`: translated when under a bind mount; else copied once into
 * `stageDir` (which must be under one) and that copy's host path. Large things must not need this.
 */
export function mountableHostPath(sib: Sibling, p: string, stageDir: string, label: string): string {
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
      `${p} is under no bind mount of this container, nor is ${stageDir}: sibling containers cannot mount it (set RUNNER_TEMP to a bind-mounted dir)`,
    );
  return host;
}
