// Writes docs/reference/ from the schemas (npm run docs), or with --check says which files differ
// (exit 1). The renderer is TypeScript over src/: it is bundled on the fly with esbuild.
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const check = process.argv.includes("--check");
// inside node_modules, so the bundle's bare imports (zod, yaml) resolve
mkdirSync(join(root, "node_modules/.cache"), { recursive: true });
const tmp = mkdtempSync(join(root, "node_modules/.cache/gen-docs-"));
try {
  const out = join(tmp, "render.mjs");
  await build({
    entryPoints: [join(root, "scripts/gen-docs-render.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: out,
    packages: "external",
    logLevel: "error",
  });
  const { renderDocs } = await import(pathToFileURL(out).href);
  const files = renderDocs(root);
  const stale = [];
  for (const [rel, content] of files) {
    const target = join(root, rel);
    let current;
    try {
      current = readFileSync(target, "utf8");
    } catch {
      current = undefined;
    }
    if (current === content) continue;
    stale.push(rel);
    if (!check) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  if (check && stale.length > 0) {
    console.error(`docs out of date (run npm run docs): ${stale.join(", ")}`);
    process.exitCode = 1;
  } else if (!check) {
    console.log(stale.length > 0 ? `wrote ${stale.join(", ")}` : "docs/reference is up to date");
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
