/** How the report names a file: relative to the workspace when inside it, `/`-separated. */
import { isAbsolute, relative, sep } from "node:path";

/** A path for display and annotation: relative to root when inside it, `/`-separated. */
export function displayPath(path: string, root: string | undefined): string {
  let p = path;
  if (root !== undefined) {
    const rel = relative(root, path);
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) p = rel;
  }
  return p.split(sep).join("/");
}

/** `file:line`, or the file alone when no line is known. */
export function locationText(loc: { file: string; line?: number }): string {
  return loc.line !== undefined ? `${loc.file}:${loc.line}` : loc.file;
}
