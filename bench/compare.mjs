// `npm run bench:compare` (and .ci/run, and GitHub CI's bench job): the quick bench. Runs the same
// few figures with this build and with the build of a base commit, interleaved on the same
// machine in the same run, and compares them as ratios (head / base), so the machine's speed
// cancels out. A figure slower than the noise margin (BENCH_MARGIN, default 1.25×) fails the run.
//
// What is compared is CPU time (user + system, of the command and every child it waited for, from
// /proc/self/stat's cutime/cstime), the fastest round of each: on a shared runner wall time swings
// by 2× with the neighbours' load while CPU time stays within a few per cent. Wall time (the median)
// is shown beside it, not gated.
//
// The base: bench/base-commit.mjs says how it is chosen (given with --base REF / BENCH_BASE=REF;
// on a branch the merge base with its upstream; on main's tip the last landed commit, before the
// pause that starts the current submission; else the previous build of dist/).
// The base runs from its committed dist/ (built with its own scripts/build.mjs when it has none),
// checked out with `git worktree add` into a temp dir. --base-dist DIR / --head-dist DIR take a
// build directory directly (the planted-slowdown test does).
//
// Options: --rounds N (BENCH_ROUNDS, default 5), --only a,b (figure ids: version, help, replay,
// check-large, check, fingerprint), --json FILE. Writes the table to stdout and to $GITHUB_STEP_SUMMARY when set.
// Exit 0 all within the margin (or nothing to compare), 1 a slowdown, 2 bad usage or setup.
import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { resolveBase as resolveBaseCommit } from "./base-commit.mjs";
import { generateTree, prng, synthesizeEvents } from "./corpus.mjs";
import { scaleCorpus } from "./scale-check.mjs";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const MB = 1024 * 1024;
const log = (s) => process.stderr.write(`${s}\n`);

const { values: opt } = parseArgs({
  options: {
    base: { type: "string" },
    "base-dist": { type: "string" },
    "head-dist": { type: "string" },
    rounds: { type: "string" },
    margin: { type: "string" },
    only: { type: "string" },
    json: { type: "string" },
  },
});
const ROUNDS = Number(opt.rounds ?? process.env.BENCH_ROUNDS ?? 5);
const MARGIN = Number(opt.margin ?? process.env.BENCH_MARGIN ?? 1.25);
const CASSETTES = Number(process.env.BENCH_COMPARE_CASSETTES ?? 200);
const LARGE_MB = Number(process.env.BENCH_COMPARE_LARGE_MB ?? 32);
const ONLY = opt.only ? new Set(opt.only.split(",")) : undefined;
if (!(ROUNDS >= 1) || !(MARGIN > 1)) usage("--rounds must be ≥ 1 and --margin > 1");

function usage(message) {
  log(`bench compare: ${message}`);
  process.exit(2);
}

const gitEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_")));
const git = (...args) =>
  execFileSync("git", args, {
    cwd: REPO_ROOT,
    encoding: "utf8",
    env: gitEnv(),
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};

/** The base commit and why it was chosen, or undefined (with the reason) when there is none. */
export function resolveBase(given) {
  const gap = process.env.BENCH_SUBMISSION_GAP_HOURS;
  const b = resolveBaseCommit({ cwd: REPO_ROOT, given, ...(gap ? { gapHours: Number(gap) } : {}) });
  if (b.error) usage(b.error);
  return b;
}

/** A checkout of `sha` in a temp dir with a runnable dist/ (its committed one, else built). */
function baseBuild(sha, work) {
  const dir = join(work, "base");
  git("worktree", "add", "--detach", "--force", dir, sha);
  if (!existsSync(join(dir, "dist/cli.js"))) {
    log(`base ${sha.slice(0, 12)} has no committed dist/: building it`);
    symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"));
    const r = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: dir, stdio: "inherit" });
    if (r.status !== 0) throw new Error(`building the base ${sha.slice(0, 12)} failed`);
  }
  return { dist: join(dir, "dist"), remove: () => tryGit("worktree", "remove", "--force", dir) };
}

// --- CPU time of children -----------------------------------------------------------------
let tick = 10;
try {
  tick = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
} catch {
  /* 100 Hz, Linux's USER_HZ */
}
/** CPU ms of every child this process has waited for, or undefined where /proc is not there. */
function childCpuMs() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[13]) + Number(f[14])) * tick; // cutime, cstime (fields 16, 17)
  } catch {
    return undefined;
  }
}

function cleanEnv() {
  const env = { ...process.env, NO_COLOR: "1" };
  for (const k of Object.keys(env))
    if (
      k.startsWith("GIT_") ||
      k.startsWith("COWORK_HARNESS_") ||
      k === "GITHUB_ACTIONS" ||
      k === "GITHUB_STEP_SUMMARY"
    )
      delete env[k];
  return env;
}

