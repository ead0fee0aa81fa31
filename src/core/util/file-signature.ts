/**
 * A cheap "has this file changed?" key: one stat instead of reading the file. Used by the loaders
 * that keep parsed files per process (scenarios, sessions: a repository of skill tests has many
 * cassettes of few of them), so a file already parsed is not read again while its inode, size,
 * modification and change times stay the same (a chmod or a rewrite changes the change time).
 */
import { statSync } from "node:fs";

/** The file's signature, or undefined when it is not a regular file or cannot be stat'ed (read it, and report what reading says). */
export function fileSignature(path: string): string | undefined {
  try {
    const st = statSync(path, { throwIfNoEntry: false });
    return st?.isFile() ? `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}` : undefined;
  } catch {
    return undefined;
  }
}
