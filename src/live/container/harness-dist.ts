/**
 * Where this harness's bundles live (the directory holding `cli.js`): the egress proxy runs in its
 * own container from the same bundle, mounted read-only. From dist/chunks/x.js, from dist/cli.js
 * and from src/… (tests), the answer is the package's dist/.
 */
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { HarnessError } from "../../core/util/errors.js";

export function harnessDistDir(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    if (basename(dir) === "dist" && existsSync(join(dir, "cli.js"))) return dir;
    if (existsSync(join(dir, "dist", "cli.js")) && existsSync(join(dir, "package.json"))) return join(dir, "dist");
    const parent = dirname(dir);
    if (parent === dir)
      throw new HarnessError(
        "cannot find the harness bundle (dist/cli.js) to run the egress proxy from: run npm run build",
      );
    dir = parent;
  }
}
