/**
 * The files a live run produced (src/live/judge/workspace-files.ts), on a real staged tree: new and changed
 * files under the writable roots, every non-dot regular file of the scratchpad, nothing from `mnt/`'s
 * inputs, and a protocol-shaped work dir has no scratchpad evidence.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capturePreRunManifest } from "../../src/live/workspace/pre-run.js";
import { producedFiles } from "../../src/live/judge/workspace-files.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tree(rootName: "session" | "work"): { root: string; workRoot: string } {
  const base = mkdtempSync(join(tmpdir(), "h-deliv-ws-"));
  dirs.push(base);
  const root = join(base, rootName);
  const workRoot = rootName === "session" ? join(root, "mnt") : root;
  for (const d of ["outputs", "uploads", "notes"]) mkdirSync(join(workRoot, d), { recursive: true });
  writeFileSync(join(workRoot, "notes/kept.md"), "same");
  writeFileSync(join(workRoot, "notes/edited.md"), "before");
  writeFileSync(join(workRoot, "uploads/in.csv"), "a,b");
  return { root, workRoot };
}

describe("producedFiles", () => {
  it("classes new and changed files, lists the scratchpad, skips dot entries, links and unchanged files", async () => {
    const { root, workRoot } = tree("session");
    const pre = await capturePreRunManifest(workRoot, ["outputs", "notes", "uploads"]);
    writeFileSync(join(workRoot, "outputs/report.md"), "r");
    // the same size, new bytes, a new mtime: read and found changed
    writeFileSync(join(workRoot, "notes/edited.md"), "after!");
    utimesSync(join(workRoot, "notes/edited.md"), new Date(2002, 1, 1), new Date(2002, 1, 1));
    writeFileSync(join(workRoot, "notes/new.md"), "n");
    // rewritten with the same bytes: a new mtime, the same content — not produced
    writeFileSync(join(workRoot, "notes/kept.md"), "same");
    utimesSync(join(workRoot, "notes/kept.md"), new Date(2001, 1, 1), new Date(2001, 1, 1));
    writeFileSync(join(root, "draft.md"), "d");
    mkdirSync(join(root, "work/.cache"), { recursive: true });
    writeFileSync(join(root, "work/chart.png"), "p");
    writeFileSync(join(root, "work/.cache/x"), "x");
    mkdirSync(join(root, ".npm"));
    writeFileSync(join(root, ".npm/y"), "y");
    writeFileSync(join(root, ".hidden"), "h");
    symlinkSync("/etc/passwd", join(root, "link"));
    const p = await producedFiles(workRoot, ["outputs", "notes"], pre);
    expect(p.scratchpadComplete).toBe(true);
    expect(p.files).toEqual([
      { path: "notes/edited.md", class: "folder" },
      { path: "notes/new.md", class: "folder" },
      { path: "outputs/report.md", class: "output" },
      { path: "scratchpad/draft.md", class: "scratchpad" },
      { path: "scratchpad/work/chart.png", class: "scratchpad" },
    ]);
  });

  it("an empty run produced nothing, with complete scratchpad evidence", async () => {
    const { workRoot } = tree("session");
    const pre = await capturePreRunManifest(workRoot, ["outputs", "notes", "uploads"]);
    expect(await producedFiles(workRoot, ["outputs", "notes"], pre)).toEqual({ files: [], scratchpadComplete: true });
  });

  it("a protocol-tier work dir has no scratchpad: its evidence is incomplete, its outputs still listed", async () => {
    const { workRoot } = tree("work");
    const pre = await capturePreRunManifest(workRoot, ["outputs", "notes", "uploads"]);
    writeFileSync(join(workRoot, "outputs/report.md"), "r");
    writeFileSync(join(workRoot, "loose.md"), "l");
    expect(await producedFiles(workRoot, ["outputs", "notes"], pre)).toEqual({
      files: [{ path: "outputs/report.md", class: "output" }],
      scratchpadComplete: false,
    });
  });
});
