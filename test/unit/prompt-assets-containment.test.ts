/**
 * A baseline JSON is data: its prompt-asset pointers are never followed out of the baselines
 * directory (`..`, absolute paths, symlinks). Such a baseline's assets count as unavailable:
 * promptAssetsHash is undefined, so verify reports `unverifiable-prompt-assets`.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { promptAssetsHash } from "../../src/core/baselines/prompt-assets.js";
import type { LoadedBaseline } from "../../src/core/baselines/types.js";
import { baselineAndPromptChecks as checkBaselineStaleness } from "../../src/gate/staleness/baseline-checks.js";

const tmp = mkdtempSync(join(tmpdir(), "prompt-assets-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const baselines = join(tmp, "project/baselines");
mkdirSync(join(baselines, "prompts"), { recursive: true });
writeFileSync(join(baselines, "prompts/inside.md"), "inside prompt");
// a file outside the baselines dir that an escaping pointer would reach
writeFileSync(join(tmp, "project/outside.md"), "outside prompt");
symlinkSync(join(tmp, "project/outside.md"), join(baselines, "prompts/link.md"));

const withTemplate = (rel: string): LoadedBaseline => ({
  dir: baselines,
  file: join(baselines, "desktop-1.0.0.json"),
  baseline: { appVersion: "1.0.0", spawn: { promptTemplate: rel } },
});

describe("prompt-asset pointers stay inside the baselines directory", () => {
  it("a contained pointer hashes", async () => {
    expect(await promptAssetsHash(withTemplate("prompts/inside.md"))).toMatch(/^[0-9a-f]{16}$/);
  });

  it.each([
    ["a .. path", "../outside.md"],
    ["a deep .. path to /etc/passwd", "../../../../../../../../etc/passwd"],
    ["an absolute path", "/etc/passwd"],
    ["a symlink out of the directory", "prompts/link.md"],
    ["a .. hidden mid-path", "prompts/../../outside.md"],
  ])("%s is unavailable (undefined), though the file it names is readable", async (_label, rel) => {
    expect(await promptAssetsHash(withTemplate(rel))).toBeUndefined();
  });

  it("a contained asset after an escaping one still leaves the digest unavailable", async () => {
    const loaded: LoadedBaseline = {
      ...withTemplate("prompts/inside.md"),
      baseline: {
        appVersion: "1.0.0",
        spawn: { promptTemplate: "prompts/inside.md", subagentAppend: "../outside.md" },
      },
    };
    expect(await promptAssetsHash(loaded)).toBeUndefined();
  });
});

describe("verify with a baseline whose pointer escapes", () => {
  it("reports unverifiable-prompt-assets (not a hash of /etc/passwd, not a crash)", async () => {
    const dir = join(tmp, "verify/baselines");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "desktop-1.0.0.json"),
      JSON.stringify({ appVersion: "1.0.0", spawn: { promptTemplate: "../../../../../../../../../../etc/passwd" } }),
    );
    const fp = { baseline: "1.0.0", promptAssetsHash: "0123456789abcdef" } as Parameters<
      typeof checkBaselineStaleness
    >[0];
    const report = await checkBaselineStaleness(fp, dir);
    expect(report.findings.map((f) => f.class)).toEqual(["unverifiable-prompt-assets"]);
  });
});
