/**
 * `setup` starts a trial container with record's settings before it says ready (issue 39, item 2):
 * a runtime that cannot apply them fails setup with one line and its cure, where `record` used to
 * die mid-run on a raw OCI error; and when docker and podman both answer, setup and record say which
 * one they use and how to choose. Real podman (a containers.conf whose default ulimits no process
 * may set: the rlimit failure of a restricted host, on any host) and Docker Engine when it runs.
 */
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../helpers/run-cli.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy } from "../helpers/git-copy.js";
import { dockerWithAgentImage } from "../helpers/owned-objects.js";

const image = process.env.COWORK_AGENT_IMAGE;
const dir = mkdtempSync(join(tmpdir(), "setup-trial-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!image)("setup's trial container (podman)", () => {
  const env = { COWORK_CONTAINER_RUNTIME: "podman", COWORK_AGENT_IMAGE: image! };

  it("a runtime that cannot set record's limits fails setup with the cure, not record later", () => {
    const bad = join(dir, "bad.conf");
    // a hard limit above the kernel's: setrlimit is refused, as on hosts that forbid podman's defaults
    writeFileSync(bad, '[containers]\ndefault_ulimits = ["nofile=1073741824:1073741824"]\n');
    const r = runCli(["setup"], { cwd: dir, env: { ...env, CONTAINERS_CONF: bad } });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stdout).not.toContain("nothing else to set");
    expect(r.stderr).toMatch(/podman could not start the agent's container with the settings record uses: .*rlimit/i);
    expect(r.stderr).toContain("default_ulimits = []");
    expect(
      r.stderr
        .trim()
        .split("\n")
        .filter((l) => !l.startsWith("container engine:")),
    ).toHaveLength(1);
  });

  it("record without setup, on the same runtime, ends on the same cure instead of a raw OCI error", () => {
    const bad = join(dir, "bad-record.conf");
    writeFileSync(bad, '[containers]\ndefault_ulimits = ["nofile=1073741824:1073741824"]\n');
    const repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
    try {
      const r = runCli(["record", "scenarios/csv-report.yaml", "--out", join(dir, "x.cassette.json")], {
        cwd: repo.dir,
        env: { ...env, CONTAINERS_CONF: bad, GITHUB_ACTIONS: "" },
      });
      expect(r.code, r.stderr).not.toBe(0);
      expect(r.stderr).toMatch(
        /rlimit.* — this machine does not let podman set its default ulimits: .*default_ulimits = \[\]/,
      );
    } finally {
      repo.cleanup();
    }
  });

  it("with the engine's settings working, the trial runs and setup says ready", () => {
    const good = join(dir, "good.conf");
    writeFileSync(good, "[containers]\ndefault_ulimits = []\n");
    const r = runCli(["setup"], { cwd: dir, env: { ...env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? good } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("✓ a trial container ran with record's settings");
    expect(r.stderr).toMatch(/^container engine: using podman /m);
  });
});

describe.skipIf(!image || !dockerWithAgentImage(image))("two engines answering", () => {
  it("setup names the one it uses and how to choose the other", () => {
    const r = runCli(["setup"], { cwd: dir, env: { COWORK_CONTAINER_RUNTIME: "", COWORK_AGENT_IMAGE: image! } });
    expect(r.stderr).toMatch(
      /^container engine: using docker .*; podman answers too, with its own image store — COWORK_CONTAINER_RUNTIME=podman uses it$/m,
    );
  });
});
