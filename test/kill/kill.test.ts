/**
 * Kill -9 at any instant (issue 18): each command that writes is run once to measure its length,
 * then killed with SIGKILL (its whole process tree) at seeded random instants spread over that
 * length. After every kill: each cassette is byte-identical to its old content or a complete,
 * valid cassette; the repository is not mid-rebase/merge, holds no stale git lock, its index holds
 * nothing the user did not stage and HEAD holds no commit the remote lacks; no process of the run
 * is left. Temp files beside a cassette may survive the kill itself: the next run of the same
 * command must remove them. Then the same command runs again and must complete (exit 0), and what
 * it leaves must be right: for rerecord, a fresh clone of what was pushed verifies clean and the
 * one bot PR stays one.
 *
 * `npm test` runs a handful of kills per command; `npm run test:kill` runs COWORK_KILL_RUNS (50)
 * per command. COWORK_KILL_SEED replays a run; every problem is printed with its seed and instant.
 *
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { startGitHubServer, type GitHubTestServer } from "../helpers/github-server.js";
import { buildTemplates, CASSETTES, LEGACY, type Templates } from "./fixture.js";
import {
  cassetteProblem,
  cliSync,
  snapshotDist,
  useCli,
  copyTemplate,
  gitLocks,
  gitProblems,
  pendingAdvanceFiles,
  prng,
  runProc,
  snapshot,
  spreadInstants,
  tempFilesUnder,
  type ProcRun,
} from "./harness.js";

const LONG = process.env.COWORK_KILL_RUNS !== undefined;
const RUNS = Number(process.env.COWORK_KILL_RUNS ?? 0);
const SEED = Number(process.env.COWORK_KILL_SEED ?? Math.floor(Math.random() * 2 ** 31));
let ACTION = join(REPO_ROOT, "dist/action.js");
let distCopy = "";

interface Trial {
  dir: string;
  work: string;
  remote: string;
  gh?: GitHubTestServer;
  runner: string;
}

interface Subject {
  name: string;
  template: keyof Omit<Templates, "base">;
  /** kills in the short run (npm test) */
  short: number;
  args: string[];
  script?: string;
  env?: (t: Trial) => NodeJS.ProcessEnv;
  prepare?: (t: Trial) => void;
  /** files (work-relative) that must stay old-or-valid */
  watched: string[];
  /** after a completed next run: what is wrong with what it left */
  verifyAfter?: (t: Trial, next: ProcRun) => string[];
  /** git invariants apply (the command works in a repository with a remote) */
  remoteChecks?: boolean;
  /** exit codes that mean the command completed (default [0]) */
  codes?: number[];
  /** a non-repository output to check instead (the cache dir) */
  extraCheck?: (t: Trial) => string[];
}

const cloneVerify = (t: Trial, ref: string): string[] => {
  const dir = join(t.dir, `verify-${Math.random().toString(36).slice(2)}`);
  git(t.dir, "clone", "-q", "-b", ref, t.remote, dir);
  const v = cliSync(["verify", "replays"], dir);
  rmSync(dir, { recursive: true, force: true });
  return v.code === 0
    ? []
    : [
        `a fresh clone of ${ref} does not verify (exit ${v.code}): ${(v.stdout + v.stderr).split("\n").find((l) => /stale|✗/.test(l)) ?? ""}`,
      ];
};

function cacheFilesProblems(t: Trial): string[] {
  const dir = join(t.runner, "cowork-harness-fp-cache");
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const f of readdirSync(dir)) {
    if (!f.endsWith(".json") || f.startsWith(".")) continue;
    try {
      JSON.parse(readFileSync(join(dir, f), "utf8"));
    } catch {
      out.push(`cache file ${f} is torn`);
    }
  }
  return out;
}

