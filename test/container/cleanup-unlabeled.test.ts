/**
 * `cleanup --unlabeled` (issue 27): networks named like a run's but made before owner labels are
 * reported by `cleanup`, and removed only with --unlabeled; labelled networks of live runs stay.
 * podman keeps its network definitions in a directory of this test's own (network_config_dir), so
 * the test sees no other run's networks and removes none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../helpers/run-cli.js";
import { encodeOwner, selfOwner } from "../../src/live/container/owner.js";

const podmanUp = spawnSync("podman", ["version"], { encoding: "utf8" }).status === 0;

describe.skipIf(!podmanUp)("cleanup --unlabeled (podman)", () => {
  let root: string;
  let env: NodeJS.ProcessEnv;
  const podman = (args: string[]) => spawnSync("podman", args, { env: { ...process.env, ...env }, encoding: "utf8" });
  const names = () =>
    podman(["network", "ls", "--format", "{{.Name}}"])
      .stdout.split("\n")
      .filter((n) => n.startsWith("cowork-"))
      .sort();
  const hex = () => Math.random().toString(16).slice(2, 12).padEnd(10, "0");
  const legacy = [`cowork-int-r${hex()}`, `cowork-out-r${hex()}`];
  const live = `cowork-int-r${hex()}`;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "cowork-unlabeled-"));
    mkdirSync(join(root, "networks"));
    const conf = join(root, "containers.conf");
    writeFileSync(
      conf,
      `[containers]\ndefault_ulimits = []\n\n[network]\nnetwork_config_dir = "${join(root, "networks")}"\ndefault_subnet_pools = [{"base" = "10.${128 + Math.floor(Math.random() * 127)}.0.0/22", "size" = 24}]\n`,
    );
    env = { CONTAINERS_CONF: conf, COWORK_CONTAINER_RUNTIME: "podman", TMPDIR: root };
    for (const n of legacy) expect(podman(["network", "create", n]).status).toBe(0);
    expect(
      podman(["network", "create", "--label", `cowork-harness.owner=${encodeOwner(selfOwner())}`, live]).status,
    ).toBe(0);
  });
  afterAll(() => {
    for (const n of [...legacy, live]) podman(["network", "rm", n]);
    rmSync(root, { recursive: true, force: true });
  });

  it("reports them, lists them with --dry-run, removes them with --unlabeled, and keeps a live run's network", () => {
    const plain = runCli(["cleanup"], { env });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(
      /podman \S+: 2 network\(s\) without an owner label \(made before owner labels\) — `cowork-harness cleanup --unlabeled`/,
    );
    expect(names()).toEqual([...legacy, live].sort());
    const dry = runCli(["cleanup", "--unlabeled", "--dry-run"], { env });
    expect(dry.stdout).toContain("would remove 2 unlabeled network(s)");
    expect(names()).toEqual([...legacy, live].sort());
    const real = runCli(["cleanup", "--unlabeled"], { env });
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout).toContain("removed 2 unlabeled network(s)");
    expect(names()).toEqual([live]);
  });
});
