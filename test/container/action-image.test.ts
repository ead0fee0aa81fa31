/**
 * The Action image built with podman (scripts/container-test.sh) and run the way GitHub runs a
 * container action: the checkout at /github/workspace owned by the runner's user (uid 1001), the
 * file-command, home, workflow and runner-temp folders mounted, every input of action.yml passed
 * as INPUT_* with its default, no network. Skipped, with the reason printed, only where podman
 * cannot run a container at all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  existsSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { REPO_ROOT } from "../helpers/paths.js";
import { git, type TempCopy } from "../helpers/git-copy.js";
import { examplesRepo, writeFailingAssertCassette } from "../helpers/fixtures.js";

const SCRIPT = join(REPO_ROOT, "scripts/container-test.sh");
const RUNNER = { uid: 1001, gid: 1001 };
const PASSING = ["examples/replays/metric-choice.cassette.json", "examples/replays/csv-report.cassette.json"];
const FAILING = "examples/replays/failing-assert.cassette.json";
const BUILD_TIMEOUT = 10 * 60_000;

const verdict = process.env.COWORK_TEST_IMAGE
  ? "READY"
  : execFileSync(SCRIPT, ["preflight"], { encoding: "utf8" }).trim();
if (verdict !== "READY") console.warn(verdict);

interface Podman {
  image: string;
  env: NodeJS.ProcessEnv;
  globalArgs: string[];
}

/** The image to test: the one scripts/container-test.sh already built (CI), or built now. */
function podmanSetup(): Podman {
  let vars: Record<string, string> = {
    COWORK_TEST_IMAGE: process.env.COWORK_TEST_IMAGE ?? "",
    CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? "",
    PODMAN_RUNTIME: process.env.PODMAN_RUNTIME ?? "",
  };
  if (!vars.COWORK_TEST_IMAGE) {
    const built = spawnSync(SCRIPT, ["build"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    if (built.status !== 0) throw new Error(`scripts/container-test.sh build failed (exit ${built.status})`);
    vars = Object.fromEntries(
      built.stdout
        .split("\n")
        .flatMap((l) => (/^[A-Z_]+=/.test(l) ? [[l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]] : [])),
    );
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (vars.CONTAINERS_CONF) env.CONTAINERS_CONF = vars.CONTAINERS_CONF;
  return {
    image: vars.COWORK_TEST_IMAGE!,
    env,
    globalArgs: vars.PODMAN_RUNTIME ? ["--runtime", vars.PODMAN_RUNTIME] : [],
  };
}

/** INPUT_* as GitHub sets them for a docker action: every input of action.yml, default or given. */
function inputEnv(given: Record<string, string>): Record<string, string> {
  const action = parse(readFileSync(join(REPO_ROOT, "action.yml"), "utf8")) as {
    inputs: Record<string, { default?: string }>;
  };
  const values: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    values[name] = String(spec.default ?? "").replace("${{ github.token }}", "ghs_containerTestToken0123456789abcdef");
  }
  Object.assign(values, given);
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));
}

interface Runner {
  root: string;
  workspace: string;
  home: string;
  workflow: string;
  fileCommands: string;
  runnerTemp: string;
  headSha: string;
  cleanup(): void;
}

