/**
 * What `command: record` leaves for a reader when a live run fails: every run's evidence is kept
 * under RUNNER_TEMP/cowork-harness-runs while recording (COWORK_HARNESS_RUNS_DIR if set), the
 * passing runs' directories are dropped afterwards, and the failed ones are published with the
 * HTML report in one artifact.
 */
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { RUN_FILES } from "../gate/trace/run-layout.js";

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
  );
}

/** Drops the run directories of runs that finished with a passing verdict; returns the files of the rest. */
export function keepFailedRuns(root: string): string[] {
  let scenarios: string[];
  try {
    scenarios = readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory());
  } catch {
    return [];
  }
  const kept: string[] = [];
  for (const s of scenarios) {
    for (const id of readdirSync(join(root, s))) {
      const dir = join(root, s, id);
      let status: { state?: string; verdict?: string } = {};
      try {
        status = JSON.parse(readFileSync(join(dir, RUN_FILES.status), "utf8")) as typeof status;
      } catch {
        /* no status: keep it, something went wrong */
      }
      if (status.state === "done" && status.verdict === "pass") rmSync(dir, { recursive: true, force: true });
      else kept.push(...filesUnder(dir));
    }
    if (readdirSync(join(root, s)).length === 0) rmSync(join(root, s), { recursive: true, force: true });
  }
  return kept;
}
