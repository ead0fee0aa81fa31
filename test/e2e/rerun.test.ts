/**
 * `rerun` end to end (issue 15) with the real claude binary, at the tier `record` uses for the
 * examples (the container tier: COWORK_AGENT_IMAGE, COWORK_CONTAINER_RUNTIME and CONTAINERS_CONF
 * are passed through), in a temp git copy of examples/: a broken skill script fails the re-run
 * naming the assertion and the first differing tool result, by size and digest (CLI and the Action with rerun-stale);
 * a cosmetic SKILL.md edit re-runs green and `check --rerun-stale` says "stale; re-run passed";
 * a sub-agent (Task) + AskUserQuestion scenario recorded by our recorder re-runs to the same
 * verdict; a recording whose next turn cannot be served diverges within the timeout.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { REPO_ROOT } from "../helpers/paths.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { annotationsOf, parseOutputs, pullRequestPayload } from "../helpers/run-action.js";

const SCRIPT = "skills/csv-metrics/skills/csv-metrics/scripts/metrics.mjs";
const SKILL = "skills/csv-metrics/skills/csv-metrics/SKILL.md";
const CSV = "replays/csv-report.cassette.json";
const FIXTURES = join(REPO_ROOT, "test/fixtures/rerun");
const T = 240_000;

let copy: TempCopy;
const at = (p: string) => join(copy.dir, p);
const cli = (args: string[]) => runCli(args, { cwd: copy.dir });

/** The metrics script prints upper-cased column names: "revenue" is gone from its output. */
function breakScript(): void {
  const path = at(SCRIPT);
  writeFileSync(path, readFileSync(path, "utf8").replace("columns[name] = {", "columns[name.toUpperCase()] = {"));
  git(copy.dir, "commit", "-qam", "break the script");
}

beforeEach(() => {
  copy = tempCopy(join(REPO_ROOT, "examples"), { git: true });
});
afterEach(() => copy.cleanup());

