/**
 * Concurrent re-records (issue 18): two real `rerecord` processes on the same branch at once (a
 * scheduled run and a manual dispatch, each in its own clone), against one bare remote, repeated.
 * Every time: both exit 0; each refreshed cassette reaches the remote exactly once (one commit
 * touches it after the skill edit), or the later job says "already refreshed by <sha>"; no commit
 * is lost (both clones' HEADs are on the remote, nothing forced); a fresh clone verifies clean.
 * In pull-request mode: one bot PR, updated, never duplicated, and its branch verifies clean.
 *
 * COWORK_RACE_RUNS sets the repetitions (push mode always runs at least 10; pull-request mode 2 in
 * npm test, 10 in npm run test:kill).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { git } from "../helpers/git-copy.js";
import { startGitHubServer } from "../helpers/github-server.js";
import { buildTemplates, CASSETTES, type Templates } from "./fixture.js";
import { cliSync, gitProblems, runProc, snapshotDist, useCli } from "./harness.js";

const RUNS = Math.max(10, Number(process.env.COWORK_RACE_RUNS ?? 10));
const PR_RUNS = Number(process.env.COWORK_RACE_RUNS ?? 2);
const TARGET = CASSETTES[0]!;

let templates: Templates;
let distDir = "";
beforeAll(() => {
  const d = snapshotDist();
  distDir = d.dir;
  useCli(d.cli);
  templates = buildTemplates();
}, 180_000);
afterAll(() => {
  if (templates) rmSync(templates.base, { recursive: true, force: true });
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

function arena(i: number): { dir: string; remote: string; a: string; b: string } {
  const dir = join(templates.base, `race-${i}`);
  cpSync(templates.stale, dir, { recursive: true });
  const remote = join(dir, "remote.git");
  git(dir, "clone", "-q", remote, join(dir, "other"));
  return { dir, remote, a: join(dir, "work"), b: join(dir, "other") };
}

/** Commits on the remote's `ref` after `since` that touch `file`. */
const touching = (remote: string, ref: string, since: string, file: string) =>
  git(remote, "rev-list", `${since}..${ref}`, "--", file).split("\n").filter(Boolean);

function verifyClone(dir: string, remote: string, ref: string): { code: number; out: string } {
  const clone = join(dir, `verify-${ref.replace(/\W/g, "-")}`);
  git(dir, "clone", "-q", "-b", ref, remote, clone);
  const v = cliSync(["verify", TARGET], clone);
  return { code: v.code, out: v.stdout + v.stderr };
}

describe("two re-records at once on one branch", () => {
  it(
    `push mode, ${RUNS} times: both exit 0, the cassette reaches the remote once, nothing lost`,
    { timeout: 60_000 + RUNS * 60_000 },
    async () => {
      let alreadyRefreshed = 0;
      for (let i = 0; i < RUNS; i++) {
        const { dir, remote, a, b } = arena(i);
        const stale = git(remote, "rev-parse", "main").trim();
        const [ra, rb] = await Promise.all([
          runProc(["rerecord", "--commit-mode", "push", TARGET], { cwd: a }),
          runProc(["rerecord", "--commit-mode", "push", TARGET], { cwd: b }),
        ]);
        const where = `race ${i + 1}/${RUNS}`;
        expect(ra.code, `${where} A:\n${ra.stdout}${ra.stderr}`).toBe(0);
        expect(rb.code, `${where} B:\n${rb.stdout}${rb.stderr}`).toBe(0);
        const said = [ra, rb].filter((r) => /already refreshed by [0-9a-f]{12}/.test(r.stderr + r.stdout)).length;
        alreadyRefreshed += said;
        expect(touching(remote, "main", stale, TARGET), where).toHaveLength(1);
        // no commit lost, nothing left unpushed: both clones' HEADs are on the remote
        for (const w of [a, b]) expect(gitProblems(w, { remote }), `${where} ${w}`).toEqual([]);
        const v = verifyClone(dir, remote, "main");
        expect(v.code, `${where}: ${v.out}`).toBe(0);
        rmSync(dir, { recursive: true, force: true });
      }
      process.stderr.write(
        `push race: ${RUNS} runs, ${alreadyRefreshed} job(s) stopped with "already refreshed by <sha>"\n`,
      );
    },
  );

  it(
    `pull-request mode, ${PR_RUNS} times: one bot PR, updated, never duplicated`,
    { timeout: 60_000 + PR_RUNS * 60_000 },
    async () => {
      for (let i = 0; i < PR_RUNS; i++) {
        const { dir, remote, a, b } = arena(100 + i);
        const gh = await startGitHubServer();
        try {
          const env = {
            GITHUB_TOKEN: "ghs_racetest0123456789abcdefghijklmnopqrstu",
            GITHUB_API_URL: gh.url,
            GITHUB_REPOSITORY: "acme/skills",
          };
          const main = git(remote, "rev-parse", "main").trim();
          const [ra, rb] = await Promise.all([
            runProc(["rerecord", "--commit-mode", "pull-request", TARGET], { cwd: a, env }),
            runProc(["rerecord", "--commit-mode", "pull-request", TARGET], { cwd: b, env }),
          ]);
          const where = `PR race ${i + 1}/${PR_RUNS}`;
          expect(ra.code, `${where} A:\n${ra.stdout}${ra.stderr}`).toBe(0);
          expect(rb.code, `${where} B:\n${rb.stdout}${rb.stderr}`).toBe(0);
          expect(
            gh.pulls.map((p) => [p.head, p.base, p.state]),
            where,
          ).toEqual([["cowork/rerecord-main", "main", "open"]]);
          expect(
            git(remote, "rev-parse", "main").trim(),
            `${where}: the user's branch is never written in PR mode`,
          ).toBe(main);
          const v = verifyClone(dir, remote, "cowork/rerecord-main");
          expect(v.code, `${where}: ${v.out}`).toBe(0);
        } finally {
          await gh.close();
          rmSync(dir, { recursive: true, force: true });
        }
      }
    },
  );
});
