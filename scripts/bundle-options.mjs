// The esbuild options of the one build (scripts/build.mjs), shared with the test that checks what
// the gate's paths load (test/integration/gate-bundle.test.ts), so both see the same bundles.

/** The entry points and the files they become. */
export const ENTRIES = [
  { in: "src/cli/main.ts", out: "dist/cli.js" },
  { in: "src/action/main.ts", out: "dist/action.js" },
];

// @actions/artifact's download path unzips with unzip-stream, whose dependencies (binary, buffers,
// chainsaw) ship no license text and, for one, declare no license: we only ever upload the report,
// so that module is replaced by one that says so, and none of them is bundled.
const uploadOnlyArtifactClient = {
  name: "upload-only-artifact-client",
  setup(b) {
    b.onResolve({ filter: /^unzip-stream$/ }, () => ({ path: "unzip-stream", namespace: "not-bundled" }));
    b.onLoad({ filter: /.*/, namespace: "not-bundled" }, () => ({
      contents:
        'export default function unzip() { throw new Error("cowork-harness bundles no artifact download (only upload)"); }',
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
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: "zod-locales", namespace: "zod-english-only", pluginData: args.resolveDir }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "zod-english-only" }, (args) => ({
      contents: 'export { default as en } from "../locales/en.js";',
      resolveDir: args.pluginData,
      loader: "js",
    }));
  },
};

// Bundled CommonJS dependencies call require(); give them one.
const requireBanner = "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";

/**
 * One build with code splitting: each entry loads only the modules its command needs (the CLI's
 * commands are dynamic imports), so `--version` and small commands start fast.
 */
export function bundleOptions() {
  return {
    bundle: true,
    platform: "node",
    target: "node22",
    format: "esm",
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    entryPoints: Object.fromEntries(ENTRIES.map((e) => [e.out.replace(/^dist\//, "").replace(/\.js$/, ""), e.in])),
    outdir: "dist",
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    plugins: [uploadOnlyArtifactClient, zodEnglishOnly],
    banner: { js: `#!/usr/bin/env node\n${requireBanner}` },
  };
}
