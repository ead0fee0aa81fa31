/**
 * The Action's live commands on a stock GitHub runner (issue 29), run as GitHub runs a docker
 * action, under a real Docker Engine (dockerd; .ci/run starts it): the Action image built with
 * `docker build` from action.yml's Dockerfile (BuildKit, as GitHub's Docker does), then
 * `docker run --workdir /github/workspace` with the workspace, /github/home, /github/workflow,
 * /github/file_commands, /github/runner_temp and /var/run/docker.sock mounted, on a job network of
 * its own, with the INPUT_* and GITHUB_* variables — and NO agent image in the engine and no
 * COWORK_* variable. Only the base images a registry would serve are there (a Debian root made on
 * this machine stands in for the pinned node image; the `agent-base-image` input names it for the
 * build path, as an air-gapped runner would).
 *
 *  - build path (no registry): `record` builds the agent image from the Dockerfile.agent the
 *    Action carries and says so; `rerecord --commit-mode push` against a bare remote and `check`
 *    with `rerun-stale` then find it in the engine;
 *  - pull path: a local registry (Debian's docker-registry) stands in for GHCR; the agent image is
 *    pushed there, the engine forgets it, and `record` with COWORK_AGENT_IMAGE_PIN (what
 *    action.yml's runs.env carries after scripts/release-pin.mjs --agent) pulls it by digest;
 *  - the cache: `docker save` into a cache and `docker load` back when the engine lost the image.
 *
 * The agent binary is placed where the Action's own install would leave it, restored from the
 * Actions cache (RUNNER_TEMP/cowork-harness/claude-code-<version>): installing it needs npm's
 * registry, which this machine cannot reach.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { engine, testRunTag } from "../helpers/owned-objects.js";
import {
  ACTION_TIMEOUT,
  baseImageInDocker,
  buildActionImage,
  runActionContainer,
} from "../helpers/action-container.js";
import { PINNED_AGENT_VERSION } from "../../src/action/agent-install.js";
import { acquireAgentImage, localAgentTag, type ImageCache } from "../../src/live/container/agent-image.js";
import { detectContainerRuntime } from "../../src/live/container/runtime.js";

const SCRIPT = join(REPO_ROOT, "scripts/container-test.sh");
const LONG = ACTION_TIMEOUT;
const dockerUp = engine("docker", ["info", "--format", "{{.ServerVersion}}"]).code === 0;
const verdict = dockerUp
  ? execFileSync(SCRIPT, ["preflight"], { encoding: "utf8" }).trim()
  : "SKIPPED: dockerd does not answer";
const registryBin = "/usr/bin/docker-registry";
if (verdict !== "READY") console.warn(`Docker Engine Action test: ${verdict}`);
const DF_TAG = localAgentTag(readFileSync(join(REPO_ROOT, "Dockerfile.agent"), "utf8"));

describe.skipIf(verdict !== "READY")(
  "the Action's live commands under Docker Engine, with no agent image prepared",
  () => {
    const tag = testRunTag("ade");
    const actionImage = `localhost/cowork-harness-action:${tag}`;
    const network = `${tag}-job`;
    let root: string;
    let base: string;
    let registry: ChildProcess | undefined;
    let registryPort = 0;

    /** the engine forgets every agent image this test could find (its own tags only) */
    const forgetAgentImage = (...refs: string[]) => {
      for (const r of [DF_TAG, ...refs]) engine("docker", ["rmi", r]);
    };

    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), "cowork-ade-"));
      base = baseImageInDocker();
      const seconds = buildActionImage(actionImage, base);
      console.warn(`Action image ${actionImage} built with docker (BuildKit) in ${seconds.toFixed(1)} s`);
      expect(engine("docker", ["network", "create", network]).code).toBe(0);
      forgetAgentImage();
    }, LONG);

    afterAll(() => {
      registry?.kill("SIGTERM");
      engine("docker", ["network", "rm", network]);
      engine("docker", ["rmi", actionImage]);
      if (root) rmSync(root, { recursive: true, force: true });
    });

    interface Run {
      code: number;
      log: string;
      ws: string;
      remote: string;
      seconds: number;
    }

    /** A runner's folders around a clone of a bare remote of the examples, and the Action run on them as GitHub runs it. */
    function runAction(
      name: string,
      inputs: Record<string, string>,
      opts: { env?: Record<string, string>; prepare?: (ws: string) => void } = {},
    ): Run {
      const r = join(root, name);
      const remote = join(r, "home", "remote.git");
      const run = runActionContainer({
        image: actionImage,
        network,
        root: r,
        inputs,
        ...(opts.env ? { env: opts.env } : {}),
        workspace: (ws) => {
          const seed = join(r, "seed");
          cpSync(join(REPO_ROOT, "examples"), seed, { recursive: true });
          opts.prepare?.(seed);
          git(seed, "init", "-q", "-b", "main");
          git(seed, "add", "-A");
          git(seed, "commit", "-q", "-m", "fixture");
          git(r, "clone", "-q", "--bare", seed, remote);
          git(r, "clone", "-q", remote, ws);
          git(ws, "remote", "set-url", "origin", "/github/home/remote.git");
        },
      });
      console.warn(
        `${inputs.command}${inputs["rerun-stale"] === "true" ? " --rerun-stale" : ""} in the Action image under Docker Engine: ${run.seconds.toFixed(1)} s`,
      );
      return { code: run.code, log: run.log, ws: run.ws, remote, seconds: run.seconds };
    }

    /** git on a repository the runner's user owns */
    const asRunner = (cwd: string, ...args: string[]) =>
      execFileSync("git", ["-c", "safe.directory=*", ...args], { cwd, encoding: "utf8" });

    const editModelScript = (ws: string) =>
      writeFileSync(
        join(ws, "model-scripts/metric-choice.yaml"),
        `${readFileSync(join(ws, "model-scripts/metric-choice.yaml"), "utf8")}# edited\n`,
      );

    it(
      "build path: record builds the agent image from the Dockerfile.agent the Action carries, says so, and writes a cassette that replays green",
      () => {
        expect(engine("docker", ["image", "inspect", DF_TAG]).code, "no agent image prepared").not.toBe(0);
        const run = runAction(
          "record-build",
          { command: "record", paths: "scenarios/metric-choice.yaml", "agent-base-image": base },
          { prepare: (ws) => rmSync(join(ws, "replays"), { recursive: true }) },
        );
        expect(run.code, run.log).toBe(0);
        const built =
          /agent image: built — localhost\/cowork-agent:df-[0-9a-f]{12} \(built from Dockerfile\.agent in ([\d.]+) s\)/.exec(
            run.log,
          );
        expect(built, run.log).not.toBeNull();
        console.warn(
          `build path: the agent image built in ${built![1]} s (first live run ${run.seconds.toFixed(1)} s in all)`,
        );
        expect(run.log).toContain("✓ wrote scenarios/metric-choice.cassette.json");
        const cassette = JSON.parse(readFileSync(join(run.ws, "scenarios/metric-choice.cassette.json"), "utf8"));
        expect(cassette.environment.agentImage.ref).toBe(DF_TAG);
        expect(cassette.environment.containerRuntime).toMatch(/^docker /);
        const replay = runCli(["replay", join(run.ws, "scenarios/metric-choice.cassette.json")], { cwd: run.ws });
        expect(replay.code, replay.stdout + replay.stderr).toBe(0);
      },
      LONG,
    );

    it(
      "rerecord --commit-mode push against a bare remote: the image the first run built is found, the refreshed cassette is pushed",
      () => {
        const cassette = "replays/metric-choice.cassette.json";
        const run = runAction(
          "rerecord-push",
          {
            command: "rerecord",
            paths: cassette,
            "commit-mode": "push",
            // git's own commit and push: this test has no GitHub API (commit-signing api is covered by
            // test/integration/rerecord-api-commit.test.ts and test/integration/action-rerecord-api.test.ts)
            "commit-signing": "local",
            "github-token": "ghs_testtoken000000000000000000000000",
            "agent-base-image": base,
          },
          { prepare: editModelScript },
        );
        expect(run.code, run.log).toBe(0);
        expect(run.log).toMatch(/agent image: (found|built) — localhost\/cowork-agent:df-/);
        expect(run.log).toContain(`✓ refreshed ${cassette}`);
        // the remote's main moved by one commit, which carries the refreshed cassette
        expect(asRunner(run.remote, "rev-list", "--count", "main").trim()).toBe("2");
        expect(asRunner(run.remote, "show", "--name-only", "--format=", "main").trim().split("\n")).toContain(cassette);
      },
      LONG,
    );

    it(
      "check with rerun-stale: the cassette a skill edit made stale is re-run in the container tier and the gate passes",
      () => {
        // a skill edit: stale-skill, which the default fail-on leaves to the re-run's verdict
        const editSkill = (ws: string) =>
          writeFileSync(
            join(ws, "skills/csv-metrics/skills/csv-metrics/SKILL.md"),
            `${readFileSync(join(ws, "skills/csv-metrics/skills/csv-metrics/SKILL.md"), "utf8")}\nKeep the summary short.\n`,
          );
        const run = runAction(
          "check-rerun",
          {
            command: "check",
            paths: "replays/metric-choice.cassette.json",
            "rerun-stale": "true",
            "agent-base-image": base,
          },
          { prepare: editSkill },
        );
        expect(run.code, run.log).toBe(0);
        expect(run.log).toMatch(/agent image: (found|built) — /);
        expect(run.log).toMatch(/stale; re-run passed/);
      },
      LONG,
    );

    it(
      "pull path: the released image is pulled by digest from a registry (a local one stands in for GHCR), with its time",
      async () => {
        if (!existsSync(registryBin))
          throw new Error("docker-registry is not installed (apt-get install docker-registry; .ci/run does)");
        registryPort = 20000 + Math.floor(Math.random() * 20000);
        const conf = join(root, "registry.yml");
        writeFileSync(
          conf,
          `version: 0.1\nstorage:\n  filesystem:\n    rootdirectory: ${join(root, "registry")}\nhttp:\n  addr: 127.0.0.1:${registryPort}\n`,
        );
        registry = spawn(registryBin, ["serve", conf], { stdio: "ignore" });
        for (let i = 0; i < 100 && spawnSync("curl", ["-sf", `http://127.0.0.1:${registryPort}/v2/`]).status !== 0; i++)
          await new Promise((r) => setTimeout(r, 100));
        const repo = `127.0.0.1:${registryPort}/acme/cowork-agent`;
        expect(engine("docker", ["image", "inspect", DF_TAG]).code, "the build path left the image").toBe(0);
        expect(engine("docker", ["tag", DF_TAG, `${repo}:release`]).code).toBe(0);
        const pushed = engine("docker", ["push", `${repo}:release`]);
        expect(pushed.code, pushed.stderr).toBe(0);
        const digest = /digest: (sha256:[0-9a-f]{64})/.exec(pushed.stdout)?.[1];
        expect(digest, pushed.stdout).toBeTruthy();
        const pin = `${repo}@${digest}`;
        forgetAgentImage(`${repo}:release`);
        expect(engine("docker", ["image", "inspect", pin]).code).not.toBe(0);
        // what action.yml's runs.env carries once scripts/release-pin.mjs --agent pinned it
        const run = runAction(
          "record-pull",
          { command: "record", paths: "scenarios/metric-choice.yaml" },
          { env: { COWORK_AGENT_IMAGE_PIN: pin }, prepare: (ws) => rmSync(join(ws, "replays"), { recursive: true }) },
        );
        expect(run.code, run.log).toBe(0);
        expect(run.log).toContain(`pulling the agent image ${pin}`);
        const pulled = /agent image: pinned — \S+ \(the released image, pulled by digest in ([\d.]+) s\)/.exec(run.log);
        expect(pulled, run.log).not.toBeNull();
        console.warn(
          `pull path: the agent image pulled by digest in ${pulled![1]} s (first live run ${run.seconds.toFixed(1)} s in all)`,
        );
        const cassette = JSON.parse(readFileSync(join(run.ws, "scenarios/metric-choice.cassette.json"), "utf8"));
        expect(cassette.environment.agentImage.ref).toBe(pin);
        expect(cassette.environment.agentImage.registryDigest).toBe(digest);
        engine("docker", ["rmi", pin]);
      },
      LONG,
    );

    it(
      "the cache: a built image is saved (docker save) and, once the engine lost it, restored (docker load) instead of rebuilt",
      async () => {
        const d = detectContainerRuntime({ ...process.env, COWORK_CONTAINER_RUNTIME: "docker" });
        if (!("runtime" in d)) throw new Error(d.missing);
        const store = join(root, "actions-cache");
        const saved: string[] = [];
        // stands in for @actions/cache (GitHub's cache service is not here): a directory per key
        const cache: ImageCache = {
          restore: async (dir, key) => {
            if (!existsSync(join(store, key))) return false;
            cpSync(join(store, key), dir, { recursive: true });
            return true;
          },
          save: async (dir, key) => {
            saved.push(key);
            cpSync(dir, join(store, key), { recursive: true });
          },
        };
        const logs: string[] = [];
        const opts = {
          env: {},
          log: (l: string) => void logs.push(l),
          build: true,
          base,
          cache: { cache, dir: join(root, "image-cache-dir"), agentVersion: PINNED_AGENT_VERSION },
        };
        forgetAgentImage();
        const first = await acquireAgentImage(d.runtime, opts);
        expect(first.path).toBe("built");
        expect(first.how).toMatch(/saved to the cache as cowork-harness-agent-image-[0-9a-f]{12}-/);
        expect(saved).toHaveLength(1);
        forgetAgentImage();
        const t0 = Date.now();
        const second = await acquireAgentImage(d.runtime, opts);
        expect(second.path, logs.join("\n")).toBe("restored");
        console.warn(
          `agent image restored from the cache in ${((Date.now() - t0) / 1000).toFixed(1)} s (${second.how})`,
        );
        const size = engine("docker", ["image", "inspect", "--format", "{{.Size}}", DF_TAG]).stdout.trim();
        console.warn(`agent image size (linux/${process.arch}): ${(Number(size) / 1e6).toFixed(0)} MB`);
      },
      LONG,
    );
  },
);
