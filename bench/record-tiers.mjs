// The container tier's cost: wall time of `record` of the same scenario (examples/csv-report with
// its scripted model) at fidelity: container over fidelity: protocol, median of RUNS alternating
// runs after one warm-up each. Needs podman or docker and the agent image
// (scripts/agent-image.sh --local builds it; COWORK_AGENT_IMAGE names another). Standalone:
// `node bench/record-tiers.mjs`; bench/run.mjs adds it as an info figure (no target).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = join(fileURLToPath(import.meta.url), "../..");
const CLI = join(REPO_ROOT, "dist/cli.js");

function imageEnv() {
  if (process.env.COWORK_AGENT_IMAGE) return {};
  const r = spawnSync(join(REPO_ROOT, "scripts/agent-image.sh"), ["--local"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (r.status !== 0) return undefined;
  return Object.fromEntries(
    r.stdout
      .split("\n")
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );
}

export function recordTierFigure({ runs = 3, log = (s) => process.stderr.write(`${s}\n`) } = {}) {
  const extra = imageEnv();
  if (!extra) {
    log("record tiers: skipped — no agent image (scripts/agent-image.sh --local failed)");
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-tiers-"));
  try {
    cpSync(join(REPO_ROOT, "examples"), dir, { recursive: true });
    const scenario = readFileSync(join(dir, "scenarios/csv-report.yaml"), "utf8");
    // at protocol (the reference's L0) the agent's cwd is the work root itself: the same paths without mnt/
    writeFileSync(
      join(dir, "model-scripts/csv-report-protocol.yaml"),
      readFileSync(join(dir, "model-scripts/csv-report.yaml"), "utf8").replaceAll("mnt/", ""),
    );
    writeFileSync(
      join(dir, "scenarios/csv-report-protocol.yaml"),
      scenario
        .replace(/^name: csv-report$/m, "name: csv-report-protocol")
        .replace(/^fidelity: container$/m, "fidelity: protocol")
        .replaceAll("model-scripts/csv-report.yaml", "model-scripts/csv-report-protocol.yaml")
        // the plugin is staged but not loaded at this tier (the l0_plugin_divergence guard): a timing run says it expects that
        .replace(/\n*$/, "\n  - allow_l0_plugin_divergence: true\n"),
    );
    const env = { ...process.env, ...extra, GITHUB_ACTIONS: "" };
    const once = (file) => {
      const t0 = performance.now();
      // the protocol tier runs the host agent, whose own skills are host inventory: allowed here, it is a timing run
      const r = spawnSync(
        process.execPath,
        [CLI, "record", `scenarios/${file}`, "--out", "out/", "--allow-host-inventory", ".*"],
        {
          cwd: dir,
          env,
          encoding: "utf8",
        },
      );
      if (r.status !== 0) throw new Error(`record ${file} exited ${r.status}: ${r.stderr.slice(-800)}`);
      return performance.now() - t0;
    };
    once("csv-report.yaml");
    once("csv-report-protocol.yaml");
    const c = [];
    const p = [];
    for (let i = 0; i < runs; i++) {
      c.push(once("csv-report.yaml"));
      p.push(once("csv-report-protocol.yaml"));
    }
    const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const containerMs = med(c);
    const protocolMs = med(p);
    return {
      name: "record csv-report, container tier vs protocol tier",
      ours: containerMs,
      floor: protocolMs,
      ratio: containerMs / protocolMs,
      containerMs,
      protocolMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const f = recordTierFigure();
  if (f)
    console.log(
      `${f.name}: ${Math.round(f.containerMs)} ms vs ${Math.round(f.protocolMs)} ms → ${f.ratio.toFixed(2)}×`,
    );
}
