/**
 * Leftovers of dead runs (issue 27): the containers and networks labelled `cowork-harness.owner`
 * (src/live/container/owner.ts) and the staged session dirs (`<tmp>/cowork-session-*` with an `owner`
 * file) whose owner no longer runs. Every run that creates such objects sweeps them first
 * (`sweepBeforeRun`, once per process); `cowork-harness cleanup` lists and removes them on demand.
 * Objects of live runs, and of owners that cannot be judged from here, are never touched; nor is
 * anything without our label or owner file.
 */
import { readdirSync, readFileSync, renameSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { removeTrustedTree } from "../../core/util/contained-fs.js";
import { HarnessError } from "../../core/util/errors.js";
import {
  decodeOwner,
  encodeOwner,
  ownerLabelArgs,
  ownerState,
  OWNER_LABEL,
  RUN_LABEL,
  runTag,
  selfOwner,
  type Owner,
  type OwnerState,
} from "./owner.js";
import { execRuntime, rmContainerArgs, rmNetworkArgs, type ContainerRuntime } from "./runtime.js";

export type ObjectKind = "container" | "network" | "dir";

export interface OwnedObject {
  kind: ObjectKind;
  /** container or network name, or the dir's path */
  name: string;
  owner: Owner;
  state: OwnerState;
}

export const STAGED_DIR_PREFIX = "cowork-session-";
export const OWNER_FILE = "owner";

type Inspected = {
  Name?: string;
  name?: string;
  Config?: { Labels?: Record<string, string> | null };
  Labels?: Record<string, string> | null;
  labels?: Record<string, string> | null;
};

function parseJsonArray(text: string): Inspected[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as Inspected[]) : [];
  } catch {
    return [];
  }
}

/** true/false as the engine says whether container `id` runs; undefined when it cannot tell. */
function containerProbe(rt: ContainerRuntime): (id: string) => boolean | undefined {
  const seen = new Map<string, boolean | undefined>();
  return (id) => {
    if (!seen.has(id)) {
      const r = execRuntime(rt, ["inspect", "--type", "container", "--format", "{{.State.Running}}", id], {
        timeoutMs: 30_000,
      });
      seen.set(
        id,
        r.code === 0
          ? r.stdout.trim() === "true"
          : /no such|not found|no container/i.test(r.stderr)
            ? false
            : undefined,
      );
    }
    return seen.get(id);
  };
}

/**
 * `inspect` of several objects; when one of them went away meanwhile (a concurrent run removing
 * its own), the batch fails as a whole, so each is then inspected on its own.
 */
function inspectEach(rt: ContainerRuntime, args: readonly string[], names: readonly string[]): Inspected[] {
  const all = execRuntime(rt, [...args, ...names], { timeoutMs: 60_000 });
  if (all.code === 0) return parseJsonArray(all.stdout);
  return names.flatMap((n) => {
    const one = execRuntime(rt, [...args, n], { timeoutMs: 60_000 });
    return one.code === 0 ? parseJsonArray(one.stdout) : [];
  });
}

/**
 * Which labelled objects a listing sees. A run with COWORK_RUN_TAG sees only that tag's objects
 * (a test run never sweeps another's fixtures); an automatic sweep without a tag leaves tagged
 * objects alone (they belong to a tagged run: `cowork-harness cleanup` removes them); an explicit
 * cleanup without a tag sees them all.
 */
export type ListScope = "sweep" | "cleanup";

function inScope(labels: Record<string, string> | null | undefined, tag: string, scope: ListScope): boolean {
  const t = labels?.[RUN_LABEL];
  if (tag) return t === tag;
  return scope === "cleanup" || t === undefined;
}

