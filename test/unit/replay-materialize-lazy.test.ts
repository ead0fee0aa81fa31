import { describe, it, expect } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { materializeManifest } from "../../src/gate/replay/materialize.js";
import type { ManifestEntry } from "../../src/core/cassette/types.js";

const file = (path: string, body = "x"): ManifestEntry => ({ path, sha256: "", bytes: body.length, body });

describe("the artifact tree is checked at once and written only when read (src/gate/replay/materialize.ts)", () => {
  it("writes on the first read of root; dispose removes its files; the next tree in the slot sees only its own", () => {
    const tree = materializeManifest(
      [file("outputs/a.md", "A"), file("outputs/deep/b.md", "B"), { ...file("uploads/in.csv"), truncated: true }],
      "t.cassette.json",
    );
    expect(tree.truncatedPaths.get("uploads/in.csv")).toBe("other");
    const root = tree.root;
    expect(tree.root).toBe(root);
    expect(readFileSync(join(root, "outputs/deep/b.md"), "utf8")).toBe("B");
    expect(readdirSync(root).sort()).toEqual(["outputs", "uploads"]);
    tree.dispose();
    expect(existsSync(join(root, "outputs/a.md"))).toBe(false);
    expect(existsSync(join(root, "outputs/deep/b.md"))).toBe(false);
    tree.dispose(); // twice is fine
    expect(() => tree.root).toThrow(/already removed/);

    // the slot goes back to the pool: the next tree gets it with exactly its own directories
    const next = materializeManifest([file("outputs/c.md", "C"), file("other/d.md", "D")], "u.cassette.json");
    expect(next.root).toBe(root);
    expect(readdirSync(root).sort()).toEqual(["other", "outputs"]);
    expect(readdirSync(join(root, "outputs"))).toEqual(["c.md"]);
    // two trees at once get two slots
    const third = materializeManifest([file("x.md")], "v.cassette.json");
    expect(third.root).not.toBe(root);
    expect(readdirSync(third.root)).toEqual(["x.md"]);
    third.dispose();
    next.dispose();
  });

  it("a tree nobody reads is never written, and disposing it touches nothing", () => {
    const tree = materializeManifest([file("outputs/a.md")], "t.cassette.json");
    tree.dispose();
    expect(() => tree.root).toThrow(/already removed/);
  });

  it("refuses a bad manifest at once, with the messages writing it gave", () => {
    const refuse = (entries: ManifestEntry[]): string => {
      try {
        materializeManifest(entries, "h.cassette.json");
      } catch (e) {
        return (e as Error).message;
      }
      return "accepted";
    };
    expect(refuse([file("a.md"), file("./a.md")])).toBe(
      'h.cassette.json: cassette artifact "./a.md" appears twice in the manifest — refusing to replay',
    );
    expect(refuse([file("d/x.md"), file("d")])).toBe(
      'h.cassette.json: cassette artifact "d" appears twice in the manifest — refusing to replay',
    );
    expect(refuse([file("f"), file("f/x.md")])).toBe(
      'h.cassette.json: cassette artifact "f/x.md" collides with another manifest path — refusing to replay',
    );
    expect(refuse([file("f"), file("f/")])).toBe(
      'h.cassette.json: cassette artifact "f/" collides with another manifest path — refusing to replay',
    );
    expect(refuse([file("../x")])).toMatch(/escapes the replay directory/);
    expect(refuse([{ ...file("a.md", "body"), sha256: "0".repeat(64) }])).toMatch(/does not match its recorded sha256/);
    expect(refuse([file("a/b.md"), file("a/c.md")])).toBe("accepted");
  });
});
