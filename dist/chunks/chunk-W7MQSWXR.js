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
  return issues.map((issue) => {
    const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : void 0;
    return { issue, line: lineOfPath(source, issue.path, extra) };
  }).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).map(({ issue, line }) => withLine(formatIssue(issue), line)).join("; ");
}

export {
  withLine,
  describeIssues
};
