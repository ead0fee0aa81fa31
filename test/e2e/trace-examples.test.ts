/**
 * `trace` on the examples' cassettes, as a user runs it: every view prints (text, exit 0) and its
 * JSON carries the payload keys of the spec's table; a cassette supplies what a bare events file
 * cannot (usage, files, tool durations, the answers sent).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/paths.js";
import { runCli } from "../helpers/run-cli.js";
import { command as traceCommand } from "../../src/cli/commands/trace.js";
import type { CliIO } from "../../src/cli/io.js";

/** The command in-process (the usage errors below go through the built CLI). */
async function trace(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd: REPO_ROOT };
  return { code: await traceCommand.run(argv, io), stdout, stderr };
}

const REPLAYS = join(REPO_ROOT, "examples/replays");
const cassettes = readdirSync(REPLAYS)
  .filter((f) => f.endsWith(".cassette.json"))
  .sort();
const KEYS: Record<string, string[]> = {
  all: ["rows"],
  tools: ["rows"],
  questions: ["gates"],
  dispatches: ["dispatches", "total"],
  "tool-durations": ["durations"],
  "tool-errors": ["toolErrors"],
  files: ["available", "workspaceFilesRecorded", "diffAvailable", "rows"],
  usage: ["rows"],
  "subagent-research": ["available", "rows"],
};

describe("trace on the examples' cassettes", () => {
  for (const c of cassettes) {
    it(`${c}: every view, text and JSON`, async () => {
      for (const [view, keys] of Object.entries(KEYS)) {
        const args = [join("examples/replays", c), ...(view === "all" ? [] : ["--view", view])];
        const text = await trace(args);
        expect(text.code, `${view}: ${text.stderr}`).toBe(0);
        expect(text.stdout.trim().length, view).toBeGreaterThan(0);
        const json = JSON.parse((await trace([...args, "--output-format", "json"])).stdout) as Record<string, unknown>;
        expect(json).toMatchObject({
          tool: "cowork-harness",
          command: "trace",
          ok: true,
          file: `examples/replays/${c}`,
          error: null,
        });
        for (const k of keys) expect(json, `${view} ${k}`).toHaveProperty(k);
      }
      const usage = JSON.parse(
        (await trace([join("examples/replays", c), "--view", "usage", "--output-format", "json"])).stdout,
      ) as {
        rows: { model: string; costUSD: number }[];
      };
      expect(usage.rows.length).toBeGreaterThan(0);
      const files = JSON.parse(
        (await trace([join("examples/replays", c), "--view", "files", "--output-format", "json"])).stdout,
      ) as { available: boolean };
      expect(files.available).toBe(true);
    });
  }

  it("metric-choice: the gate, with the answer the recording sent", async () => {
    const out = JSON.parse(
      (await trace(["examples/replays/metric-choice.cassette.json", "--view", "questions", "--output-format", "json"]))
        .stdout,
    ) as {
      gates: { question: string; injectedAnswer?: string; delivered: string }[];
    };
    expect(out.gates).toEqual([
      expect.objectContaining({
        question: "Which metrics should the report include?",
        delivered: "ok",
        injectedAnswer: '{"Which metrics should the report include?":"Totals, Ranges"}',
      }),
    ]);
  });

  it("usage errors: an unknown view, no input, a missing file", () => {
    expect(
      runCli(["trace", "examples/replays/csv-report.cassette.json", "--view", "nope"], { cwd: REPO_ROOT }).code,
    ).toBe(2);
    expect(runCli(["trace"], { cwd: REPO_ROOT }).code).toBe(2);
    const missing = runCli(["trace", "no-such-run"], {
      cwd: REPO_ROOT,
      env: { COWORK_HARNESS_RUNS_DIR: join(REPO_ROOT, "no-such-dir") },
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^cowork-harness trace: no events\.jsonl for "no-such-run"/);
  });
});
