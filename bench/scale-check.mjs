// `npm run bench:scale` (also the last figures of `npm run bench`): `check` over 10,000 cassettes
// against 1,000, time as a ratio (linear: ≤ 11×) and peak RSS against the largest cassette plus a
// constant (issue 18: bounded at scale).
//
// Needs nothing beside the clone: the corpus is the project's own examples/ (skill, session,
// scenarios, model scripts and their three recorded cassettes), committed into a temp git
// repository, the cassettes copied round-robin into replays-00 … replays-NN (1,000 per directory,
// the depth of examples/replays, so each copy's scenarioSource and session resolve as recorded).
// All copies share one skill tree: the figure is the per-cassette cost of check (load, replay,
// verify, report), the tree walk being shared within a run as it is for any real corpus with a
// few skills. BENCH_SCALE="1000,10000" changes the sizes; BENCH_CLI the CLI measured.
//
// Peak memory bound: peak RSS ≤ largest cassette + SCALE_RSS_CONSTANT (200 MiB: node, the bundle
// and the shared tree walk ≈ 120 MiB, the compact row the report keeps per cassette < 1 KiB — each
// full result is masked and streamed out as it finishes, src/gate/check/results-stream.ts — the rest
// the largest cassette in flight times the concurrency).
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = resolve(process.env.BENCH_CLI ?? join(REPO_ROOT, "dist/cli.js"));
export const SCALE_RSS_CONSTANT = 200 * 1024 * 1024;
const MB = 1024 * 1024;

const git = (cwd, ...args) =>
  execFileSync(
    "git",
    ["-c", "user.name=cowork-bench", "-c", "user.email=bench@example.invalid", "-c", "commit.gpgsign=false", ...args],
    {
      cwd,
      encoding: "utf8",
      maxBuffer: 1 << 30,
      env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_"))),
    },
  );

/** A repository of `count` cassettes (examples/ copied round-robin), `perDir` (1,000) per replays-NN directory. */
export function scaleCorpus(dir, count, perDir = 1000) {
  mkdirSync(dir, { recursive: true });
  for (const d of ["skills", "sessions", "data", "scenarios", "model-scripts"])
    cpSync(join(REPO_ROOT, "examples", d), join(dir, d), { recursive: true });
  const sources = readdirSync(join(REPO_ROOT, "examples/replays"))
    .filter((f) => f.endsWith(".cassette.json"))
    .sort()
    .map((f) => join(REPO_ROOT, "examples/replays", f));
  const dirs = [];
  for (let i = 0; i < count; i++) {
    const sub = `replays-${String(Math.floor(i / perDir)).padStart(2, "0")}`;
    if (i % perDir === 0) {
      mkdirSync(join(dir, sub), { recursive: true });
      dirs.push(sub);
    }
    copyFileSync(sources[i % sources.length], join(dir, sub, `c-${String(i).padStart(5, "0")}.cassette.json`));
  }
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "scale corpus");
  const largest = Math.max(...sources.map((s) => statSync(s).size));
  return { dirs, largest };
}

/** A corpus kept from an earlier run (BENCH_DIR): its directories and its largest cassette. */
function reuse(dir) {
  const dirs = readdirSync(dir)
    .filter((d) => d.startsWith("replays-"))
    .sort();
  let largest = 0;
  for (const d of dirs)
    for (const f of readdirSync(join(dir, d))) largest = Math.max(largest, statSync(join(dir, d, f)).size);
  return { dirs, largest };
}

/** Wall time (ms) and peak RSS (bytes) of one `check` of `dirs`. */
function measure(cwd, dirs) {
  const rssFile = join(cwd, `.rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ["--import", join(REPO_ROOT, "bench/max-rss.mjs"), CLI, "check", ...dirs], {
    cwd,
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([k]) => !k.startsWith("GIT_") && !k.startsWith("COWORK_HARNESS_") && k !== "GITHUB_ACTIONS",
        ),
      ),
      NO_COLOR: "1",
      BENCH_RSS_FILE: rssFile,
    },
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 1 << 30,
  });
  const ms = performance.now() - t0;
  if (r.status !== 0)
    throw new Error(
      `check ${dirs.join(" ")} exited ${r.status}: ${String(r.stdout).slice(-400)}${String(r.stderr).slice(-400)}`,
    );
  const rss = Number(readFileSync(rssFile, "utf8"));
  rmSync(rssFile, { force: true });
  return { ms, rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The figures: [{ name, ours, floor, ratio, target, ok, text }]. */
export function scaleFigures({
  small = 1000,
  large = 10000,
  runs = 1,
  log = (l) => process.stderr.write(`${l}\n`),
  base,
} = {}) {
  const dir = base ?? mkdtempSync(join(tmpdir(), "cowork-scale-"));
  try {
    const t0 = performance.now();
    // `small` per directory: the small run checks the first one (it checked 1,000 when small < 1,000)
    const { dirs, largest } = existsSync(join(dir, ".git"))
      ? reuse(dir)
      : scaleCorpus(dir, large, Math.min(small, 1000));
    log(
      `scale corpus: ${large} cassettes (largest ${(largest / MB).toFixed(2)} MiB) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const smallDirs = dirs.slice(0, Math.ceil(small / Math.min(small, 1000)));
    const s = [];
    const l = [];
    for (let i = 0; i < runs; i++) {
      s.push(measure(dir, smallDirs));
      l.push(measure(dir, dirs));
    }
    const sMs = median(s.map((x) => x.ms));
    const lMs = median(l.map((x) => x.ms));
    const lRss = Math.max(...l.map((x) => x.rss));
    const sRss = Math.max(...s.map((x) => x.rss));
    const target = (large / small) * 1.1;
    const bound = largest + SCALE_RSS_CONSTANT;
    return [
      {
        name: `check, ${large} vs ${small} cassettes (own examples, no ../shared)`,
        ours: lMs,
        floor: sMs,
        ratio: lMs / sMs,
        target: `≤ ${+target.toFixed(1)}×`,
        ok: lMs / sMs <= target,
        text: `${(lMs / 1000).toFixed(1)} s (${(lMs / large).toFixed(2)} ms each) vs ${(sMs / 1000).toFixed(1)} s (${(sMs / small).toFixed(2)} ms each) → ${(lMs / sMs).toFixed(2)}×`,
      },
      {
        name: `peak RSS, check of ${large} cassettes`,
        ours: lRss,
        floor: bound,
        ratio: lRss / bound,
        target: `≤ largest cassette + ${SCALE_RSS_CONSTANT / MB} MiB`,
        ok: lRss <= bound,
        text: `${(lRss / MB).toFixed(0)} MiB (${small}: ${(sRss / MB).toFixed(0)} MiB, +${((lRss - sRss) / MB).toFixed(0)} MiB for ${large - small} more) vs ${(bound / MB).toFixed(0)} MiB`,
      },
    ];
  } finally {
    if (!base) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [small, large] = (process.env.BENCH_SCALE ?? "1000,10000").split(",").map(Number);
  const figures = scaleFigures({ small, large, runs: Number(process.env.BENCH_SCALE_RUNS ?? 1) });
  for (const f of figures) console.log(`${f.ok ? "ok  " : "MISS"} ${f.name}: ${f.text} (target ${f.target})`);
  if (figures.some((f) => !f.ok)) process.exitCode = 1;
}
