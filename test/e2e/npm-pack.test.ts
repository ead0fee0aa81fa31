/**
 * The npm package is publishable and works as installed: `npm pack` holds what `files` names and
 * nothing of src/ or test/, it has no runtime dependency (the bundles in dist/ inline theirs), and
 * the tarball installed offline into an empty directory runs `cowork-harness check` green on a copy
 * of our examples (a git repository, as the examples were recorded in one).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { git } from "../helpers/git-copy.js";
import { REPO_ROOT } from "../helpers/paths.js";
import { exampleCassetteNames } from "../helpers/fixtures.js";

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8"));
let base: string;
let tarball: string;
let packed: { files: { path: string }[] }[];

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "cowork-pack-"));
  const out = execFileSync("npm", ["pack", "--json", "--pack-destination", base], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    env: { ...process.env, npm_config_ignore_scripts: "true" },
  });
  packed = JSON.parse(out);
  tarball = join(base, (packed[0] as unknown as { filename: string }).filename);
}, 120_000);
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("npm pack → install → check", () => {
  it("packs dist, schema, docs, README, LICENSE and the agent image build, and none of src/, test/ or examples/", () => {
    const paths = packed[0]!.files.map((f) => f.path);
    for (const must of [
      "dist/cli.js",
      "dist/THIRD_PARTY_NOTICES.txt",
      "README.md",
      "LICENSE",
      "package.json",
      "docs/reference/README.md",
      "schema/cassette.v12.schema.json",
    ])
      expect(paths).toContain(must);
    expect(paths.filter((p) => /^(src|test|examples|node_modules)\//.test(p))).toEqual([]);
    // of scripts/, only what builds the container tier's agent image (record's error points to it)
    for (const must of ["Dockerfile.agent", "scripts/agent-image.sh", "scripts/container-test.sh"])
      expect(paths).toContain(must);
    expect(
      paths.filter(
        (p) =>
          p.startsWith("scripts/") && !/^scripts\/(agent-image\.sh|container-test\.sh|agent-image-context\/)/.test(p),
      ),
    ).toEqual([]);
  });

  it("declares no runtime dependency: the bundles inline them", () => {
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it("installs offline from the tarball and checks a copy of the examples green", () => {
    const app = join(base, "app");
    cpSync(join(REPO_ROOT, "examples"), join(app, "examples"), { recursive: true });
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true }));
    const install = spawnSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball], {
      cwd: app,
      encoding: "utf8",
    });
    expect(install.status, install.stderr).toBe(0);
    git(app, "init", "-q", "-b", "main");
    git(app, "add", "examples");
    git(app, "commit", "-q", "-m", "examples");
    const bin = join(app, "node_modules/.bin/cowork-harness");
    const version = spawnSync(bin, ["--version"], { cwd: app, encoding: "utf8" });
    expect(version.stdout.trim()).toBe(pkg.version);
    const check = spawnSync(bin, ["check", "examples"], {
      cwd: app,
      encoding: "utf8",
      env: { ...process.env, GITHUB_ACTIONS: "" },
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const n = exampleCassetteNames().length;
    expect(check.stdout).toContain(`gate passed: ${n} cassettes: ${n} passed, 0 failed, 0 stale`);
  });
});