/** Runs `node cli args` `times` times; total CPU ms (wall ms where /proc is missing), wall ms, exit status. */
function run(cli, args, cwd, times) {
  const c0 = childCpuMs();
  const t0 = performance.now();
  let status = 0;
  let stderr = "";
  for (let i = 0; i < times; i++) {
    const r = spawnSync(process.execPath, [cli, ...args], {
      cwd,
      env: cleanEnv(),
      stdio: ["ignore", "ignore", "pipe"],
      maxBuffer: 1 << 28,
    });
    if (r.error) throw r.error;
    status = r.status ?? -1;
    stderr = String(r.stderr);
  }
  const wall = performance.now() - t0;
  const c1 = childCpuMs();
  return { cpu: c0 === undefined || c1 === undefined ? wall : c1 - c0, wall, status, stderr };
}

// --- corpora (our own examples; nothing beside the clone) ---------------------------------
function corpora(work, wanted) {
  const dir = join(work, "corpus");
  scaleCorpus(dir, CASSETTES); // replays-00/c-00000 … : copies of examples/replays
  const tree = join(work, "tree");
  if (wanted.has("replay") || wanted.has("check-large")) {
    // one large cassette: csv-report with ~LARGE_MB of synthetic tool turns before its last two events
    const c = JSON.parse(readFileSync(join(REPO_ROOT, "examples/replays/csv-report.cassette.json"), "utf8"));
    const sessionId = JSON.parse(c.events.find((l) => l.includes('"session_id"'))).session_id;
    const extra = synthesizeEvents(prng(7), LARGE_MB * MB, { tag: "cmp", sessionId, mnt: "/sessions/local_bench/mnt" });
    const at = c.events.length - 2;
    c.events.splice(at, 0, ...extra);
    if (Array.isArray(c.timeline))
      c.timeline = c.timeline.map((t) => (t.line >= at ? { ...t, line: t.line + extra.length } : t));
    mkdirSync(join(dir, "replays-large"), { recursive: true });
    writeFileSync(join(dir, "replays-large/large.cassette.json"), JSON.stringify(c, null, 2) + "\n");
  }
  if (wanted.has("fingerprint")) generateTree({ dir: tree, files: 2000, totalBytes: 24 * MB });
  return { dir, tree };
}

const FIGURES = ["version", "help", "replay", "check-large", "check", "fingerprint"];
if (ONLY)
  for (const id of ONLY)
    if (!FIGURES.includes(id)) usage(`--only: unknown figure "${id}" (one of ${FIGURES.join(", ")})`);

function figures({ dir, tree }) {
  const all = [
    { id: "version", name: "start, --version (×20)", args: ["--version"], cwd: dir, times: 20 },
    { id: "help", name: "start, --help (×20)", args: ["--help"], cwd: dir, times: 20 },
    {
      id: "replay",
      name: `replay, one ${LARGE_MB} MB cassette`,
      args: ["replay", "replays-large/large.cassette.json"],
      cwd: dir,
      times: 1,
    },
    // check does more per event than replay (the privacy scan reads every line again)
    {
      id: "check-large",
      name: `check, one ${LARGE_MB} MB cassette`,
      args: ["check", "replays-large/large.cassette.json"],
      cwd: dir,
      times: 1,
    },
    { id: "check", name: `check, ${CASSETTES} small cassettes`, args: ["check", "replays-00"], cwd: dir, times: 1 },
    {
      id: "fingerprint",
      name: "cold fingerprint, 2,000 files / 24 MB",
      args: ["fingerprint", tree, "--json"],
      cwd: tree,
      times: 1,
    },
  ];
  return all.filter((f) => !ONLY || ONLY.has(f.id));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// CPU time is compared by the fastest round: a busy neighbour only ever adds to it (cache, frequency,
// scheduler), so the minimum is the round least disturbed; the median let one noisy 2-core runner
// report 1.21× for an unchanged code path.
const fastest = (xs) => Math.min(...xs);
const ms = (x) => (x >= 10000 ? `${(x / 1000).toFixed(1)} s` : `${Math.round(x)} ms`);

function compare(baseCli, headCli, figs) {
  const rows = [];
  for (const f of figs) {
    // one warm-up each (page cache, compile cache), then rounds alternating which build goes first
    const b0 = run(baseCli, f.args, f.cwd, 1);
    const h0 = run(headCli, f.args, f.cwd, 1);
    // a base that cannot read this build's corpus (a newer cassette format) is no slowdown: shown, not judged
    if (b0.status !== h0.status || h0.status > 1) {
      const why =
        (h0.status > 1 ? h0.stderr : b0.stderr)
          .trim()
          .split("\n")
          .pop()
          ?.slice(0, 160)
          .replaceAll("|", "/")
          .replaceAll("::", ": :") ?? "";
      rows.push({
        id: f.id,
        name: f.name,
        comparable: false,
        note: `base exits ${b0.status}, head ${h0.status}: not comparable${why ? ` (${why})` : ""}`,
      });
      log(`  n/a  ${f.name}: base exits ${b0.status}, head ${h0.status}`);
      continue;
    }
    const b = [];
    const h = [];
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 2 === 0) {
        b.push(run(baseCli, f.args, f.cwd, f.times));
        h.push(run(headCli, f.args, f.cwd, f.times));
      } else {
        h.push(run(headCli, f.args, f.cwd, f.times));
        b.push(run(baseCli, f.args, f.cwd, f.times));
      }
    }
    const row = {
      id: f.id,
      name: f.name,
      comparable: true,
      baseCpu: fastest(b.map((x) => x.cpu)),
      headCpu: fastest(h.map((x) => x.cpu)),
      baseWall: median(b.map((x) => x.wall)),
      headWall: median(h.map((x) => x.wall)),
    };
    row.ratio = row.headCpu / Math.max(1, row.baseCpu);
    row.wallRatio = row.headWall / Math.max(1, row.baseWall);
    row.ok = row.ratio <= MARGIN;
    log(
      `  ${row.ok ? "ok  " : "SLOW"} ${f.name}: cpu ${ms(row.headCpu)} vs ${ms(row.baseCpu)} → ${row.ratio.toFixed(2)}× (wall ${row.wallRatio.toFixed(2)}×)`,
    );
    rows.push(row);
  }
  return rows;
}

