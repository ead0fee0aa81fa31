/**
 * Ctrl-C during a container-tier `record` (issue 26 item 4): the terminal sends SIGINT to the
 * foreground process group; the run removes its containers, both networks and its staged session
 * dir before it exits 130 — nothing is left for a later sweep.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { objectsOfRun, testRunTag } from "../helpers/owned-objects.js";

const image = process.env.COWORK_AGENT_IMAGE;

describe.skipIf(!image)("Ctrl-C during a container record (podman)", () => {
  const tag = testRunTag("ci");
  let repo: TempCopy;
  let stage: string;
  beforeAll(() => {
    repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
    stage = join(repo.dir, "..", "stage");
    mkdirSync(stage);
  });
  afterAll(() => repo?.cleanup());

  // 0 ms: the proxy and forwarder run; later: the agent's container is being created, so a sweep
  // made at the signal misses it and cannot remove the forwarder it depends on (left before the
  // handler waited for the engine's clients and swept again)
  it.each([0, 250, 500, 1000])(
    "SIGINT %i ms after the networks exist: exit 130, no container, network or staged dir of the run left",
    async (delayMs) => {
      const env = {
        ...process.env,
        GITHUB_ACTIONS: "",
        COWORK_CONTAINER_RUNTIME: "podman",
        COWORK_RUN_TAG: tag,
        TMPDIR: stage,
      };
      const child = spawn(process.execPath, [CLI, "record", "scenarios/csv-report.yaml", "--out", `c${delayMs}/`], {
        cwd: repo.dir,
        env,
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      let stderr = "";
      const started = new Promise<void>((resolve) =>
        child.stderr!.on("data", (d) => {
          stderr += d;
          if (/egress proxy cowork-proxy-/.test(stderr)) resolve();
        }),
      );
      const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
      await Promise.race([started, exited]);
      expect(
        objectsOfRun("podman", tag).filter((o) => o.kind === "network"),
        stderr,
      ).toHaveLength(1); // the proxy's ordinary network (the agent has none of its own: issue 21)
      await new Promise((r) => setTimeout(r, delayMs));
      process.kill(-child.pid!, "SIGINT"); // as the terminal does: the whole foreground group
      const code = await exited;
      expect(code, stderr).toBe(130);
      expect(stderr).toMatch(/SIGINT — removing this run's containers, networks and staged files/);
      // the container the handler removed is no memory kill (issue 39 item 5)
      expect(stderr).not.toMatch(/resource limit|memory limit/);
      expect(objectsOfRun("podman", tag)).toEqual([]);
      expect(readdirSync(stage).filter((n) => n.startsWith("cowork-session-"))).toEqual([]);
    },
    90_000,
  );
});
