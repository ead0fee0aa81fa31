/**
 * The container tier with the real agent in the agent image (issue 23): agent_max_turns stops the
 * run after that many turns; the session's mcp.config server runs inside the agent's container and
 * its tool answers; max_peak_rss_bytes is judged on the container's sampled memory (pass and fail).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/paths.js";
import { git, tempCopy, type TempCopy } from "../helpers/git-copy.js";
import { runCli } from "../helpers/run-cli.js";
import { stableSessionId } from "../../src/core/scenario/session-root.js";
import { containerBaseline } from "../../src/core/baselines/container-baseline.js";

let repo: TempCopy;
const w = (rel: string, text: string) => writeFileSync(join(repo.dir, rel), text);
const NAME = "h23-live-settings";

beforeAll(() => {
  repo = tempCopy(join(REPO_ROOT, "examples"), { git: true, name: "examples" });
  mkdirSync(join(repo.dir, "mcp"));
  copyFileSync(join(REPO_ROOT, "test/fixtures/mcp/echo-server.mjs"), join(repo.dir, "mcp/echo-server.mjs"));
  // the server script reaches the container as an upload; the config names it by the path the agent sees
  w(
    "mcp/echo.json",
    JSON.stringify({
      mcpServers: {
        echo: { command: "node", args: [`/sessions/${stableSessionId(NAME)}/mnt/uploads/echo-server.mjs`] },
      },
    }),
  );
  w(
    "sessions/settings.yaml",
    [
      "permission_parity: strict",
      "agent_max_turns: 2",
      "uploads:",
      "  - ../mcp/echo-server.mjs",
      "mcp:",
      "  config: ../mcp/echo.json",
      "",
    ].join("\n"),
  );
  w(
    "model-scripts/turns.yaml",
    [
      "turns:",
      "  - respond:",
      '      - tool_use: {name: mcp__echo__echo, input: {text: "hello"}}',
      '  - expect: {tool_result_startswith: "echo: hello"}',
      "    respond:",
      '      - tool_use: {name: Bash, input: {command: "echo two", description: two}}',
      "  - respond:",
      '      - tool_use: {name: Bash, input: {command: "echo three", description: three}}',
      "  - respond:",
      '      - text: "done"',
      "",
    ].join("\n"),
  );
  w(
    `scenarios/${NAME}.yaml`,
    [
      `name: ${NAME}`,
      "session: ../sessions/settings.yaml",
      "fidelity: container",
      "# cowork-harness model_script: ../model-scripts/turns.yaml",
      "prompt: go",
      "answers:",
      "  - {when_tool: mcp__echo__echo, decide: allow}",
      "  - {when_tool: Bash, decide: allow}",
      "assert:",
      '  - tool_result_contains: "echo: hello"',
      "  - no_mcp_error: true",
      "  - max_peak_rss_bytes: 17179869184",
      "  - max_peak_rss_bytes: 1024",
      "",
    ].join("\n"),
  );
  git(repo.dir, "add", "-A"); // a live run stages only what git tracks (the uploaded server too)
});
afterAll(() => repo?.cleanup());

describe("session settings and live keys at the container tier", () => {
  it(
    "agent_max_turns: 2 ends the run after two turns; the mcp.config tool answers; peak RSS is sampled",
    { timeout: 600_000 },
    () => {
      const r = runCli(
        ["record", `scenarios/${NAME}.yaml`, "--out", "out/", "--allow-failing", "--output-format", "json"],
        {
          cwd: repo.dir,
          timeoutMs: 590_000,
        },
      );
      const live = JSON.parse(r.stdout).results[0] as {
        assertions: { assertion: Record<string, unknown>; pass: boolean; message?: string }[];
      };
      const byKey = (k: string) => live.assertions.filter((a) => k in a.assertion);
      expect(byKey("tool_result_contains")[0]!.pass, r.stderr).toBe(true);
      expect(byKey("no_mcp_error")[0]!.pass).toBe(true);
      const [roomy, tight] = byKey("max_peak_rss_bytes");
      expect(roomy!.pass, roomy!.message).toBe(true);
      expect(tight!.message).toMatch(/^max_peak_rss_bytes: peak RSS \d+ > 1024$/);
      const cassette = JSON.parse(readFileSync(join(repo.dir, `out/${NAME}.cassette.json`), "utf8")) as {
        events: string[];
      };
      const result = cassette.events
        .map((l) => JSON.parse(l) as { type?: string; subtype?: string; num_turns?: number })
        .find((e) => e.type === "result")!;
      expect(result.subtype).toBe("error_max_turns");
      expect(cassette.events.some((l) => l.includes("echo three"))).toBe(false); // the third turn never ran
    },
  );

  it(
    "a container recording is stamped with the container baseline; once the pinned agent moves it is stale-baseline",
    { timeout: 600_000 },
    () => {
      const rec = runCli(["record", "scenarios/csv-report.yaml", "--out", "stamped/"], {
        cwd: repo.dir,
        timeoutMs: 590_000,
      });
      expect(rec.code, rec.stdout + rec.stderr).toBe(0);
      const file = join(repo.dir, "stamped/csv-report.cassette.json");
      const cassette = JSON.parse(readFileSync(file, "utf8")) as {
        environment: { containerBaseline: { id: string; agentVersion: string } };
      };
      expect(cassette.environment.containerBaseline).toEqual(containerBaseline());
      const fresh = runCli(["verify", "stamped/"], { cwd: repo.dir });
      expect(fresh.stdout + fresh.stderr).not.toMatch(/container baseline moved/);
      // what this cassette looks like to a harness whose pinned agent was bumped past the one it ran
      cassette.environment.containerBaseline = { id: "container-2.1.300-000000000000", agentVersion: "2.1.300" };
      writeFileSync(file, JSON.stringify(cassette, null, 2));
      const stale = runCli(["verify", "stamped/"], { cwd: repo.dir });
      expect(stale.code).toBe(1);
      expect(stale.stdout + stale.stderr).toMatch(
        /\[stale\] container baseline moved container-2\.1\.300-000000000000 → container-2\.1\.332-[0-9a-f]{12} since record \(the pinned agent moved 2\.1\.300 → 2\.1\.332\) — re-record/,
      );
    },
  );
});
