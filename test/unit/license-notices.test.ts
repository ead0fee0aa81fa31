import { describe, it, expect } from "vitest";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
// @ts-expect-error — a plain .mjs build script without types
import { licenseAllowed, noticesFor, NOTICES_FILE } from "../../scripts/licenses.mjs";
import { REPO_ROOT } from "../helpers/paths.js";

interface Notices {
  packages: { name: string }[];
  problems: string[];
  text: string;
}
const notices = noticesFor as (metafile: unknown, root: string) => Notices;
const allowed = licenseAllowed as (expression: string) => boolean;

/** A project whose entry bundles two packages: `ok` (MIT) and `bad` (license given). */
async function bundle(badLicense: string, withText = true): Promise<Notices> {
  const dir = mkdtempSync(join(tmpdir(), "h22-notices-"));
  try {
    const pkg = (name: string, license: string, text: string | undefined): void => {
      const p = join(dir, "node_modules", name);
      mkdirSync(p, { recursive: true });
      writeFileSync(join(p, "package.json"), JSON.stringify({ name, version: "1.2.3", license, main: "index.js" }));
      writeFileSync(join(p, "index.js"), `module.exports = ${JSON.stringify(name)};\n`);
      if (text !== undefined) writeFileSync(join(p, "LICENSE"), text);
    };
    pkg("ok", "MIT", "MIT License\nCopyright (c) ok's authors\n");
    pkg("bad", badLicense, withText ? `${badLicense} text of bad\n` : undefined);
    writeFileSync(join(dir, "entry.js"), 'import a from "ok"; import b from "bad"; console.log(a, b);\n');
    const { metafile } = await build({
      entryPoints: [join(dir, "entry.js")],
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      absWorkingDir: dir,
      logLevel: "silent",
    });
    return notices(metafile, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("third-party license notices (scripts/licenses.mjs, written by scripts/build.mjs)", () => {
  it("writes each bundled package's license text, and passes packages under allowed licenses", async () => {
    const n = await bundle("Apache-2.0");
    expect(n.problems).toEqual([]);
    expect(n.packages.map((p) => p.name).sort()).toEqual(["bad", "ok"]);
    expect(n.text).toContain("ok@1.2.3 (MIT)\n\nMIT License\nCopyright (c) ok's authors");
    expect(n.text).toContain("bad@1.2.3 (Apache-2.0)\n\nApache-2.0 text of bad");
  });

  it("refuses a bundled package whose license is not on the allow-list, naming it", async () => {
    const n = await bundle("GPL-3.0-only");
    expect(n.problems).toHaveLength(1);
    expect(n.problems[0]).toMatch(
      /^node_modules\/bad\/package\.json: bad@1\.2\.3 is bundled into dist\/ under license "GPL-3\.0-only", which is not on the allow-list/,
    );
  });

  it("refuses a bundled package that ships no license text", async () => {
    const n = await bundle("MIT", false);
    expect(n.problems).toEqual([
      expect.stringMatching(/^node_modules\/bad: bad@1\.2\.3 is bundled into dist\/ but ships no LICENSE/),
    ]);
  });

  it("reads SPDX expressions: OR needs one allowed side, AND needs both", () => {
    expect(allowed("(MIT OR GPL-3.0-only)")).toBe(true);
    expect(allowed("(Apache-2.0 AND BSD-3-Clause)")).toBe(true);
    expect(allowed("MIT AND GPL-3.0-only")).toBe(false);
    expect(allowed("SSPL-1.0")).toBe(false);
    expect(allowed("")).toBe(false);
  });

  it("the notices file ships: in dist/, in the npm package's files, and in the image (COPY dist/)", () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { files: string[] };
    expect(NOTICES_FILE).toBe("dist/THIRD_PARTY_NOTICES.txt");
    expect(pkg.files).toContain("dist");
    expect(readFileSync(join(REPO_ROOT, "Dockerfile"), "utf8")).toMatch(/^COPY dist\/ \/app\/dist\/$/m);
    const text = readFileSync(join(REPO_ROOT, NOTICES_FILE as string), "utf8");
    expect(text).not.toMatch(/^ajv@/m);
    // ajv is not among them: the schemas are compiled to plain code ahead of time (scripts/gen-validators.mjs)
    for (const name of ["@actions/core", "@octokit/core", "yaml", "zod", "simple-git"])
      expect(text).toMatch(new RegExp(`^${name.replace("/", "\\/")}@\\S+ \\(`, "m"));
  });
});
