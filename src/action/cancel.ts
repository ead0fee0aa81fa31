/**
 * Cancellation as GitHub does it (issue 18): when a run is cancelled (or times out) the runner sends
 * SIGINT to the Action's process, then SIGTERM a few seconds later (7.5 s), then kills it. On the
 * first of those signals the Action, within a bounded time:
 *  1. kills what it started: every descendant process — the agent runs in a process group of its
 *     own, so each descendant's group is signalled (SIGTERM, then SIGKILL) — and every container
 *     a descendant `docker/podman run --name …` started (`rm -f`), with the networks named after
 *     it (`cowork-int-<t>`, `cowork-out-<t>`);
 *  2. removes its own temp files beside the cassettes (util/temp-files.ts), so the workspace is
 *     left as the checkout made it (a refreshed cassette already renamed into place is complete);
 *  3. writes the job summary of what it finished;
 *  4. completes its check run with conclusion `cancelled` (created completed when the gate had not
 *     created one yet), so it never stays in_progress;
 *  5. exits 1 (the runner marks the step cancelled anyway).
 * A second signal during all that does not interrupt it; a hard deadline (6 s) exits regardless.
 */
import { neutraliseLog } from "../core/util/log-guard.js";
import { spawnSync } from "node:child_process";
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createGitHubClient } from "../gate/github/client.js";
import { maskSecrets } from "../core/util/secret-scan.js";
import { oneLine } from "../core/util/errors.js";
import { sweepStaleTemps, tempOwner } from "../core/util/temp-files.js";
import { splitRepository } from "../gate/github/repository-name.js";
import { rawInput, checkRunInput, runCheckRunName } from "./inputs.js";

export interface Finished {
  /** one Markdown line per finished unit of work (a cassette checked, a scenario recorded) */
  line: string;
}

export interface CancellationOptions {
  env: NodeJS.ProcessEnv;
  command: string;
  /** the check-run name, or false for none */
  checkRun: string | false;
  token?: string;
  /** directories our temp files may sit in (the cassette directories) */
  tempDirs?: () => readonly string[];
  /** how many units of work there are, when known */
  total?: () => number | undefined;
  log?: (line: string) => void;
  /** exit (default process.exit); tests pass their own */
  exit?: (code: number) => void;
  deadlineMs?: number;
}

export interface Cancellation {
  finished(line: string): void;
  /** the gate's own check run is being published: cancellation must not create a second one */
  publishing(): void;
  readonly cancelled: boolean;
  dispose(): void;
}

/**
 * `/proc/<pid>/stat`'s fields after the command name (which may hold spaces and parentheses):
 * [0] state, [1] ppid, [2] pgid, …; undefined when the process has exited.
 */
function procStat(pid: number | "self"): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

function childrenMap(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return map;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const fields = procStat(Number(name));
    if (fields === undefined) continue; // exited
    const ppid = Number(fields[1]);
    const list = map.get(ppid) ?? [];
    list.push(Number(name));
    map.set(ppid, list);
  }
  return map;
}

/** Every descendant of `root` (not itself), parents first. */
export function descendantPids(root = process.pid): number[] {
  const map = childrenMap();
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of map.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

function cmdline(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8")
      .split("\0")
      .filter((s) => s !== "");
  } catch {
    return [];
  }
}

/** Containers our descendants are running: the runtime and the `--name` of each `docker|podman run`. */
export function containersOf(pids: readonly number[]): { runtime: string; name: string }[] {
  const out: { runtime: string; name: string }[] = [];
  for (const pid of pids) {
    const argv = cmdline(pid);
    const run = argv.indexOf("run");
    if (run < 1 || !/(^|\/)(docker|podman)$/.test(argv[0] ?? "")) continue;
    const i = argv.indexOf("--name", run);
    const name = i > 0 ? argv[i + 1] : argv.find((a) => a.startsWith("--name="))?.slice(7);
    if (name) out.push({ runtime: argv[0]!, name });
  }
  return out;
}

function signalAll(pids: readonly number[], signal: NodeJS.Signals): void {
  const groups = new Set<number>();
  for (const p of pids) {
    const fields = procStat(p);
    if (fields === undefined) continue; // exited
    const pgid = Number(fields[2]);
    if (pgid > 0 && pgid !== process.pid && pgid !== getPgid()) groups.add(pgid);
  }
  for (const g of groups) {
    try {
      process.kill(-g, signal);
    } catch {
      /* gone */
    }
  }
  for (const p of pids) {
    try {
      process.kill(p, signal);
    } catch {
      /* gone */
    }
  }
}

