#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  clipLine
} from "./chunk-IAQDAOHD.js";
import {
  defuseMarkdownRefs
} from "./chunk-F7KVOVFU.js";

// src/core/util/markdown.ts
var MORE_RESERVE = 420;
var MORE_LINE_CHARS = 100;
function byteLength(s) {
  return Buffer.byteLength(s, "utf8");
}
function oneLine(s, max) {
  return clipLine(s, max);
}
function mdText(s, max = 500) {
  return defuseMarkdownRefs(oneLine(s, max)).replace(/[\\`*_[\]<>|~&#!]/g, (c) => `\\${c}`);
}
function mdCode(s, max = 200) {
  const flat = oneLine(s, max);
  if (flat.includes("`") || flat === "") return mdText(flat, max);
  return `\`${flat.replace(/\|/g, "\\|")}\``;
}
function assembleWithinBudget(intro, sections, outro, budgetBytes) {
  const out = [];
  const cost = (lines) => lines.reduce((n, l) => n + byteLength(l) + 1, 0);
  const live = sections.filter((s) => s.items.length > 0);
  const reservePer = MORE_RESERVE;
  let used = cost(intro) + cost(outro) + live.length * reservePer;
  out.push(...intro);
  let cut = false;
  for (const section of live) {
    used -= reservePer;
    const reserveRest = reservePer;
    let kept = 0;
    const headCost = cost(section.head);
    const body = [];
    if (!cut && used + headCost + reserveRest <= budgetBytes) {
      used += headCost;
      body.push(...section.head);
      for (const item of section.items) {
        const c = byteLength(item) + 1;
        if (used + c + reserveRest > budgetBytes) break;
        used += c;
        body.push(item);
        kept++;
      }
    }
    const omitted = section.items.length - kept;
    if (omitted > 0) {
      cut = true;
      const more = oneLine(section.more(omitted), MORE_LINE_CHARS);
      body.push(...kept > 0 ? ["", more] : [more]);
      used += byteLength(more) + 2;
    }
    body.push("");
    used += 1;
    out.push(...body);
  }
  out.push(...outro);
  return out.join("\n").replace(/\n+$/, "") + "\n";
}

export {
  byteLength,
  mdText,
  mdCode,
  assembleWithinBudget
};
