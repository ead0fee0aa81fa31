/**
 * Path globs for `no_unexpected_files` / `input_unmodified` (spec/replay.md §2.2): matched
 * against the whole `/`-separated, work-root-relative path, case-sensitive, anchored.
 *  - `**` standing alone as a segment matches zero or more whole segments;
 *  - `*` matches a run of characters other than "/" (a `**` inside a segment is two `*`);
 *  - `?` matches one character other than "/";
 *  - everything else is literal.
 * An empty glob list matches nothing.
 */

const compiled = new Map<string, RegExp>();

function escapeLiteral(ch: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}

function segmentSource(segment: string): string {
  let src = "";
  for (const ch of segment) {
    if (ch === "*") src += "[^/]*";
    else if (ch === "?") src += "[^/]";
    else src += escapeLiteral(ch);
  }
  return src;
}

/** The anchored regex a glob stands for. Backslashes in the glob are read as "/". */
export function pathGlobRegex(glob: string): RegExp {
  const hit = compiled.get(glob);
  if (hit) return hit;
  const segments = glob.replace(/\\/g, "/").split("/");
  let src = "^";
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === "**") {
      // interior: any number of "seg/" groups; trailing: nothing, or one or more segments
      src += last ? "(?:[^/]+(?:/[^/]+)*)?" : "(?:[^/]+/)*";
      return;
    }
    src += segmentSource(segment);
    if (!last) src += "/";
  });
  const re = new RegExp(src + "$");
  compiled.set(glob, re);
  return re;
}

/** True when `path` matches at least one glob. */
export function matchesAnyPathGlob(globs: readonly string[], path: string): boolean {
  const normalized = path.replace(/\\/g, "/");
  return globs.some((g) => pathGlobRegex(g).test(normalized));
}
