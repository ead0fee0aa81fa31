/**
 * Glob matching in linear time. The three glob dialects (tool globs, path globs, hash-ignore
 * globs) used to be compiled to backtracking regexes, where a glob such as `*a*a*a*a*a*a*b`
 * takes polynomial time of high degree on a long name. Here a glob is compiled to a short token
 * program and run as a set-of-positions simulation: O(tokens × length), whatever the glob.
 * Matching is on UTF-16 code units, exactly as the regexes did (no `u` flag).
 */

export interface GlobMatcher {
  test(text: string): boolean;
}

/** "path": any character except "/"; "dot": any character except a line terminator (regex `.`). */
type CharClass = "path" | "dot";

type Token =
  | { k: "lit"; c: number }
  | { k: "one"; cls: CharClass }
  | { k: "star"; cls: CharClass }
  /** zero or more `<non-empty segment>/` */
  | { k: "segs" }
  /** at the end only: nothing, or non-empty segments joined by "/" */
  | { k: "tail" };

interface Program {
  tokens: Token[];
  /** "root": match from position 0; "any-depth": from 0 or just after any "/" (regex `^(?:.*\/)?`) */
  start: "root" | "any-depth";
  /** "exact": must end at the end; "or-subpath": may stop before a "/" (regex `(?:\/.*)?$`) */
  end: "exact" | "or-subpath";
}

const SLASH = 0x2f;

function isLineTerminator(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

function inClass(cls: CharClass, c: number): boolean {
  return cls === "path" ? c !== SLASH : !isLineTerminator(c);
}

function startSet(p: Program, text: string): Uint8Array {
  const n = text.length;
  const set = new Uint8Array(n + 1);
  set[0] = 1;
  if (p.start === "any-depth") {
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (isLineTerminator(c)) break;
      if (c === SLASH) set[i + 1] = 1;
    }
  }
  return set;
}

function step(tok: Token, cur: Uint8Array, text: string): Uint8Array {
  const n = text.length;
  const next = new Uint8Array(n + 1);
  switch (tok.k) {
    case "lit":
      for (let i = 0; i < n; i++) if (cur[i] && text.charCodeAt(i) === tok.c) next[i + 1] = 1;
      break;
    case "one":
      for (let i = 0; i < n; i++) if (cur[i] && inClass(tok.cls, text.charCodeAt(i))) next[i + 1] = 1;
      break;
    case "star":
      for (let i = 0; i <= n; i++) {
        if (cur[i] || (i > 0 && next[i - 1] && inClass(tok.cls, text.charCodeAt(i - 1)))) next[i] = 1;
      }
      break;
    case "segs": {
      // a run of ≥1 non-slash characters that began at a reachable position, closed by "/"
      let open = false;
      for (let i = 0; i <= n; i++) {
        if (cur[i]) next[i] = 1;
        if (i === n) break;
        if (text.charCodeAt(i) === SLASH) {
          if (open) next[i + 1] = 1;
          open = false;
        } else if (next[i]) open = true;
      }
      break;
    }
    case "tail":
      throw new Error("tail token must be last");
  }
  return next;
}

/** Positions from which the rest of the text is non-empty segments joined by single "/". */
function tailAccepts(cur: Uint8Array, text: string): boolean {
  const n = text.length;
  if (cur[n]) return true;
  if (n === 0 || text.charCodeAt(n - 1) === SLASH) return false;
  let lastDouble = -1;
  for (let i = 0; i + 1 < n; i++) if (text.charCodeAt(i) === SLASH && text.charCodeAt(i + 1) === SLASH) lastDouble = i;
  for (let i = lastDouble + 1; i < n; i++) if (cur[i] && text.charCodeAt(i) !== SLASH) return true;
  return false;
}

function endAccepts(p: Program, cur: Uint8Array, text: string): boolean {
  const n = text.length;
  if (cur[n]) return true;
  if (p.end === "exact") return false;
  // `(?:/.*)?`: stop right before a "/" after which no line terminator follows
  let clean = true;
  for (let i = n - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === SLASH && clean && cur[i]) return true;
    if (isLineTerminator(c)) clean = false;
  }
  return false;
}

function run(p: Program, text: string): boolean {
  let cur = startSet(p, text);
  for (const tok of p.tokens) {
    if (tok.k === "tail") return tailAccepts(cur, text);
    cur = step(tok, cur, text);
    if (!cur.includes(1)) return false;
  }
  return endAccepts(p, cur, text);
}

function matcher(p: Program): GlobMatcher {
  return { test: (text: string) => run(p, String(text)) };
}

function literal(s: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < s.length; i++) out.push({ k: "lit", c: s.charCodeAt(i) });
  return out;
}

/** `*` and `?` over one path segment; everything else literal. */
function segmentTokens(segment: string): Token[] {
  const out: Token[] = [];
  for (const ch of segment) {
    if (ch === "*") out.push({ k: "star", cls: "path" });
    else if (ch === "?") out.push({ k: "one", cls: "path" });
    else out.push(...literal(ch));
  }
  return out;
}

/** Tool-name glob: anchored, case-sensitive; `*` = any run without "/", `?` = one character but "/". */
export function toolGlobMatcher(glob: string): GlobMatcher {
  return matcher({ tokens: segmentTokens(glob), start: "root", end: "exact" });
}

/**
 * Path glob over a whole "/"-separated relative path: `**` alone as a segment = zero or more whole
 * segments; `*` a run without "/"; `?` one character but "/". Backslashes in the glob read as "/".
 */
export function pathGlobMatcher(glob: string): GlobMatcher {
  const segments = glob.replace(/\\/g, "/").split("/");
  const tokens: Token[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === "**") {
      tokens.push({ k: last ? "tail" : "segs" });
      return;
    }
    tokens.push(...segmentTokens(segment));
    if (!last) tokens.push({ k: "lit", c: SLASH });
  });
  return matcher({ tokens, start: "root", end: "exact" });
}

/**
 * Hash-ignore glob body (already stripped of its leading `/`, `**\/` and trailing `/`): `**` any
 * run (may cross "/"), `*` a run without "/", everything else (incl. `?`) literal. Matches at any
 * depth unless `anchored`, and also matches everything under a matching directory.
 */
export function ignoreGlobMatcher(body: string, anchored: boolean): GlobMatcher {
  const tokens: Token[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c === "*" && body[i + 1] === "*") {
      tokens.push({ k: "star", cls: "dot" });
      i++;
    } else if (c === "*") tokens.push({ k: "star", cls: "path" });
    else tokens.push({ k: "lit", c: body.charCodeAt(i) });
  }
  return matcher({ tokens, start: anchored ? "root" : "any-depth", end: "or-subpath" });
}
