/**
 * trace against the reference's own outputs (gate-extras/trace/): each example cassette's events
 * written one per line to events.jsonl, traced in every view — the JSON exactly (tool and version
 * aside), the text on stdout, the notes on stderr, and the exit code.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { command as traceCommand } from "../../src/cli/commands/trace.js";
import type { CliIO } from "../../src/cli/io.js";
import { CONFORMANCE, REFERENCE_REPO } from "./corpus.js";

const TRACE = join(CONFORMANCE, "gate-extras/trace");
if (!existsSync(TRACE)) throw new Error(`trace conformance corpus not found at ${TRACE} (set COWORK_CONFORMANCE_DIR)`);

const work = mkdtempSync(join(tmpdir(), "trace-conformance-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function ours(cwd: string, argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {}, cwd };
  const code = await traceCommand.run(argv, io);
  return { code, stdout, stderr };
}

const withoutTool = (text: string): unknown => {
  const { tool: _t, version: _v, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

const cases = [
  ...new Set(
    readdirSync(TRACE)
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.split(".")[0]!),
  ),
];
const views = [
  "all",
  "tools",
  "questions",
  "dispatches",
  "tool-durations",
  "tool-errors",
  "files",
  "usage",
  "subagent-research",
];

describe("trace matches the reference on its example cassettes", () => {
  it("has cases", () => expect(cases.length).toBeGreaterThanOrEqual(3));
  for (const c of cases) {
    const dir = join(work, c);
    mkdirSync(dir, { recursive: true });
    const cassette = JSON.parse(
      readFileSync(join(REFERENCE_REPO, "examples/replays", `${c}.cassette.json`), "utf8"),
    ) as { events: string[] };
    writeFileSync(join(dir, "events.jsonl"), cassette.events.join("\n") + "\n");
    for (const v of views) {
      const args = v === "all" ? ["events.jsonl"] : ["events.jsonl", "--view", v];
      it(`${c} ${v}`, async () => {
        const json = await ours(dir, [...args, "--output-format", "json"]);
        expect(withoutTool(json.stdout)).toEqual(withoutTool(readFileSync(join(TRACE, `${c}.${v}.json`), "utf8")));
        const text = await ours(dir, args);
        expect(text.code).toBe(Number(readFileSync(join(TRACE, `${c}.${v}.exit`), "utf8").trim()));
        expect(text.stdout).toBe(readFileSync(join(TRACE, `${c}.${v}.txt`), "utf8"));
        expect(text.stderr).toBe(readFileSync(join(TRACE, `${c}.${v}.stderr`), "utf8"));
      });
    }
  }
});
