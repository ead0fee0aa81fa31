/**
 * One documented command makes `record` work (issue 26 item 2): `cowork-harness setup` finds (or
 * builds) the agent image under the tag `record` looks for, so a record with no COWORK_AGENT_IMAGE
 * uses it. The global setup built the image with scripts/agent-image.sh --local, which adds that tag.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { localAgentTag } from "../../src/live/container/agent-image.js";

const ready = Boolean(process.env.COWORK_AGENT_IMAGE);
const tag = localAgentTag(readFileSync(join(REPO_ROOT, "Dockerfile.agent"), "utf8"));

describe.skipIf(!ready)("setup, then record with nothing set (podman)", () => {
  let repo: TempCopy;
  beforeAll(() => {
    repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  });
  afterAll(() => repo?.cleanup());

  it("setup says where the image is; record finds it without COWORK_AGENT_IMAGE", () => {
    const env = { COWORK_AGENT_IMAGE: "", COWORK_CONTAINER_RUNTIME: "podman" };
    const setup = runCli(["setup"], { cwd: repo.dir, env });
    expect(setup.code, setup.stderr).toBe(0);
    expect(setup.stdout).toContain(`✓ agent image ready in podman `);
    expect(setup.stdout).toContain(`${tag} (built from this Dockerfile.agent earlier; in podman's store)`);
    const rec = runCli(["record", "scenarios/csv-report.yaml", "--out", "c1/"], { cwd: repo.dir, env });
    expect(rec.code, rec.stderr).toBe(0);
    const cassette = JSON.parse(readFileSync(join(repo.dir, "c1/csv-report.cassette.json"), "utf8"));
    expect(cassette.environment.agentImage.ref).toBe(tag);
  });

  it("an unknown runtime is one line naming the cause", () => {
    const r = runCli(["setup"], { cwd: repo.dir, env: { COWORK_CONTAINER_RUNTIME: "/nonexistent/podman" } });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^cowork-harness setup: the container tier needs docker or podman — /),
    ]);
  });
});
