// The gate never loads the live side, checked on the bundles themselves (esbuild's metafile): the
// lint rule `gate-imports-live` (.dependency-cruiser.cjs) keeps src/gate from importing src/live,
// and this keeps the entry points honest too — what the Action's gate and the CLI's gate commands
// load, up to the point where an opt-in live step (`--rerun-stale`, `rerun-stale: true`) imports
// it on demand, holds no module of src/live/.
//
// A path starts at an output file and the modules the entry loads with import() on the way to the
// command; from there it follows static imports only (a dynamic import is the opt-in door).

/** Each gate path: the output it starts at, and the modules its entry imports on demand on the way. */
export const GATE_PATHS = [
  { name: "the Action's gate (check, replay, verify)", entry: "dist/action.js", dynamic: [] },
  ...["check", "replay", "verify"].map((command) => ({
    name: `the CLI's ${command}`,
    entry: "dist/cli.js",
    dynamic: [
      `src/cli/commands/${command}.ts`,
      "src/cli/dispatch.ts",
      "src/cli/io.ts",
      "src/core/util/errors.ts",
      "src/gate/fingerprint/fingerprint-run.ts",
      "src/cli/last-resort.ts",
    ],
  })),
];

const LIVE = /^src\/live\//;

/** The outputs a path loads: `start` and every output reached from it by static imports. */
function staticClosure(outputs, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.pop();
    if (seen.has(path) || !outputs[path]) continue;
    seen.add(path);
    for (const i of outputs[path].imports) if (i.kind === "import-statement" && !i.external) queue.push(i.path);
  }
  return seen;
}

/** The output whose entry point is `module` (a dynamically imported module gets one of its own). */
function outputOf(outputs, module) {
  return Object.keys(outputs).find((o) => outputs[o].entryPoint === module);
}

/**
 * One line per module of src/live/ a gate path loads (none: the gate is free of the live side), or
 * per module a path names that the build no longer has (the check would pass for nothing).
 */
export function liveModulesOnGatePaths(metafile, paths = GATE_PATHS) {
  const { outputs } = metafile;
  const lines = [];
  for (const path of paths) {
    const starts = [path.entry];
    for (const module of path.dynamic) {
      const out = outputOf(outputs, module);
      if (out) starts.push(out);
      else if (!metafile.inputs[module])
        lines.push(
          `gate bundle check: ${path.name} names ${module}, which the build does not hold — update scripts/gate-bundle-check.mjs`,
        );
    }
    if (!outputs[path.entry])
      lines.push(`gate bundle check: ${path.name} starts at ${path.entry}, which the build did not write`);
    const loaded = new Set();
    for (const start of starts) for (const o of staticClosure(outputs, start)) loaded.add(o);
    const live = new Set();
    for (const o of loaded) for (const input of Object.keys(outputs[o].inputs)) if (LIVE.test(input)) live.add(input);
    for (const input of [...live].sort())
      lines.push(
        `gate bundle check: ${path.name} loads ${input} — the gate never loads the live side: import it on demand behind the opt-in live step, or move what the gate needs into src/core or src/gate`,
      );
  }
  return lines;
}
