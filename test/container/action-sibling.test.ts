/**
 * `command: record` in the Action image, started the way GitHub starts a container action on a
 * stock runner: the engine's socket mounted at /var/run/docker.sock (root:<docker group> 0660, as
 * on the runner), the workspace and the runner's folders bind-mounted from the host, the container
 * on a network of its own (GitHub's job network). The container tier then runs the agent and its
 * egress proxy as sibling containers through that socket (src/live/container/sibling.ts).
 *
 * Here the engine is podman's Docker-compatible API (`podman system service`), driven by the docker
 * CLI the Action image carries. The agent binary is bind-mounted from this machine (a runner would
 * install it under RUNNER_TEMP); the agent image is the one the global setup built.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";

const SCRIPT = join(REPO_ROOT, "scripts/container-test.sh");
const RUNNER = { uid: 1001, gid: 1001 };
const DOCKER_GID = 121; // the runner's docker group owns its socket
const BUILD_TIMEOUT = 10 * 60_000;

const verdict = process.env.COWORK_TEST_IMAGE
  ? "READY"
  : execFileSync(SCRIPT, ["preflight"], { encoding: "utf8" }).trim();
if (verdict !== "READY") console.warn(verdict);

interface Setup {
  image: string;
  env: NodeJS.ProcessEnv;
  globalArgs: string[];
  root: string;
  socket: string;
  service: ChildProcess;
  network: string;
}

function podman(s: Pick<Setup, "env" | "globalArgs">, args: string[]) {
  return spawnSync("podman", [...s.globalArgs, ...args], { env: s.env, encoding: "utf8", timeout: 5 * 60_000 });
}

describe.skipIf(verdict !== "READY")(
  "record in the Action image: sibling containers through the runner's Docker socket",
  () => {
    let s: Setup;

    beforeAll(async () => {
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
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...(vars.CONTAINERS_CONF ? { CONTAINERS_CONF: vars.CONTAINERS_CONF } : {}),
      };
      const globalArgs = vars.PODMAN_RUNTIME ? ["--runtime", vars.PODMAN_RUNTIME] : [];
      const root = mkdtempSync(join(tmpdir(), "cowork-sibling-"));
      const socket = join(root, "engine", "docker.sock");
      mkdirSync(dirname(socket));
      const service = spawn("podman", [...globalArgs, "system", "service", "--time=0", `unix://${socket}`], {
        env,
        stdio: "ignore",
      });
      for (let i = 0; i < 100 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 100));
      if (!existsSync(socket)) throw new Error("podman system service did not create its socket");
      chownSync(socket, 0, DOCKER_GID);
      execFileSync("chmod", ["660", socket]);
      const network = `cowork-test-job-${Math.random().toString(16).slice(2, 10)}`;
      const made = podman({ env, globalArgs }, ["network", "create", network]);
      if (made.status !== 0) throw new Error(made.stderr);
      s = { image: vars.COWORK_TEST_IMAGE!, env, globalArgs, root, socket, service, network };
    }, BUILD_TIMEOUT);

    afterAll(() => {
      if (!s) return;
      podman(s, ["network", "rm", "-f", s.network]);
      s.service.kill("SIGTERM");
      rmSync(s.root, { recursive: true, force: true });
    });

    interface Run {
      code: number;
      log: string;
      ws: string;
      runnerTemp: string;
      outputs: string;
    }

    /** A runner's folders around a git copy of the examples (edited by `prepare`), and the Action run on them as GitHub runs it. */
    function runAction(name: string, inputs: Record<string, string>, prepare: (ws: string) => void = () => {}): Run {
      const agentImage = process.env.COWORK_AGENT_IMAGE;
      expect(agentImage, "the global setup builds the agent image").toBeTruthy();
      const agentBinary = resolveAgentBinary(undefined, process.env);
      const agentDir = dirname(dirname(agentBinary));
      const r = join(s.root, name);
      const ws = join(r, "workspace");
      cpSync(join(REPO_ROOT, "examples"), ws, { recursive: true });
      prepare(ws);
      git(ws, "init", "-q", "-b", "main");
      git(ws, "add", "-A");
      git(ws, "commit", "-q", "-m", "fixture");
      const dirs = {
        home: join(r, "home"),
        workflow: join(r, "workflow"),
        fileCommands: join(r, "file_commands"),
        runnerTemp: join(r, "runner_temp"),
      };
      for (const d of Object.values(dirs)) mkdirSync(d);
      writeFileSync(
        join(dirs.workflow, "event.json"),
        JSON.stringify({
          ref: "refs/heads/main",
          repository: { full_name: "acme/skills", name: "skills", owner: { login: "acme" } },
        }),
      );
      for (const f of ["set_output", "step_summary"]) writeFileSync(join(dirs.fileCommands, f), "");
      for (const d of [ws, ...Object.values(dirs)]) execFileSync("chown", ["-R", `${RUNNER.uid}:${RUNNER.gid}`, d]);

      const env: Record<string, string> = {
        HOME: "/github/home",
        CI: "true",
        GITHUB_ACTIONS: "true",
        GITHUB_WORKSPACE: "/github/workspace",
        GITHUB_EVENT_NAME: "workflow_dispatch",
        GITHUB_EVENT_PATH: "/github/workflow/event.json",
        GITHUB_REPOSITORY: "acme/skills",
        GITHUB_REF: "refs/heads/main",
        GITHUB_RUN_ID: "7",
        GITHUB_OUTPUT: "/github/file_commands/set_output",
        GITHUB_STEP_SUMMARY: "/github/file_commands/step_summary",
        RUNNER_TEMP: "/github/runner_temp",
        INPUT_CACHE: "false",
        "INPUT_CHECK-RUN": "false",
        INPUT_COMMENT: "never",
        ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
        COWORK_AGENT_BINARY: `/opt/agent/${agentBinary.slice(agentDir.length + 1)}`,
        // named by the input, as a workflow does (issue 29); no COWORK_AGENT_IMAGE
        "INPUT_AGENT-IMAGE": agentImage!,
      };
      const started = Date.now();
      const run = podman(s, [
        "run",
        "--rm",
        "--network",
        s.network,
        "-v",
        `${s.socket}:/var/run/docker.sock`,
        "-v",
        `${ws}:/github/workspace`,
        "-v",
        `${dirs.home}:/github/home`,
        "-v",
        `${dirs.workflow}:/github/workflow`,
        "-v",
        `${dirs.fileCommands}:/github/file_commands`,
        "-v",
        `${dirs.runnerTemp}:/github/runner_temp`,
        "-v",
        `${agentDir}:/opt/agent:ro`,
        "-w",
        "/github/workspace",
        ...Object.entries(env).flatMap(([k, v]) => ["-e", `${k}=${v}`]),
        s.image,
      ]);
      console.warn(
        `${inputs.command} in the Action image (sibling containers): ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return {
        code: run.status ?? -1,
        log: `${run.stdout}${run.stderr}`,
        ws,
        runnerTemp: dirs.runnerTemp,
        outputs: readFileSync(join(dirs.fileCommands, "set_output"), "utf8"),
      };
    }

    /** The run's proxy and agent containers and its two networks are gone; its staged session too. */
    function expectNothingLeft(run: Run): void {
      const tokens = [...run.log.matchAll(/cowork-proxy-(r[0-9a-f]+)/g)].map((m) => m[1]!);
      expect(tokens.length).toBeGreaterThan(0);
      const left = `${podman(s, ["ps", "-a", "--format", "{{.Names}}"]).stdout}${podman(s, ["network", "ls", "--format", "{{.Name}}"]).stdout}`;
      for (const t of tokens) expect(left).not.toContain(t);
      expect(
        spawnSync("find", [join(run.runnerTemp, "cowork-harness-tmp"), "-mindepth", "1"], {
          encoding: "utf8",
        }).stdout.trim(),
      ).toBe("");
    }

    it(
      "record: a scenario with its model script at the container tier — the cassette is written, stamped container, owned by the runner, and replays green; nothing is left running",
      () => {
        const run = runAction("record", { command: "record", paths: "scenarios/metric-choice.yaml" }, (ws) =>
          rmSync(join(ws, "replays"), { recursive: true }),
        );
        expect(run.code, run.log).toBe(0);
        expect(run.log).toMatch(
          /sibling containers: this process runs in container [0-9a-f]{12}; mounts translated to host paths \(\/github\/runner_temp\/cowork-harness-tmp\/cowork-session-\S+ → /,
        );
        expect(run.log).toContain(`→ ${run.runnerTemp}/cowork-harness-tmp/cowork-session-`);
        expect(run.log).toContain("✓ wrote scenarios/metric-choice.cassette.json");

        const path = join(run.ws, "scenarios/metric-choice.cassette.json");
        const st = statSync(path);
        expect([st.uid, st.gid]).toEqual([RUNNER.uid, RUNNER.gid]);
        const cassette = JSON.parse(readFileSync(path, "utf8"));
        expect(cassette.environment.tier).toBe("container");
        expect(cassette.environment.agentHost).toBe("container");
        expect(cassette.environment.agentImage.ref).toBe(process.env.COWORK_AGENT_IMAGE);
        expect(cassette.environment.network).toMatch(/sibling containers/);
        expect(run.outputs).toMatch(/^ok<<(\S+)\ntrue\n\1$/m);

        const replay = runCli(["replay", path, "--output-format", "json"], { cwd: run.ws });
        expect(replay.code, replay.stdout + replay.stderr).toBe(0);
        expect(JSON.parse(replay.stdout).results[0].verdict.pass).toBe(true);
        expectNothingLeft(run);
      },
      BUILD_TIMEOUT,
    );

    it(
      "rerecord (commit-mode none): a cassette stale by its edited model script is re-recorded through the socket and is fresh afterwards",
      () => {
        const cassette = "replays/metric-choice.cassette.json";
        const run = runAction("rerecord", { command: "rerecord", paths: cassette, "commit-mode": "none" }, (ws) =>
          writeFileSync(
            join(ws, "model-scripts/metric-choice.yaml"),
            `${readFileSync(join(ws, "model-scripts/metric-choice.yaml"), "utf8")}# edited\n`,
          ),
        );
        expect(run.code, run.log).toBe(0);
        expect(run.log).toContain("1 stale of 1 cassette(s)");
        expect(run.log).toContain(`✓ refreshed ${cassette}`);
        expect(run.log).toMatch(/sibling containers: this process runs in container [0-9a-f]{12}/);
        const after = JSON.parse(readFileSync(join(run.ws, cassette), "utf8"));
        expect(after.environment.network).toMatch(/sibling containers/);
        const check = runCli(["check", cassette], { cwd: run.ws });
        expect(check.code, check.stdout + check.stderr).toBe(0);
        expect(check.stdout).toMatch(/0 stale/);
        expectNothingLeft(run);
      },
      BUILD_TIMEOUT,
    );
  },
);