const SUBJECTS: Subject[] = [
  {
    name: "record",
    template: "fresh",
    short: 1,
    args: ["record", "scenarios/metric-choice-a.yaml", "--out", "replays/"],
    watched: CASSETTES,
    remoteChecks: true,
  },
  {
    name: "rerecord --commit-mode push",
    template: "stale",
    short: 2,
    args: ["rerecord", "--commit-mode", "push", "replays"],
    watched: CASSETTES,
    remoteChecks: true,
    verifyAfter: (t) => cloneVerify(t, "main"),
  },
  {
    name: "rerecord --commit-mode pull-request",
    template: "stale",
    short: 1,
    args: ["rerecord", "--commit-mode", "pull-request", "replays"],
    env: (t) => ({
      GITHUB_TOKEN: "ghs_killtest0123456789abcdefghijklmnopqrs",
      GITHUB_API_URL: t.gh!.url,
      GITHUB_REPOSITORY: "acme/skills",
    }),
    watched: CASSETTES,
    remoteChecks: true,
    verifyAfter: (t) => {
      const open = t.gh!.pulls.filter((p) => p.state === "open");
      const problems = open.length === 1 ? [] : [`${open.length} open bot pull requests, expected exactly 1`];
      return [...problems, ...cloneVerify(t, "cowork/rerecord-main")];
    },
  },
  {
    name: "rerun --write",
    template: "stale",
    short: 1,
    // the fixture records at the protocol tier: a person's own re-run of it (the gate never runs one: issue 36)
    args: ["rerun", CASSETTES[0]!, "--write", "--allow-protocol-tier"],
    watched: CASSETTES,
    remoteChecks: true,
  },
  {
    name: "rehash",
    template: "fresh",
    short: 2,
    args: ["rehash", LEGACY],
    watched: [LEGACY],
    remoteChecks: true,
  },
  {
    name: "replay --reassert --write",
    template: "fresh",
    short: 2,
    args: ["replay", CASSETTES[0]!, "--reassert", "--write"],
    // a loosened assert block: drop the last assertion, which --write then freezes into the cassette
    prepare: (t) => {
      const p = join(t.work, "scenarios/metric-choice-a.yaml");
      writeFileSync(p, readFileSync(p, "utf8").replace(/\n\s*- transcript_not_contains: .*\n?/, "\n"));
    },
    watched: CASSETTES,
    remoteChecks: false,
  },
  {
    name: "the Action's cache save",
    template: "fresh",
    short: 1,
    args: [],
    get script() {
      return ACTION;
    },
    env: (t) => ({
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: t.work,
      GITHUB_EVENT_NAME: "push",
      GITHUB_REF: "refs/heads/main",
      GITHUB_REPOSITORY: "acme/skills",
      GITHUB_OUTPUT: join(t.runner, "out"),
      GITHUB_STEP_SUMMARY: join(t.runner, "summary"),
      RUNNER_TEMP: t.runner,
      INPUT_COMMAND: "check",
      INPUT_CACHE: "true",
      "INPUT_CHECK-RUN": "false",
      INPUT_COMMENT: "never",
      INPUT_PATHS: "replays/*.cassette.json",
      "INPUT_GITHUB-TOKEN": "",
    }),
    prepare: (t) => {
      writeFileSync(join(t.runner, "out"), "");
      writeFileSync(join(t.runner, "summary"), "");
    },
    watched: CASSETTES,
    remoteChecks: false,
    // the gate's verdict does not matter here, the cache save does (the Action's check does not read
    // .cowork-allow-patterns yet, so the fixture's accepted host inventory fails it)
    codes: [0, 1],
    extraCheck: cacheFilesProblems,
    verifyAfter: (t) =>
      readdirSync(join(t.runner, "cowork-harness-fp-cache")).some((f) => f.endsWith(".json"))
        ? []
        : ["the next run saved no digest cache"],
  },
];

let templates: Templates;
let seq = 0;

async function newTrial(subject: Subject): Promise<Trial> {
  const dir = join(templates.base, `trial-${seq++}`);
  copyTemplate(templates[subject.template], dir);
  const runner = mkdtempSync(join(tmpdir(), "cowork-kill-runner-"));
  const t: Trial = { dir, work: join(dir, "work"), remote: join(dir, "remote.git"), runner };
  if (subject.args[0] === "rerecord" && subject.args.includes("pull-request")) t.gh = await startGitHubServer();
  subject.prepare?.(t);
  return t;
}

async function endTrial(t: Trial): Promise<void> {
  await t.gh?.close();
  rmSync(t.dir, { recursive: true, force: true });
  rmSync(t.runner, { recursive: true, force: true });
}

const run = (s: Subject, t: Trial, killAfterMs?: number) =>
  runProc(s.args, {
    cwd: t.work,
    script: s.script,
    env: s.env?.(t) ?? {},
    ...(killAfterMs !== undefined ? { killAfterMs } : {}),
  });

beforeAll(() => {
  const d = snapshotDist();
  distCopy = d.dir;
  ACTION = d.action;
  useCli(d.cli);
  templates = buildTemplates();
}, 180_000);
afterAll(() => {
  if (templates) rmSync(templates.base, { recursive: true, force: true });
  if (distCopy) rmSync(distCopy, { recursive: true, force: true });
});

