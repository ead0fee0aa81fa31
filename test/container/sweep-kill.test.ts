/**
 * Nothing left behind (issue 27): `record` at the container tier is killed with SIGKILL at seeded
 * instants spread over its whole run (a scripted model keeps each run to seconds), under podman and
 * under Docker Engine; then `record` runs again. Afterwards no container, network or staged session
 * dir of a killed run remains, and the objects of a run that is still alive (a concurrent run,
 * here a live process's labelled network, container and staged dir) are untouched.
 *
 * COWORK_SWEEP_KILLS sets the number of kills per engine (default 2; .ci/run sets 8), and
 * COWORK_SWEEP_SEED the seed (printed, so a failure can be replayed).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CLI, REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { dockerWithAgentImage, engine, objectsOfRun, testRunTag, type Engine } from "../helpers/owned-objects.js";
import { decodeOwner, encodeOwner, processStart, selfOwner, type Owner } from "../../src/live/container/owner.js";

const image = process.env.COWORK_AGENT_IMAGE;
const KILLS = Math.max(1, Number(process.env.COWORK_SWEEP_KILLS ?? 2));
const SEED = Number(process.env.COWORK_SWEEP_SEED ?? Math.floor(Math.random() * 2 ** 31));
const dockerReady = Boolean(image) && dockerWithAgentImage(image);

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function stagedDirs(stage: string): { dir: string; owner?: Owner }[] {
  return readdirSync(stage)
    .filter((n) => n.startsWith("cowork-session-"))
    .map((n) => {
      const f = join(stage, n, "owner");
      return { dir: n, ...(existsSync(f) ? { owner: decodeOwner(readFileSync(f, "utf8")) } : {}) };
    });
}

for (const rt of ["podman", "docker"] as Engine[]) {
  const ready = rt === "podman" ? Boolean(image) : dockerReady;
  describe.skipIf(!ready)(`a killed record leaves nothing behind (${rt})`, () => {
    const tag = testRunTag(`sk${rt[0]}`);
    let repo: TempCopy;
    let stage: string;
    let liveProc: ChildProcess;
    let live: Owner;
    const env = (): NodeJS.ProcessEnv => ({
      ...process.env,
      GITHUB_ACTIONS: "",
      COWORK_CONTAINER_RUNTIME: rt,
      COWORK_RUN_TAG: tag,
      TMPDIR: stage,
    });

    beforeAll(() => {
      repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
      stage = join(repo.dir, "..", "stage");
      mkdirSync(stage);
      // a run that is alive: its network, container and staged dir must survive every sweep
      liveProc = spawn("sleep", ["900"], { stdio: "ignore" });
      live = { ...selfOwner(), pid: liveProc.pid!, start: processStart(liveProc.pid!) ?? "" };
      delete live.ctr;
      const labels = ["--label", `cowork-harness.owner=${encodeOwner(live)}`, "--label", `cowork-harness.run=${tag}`];
      expect(engine(rt, ["network", "create", ...labels, `${tag}-live`]).code).toBe(0);
      expect(engine(rt, ["create", "--name", `${tag}-live`, ...labels, image!, "true"]).code).toBe(0);
      mkdirSync(join(stage, "cowork-session-live"));
      writeFileSync(join(stage, "cowork-session-live", "owner"), encodeOwner(live));
    });

    afterAll(() => {
      engine(rt, ["rm", "-f", `${tag}-live`]);
      engine(rt, ["network", "rm", `${tag}-live`]);
      liveProc?.kill();
      repo?.cleanup();
    });

    it(
      `SIGKILL at ${KILLS} seeded instants, then record again: nothing of the killed runs remains, the live run's objects do`,
      async () => {
        const record = (out: string) =>
          spawn(process.execPath, [CLI, "record", "scenarios/csv-report.yaml", "--out", out], {
            cwd: repo.dir,
            env: env(),
            stdio: ["ignore", "pipe", "pipe"],
            detached: true,
          });
        const t0 = Date.now();
        const full = spawnSync(process.execPath, [CLI, "record", "scenarios/csv-report.yaml", "--out", "full/"], {
          cwd: repo.dir,
          env: env(),
          encoding: "utf8",
          timeout: 120_000,
        });
        expect(full.status, full.stderr).toBe(0);
        const runMs = Date.now() - t0;
        const rand = rng(SEED);
        const killed: number[] = [];
        let leftByKills = 0;
        for (let i = 0; i < KILLS; i++) {
          const at = Math.round(runMs * (0.02 + 0.98 * rand()));
          const child = record(`k${i}/`);
          let stderr = "";
          child.stderr!.on("data", (d) => (stderr += d));
          const exited = new Promise<void>((r) => child.once("exit", () => r()));
          await Promise.race([sleep(at), exited]);
          const pid = child.pid!;
          if (child.exitCode === null) child.kill("SIGKILL");
          await exited;
          killed.push(pid);
          // what is left of the killed process (the clients it started finish on their own; then the group is gone)
          for (let w = 0; w < 300 && groupAlive(pid); w++) await sleep(100);
          if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
          await sleep(200);
          const left =
            objectsOfRun(rt, tag).filter((o) => o.owner?.pid === pid).length +
            stagedDirs(stage).filter((d) => d.owner?.pid === pid).length;
          leftByKills += left;
          void stderr;
        }
        const beforeFinal =
          objectsOfRun(rt, tag).filter((o) => killed.includes(o.owner?.pid ?? -1)).length +
          stagedDirs(stage).filter((d) => killed.includes(d.owner?.pid ?? -1)).length;
        const again = spawnSync(process.execPath, [CLI, "record", "scenarios/csv-report.yaml", "--out", "again/"], {
          cwd: repo.dir,
          env: env(),
          encoding: "utf8",
          timeout: 120_000,
        });
        expect(again.status, again.stderr).toBe(0);
        const after = objectsOfRun(rt, tag);
        const afterDirs = stagedDirs(stage);
        // what a leftover dir is (whose, what it holds) says which removal missed it
        const leftText = afterDirs
          .filter((d) => d.dir !== "cowork-session-live")
          .map((d) => `${d.dir} (owner pid ${d.owner?.pid ?? "none"}: ${readdirSync(join(stage, d.dir)).join(" ")})`)
          .join("; ");
        console.log(
          `[sweep-kill ${rt}] seed ${SEED}, ${KILLS} kills over a ${runMs} ms run: ${leftByKills} object(s) left by the kills (what stayed without a sweep), ${beforeFinal} still there before the last record, ${after.filter((o) => killed.includes(o.owner?.pid ?? -1)).length + afterDirs.filter((d) => killed.includes(d.owner?.pid ?? -1)).length} after it`,
        );
        // nothing of a killed run, nor of the finished runs, remains: only the live run's objects
        expect(after.map((o) => `${o.kind} ${o.name}`).sort(), `seed ${SEED}`).toEqual([
          `container ${tag}-live`,
          `network ${tag}-live`,
        ]);
        expect(
          afterDirs.map((d) => d.dir),
          `seed ${SEED}; killed ${killed.join(" ")}; left ${leftText}`,
        ).toEqual(["cowork-session-live"]);
        expect(
          KILLS < 3 || leftByKills > 0,
          `seed ${SEED}: no kill left anything, the instants did not cover the run`,
        ).toBe(true);
      },
      120_000 + KILLS * 45_000,
    );
  });
}
