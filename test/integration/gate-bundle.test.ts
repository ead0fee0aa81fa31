/**
 * The gate never loads the live side, on the bundles themselves (scripts/gate-bundle-check.mjs):
 * the build the project ships passes, and the same build with one static import of src/live/
 * planted in the CLI's check command fails, naming the module.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build, type Metafile, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a build script in plain JavaScript, without declarations
import { bundleOptions } from "../../scripts/bundle-options.mjs";
// @ts-expect-error -- a build script in plain JavaScript, without declarations
import { GATE_PATHS, liveModulesOnGatePaths } from "../../scripts/gate-bundle-check.mjs";
import { REPO_ROOT } from "../helpers/paths.js";

type Check = (metafile: Metafile) => string[];
const check = liveModulesOnGatePaths as Check;

async function metafileOf(extraPlugins: Plugin[] = []): Promise<Metafile> {
  const options = bundleOptions() as Parameters<typeof build>[0] & { plugins: Plugin[] };
  const r = await build({
    ...options,
    absWorkingDir: REPO_ROOT,
    write: false,
    plugins: [...extraPlugins, ...options.plugins],
  });
  return r.metafile!;
}

/** Appends `line` to the source of `file` as esbuild loads it. */
function planted(file: string, line: string): Plugin {
  return {
    name: "plant",
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.endsWith(file)) return undefined;
        return { contents: `${readFileSync(args.path, "utf8")}\n${line}\n`, loader: "ts" };
      });
    },
  };
}

describe("the gate's bundles load no module of src/live/", () => {
  it("holds for the build as it is, and each path reaches its gate", async () => {
    const metafile = await metafileOf();
    expect(check(metafile)).toEqual([]);
    // not a pass for nothing: the CLI's check path does reach the gate and the opt-in door
    const checkChunk = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === "src/cli/commands/check.ts");
    expect(checkChunk).toBeDefined();
    expect(checkChunk![1].imports.some((i) => i.kind === "dynamic-import")).toBe(true);
    expect((GATE_PATHS as unknown[]).length).toBe(4);
  }, 120_000);

  it("fails when the CLI's check command imports the live side statically", async () => {
    const metafile = await metafileOf([
      planted(join("src", "cli", "commands", "check.ts"), 'import "../../live/agent/argv.js";'),
    ]);
    const lines = check(metafile);
    expect(
      lines.some((l) =>
        /the CLI's check loads src\/live\/agent\/argv\.ts — the gate never loads the live side/.test(l),
      ),
    ).toBe(true);
    // the Action does not run that command module, so its path stays clean
    expect(lines.some((l) => l.includes("the Action's gate"))).toBe(false);
  }, 120_000);

  it("fails when the Action imports the live side statically", async () => {
    const metafile = await metafileOf([
      planted(join("src", "action", "main.ts"), 'import "../live/record/record-scenario.js";'),
    ]);
    expect(
      check(metafile).some((l) =>
        /the Action's gate \(check, replay, verify\) loads src\/live\/record\/record-scenario\.ts/.test(l),
      ),
    ).toBe(true);
  }, 120_000);
});
