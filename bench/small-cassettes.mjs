// `node bench/small-cassettes.mjs [BASE_DIST_DIR]`: the gate on a repository of many small skill
// tests — 200 copies of two of examples/replays' cassettes, all of one plugin (skills/csv-metrics)
// — timing `replay DIR`, `verify DIR` and `check DIR` against the floor (one process that JSON.parses and
// ajv-validates the same 200 files) and, when BASE_DIST_DIR names another build's dist/ (e.g. the
// one of commit 30f26b9, built in a `git worktree` of it), against that build, in the same run.
// BENCH_RUNS=n runs per command (median; default 5), BENCH_COPIES=n copies per cassette (100).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildBenchLib, REPO_ROOT } from "./build-lib.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COPIES = Number(process.env.BENCH_COPIES ?? 100);
const BASE = process.argv[2] ? resolve(process.argv[2]) : undefined;
await buildBenchLib();

const dir = mkdtempSync(join(tmpdir(), "bench-small-"));
const git = (...args) => spawnSync("git", args, { cwd: dir, stdio: "ignore" });
try {
  for (const part of ["skills", "scenarios", "sessions", "model-scripts", "data"])
    cpSync(join(REPO_ROOT, "examples", part), join(dir, part), { recursive: true });
  const files = [];
  for (const name of ["csv-report", "metric-choice"]) {
    const text = readFileSync(join(REPO_ROOT, "examples/replays", `${name}.cassette.json`), "utf8");
    for (let i = 0; i < COPIES; i++) {
      const f = join(dir, "replays", `${name}-${String(i).padStart(3, "0")}.cassette.json`);
      if (i === 0) cpSync(join(REPO_ROOT, "examples/replays", `${name}.cassette.json`), f);
      else writeFileSync(f, text);
      files.push(f);
    }
  }
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=bench", "-c", "user.email=bench@localhost", "commit", "-qm", "corpus");

  const env = { ...process.env, NO_COLOR: "1" };
  for (const k of Object.keys(env))
    if (k.startsWith("GIT_") || k.startsWith("COWORK_HARNESS_") || k === "GITHUB_ACTIONS") delete env[k];
  // wall time, and the CPU time (user + sys) /usr/bin/time reports: on a shared machine the wall
  // time varies with the load, the CPU time much less
  const timeBin = existsSync("/usr/bin/time");
  const run = (args, okStatus = [0]) => {
    const t0 = performance.now();
    const argv = timeBin
      ? ["/usr/bin/time", ["-f", "BENCH_CPU=%U %S", process.execPath, ...args]]
      : [process.execPath, args];
    const r = spawnSync(argv[0], argv[1], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"], maxBuffer: 1 << 28 });
    const ms = performance.now() - t0;
    if (!okStatus.includes(r.status))
      throw new Error(`node ${args.join(" ").slice(0, 200)} exited ${r.status}: ${String(r.stderr).slice(-1500)}`);
    const cpu = /BENCH_CPU=([\d.]+) ([\d.]+)/.exec(String(r.stderr));
    return { ms, cpu: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : NaN };
  };
  const commands = {
    floor: [join(REPO_ROOT, "bench/floor-replay.mjs"), ...files],
    "replay (ours)": [join(REPO_ROOT, "dist/cli.js"), "replay", "replays"],
    "verify (ours)": [join(REPO_ROOT, "dist/cli.js"), "verify", "replays"],
    // the gate itself (replay, verify, lint and the reports in one run): no floor target, shown for the PR's wait
    "check (ours)": [join(REPO_ROOT, "dist/cli.js"), "check", "replays"],
    ...(BASE
      ? {
          "replay (base)": [join(BASE, "cli.js"), "replay", "replays"],
          "verify (base)": [join(BASE, "cli.js"), "verify", "replays"],
          "check (base)": [join(BASE, "cli.js"), "check", "replays"],
        }
      : {}),
  };
  const times = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (const args of Object.values(commands)) run(args); // warm-up (and a check that each passes)
  for (let r = 0; r < RUNS; r++) for (const [k, args] of Object.entries(commands)) times[k].push(run(args));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${files.length} small cassettes (2 × ${COPIES}, one plugin), median of ${RUNS} alternating runs, same run:`,
  );
  for (const measure of ["ms", "cpu"]) {
    if (measure === "cpu" && !timeBin) break;
    const m = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs.map((x) => x[measure]))]));
    console.log(measure === "ms" ? " wall time:" : " CPU time (user + sys):");
    for (const [k, ms] of Object.entries(m)) {
      const vsFloor = k === "floor" ? "" : `  ${(ms / m.floor).toFixed(2)}× floor`;
      const base = k.replace("(ours)", "(base)");
      const vsBase = k.endsWith("(ours)") && m[base] !== undefined ? `  ${(ms / m[base]).toFixed(2)}× base` : "";
      console.log(`  ${k.padEnd(14)} ${ms.toFixed(0).padStart(6)} ms${vsFloor}${vsBase}`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
