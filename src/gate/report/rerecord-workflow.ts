/**
 * The repository's re-record workflow, when it has one: the first file under
 * `.github/workflows/` that runs cowork-harness with `command: rerecord`. Stale annotations
 * then point the author at it rather than at a local command that needs a token.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function findRerecordWorkflow(repoRoot: string): string | undefined {
  const dir = join(repoRoot, ".github", "workflows");
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => /\.ya?ml$/.test(n))
      .sort();
  } catch {
    return undefined;
  }
  for (const name of names) {
    try {
      if (/^\s*command:\s*["']?rerecord\b/m.test(readFileSync(join(dir, name), "utf8")))
        return `.github/workflows/${name}`;
    } catch {
      // unreadable: not ours to judge
    }
  }
  return undefined;
}
