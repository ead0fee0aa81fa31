/**
 * The session directory's disk bound counts every entry (issue 36, class 5): an agent that writes
 * no file byte but makes 30,000 empty directories, or 15,000 symbolic links with long targets, put
 * 181 MB (45,000 inodes) on this machine's disk against `session_disk: 20m` and the run passed,
 * because only regular files were summed. Real directories on this machine's disk, no mocks.
 */
import { afterEach, describe, expect, it } from "vitest";
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  diskUsage,
  isOver,
  overBoundReason,
  sessionDiskBound,
  watchSessionDisk,
} from "../../src/live/record/session-disk-watch.js";

const Mi = 1024 * 1024;
const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function sessionDir(): string {
  const d = mkdtempSync(join(tmpdir(), "h36-disk-"));
  made.push(d);
  mkdirSync(join(d, "outputs"));
  return d;
}

describe("the session directory's disk bound", () => {
  // the numbers (30,000 directories, 15,000 links against 20 MiB) are in
  // test/integration/session-disk-entries.test.ts; these are the same attacks, smaller
  it("400 empty directories trip a 1 MiB bound", () => {
    const dir = sessionDir();
    const { start, bound } = sessionDiskBound(dir, 1 * Mi);
    for (let i = 0; i < 400; i++) mkdirSync(join(dir, "outputs", String(i)));
    const usage = diskUsage(dir, bound);
    expect(isOver(usage, bound)).toBe(true);
    expect(overBoundReason(start, bound, usage)).toMatch(
      /^the session directory grew by .*, over its 1 MiB \(session_disk\)/,
    );
  });

  it("400 symbolic links with long targets trip a 1 MiB bound (links are not followed)", () => {
    const dir = sessionDir();
    const { bound } = sessionDiskBound(dir, 1 * Mi);
    const target = "x".repeat(2000);
    for (let i = 0; i < 400; i++) symlinkSync(target, join(dir, "outputs", String(i)));
    expect(isOver(diskUsage(dir, bound), bound)).toBe(true);
  });

  it("entries beyond the entry budget trip it whatever the byte bound (hard links cost no blocks)", () => {
    const dir = sessionDir();
    writeFileSync(join(dir, "outputs", "one"), "x");
    const { start, bound } = sessionDiskBound(dir, 1024 * Mi, 500);
    for (let i = 0; i < 600; i++) linkSync(join(dir, "outputs", "one"), join(dir, "outputs", `l${i}`));
    const usage = diskUsage(dir, bound);
    expect(usage.bytes).toBeLessThan(bound.bytes);
    expect(overBoundReason(start, bound, usage)).toMatch(
      /^the session directory gained \d+ entries, over its budget of 500/,
    );
  });

  it("a tree within both bounds is not over, and the bound is what it held at the start plus the allowance", () => {
    const dir = sessionDir();
    writeFileSync(join(dir, "outputs", "report.md"), "# ok\n");
    const { start, bound } = sessionDiskBound(dir, 20 * Mi, 100);
    expect(start.entries).toBe(2);
    expect(bound).toEqual({ bytes: start.bytes + 20 * Mi, entries: start.entries + 100 });
    expect(overBoundReason(start, bound, diskUsage(dir, bound))).toBeUndefined();
  });

  it("the watch calls back once when the tree goes over", async () => {
    const dir = sessionDir();
    const { bound } = sessionDiskBound(dir, 1024 * Mi, 50);
    const calls: number[] = [];
    const stop = watchSessionDisk(dir, bound, (u) => calls.push(u.entries), 20);
    for (let i = 0; i < 100; i++) mkdirSync(join(dir, "outputs", String(i)));
    await new Promise((r) => setTimeout(r, 120));
    stop();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBeGreaterThan(bound.entries);
  });
});
