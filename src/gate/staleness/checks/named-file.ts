/**
 * The staleness checks' one way to read a file a cassette names (src/core/util/repo-file.ts): contained
 * to the cassette's repository, no link followed, a regular file within the pre-run hash cap (the
 * bound the recording hashed its staged files under), read once per run. A refused path becomes
 * the finding line `<field> names <path>, <why>: not read`, never "changed" or "missing".
 */
import { dirname, resolve } from "node:path";
import { runMemo } from "../../../core/util/run-scope.js";
import { hashNamedFile, shownName, type NamedFileVerdict } from "../../../core/util/repo-file.js";
import { preRunHashCap } from "../../../core/cassette/pre-run-cap.js";
import type { StalenessClass, StalenessFinding } from "../types.js";
import type { CheckContext } from "./context.js";

/** A path a cassette (or a file it names) gives, relative to the directory it is written in. */
export interface NamedPath {
  /** where it is written, for the message: `inputs.files[0].source` */
  field: string;
  /** the directory `named` is relative to (the cassette's, the session's) */
  baseDir: string;
  named: string;
  /** as the author wrote it, when not `named` (a session's upload, which `named` is resolved from) */
  shown?: string;
}

export function namedFileVerdict(ctx: CheckContext, p: NamedPath): NamedFileVerdict {
  const root = ctx.repositoryRoot();
  const cap = preRunHashCap({ env: ctx.env });
  const base = resolve(p.baseDir);
  return runMemo(`named-file\0${root}\0${base}\0${p.named}\0${cap}`, () => hashNamedFile(root, base, p.named, cap));
}

/** The cassette's directory, which its own paths are relative to. */
export const cassetteDir = (ctx: CheckContext): string => dirname(resolve(ctx.cassettePath));

/** One finding for the paths that were not read; `at` is the file that names them. */
export function notReadFinding(
  cls: StalenessClass,
  refused: readonly { path: NamedPath; why: string }[],
  at: string,
): StalenessFinding {
  const each = refused
    .slice(0, 5)
    .map((r) => `${r.path.field} names ${shownName(r.path.shown ?? r.path.named)}, ${r.why}`);
  const more = refused.length > 5 ? `; +${refused.length - 5} more` : "";
  return {
    class: cls,
    message: `${each.join("; ")}${more}: not read — a cassette may name only regular files inside its repository, reached without a symbolic link`,
    location: { path: at },
  };
}
