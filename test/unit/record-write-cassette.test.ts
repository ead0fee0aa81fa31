import { describe, it, expect, beforeEach, afterEach } from "vitest";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Cassette } from "../../src/core/cassette/types.js";
import { assertInsideOutDir, serializeCassette, writeCassetteAtomic } from "../../src/live/record/write-cassette.js";
import { HarnessError } from "../../src/core/util/errors.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "rec-write-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cassette = (n: number): Cassette => ({
  cassetteVersion: 12,
  scenario: { prompt: `p${n}`, session: "(inline)", assert: [] },
  events: [`{"n":${n}}`],
});

describe("writeCassetteAtomic", () => {
  it("writes two-space JSON with a newline, creating the directory", async () => {
    const path = join(dir, "new/sub/a.cassette.json");
    await writeCassetteAtomic(path, cassette(1));
    expect(readFileSync(path, "utf8")).toBe(serializeCassette(cassette(1)));
    expect(readFileSync(path, "utf8").endsWith("}\n")).toBe(true);
    expect(readdirSync(join(dir, "new/sub"))).toEqual(["a.cassette.json"]);
  });

  it("leaves the previous file byte-identical when the write fails before the rename", async () => {
    const path = join(dir, "a.cassette.json");
    writeFileSync(path, "previous bytes \u00e9\n");
    const before = readFileSync(path);
    let tempSeen = "";
    await expect(
      writeCassetteAtomic(path, cassette(2), {
        beforeRename: (temp) => {
          tempSeen = temp;
          expect(readFileSync(temp, "utf8")).toBe(serializeCassette(cassette(2))); // fully written…
          throw new Error("simulated crash");
        },
      }),
    ).rejects.toThrow(/the previous file, if any, is unchanged/);
    expect(readFileSync(path).equals(before)).toBe(true); // …but never renamed over the old one
    expect(existsSync(tempSeen)).toBe(false);
    expect(readdirSync(dir)).toEqual(["a.cassette.json"]);
  });

  it("touches nothing when the cassette cannot be serialized", async () => {
    const path = join(dir, "a.cassette.json");
    writeFileSync(path, "old\n");
    const bad = { ...cassette(3), weird: 10n } as unknown as Cassette;
    await expect(writeCassetteAtomic(path, bad)).rejects.toThrow(
      /cannot serialize the cassette .* nothing was written/,
    );
    expect(readFileSync(path, "utf8")).toBe("old\n");
    expect(readdirSync(dir)).toEqual(["a.cassette.json"]);
  });

  it("replaces the previous file on success", async () => {
    const path = join(dir, "a.cassette.json");
    writeFileSync(path, "old\n");
    await writeCassetteAtomic(path, cassette(4), { outDir: dir });
    expect(JSON.parse(readFileSync(path, "utf8")).scenario.prompt).toBe("p4");
  });

  it("refuses paths outside the output directory, including through a symlink", async () => {
    const out = join(dir, "out");
    mkdirSync(out);
    const elsewhere = mkdtempSync(join(tmpdir(), "rec-elsewhere-"));
    try {
      symlinkSync(elsewhere, join(out, "sneaky"));
      await expect(writeCassetteAtomic(join(dir, "a.json"), cassette(5), { outDir: out })).rejects.toThrow(
        HarnessError,
      );
      await expect(writeCassetteAtomic(join(out, "../b.json"), cassette(5), { outDir: out })).rejects.toThrow(
        /outside the output directory/,
      );
      await expect(writeCassetteAtomic(join(out, "sneaky/c.json"), cassette(5), { outDir: out })).rejects.toThrow(
        /outside the output directory/,
      );
      expect(readdirSync(elsewhere)).toEqual([]);
      expect(() => assertInsideOutDir(join(out, "x/y.json"), out)).not.toThrow();
      expect(() => assertInsideOutDir(join(out, "file.json"), join(out, "file.json"))).not.toThrow();
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
