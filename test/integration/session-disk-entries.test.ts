/**
 * Issue 36, class 5, at the numbers: 30,000 empty directories and 15,000 symbolic links
 * with long targets wrote no file byte yet put 181 MB (45,000 inodes) on this machine's disk
 * against `session_disk: 20m`, and the run passed. Each must now trip the bound. Real directories
 * on this machine's disk (slow to make: seconds, hence not a unit test).
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { diskUsage, isOver, sessionDiskBound } from "../../src/live/record/session-disk-watch.js";

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function overTwentyMiB(plant: (outputs: string) => void): boolean {
  const dir = mkdtempSync(join(tmpdir(), "h36-disk-"));
  made.push(dir);
  mkdirSync(join(dir, "outputs"));
  const { bound } = sessionDiskBound(dir, 20 * 1024 * 1024);
  plant(join(dir, "outputs"));
  return isOver(diskUsage(dir, bound), bound);
}

describe("the session directory's disk bound at the issue's numbers", () => {
  it("30,000 empty directories trip session_disk: 20m", () => {
    expect(overTwentyMiB((out) => Array.from({ length: 30_000 }, (_, i) => mkdirSync(join(out, String(i)))))).toBe(
      true,
    );
  }, 60_000);

  it("15,000 symbolic links with long targets trip session_disk: 20m", () => {
    const target = "x".repeat(2000);
    expect(
      overTwentyMiB((out) => Array.from({ length: 15_000 }, (_, i) => symlinkSync(target, join(out, String(i))))),
    ).toBe(true);
  }, 60_000);
});
