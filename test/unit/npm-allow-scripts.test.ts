/**
 * npm 11 warns on `npm ci` for every dependency whose install script no `allowScripts` entry
 * covers: each manifest's policy names every locked package that has one (esbuild at the root,
 * the pinned agent under agent/), so a clean install is quiet.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/paths.js";

const json = (p: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(REPO_ROOT, p), "utf8")) as Record<string, unknown>;

describe.each([
  ["package.json", "package-lock.json"],
  ["agent/package.json", "agent/package-lock.json"],
])("%s allowScripts", (manifest, lock) => {
  it("covers every locked package with an install script, and nothing else", () => {
    const packages = json(lock).packages as Record<string, { version?: string; hasInstallScript?: boolean }>;
    const withScripts = Object.entries(packages)
      .filter(([path, p]) => path !== "" && p.hasInstallScript === true)
      .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    const allowed = json(manifest).allowScripts as Record<string, boolean> | undefined;
    // the lockfiles carry no "resolved" URL, so npm can only match a policy entry by name
    expect(Object.keys(allowed ?? {}).sort()).toEqual([...new Set(withScripts)].sort());
    expect(Object.values(allowed ?? {}).every((v) => v === true)).toBe(true);
  });
});
