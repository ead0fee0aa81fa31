/**
 * Issue 36, class 1: the tier comes from trusted settings, never from the pull request. A cassette
 * recorded at fidelity: protocol holds the pull request's own Bash turns, and the protocol tier
 * runs them on this machine, outside any sandbox. Here the recorded turn writes a marker file on
 * the host: `check --rerun-stale` (the gate) and `rerun` without --allow-protocol-tier must never
 * run it — whether the cassette says protocol honestly, or is forged to say container everywhere
 * but its frozen scenario, or only the scenario file on disk says protocol — and report "cannot
 * re-run: the protocol tier is not a sandbox" instead. The marker's absence is the proof. A
 * person's own `rerun --allow-protocol-tier` still runs it (the marker appears).
 * The Action, run as GitHub runs it (dist/action.js, INPUT_* variables), holds the same line on a
 * pull request's event for rerun-stale, record and rerecord; on a push, record may still take the
 * protocol tier (the workflow's own code).
 * Real git repository, the real claude binary at the protocol tier, the scripted model; the CLI
 * commands in-process (src/cli/main.ts), the gate's re-run step as check and the Action call it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { existsSync, appendFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { pullRequestPayload } from "../helpers/run-action.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { cliIn, writeOneBashStep } from "../helpers/one-bash-step.js";
import { rerunStale } from "../../src/live/rerun/gate-step.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";

const T = 180_000;
const MARKER = join(tmpdir(), `cowork-h36-tier-marker-${process.pid}`);
const CASSETTE = "replays/tier.cassette.json";
const SCENARIO = "scenarios/tier.yaml";
const NOT_A_SANDBOX = /^cannot re-run: the protocol tier is not a sandbox — /;

let copy: TempCopy;
let recorded: string;
const at = (p: string): string => join(copy.dir, p);

const cli = (argv: string[]) => cliIn(copy.dir, argv);

function editCassette(edit: (c: Record<string, any>) => void): void {
  const c = JSON.parse(readFileSync(at(CASSETTE), "utf8")) as Record<string, any>;
  edit(c);
  writeFileSync(at(CASSETTE), JSON.stringify(c, null, 2));
}

/** The gate's re-run step over the cassette, as check and the Action call it, for a skill-stale result. */
async function gateRerun(extra: Record<string, unknown> = {}): Promise<NonNullable<ReplayResult["rerun"]>> {
  const result = {
    exitCode: 0,
    staleness: [{ class: "skill", message: "the skill changed" }],
  } as unknown as ReplayResult;
  await rerunStale([result], [at(CASSETTE)], { env: process.env, ...extra });
  return result.rerun!;
}

beforeAll(async () => {
  copy = tempCopy(join(REPO_ROOT, "examples"), { git: true });
  writeOneBashStep(copy.dir, "tier", { command: `touch ${MARKER} && echo step-done`, fidelity: "protocol" });
  const rec = await cli(["record", SCENARIO, "--out", "replays/"]);
  if (rec.code !== 0 || !existsSync(MARKER))
    throw new Error(`the protocol-tier recording failed:\n${rec.stdout}${rec.stderr}`);
  expect(readFileSync(at(CASSETTE), "utf8")).toContain(MARKER);
  // the pull request: a skill edit, so the gate wants to re-run the cassette
  appendFileSync(at("skills/csv-metrics/skills/csv-metrics/SKILL.md"), "\nReport numbers as they are.\n");
  git(copy.dir, "add", "-A");
  git(copy.dir, "commit", "-qm", "a skill edit and a protocol-tier cassette");
  recorded = readFileSync(at(CASSETTE), "utf8");
}, T);
afterAll(() => {
  copy?.cleanup();
  rmSync(MARKER, { force: true });
});
beforeEach(() => {
  rmSync(MARKER, { force: true });
  writeFileSync(at(CASSETTE), recorded);
});

describe("the gate never re-runs at the protocol tier", () => {
  it(
    "check --rerun-stale: a protocol-tier cassette is reported cannot re-run, and its Bash turn never runs",
    async () => {
      const json = await cli(["check", CASSETTE, "--rerun-stale", "--output-format", "json"]);
      const out = JSON.parse(json.stdout) as { results: { rerun?: { status: string; message?: string } }[] };
      expect(out.results[0]!.rerun, json.stderr).toMatchObject({
        status: "cannot",
        message: expect.stringMatching(NOT_A_SANDBOX),
      });
      expect(out.results[0]!.rerun!.message).toContain("it was recorded at the protocol tier");
      const text = await cli(["check", CASSETTE, "--rerun-stale", "--summary", "summary.md"]);
      expect(text.stdout).toMatch(/not checked: cannot re-run: the protocol tier is not a sandbox/);
      expect(readFileSync(at("summary.md"), "utf8")).toContain("cannot re-run: the protocol tier is not a sandbox");
      expect(existsSync(MARKER), "the recorded Bash turn ran on the host").toBe(false);
    },
    T,
  );

  it(
    "a cassette forged to say container everywhere but its frozen scenario is not run either",
    async () => {
      editCassette((c) => {
        c.effectiveFidelity = "container";
        c.environment = { ...c.environment, tier: "container" };
      });
      const rr = await gateRerun({ reassert: false });
      expect(rr).toMatchObject({ status: "cannot", message: expect.stringMatching(NOT_A_SANDBOX) });
      expect(rr.message).toContain("its frozen scenario says fidelity: protocol");
      expect(existsSync(MARKER), "the recorded Bash turn ran on the host").toBe(false);
    },
    T,
  );

  it(
    "only the scenario file on disk says protocol: not run, the file and line named",
    async () => {
      editCassette((c) => {
        c.effectiveFidelity = "container";
        c.environment = { ...c.environment, tier: "container" };
        c.scenario.fidelity = "container";
      });
      const rr = await gateRerun({ reassert: false });
      expect(rr).toMatchObject({ status: "cannot", message: expect.stringMatching(NOT_A_SANDBOX) });
      expect(rr.message).toMatch(
        /its scenario file scenarios\/tier\.yaml:3 says fidelity: protocol|its scenario file .*tier\.yaml:3 says fidelity: protocol/,
      );
      expect(existsSync(MARKER)).toBe(false);
    },
    T,
  );

  it(
    "a caller cannot pass the gate's step a protocol-tier opt-in",
    async () => {
      const rr = await gateRerun({ allowProtocolTier: true });
      expect(rr).toMatchObject({ status: "cannot", message: expect.stringMatching(NOT_A_SANDBOX) });
      expect(existsSync(MARKER)).toBe(false);
    },
    T,
  );

  it(
    "rerun refuses it too (exit 3); a person's own rerun --allow-protocol-tier runs it",
    async () => {
      const refused = await cli(["rerun", CASSETTE]);
      expect(refused.code, refused.stdout + refused.stderr).toBe(3);
      expect(refused.stdout).toMatch(
        /! replays\/tier\.cassette\.json — cannot re-run: the protocol tier is not a sandbox/,
      );
      expect(existsSync(MARKER)).toBe(false);
      const allowed = await cli(["rerun", CASSETTE, "--allow-protocol-tier"]);
      expect(allowed.stdout, allowed.stderr).toMatch(/re-run with recorded model turns: \d+\/\d+ assertions pass/);
      expect(existsSync(MARKER), "the opt-in did not run the cassette").toBe(true);
    },
    T,
  );
});

