#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  lineOfPath
} from "./chunk-3GFJJ6Z2.js";
import {
  formatIssue
} from "./chunk-UNZECJXW.js";

// src/schema/located-issues.ts
function withLine(what, line) {
  return line !== void 0 ? `${what} (line ${line})` : what;
}
function describeIssues(source, issues) {
  return locateIssues(source, issues).text;
}
function locateIssues(source, issues) {
  const located = issues.map((issue) => {
    const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : void 0;
    return { issue, line: lineOfPath(source, issue.path, extra) };
  }).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const text = located.map(({ issue, line: line2 }) => withLine(formatIssue(issue), line2)).join("; ");
  const line = located.find((l) => l.line !== void 0)?.line;
  return { text, ...line !== void 0 ? { line } : {} };
}

export {
  withLine,
  describeIssues,
  locateIssues
};