/** Our labelled containers and networks in this runtime, each with its owner's state. */
export function listEngineObjects(rt: ContainerRuntime, scope: ListScope = "sweep"): OwnedObject[] {
  const me = selfOwner();
  const tag = runTag();
  const probe = containerProbe(rt);
  const out: OwnedObject[] = [];
  const add = (
    kind: ObjectKind,
    items: Inspected[],
    labelsOf: (i: Inspected) => Record<string, string> | null | undefined,
  ): void => {
    for (const i of items) {
      if (!inScope(labelsOf(i), tag, scope)) continue;
      const owner = decodeOwner(labelsOf(i)?.[OWNER_LABEL]);
      const name = (i.Name ?? i.name ?? "").replace(/^\//, "");
      if (owner && name) out.push({ kind, name, owner, state: ownerState(owner, me, probe) });
    }
  };
  const ids = execRuntime(rt, ["ps", "-a", "-q", "--no-trunc", "--filter", `label=${OWNER_LABEL}`], {
    timeoutMs: 60_000,
  });
  const cids =
    ids.code === 0
      ? ids.stdout
          .split("\n")
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  if (cids.length > 0)
    add("container", inspectEach(rt, ["inspect", "--type", "container"], cids), (i) => i.Config?.Labels);
  const nets = execRuntime(rt, ["network", "ls", "--filter", `label=${OWNER_LABEL}`, "--format", "{{.Name}}"], {
    timeoutMs: 60_000,
  });
  const names =
    nets.code === 0
      ? nets.stdout
          .split("\n")
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  if (names.length > 0) add("network", inspectEach(rt, ["network", "inspect"], names), (i) => i.Labels ?? i.labels);
  return out;
}

/** The owner shown for a retired dir whose owner file was already removed. */
const NO_OWNER: Owner = { pid: 0, start: "", boot: "", pidns: "", host: "" };

/**
 * Staged session dirs under `parent` that carry an owner file, each with its owner's state, and
 * retired ones (`.gone`: a removal cut short), each dead.
 */
export function listStagedDirs(parent: string = tmpdir()): OwnedObject[] {
  const me = selfOwner();
  let names: string[];
  try {
    names = readdirSync(parent).filter((n) => n.startsWith(STAGED_DIR_PREFIX));
  } catch {
    return [];
  }
  const out: OwnedObject[] = [];
  for (const n of names) {
    const dir = join(parent, n);
    let text: string | undefined;
    try {
      text = readFileSync(join(dir, OWNER_FILE), "utf8");
    } catch {
      // a removal cut short is a dead run's whatever it still holds; any other dir without an owner
      // file is not (yet) owned: a run between mkdtemp and writing its owner file, or made before owner files
      if (n.endsWith(RETIRED_SUFFIX)) out.push({ kind: "dir", name: dir, owner: NO_OWNER, state: "dead" });
      continue;
    }
    const owner = decodeOwner(text);
    if (owner)
      out.push({
        kind: "dir",
        name: dir,
        owner,
        state: n.endsWith(RETIRED_SUFFIX) ? "dead" : ownerState(owner, me, () => undefined),
      });
  }
  return out;
}

/** The owner file a staged dir gets as soon as it exists. */
export function ownerFileText(): string {
  return `${encodeOwner(selfOwner())}\n`;
}

/** The suffix a staged dir takes when its removal begins: what carries it belongs to no live run. */
export const RETIRED_SUFFIX = ".gone";

/**
 * Removes a staged dir (a run's own at its end, or a dead run's in a sweep). It is renamed to
 * `<dir>.gone` first, in one step, and then emptied: a removal cut short (the process killed, a
 * file that will not go) leaves a `.gone` dir, which every sweep removes whoever owned it — never a
 * `cowork-session-*` dir whose owner file went first, which no sweep may take. Nothing inside is
 * followed (src/core/util/contained-fs.ts). True when the dir is gone.
 */
export function removeStagedDir(dir: string): boolean {
  let target = dir;
  if (!dir.endsWith(RETIRED_SUFFIX))
    try {
      renameSync(dir, `${dir}${RETIRED_SUFFIX}`);
      target = `${dir}${RETIRED_SUFFIX}`;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return true; // already gone (a concurrent sweep took it)
      // a leftover `.gone` of the same name stands in the way: remove in place
    }
  removeTrustedTree(target);
  return !existsSync(target);
}

/** Removes one object; false when the runtime refused (it is then left for the next sweep). */
export function removeObject(rt: ContainerRuntime | undefined, o: OwnedObject): boolean {
  if (o.kind === "dir") return removeStagedDir(o.name);
  if (!rt) return false;
  const r = execRuntime(rt, o.kind === "container" ? rmContainerArgs(rt, o.name) : rmNetworkArgs(rt, o.name), {
    timeoutMs: 60_000,
  });
  return r.code === 0 || /no such|not found/i.test(r.stderr);
}

export interface SweepResult {
  /** objects of dead runs: removed (or, with dryRun, that would be) */
  removed: OwnedObject[];
  /** objects of dead runs the runtime would not remove */
  failed: OwnedObject[];
  /** objects of live runs (and of owners that cannot be judged from here): left alone */
  kept: OwnedObject[];
}

/** Removes what dead runs left: containers first (a network in use cannot go), then networks, then staged dirs. */
export function sweepDead(
  rt: ContainerRuntime | undefined,
  opts: { dryRun?: boolean; stageParent?: string; dirs?: boolean; scope?: ListScope } = {},
): SweepResult {
  const all = [
    ...(rt ? listEngineObjects(rt, opts.scope) : []),
    ...(opts.dirs === false ? [] : listStagedDirs(opts.stageParent)),
  ];
  const order: Record<ObjectKind, number> = { container: 0, network: 1, dir: 2 };
  const dead = all.filter((o) => o.state === "dead").sort((a, b) => order[a.kind] - order[b.kind]);
  const result: SweepResult = { removed: [], failed: [], kept: all.filter((o) => o.state !== "dead") };
  for (const o of dead) (opts.dryRun || removeObject(rt, o) ? result.removed : result.failed).push(o);
  return result;
}

/** Removes every object this process made (an interrupted run): containers, networks, staged dirs. */
export function removeOwnObjects(rts: readonly ContainerRuntime[], stageParent: string = tmpdir()): number {
  let n = 0;
  const order: Record<ObjectKind, number> = { container: 0, network: 1, dir: 2 };
  for (const rt of rts)
    for (const o of listEngineObjects(rt)
      .filter((x) => x.state === "self")
      .sort((a, b) => order[a.kind] - order[b.kind]))
      n += removeObject(rt, o) ? 1 : 0;
  // and a removal cut short (`.gone`: this process's own first try, while its engine client still
  // wrote there), which any sweep may finish
  for (const o of listStagedDirs(stageParent).filter((x) => x.state === "self" || x.name.endsWith(RETIRED_SUFFIX)))
    n += removeObject(undefined, o) ? 1 : 0;
  return n;
}

/** "2 networks, 1 container" */
export function countText(objs: readonly OwnedObject[]): string {
  const n = (k: ObjectKind, one: string, many: string): string | undefined => {
    const c = objs.filter((o) => o.kind === k).length;
    return c > 0 ? `${c} ${c === 1 ? one : many}` : undefined;
  };
  return (
    [
      n("container", "container", "containers"),
      n("network", "network", "networks"),
      n("dir", "staged dir", "staged dirs"),
    ]
      .filter(Boolean)
      .join(", ") || "nothing"
  );
}

const LEGACY_NETWORK = /^cowork-(?:int|out)-r[0-9a-f]{10}$/;

/**
 * Networks named as a run's (`cowork-int-r<hex>`, `cowork-out-r<hex>`) but without an owner label:
 * made by a harness from before owner labels, whose liveness cannot be told. Only
 * `cleanup --unlabeled` removes them, and never by force: a network still in use stays.
 */
export function listUnlabeledNetworks(rt: ContainerRuntime): string[] {
  const r = execRuntime(rt, ["network", "ls", "--format", "{{.Name}}"], { timeoutMs: 60_000 });
  if (r.code !== 0) return [];
  const names = r.stdout
    .split("\n")
    .map((s) => s.trim())
    .filter((n) => LEGACY_NETWORK.test(n));
  if (names.length === 0) return [];
  return inspectEach(rt, ["network", "inspect"], names)
    .filter((i) => !(i.Labels ?? i.labels)?.[OWNER_LABEL])
    .map((i) => (i.Name ?? i.name ?? "").replace(/^\//, ""))
    .filter(Boolean);
}

/** Removes an unlabeled network unless something still uses it. */
export function removeUnlabeledNetwork(rt: ContainerRuntime, name: string): boolean {
  return execRuntime(rt, ["network", "rm", name], { timeoutMs: 60_000 }).code === 0;
}

const swept = new Set<string>();

/**
 * The sweep at the start of a run that creates containers, networks or staged dirs: once per
 * process and runtime (and once for the staged dirs). Says what it removed; never fails the run.
 */
export function sweepBeforeRun(
  rt: ContainerRuntime | undefined,
  log: (line: string) => void,
  stageParent: string = tmpdir(),
): void {
  const key = rt ? `${rt.command} ${rt.env.DOCKER_HOST ?? ""} ${rt.env.CONTAINER_HOST ?? ""}` : `dirs ${stageParent}`;
  if (swept.has(key)) return;
  swept.add(key);
  let r: SweepResult;
  try {
    r = rt ? sweepDead(rt, { dirs: false }) : sweepDead(undefined, { stageParent });
  } catch {
    return;
  }
  // staged dirs go quietly (disk space only; a run's first lines stay its own); engine objects are said
  if (r.removed.length > 0 && rt)
    log(`removed what ${distinctOwners(r.removed)} dead run(s) left: ${countText(r.removed)}`);
  if (r.failed.length > 0)
    log(`could not remove ${countText(r.failed)} left by dead runs (cowork-harness cleanup retries)`);
}

function distinctOwners(objs: readonly OwnedObject[]): number {
  return new Set(objs.map((o) => encodeOwner(o.owner))).size;
}

/** A network create that failed on a race inside the engine, not on anything of ours. */
const TRANSIENT_NETWORK = /no such network interface|device or resource busy|resource temporarily unavailable/i;

const POOL_EXHAUSTED =
  /free subnet|subnet pool|address pool|non-overlapping|no available.*(subnet|network)|pool.*exhaust/i;

/**
 * `network create` with this run's owner labels. When it fails because the engine's subnet pool
 * is used up, the error says so, with how many networks dead runs hold and the command that frees them.
 */
export function createOwnedNetwork(rt: ContainerRuntime, name: string, opts: { internal?: boolean } = {}): void {
  const args = ["network", "create", ...(opts.internal ? ["--internal"] : []), ...ownerLabelArgs(), name];
  let r = execRuntime(rt, args);
  // podman's network setup races with another run creating or removing a network at the same
  // moment (seen: "route ip+net: no such network interface"): such a failure is tried again, twice
  for (let retry = 1; retry <= 2 && r.code !== 0 && TRANSIENT_NETWORK.test(r.stderr); retry++) {
    execRuntime(rt, rmNetworkArgs(rt, name), { timeoutMs: 30_000 }); // what the failed attempt may have left
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * retry);
    r = execRuntime(rt, args);
  }
  if (r.code === 0) return;
  const detail = (r.stderr.trim() || r.stdout.trim()).split("\n").slice(-2).join(" | ");
  if (!POOL_EXHAUSTED.test(detail))
    throw new HarnessError(
      `${rt.kind} could not create the ${opts.internal ? "internal " : ""}network ${name}: ${detail}`,
    );
  let dead: OwnedObject[] = [];
  try {
    dead = listEngineObjects(rt).filter((o) => o.state === "dead");
  } catch {
    /* counted as none */
  }
  const nets = dead.filter((o) => o.kind === "network").length;
  const legacy = nets > 0 ? 0 : listUnlabeledNetworks(rt).length;
  throw new HarnessError(
    nets > 0
      ? `${rt.kind} has no free subnet for the network ${name} (its address pool is used up): ${nets} network(s) of dead cowork-harness runs hold subnets (${countText(dead)} in all) — remove them with \`cowork-harness cleanup\` (\`cowork-harness cleanup --dry-run\` lists them)`
      : legacy > 0
        ? `${rt.kind} has no free subnet for the network ${name} (its address pool is used up): ${legacy} network(s) named like cowork-harness runs' carry no owner label (made by a version before owner labels) — remove those not in use with \`cowork-harness cleanup --unlabeled\``
        : `${rt.kind} has no free subnet for the network ${name} (its address pool is used up), and no dead cowork-harness run holds one — list the networks with \`${rt.kind} network ls\` and remove unused ones (\`cowork-harness cleanup\` removes only ours)`,
  );
}
