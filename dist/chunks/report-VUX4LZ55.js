#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-SXHYK4YA.js";
import "./chunk-KTWHO5JO.js";
import "./chunk-6AJSIGXL.js";
import {
  ResultsStream,
  runGate
} from "./chunk-RADV25LQ.js";
import {
  loadReportSources,
  readResultsFile
} from "./chunk-BZOAI7YQ.js";
import "./chunk-4OVPXH4Q.js";
import "./chunk-Y4CXFSTL.js";
import {
  resolveTargets
} from "./chunk-C4P2NHDI.js";
import "./chunk-OMTVCZ7X.js";
import "./chunk-RDQTNEBX.js";
import "./chunk-BE66XZWF.js";
import {
  parseCommandArgs
} from "./chunk-L7STEJBI.js";
import {
  buildGateReport,
  parseFailOn
} from "./chunk-FX6CQSDV.js";
import "./chunk-ENIY43VZ.js";
import "./chunk-W6V6O44X.js";
import "./chunk-SITF673I.js";
import "./chunk-AJ5W5HPM.js";
import {
  envSecretValues
} from "./chunk-MNIE74E7.js";
import "./chunk-EI6BH47E.js";
import "./chunk-Z2MCFZZC.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-OESEVDBE.js";
import "./chunk-3AKXSKTB.js";
import "./chunk-4QCKNBJU.js";
import "./chunk-E3RAMG5P.js";
import "./chunk-VR3LRWGO.js";
import "./chunk-CPTB44P5.js";
import "./chunk-PHXYXN3A.js";
import "./chunk-XGE7Z6Y5.js";
import "./chunk-J44LXYLL.js";
import "./chunk-74PU6UMF.js";
import "./chunk-RVJX2XSE.js";
import "./chunk-N7LSOTME.js";
import "./chunk-YGKABPFA.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-Y4PCL5RT.js";
import "./chunk-Y6FZWTSS.js";
import "./chunk-TXNEV3KX.js";
import "./chunk-6CDE3OBN.js";
import "./chunk-PFIEFCFF.js";
import "./chunk-G6I22FEX.js";
import "./chunk-AMNCDHAJ.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XXVUH75M.js";
import "./chunk-GLYW7BXA.js";
import "./chunk-VJB5FKSE.js";
import "./chunk-XNGVCNRJ.js";
import {
  EXIT,
  UsageError
} from "./chunk-BMEV2336.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/report.ts
import { resolve } from "node:path";
var REPORT_HELP = `Usage: cowork-harness report --html FILE [results.json | cassettes...] [options]

Writes one self-contained HTML file (no network request of any kind; readable offline and as a
CI artifact): the gate's counts, every cassette's status, cause and fix (filterable, searchable),
and per cassette the run's timeline, its assertions with their evidence and YAML line, staleness
findings, a re-run's divergence and the trace views. Deep links: FILE#cassette/<path without
.cassette.json>.

Input: a results file (check --results, merge) \u2014 or cassette files, directories or globs, checked
as \`check\` does (default: every *.cassette.json under the working directory).

Options:
  --html FILE          the report to write (required)
  --fail-on LIST       the gate's policy, as check takes it (default assertions,unverifiable,stale-inputs)
  --title TEXT         the page title
  -h, --help

Exit codes: 0 written; 2 usage error or an unreadable results file.
`;
var REPORT_OPTIONS = {
  html: { type: "string" },
  "fail-on": { type: "string" },
  title: { type: "string" },
  help: { type: "boolean", short: "h" }
};
var reportCommand = async (argv, io) => {
  const { values, positionals } = parseCommandArgs("report", argv, REPORT_OPTIONS);
  if (values.help) {
    io.stdout(REPORT_HELP);
    return EXIT.ok;
  }
  if (!values.html) throw new UsageError("give --html FILE: the report to write");
  const failOn = parseFailOn(values["fail-on"]);
  const secrets = [.../* @__PURE__ */ new Set([...envSecretValues(), ...envSecretValues(io.env)])];
  const resultsFiles = positionals.filter((p) => p.endsWith(".json") && !p.endsWith(".cassette.json"));
  let results;
  let report;
  if (resultsFiles.length > 0) {
    if (resultsFiles.length !== positionals.length) throw new UsageError("give either results files or cassettes, not both");
    results = [];
    for (const f of resultsFiles) results.push(...(await readResultsFile(resolve(io.cwd, f))).results);
    report = buildGateReport(results, { failOn, sources: await loadReportSources(results), root: io.cwd });
  } else {
    const files = await resolveTargets(io.cwd, positionals, void 0);
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
  const bytes = await writeHtmlReport(out, await gateReportData(report, results, { now: reportDate(io.env), root: io.cwd, ...values.title ? { title: values.title } : {} }), secrets);
  io.stderr(`wrote ${values.html} (${Math.round(bytes / 1024)} KiB, ${report.rows.length} cassette(s))
`);
  return EXIT.ok;
};
export {
  REPORT_HELP,
  REPORT_OPTIONS,
  reportCommand
};
