/**
 * The kill-test harness: every command that writes is started as a real process, killed with
 * SIGKILL at a seeded random instant spread over its measured run, and the work tree, the git
 * repository and the remote are checked against the crash-consistency invariants; then the same
 * command runs again and must complete. Every failure names the seed, the command and the instant.
 *
 * The kill takes the whole process tree the command started (node, git, the agent), as a lost
 * runner or a killed container does, except the remote's own side of a push (git-receive-pack /
 * git-upload-pack run by a local-path remote stand for GitHub's servers, which are not killed).
 */
import { spawn, execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { loadCassetteFile } from "../../src/core/cassette/load.js";

/**
 * A private copy of dist/ for the whole run, so that a concurrent `npm run build` cannot pull
 * chunks from under a command half-way through a kill campaign. It lives under node_modules/.cache
 * so that the agent binary still resolves from the project's node_modules. Retries while the
 * copy does not load (a build was in progress).
 */
export function snapshotDist(source = process.env.COWORK_KILL_DIST ?? join(REPO_ROOT, "dist")): {
  cli: string;
  action: string;
  dir: string;
} {
  pinAgentBinary();
  const dir = join(REPO_ROOT, "node_modules", ".cache", `cowork-kill-dist-${process.pid}`);
  for (let attempt = 0; ; attempt++) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(source, dir, { recursive: true });
    const probe = spawnSync(process.execPath, [join(dir, "cli.js"), "--version"], { encoding: "utf8" });
    // the probe runs the Action for real: in a scratch dir of its own, so its report lands nowhere else
    const scratch = mkdtempSync(join(tmpdir(), "cowork-kill-probe-"));
    const probeAction = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `await import(${JSON.stringify(join(dir, "action.js"))}).catch(e=>{if(e.code==="ERR_MODULE_NOT_FOUND")process.exit(9)})`,
      ],
      {
        encoding: "utf8",
        cwd: scratch,
        env: { PATH: process.env.PATH, RUNNER_TEMP: scratch, GITHUB_WORKSPACE: scratch },
      },
    );
    rmSync(scratch, { recursive: true, force: true });
    if (probe.status === 0 && probeAction.status !== 9) break;
    if (attempt >= 10) throw new Error(`dist/ does not load: ${probe.stderr}`);
    execFileSync("sleep", ["3"]);
  }
  return { cli: join(dir, "cli.js"), action: join(dir, "action.js"), dir };
}

/**
 * The agent binary for every command the harness starts (COWORK_AGENT_BINARY), so that a dist
 * copy finds it wherever the checkout installs it (agent/node_modules, else node_modules).
 */
export function pinAgentBinary(): void {
  if (process.env.COWORK_AGENT_BINARY) return;
  for (const root of [join(REPO_ROOT, "agent", "node_modules"), join(REPO_ROOT, "node_modules")]) {
    for (const rel of [
      "@anthropic-ai/claude-code-linux-x64/claude",
      "@anthropic-ai/claude-code-linux-arm64/claude",
      "@anthropic-ai/claude-code/bin/claude",
    ]) {
      if (existsSync(join(root, rel))) {
        process.env.COWORK_AGENT_BINARY = join(root, rel);
        return;
      }
    }
  }
}

let CLI = join(REPO_ROOT, "dist/cli.js");
/** Runs every later command from this dist copy. */
export function useCli(cli: string): void {
  CLI = cli;
}

