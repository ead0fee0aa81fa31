/**
 * The structural walk of one root (the reference's src/run/skill-hash.ts; docs/reference.md#fingerprints-and-staleness): entries in UTF-16 code-unit order,
 * denylisted dirs and OS junk skipped, `*.cassette.json` and the root `.cowork-hashignore`
 * skipped, symlinks never followed (an in-tree link is recorded by its target, an escaping one
 * is skipped with a warning). File contents are NOT read here: files come back as pending
 * entries, digested afterwards (./file-digest.ts). Directory reads are synchronous, like the
 * file reads: for a page-cached tree that is several times faster than the thread pool.
 */
import { readdirSync, readlinkSync, type Dirent } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { oneLine } from "../../core/util/errors.js";
import { HASH_IGNORE_FILE } from "./ignore-globs.js";
import type { AcceptFn } from "./scope.js";

export const DIR_DENYLIST: ReadonlySet<string> = new Set([
  ".git",
  "node_modules",
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
]);
export const OS_JUNK = /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini|\.AppleDouble|__MACOSX)$/;

/** A walk entry before file contents are digested. */
export type PendingEntry =
  | { kind: "dir"; root: number; path: string }
  | { kind: "link"; root: number; path: string; target: string }
  | { kind: "file"; root: number; path: string; abs: string };

export interface WalkSink {
  entries: PendingEntry[];
  readErrors: string[];
  warnings: string[];
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Walks `root` (absolute) depth-first, appending to `sink` in hashing order. */
export function walkRoot(root: string, ordinal: number, accept: AcceptFn | undefined, sink: WalkSink): void {
  const rootResolved = resolve(root);
  const visit = (dir: string, rel: string): void => {
    let dirents: Dirent[];
    try {
      dirents = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      sink.readErrors.push(`cannot read directory ${dir}: ${oneLine(e)}`);
      return;
    }
    dirents.sort((a, b) => byCodeUnits(a.name, b.name));
    for (const d of dirents) {
      const name = d.name;
      const abs = dir.endsWith(sep) ? dir + name : dir + sep + name; // dir is resolved and normalized: no join() needed
      const path = rel === "" ? name : `${rel}/${name}`;
      if (d.isSymbolicLink()) {
        if (accept && !accept(path, false)) continue;
        let target: string;
        try {
          target = readlinkSync(abs);
        } catch {
          continue;
        }
        const resolved = resolve(dirname(abs), target);
        if (resolved !== rootResolved && !resolved.startsWith(rootResolved + sep)) {
          sink.warnings.push(`skipping escaping symlink ${abs} -> ${target} (not followed)`);
          continue;
        }
        sink.entries.push({
          kind: "link",
          root: ordinal,
          path,
          target: relative(rootResolved, resolved).split(sep).join("/"),
        });
      } else if (d.isDirectory()) {
        if (DIR_DENYLIST.has(name) || OS_JUNK.test(path)) continue;
        if (accept && !accept(path, true)) continue;
        sink.entries.push({ kind: "dir", root: ordinal, path });
        visit(abs, path);
      } else if (d.isFile()) {
        if (name.endsWith(".cassette.json")) continue;
        if (path === HASH_IGNORE_FILE) continue;
        if (OS_JUNK.test(path)) continue;
        if (accept && !accept(path, false)) continue;
        sink.entries.push({ kind: "file", root: ordinal, path, abs });
      }
      // fifos, sockets and devices are ignored
    }
  };
  visit(rootResolved, "");
}
