// Bundles the entry points into ESM files under dist/ (plus shared chunks in dist/chunks/).
// `--if-stale` skips the build when every bundle is newer than every source file,
// so `npm test` stays fast after a build yet never runs stale code.
import { build } from "esbuild";
import { readdirSync, rmSync, statSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NOTICES_FILE, noticesFor } from "./licenses.mjs";
import { writeGeneratedValidators } from "./gen-validators.mjs";

const entries = [
  { in: "src/cli/main.ts", out: "dist/cli.js" },
  { in: "src/action/main.ts", out: "dist/action.js" },
];

// The gate's commands (replay, verify, check), each bundled into one file with everything it
// imports: a command split over ~27 shared chunks pays the ES module loader's read, link and
// evaluate for each (4–8% of a run over 200 small cassettes). dist/cli.js imports these files
// as they are (the import stays external), so the shared code ships once more for each.
// Which commands: the modules of src/cli/standalone/ (main.ts names each in its STANDALONE table).
const standalone = readdirSync("src/cli/standalone")
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ in: `src/cli/standalone/${f}`, out: `dist/standalone/${f.replace(/\.ts$/, ".js")}` }));

/** Keeps main.ts's imports of ./standalone/*.js as imports of the bundles built beside dist/cli.js. */
const standaloneExternal = {
  name: "standalone-external",
  setup(b) {
    b.onResolve({ filter: /^\.\/standalone\/[a-z-]+\.js$/ }, (args) =>
      /[\\/]src[\\/]cli[\\/]main\.ts$/.test(args.importer) ? { path: args.path, external: true } : undefined,
    );
  },
};

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, name.name);
    newest = Math.max(newest, name.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

if (process.argv.includes("--if-stale")) {
  const src = Math.max(newestMtime("src"), newestMtime("schema"), statSync("package.json").mtimeMs, statSync("agent/package.json").mtimeMs);
  const fresh = existsSync(NOTICES_FILE) && [...entries, ...standalone].every((e) => existsSync(e.out) && statSync(e.out).mtimeMs >= src);
  if (fresh) process.exit(0);
}

// @actions/artifact's download path unzips with unzip-stream, whose dependencies (binary, buffers,
// chainsaw) ship no license text and, for one, declare no license: we only ever upload the report,
// so that module is replaced by one that says so, and none of them is bundled.
const uploadOnlyArtifactClient = {
  name: "upload-only-artifact-client",
  setup(b) {
    b.onResolve({ filter: /^unzip-stream$/ }, () => ({ path: "unzip-stream", namespace: "not-bundled" }));
    b.onLoad({ filter: /.*/, namespace: "not-bundled" }, () => ({
      contents: 'export default function unzip() { throw new Error("cowork-harness bundles no artifact download (only upload)"); }',
      loader: "js",
    }));
  },
};

// zod's namespace re-exports every message locale (~50 of them, a third of its bundle), which
// every command that validates anything would parse at start. We use only English (zod's default),
// so the locales index resolves to English alone.
const zodEnglishOnly = {
  name: "zod-english-only",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: "zod-locales", namespace: "zod-english-only", pluginData: args.resolveDir } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "zod-english-only" }, (args) => ({
      contents: 'export { default as en } from "../locales/en.js";',
      resolveDir: args.pluginData,
      loader: "js",
    }));
  },
};

// The schemas production code validates with, compiled to JavaScript ahead of time.
writeGeneratedValidators();

// One build with code splitting: each entry loads only the modules its command needs (the
// CLI's commands are dynamic imports), so `--version` and small commands start fast.
rmSync("dist/chunks", { recursive: true, force: true });
rmSync("dist/standalone", { recursive: true, force: true });
{
  const common = {
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
  };
  // Bundled CommonJS dependencies call require(); give them one.
  const requireBanner = "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";
  const split = await build({
    ...common,
    entryPoints: Object.fromEntries(entries.map((e) => [e.out.replace(/^dist\//, "").replace(/\.js$/, ""), e.in])),
    outdir: "dist",
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    plugins: [uploadOnlyArtifactClient, zodEnglishOnly, standaloneExternal],
    banner: { js: `#!/usr/bin/env node\n${requireBanner}` },
  });
  // One file each, no chunks: everything the command imports, in one module.
  const alone = await build({
    ...common,
    entryPoints: Object.fromEntries(standalone.map((e) => [e.out.replace(/^dist\//, "").replace(/\.js$/, ""), e.in])),
    outdir: "dist",
    splitting: false,
    plugins: [uploadOnlyArtifactClient, zodEnglishOnly],
    banner: { js: requireBanner },
  });
  const metafile = { inputs: { ...split.metafile.inputs, ...alone.metafile.inputs }, outputs: { ...split.metafile.outputs, ...alone.metafile.outputs } };
  // The license text of every package bundled above ships beside the bundles (the image and the
  // npm package copy dist/); a package under a license not on the allow-list fails the build.
  const notices = noticesFor(metafile);
  if (notices.problems.length > 0) {
    for (const p of notices.problems) console.error(p);
    process.exit(1);
  }
  writeFileSync(NOTICES_FILE, notices.text);
}
