// Third-party license notices for the bundles in dist/: which packages esbuild put into them (its
// metafile), each one's license (package.json) and license text (LICENSE/LICENCE/COPYING/NOTICE
// files). scripts/build.mjs writes the notices file and refuses a bundled package whose license is
// not on the allow-list below, or which ships no license text to reproduce.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const NOTICES_FILE = "dist/THIRD_PARTY_NOTICES.txt";

/** Licenses whose terms a bundle meets by shipping the notice (SPDX identifiers). */
export const ALLOWED_LICENSES = [
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "Apache-2.0",
  "0BSD",
  "CC0-1.0",
  "BlueOak-1.0.0",
  "Unlicense",
  "Python-2.0",
];

/**
 * Packages known to ship no license file though their package.json names an allowed license: the
 * notice then gives that license, the author and the repository, as the package states them.
 * A package missing here and shipping no text fails the build.
 */
export const WITHOUT_LICENSE_FILE = ["@nodable/entities", "isarray"];

/** The package directories (relative, posix) of every node_modules input of an esbuild metafile. */
export function bundledPackageDirs(metafile) {
  const dirs = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    let dir;
    for (const m of input.matchAll(/(?:^|\/)node_modules\/(?:@[^/]+\/)?[^/]+/g))
      dir = input.slice(0, m.index + m[0].length).replace(/^\//, "");
    if (dir !== undefined) dirs.add(dir);
    // ajv's standalone output (scripts/gen-validators.mjs) is ajv's code templates, generated at
    // build time: it ships under ajv's notice though no file of the package is bundled
    if (/(?:^|\/)src\/schema\/generated\//.test(input)) dirs.add("node_modules/ajv");
  }
  return [...dirs].sort();
}

/** An SPDX expression is allowed when every AND-ed term is, an OR needs one allowed side. */
export function licenseAllowed(expression, allowed = ALLOWED_LICENSES) {
  if (typeof expression !== "string" || expression.trim() === "") return false;
  const e = expression.trim().replace(/^\((.*)\)$/, "$1");
  if (/\bOR\b/.test(e)) return e.split(/\s+OR\s+/).some((part) => licenseAllowed(part, allowed));
  if (/\bAND\b/.test(e)) return e.split(/\s+AND\s+/).every((part) => licenseAllowed(part, allowed));
  return allowed.includes(e.replace(/\+$/, ""));
}

function licenseOf(pkg) {
  if (typeof pkg.license === "string") return pkg.license;
  if (pkg.license && typeof pkg.license.type === "string") return pkg.license.type;
  if (Array.isArray(pkg.licenses))
    return pkg.licenses
      .map((l) => l?.type)
      .filter(Boolean)
      .join(" OR ");
  return "";
}

/** name, version, license and license text(s) of a package directory (under `root`). */
export function readPackage(root, dir) {
  const pkg = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  const files = existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => /^(licen[cs]e|copying|notice)(\.|-|$)/i.test(f))
        .sort()
    : [];
  const texts = files.map((f) => ({
    file: f,
    text: readFileSync(join(root, dir, f), "utf8")
      .replace(/\r\n/g, "\n")
      .trimEnd(),
  }));
  const author = typeof pkg.author === "string" ? pkg.author : pkg.author?.name;
  const repository = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  return {
    dir,
    name: String(pkg.name ?? dir),
    version: String(pkg.version ?? ""),
    license: licenseOf(pkg),
    texts,
    author,
    repository,
  };
}

/** What is wrong with the bundled packages, one line each (empty when nothing is). */
export function licenseProblems(packages, allowed = ALLOWED_LICENSES) {
  const problems = [];
  for (const p of packages) {
    if (!licenseAllowed(p.license, allowed))
      problems.push(
        `${p.dir}/package.json: ${p.name}@${p.version} is bundled into dist/ under license "${p.license || "(none)"}", which is not on the allow-list in scripts/licenses.mjs (${allowed.join(", ")})`,
      );
    else if (p.texts.length === 0 && !WITHOUT_LICENSE_FILE.includes(p.name))
      problems.push(
        `${p.dir}: ${p.name}@${p.version} is bundled into dist/ but ships no LICENSE/COPYING/NOTICE file to reproduce`,
      );
  }
  return problems;
}

/** The notices file: one section per package (name@version, license, text), sorted, deterministic. */
export function renderNotices(packages) {
  const seen = new Set();
  const sections = [];
  for (const p of [...packages].sort((a, b) =>
    a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1,
  )) {
    const key = `${p.name}@${p.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const texts =
      p.texts.length > 0
        ? p.texts.map((t) => t.text + "\n")
        : [
            `The package ships no license file; its package.json declares ${p.license}${p.author ? `, author ${p.author}` : ""}${p.repository ? `, repository ${p.repository}` : ""}.\n`,
          ];
    sections.push([`${"-".repeat(78)}`, `${key} (${p.license})`, "", ...texts].join("\n"));
  }
  return (
    "Third-party software bundled into cowork-harness's dist/ (written by scripts/build.mjs from esbuild's metafile).\n" +
    `${seen.size} packages; each section gives the package, its license, and the license text it ships.\n\n` +
    sections.join("\n") +
    "\n"
  );
}

/** Everything the build needs: the problems and the notices text for one esbuild metafile. */
export function noticesFor(metafile, root = process.cwd(), allowed = ALLOWED_LICENSES) {
  const packages = bundledPackageDirs(metafile).map((d) => readPackage(root, d));
  return { packages, problems: licenseProblems(packages, allowed), text: renderNotices(packages) };
}
