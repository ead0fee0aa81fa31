/**
 * The last resort (issue 36, class 2): an error nothing handled, in the middle of a container-tier
 * run, ends the process with one line and exit 2, and leaves no container, network or staged dir
 * behind. Before, such an error was what a skill posting 700 MB to the model endpoint caused
 * (ERR_STRING_TOO_LONG thrown in a server's event handler): the process died with a stack trace
 * and the run's objects stayed. The CLI here is the real one, bundled with a planted fault that
 * fires once the run's agent container is up (test/fixtures/last-resort/cli-entry.ts): as an
 * uncaughtException, and as an unhandledRejection.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { resolveAgentBinary } from "../../src/live/agent/binary.js";
import { bundleCli, type BundledCli } from "../helpers/bundle-cli.js";
import { sandboxEngines } from "../helpers/engines.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { writeOneBashStep } from "../helpers/one-bash-step.js";
import { objectsOfRun, testRunTag } from "../helpers/owned-objects.js";
import { REPO_ROOT } from "../helpers/paths.js";

const IMAGE = process.env.COWORK_AGENT_IMAGE;
const ENGINES = sandboxEngines(IMAGE, process.env.COWORK_SANDBOX_FULL === "1");

const stagedDirs = (stage: string): string[] => readdirSync(stage).filter((n) => n.startsWith("cowork-session-"));

async function until(what: string, ok: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!IMAGE)("the last resort of a container-tier run", () => {
  let bundle: BundledCli;
  let repo: TempCopy;
  beforeAll(async () => {
    bundle = await bundleCli("test/fixtures/last-resort/cli-entry.ts");
    repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
    writeOneBashStep(repo.dir, "long-step", { command: "sleep 90; echo done", fidelity: "container" });
  });
  afterAll(() => {
    bundle?.cleanup();
    repo?.cleanup();
  });

  for (const engine of ENGINES)
    describe.skipIf(!engine.ready)(engine.name, () => {
      it.each(["throw", "reject"])(
        "a planted fault (%s) once the agent runs: one line, exit 2, no container, network or staged dir left",
        async (fault) => {
          const tag = testRunTag("lr");
          const stage = join(repo.dir, "..", `stage-${engine.name}-${fault}`);
          mkdirSync(stage);
          const trigger = join(stage, "..", `fire-${engine.name}-${fault}`);
          const child = spawn(
            process.execPath,
            [bundle.cli, "record", "scenarios/long-step.yaml", "--out", `out-${fault}/`],
            {
              cwd: repo.dir,
              env: {
                ...process.env,
                GITHUB_ACTIONS: "",
                COWORK_CONTAINER_RUNTIME: engine.name,
                COWORK_RUN_TAG: tag,
                COWORK_AGENT_BINARY: resolveAgentBinary(),
                TMPDIR: stage,
                PLANTED_FAULT: fault,
                PLANTED_FAULT_TRIGGER: trigger,
              },
              stdio: ["ignore", "pipe", "pipe"],
            },
          );
          let stderr = "";
          child.stderr!.on("data", (d) => (stderr += d));
          const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
          // the agent's container is up (the proxy's and the agent's) and the session is staged
          await until(
            "the agent's container",
            () =>
              objectsOfRun(engine.name, tag).filter((o) => o.kind === "container").length >= 2 &&
              stagedDirs(stage).length > 0,
            90_000,
          ).catch((e: Error) => {
            child.kill("SIGKILL");
            throw new Error(`${e.message}\n${stderr}`);
          });
          writeFileSync(trigger, "");
          const code = await exited;
          const lines = stderr.split("\n").filter((l) => l.includes("internal error"));
          expect(lines, stderr).toHaveLength(1);
          expect(lines[0]).toMatch(
            /^cowork-harness record: internal error: planted fault: Cannot create a string longer than 0x1fffffe8 characters; the run stopped and the \d+ container\(s\), network\(s\) and staged dir\(s\) it had made were removed — a bug in cowork-harness: run again with COWORK_HARNESS_DEBUG=1 for the stack, and report it$/,
          );
          expect(stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m); // no stack trace
          expect(code, stderr).toBe(2);
          expect(objectsOfRun(engine.name, tag)).toEqual([]);
          const left = stagedDirs(stage).map((d) => `${d}: ${readdirSync(join(stage, d)).join(", ")}`);
          expect(left, stderr).toEqual([]);
        },
        180_000,
      );
    });
});
