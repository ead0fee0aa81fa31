/**
 * Issue 36, class 8, through the real printers: text a pull request controls — a scenario name,
 * an assertion's argument, cassette file names — holding `##[error]` mid-line, `\n##[add-mask]`,
 * `##[stop-commands]`, U+0085 or U+2028 before `::error::`, `@org/team` and a tracking URL. The
 * gate's output, parsed the way the runner parses it (test/helpers/runner-commands.ts), runs only
 * the annotations the gate built; the job summary makes no mention or autolink. Run as `check`
 * (dist/cli.js), as the Action's entry point (dist/action.js), and — with COWORK_SANDBOX_FULL=1
 * and Docker Engine up — as the Action image GitHub runs as a docker action.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { runnerCommands, type RunnerCommand } from "../helpers/runner-commands.js";
import { githubWouldAct } from "../helpers/github-markdown.js";
import { runActionOnHost } from "../helpers/action-on-host.js";
import { engine, testRunTag } from "../helpers/owned-objects.js";
import {
  ACTION_TIMEOUT,
  baseImageInDocker,
  buildActionImage,
  runActionContainer,
} from "../helpers/action-container.js";

const HOSTILE_TEXT =
  "x ##[error]FORGED-MID y ##[stop-commands]tok36 z \u0085::error::FORGED-NEL @org/team https://tracker.example/x";
const SAMPLE = JSON.parse(readFileSync(join(REPO_ROOT, "examples/replays/csv-report.cassette.json"), "utf8")) as {
  scenario: { name: string; assert: Record<string, unknown>[] };
};

/** Cassette files whose names and content carry the hostile text (path → JSON). */
function hostileFiles(): Record<string, string> {
  const c = structuredClone(SAMPLE);
  c.scenario.name = "evil ##[error]FORGED-NAME @org/team";
  c.scenario.assert.push({ transcript_contains: HOSTILE_TEXT });
  const text = JSON.stringify(c, null, 2);
  return {
    "a.cassette.json": text,
    "b\n##[add-mask]FORGED-FILE.cassette.json": text,
    "c\u0085::error::FORGED-NELFILE.cassette.json": text,
    "d\u2028::warning::FORGED-LSFILE.cassette.json": text,
  };
}

/** Every command the runner would run is an annotation the gate built: `::error|warning|notice …::`, nothing else. */
function expectOnlyOurAnnotations(log: string): RunnerCommand[] {
  const commands = runnerCommands(log);
  expect(commands.length, log).toBeGreaterThan(0);
  for (const c of commands) {
    expect(["error", "warning", "notice", "group", "endgroup", "debug"], c.line).toContain(c.name);
    expect(c.line, "a command that is not one the gate built").toMatch(
      /^::(?:error|warning|notice|group|endgroup|debug)(?: [^\r\n]*?)?::/,
    );
  }
  return commands;
}

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function hostileRepo(): string {
  const repo = mkdtempSync(join(tmpdir(), "h36-text-"));
  made.push(repo);
  execFileSync("git", ["init", "-q", repo]);
  for (const [f, text] of Object.entries(hostileFiles())) writeFileSync(join(repo, f), text);
  execFileSync("git", ["-C", repo, "add", "-A"]);
  return repo;
}

describe("text a pull request controls, printed by the gate under GITHUB_ACTIONS=true", () => {
  it("check: the runner runs only the gate's annotations; the summary makes no mention or autolink", () => {
    const repo = hostileRepo();
    const summary = join(repo, "..", `${repo.split("/").pop()}-summary.md`);
    made.push(summary);
    const r = spawnSync(process.execPath, [CLI, "check", ".", "--summary", summary], {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: "" },
      timeout: 60_000,
    });
    const log = `${r.stdout}\n${r.stderr}`;
    expect(r.status, log).toBe(1);
    for (const mark of ["FORGED-MID", "FORGED-NAME", "FORGED-FILE", "FORGED-NELFILE", "FORGED-LSFILE"])
      expect(log).toContain(mark); // all printed…
    expectOnlyOurAnnotations(log); // …none run
    const md = readFileSync(summary, "utf8");
    expect(md).toContain("org/team");
    expect(githubWouldAct(md)).toBeUndefined();
  });

  it("the Action's entry point: the same, in its log and its job summary", () => {
    const repo = hostileRepo();
    const r = runActionOnHost(repo);
    const log = `${r.stdout}\n${r.stderr}`;
    expect(log).toContain("FORGED-MID");
    expectOnlyOurAnnotations(log);
    const md = r.summary();
    expect(md).toContain("org/team");
    expect(githubWouldAct(md)).toBeUndefined();
  });
});

const FULL = process.env.COWORK_SANDBOX_FULL === "1";
const dockerUp = FULL && engine("docker", ["info", "--format", "{{.ServerVersion}}"]).code === 0;

describe.skipIf(!dockerUp)("the same, as GitHub runs the Action image (a docker action, Docker Engine)", () => {
  it(
    "check: only the gate's annotations run; the job summary makes no mention or autolink",
    () => {
      const tag = testRunTag("h36text");
      const image = `localhost/cowork-harness-action:${tag}`;
      const network = `${tag}-job`;
      const root = mkdtempSync(join(tmpdir(), "h36-text-action-"));
      made.push(root);
      try {
        buildActionImage(image, baseImageInDocker());
        expect(engine("docker", ["network", "create", network]).code).toBe(0);
        const run = runActionContainer({
          image,
          network,
          root,
          files: hostileFiles(),
          inputs: { paths: "*.cassette.json" },
        });
        expect(run.log).toContain("FORGED-MID");
        expectOnlyOurAnnotations(run.log);
        const md = readFileSync(join(run.dirs.fileCommands, "step_summary"), "utf8");
        expect(md).toContain("org/team");
        expect(githubWouldAct(md)).toBeUndefined();
      } finally {
        engine("docker", ["network", "rm", network]);
        engine("docker", ["rmi", image]);
      }
    },
    ACTION_TIMEOUT,
  );
});
