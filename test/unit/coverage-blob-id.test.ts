/** The git object id of a working file, as `git hash-object` gives it; a FIFO is refused, not waited on. */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blobIdOf } from "../../src/gate/coverage/base-view.js";

describe("blobIdOf", () => {
  const dir = mkdtempSync(join(tmpdir(), "blob-id-"));
  it("is git hash-object's id of the bytes", () => {
    const file = join(dir, "a.cassette.json");
    writeFileSync(file, '{"events":[]}\n'.repeat(100_000)); // more than one read chunk
    const git = execFileSync("git", ["hash-object", file], { encoding: "utf8" }).trim();
    expect(blobIdOf(file, git)).toBe(git);
  });
  it("gives nothing for a FIFO, at once", () => {
    const fifo = join(dir, "f.cassette.json");
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    expect(blobIdOf(fifo, "0".repeat(40))).toBeUndefined();
  }, 5_000);
});
