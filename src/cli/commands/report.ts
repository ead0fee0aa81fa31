/**
 * `cowork-harness report --html FILE [results.json | cassettes…]`: the self-contained HTML report
 * of a gate, from a results file a gate run left (check --results, the Action's `results`
 * output, merge) or by checking the cassettes named (default: every cassette under the working
 * directory), as `check` would.
 */
import { resolve } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { readResultsFile } from "../../gate/check/results-file.js";
import { buildGateReport } from "../../gate/report/gate-report.js";
import { loadReportSources } from "../../gate/report/sources.js";
import { parseFailOn } from "../../gate/report/fail-on.js";
import { gateReportData, reportDate, writeHtmlReport } from "../../gate/report/html/write-report.js";
import { runGate } from "../../gate/check/run-gate.js";
import { resolveTargets } from "../../gate/check/targets.js";
import { ResultsStream } from "../../gate/check/results-stream.js";
import { envSecretValues } from "../../core/util/secret-scan.js";
import { EXIT, UsageError } from "../../core/util/errors.js";
import type { ReplayResult } from "../../gate/replay/result.js";

const REPORT_HELP = `Usage: cowork-harness report --html FILE [results.json | cassettes...] [options]

Writes one self-contained HTML file (no network request of any kind; readable offline and as a
CI artifact): the gate's counts, every cassette's status, cause and fix (filterable, searchable),
and per cassette the run's timeline, its assertions with their evidence and YAML line, staleness
findings, a re-run's divergence and the trace views. Deep links: FILE#cassette/<path without
.cassette.json>.

Input: a results file (check --results, merge) — or cassette files, directories or globs, checked
as \`check\` does (default: every *.cassette.json under the working directory).

Options:
  --html FILE          the report to write (required)
  --fail-on LIST       the gate's policy, as check takes it (default assertions,unverifiable,stale-inputs)
  --title TEXT         the page title
  -h, --help

Exit codes: 0 written; 2 usage error or an unreadable results file.
`;

const REPORT_OPTIONS = {
  html: { type: "string" },
  "fail-on": { type: "string" },
  title: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Writes the HTML report of the results files named, or of a check of the cassettes named. */
async function report({ values, positionals, io }: CommandContext<typeof REPORT_OPTIONS>): Promise<number> {
  if (!values.html) throw new UsageError("give --html FILE: the report to write");
  const failOn = parseFailOn(values["fail-on"]);
  const secrets = [...new Set([...envSecretValues(), ...envSecretValues(io.env)])];
  const resultsFiles = positionals.filter((p) => p.endsWith(".json") && !p.endsWith(".cassette.json"));
  let results: ReplayResult[];
  let report;
  if (resultsFiles.length > 0) {
    if (resultsFiles.length !== positionals.length)
      throw new UsageError("give either results files or cassettes, not both");
    results = [];
    for (const f of resultsFiles) results.push(...(await readResultsFile(resolve(io.cwd, f))).results);
    report = buildGateReport(results, { failOn, sources: await loadReportSources(results), root: io.cwd });
  } else {
    const files = await resolveTargets(io.cwd, positionals, undefined);
    const stream = await ResultsStream.open({ secrets });
    try {
      const run = await runGate(files, { check: { mode: "check", env: io.env }, stream, failOn, root: io.cwd });
      report = run.report;
      results = run.results;
      await stream.finish(run.ok);
    } finally {
      await stream.abort();
    }
  }
  const out = resolve(io.cwd, values.html);
  const bytes = await writeHtmlReport(
    out,
    await gateReportData(report, results, {
      now: reportDate(io.env),
      root: io.cwd,
      ...(values.title ? { title: values.title } : {}),
    }),
    secrets,
  );
  io.stderr(`wrote ${values.html} (${Math.round(bytes / 1024)} KiB, ${report.rows.length} cassette(s))\n`);
  return EXIT.ok;
}

export const command = defineCommand({ name: "report", help: REPORT_HELP, options: REPORT_OPTIONS, run: report });
