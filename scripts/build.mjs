// Bundles the entry points into ESM files under dist/ (plus shared chunks in dist/chunks/).
// `--if-stale` skips the build when every bundle is newer than every source file,
// so `npm test` stays fast after a build yet never runs stale code.
import { build } from "esbuild";
import { ENTRIES as entries, bundleOptions } from "./bundle-options.mjs";
import { readdirSync, rmSync, statSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NOTICES_FILE, noticesFor } from "./licenses.mjs";
import { writeGeneratedValidators } from "./gen-validators.mjs";
import { liveModulesOnGatePaths } from "./gate-bundle-check.mjs";

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, name.name);
    newest = Math.max(newest, name.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

if (process.argv.includes("--if-stale")) {
  const src = Math.max(
    newestMtime("src"),
    newestMtime("schema"),
    statSync("package.json").mtimeMs,
    statSync("agent/package.json").mtimeMs,
  );
  const fresh = existsSync(NOTICES_FILE) && entries.every((e) => existsSync(e.out) && statSync(e.out).mtimeMs >= src);
  if (fresh) process.exit(0);
}

// The schemas production code validates with, compiled to JavaScript ahead of time.
writeGeneratedValidators();

// One build with code splitting: each entry loads only the modules its command needs (the
// CLI's commands are dynamic imports), so `--version` and small commands start fast.
rmSync("dist/chunks", { recursive: true, force: true });
rmSync("dist/standalone", { recursive: true, force: true }); // the per-command bundles of Node 20 days
{
  const split = await build(bundleOptions());
  const metafile = split.metafile;
  // The gate never loads the live side: what the Action and the CLI's `check` load before an
  // opt-in live step holds no module of src/live/ (scripts/gate-bundle-check.mjs).
  const live = liveModulesOnGatePaths(metafile);
  if (live.length > 0) {
    for (const line of live) console.error(line);
    process.exit(1);
  }
  // The license text of every package bundled above ships beside the bundles (the image and the
  // npm package copy dist/); a package under a license not on the allow-list fails the build.
  const notices = noticesFor(metafile);
  if (notices.problems.length > 0) {
    for (const p of notices.problems) console.error(p);
    process.exit(1);
  }
  writeFileSync(NOTICES_FILE, notices.text);
}