function getPgid(): number {
  const fields = procStat("self");
  return fields === undefined ? -1 : Number(fields[2]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Stops everything this process started: containers, then the process groups, TERM then KILL. Returns what it did. */
export async function killWhatWeStarted(graceMs = 1500): Promise<string[]> {
  const done: string[] = [];
  const pids = descendantPids();
  const containers = containersOf(pids);
  const removeContainers = (): void => {
    for (const c of containers) {
      const r = spawnSync(c.runtime, ["rm", "-f", "-t", "0", c.name], { stdio: "ignore", timeout: 5000 });
      if (r.status !== 0) spawnSync(c.runtime, ["rm", "-f", c.name], { stdio: "ignore", timeout: 5000 });
      const token = /^cowork-(?:ct|proxy|net)-(.+)$/.exec(c.name)?.[1];
      if (token)
        for (const net of [`cowork-int-${token}`, `cowork-out-${token}`])
          spawnSync(c.runtime, ["network", "rm", "-f", net], { stdio: "ignore", timeout: 5000 });
    }
  };
  removeContainers();
  for (const c of containers) done.push(`container ${c.name} removed`);
  if (pids.length === 0) return done;
  signalAll(pids, "SIGTERM");
  const until = Date.now() + graceMs;
  while (Date.now() < until && descendantPids().length > 0) await sleep(50);
  const left = descendantPids();
  if (left.length > 0) signalAll(left, "SIGKILL");
  // a `run` still creating its container when the first removal ran made it afterwards
  removeContainers();
  done.push(`${pids.length} process(es) stopped`);
  return done;
}

export function installCancellation(opts: CancellationOptions): Cancellation {
  const lines: string[] = [];
  let publishing = false;
  let cancelled = false;
  const log = opts.log ?? ((l: string) => process.stdout.write(`${neutraliseLog(l)}\n`));
  const exit = opts.exit ?? ((code: number) => process.exit(code));

  const handle = async (signal: NodeJS.Signals): Promise<void> => {
    log(`cowork-harness: ${signal} received — the run was cancelled; stopping what it started`);
    for (const l of await killWhatWeStarted()) log(`  ${l}`);
    for (const dir of opts.tempDirs?.() ?? []) await sweepStaleTemps(dir, Date.now(), { includeOwn: true });
    const total = opts.total?.();
    const head = `## cowork-harness ${opts.command}: cancelled\n\nThe run was cancelled (${signal}) after ${lines.length}${total !== undefined ? ` of ${total}` : ""} finished.`;
    const md = maskSecrets(`${head}\n\n${lines.map((l) => `- ${l}`).join("\n")}${lines.length > 0 ? "\n" : ""}`);
    if (opts.env.GITHUB_STEP_SUMMARY) {
      try {
        appendFileSync(opts.env.GITHUB_STEP_SUMMARY, `${md}\n`);
      } catch (e) {
        log(`job summary not written: ${oneLine(e)}`);
      }
    }
    if (opts.checkRun !== false && !publishing && opts.token && opts.env.GITHUB_REPOSITORY && opts.env.GITHUB_SHA) {
      try {
        const { owner, repo } = splitRepository(opts.env.GITHUB_REPOSITORY);
        const client = createGitHubClient(opts.token, undefined, opts.env);
        await client.rest.checks.create({
          owner,
          repo,
          name: opts.checkRun,
          head_sha: headSha(opts.env),
          status: "completed",
          conclusion: "cancelled",
          output: {
            title: `cancelled after ${lines.length}${total !== undefined ? ` of ${total}` : ""}`,
            summary: md.slice(0, 60_000),
          },
        });
      } catch (e) {
        log(`check run not completed as cancelled: ${oneLine(e)}`);
      }
    }
  };

  let running: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (running) return; // the second signal (SIGTERM after SIGINT) does not interrupt the clean-up
    cancelled = true;
    const deadline = setTimeout(() => exit(1), opts.deadlineMs ?? 6000);
    running = handle(signal).finally(() => {
      clearTimeout(deadline);
      exit(1);
    });
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    finished: (line) => void lines.push(line),
    publishing: () => void (publishing = true),
    get cancelled() {
      return cancelled;
    },
    dispose() {
      process.removeListener("SIGINT", onSignal);
      process.removeListener("SIGTERM", onSignal);
    },
  };
}

/** The PR head the check run belongs on (as publish.ts does), else GITHUB_SHA. */
function headSha(env: NodeJS.ProcessEnv): string {
  try {
    if (env.GITHUB_EVENT_PATH) {
      const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8")) as {
        pull_request?: { head?: { sha?: unknown } };
      };
      const sha = payload.pull_request?.head?.sha;
      if (typeof sha === "string" && sha !== "") return sha;
    }
  } catch {
    /* no event */
  }
  return env.GITHUB_SHA ?? "";
}

/** Directories under `root` (depth ≤ 8, no .git or node_modules) that hold a cassette or one of our temp files. */
function cassetteDirs(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (entries.some((e) => e.isFile() && (e.name.endsWith(".cassette.json") || tempOwner(e.name) !== undefined)))
      out.push(dir);
    if (depth >= 8) return;
    for (const e of entries)
      if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules") walk(join(dir, e.name), depth + 1);
  };
  walk(root, 0);
  return out;
}

/** The Action's cancellation options, from its raw inputs read as readInputs reads them (before they are validated). */
export function actionCancellationOptions(
  env: NodeJS.ProcessEnv,
  total: () => number | undefined = () => undefined,
): CancellationOptions {
  const input = (name: string) => rawInput(env, name);
  const workspace = env.GITHUB_WORKSPACE && env.GITHUB_WORKSPACE !== "" ? env.GITHUB_WORKSPACE : process.cwd();
  return {
    env,
    command: input("command") || "check",
    // the live lane's cancelled check run is its own, as its report's is (run.ts)
    checkRun:
      input("command") === "run"
        ? runCheckRunName(checkRunInput(input("check-run")))
        : checkRunInput(input("check-run")),
    ...(input("github-token") ? { token: input("github-token") } : {}),
    total,
    // and RUNNER_TEMP, where the results file's temp files (results-stream.ts) are written
    tempDirs: () => [
      ...cassetteDirs(resolve(workspace, input("working-directory") || ".")),
      ...(env.RUNNER_TEMP ? [env.RUNNER_TEMP] : []),
    ],
  };
}

/** The Action's cancellation, from its raw inputs (installed before the inputs are validated). */
export function installActionCancellation(env: NodeJS.ProcessEnv): Cancellation & { setTotal(n: number): void } {
  let total: number | undefined;
  const c = installCancellation(actionCancellationOptions(env, () => total));
  return Object.assign(c, { setTotal: (n: number) => void (total = n) });
}
