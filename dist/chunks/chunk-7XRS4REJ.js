#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/util/linear-glob.ts
var SLASH = 47;
function isLineTerminator(c) {
  return c === 10 || c === 13 || c === 8232 || c === 8233;
}
function inClass(cls, c) {
  return cls === "path" ? c !== SLASH : !isLineTerminator(c);
}
function startSet(p, text) {
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
function step(tok, cur, text) {
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
        if (cur[i] || i > 0 && next[i - 1] && inClass(tok.cls, text.charCodeAt(i - 1))) next[i] = 1;
      }
      break;
    case "segs": {
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
function tailAccepts(cur, text) {
  const n = text.length;
  if (cur[n]) return true;
  if (n === 0 || text.charCodeAt(n - 1) === SLASH) return false;
  let lastDouble = -1;
  for (let i = 0; i + 1 < n; i++) if (text.charCodeAt(i) === SLASH && text.charCodeAt(i + 1) === SLASH) lastDouble = i;
  for (let i = lastDouble + 1; i < n; i++) if (cur[i] && text.charCodeAt(i) !== SLASH) return true;
  return false;
}
function endAccepts(p, cur, text) {
  const n = text.length;
  if (cur[n]) return true;
  if (p.end === "exact") return false;
  let clean = true;
  for (let i = n - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === SLASH && clean && cur[i]) return true;
    if (isLineTerminator(c)) clean = false;
  }
  return false;
}
function run(p, text) {
  let cur = startSet(p, text);
  for (const tok of p.tokens) {
    if (tok.k === "tail") return tailAccepts(cur, text);
    cur = step(tok, cur, text);
    if (!cur.includes(1)) return false;
  }
  return endAccepts(p, cur, text);
}
function matcher(p) {
  return { test: (text) => run(p, String(text)) };
}
function literal(s) {
  const out = [];
  for (let i = 0; i < s.length; i++) out.push({ k: "lit", c: s.charCodeAt(i) });
  return out;
}
function segmentTokens(segment) {
  const out = [];
  for (const ch of segment) {
    if (ch === "*") out.push({ k: "star", cls: "path" });
    else if (ch === "?") out.push({ k: "one", cls: "path" });
    else out.push(...literal(ch));
  }
  return out;
}
function toolGlobMatcher(glob) {
  return matcher({ tokens: segmentTokens(glob), start: "root", end: "exact" });
}
function pathGlobMatcher(glob) {
  const segments = glob.replace(/\\/g, "/").split("/");
  const tokens = [];
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
function ignoreGlobMatcher(body, anchored) {
  const tokens = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "*" && body[i + 1] === "*") {
      tokens.push({ k: "star", cls: "dot" });
      i++;
    } else if (c === "*") tokens.push({ k: "star", cls: "path" });
    else tokens.push({ k: "lit", c: body.charCodeAt(i) });
  }
  return matcher({ tokens, start: anchored ? "root" : "any-depth", end: "or-subpath" });
}

export {
  toolGlobMatcher,
  pathGlobMatcher,
  ignoreGlobMatcher
};
