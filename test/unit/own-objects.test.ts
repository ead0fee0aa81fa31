/**
 * What a process removes of its own when it stops (an interrupt, the last resort): its staged dirs,
 * and a removal of one that was cut short (`<dir>.gone`, the engine client still writing there when
 * the first sweep ran), which the second sweep must finish (test/container/last-resort.test.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OWNER_FILE, ownerFileText, removeOwnObjects } from "../../src/live/container/sweep.js";

describe("removeOwnObjects", () => {
  let parent = "";
  afterEach(() => void (parent && rmSync(parent, { recursive: true, force: true })));

  it("removes its own staged dir and a cut-short removal, and leaves a dir it does not own", () => {
    parent = mkdtempSync(join(tmpdir(), "own-"));
    const own = join(parent, "cowork-session-aaa");
    mkdirSync(join(own, "work"), { recursive: true });
    writeFileSync(join(own, OWNER_FILE), ownerFileText());
    writeFileSync(join(own, "work", "out.txt"), "x");
    const cut = join(parent, "cowork-session-bbb.gone");
    mkdirSync(join(cut, "work"), { recursive: true });
    writeFileSync(join(cut, "work", "late.txt"), "written after the first sweep");
    const foreign = join(parent, "cowork-session-ccc"); // no owner file yet: another run between mkdtemp and owner
    mkdirSync(foreign);
    expect(removeOwnObjects([], parent)).toBe(2);
    expect(existsSync(own)).toBe(false);
    expect(existsSync(cut)).toBe(false);
    expect(readdirSync(parent)).toEqual(["cowork-session-ccc"]);
  });
});
