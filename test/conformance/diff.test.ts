/**
 * diff against the reference's own answers on its cassette pairs (gate-extras/diff/<case>/):
 * identical, normalized-identical and different pairs — the JSON (normalized and --no-normalize),
 * the text output, the --view tools text, the stderr warning, and every exit code. The tool's
 * name and version are ours and not compared.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { command as diffCommand } from "../../src/cli/commands/diff.js";
import type { CliIO } from "../../src/cli/io.js";
import { CONFORMANCE, REFERENCE_REPO } from "./corpus.js";

const DIFF = join(CONFORMANCE, "gate-extras/diff");
if (!existsSync(DIFF)) throw new Error(`diff conformance corpus not found at ${DIFF} (set COWORK_CONFORMANCE_DIR)`);

interface Exits {
  a: string;
  b: string;
  json_exit: number;
  text_exit: number;
  tools_view_exit: number;
  no_normalize_exit: number;
}

async function ours(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: {},
    cwd: REFERENCE_REPO,
  };
  const code = await diffCommand.run(argv, io);
  return { code, stdout, stderr };
}

const read = (c: string, f: string): string => readFileSync(join(DIFF, c, f), "utf8");
const withoutTool = (text: string): unknown => {
  const { tool: _t, version: _v, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

const cases = readdirSync(DIFF).filter((c) => existsSync(join(DIFF, c, "exits.json")));

describe.each(cases)("diff %s", (c) => {
  const exits = JSON.parse(read(c, "exits.json")) as Exits;

  it("JSON: the same payload and exit code", async () => {
    const r = await ours([exits.a, exits.b, "--output-format", "json"]);
    expect(withoutTool(r.stdout)).toEqual(withoutTool(read(c, "diff.json")));
    expect(r.code).toBe(exits.json_exit);
  });

  it("JSON --no-normalize: the same payload and exit code", async () => {
    const r = await ours([exits.a, exits.b, "--no-normalize", "--output-format", "json"]);
    expect(withoutTool(r.stdout)).toEqual(withoutTool(read(c, "diff-raw.json")));
    expect(r.code).toBe(exits.no_normalize_exit);
  });

  it("text: the same lines, stderr and exit code", async () => {
    const r = await ours([exits.a, exits.b]);
    expect(r.stdout).toBe(read(c, "diff.txt"));
    expect(r.stderr).toBe(read(c, "diff.stderr.txt"));
    expect(r.code).toBe(exits.text_exit);
  });

  it("--view tools: the same lines and exit code", async () => {
    const r = await ours([exits.a, exits.b, "--view", "tools"]);
    expect(r.stdout).toBe(read(c, "diff-tools.txt"));
    expect(r.code).toBe(exits.tools_view_exit);
  });
});
