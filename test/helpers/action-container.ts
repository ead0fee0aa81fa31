/**
 * The Action run as GitHub runs a docker action, under Docker Engine: its image built with
 * `docker build` (BuildKit) from action.yml's Dockerfile, then `docker run --workdir
 * /github/workspace` with the workspace, the runner's folders and /var/run/docker.sock mounted, on
 * a job network, with the INPUT_* and GITHUB_* variables. The agent binary is placed where the
 * Action's own install leaves it (RUNNER_TEMP/cowork-harness/claude-code-<version>).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./paths.js";
import { git } from "./git-copy.js";
import { engine } from "./owned-objects.js";
import { AGENT_PACKAGE, PINNED_AGENT_VERSION } from "../../src/action/agent-install.js";

export const RUNNER = { uid: 1001, gid: 1001 };
export const ACTION_TIMEOUT = 20 * 60_000;

/** The base root the Action and agent images build on, moved from podman's store into the engine's when missing. */
export function baseImageInDocker(): string {
  const base = execFileSync(join(REPO_ROOT, "scripts/container-test.sh"), ["base"], {
    encoding: "utf8",
    env: { ...process.env, COWORK_CONTAINER_RUNTIME: "podman" },
  }).trim();
  if (engine("docker", ["image", "inspect", base]).code !== 0) {
    const saved = spawnSync("podman", ["save", base], { maxBuffer: 2 * 1024 * 1024 * 1024 });
    if (engine("docker", ["load"], saved.stdout).code !== 0)
      throw new Error(`could not load ${base} into Docker Engine`);
  }
  return base;
}

/** `docker build` of the Action image (BuildKit, as GitHub's Docker does); returns the seconds it took. */
export function buildActionImage(tag: string, base: string): number {
  const t0 = Date.now();
  // Debian's docker.io client has BuildKit built in; a newer client on PATH may want the buildx plugin
  const client = existsSync("/usr/bin/docker") ? "/usr/bin/docker" : "docker";
  const built = spawnSync(
    client,
    ["build", "-q", "--build-arg", `BASE_IMAGE=${base}`, "-t", tag, "-f", join(REPO_ROOT, "Dockerfile"), REPO_ROOT],
    {
      encoding: "utf8",
      env: { ...process.env, DOCKER_BUILDKIT: "1" },
      timeout: ACTION_TIMEOUT,
    },
  );
  if (built.status !== 0) throw new Error(`docker build of the Action image failed: ${built.stderr}`);
  return (Date.now() - t0) / 1000;
}

export interface ActionRun {
  code: number;
  log: string;
  ws: string;
  dirs: { home: string; workflow: string; fileCommands: string; runnerTemp: string };
  seconds: number;
}

/**
 * The runner's folders under `root` around a git repository of `files` (the workspace), and the
 * Action image run on them with `inputs` as GitHub runs it.
 */
export function runActionContainer(opts: {
  image: string;
  network: string;
  root: string;
  /** the workspace's files, committed in a fresh repository (unless `workspace` makes it) */
  files?: Record<string, string>;
  /** makes the workspace at `ws` instead (e.g. a clone of a bare remote under the runner's `home`) */
  workspace?: (ws: string, home: string) => void;
  inputs: Record<string, string>;
  env?: Record<string, string>;
}): ActionRun {
  const r = opts.root;
  const dirs = {
    home: join(r, "home"),
    workflow: join(r, "workflow"),
    fileCommands: join(r, "file_commands"),
    runnerTemp: join(r, "runner_temp"),
  };
  for (const d of Object.values(dirs)) mkdirSync(d, { recursive: true });
  const ws = join(r, "workspace");
  if (opts.workspace) opts.workspace(ws, dirs.home);
  else {
    for (const [f, text] of Object.entries(opts.files ?? {})) {
      mkdirSync(join(ws, f, ".."), { recursive: true });
      writeFileSync(join(ws, f), text);
    }
    git(ws, "init", "-q", "-b", "main");
    git(ws, "add", "-A");
    git(ws, "commit", "-q", "-m", "fixture");
  }
  writeFileSync(
    join(dirs.workflow, "event.json"),
    JSON.stringify({
      ref: "refs/heads/main",
      repository: { full_name: "acme/skills", name: "skills", owner: { login: "acme" } },
    }),
  );
  for (const f of ["set_output", "step_summary"]) writeFileSync(join(dirs.fileCommands, f), "");
  mkdirSync(join(dirs.runnerTemp, "cowork-harness"));
  const sha = git(ws, "rev-parse", "HEAD").trim();
  for (const d of [ws, ...Object.values(dirs)]) execFileSync("chown", ["-R", `${RUNNER.uid}:${RUNNER.gid}`, d]);
  // the agent as the Action's install leaves it (restored from the Actions cache): root's, read-only to the runner
  const agentSource = join(REPO_ROOT, "agent", "node_modules", ...AGENT_PACKAGE.split("/"));
  const prefix = join(
    dirs.runnerTemp,
    "cowork-harness",
    `claude-code-${PINNED_AGENT_VERSION}`,
    "node_modules",
    ...AGENT_PACKAGE.split("/"),
  );
  mkdirSync(join(prefix, ".."), { recursive: true });
  execFileSync("cp", ["-al", agentSource, prefix]);

  const env: Record<string, string> = {
    HOME: "/github/home",
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: "/github/workspace",
    GITHUB_EVENT_NAME: "workflow_dispatch",
    GITHUB_EVENT_PATH: "/github/workflow/event.json",
    GITHUB_REPOSITORY: "acme/skills",
    GITHUB_REF: "refs/heads/main",
    GITHUB_REF_NAME: "main",
    GITHUB_SHA: sha,
    GITHUB_RUN_ID: "7",
    GITHUB_ACTOR: "octocat",
    GITHUB_SERVER_URL: "http://127.0.0.1:9",
    GITHUB_API_URL: "http://127.0.0.1:9",
    GITHUB_OUTPUT: "/github/file_commands/set_output",
    GITHUB_STEP_SUMMARY: "/github/file_commands/step_summary",
    RUNNER_TEMP: "/github/runner_temp",
    INPUT_CACHE: "false",
    "INPUT_CHECK-RUN": "false",
    INPUT_COMMENT: "never",
    ...Object.fromEntries(Object.entries(opts.inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...opts.env,
  };
  const mounts = [
    ["/var/run/docker.sock", "/var/run/docker.sock"],
    [ws, "/github/workspace"],
    [dirs.home, "/github/home"],
    [dirs.workflow, "/github/workflow"],
    [dirs.fileCommands, "/github/file_commands"],
    [dirs.runnerTemp, "/github/runner_temp"],
  ];
  const started = Date.now();
  const run = spawnSync(
    "docker",
    [
      "run",
      "--rm",
      "--network",
      opts.network,
      "--workdir",
      "/github/workspace",
      ...mounts.flatMap(([from, to]) => ["-v", `${from}:${to}`]),
      ...Object.entries(env).flatMap(([k, v]) => ["-e", `${k}=${v}`]),
      opts.image,
    ],
    { encoding: "utf8", timeout: ACTION_TIMEOUT, maxBuffer: 64 * 1024 * 1024 },
  );
  return {
    code: run.status ?? -1,
    log: `${run.stdout}${run.stderr}`,
    ws,
    dirs,
    seconds: (Date.now() - started) / 1000,
  };
}
