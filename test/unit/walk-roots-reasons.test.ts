/**
 * Why the user-visible roots could not be walked (src/live/workspace/walk-roots.ts) names paths relative
 * to the work root, never where the session was staged on this machine: the agent can replace
 * `mnt` with a link, and the reason ("mnt in … is not a directory") reaches the live verdict the
 * gate publishes. A real tree, reached through a symlinked parent so its given and real spellings
 * differ.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { walkRoots } from "../../src/live/workspace/walk-roots.js";
import { capturePreRunManifest } from "../../src/live/workspace/pre-run.js";

const temps: string[] = [];
afterEach(() => {
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function session(): { root: string; real: string } {
  const top = mkdtempSync(join(tmpdir(), "h36-walk-"));
  temps.push(top);
  mkdirSync(join(top, "real", "session", "mnt", "outputs"), { recursive: true });
  symlinkSync(join(top, "real"), join(top, "link"));
  const root = join(top, "link", "session");
  return { root, real: realpathSync(root) };
}

describe("walk reasons name no host path", () => {
  it("mnt replaced by a link: the reason is relative to the work root", async () => {
    const { root, real } = session();
    rmSync(join(real, "mnt"), { recursive: true });
    symlinkSync("/etc", join(real, "mnt"));
    const walk = await walkRoots(join(root, "mnt"), ["outputs"]);
    expect(walk.unreadable.outputs).toBe("mnt in .. is not a directory (a link or a file)");
    const manifest = await capturePreRunManifest(join(root, "mnt"), ["outputs"]);
    expect(manifest.origin).toBe("local-unreadable");
    for (const why of Object.values(manifest.unavailableReasons)) {
      expect(why).not.toContain(real);
      expect(why).not.toContain(root);
    }
  });
});
