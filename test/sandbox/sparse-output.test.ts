/**
 * A hostile skill's own-design attack (issue 21, "Done when", item 6): a sparse file in outputs.
 * `truncate -s 20G` takes no disk and no time inside the sandbox, but its apparent size is far over
 * the session directory's bound (session_disk, 2 GiB by default) and the host side then reads every
 * byte of it to hash it for the artifact manifest — 200G held a record for 3½ minutes of CPU, an
 * exabyte would hold it until the job times out. The run must end with `resource limit: …` and
 * write nothing, in about the time a normal run takes.
 *
 * Before the fix the session-dir watch (one look every 500 ms) missed a file made in the agent's last
 * half second: the run was recorded and the file hashed in full (20 GiB: 54 s). Now a last look when
 * the agent ends catches it.
 * Runs at the container tier (podman) whenever the agent image is built, under COWORK_SANDBOX_FULL=1.
 */
import { afterAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../helpers/run-cli.js";

const IMAGE = process.env.COWORK_AGENT_IMAGE;
const FULL = process.env.COWORK_SANDBOX_FULL === "1";

describe.skipIf(!IMAGE || !FULL)("a hostile skill and a sparse file in outputs (container tier, podman)", () => {
  const made: string[] = [];
  afterAll(() => {
    for (const d of made) rmSync(d, { recursive: true, force: true });
  });

  it("a 20 GiB sparse output ends the run with resource limit, writes nothing, and costs no full read", () => {
    const dir = mkdtempSync(join(tmpdir(), "h21act-sparse-"));
    made.push(dir);
    execFileSync("git", ["init", "-q", dir]);
    const command = "truncate -s 20G mnt/outputs/huge.bin && echo sparse-made";
    writeFileSync(
      join(dir, "model.yaml"),
      JSON.stringify({
        turns: [
          { respond: [{ tool_use: { name: "Bash", input: { command, description: "a sparse output" } } }] },
          { respond: [{ text: "done" }] },
        ],
      }),
    );
    writeFileSync(
      join(dir, "scenario.yaml"),
      [
        "name: sparse",
        "session: (inline)",
        "fidelity: container",
        "# cowork-harness model_script: model.yaml",
        "prompt: Run the step.",
        "answers:",
        "  - when_tool: Bash",
        "    decide: allow",
        "",
      ].join("\n"),
    );
    const t0 = Date.now();
    const r = runCli(["record", "scenario.yaml", "--out", "out/", "--allow-failing"], {
      cwd: dir,
      env: { COWORK_CONTAINER_RUNTIME: "podman" },
    });
    const seconds = (Date.now() - t0) / 1000;
    console.warn(`sparse output record: ${seconds.toFixed(1)} s, exit ${r.code}`);
    expect(r.stderr, r.stdout).toMatch(/resource limit: the session directory grew by .* \(session_disk\)/);
    expect(r.code).toBe(1);
    expect(existsSync(join(dir, "out", "sparse.cassette.json"))).toBe(false);
    expect(seconds).toBeLessThan(60);
  }, 240_000);
});
