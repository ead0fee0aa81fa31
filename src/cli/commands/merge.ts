/**
 * `cowork-harness merge <results.json>...`: combines the results files of a sharded gate
 * into one report — the summary a user reads, the JSON of all results, and the gate's exit.
 */
import { resolve } from "node:path";
import type { Command } from "../io.js";
import { parseCommandArgs } from "../args.js";
import { readResultsFile, resultsFile, writeResultsFile } from "../../check/results-file.js";
import { buildGateReport, parseFailOn } from "../../report/gate-report.js";
import { loadReportSources } from "../../report/sources.js";
import { renderSummaryMarkdown } from "../../report/summary-md.js";
import { writeFileAtomic } from "../../util/atomic-write.js";
import { maskSecretsDeep } from "../../util/secret-scan.js";
import { EXIT, UsageError } from "../../util/errors.js";
import { appendFile } from "node:fs/promises";

export const mergeCommand: Command = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("merge", argv, {
    "fail-on": { type: "string" },
    output: { type: "string" },
    summary: { type: "string" },
  });
  if (positionals.length === 0) throw new UsageError("merge: give one or more results files (the `results` output of each shard)");
  const files = await Promise.all(positionals.map((p) => readResultsFile(resolve(io.cwd, p))));
  const seen = new Set<string>();
  const results = maskSecretsDeep(files.flatMap((f) => f.results).filter((r) => (seen.has(r.cassette) ? false : (seen.add(r.cassette), true))));
  const report = buildGateReport(results, { failOn: parseFailOn(values["fail-on"]), sources: await loadReportSources(results), root: io.cwd });
  const ok = report.conclusion !== "failure";
  const md = renderSummaryMarkdown(report);
  if (values.output) await writeResultsFile(resolve(io.cwd, values.output), resultsFile(results, ok));
  if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), md);
  if (io.env.GITHUB_STEP_SUMMARY) await appendFile(io.env.GITHUB_STEP_SUMMARY, md);
  io.stdout(md);
  return ok ? EXIT.ok : EXIT.fail;
};
