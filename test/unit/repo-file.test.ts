/**
 * A file a cassette names is hostile input (issue 36, class 6): `hashNamedFile` hashes it only
 * inside the repository, reached without a link, a regular file within the bound — and refuses
 * everything else without reading it or saying whether it exists. Real files, links and FIFOs in
 * a temp repository.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashNamedFile, repositoryRelative, shownName } from "../../src/core/util/repo-file.js";
import { makeFifo } from "../helpers/fifo.js";

let base: string;
let repo: string;
let cassettes: string;
let outside: string;
const MAX = 1024 * 1024;

beforeAll(() => {
  base = realpathSync(mkdtempSync(join(tmpdir(), "h36-named-")));
  repo = join(base, "repo");
  cassettes = join(repo, "replays");
  mkdirSync(join(repo, "data"), { recursive: true });
  mkdirSync(cassettes);
  mkdirSync(join(repo, ".git"));
  writeFileSync(join(repo, ".git", "config"), "[core]\n");
  writeFileSync(join(repo, "data", "sales.csv"), "a,b\n1,2\n");
  outside = join(base, "secret.key");
  writeFileSync(outside, "PRIVATE KEY\n");
  symlinkSync(outside, join(repo, "data", "key"));
  symlinkSync(join(repo, "data"), join(repo, "linked-dir"));
  makeFifo(join(repo, "data", "pipe"));
  writeFileSync(join(repo, "data", "big.bin"), Buffer.alloc(MAX + 1));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const verdict = (named: string) => hashNamedFile(repo, cassettes, named, MAX);

describe("hashNamedFile: what a cassette names is read only inside the repository", () => {
  it("hashes a regular file inside the repository", () => {
    const sha = createHash("sha256")
      .update(readFileSync(join(repo, "data", "sales.csv")))
      .digest("hex");
    expect(verdict("../data/sales.csv")).toEqual({ kind: "file", sha256: sha });
  });

  it("a file inside that is not there is missing", () => {
    expect(verdict("../data/gone.csv")).toEqual({ kind: "missing" });
  });

  it.each([
    ["/dev/zero", "an absolute path elsewhere (a device)"],
    ["/etc/passwd", "an absolute path elsewhere (a readable file)"],
    ["../../secret.key", "a `..` out of the repository"],
    ["../../nothing-here", "a `..` out of the repository to nothing: not 'missing'"],
  ])("refuses %s, %s, as outside the repository", (named) => {
    expect(verdict(named)).toEqual({ kind: "refused", why: "outside the repository" });
  });

  it("refuses anything under .git", () => {
    expect(verdict("../.git/config")).toEqual({ kind: "refused", why: "inside the repository's .git directory" });
  });

  it("refuses a symbolic link to a file outside, and a path through a linked directory", () => {
    expect(verdict("../data/key")).toEqual({ kind: "refused", why: "reached through a symbolic link (data/key)" });
    expect(verdict("../linked-dir/sales.csv")).toEqual({
      kind: "refused",
      why: "reached through a symbolic link (linked-dir)",
    });
  });

  it("refuses a FIFO inside the repository at once, without blocking on it", () => {
    const started = Date.now();
    expect(verdict("../data/pipe")).toEqual({
      kind: "refused",
      why: "not a regular file (a FIFO, device, socket or directory)",
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("refuses a file over the bound and a path under a file", () => {
    expect(verdict("../data/big.bin")).toEqual({ kind: "refused", why: `larger than the ${MAX}-byte bound` });
    expect(verdict("../data/sales.csv/x")).toEqual({
      kind: "refused",
      why: "under data/sales.csv, which is not a directory",
    });
  });

  it("refuses what is not a path", () => {
    expect(repositoryRelative(repo, cassettes, "")).toEqual({ why: "not a path" });
    expect(repositoryRelative(repo, cassettes, "a\0b")).toEqual({ why: "not a path" });
  });

  it("shows a name on one line, capped", () => {
    expect(shownName("a\n##[error]x\u2028y")).toBe("a?##[error]x?y");
    expect(shownName("x".repeat(500))).toHaveLength(161);
  });
});
