#!/usr/bin/env node
// `npm run layers`: the architecture of src/ as .dependency-cruiser.cjs lists it (the one place it
// is written down) — each wing's layers from the ground up, a line per folder.
import { createRequire } from "node:module";

const { WINGS, ENTRY_POINTS } = createRequire(import.meta.url)("../.dependency-cruiser.cjs").architecture;
const width = Math.max(
  ...Object.values(WINGS)
    .flatMap((layers) => layers.flatMap(Object.keys))
    .map((n) => n.length),
);
const lines = [];
for (const [wing, layers] of Object.entries(WINGS)) {
  lines.push(`src/${wing}/`);
  layers.forEach((layer, i) => {
    for (const [name, about] of Object.entries(layer)) lines.push(`  ${i}  ${name.padEnd(width)}  ${about}`);
  });
  lines.push("");
}
lines.push("entry points");
for (const [name, about] of Object.entries(ENTRY_POINTS)) lines.push(`     ${`src/${name}/`.padEnd(width)}  ${about}`);
lines.push("", "A wing imports itself and the wings above it here; a folder its own layer and those below.");
process.stdout.write(lines.join("\n") + "\n");
