/**
 * Issue 36, class 4: the time a pull request's code may hold the runner comes from trusted
 * settings. A scenario or cassette asking `timeout_ms: 86400000` (a day) is cut at the ceiling
 * (--max-timeout-ms, default 180 s) with a notice at its line — before, the run took the
 * scenario's word and held the runner until GitHub's job limit — and the gate's re-run step as a
 * whole is bounded by its budget (--rerun-budget-ms): a run it stops is reported "not re-run".
 * Each case is a real run whose skill sleeps far longer than the bound, so the elapsed time is the
 * proof: the protocol tier on this machine for `record` (no container needed), and the container
 * tier for `check --rerun-stale` when the agent image is built (COWORK_AGENT_IMAGE).
 */
import { afterEach, describe, expect, it } from "vitest";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { cliIn, writeOneBashStep } from "../helpers/one-bash-step.js";

const IMAGE = process.env.COWORK_AGENT_IMAGE;
const DAY = 86_400_000;
const T = 150_000;

let copy: TempCopy | undefined;
afterEach(() => copy?.cleanup());

const cli = cliIn;

describe("a day-long timeout_ms is cut at the trusted ceiling", () => {
  it(
    "record at the protocol tier: the agent is stopped at --max-timeout-ms, and the cut is said at the scenario's line",
    async () => {
      copy = tempCopy(join(REPO_ROOT, "examples"), { git: true });
      const dir = copy.dir;
      writeOneBashStep(dir, "slow", {
        command: "node -e \"setTimeout(() => console.log('step-done'), 120000)\"",
        fidelity: "protocol",
        extra: [`timeout_ms: ${DAY}`],
      });
      const r = await cli(dir, ["run", "scenarios/slow.yaml", "--max-timeout-ms", "4000"]);
      expect(r.code, r.stdout + r.stderr).not.toBe(0);
      expect(r.stderr).toMatch(
        /notice: \S*scenarios\/slow\.yaml:6: timeout_ms 86400000 is above the time ceiling, so the run is bounded at 4000 ms/,
      );
      expect(r.stdout + r.stderr).toMatch(/timed out after 4000 ms/);
      expect(r.seconds, "the run took the scenario's word").toBeLessThan(60);
    },
    T,
  );
});

describe.skipIf(!IMAGE)("the gate's re-run step at the container tier: ceiling and budget", () => {
  const CSV = "replays/csv-report.cassette.json";

  /** The pull request: the skill's script sleeps two minutes, and the cassette's frozen scenario asks a day. */
  function slowSkill(): string {
    copy = tempCopy(join(REPO_ROOT, "examples"), { git: true });
    const dir = copy.dir;
    const script = join(dir, "skills/csv-metrics/skills/csv-metrics/scripts/metrics.mjs");
    appendFileSync(script, "\nawait new Promise((r) => setTimeout(r, 120_000));\n");
    const c = JSON.parse(readFileSync(join(dir, CSV), "utf8")) as { scenario: Record<string, unknown> };
    c.scenario.timeout_ms = DAY;
    writeFileSync(join(dir, CSV), JSON.stringify(c, null, 2));
    git(dir, "commit", "-qam", "a slow skill, a day-long timeout_ms");
    return dir;
  }

  it(
    "check --rerun-stale --max-timeout-ms: the re-run is stopped at the ceiling and fails the gate",
    async () => {
      const dir = slowSkill();
      const r = await cli(dir, ["check", CSV, "--rerun-stale", "--max-timeout-ms", "8000", "--output-format", "json"]);
      const rerun = (JSON.parse(r.stdout) as { results: { rerun?: { status: string; message?: string } }[] })
        .results[0]!.rerun;
      expect(rerun, r.stderr).toMatchObject({
        status: "failed",
        message: expect.stringMatching(/did not finish: agent run timed out after 8000 ms/),
      });
      expect(r.stderr).toMatch(
        /notice: \S*replays\/csv-report\.cassette\.json \(its frozen scenario's timeout_ms\): timeout_ms 86400000 is above the time ceiling/,
      );
      expect(r.code).toBe(1);
      expect(r.seconds, "the re-run took the cassette's word").toBeLessThan(90);
    },
    T,
  );

  it(
    "check --rerun-stale --rerun-budget-ms: a run the budget stops is reported not re-run",
    async () => {
      const dir = slowSkill();
      const r = await cli(dir, ["check", CSV, "--rerun-stale", "--rerun-budget-ms", "8000", "--output-format", "json"]);
      const rerun = (JSON.parse(r.stdout) as { results: { rerun?: { status: string; message?: string } }[] })
        .results[0]!.rerun;
      expect(rerun, r.stderr).toMatchObject({
        status: "cannot",
        message: expect.stringMatching(/^not re-run: the re-run step's time budget \(8 s\) ran out while it ran/),
      });
      expect(r.seconds, "the step outlived its budget").toBeLessThan(90);
    },
    T,
  );
});
