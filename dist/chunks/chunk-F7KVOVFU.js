#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/core/util/neutralise.ts
var BREAK_SYMBOL = {
  "\r": "\u240D",
  "\v": "\u240B",
  "\f": "\u240C",
  "\x85": "\u2424",
  "\u2028": "\u2424",
  "\u2029": "\u2424"
};
var OTHER_BREAKS = /[\r\v\f\u0085\u2028\u2029]/g;
var IGNORABLE = String.raw`[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]`;
var LEGACY = String.raw`#(?=${IGNORABLE}*#${IGNORABLE}*\[)`;
var LEGACY_HASH = new RegExp(LEGACY, "gu");
var LEGACY_ONE = new RegExp(LEGACY, "u");
var COMMAND_START = new RegExp(
  String.raw`^[\s\u0085\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*:${IGNORABLE}*:`,
  "u"
);
var LEGACY_DEFUSE = "\xB7";
var WORD_JOINER = "\u2060";
function onlyLfBreaks(text) {
  const t = text.includes("\r\n") ? text.replace(/\r\n/g, "\n") : text;
  return t.replace(OTHER_BREAKS, (c) => BREAK_SYMBOL[c]);
}
function noBreaks(text) {
  return onlyLfBreaks(text).replace(/\n/g, "\u240A");
}
function holdsLegacyCommand(line) {
  return line.includes("#") && LEGACY_ONE.test(line);
}
function defuseLegacyCommands(line) {
  return line.includes("#") ? line.replace(LEGACY_HASH, `#${LEGACY_DEFUSE}`) : line;
}
function startsColonCommand(line) {
  return line.includes(":") && COMMAND_START.test(line);
}
var MENTION = /@(?=[A-Za-z0-9])/g;
var ISSUE_REF = /#(?=\d)/g;
var GH_REF = /\bGH-(?=\d)/gi;
var SCHEME = /\b([A-Za-z][A-Za-z0-9+.-]*):(?=\/\/)/g;
var PROTOCOL_AUTOLINK = /\b(mailto|xmpp):/gi;
var WWW = /\b(www)(?=\.)/gi;
function defuseMarkdownRefs(text) {
  return text.replace(MENTION, `@${WORD_JOINER}`).replace(ISSUE_REF, `#${WORD_JOINER}`).replace(GH_REF, (m) => `${m}${WORD_JOINER}`).replace(SCHEME, `$1:${WORD_JOINER}`).replace(PROTOCOL_AUTOLINK, `$1:${WORD_JOINER}`).replace(WWW, `$1${WORD_JOINER}`);
}

export {
  onlyLfBreaks,
  noBreaks,
  holdsLegacyCommand,
  defuseLegacyCommands,
  startsColonCommand,
  defuseMarkdownRefs
};