describe("rerun with the recorded model turns", () => {
  it(
    "a broken skill script: the re-run fails, naming the assertion and the first differing tool result; nothing is written",
    () => {
      breakScript();
      const before = readFileSync(at(CSV));
      const r = cli(["rerun", CSV, "--write"]);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(r.stdout).toMatch(
        /✗ replays\/csv-report\.cassette\.json — re-run with recorded model turns: 7\/8 assertions pass/,
      );
      expect(r.stdout).toContain("✗ tool_result_contains:");
      expect(r.stdout).toMatch(
        /first differing tool result \d+ \(Bash, toolu_t2_1\) differs from the recording: recorded \d+ bytes, sha256 [0-9a-f]{16}; re-run \d+ bytes/,
      );
      expect(r.stdout).not.toContain("REVENUE"); // the skill's output is not printed (issue 36)
      expect(readFileSync(at(CSV)).equals(before)).toBe(true);
    },
    T,
  );

  it(
    "a pull request that breaks the skill and rewrites its cassette's fingerprint: the base says it changed, the re-run fails the gate",
    () => {
      git(copy.dir, "checkout", "-q", "-b", "pr");
      breakScript();
      // the forgery: the cassette now claims the broken tree's fingerprint
      const fp = JSON.parse(cli(["fingerprint", "--session", "sessions/default.yaml", "--json"]).stdout).jcs1 as {
        skillHash: string;
        contentSig: string;
        fileSigs: unknown;
      };
      const cassette = JSON.parse(readFileSync(at(CSV), "utf8")) as { fingerprint: Record<string, unknown> };
      cassette.fingerprint = { ...cassette.fingerprint, ...fp };
      writeFileSync(at(CSV), `${JSON.stringify(cassette, null, 2)}\n`);
      git(copy.dir, "commit", "-qam", "claim the broken tree is fresh");
      // taking the cassette's word: fresh, nothing re-run, the gate passes
      const trusting = cli(["check", CSV, "--rerun-stale"]);
      expect(trusting.code, trusting.stdout + trusting.stderr).toBe(0);
      expect(trusting.stdout).not.toContain("re-run");
      // against the base: the cassette is the pull request's, so it is re-run, and the broken skill fails it
      const judged = cli(["check", CSV, "--rerun-stale", "--base", "main"]);
      expect(judged.code, judged.stdout + judged.stderr).toBe(1);
      expect(judged.stdout).toContain(`~ ${CSV}: changed in this pull request`);
      expect(judged.stdout).toMatch(/✗ failed re-run at .*re-run with recorded model turns: tool_result_contains/);
    },
    T,
  );

  it(
    'a cosmetic SKILL.md edit: rerun passes, --write stamps it; check --rerun-stale says "stale; re-run passed" and exits 0',
    () => {
      appendFileSync(at(SKILL), "\nReport numbers as they are.\n");
      git(copy.dir, "commit", "-qam", "cosmetic skill edit");
      const check = cli(["check", "replays/csv-report.cassette.json", "--rerun-stale"]);
      expect(check.code, check.stdout + check.stderr).toBe(0);
      expect(check.stdout).toMatch(/! skill at .*SKILL\.md:\d+: stale; re-run passed \(8\/8 assertions/);

      const sha = createHash("sha256")
        .update(readFileSync(at(CSV)))
        .digest("hex");
      const r = cli(["rerun", CSV, "--write"]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toContain("re-run with recorded model turns: 8/8 assertions pass");
      const written = JSON.parse(readFileSync(at(CSV), "utf8")) as { authoring?: { modelTurns?: string } };
      expect(written.authoring?.modelTurns).toBe(`replayed-from:${sha}`);
      // replay and verify treat it like any other cassette: green and fresh
      expect(cli(["replay", CSV]).code).toBe(0);
      const verify = cli(["verify", CSV]);
      expect(verify.code, verify.stdout + verify.stderr).toBe(0);
    },
    T,
  );

  it(
    "a sub-agent (Task) and an AskUserQuestion gate: recorded by our recorder, re-run to the same verdict",
    () => {
      copyFileSync(join(FIXTURES, "subagent-gate.yaml"), at("scenarios/subagent-gate.yaml"));
      copyFileSync(join(FIXTURES, "subagent-gate.model.yaml"), at("model-scripts/subagent-gate.yaml"));
      const rec = cli(["record", "scenarios/subagent-gate.yaml", "--out", "replays/"]);
      expect(rec.code, rec.stdout + rec.stderr).toBe(0);
      expect(rec.stdout).toContain("6/6 assertion(s) passed");
      const recorded = JSON.parse(readFileSync(at("replays/subagent-gate.cassette.json"), "utf8")) as {
        events: string[];
      };
      expect(recorded.events.some((l) => l.includes('"parent_tool_use_id":"toolu_t2_2"'))).toBe(true);
      const r = cli(["rerun", "replays/subagent-gate.cassette.json", "--output-format", "json"]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as {
        results: { status: string; passed: number; total: number; toolResults: unknown[] }[];
      };
      expect(out.results[0]).toMatchObject({ status: "passed", passed: 6, total: 6, toolResults: [] });
    },
    T,
  );

  it(
    "a recording whose next turn cannot be served diverges cleanly within the timeout",
    () => {
      // the recording loses the model's answer to the Bash result: the agent asks for a turn nobody recorded
      const c = JSON.parse(readFileSync(at(CSV), "utf8")) as { events: string[] };
      c.events = c.events.filter(
        (l) => !l.includes('"id":"msg_scripted_0003"') && !l.includes('"id":"msg_scripted_0004"'),
      );
      writeFileSync(at(CSV), JSON.stringify(c, null, 2));
      const started = Date.now();
      const r = cli(["rerun", CSV, "--timeout-ms", "60000"]);
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(r.stdout).toMatch(
        /diverged at turn 3 \(the main thread, its turn 3\): expected no further request — the recording ended the main thread after its turn 2/,
      );
    },
    T,
  );

  it(
    "the Action with rerun-stale: true fails the gate at the failing assertion's YAML line",
    async () => {
      breakScript();
      const runner = mkdtempSync(join(tmpdir(), "cowork-runner-"));
      const out = join(runner, "out");
      const summary = join(runner, "summary.md");
      writeFileSync(out, "");
      writeFileSync(summary, "");
      writeFileSync(join(runner, "event.json"), JSON.stringify(pullRequestPayload()));
      const pass = Object.fromEntries(
        Object.entries(process.env).filter(([k]) =>
          /^(COWORK_AGENT_IMAGE|COWORK_CONTAINER_RUNTIME|COWORK_OCI_RUNTIME|CONTAINERS_CONF|XDG_RUNTIME_DIR)$/.test(k),
        ),
      );
      const r = spawnSync(process.execPath, [join(REPO_ROOT, "dist/action.js")], {
        cwd: copy.dir,
        encoding: "utf8",
        timeout: T,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...pass,
          GITHUB_ACTIONS: "true",
          GITHUB_WORKSPACE: copy.dir,
          GITHUB_EVENT_NAME: "pull_request",
          GITHUB_EVENT_PATH: join(runner, "event.json"),
          GITHUB_REPOSITORY: "acme/skills",
          GITHUB_OUTPUT: out,
          GITHUB_STEP_SUMMARY: summary,
          RUNNER_TEMP: runner,
          "INPUT_RERUN-STALE": "true",
          INPUT_PATHS: CSV,
          "INPUT_CHECK-RUN": "false",
          INPUT_COMMENT: "never",
          INPUT_CACHE: "false",
        },
      });
      const log = r.stdout + r.stderr;
      expect(r.status, log).toBe(1);
      const scenario = readFileSync(at("scenarios/csv-report.yaml"), "utf8").split("\n");
      const line = scenario.findIndex((l) => l.includes("tool_result_contains")) + 1;
      const a = annotationsOf(log).find(
        (x) => x.level === "error" && x.title?.startsWith("assertion failed on re-run"),
      );
      expect(a, log).toMatchObject({ file: "scenarios/csv-report.yaml", line });
      expect(a!.message).toContain("tool_result_contains");
      expect(readFileSync(summary, "utf8")).toMatch(
        /tool result \d+ \(Bash, toolu\\_t2\\_1\) differs from the recording/,
      );
      expect(parseOutputs(readFileSync(out, "utf8")).ok).toBe("false");
    },
    T,
  );
});