function table(rows, baseLabel) {
  const lines = [
    `Quick bench: this build against ${baseLabel}; CPU time, fastest of ${ROUNDS} interleaved rounds (wall, median); a figure fails above ${MARGIN}×.`,
    "",
    "| figure | base CPU | head CPU | head / base | wall head / base | |",
    "|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    if (!r.comparable) lines.push(`| ${r.name} | | | | | ${r.note} |`);
    else
      lines.push(
        `| ${r.name} | ${ms(r.baseCpu)} | ${ms(r.headCpu)} | ${r.ratio.toFixed(2)}× | ${r.wallRatio.toFixed(2)}× | ${r.ok ? "ok" : `SLOWER than ${MARGIN}×`} |`,
      );
  }
  return lines.join("\n") + "\n";
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), "cowork-bench-compare-"));
  let base;
  try {
    let baseDist = opt["base-dist"] && resolve(opt["base-dist"]);
    let baseLabel = baseDist ? `the build in ${baseDist}` : "";
    if (!baseDist) {
      const b = resolveBase(opt.base ?? process.env.BENCH_BASE);
      if (!b.sha) {
        const msg = `Quick bench SKIPPED: no base to compare against (${b.why}).\n`;
        process.stdout.write(msg);
        if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, msg);
        return 0;
      }
      const headDist = tryGit("rev-parse", "HEAD:dist");
      if (
        !opt["head-dist"] &&
        headDist &&
        headDist === tryGit("rev-parse", `${b.sha}:dist`) &&
        !tryGit("status", "--porcelain", "--", "src", "dist")
      ) {
        const msg = `Quick bench: nothing to compare — dist/ at ${b.sha.slice(0, 12)} (${b.why}) is the same as HEAD's.\n`;
        process.stdout.write(msg);
        if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, msg);
        return 0;
      }
      log(`base: ${b.sha.slice(0, 12)} — ${b.why}`);
      base = baseBuild(b.sha, work);
      baseDist = base.dist;
      baseLabel = `${b.sha.slice(0, 12)} (${b.why})`;
    }
    let headDist = opt["head-dist"] && resolve(opt["head-dist"]);
    if (!headDist) {
      const r = spawnSync(process.execPath, [join(REPO_ROOT, "scripts/build.mjs"), "--if-stale"], {
        cwd: REPO_ROOT,
        stdio: "inherit",
      });
      if (r.status !== 0) throw new Error("npm run build failed");
      headDist = join(REPO_ROOT, "dist");
    }
    const t0 = performance.now();
    const c = corpora(work, ONLY ?? new Set(FIGURES));
    log(`corpora in ${ms(performance.now() - t0)}; measuring (${ROUNDS} rounds)…`);
    const rows = compare(join(baseDist, "cli.js"), join(headDist, "cli.js"), figures(c));
    const text = table(rows, baseLabel);
    process.stdout.write(`\n${text}`);
    if (process.env.GITHUB_STEP_SUMMARY)
      appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### cowork-harness quick bench\n\n${text}`);
    if (opt.json)
      writeFileSync(
        opt.json,
        JSON.stringify({ base: baseLabel, margin: MARGIN, rounds: ROUNDS, rows }, null, 2) + "\n",
      );
    const slow = rows.filter((r) => r.comparable && !r.ok);
    if (slow.length > 0) {
      log(
        `bench compare: ${slow.length} figure(s) slower than ${MARGIN}× the base: ${slow.map((r) => r.name).join(", ")} — profile with node --cpu-prof (README, Performance)`,
      );
      return 1;
    }
    return 0;
  } finally {
    base?.remove();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    log(`bench compare: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 2;
  },
);
