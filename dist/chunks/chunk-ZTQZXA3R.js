#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parseLine
} from "./chunk-5LE6OEBY.js";
import {
  parseBoundedJson
} from "./chunk-CMR34UZX.js";

// src/gate/trace/events.ts
function traceEvents(lines) {
  const events = [];
  let skipped = 0;
  for (const line of lines) {
    try {
      events.push(...parseLine(parseBoundedJson(line)));
    } catch {
      skipped++;
    }
  }
  return { events, skipped };
}
function firstLine(text, max) {
  const line = text.split("\n", 1)[0] ?? "";
  return line.length > max ? line.slice(0, max) : line;
}
function inputDetail(input, max = 100) {
  const json = JSON.stringify(input) ?? "";
  return json.length > max ? `${json.slice(0, max)}\u2026` : json;
}
function questionLabel(questions) {
  return questions.map((q) => String(q.question ?? "")).join(" / ");
}

export {
  traceEvents,
  firstLine,
  inputDetail,
  questionLabel
};
