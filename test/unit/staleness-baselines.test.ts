import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listBaselineVersions, loadBaseline } from "../../src/core/baselines/load.js";
import { normalizePromptAsset, promptAssetsHash } from "../../src/core/baselines/prompt-assets.js";
import { resolveCoworkTier } from "../../src/core/baselines/tier.js";
import { compareVersions } from "../../src/core/baselines/version-order.js";
import { writeBaselines } from "../helpers/fixtures.js";

const tmp = mkdtempSync(join(tmpdir(), "baselines-"));
// our own baselines directory: numeric order differs from string order (1.10 > 1.9, 2.24012.11 > 2.24012.9)
const ownBaselines = writeBaselines(join(tmp, "own"), [
  { appVersion: "1.9.0" },
  { appVersion: "1.10.0", prompt: "old prompt" },
  { appVersion: "2.24012.9", hostLoop: false },
  { appVersion: "2.24012.11", hostLoop: true, prompt: "Cowork system prompt <!-- internal note -->\n" },
]);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("baseline versions", () => {
  it("orders dotted versions numerically", () => {
    expect(compareVersions("1.24012.11", "1.24012.9")).toBe(1);
    expect(compareVersions("1.9", "1.10")).toBe(-1);
    expect(compareVersions("1.2", "1.2.0")).toBe(0);
  });

  it("latest is the highest desktop-*.json of the directory", async () => {
    expect(await listBaselineVersions(ownBaselines)).toEqual(["2.24012.11", "2.24012.9", "1.10.0", "1.9.0"]);
    expect((await loadBaseline(ownBaselines, "latest")).baseline.appVersion).toBe("2.24012.11");
    expect((await loadBaseline(ownBaselines, "1.10.0")).baseline.appVersion).toBe("1.10.0");
  });

  it("a missing baseline or an empty directory is a one-line error", async () => {
    await expect(loadBaseline(ownBaselines, "9.9.9")).rejects.toThrow(/baseline '9.9.9': no file .*desktop-9.9.9.json/);
    const empty = join(tmp, "empty");
    mkdirSync(empty);
    await expect(loadBaseline(empty)).rejects.toThrow(/no desktop-\*\.json baselines/);
  });
});

describe("promptAssetsHash", () => {
  it("is the first 16 hex of sha256 over key, NUL, normalized text, NUL (the reference value is in test/conformance)", async () => {
    const { createHash } = await import("node:crypto");
    const expected = createHash("sha256").update("promptTemplate\0Cowork system prompt\0").digest("hex").slice(0, 16);
    expect(await promptAssetsHash(await loadBaseline(ownBaselines, "2.24012.11"))).toBe(expected);
    expect(await promptAssetsHash(await loadBaseline(ownBaselines, "1.10.0"))).not.toBe(expected);
  });

  it("strips nested-looking comments until stable and trims", () => {
    expect(normalizePromptAsset("  a<!-- x -->b <!<!-- y -->-- z -->c  ")).toBe("ab c");
  });

  it("is undefined when an asset is missing and moves when an asset changes", async () => {
    const dir = join(tmp, "assets");
    mkdirSync(join(dir, "p"), { recursive: true });
    writeFileSync(join(dir, "p/t.md"), "hello <!-- note -->");
    const loaded = { dir, file: "x", baseline: { appVersion: "1", spawn: { promptTemplate: "p/t.md" } } };
    const first = await promptAssetsHash(loaded);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    writeFileSync(join(dir, "p/t.md"), "hello <!-- other note -->");
    expect(await promptAssetsHash(loaded)).toBe(first);
    writeFileSync(join(dir, "p/t.md"), "hello!");
    expect(await promptAssetsHash(loaded)).not.toBe(first);
    expect(
      await promptAssetsHash({ ...loaded, baseline: { appVersion: "1", spawn: { subagentAppend: "p/none.md" } } }),
    ).toBeUndefined();
  });
});

describe("cowork tier resolution", () => {
  it("follows the host-loop gate of the baseline", async () => {
    expect(resolveCoworkTier((await loadBaseline(ownBaselines, "2.24012.11")).baseline)).toBe("hostloop");
    expect(resolveCoworkTier((await loadBaseline(ownBaselines, "2.24012.9")).baseline)).toBe("container");
    expect(resolveCoworkTier({ appVersion: "1", provenance: { gates: { "1143815894": "force on" } } })).toBe(
      "hostloop",
    );
    expect(
      resolveCoworkTier({ appVersion: "1", provenance: { gates: { "hostLoop:1143815894": { on: false } } } }),
    ).toBe("container");
    expect(resolveCoworkTier({ appVersion: "1" })).toBe("container");
  });

  it("requireFullVmSandbox forces container", () => {
    expect(
      resolveCoworkTier({ appVersion: "1", requireFullVmSandbox: true, provenance: { gates: { "1143815894": true } } }),
    ).toBe("container");
  });
});
