// The architecture rules `npm run lint` enforces (dependency-cruiser): src/ is built in layers,
// each folder of src/ sits in one, and a folder imports only its own layer and the layers below
// it. Lower layers know nothing of the ones above, so each can be read, tested and changed alone.
//
// A new folder: add it to the layer of the lowest thing that will import it (README,
// "Architecture"). A folder listed nowhere is "unplaced": it may import every layer but the entry
// points and be imported by any, and the cycle rules still hold for it — so lint passes, but place
// it. Sub-folders (src/report/html) belong to their top folder's layer.
"use strict";

/** Ground first; entry points last. Folders of one layer may import each other, never in a cycle. */
const LAYERS = [
  ["util", "version.ts"],
  ["schema", "protocol", "baselines", "container", "workspace"],
  ["scenario", "session", "model-server"],
  ["cassette", "fingerprint", "evidence"],
  ["assert", "staleness", "verify", "lint", "agent", "decide"],
  ["replay", "reassert", "live", "trace", "run-dir", "record", "diff", "rerun"],
  ["report", "github"],
  ["check", "rerecord", "init"],
  ["cli", "action"],
];
const ENTRY_POINTS = LAYERS[LAYERS.length - 1];

const folders = (names) => `^src/(${names.map((n) => n.replace(/\./g, "\\.")).join("|")})(/|$)`;
const placed = LAYERS.flat();

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${i}-imports-upward`,
  severity: "error",
  comment: `src/{${layer.join(",")}} (layer ${i}) may import only layers 0–${i}: move what both need down, or pass it in`,
  from: { path: folders(layer) },
  to: { path: folders(LAYERS.slice(i + 1).flat()) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "entry-points-import-each-other",
      severity: "error",
      comment: "src/cli and src/action both sit on the same engine: move what both need below them",
      from: { path: "^src/(cli|action)/" },
      to: { path: "^src/(cli|action)/", pathNot: "^src/$1/" },
    },
    {
      name: "unplaced-imports-entry-point",
      severity: "error",
      comment: "a folder of src/ in no layer (.dependency-cruiser.cjs LAYERS) may not import an entry point",
      from: { path: "^src/", pathNot: folders(placed) },
      to: { path: folders(ENTRY_POINTS) },
    },
    {
      name: "no-file-cycle",
      severity: "error",
      comment: "an import cycle between files of src/ (a cycle closed only by `import type` is erased at build and allowed)",
      from: { path: "^src/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "no-folder-cycle",
      severity: "error",
      comment: "an import cycle between folders of src/: one of them must move what the other needs down",
      scope: "folder",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "src-imports-test-or-scripts",
      severity: "error",
      comment: "shipped code (src/) never imports the tests or the build scripts",
      from: { path: "^src/" },
      to: { path: "^(test|scripts|bench)/" },
    },
  ],
  options: {
    includeOnly: "^(src|test|scripts|bench)/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js", ".mjs", ".json"] },
    exclude: { path: "node_modules" },
  },
};
