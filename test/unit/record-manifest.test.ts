import { describe, it, expect, beforeEach, afterEach } from "vitest";
import { createHash } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildManifest, isLosslessUtf8, manifestFromWalk } from "../../src/live/record/manifest.js";
import { capturePreRunManifest } from "../../src/live/workspace/pre-run.js";
import { walkRoots } from "../../src/live/workspace/walk-roots.js";

const sha = (b: Buffer | string): string => createHash("sha256").update(b).digest("hex");

let root: string;
let outside: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "rec-manifest-"));
  outside = mkdtempSync(join(tmpdir(), "rec-outside-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

function put(rel: string, content: string | Buffer): string {
  const p = join(root, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, content);
  return p;
}

const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x10, 0x80]);

describe("buildManifest", () => {
  it("snapshots text, binary, large, links, inputs and read-only mounts", async () => {
    put("outputs/report.md", "# héllo\n");
    put("outputs/img.bin", binary);
    const big = Buffer.alloc(70 * 1024, 0x61);
    put("outputs/big.txt", big);
    writeFileSync(join(outside, "secret.txt"), "outside secret\n");
    symlinkSync(join(outside, "secret.txt"), join(root, "outputs/escape-link"));
    const orig = put("outputs/orig.txt", "shared inode\n");
    linkSync(orig, join(root, "outputs/hard.txt"));
    put("uploads/in.pdf", "%PDF-1.4 pretend\n");
    put("ro/fixed.txt", "read only\n");
    put("proj/notes.txt", "notes\n");
    put("elsewhere/ignored.txt", "not a root\n");

    const m = await buildManifest(root, ["outputs", "proj", "ro"], { readonlyRoots: ["ro"] });
    const by = new Map(m.map((e) => [e.path, e]));
    expect(m.map((e) => e.path)).toEqual([
      "outputs/big.txt",
      "outputs/escape-link",
      "outputs/hard.txt",
      "outputs/img.bin",
      "outputs/orig.txt",
      "outputs/report.md",
      "proj/notes.txt",
      "ro/fixed.txt",
      "uploads/in.pdf",
    ]);
    expect(by.get("outputs/img.bin")).toEqual({
      path: "outputs/img.bin",
      bytes: binary.length,
      sha256: sha(binary),
      body: binary.toString("base64"),
      encoding: "base64",
    });
    expect(by.get("outputs/big.txt")).toEqual({
      path: "outputs/big.txt",
      bytes: big.length,
      sha256: sha(big),
      truncated: true,
      truncationReason: "size",
    });
    expect(by.get("outputs/escape-link")).toEqual({
      path: "outputs/escape-link",
      bytes: 0,
      sha256: "",
      linkKind: "symlink",
    });
    expect(by.get("outputs/hard.txt")).toEqual({
      path: "outputs/hard.txt",
      bytes: 0,
      sha256: "",
      linkKind: "hardlink",
    });
    expect(by.get("outputs/orig.txt")?.linkKind).toBe("hardlink"); // both names of a shared inode
    expect(by.get("outputs/report.md")?.body).toBe("# héllo\n");
    expect(by.get("uploads/in.pdf")).toEqual({
      path: "uploads/in.pdf",
      bytes: 17,
      sha256: sha("%PDF-1.4 pretend\n"),
      truncated: true,
      truncationReason: "input",
    });
    expect(by.get("ro/fixed.txt")).toEqual({
      path: "ro/fixed.txt",
      bytes: 10,
      sha256: sha("read only\n"),
      truncated: true,
      truncationReason: "readonly",
    });
    expect(by.get("proj/notes.txt")).toEqual({
      path: "proj/notes.txt",
      bytes: 6,
      sha256: sha("notes\n"),
      body: "notes\n",
    });
    // nothing of the link target was read
    expect(JSON.stringify(m)).not.toContain("outside secret");
  });

  it("inlines lossless UTF-8 as text and honours a configured cap", async () => {
    put("outputs/report.md", "# héllo ✓\n");
    const [entry] = await buildManifest(root, ["outputs"]);
    expect(entry).toEqual({
      path: "outputs/report.md",
      bytes: Buffer.byteLength("# héllo ✓\n"),
      sha256: sha("# héllo ✓\n"),
      body: "# héllo ✓\n",
    });
    const [capped] = await buildManifest(root, ["outputs"], { maxBodyBytes: 4 });
    expect(capped?.truncationReason).toBe("size");
    expect(capped?.body).toBeUndefined();
    const [fromEnv] = await buildManifest(root, ["outputs"], { env: { COWORK_HARNESS_MAX_ARTIFACT_BYTES: "3" } });
    expect(fromEnv?.truncationReason).toBe("size");
  });

  it("marks a file that vanished between listing and reading as unreadable", async () => {
    const gone = put("outputs/gone.txt", "here for now\n");
    put("outputs/stays.txt", "stays\n");
    const walk = await walkRoots(root, ["outputs"]);
    unlinkSync(gone);
    const m = await manifestFromWalk(root, walk);
    expect(m[0]).toEqual({
      path: "outputs/gone.txt",
      bytes: 0,
      sha256: "",
      truncated: true,
      truncationReason: "unreadable",
    });
    expect(m[1]?.body).toBe("stays\n");
  });

  it.skipIf(process.getuid?.() === 0)("marks a permission-denied file as unreadable", async () => {
    const p = put("outputs/locked.txt", "locked\n");
    chmodSync(p, 0);
    const [entry] = await buildManifest(root, ["outputs"]);
    chmodSync(p, 0o644);
    expect(entry).toMatchObject({ bytes: 0, sha256: "", truncationReason: "unreadable" });
  });

  it("does not descend into a symlinked directory", async () => {
    mkdirSync(join(outside, "tree"));
    writeFileSync(join(outside, "tree/x.txt"), "x");
    mkdirSync(join(root, "outputs"));
    symlinkSync(join(outside, "tree"), join(root, "outputs/dirlink"));
    const m = await buildManifest(root, ["outputs"]);
    expect(m).toEqual([{ path: "outputs/dirlink", bytes: 0, sha256: "", linkKind: "symlink" }]);
  });

  it("isLosslessUtf8 tells text from bytes", () => {
    expect(isLosslessUtf8(Buffer.from("plain ✓"))).toBe(true);
    expect(isLosslessUtf8(binary)).toBe(false);
  });
});