/** dist/action.js in the copy, as GitHub runs it: INPUT_* variables, the event's payload file, the runner's files. */
function action(
  event: { name: string; payload: unknown },
  inputs: Record<string, string>,
): { code: number | null; log: string; summary: string } {
  const runner = mkdtempSync(join(tmpdir(), "h36-tier-runner-"));
  for (const f of ["out", "summary"]) writeFileSync(join(runner, f), "");
  writeFileSync(join(runner, "event.json"), JSON.stringify(event.payload));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: copy.dir,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: join(runner, "event.json"),
    GITHUB_REPOSITORY: "acme/skills",
    GITHUB_OUTPUT: join(runner, "out"),
    GITHUB_STEP_SUMMARY: join(runner, "summary"),
    RUNNER_TEMP: runner,
    INPUT_CACHE: "false",
    "INPUT_CHECK-RUN": "false",
    INPUT_COMMENT: "never",
    INPUT_REPORT: "false",
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = spawnSync(process.execPath, [join(REPO_ROOT, "dist/action.js")], {
    cwd: copy.dir,
    env,
    encoding: "utf8",
    timeout: T,
  });
  const summary = readFileSync(join(runner, "summary"), "utf8");
  rmSync(runner, { recursive: true, force: true });
  return { code: r.status, log: r.stdout + r.stderr, summary };
}

const PR = { name: "pull_request", payload: pullRequestPayload() };

describe("the Action on a pull request's event", () => {
  it(
    "rerun-stale: the protocol-tier cassette is reported cannot re-run; no input lifts it",
    () => {
      const r = action(PR, {
        "rerun-stale": "true",
        paths: CASSETTE,
        "allow-protocol-tier": "true",
        fidelity: "protocol",
      });
      expect(r.summary, r.log).toContain("cannot re-run: the protocol tier is not a sandbox");
      expect(existsSync(MARKER), "the recorded Bash turn ran on the runner").toBe(false);
    },
    T,
  );

  it(
    "record: a protocol-tier scenario is refused at its fidelity line, before the agent starts",
    () => {
      const r = action(PR, { command: "record", paths: SCENARIO });
      expect(r.code, r.log).toBe(1);
      expect(r.log).toMatch(
        /^::error file=scenarios\/tier\.yaml::scenarios\/tier\.yaml:3: fidelity: protocol — the protocol tier is not a sandbox, and this run executes a pull request's code/m,
      );
      expect(existsSync(MARKER)).toBe(false);
    },
    T,
  );

  it(
    "run (the live lane, repeated): a protocol-tier scenario is refused at its fidelity line, no run starts",
    () => {
      const r = action(PR, { command: "run", paths: SCENARIO, repeat: "3" });
      expect(r.code, r.log).toBe(1);
      expect(r.log).toMatch(
        /^::error file=scenarios\/tier\.yaml::scenarios\/tier\.yaml:3: fidelity: protocol — the protocol tier is not a sandbox, and this run executes a pull request's code/m,
      );
      expect(existsSync(MARKER)).toBe(false);
    },
    T,
  );

  it(
    "rerecord: the stale protocol-tier cassette is not re-recorded, and the committed one is unchanged",
    () => {
      const r = action(PR, { command: "rerecord", paths: CASSETTE, "commit-mode": "none" });
      expect(r.code, r.log).toBe(1);
      expect(r.log).toContain("fidelity: protocol — the protocol tier is not a sandbox");
      expect(existsSync(MARKER)).toBe(false);
      expect(readFileSync(at(CASSETTE), "utf8")).toBe(recorded);
    },
    T,
  );

  it(
    "on a push (the workflow's own code), record may still take the protocol tier",
    () => {
      const r = action(
        { name: "push", payload: { ref: "refs/heads/main", after: "a".repeat(40) } },
        { command: "record", paths: SCENARIO },
      );
      expect(r.log).not.toContain("the protocol tier is not a sandbox");
      expect(existsSync(MARKER), r.log).toBe(true);
    },
    T,
  );
});
