#!/usr/bin/env node
// Summary metrics for a CSV file: row count, and sum/mean/min/max for every numeric column.
// Usage: node metrics.mjs <file.csv>   → prints one JSON object on stdout.
import { readFileSync } from "node:fs";

function parseLine(line) {
  const cells = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") { cells.push(cur); cur = ""; }
    else cur += ch;
  }
  cells.push(cur);
  return cells;
}

const file = process.argv[2];
if (!file) {
  console.error("usage: metrics.mjs <file.csv>");
  process.exit(2);
}
const lines = readFileSync(file, "utf8").split(/\r?\n/).filter((l) => l.trim() !== "");
const header = parseLine(lines[0] ?? "");
const rows = lines.slice(1).map(parseLine);
const columns = {};
header.forEach((name, c) => {
  const nums = rows.map((r) => r[c]).filter((v) => v !== undefined && v.trim() !== "" && !Number.isNaN(Number(v))).map(Number);
  if (nums.length !== rows.length || nums.length === 0) return;
  const sum = nums.reduce((a, b) => a + b, 0);
  columns[name] = { sum, mean: sum / nums.length, min: Math.min(...nums), max: Math.max(...nums) };
});
process.stdout.write(JSON.stringify({ rows: rows.length, columns }) + "\n");
