// File keys on replay answer from the cassette's manifest (src/gate/replay/materialize.ts `at`,
// src/gate/assert/files.ts viewLookup) instead of writing the tree and asking the disk. They must give
// exactly what the disk gives, for every kind of entry and path, and write nothing when they can.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ASSERTION_CATALOG } from "../../src/gate/assert/catalog.js";
import type { AssertContext } from "../../src/gate/assert/context.js";
import { evaluateItem } from "../../src/gate/assert/evaluate.js";
import type { Cassette, ManifestEntry } from "../../src/core/cassette/types.js";
import { emptyRecord } from "../../src/gate/evidence/empty.js";
import { buildAssertContext } from "../../src/gate/replay/context.js";
import { materializeManifest } from "../../src/gate/replay/materialize.js";

const file = (path: string, body: string, extra: Partial<ManifestEntry> = {}): ManifestEntry => ({
  path,
  sha256: "",
  bytes: body.length,
  body,
  ...extra,
});
const MANIFEST: ManifestEntry[] = [
  file("outputs/report.md", "# Report\nrevenue 42\n"),
  file("outputs/data/summary.json", JSON.stringify({ total: 42, rows: [1, 2], name: "q3" })),
  file("outputs/bad.json", "{not json"),
  file("outputs/binary.bin", Buffer.from([0xff, 0xfe, 0x00, 0x41]).toString("base64"), { encoding: "base64" }),
  file("outputs/link.md", "", { linkKind: "symlink" }),
  file("uploads/in.csv", "", { truncated: true, truncationReason: "input" }),
  file("outputs/big.txt", "", { truncated: true, truncationReason: "size" }),
  file("scratch/notes.txt", "scratch"),
];

const PATHS = [
  "outputs/report.md",
  "./outputs/report.md",
  "outputs/../outputs/report.md",
  "outputs/report.md/",
  "outputs/data/summary.json",
  "outputs/bad.json",
  "outputs/binary.bin",
  "outputs/link.md",
  "uploads/in.csv",
  "outputs/big.txt",
  "scratch/notes.txt",
  "outputs",
  "outputs/data",
  ".",
  "outputs/missing.md",
  "outputs/report.md/inside",
  "../escape.md",
  "/etc/passwd",
  "outputs\\report.md",
];

function items(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const p of PATHS) {
    out.push({ file_exists: p }, { user_visible_artifact: p });
    out.push(
      { artifact_text: { artifact: p, contains: ["revenue"] } },
      { artifact_text: { artifact: p, not_contains: ["secret"] } },
    );
    out.push({ artifact_json: { artifact: p, path: "total", equals: 42 } }, { artifact_json: { artifact: p } });
  }
  return out;
}

function context(withView: boolean): { ctx: AssertContext; dispose: () => void; location: () => string } {
  const tree = materializeManifest(MANIFEST, "v.cassette.json");
  const cassette = {
    scenario: { name: "v", prompt: "p", assert: [] },
    events: [],
    artifacts: MANIFEST,
  } as unknown as Cassette;
  const ctx = buildAssertContext(cassette, emptyRecord(), tree, false);
  if (!withView) delete ctx.artifactView;
  return { ctx, dispose: () => tree.dispose(), location: () => tree.location };
}

describe("replay's file keys answered from the manifest", () => {
  it("give the disk's answer for every key, entry kind and path", () => {
    const view = context(true);
    const disk = context(false);
    try {
      for (const item of items()) {
        const a = evaluateItem(item, view.ctx, ASSERTION_CATALOG);
        const b = evaluateItem(item, disk.ctx, ASSERTION_CATALOG);
        const norm = (r: typeof a, root: string): unknown => JSON.parse(JSON.stringify(r).split(root).join("<tree>"));
        expect(norm(a, view.location()), JSON.stringify(item)).toEqual(norm(b, disk.location()));
      }
    } finally {
      view.dispose();
      disk.dispose();
    }
  });

  it("write nothing when every key finds its file in the manifest", () => {
    const view = context(true);
    try {
      const results = [
        { file_exists: "outputs/report.md" },
        { user_visible_artifact: "outputs/data/summary.json" },
        { artifact_text: { artifact: "outputs/report.md", contains: ["revenue 42"] } },
        { artifact_json: { artifact: "outputs/data/summary.json", path: "name", equals: "q3" } },
        { file_exists: "uploads/in.csv" },
      ].map((i) => evaluateItem(i, view.ctx, ASSERTION_CATALOG));
      expect(results.map((r) => r.pass)).toEqual([true, true, true, true, true]);
      expect(results[0]?.evidence).toBe(`file_exists: "outputs/report.md" present under ${view.location()}`);
      expect(existsSync(join(view.location(), "outputs/report.md"))).toBe(false);
      // a key that must look at the disk (a miss) writes the tree, and then finds it as before
      const miss = evaluateItem({ file_exists: "outputs/nope.md" }, view.ctx, ASSERTION_CATALOG);
      expect(miss.pass).toBe(false);
      expect(readdirSync(join(view.location(), "outputs")).sort()).toEqual([
        "bad.json",
        "big.txt",
        "binary.bin",
        "data",
        "link.md",
        "report.md",
      ]);
    } finally {
      view.dispose();
    }
  });
});
