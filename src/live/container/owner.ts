/**
 * Who made a container, network or staged session dir (issue 27): the run's owner, written into
 * every object it creates (a `cowork-harness.owner` label, an `owner` file in a staged dir), so a
 * later run can tell a dead run's leftovers from a live run's objects.
 *
 *   pid=<pid>;start=<start ticks>;boot=<boot id>;pidns=<pid namespace>;host=<hostname>[;ctr=<container id>]
 *
 * A pid alone is not enough: pids are reused, a machine reboots (podman's networks outlive it),
 * and the Action runs in a container whose pids mean nothing outside it. So an owner is judged:
 *  - in a container of the engine (`ctr`, the Action's sibling mode) other than ours: alive while
 *    the engine says that container runs;
 *  - else on another host: unknown (a remote engine shared by machines) — never removed;
 *  - else after a reboot (another boot id): dead;
 *  - else in another pid namespace: unknown;
 *  - else alive while a process with that pid and that start time runs.
 * Where /proc is missing (macOS), start/boot/pidns are empty and the pid alone decides.
 *
 * `COWORK_RUN_TAG` (letters, digits, dashes) adds a `cowork-harness.run` label and puts the tag in
 * object names, so a test run can name and find only its own objects.
 */
import { randomBytes } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";

export const OWNER_LABEL = "cowork-harness.owner";
export const RUN_LABEL = "cowork-harness.run";

export interface Owner {
  pid: number;
  /** the process's start time in clock ticks since boot (/proc/<pid>/stat field 22); "" unknown */
  start: string;
  boot: string;
  pidns: string;
  host: string;
  /** our container's id, when we run in a container of the engine (sibling mode) */
  ctr?: string;
}

export type OwnerState = "self" | "alive" | "dead" | "unknown";

const read = (p: string): string | undefined => {
  try {
    return readFileSync(p, "utf8");
  } catch {
    return undefined;
  }
};

/** A process's start time (ticks since boot), or undefined when it does not run. "" where /proc is missing. */
export function processStart(pid: number): string | undefined {
  const stat = read(`/proc/${pid}/stat`);
  if (stat === undefined) {
    if (read("/proc/self/stat") !== undefined) return undefined; // /proc exists: the process is gone
    try {
      process.kill(pid, 0);
      return "";
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === "EPERM" ? "" : undefined;
    }
  }
  // fields after the command name (which may hold spaces and parentheses): [0] state … [19] starttime
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? "";
}

const clean = (s: string): string => s.replace(/[^A-Za-z0-9._:-]/g, "");

function machine(): { boot: string; pidns: string; host: string } {
  let pidns = "";
  try {
    pidns = clean(readlinkSync("/proc/self/ns/pid"));
  } catch {
    /* no /proc */
  }
  return { boot: clean(read("/proc/sys/kernel/random/boot_id")?.trim() ?? ""), pidns, host: clean(hostname()) };
}

let self: Owner | undefined;

/** This process as an owner (computed once). */
export function selfOwner(): Owner {
  self ??= { pid: process.pid, start: processStart(process.pid) ?? "", ...machine() };
  return self;
}

/** Records that we run in the engine's container `id` (sibling mode): owners made from now on carry it. */
export function setSelfContainer(id: string | undefined): void {
  const o = selfOwner();
  if (id) o.ctr = clean(id);
  else delete o.ctr;
}

export function encodeOwner(o: Owner): string {
  return `pid=${o.pid};start=${o.start};boot=${o.boot};pidns=${o.pidns};host=${o.host}${o.ctr ? `;ctr=${o.ctr}` : ""}`;
}

/** The owner a label or owner file holds, or undefined when it is not one of ours. */
export function decodeOwner(text: string | undefined): Owner | undefined {
  if (!text) return undefined;
  const kv = new Map<string, string>();
  for (const part of text.trim().split(";")) {
    const i = part.indexOf("=");
    if (i > 0) kv.set(part.slice(0, i), part.slice(i + 1));
  }
  const pid = Number(kv.get("pid"));
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const ctr = kv.get("ctr");
  return {
    pid,
    start: kv.get("start") ?? "",
    boot: kv.get("boot") ?? "",
    pidns: kv.get("pidns") ?? "",
    host: kv.get("host") ?? "",
    ...(ctr ? { ctr } : {}),
  };
}

export const sameOwner = (a: Owner, b: Owner): boolean => encodeOwner(a) === encodeOwner(b);

/**
 * Whether `o` still runs, seen from `me`. `containerRunning(id)`: true/false as the engine says,
 * undefined when it cannot tell.
 */
export function ownerState(
  o: Owner,
  me: Owner,
  containerRunning: (id: string) => boolean | undefined,
  startOf: (pid: number) => string | undefined = processStart,
): OwnerState {
  if (sameOwner(o, me)) return "self";
  if (o.ctr && o.ctr !== me.ctr) {
    const running = containerRunning(o.ctr);
    return running === undefined ? "unknown" : running ? "alive" : "dead";
  }
  if (o.host !== me.host) return "unknown";
  if (o.boot && me.boot && o.boot !== me.boot) return "dead";
  if (o.pidns !== me.pidns) return "unknown";
  const start = startOf(o.pid);
  if (start === undefined) return "dead";
  return o.start && start && start !== o.start ? "dead" : "alive";
}

/** COWORK_RUN_TAG, sanitised (empty when unset). */
export function runTag(env: NodeJS.ProcessEnv = process.env): string {
  return (env.COWORK_RUN_TAG ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, 24);
}

/** The `--label` flags of an object this run creates. */
export function ownerLabelArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  const tag = runTag(env);
  return ["--label", `${OWNER_LABEL}=${encodeOwner(selfOwner())}`, ...(tag ? ["--label", `${RUN_LABEL}=${tag}`] : [])];
}

/** The token that names one run's containers and networks (`cowork-int-<token>`): the run tag, then random hex. */
export function objectToken(env: NodeJS.ProcessEnv = process.env): string {
  const tag = runTag(env);
  return `${tag ? `${tag}-` : ""}r${randomBytes(5).toString("hex")}`;
}
