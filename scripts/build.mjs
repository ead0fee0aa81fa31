// Bundles each entry point into one ESM file under dist/.
// `--if-stale` skips the build when every bundle is newer than every source file,
// so `npm test` stays fast after a build yet never runs stale code.
import { build } from "esbuild";
import { readdirSync, statSync, existsSync } from "node:fs";
import { join } from "node:path";

const entries = [
  { in: "src/cli/main.ts", out: "dist/cli.js" },
  { in: "src/action/main.ts", out: "dist/action.js" },
];

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, name.name);
    newest = Math.max(newest, name.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

if (process.argv.includes("--if-stale")) {
  const src = Math.max(newestMtime("src"), newestMtime("schema"), statSync("package.json").mtimeMs);
  const fresh = entries.every((e) => existsSync(e.out) && statSync(e.out).mtimeMs >= src);
  if (fresh) process.exit(0);
}

for (const e of entries) {
  await build({
    entryPoints: [e.in],
    outfile: e.out,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    legalComments: "none",
    logLevel: "warning",
    banner: {
      // Bundled CommonJS dependencies call require(); give them one.
      js: "#!/usr/bin/env node\nimport { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
}