describe("the kill of issue 18, at its exact instant", () => {
  it(
    "rerecord --commit-mode push killed right after it refreshed the first of two cassettes: the next run pushes both",
    { timeout: 240_000 },
    async () => {
      const subject = SUBJECTS.find((s) => s.name === "rerecord --commit-mode push")!;
      const t = await newTrial(subject);
      try {
        const first = join(t.work, CASSETTES[0]!);
        const old = readFileSync(first);
        const killed = await runProc(subject.args, { cwd: t.work, killWhen: () => !readFileSync(first).equals(old) });
        expect(killed.killed, `${killed.stdout}${killed.stderr}`).toBe(true);
        expect(git(t.work, "status", "--porcelain", "--", "replays").trim()).toBe(`M ${CASSETTES[0]}`); // refreshed, not written back
        const next = await run(subject, t);
        expect(next.code, next.stdout + next.stderr).toBe(0);
        expect(cloneVerify(t, "main")).toEqual([]); // the remote holds both refreshed cassettes
        expect(gitProblems(t.work, { remote: t.remote })).toEqual([]);
        expect(git(t.work, "status", "--porcelain", "--", "replays").trim()).toBe("");
      } finally {
        await endTrial(t);
      }
    },
  );
});

describe(`kill -9 at any instant (seed ${SEED}${LONG ? `, ${RUNS} kills per command` : ", short run"})`, () => {
  for (const [si, subject] of SUBJECTS.entries()) {
    const count = LONG ? RUNS : subject.short;
    it(`${subject.name}: ${count} kill(s)`, { timeout: 120_000 + count * 90_000 }, async () => {
      // measure the run's length on an untouched trial, and that it succeeds at all
      const t0 = await newTrial(subject);
      const full = await run(subject, t0);
      await endTrial(t0);
      expect(
        subject.codes ?? [0],
        `${subject.name} does not complete on its own:\n${full.stdout}${full.stderr}`,
      ).toContain(full.code);

      const rand = prng(SEED + si * 7919);
      const instants = spreadInstants(count, full.ms, rand);
      const problems: string[] = [];
      let killedCount = 0;
      const stats = { temps: 0, locks: 0 };
      for (const [k, at] of instants.entries()) {
        const t = await newTrial(subject);
        const where = `[${subject.name} seed=${SEED} kill ${k + 1}/${count} at ${at} ms of ${full.ms} ms]`;
        const before = snapshot(t.work, subject.watched);
        const staged = git(t.work, "diff", "--cached", "--name-only").split("\n").filter(Boolean);
        try {
          const killed = await run(subject, t, at);
          if (killed.killed) killedCount++;
          const found: string[] = [];
          for (const [f, old] of before) {
            const p = await cassetteProblem(join(t.work, f), old);
            if (p) found.push(`${f}: ${p}`);
          }
          // lock files a killed git left are allowed here, as temp files are: the next run must remove them;
          // so are the files of a branch move the journal records as under way (the next run completes it)
          found.push(
            ...gitProblems(t.work, {
              staged,
              mayAlsoStage: pendingAdvanceFiles(t.work),
              locks: false,
              ...(subject.remoteChecks ? { remote: t.remote } : {}),
            }),
          );
          found.push(...(subject.extraCheck?.(t) ?? []));
          const leftTemps = tempFilesUnder(t.work);
          if (leftTemps.length > 0) stats.temps++;
          if (gitLocks(t.work).length > 0) stats.locks++;

          const next = await run(subject, t);
          if (!(subject.codes ?? [0]).includes(next.code ?? -1))
            found.push(
              `the next run exits ${next.code}: ${(next.stdout + next.stderr).trim().split("\n").slice(-3).join(" | ")}`,
            );
          else found.push(...(subject.verifyAfter?.(t, next) ?? []));
          for (const f of subject.watched) {
            const p = await cassetteProblem(join(t.work, f), undefined);
            if (p) found.push(`after the next run, ${f}: ${p}`);
          }
          const stillTemps = tempFilesUnder(t.work);
          if (stillTemps.length > 0)
            found.push(
              `temp files left beside the cassettes after the next run: ${stillTemps.join(", ")} (after the kill: ${leftTemps.join(", ")})`,
            );
          found.push(
            ...gitProblems(t.work, { staged, ...(subject.remoteChecks ? { remote: t.remote } : {}) }).map(
              (p) => `after the next run: ${p}`,
            ),
          );
          found.push(...(subject.extraCheck?.(t) ?? []).map((p) => `after the next run: ${p}`));
          for (const p of found) problems.push(`${where} ${p}`);
        } finally {
          await endTrial(t);
        }
      }
      const report = `${subject.name}: ${count} kill(s) (${killedCount} before the run ended on its own), ${problems.length} problem(s); ${stats.temps} left a temp file and ${stats.locks} a git lock, each removed by the next run; seed ${SEED}`;
      process.stderr.write(`${report}\n`);
      expect(problems, report).toEqual([]);
    });
  }
});
