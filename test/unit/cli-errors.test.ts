/**
 * An error is one stderr line that names the command once and the path once, relative to the
 * working directory: `cowork-harness <cmd>: [<path>: ]<what>`. And `merge` refuses, in one
 * line, a results set that is not one whole sharded run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { resultsFile } from "../../src/gate/check/results-file.js";
import { shardSetProblem } from "../../src/gate/check/shard-set.js";
import { fileErrorMessage } from "../../src/cli/args.js";

let dir: string;

async function run(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: { COWORK_HARNESS_OUTPUT_FORMAT: "" },
    cwd: dir,
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

function writeResults(name: string, shard?: string): void {
  writeFileSync(join(dir, name), JSON.stringify(resultsFile([], true, shard)));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cowork-cli-errors-"));
  mkdirSync(join(dir, "scenarios"));
  writeFileSync(join(dir, "scenarios", "x.yaml"), "name: x\nprompt: hi\nassert:\n  - tool_caled: Bash\n");
  writeFileSync(join(dir, "not-results.json"), "{}\n");
  writeResults("r1of2.json", "1/2");
  writeResults("r2of2.json", "2/2");
  writeResults("r1of2-again.json", "1/2");
  writeResults("r1of3.json", "1/3");
  writeResults("plain.json");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("errors name the command once and the path once", () => {
  it.each([
    [["merge", "--bogus"], "cowork-harness merge: Unknown option '--bogus'\n"],
    [["matrix", "--help-me"], "cowork-harness matrix: Unknown option '--help-me'\n"],
    [["matrix"], "cowork-harness matrix: --shards N is required, 1 ≤ N ≤ 256\n"],
    [["merge"], "cowork-harness merge: give one or more results files (the `results` output of each shard)\n"],
    [
      ["merge", "not-results.json"],
      'cowork-harness merge: not-results.json: not a cowork-harness results file (expected {"tool":"cowork-harness","results":[…]})\n',
    ],
    [["verify", "--bogus"], "cowork-harness verify: Unknown option '--bogus'\n"],
    [["verify", "missing.cassette.json"], "cowork-harness verify: path not found: missing.cassette.json\n"],
    [
      ["rehash", "--dry-run"],
      "cowork-harness rehash: give one or more cassette files or directories (--help shows the usage)\n",
    ],
    [["replay", "missing.cassette.json"], "cowork-harness replay: path not found: missing.cassette.json\n"],
    [
      ["record", "scenarios/x.yaml"],
      'cowork-harness record: scenarios/x.yaml: assert[0].tool_caled: unknown key — did you mean "tool_called"? (line 4)\n',
    ],
    [
      ["record", "scenarios/nope.yaml"],
      "cowork-harness record: scenarios/nope.yaml: cannot read scenario file (ENOENT)\n",
    ],
  ])("%j", async (argv, stderr) => {
    const r = await run(...argv);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 2, stderr });
  });

  it("fileErrorMessage keeps one mention of the file, as the user named it", () => {
    expect(fileErrorMessage("s/x.yaml", "/w/s/x.yaml", new Error("/w/s/x.yaml: bad key"))).toBe("s/x.yaml: bad key");
    expect(fileErrorMessage("s/x.yaml", "/w/s/x.yaml", new Error("bad key"))).toBe("s/x.yaml: bad key");
    expect(fileErrorMessage("s/x.yaml", "/w/s/x.yaml", new Error("s/x.yaml: bad key"))).toBe("s/x.yaml: bad key");
  });
});

describe("merge refuses a shard set that is not one whole run", () => {
  it.each([
    [
      ["r1of2.json"],
      "incomplete shard set: missing shard 2/2 (got 1/2) — download every shard's results before merging",
    ],
    [
      ["r1of2.json", "r1of2-again.json", "r2of2.json"],
      "shard 1/2 given twice (r1of2.json, r1of2-again.json) — give each shard's results once",
    ],
    [
      ["r1of2.json", "r1of3.json"],
      "shard counts differ (r1of2.json is 1/2, r1of3.json is 1/3) — merge the results of one sharded run",
    ],
    [
      ["r1of2.json", "plain.json"],
      "plain.json has no shard while r1of2.json is shard 1/2 — merge the results of one sharded run",
    ],
  ])("%j: exit 2, one line, nothing on stdout", async (files, message) => {
    const r = await run("merge", ...files);
    expect(r).toEqual({ code: 2, stdout: "", stderr: `cowork-harness merge: ${message}\n` });
  });

  it("a whole set (in any order), or unsharded files alone, merge", async () => {
    for (const files of [["r2of2.json", "r1of2.json"], ["plain.json"]]) {
      const r = await run("merge", ...files);
      expect([files, r.code, r.stderr]).toEqual([files, 0, ""]);
    }
  });

  it("names every missing shard", () => {
    expect(shardSetProblem([{ label: "a", shard: "2/4" }])).toBe(
      "incomplete shard set: missing shard 1/4, 3/4, 4/4 (got 2/4) — download every shard's results before merging",
    );
    expect(shardSetProblem([{ label: "a", shard: "0/4" }])).toBe('a: shard "0/4" is not i/n with 1 ≤ i ≤ n');
    expect(shardSetProblem([{ label: "a" }, { label: "b" }])).toBeUndefined();
  });
});
