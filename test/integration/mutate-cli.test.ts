/**
 * `replay --mutate` / `--explain` and `check --mutate` as a user runs them, on a temp git repository
 * holding the bundled examples and their recorded cassettes: the recorded fields no assertion guards
 * are named, on every channel the gate writes, and no verdict or exit code moves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { main } from "../../src/cli/main.js";
import type { CliIO } from "../../src/cli/io.js";
import { examplesRepo, writeFailingAssertCassette } from "../helpers/fixtures.js";
import type { TempCopy } from "../helpers/git-copy.js";

let repo: TempCopy;
beforeAll(() => {
  repo = examplesRepo({ git: true });
});
afterAll(() => repo.cleanup());

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, COWORK_HARNESS_OUTPUT_FORMAT: "" },
    cwd: repo.dir,
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

const DELIVER = "examples/replays/deliver-report.cassette.json";
const CSV = "examples/replays/csv-report.cassette.json";

describe("replay --mutate on a recorded cassette", () => {
  it("names the JSON fields of the delivered file that only file_exists looks at", async () => {
    const r = await run(["replay", DELIVER, "--mutate"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\[mutate\] assertion strength: 12 of 14 planned mutations caught by no assertion\n/);
    expect(r.stdout).toContain("outputs/metrics.json columns.revenue.sum: nothing checks it (10531.5 → 10532.5)");
    // file_exists catches the file's removal: it is no survivor
    expect(r.stdout).not.toContain("outputs/metrics.json (removed)");
  });

  it("the JSON envelope carries the counts and the survivors; the verdict is the plain replay's", async () => {
    const plain = JSON.parse((await run(["replay", CSV, "--output-format", "json"])).stdout);
    const r = await run(["replay", CSV, "--mutate", "--output-format", "json"]);
    expect(r.code).toBe(0);
    const res = JSON.parse(r.stdout).results[0];
    expect(res.verdict).toEqual(plain.results[0].verdict);
    expect(res.mutation).toMatchObject({
      sampled: 16,
      eligible: 17,
      caught: 7,
      truncatedBy: "per-file",
      filesAtPerFileCap: 1,
      caps: { perFile: 10, total: 50 },
    });
    expect(res.mutation.uncaught).toContain("outputs/metrics.md line 7 (527.00): 527.00 → 528.00");
    // artifact_text holds "| revenue | 10531.50": that number is guarded
    expect(res.mutation.uncaught.some((u: string) => u.includes("(10531.50)"))).toBe(false);
    expect(res.mutation.survivors).toHaveLength(9);
  });

  it("scope and caps: include, exclude, a raised per-file cap", async () => {
    const scoped = async (...extra: string[]) =>
      JSON.parse((await run(["replay", CSV, "--mutate", "--output-format", "json", ...extra])).stdout).results[0]
        .mutation;
    expect((await scoped("--mutate-include", "outputs/**")).eligible).toBe(11);
    expect((await scoped("--mutate-include", "outputs/**", "--mutate-max-per-file", "20")).truncatedBy).toBeNull();
    const noFiles = await scoped("--mutate-exclude", "outputs/**", "--mutate-exclude", "tool result *");
    expect(noFiles.survivors.map((s: { target: string }) => s.target)).toEqual(["final text"]);
    expect((await scoped("--mutate-max-total", "3")).sampled).toBe(3);
  });

  it("a failing cassette keeps its exit code", async () => {
    const failing = writeFailingAssertCassette(repo.dir, "csv-report", "failing-mutate");
    const plain = await run(["replay", failing]);
    const mutated = await run(["replay", failing, "--mutate", "--explain"]);
    expect(plain.code).toBe(1);
    expect(mutated.code).toBe(1);
    expect(mutated.stdout).toMatch(/\[explain\] ✗ transcript_contains: .* — read: final text — failed: /);
  });

  it("--explain: each assertion with the evidence it read", async () => {
    const r = await run(["replay", CSV, "--explain"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[explain] ✓ tool_result_contains: "revenue" — read: tool results — passed: ');
    expect(r.stdout).toMatch(/\[explain\] ✓ file_exists: outputs\/metrics\.md — read: file outputs\/metrics\.md — /);
    expect(r.stdout).not.toContain("[mutate]");
  });

  it("usage errors: a sub-flag without --mutate, a cap that is not a positive integer", async () => {
    const sub = await run(["replay", CSV, "--mutate-exclude", "outputs/**"]);
    expect(sub.code).toBe(2);
    expect(sub.stderr).toMatch(/--mutate-exclude only applies with --mutate/);
    const cap = await run(["replay", CSV, "--mutate", "--mutate-max-total", "0"]);
    expect(cap.code).toBe(2);
    expect(cap.stderr).toMatch(/--mutate-max-total must be a positive integer/);
    const json = await run(["replay", CSV, "--mutate-max-per-file", "3", "--output-format", "json"]);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout).error.category).toBe("usage");
  });
});

describe("check --mutate: assertion strength in the gate", () => {
  it("every channel names the unguarded fields; the conclusion and exit code are unchanged", async () => {
    const plain = await run(["check", "examples/replays", "--summary", "plain.md"]);
    const r = await run([
      "check",
      "examples/replays",
      "--mutate",
      "--summary",
      "s.md",
      "--junit",
      "j.xml",
      "--html",
      "r.html",
      "--results",
      "r.json",
    ]);
    expect(r.code).toBe(plain.code);
    const summary = readFileSync(join(repo.dir, "s.md"), "utf8");
    expect(readFileSync(join(repo.dir, "plain.md"), "utf8")).not.toContain("Assertion strength");
    expect(summary).toMatch(
      /### Assertion strength: \d+ of \d+ planned mutations caught by no assertion, in \d+ cassettes/,
    );
    expect(summary).toContain(
      "- 🧪 `examples/replays/deliver-report.cassette.json` (deliver-report): 12 of 14 planned mutations caught by no assertion",
    );
    expect(summary).toContain("  - `outputs/metrics.json columns.revenue.sum`: nothing checks it\n");
    // the channels name the field, never the recorded value
    expect(summary).not.toContain("10532.5");
    expect(r.stdout).toContain("    ~ assertion strength: 12 of 14 planned mutations caught by no assertion\n");
    expect(r.stdout).toContain("        outputs/metrics.json columns.revenue.sum: nothing checks it\n");
    expect(readFileSync(join(repo.dir, "j.xml"), "utf8")).toContain(
      "examples/replays/deliver-report.cassette.json: assertion strength: 12 of 14 planned mutations caught by no assertion",
    );
    const html = readFileSync(join(repo.dir, "r.html"), "utf8");
    expect(html).toContain("outputs/metrics.json columns.revenue.sum: nothing checks it");
    const results = JSON.parse(readFileSync(join(repo.dir, "r.json"), "utf8")).results;
    const deliver = results.find((x: { cassette: string }) => x.cassette.endsWith("deliver-report.cassette.json"));
    expect(deliver.mutation.sampled - deliver.mutation.caught).toBe(12);
  });

  it("--mode verify asks for no mutation", async () => {
    const r = await run(["check", "examples/replays", "--mode", "verify", "--mutate"]);
    expect(r.stdout).not.toContain("assertion strength");
  });
});
