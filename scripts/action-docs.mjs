#!/usr/bin/env node
// `npm run docs:action`: rewrites the inputs and outputs tables of docs/action.md (between their
// <!-- …:start --> / <!-- …:end --> markers) from action.yml, the one place they are declared.
// test/unit/action-docs-sync.test.ts fails while the committed tables differ from it.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const action = parse(readFileSync(join(root, "action.yml"), "utf8"));
const cell = (s) => s.replace(/\|/g, "\\|");
const table = (head, rows) => [head, head.replace(/[^|]+/g, " --- "), ...rows].join("\n");
const inputs = table(
  "| input | default | description |",
  Object.entries(action.inputs).map(([k, v]) => `| \`${k}\` | \`${v.default ?? ""}\` | ${cell(v.description)} |`),
);
const outputs = table(
  "| output | description |",
  Object.entries(action.outputs).map(([k, v]) => `| \`${k}\` | ${cell(v.description)} |`),
);
const file = join(root, "docs/action.md");
const between = (md, marker, body) =>
  md.replace(
    new RegExp(`<!-- ${marker}:start -->\\n[\\s\\S]*?<!-- ${marker}:end -->`),
    `<!-- ${marker}:start -->\n${body}\n<!-- ${marker}:end -->`,
  );
writeFileSync(file, between(between(readFileSync(file, "utf8"), "inputs", inputs), "outputs", outputs));