/** The CLI (the dist copy once useCli ran), synchronously: exit code and output. */
export function cliSync(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GITHUB_ACTIONS: "", COWORK_HARNESS_OUTPUT_FORMAT: "", ...env },
    timeout: 180_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** mulberry32: a small seeded PRNG, so a failing kill can be replayed from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` instants in [0, ms): one per equal slice of the run, at a random point inside it. */
export function spreadInstants(count: number, ms: number, rand: () => number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(((i + rand()) / count) * ms));
}

export interface ProcRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** killed before it exited on its own */
  killed: boolean;
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(after[1]);
  } catch {
    return undefined;
  }
}

function commOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

/** Every live descendant of `root` (itself included), by walking /proc. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const ppid = parentOf(pid);
    if (ppid === undefined) continue;
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const out: number[] = [];
  const walk = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(root);
  return out;
}

const REMOTE_SIDE = /git-receive-pack|git-upload-pack|receive-pack|upload-pack/;

/** SIGKILL the tree at once: stop everything first so nothing forks away in between, then kill. */
export function killTree(root: number): void {
  const pids = descendants(root).filter((p) => !REMOTE_SIDE.test(commOf(p)));
  for (const p of pids) {
    try {
      process.kill(p, "SIGSTOP");
    } catch {
      /* gone */
    }
  }
  for (const p of descendants(root).filter((p) => !REMOTE_SIDE.test(commOf(p)))) {
    try {
      process.kill(p, "SIGKILL");
    } catch {
      /* gone */
    }
  }
}

/** Runs the CLI (or any node script) and, with `killAfterMs`, kills its tree at that instant. */
export function runProc(
  args: string[],
  opts: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    killAfterMs?: number;
    killWhen?: () => boolean;
    script?: string;
    timeoutMs?: number;
  },
): Promise<ProcRun> {
  return new Promise((resolvePromise) => {
    const start = Date.now();
    const child = spawn(process.execPath, [opts.script ?? CLI, ...args], {
      cwd: opts.cwd,
      env: { ...process.env, GITHUB_ACTIONS: "", COWORK_HARNESS_OUTPUT_FORMAT: "", ...opts.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let killed = false;
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timers: NodeJS.Timeout[] = [];
    if (opts.killAfterMs !== undefined) {
      timers.push(
        setTimeout(() => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          killed = true;
          killTree(child.pid!);
        }, opts.killAfterMs),
      );
    }
    if (opts.killWhen) {
      const poll = setInterval(() => {
        if (child.exitCode !== null || child.signalCode !== null) return clearInterval(poll);
        if (!opts.killWhen!()) return;
        clearInterval(poll);
        killed = true;
        killTree(child.pid!);
      }, 10);
      timers.push(poll);
    }
    timers.push(
      setTimeout(() => {
        if (child.exitCode === null) killTree(child.pid!);
      }, opts.timeoutMs ?? 180_000),
    );
    child.on("close", (code, signal) => {
      for (const t of timers) clearTimeout(t); // clears intervals too
      // orphans of a killed tree (a grandchild re-parented before the walk) must not outlive the trial
      resolvePromise({ code, signal, stdout, stderr, ms: Date.now() - start, killed });
    });
  });
}

export const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");

/** Temp files of ours (any naming this project ever used) beside the cassettes under `dir`. */
export function tempFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === ".git" || e.name === "node_modules") continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/^\..*\.(cassette\.json|json)\..*(tmp|rerecord)/.test(e.name) || /\.tmp$/.test(e.name))
        out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

/** Why a cassette file is neither byte-identical to `old` nor a complete, valid cassette (undefined: fine). */
export async function cassetteProblem(path: string, old: Buffer | undefined): Promise<string | undefined> {
  if (!existsSync(path)) return old === undefined ? undefined : "the cassette disappeared";
  const now = readFileSync(path);
  if (old !== undefined && now.equals(old)) return undefined;
  try {
    await loadCassetteFile(path);
    return undefined;
  } catch (e) {
    return `neither the old bytes nor a valid cassette (${(e as Error).message.split("\n")[0]})`;
  }
}

/** Git states a kill must never leave behind in `repo`. */
/**
 * Files a kill may leave staged without it being a problem: those of a branch move the re-record
 * journal records as under way (`advance`: the commit is on the remote; the user's index and
 * branch are moved by two git commands, and the next run completes a move a kill interrupted).
 */
export function pendingAdvanceFiles(repo: string): string[] {
  let advance: { from?: string; to?: string } | undefined;
  try {
    advance = (
      JSON.parse(readFileSync(join(repo, ".git", "cowork-harness", "rerecord-journal.json"), "utf8")) as {
        advance?: { from?: string; to?: string };
      }
    ).advance;
  } catch {
    return [];
  }
  if (!advance?.from || !advance.to) return [];
  return git(repo, "diff", "--name-only", advance.from, advance.to).split("\n").filter(Boolean);
}

export function gitProblems(
  repo: string,
  opts: { staged?: string[]; mayAlsoStage?: string[]; remote?: string; branch?: string; locks?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const gitDir = join(repo, ".git");
  for (const marker of ["rebase-merge", "rebase-apply", "MERGE_HEAD", "CHERRY_PICK_HEAD", "REVERT_HEAD"]) {
    if (existsSync(join(gitDir, marker)))
      problems.push(`the repository is left with .git/${marker} (mid-rebase/merge)`);
  }
  const locks = opts.locks === false ? [] : gitLocks(repo);
  if (locks.length > 0) problems.push(`git lock files left: ${locks.join(", ")}`);
  let staged: string[] = [];
  try {
    staged = git(repo, "diff", "--cached", "--name-only").split("\n").filter(Boolean).sort();
  } catch (e) {
    problems.push(`git diff --cached fails: ${(e as Error).message.split("\n")[0]}`);
  }
  const expected = [...(opts.staged ?? [])].sort();
  const allowed = new Set([...expected, ...(opts.mayAlsoStage ?? [])]);
  if (expected.some((f) => !staged.includes(f)) || staged.some((f) => !allowed.has(f))) {
    problems.push(
      `the index holds ${JSON.stringify(staged)}, the user staged ${JSON.stringify(expected)}${opts.mayAlsoStage?.length ? ` (a recorded branch move may add ${JSON.stringify(opts.mayAlsoStage)})` : ""}`,
    );
  }
  if (opts.remote) {
    const head = git(repo, "rev-parse", "HEAD").trim();
    let onRemote: boolean;
    try {
      execFileSync("git", ["merge-base", "--is-ancestor", head, opts.branch ?? "main"], {
        cwd: opts.remote,
        stdio: "ignore",
      });
      onRemote = true;
    } catch {
      onRemote = false;
    }
    if (!onRemote) {
      const subject = git(repo, "log", "-1", "--format=%an: %s").trim();
      problems.push(
        `HEAD ${head.slice(0, 12)} (${subject}) is not on the remote's ${opts.branch ?? "main"}: an unpushed commit on the user's branch`,
      );
    }
  }
  return problems;
}

/** Lock files under the repository's .git (a killed git leaves them; the next run of the tool must remove them). */
export function gitLocks(repo: string): string[] {
  return findLocks(join(repo, ".git"));
}

function findLocks(gitDir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number) => {
    if (depth > 6 || !existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === "objects") continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p, depth + 1);
      else if (e.name.endsWith(".lock")) out.push(relative(gitDir, p));
    }
  };
  walk(gitDir, 0);
  return out;
}

/** Process ids still alive among `pids`. */
export function alive(pids: readonly number[]): number[] {
  return pids.filter((p) => {
    try {
      process.kill(p, 0);
      return statSync(`/proc/${p}`).isDirectory() && !readFileSync(`/proc/${p}/stat`, "utf8").includes(") Z ");
    } catch {
      return false;
    }
  });
}

/** Copies a prepared template (work tree, remote) into a fresh trial directory. */
export function copyTemplate(template: string, into: string): void {
  mkdirSync(into, { recursive: true });
  // the work clone's origin is a relative path, so the copy points at its own remote
  cpSync(template, into, { recursive: true, verbatimSymlinks: true });
}

export function snapshot(dir: string, files: readonly string[]): Map<string, Buffer | undefined> {
  return new Map(files.map((f) => [f, existsSync(join(dir, f)) ? readFileSync(join(dir, f)) : undefined]));
}
