/**
 * A used-up subnet pool (issue 27): podman with a containers.conf of this test's own whose pool
 * holds two /24 subnets. A network left by a dead run takes one, so a record (which needs two)
 * fails at its second network with one line that says the pool is used up, how many networks
 * dead runs hold, and the command that frees them; `cleanup --dry-run` lists that network,
 * `cleanup` removes it, and the record then succeeds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { objectsOfRun, testRunTag } from "../helpers/owned-objects.js";
import { encodeOwner, selfOwner } from "../../src/live/container/owner.js";

const image = process.env.COWORK_AGENT_IMAGE;

describe.skipIf(!image)(
  "a used-up subnet pool names the dead runs' networks and the command that frees them (podman)",
  () => {
    const tag = testRunTag("sp");
    let repo: TempCopy;
    let env: NodeJS.ProcessEnv;
    const podman = (args: string[]) => spawnSync("podman", args, { env: { ...process.env, ...env }, encoding: "utf8" });

    beforeAll(() => {
      repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
      // a pool of its own (one /24 at a random place in 10.128.0.0/9: a run needs one network, the dead
      // run's holds it), so no other run's networks share it
      const n = 128 + Math.floor(Math.random() * 127);
      const m = 2 * Math.floor(Math.random() * 127);
      const conf = join(repo.dir, "..", "containers.conf");
      writeFileSync(
        conf,
        `[containers]\ndefault_ulimits = []\n\n[network]\ndefault_subnet_pools = [{"base" = "10.${n}.${m}.0/24", "size" = 24}]\n`,
      );
      env = {
        CONTAINERS_CONF: conf,
        COWORK_CONTAINER_RUNTIME: "podman",
        COWORK_RUN_TAG: tag,
        TMPDIR: join(repo.dir, ".."),
      };
      // a run that is gone: a pid that no longer runs, on this machine
      const gone = spawnSync("true");
      const dead = { ...selfOwner(), pid: gone.pid!, start: "1" };
      delete dead.ctr;
      const made = podman([
        "network",
        "create",
        "--label",
        `cowork-harness.owner=${encodeOwner(dead)}`,
        "--label",
        `cowork-harness.run=${tag}`,
        `${tag}-dead`,
      ]);
      expect(made.status, made.stderr).toBe(0);
    });

    afterAll(() => {
      podman(["network", "rm", "-f", `${tag}-dead`]);
      repo?.cleanup();
    });

    it("record fails with the count and `cowork-harness cleanup`; cleanup frees the pool; record then succeeds", () => {
      const rec = runCli(["record", "scenarios/csv-report.yaml", "--out", "c1/"], {
        cwd: repo.dir,
        env: { ...env, COWORK_SWEEP: "off" },
      });
      expect(rec.code).toBe(2);
      const lines = rec.stderr
        .trim()
        .split("\n")
        .filter((l) => l.startsWith("cowork-harness record:"));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /podman has no free subnet for the network cowork-out-\S+ \(its address pool is used up\): 1 network\(s\) of dead cowork-harness runs hold subnets .* remove them with `cowork-harness cleanup`/,
      );
      // the failed run took its first network down with it
      expect(objectsOfRun("podman", tag).map((o) => o.name)).toEqual([`${tag}-dead`]);

      const dry = runCli(["cleanup", "--dry-run"], { cwd: repo.dir, env });
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toContain(`· network ${tag}-dead`);
      expect(objectsOfRun("podman", tag).map((o) => o.name)).toEqual([`${tag}-dead`]);
      const clean = runCli(["cleanup"], { cwd: repo.dir, env });
      expect(clean.code, clean.stderr).toBe(0);
      expect(clean.stdout).toContain(`✓ network ${tag}-dead`);
      expect(objectsOfRun("podman", tag)).toEqual([]);

      const again = runCli(["record", "scenarios/csv-report.yaml", "--out", "c1/"], {
        cwd: repo.dir,
        env: { ...env, COWORK_SWEEP: "off" },
      });
      expect(again.code, again.stderr).toBe(0);
    });
  },
);
