#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/gate/verify/email-matches.ts
var EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;
var AT_START = new RegExp(EMAIL_RE.source, "iy");
var LOCAL = /[a-z0-9._%+-]/i;
function emailMatches(text) {
  const out = [];
  let pos = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", Math.max(pos, at + 1))) {
    let start = at;
    while (start > pos && LOCAL.test(text[start - 1])) start--;
    if (start === at) continue;
    AT_START.lastIndex = start;
    const m = AT_START.exec(text);
    if (m) {
      out.push(m[0]);
      pos = start + m[0].length;
    }
  }
  return out;
}

// src/gate/verify/domain-matches.ts
var isAlnum = (c) => c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57;
var isLabel = (c) => isAlnum(c) || c === 45;
var isWord = (c) => isAlnum(c) || c === 95;
function domainMatcher(tlds) {
  const tldAt = new RegExp(`(?:${tlds})\\b`, "iy");
  return (text) => {
    const out = [];
    let i = 0;
    for (let dot = text.indexOf("."); dot !== -1; dot = text.indexOf(".", Math.max(i, dot + 1))) {
      const r1 = dot;
      if (r1 <= i || !isAlnum(text.charCodeAt(r1 - 1))) continue;
      let r0 = r1 - 1;
      while (r0 > i && isLabel(text.charCodeAt(r0 - 1))) r0--;
      tldAt.lastIndex = r1 + 1;
      const tld = tldAt.exec(text);
      if (!tld) continue;
      let p = r0;
      while (p < r1 && !(isAlnum(text.charCodeAt(p)) && (p === 0 || !isWord(text.charCodeAt(p - 1))))) p++;
      if (p === r1) continue;
      const end = r1 + 1 + tld[0].length;
      out.push(text.slice(p, end));
      i = end;
    }
    return out;
  };
}

// src/gate/verify/phone-matches.ts
var PHONE_RE = /(?<![\w+.\-/])(?:\+[1-9]\d{0,2}(?:[ .-]?\(\d{1,4}\)|[ .-]\d{1,4})(?:[ .-]\d{2,4}){1,4}|\(\d{3}\) ?\d{3}-\d{4}|\d{3}([-.])\d{3}\1\d{4})(?![\w\-/]|\.\d)/g;
var PHONE_MARK = /\+[1-9]|\(\d{3}\)|\d{3}[-.]\d{3}[-.]\d{4}/;
function digitCount(s) {
  return s.replace(/\D/g, "").length;
}
function phoneMatches(text) {
  if (!PHONE_MARK.test(text)) return [];
  const out = [];
  for (const m of text.matchAll(PHONE_RE)) {
    const n = digitCount(m[0]);
    if (m[0].startsWith("+") ? n >= 8 && n <= 15 : n === 10) out.push(m[0]);
  }
  return out;
}

// src/gate/verify/privacy-patterns.ts
var DOMAIN_TLDS = "com|io|net|org|co|app|ai|dev|xyz|vc|fund|capital|tech|cloud|health|finance|us|uk|de|fr|ca|au|me|tv|info|biz|edu|gov|mil|ch|nl|se|no|it|jp|br|nz|in|sg|kr|mx|es|pt|pl|be|at|dk|fi|ie|ru|cn|tw|hu|cz|ro|il|za|ar|cl|pe|tr";
var MACHINE_INVENTORY_RE = /\b(?:(?:available|installed|running)\s+(?:applications?|apps|processes)|(?:applications?|apps|processes)\s+(?:currently\s+)?(?:available|installed|running))\s+on\s+(?:this|the|your)\s+(?:machine|computer|system|device|mac|host)\b\s*:?/gi;
var INVENTORY_WORD = /app|process/i;
var INVENTORY_TAIL = /on\s+(?:this|the|your)\s+(?:machine|computer|system|device|mac|host)\b/i;
var CURRENCY_RE = /\$\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|b|bn|million|billion)?/gi;
var PATH_RE = /(?<![^\s"'(=:])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"')]+/g;
var PATH_PREFIX = /\/(?:Users|home|root|private\/var|var\/folders|Volumes)\//;
function gated(re, mayMatch) {
  return (text) => mayMatch(text) ? Array.from(text.matchAll(re), (m) => m[0]) : [];
}
var FULL_PATTERNS = [
  { cls: "email", re: EMAIL_RE, matches: emailMatches },
  // every match starts with "$"
  { cls: "currency", re: CURRENCY_RE, matches: gated(CURRENCY_RE, (text) => text.includes("$")) },
  {
    cls: "domain",
    re: new RegExp(`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${DOMAIN_TLDS})\\b`, "gi"),
    matches: domainMatcher(DOMAIN_TLDS)
  },
  // every match holds one of the prefixes literally
  { cls: "path", re: PATH_RE, matches: gated(PATH_RE, (text) => PATH_PREFIX.test(text)) },
  // ours, beyond the reference's classes: cleared with --allow-phone (or --allow)
  { cls: "phone", re: PHONE_RE, matches: phoneMatches },
  {
    cls: "machine-inventory",
    re: MACHINE_INVENTORY_RE,
    // every match holds "app" or "process" and ends with "on this machine" or the like (same /i
    // folding): other lines skip the long regex, which tries its alternation at every word
    matches: gated(MACHINE_INVENTORY_RE, (text) => INVENTORY_WORD.test(text) && INVENTORY_TAIL.test(text))
  }
];
var MANIFEST_PATTERNS = FULL_PATTERNS.filter(
  (p) => p.cls !== "currency" && p.cls !== "domain" && p.cls !== "phone"
);

export {
  FULL_PATTERNS,
  MANIFEST_PATTERNS
};
