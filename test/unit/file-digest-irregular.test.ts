/**
 * The fingerprint's file reads never block and never follow a link (issue 36, class 6): the walk
 * lists a regular file, but what is read is whatever stands at the path by then, and a plain
 * `check` must neither hang on a FIFO or `/dev/zero` nor hash the target of a link that replaced
 * the file. Real files, links and FIFOs; `/dev/zero` itself.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { digestFile, sha256OfFile } from "../../src/gate/fingerprint/file-digest.js";
import { makeFifo } from "../helpers/fifo.js";

let dir: string;
const sha = (s: string): string => createHash("sha256").update(s).digest("hex");

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "h36-digest-"));
  mkdirSync(join(dir, ".claude-plugin"));
  writeFileSync(join(dir, "SKILL.md"), "# skill\n");
  writeFileSync(join(dir, "outside-key"), "PRIVATE KEY\n");
  symlinkSync(join(dir, "outside-key"), join(dir, "linked.md"));
  symlinkSync(join(dir, "outside-key"), join(dir, ".claude-plugin", "plugin.json"));
  makeFifo(join(dir, "pipe.md"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `fn`; a blocking read would take the FIFO writer's 3 s (or forever on /dev/zero). */
function quickly<T>(fn: () => T): T {
  const started = Date.now();
  const out = fn();
  expect(Date.now() - started).toBeLessThan(1000);
  return out;
}

describe("digestFile: a walked file is read only as the regular file the walk saw", () => {
  it("digests a regular file", () => {
    expect(digestFile(join(dir, "SKILL.md"), "SKILL.md")).toEqual({ legacy: sha("# skill\n"), jcs1: sha("# skill\n") });
  });

  it("refuses a FIFO at once", () => {
    quickly(() => expect(() => digestFile(join(dir, "pipe.md"), "pipe.md")).toThrow(/not a regular file/));
  });

  it("refuses /dev/zero at once", () => {
    quickly(() => expect(() => digestFile("/dev/zero", "zero")).toThrow(/not a regular file/));
  });

  it("refuses a link standing where the file was, a manifest too (its target is never hashed)", () => {
    expect(() => digestFile(join(dir, "linked.md"), "linked.md")).toThrow(/is a symbolic link/);
    expect(() => digestFile(join(dir, ".claude-plugin", "plugin.json"), ".claude-plugin/plugin.json")).toThrow(
      /is a symbolic link/,
    );
  });
});

describe("sha256OfFile: a path its caller judged", () => {
  it("is null at once for a FIFO, and follows a link to a regular file", () => {
    expect(quickly(() => sha256OfFile(join(dir, "pipe.md")))).toBeNull();
    expect(sha256OfFile(join(dir, "linked.md"))).toBe(sha("PRIVATE KEY\n"));
  });

  it("is null at once for /dev/zero", () => {
    expect(quickly(() => sha256OfFile("/dev/zero"))).toBeNull();
  });
});
