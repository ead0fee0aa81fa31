// The replay floor: read each cassette once, JSON.parse it, validate it against our
// schema/cassette.v12.schema.json with ajv. Run as a child process, like ours.
// Usage: node bench/floor-replay.mjs FILE...
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./build-lib.mjs";

const { newAjv } = await import(join(REPO_ROOT, ".tmp/bench/lib.mjs"));
const validate = newAjv().compile(JSON.parse(readFileSync(join(REPO_ROOT, "schema/cassette.v12.schema.json"), "utf8")));
let invalid = 0;
for (const file of process.argv.slice(2)) {
  const value = JSON.parse(readFileSync(file, "utf8"));
  if (!validate(value)) invalid++;
}
if (invalid > 0) {
  process.stderr.write(`${invalid} cassette(s) failed schema validation\n`);
  process.exitCode = 1;
}