/** A git copy of our examples (plus a failing one) and the runner's folders, all owned by the runner's uid. */
function makeRunner(): Runner {
  const copy: TempCopy = examplesRepo({ name: "workspace" });
  writeFailingAssertCassette(copy.dir, "csv-report");
  git(copy.dir, "init", "-q", "-b", "main");
  git(copy.dir, "add", "-A");
  git(copy.dir, "commit", "-q", "-m", "fixture");
  const headSha = git(copy.dir, "rev-parse", "HEAD").trim(); // before the chown: root's git then refuses it
  const root = mkdtempSync(join(tmpdir(), "cowork-container-runner-"));
  const dirs = {
    home: join(root, "home"),
    workflow: join(root, "workflow"),
    fileCommands: join(root, "file_commands"),
    runnerTemp: join(root, "runner_temp"),
  };
  for (const d of Object.values(dirs)) mkdirSync(d);
  writeFileSync(
    join(dirs.workflow, "event.json"),
    JSON.stringify({
      ref: "refs/heads/main",
      repository: { full_name: "acme/skills", name: "skills", owner: { login: "acme" } },
    }),
  );
  for (const d of [copy.dir, root]) {
    execFileSync("chmod", ["-R", "u+w", d]);
    execFileSync("chown", ["-R", `${RUNNER.uid}:${RUNNER.gid}`, d]);
  }
  return {
    root,
    workspace: copy.dir,
    ...dirs,
    headSha,
    cleanup: () => {
      copy.cleanup();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

interface ContainerRun {
  code: number;
  log: string;
  outputs: Record<string, string>;
  summary: string;
}

function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) out[m[1]!] = m[3]!;
  return out;
}

function runAction(p: Podman, r: Runner, inputs: Record<string, string>, opts: { runnerTemp: boolean }): ContainerRun {
  const id = Math.random().toString(16).slice(2);
  const outputFile = join(r.fileCommands, `set_output_${id}`);
  const summaryFile = join(r.fileCommands, `step_summary_${id}`);
  for (const f of [outputFile, summaryFile]) {
    writeFileSync(f, "");
    execFileSync("chown", [`${RUNNER.uid}:${RUNNER.gid}`, f]);
  }
  const env: Record<string, string> = {
    HOME: "/github/home",
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: "/github/workspace",
    GITHUB_EVENT_NAME: "push",
    GITHUB_EVENT_PATH: "/github/workflow/event.json",
    GITHUB_REPOSITORY: "acme/skills",
    GITHUB_REF: "refs/heads/main",
    GITHUB_SHA: r.headSha,
    GITHUB_RUN_ID: "7",
    GITHUB_API_URL: "https://api.github.com",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_OUTPUT: `/github/file_commands/set_output_${id}`,
    GITHUB_STEP_SUMMARY: `/github/file_commands/step_summary_${id}`,
    ...(opts.runnerTemp ? { RUNNER_TEMP: "/github/runner_temp" } : {}),
    ...inputEnv(inputs),
  };
  const args = [
    ...p.globalArgs,
    "run",
    "--rm",
    "--network",
    "none",
    "-v",
    `${r.workspace}:/github/workspace`,
    "-v",
    `${r.fileCommands}:/github/file_commands`,
    "-v",
    `${r.home}:/github/home`,
    "-v",
    `${r.workflow}:/github/workflow`,
    "-v",
    `${r.runnerTemp}:/github/runner_temp`,
    "-w",
    "/github/workspace",
    ...Object.entries(env).flatMap(([k, v]) => ["-e", `${k}=${v}`]),
    p.image,
  ];
  const run = spawnSync("podman", args, { env: p.env, encoding: "utf8" });
  return {
    code: run.status ?? -1,
    log: `${run.stdout}${run.stderr}`,
    outputs: parseOutputs(readFileSync(outputFile, "utf8")),
    summary: readFileSync(summaryFile, "utf8"),
  };
}

/** Every path under dir (itself included) whose owner is not the runner's user. */
function notOwnedByRunner(dir: string): string[] {
  const bad: string[] = [];
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.uid !== RUNNER.uid || st.gid !== RUNNER.gid) bad.push(`${p} (${st.uid}:${st.gid})`);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(dir);
  return bad;
}

