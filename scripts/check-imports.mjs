// Fails when src/ has an import cycle (static imports only; lazy `import()` is how the CLI
// loads a command and may point anywhere), or when one entry point (src/cli, src/action) imports
// the other in any way: both sit on top of the same engine. Prints each offence.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

const root = resolve("src");
const graph = new Map();
for (const file of files(root)) {
  const text = readFileSync(file, "utf8");
  const deps = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+["'](\.[^"']+)["']/gm)) {
    deps.push(resolve(dirname(file), m[1].replace(/\.js$/, ".ts")));
  }
  for (const m of text.matchAll(/^\s*import\s+["'](\.[^"']+)["']/gm)) deps.push(resolve(dirname(file), m[1].replace(/\.js$/, ".ts")));
  graph.set(file, deps);
}

const state = new Map();
const stack = [];
const cycles = [];
function visit(n) {
  state.set(n, 1);
  stack.push(n);
  for (const d of graph.get(n) ?? []) {
    if (!graph.has(d)) continue;
    if (state.get(d) === 1) cycles.push([...stack.slice(stack.indexOf(d)), d]);
    else if (!state.has(d)) visit(d);
  }
  stack.pop();
  state.set(n, 2);
}
for (const n of graph.keys()) if (!state.has(n)) visit(n);

const ENTRY_POINTS = ["cli", "action"];
const entryOf = (f) => ENTRY_POINTS.find((e) => relative(join(root, e), f).split(/[\\/]/)[0] !== "..");
const crossings = [];
for (const file of graph.keys()) {
  const from = entryOf(file);
  if (from === undefined) continue;
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)["'](\.[^"']+)["']/g)) {
    const to = entryOf(resolve(dirname(file), m[1]));
    if (to !== undefined && to !== from) crossings.push(`${relative(root, file)} imports ${m[1]} (src/${from} and src/${to} are entry points: move what both need below them)`);
  }
}

if (cycles.length > 0 || crossings.length > 0) {
  for (const c of cycles) console.error(`import cycle: ${c.map((f) => relative(root, f)).join(" → ")}`);
  for (const c of crossings) console.error(c);
  process.exit(1);
}
console.log(`no import cycles in ${graph.size} files under src/, and the entry points do not import each other`);
