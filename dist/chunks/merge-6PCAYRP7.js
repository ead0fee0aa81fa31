#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  buildGateReport,
  loadReportSources,
  parseFailOn,
  readResultsFile,
  renderSummaryMarkdown,
  resultsFile,
  writeResultsFile
} from "./chunk-HP7ZXXS6.js";
import {
  writeFileAtomic
} from "./chunk-ZWUVGEAU.js";
import "./chunk-QXX2K6ZS.js";
import "./chunk-JKB6V4NB.js";
import {
  maskSecretsDeep
} from "./chunk-MZJLSIZC.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-RJEQB3M3.js";
import "./chunk-3UGCV2R3.js";
import "./chunk-AZI7HGCA.js";
import {
  parseCommandArgs
} from "./chunk-6MRT7ACZ.js";
import {
  EXIT,
  UsageError
} from "./chunk-5C2HTD6I.js";

// src/cli/commands/merge.ts
import { resolve } from "node:path";
import { appendFile } from "node:fs/promises";
var mergeCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("merge", argv, {
    "fail-on": { type: "string" },
    output: { type: "string" },
    summary: { type: "string" }
  });
  if (positionals.length === 0) throw new UsageError("merge: give one or more results files (the `results` output of each shard)");
  const files = await Promise.all(positionals.map((p) => readResultsFile(resolve(io.cwd, p))));
  const seen = /* @__PURE__ */ new Set();
  const results = maskSecretsDeep(files.flatMap((f) => f.results).filter((r) => seen.has(r.cassette) ? false : (seen.add(r.cassette), true)));
  const report = buildGateReport(results, { failOn: parseFailOn(values["fail-on"]), sources: await loadReportSources(results), root: io.cwd });
  const ok = report.conclusion !== "failure";
  const md = renderSummaryMarkdown(report);
  if (values.output) await writeResultsFile(resolve(io.cwd, values.output), resultsFile(results, ok));
  if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), md);
  if (io.env.GITHUB_STEP_SUMMARY) await appendFile(io.env.GITHUB_STEP_SUMMARY, md);
  io.stdout(md);
  return ok ? EXIT.ok : EXIT.fail;
};
export {
  mergeCommand
};
