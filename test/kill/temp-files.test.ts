/**
 * The sweep of temp files killed writers left beside cassettes (src/core/util/temp-files.ts): a dead
 * writer's file goes (every naming the project used), a live writer's stays, a pid-less one goes only
 * when over an hour old, and nothing that is not ours is touched.
 */
import { afterEach, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sweepStaleTemps, tempOwner, tempPathBeside } from "../../src/core/util/temp-files.js";
import { writeFileAtomic } from "../../src/core/util/atomic-write.js";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A pid that ran and exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(r.stdout);
}

describe("sweepStaleTemps", () => {
  it("removes what dead writers left, keeps live writers' files, old-only for pid-less names, never anything else", async () => {
    dir = mkdtempSync(join(tmpdir(), "cowork-temps-"));
    const dead = deadPid();
    const files = {
      deadNew: `.a.cassette.json.write-${dead}-0a1b2c3d.tmp`,
      deadRecord: `.a.cassette.json.tmp.${dead}.0a1b2c3d`,
      deadRerecord: `.a.cassette.json.rerecord-${dead}-0a1b2c3d.tmp`,
      live: `.a.cassette.json.write-${process.pid}-0a1b2c3d.tmp`,
      pidlessOld: ".a.cassette.json.0123456789ab.tmp",
      pidlessNew: ".b.cassette.json.0123456789ab.tmp",
      cassette: "a.cassette.json",
      userDot: ".a.cassette.json.notes.tmp",
    };
    for (const f of Object.values(files)) writeFileSync(join(dir, f), "x");
    const twoHoursAgo = (Date.now() - 2 * 3600_000) / 1000;
    utimesSync(join(dir, files.pidlessOld), twoHoursAgo, twoHoursAgo);

    const removed = await sweepStaleTemps(dir);
    expect(removed.sort()).toEqual([files.deadNew, files.deadRecord, files.deadRerecord, files.pidlessOld].sort());
    expect(readdirSync(dir).sort()).toEqual([files.live, files.pidlessNew, files.cassette, files.userDot].sort());

    // cancellation removes our own as well
    expect(await sweepStaleTemps(dir, Date.now(), { includeOwn: true })).toEqual([files.live]);
  });

  it("names temp files it recognises, and writeFileAtomic cleans a dead writer's before it writes", async () => {
    dir = mkdtempSync(join(tmpdir(), "cowork-temps-"));
    const t = tempPathBeside(join(dir, "x.json"), "write");
    expect(tempOwner(t.slice(dir.length + 1))).toBe(process.pid);
    expect(tempOwner("x.json")).toBeUndefined();
    const left = `.x.json.write-${deadPid()}-deadbeef.tmp`;
    writeFileSync(join(dir, left), "torn");
    await writeFileAtomic(join(dir, "x.json"), "{}");
    expect(readdirSync(dir)).toEqual(["x.json"]);
  });
});
