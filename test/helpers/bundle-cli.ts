/**
 * A CLI bundle of a test's own entry (it imports src/cli/main.ts and adds a fault or a probe), built
 * with esbuild the way scripts/build.mjs builds dist/cli.js, as `<dir>/dist/cli.js`. The harness
 * finds its bundle directory from there (src/live/container/harness-dist.ts), so the egress proxy's
 * container runs the same bundle.
 */
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "./paths.js";

export interface BundledCli {
  cli: string;
  cleanup(): void;
}

export async function bundleCli(entry: string): Promise<BundledCli> {
  const dir = mkdtempSync(join(tmpdir(), "cowork-bundle-"));
  const cli = join(dir, "dist", "cli.js");
  await build({
    entryPoints: [join(REPO_ROOT, entry)],
    outfile: cli,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    logLevel: "warning",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return { cli, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
