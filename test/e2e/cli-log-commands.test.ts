/**
 * Under GitHub Actions a command's own annotations reach the log as workflow commands: the log
 * guard (src/core/util/log-guard.ts) neutralises every other "::" line, and lets through the ones
 * our reporters built.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CLI, REPO_ROOT } from "../helpers/paths.js";

describe("the CLI's own annotations under GitHub Actions", () => {
  it("under GitHub Actions a command's own annotations reach the log as commands", () => {
    const r = spawnSync(process.execPath, [CLI, "replay", "examples/replays"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: "", COWORK_HARNESS_OUTPUT_FORMAT: "" },
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    const lines = `${r.stdout}\n${r.stderr}`.split("\n");
    // the notes the replay of a directory says once, as the notices it built (not shown as text: "» ::notice::")
    expect(lines.filter((l) => l.startsWith("::notice::[replay] cassette note:")).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes("» ::"))).toEqual([]);
  });
});
