// Re-run cost (issue 15): per example cassette, the time of `rerun` (real agent, recorded model
// turns) against its `replay` and against `record` with the scripted model, as ratios. Runs in a
// temp copy of examples/; needs what record needs (the agent, the container tier's image).
// Usage: node bench/rerun.mjs [name...]   (default: every example scenario)
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const ROOT = new URL("..", import.meta.url).pathname;
const CLI = join(ROOT, "dist/cli.js");
const dir = mkdtempSync(join(tmpdir(), "cowork-bench-rerun-"));
cpSync(join(ROOT, "examples"), dir, { recursive: true });
execFileSync("git", ["init", "-q"], { cwd: dir });
const names = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(join(dir, "scenarios")).map((f) => f.replace(/\.yaml$/, ""));
const time = (args) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GITHUB_ACTIONS: "" },
  });
  if (r.status !== 0) throw new Error(`${args.join(" ")}: exit ${r.status}\n${r.stdout}${r.stderr}`);
  return performance.now() - t;
};
const rows = [["cassette", "rerun ms", "replay ms", "record ms", "rerun/replay", "rerun/record"]];
try {
  for (const n of names) {
    const cassette = `replays/${n}.cassette.json`;
    const record = time(["record", `scenarios/${n}.yaml`, "--out", "replays/"]);
    const replay = time(["replay", cassette]);
    const rerun = time(["rerun", cassette]);
    rows.push(
      [n, rerun, replay, record, rerun / replay, rerun / record].map((v) =>
        typeof v === "number" ? (v < 20 ? v.toFixed(2) : String(Math.round(v))) : v,
      ),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
for (const r of rows) console.log(r.map((c) => String(c).padEnd(16)).join(""));
