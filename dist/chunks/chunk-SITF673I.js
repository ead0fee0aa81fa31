#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/verify/email-matches.ts
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

// src/verify/domain-matches.ts
var LABEL = /[a-z0-9-]/i;
var ALNUM = /[a-z0-9]/i;
var WORD = /\w/;
function domainMatcher(tlds) {
  const tldAt = new RegExp(`(?:${tlds})\\b`, "iy");
  return (text) => {
    const out = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (!LABEL.test(text[i])) {
        i++;
        continue;
      }
      const r0 = i;
      while (i < n && LABEL.test(text[i])) i++;
      const r1 = i;
      if (r1 >= n || text[r1] !== "." || !ALNUM.test(text[r1 - 1])) continue;
      tldAt.lastIndex = r1 + 1;
      const tld = tldAt.exec(text);
      if (!tld) continue;
      let p = r0;
      while (p < r1 && !(ALNUM.test(text[p]) && (p === 0 || !WORD.test(text[p - 1])))) p++;
      if (p === r1) continue;
      const end = r1 + 1 + tld[0].length;
      out.push(text.slice(p, end));
      i = end;
    }
    return out;
  };
}

// src/verify/phone-matches.ts
var PHONE_RE = /(?<![\w+.\-/])(?:\+[1-9]\d{0,2}(?:[ .-]?\(\d{1,4}\)|[ .-]\d{1,4})(?:[ .-]\d{2,4}){1,4}|\(\d{3}\) ?\d{3}-\d{4}|\d{3}([-.])\d{3}\1\d{4})(?![\w\-/]|\.\d)/g;
function digitCount(s) {
  return s.replace(/\D/g, "").length;
}
function phoneMatches(text) {
  if (!/\d/.test(text)) return [];
  const out = [];
  for (const m of text.matchAll(PHONE_RE)) {
    const n = digitCount(m[0]);
    if (m[0].startsWith("+") ? n >= 8 && n <= 15 : n === 10) out.push(m[0]);
  }
  return out;
}

// src/verify/privacy-patterns.ts
var DOMAIN_TLDS = "com|io|net|org|co|app|ai|dev|xyz|vc|fund|capital|tech|cloud|health|finance|us|uk|de|fr|ca|au|me|tv|info|biz|edu|gov|mil|ch|nl|se|no|it|jp|br|nz|in|sg|kr|mx|es|pt|pl|be|at|dk|fi|ie|ru|cn|tw|hu|cz|ro|il|za|ar|cl|pe|tr";
var FULL_PATTERNS = [
  { cls: "email", re: EMAIL_RE, matches: emailMatches },
  { cls: "currency", re: /\$\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|b|bn|million|billion)?/gi },
  { cls: "domain", re: new RegExp(`\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.(?:${DOMAIN_TLDS})\\b`, "gi"), matches: domainMatcher(DOMAIN_TLDS) },
  {
    cls: "path",
    re: /(?<![^\s"'(=:])(?:\/Users\/|\/home\/|\/root\/|\/private\/var\/|\/var\/folders\/|\/Volumes\/)[^\s"')]+/g
  },
  // ours, beyond the reference's classes: cleared with --allow-phone (or --allow)
  { cls: "phone", re: PHONE_RE, matches: phoneMatches },
  {
    cls: "machine-inventory",
    re: /\b(?:(?:available|installed|running)\s+(?:applications?|apps|processes)|(?:applications?|apps|processes)\s+(?:currently\s+)?(?:available|installed|running))\s+on\s+(?:this|the|your)\s+(?:machine|computer|system|device|mac|host)\b\s*:?/gi
  }
];
var MANIFEST_PATTERNS = FULL_PATTERNS.filter((p) => p.cls !== "currency" && p.cls !== "domain" && p.cls !== "phone");

export {
  FULL_PATTERNS,
  MANIFEST_PATTERNS
};