describe("capturePreRunManifest", () => {
  it("lists every path, hashes files and hardlinks, keeps links path-only", async () => {
    put("proj/a.txt", "a\n");
    const orig = put("proj/b.txt", "b\n");
    linkSync(orig, join(root, "proj/b-hard.txt"));
    symlinkSync("a.txt", join(root, "proj/a-link"));
    put("uploads/u.csv", "1,2\n");
    const pre = await capturePreRunManifest(root, ["outputs", "proj", "uploads"]);
    expect(pre.origin).toBe("local-walk");
    expect(pre.paths).toEqual(["proj/a-link", "proj/a.txt", "proj/b-hard.txt", "proj/b.txt", "uploads/u.csv"]);
    expect(pre.hashes).toEqual({
      "proj/a.txt": sha("a\n"),
      "proj/b-hard.txt": sha("b\n"),
      "proj/b.txt": sha("b\n"),
      "uploads/u.csv": sha("1,2\n"),
    });
    expect(pre.stats["proj/a.txt"]?.size).toBe(2);
    expect(pre.unavailableReasons).toEqual({});
  });

  it("nulls a hash over the cap and says why", async () => {
    put("proj/big.bin", Buffer.alloc(100));
    const pre = await capturePreRunManifest(root, ["proj"], { hashCapBytes: 10 });
    expect(pre.hashes["proj/big.bin"]).toBeNull();
    expect(pre.unavailableReasons["proj/big.bin"]).toMatch(/over the 10-byte pre-run hash cap/);
    const fromEnv = await capturePreRunManifest(root, ["proj"], { env: { COWORK_HARNESS_PRERUN_HASH_CAP: "50" } });
    expect(fromEnv.hashes["proj/big.bin"]).toBeNull();
  });

  it.skipIf(process.getuid?.() === 0)("reports an unreadable subtree as local-unreadable", async () => {
    put("proj/sub/x.txt", "x");
    chmodSync(join(root, "proj/sub"), 0);
    const pre = await capturePreRunManifest(root, ["proj"]);
    chmodSync(join(root, "proj/sub"), 0o755);
    expect(pre.origin).toBe("local-unreadable");
    expect(Object.keys(pre.unavailableReasons)).toContain("proj/sub");
  });
});
