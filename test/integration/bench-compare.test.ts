/**
 * The quick bench's regression gate (bench/compare.mjs, run by .ci/run and GitHub CI): a build
 * with a slowdown planted in the replay hot path fails the comparison against the build it was
 * copied from, and an untouched copy passes it. Both sides are real dist/ builds run as the CLI.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "cowork-bench-compare-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A copy of dist/; `plant` edits the chunk that defines driveReplay.
 */
function distCopy(name: string, plant?: (code: string) => string): string {
  const dir = join(work, name);
  cpSync(join(ROOT, "dist"), dir, { recursive: true });
  if (plant) {
    let planted = 0;
    for (const sub of ["chunks"]) {
      for (const f of readdirSync(join(dir, sub))) {
        const file = join(dir, sub, f);
        const code = readFileSync(file, "utf8");
        if (!code.includes("function driveReplay(")) continue;
        const edited = plant(code);
        expect(edited).not.toBe(code);
        writeFileSync(file, edited);
        planted++;
      }
    }
    expect(planted).toBe(1);
  }
  return dir;
}

function compare(head: string): { status: number | null; out: string } {
  const r = spawnSync(
    process.execPath,
    // a 2× margin: this runs beside the rest of the suite on a loaded machine, where the same build
    // measured against itself has reached 1.33×; the planted 40 ms per cassette is 4× and more
    [
      "bench/compare.mjs",
      "--base-dist",
      join(ROOT, "dist"),
      "--head-dist",
      head,
      "--only",
      "check",
      "--rounds",
      "3",
      "--margin",
      "2",
    ],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, BENCH_COMPARE_CASSETTES: "20", GITHUB_STEP_SUMMARY: "" },
    },
  );
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe("bench compare", () => {
  it("fails on a slowdown planted in the replay hot path (a 40 ms busy wait per cassette)", () => {
    const head = distCopy("planted", (code) =>
      code.replace(
        /function driveReplay\(([^)]*)\) \{/,
        (m) => `${m}\n  { const until = performance.now() + 40; while (performance.now() < until); }`,
      ),
    );
    const r = compare(head);
    expect(r.out).toMatch(/\| check, 20 small cassettes \|[^\n]*SLOWER than 2×/);
    expect(r.status).toBe(1);
  }, 180_000);

  it("passes an unchanged build", () => {
    const r = compare(distCopy("same"));
    expect(r.out).toMatch(/\| check, 20 small cassettes \|[^\n]*\| ok \|/);
    expect(r.status).toBe(0);
  }, 180_000);
});