describe.skipIf(verdict !== "READY")("the Action image under podman, run as GitHub runs container actions", () => {
  let podman: Podman;
  const runners: Runner[] = [];
  const runner = () => {
    const r = makeRunner();
    runners.push(r);
    return r;
  };

  beforeAll(() => {
    podman = podmanSetup();
  }, BUILD_TIMEOUT);
  afterAll(() => {
    for (const r of runners) r.cleanup();
  });

  it("a failing cassette fails the gate: exit 1, outputs, summary, annotation, nothing owned by root", () => {
    const r = runner();
    const run = runAction(
      podman,
      r,
      { paths: [...PASSING, FAILING].join("\n"), "check-run": "false", comment: "never", cache: "false" },
      { runnerTemp: true },
    );
    expect(run.code, run.log).toBe(1);
    expect(run.outputs.ok).toBe("false");
    expect(run.outputs.failed).toBe("1");
    expect(run.outputs.stale).toBe("0");
    expect(run.outputs.results).toBe("/github/runner_temp/cowork-harness-results.json");
    expect(run.outputs["summary-md"]).toBe("/github/runner_temp/cowork-harness-summary.md");
    const results = JSON.parse(readFileSync(join(r.runnerTemp, "cowork-harness-results.json"), "utf8"));
    expect(results.results).toHaveLength(3);
    // the failing assertion is annotated in the scenario file it came from, at its line
    expect(run.log).toMatch(/^::error file=examples\/scenarios\/failing-assert\.yaml,line=\d+/m);
    expect(run.summary).toContain("failing-assert");
    expect(run.summary).toContain("csv-report");
    expect(run.summary).toMatch(/1 failed/);
    expect(notOwnedByRunner(r.workspace)).toEqual([]);
    expect(notOwnedByRunner(r.runnerTemp)).toEqual([]);
    expect(notOwnedByRunner(r.fileCommands)).toEqual([]);
  });

  it("passing cassettes pass with git fingerprints verified in the container; with no RUNNER_TEMP it writes nothing into the checkout", () => {
    const r = runner();
    const run = runAction(
      podman,
      r,
      { paths: PASSING.join("\n"), "check-run": "false", comment: "never", cache: "false" },
      { runnerTemp: false },
    );
    expect(run.code, run.log).toBe(0);
    expect(run.outputs.ok).toBe("true");
    expect(run.outputs.failed).toBe("0");
    // the csv-report cassette's skillHash was recorded in git mode: without a working git in the
    // image, verify reports a mode flip and this cassette as stale
    expect(run.outputs.stale, run.log).toBe("0");
    // outside a runner's temp dir the files go to the system temp dir, never into the checkout (issue 39 item 10)
    expect(run.outputs.results).toBe("/tmp/cowork-harness-results.json");
    expect(existsSync(join(r.workspace, "cowork-harness-results.json"))).toBe(false);
    expect(existsSync(join(r.workspace, "cowork-harness-summary.md"))).toBe(false);
    expect(run.summary).toContain("gate passed");
    expect(run.summary).toContain("metric-choice");
    // whatever it does leave in the workspace (a fingerprint cache, git's index) belongs to the runner
    expect(notOwnedByRunner(r.workspace)).toEqual([]);
  });

  it("inputs whose names contain '-' reach the Action through the entrypoint", () => {
    const r = runner();
    const run = runAction(
      podman,
      r,
      { "working-directory": "../elsewhere", "check-run": "false", comment: "never", cache: "false" },
      { runnerTemp: true },
    );
    expect(run.code, run.log).toBe(2);
    expect(run.log).toMatch(
      /::error::cowork-harness: input working-directory "\.\.\/elsewhere" is outside the workspace/,
    );
  });

  it("git in the image reads a workspace owned by another user (system-wide safe.directory)", () => {
    const r = runner();
    const gitRun = (extra: string[]) =>
      spawnSync(
        "podman",
        [
          ...podman.globalArgs,
          "run",
          "--rm",
          "--network",
          "none",
          "-v",
          `${r.workspace}:/github/workspace`,
          ...extra,
          "--entrypoint",
          "git",
          podman.image,
          "-C",
          "/github/workspace",
          "rev-parse",
          "HEAD",
        ],
        { env: podman.env, encoding: "utf8" },
      );
    const asRoot = gitRun([]);
    expect(asRoot.status, asRoot.stderr).toBe(0);
    expect(asRoot.stdout.trim()).toBe(r.headSha);
    // the same command without the image's system config is refused: the setting is what makes it work
    const withoutSystemConfig = gitRun(["-e", "GIT_CONFIG_NOSYSTEM=1"]);
    expect(withoutSystemConfig.status).not.toBe(0);
    expect(withoutSystemConfig.stderr).toMatch(/dubious ownership/);
  });
});
