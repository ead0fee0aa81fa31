/**
 * Writes the init templates into a directory. Nothing is ever overwritten: every target is checked
 * first, and one that exists refuses the whole scaffold before a file is written.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { UsageError } from "../../core/util/errors.js";
import { TEMPLATE_FILES } from "./templates.js";

/** Writes every template under `dir` (created when missing); returns the relative paths written. */
export function scaffold(dir: string, shownDir: string): string[] {
  const existing = TEMPLATE_FILES.filter((f) => existsSync(join(dir, f.path)));
  if (existing.length > 0) {
    const first = join(shownDir, existing[0]!.path);
    const more = existing.length > 1 ? ` (and ${existing.length - 1} more)` : "";
    throw new UsageError(
      `${first} already exists${more} — init never overwrites; run it in a directory without these files`,
    );
  }
  for (const f of TEMPLATE_FILES) {
    const target = join(dir, f.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, f.content, { flag: "wx" });
  }
  return TEMPLATE_FILES.map((f) => f.path);
}
