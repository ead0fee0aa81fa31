#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-MZ6YBDAA.js";
import "./chunk-W3FDEBDC.js";
import "./chunk-6AJSIGXL.js";
import {
  parseCommandArgs
} from "./chunk-OFZ4K7LJ.js";
import {
  ResultsStream,
  runGate
} from "./chunk-OI7EW7T3.js";
import {
  loadReportSources,
  readResultsFile
} from "./chunk-VEM7HRNH.js";
import "./chunk-KKTBMNBH.js";
import "./chunk-DVGNCI6I.js";
import {
  resolveTargets
} from "./chunk-VFKBRP4L.js";
import "./chunk-I2KPKXNV.js";
import "./chunk-T44GJVMM.js";
import "./chunk-QAXP3BNV.js";
import {
  buildGateReport,
  parseFailOn
} from "./chunk-WRXGSA2U.js";
import "./chunk-EI6BH47E.js";
import "./chunk-5NXCUEUZ.js";
import "./chunk-B2JLUPNY.js";
import "./chunk-OHYFLJE5.js";
import "./chunk-EUMIU4E4.js";
import "./chunk-AHD5DVGJ.js";
import "./chunk-WX7OGXYW.js";
import "./chunk-O3TYGBWK.js";
import "./chunk-NAA5MHIW.js";
import {
  envSecretValues
} from "./chunk-UOOZFDNC.js";
import "./chunk-JGRVEPPQ.js";
import "./chunk-R6WTYLHT.js";
import "./chunk-B3KGR4IC.js";
import "./chunk-BLZCU3FR.js";
import "./chunk-57EAN4WP.js";
import "./chunk-GNRCT5WW.js";
import "./chunk-765GMJL5.js";
import "./chunk-Z52EMNER.js";
import "./chunk-GDFUNZXU.js";
import "./chunk-CVROAHTK.js";
import "./chunk-SXKP2KRU.js";
import "./chunk-IG44PSIL.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-WN34NFZS.js";
import "./chunk-5HJR3O4F.js";
import "./chunk-GST36PRG.js";
import "./chunk-57ATHONI.js";
import "./chunk-OOJTWUBA.js";
import "./chunk-AC6QUUQ5.js";
import "./chunk-P4IMB74P.js";
import "./chunk-VFM63BO2.js";
import "./chunk-BKM4LKJP.js";
import "./chunk-U3YLF3AD.js";
import "./chunk-MSUJTU7O.js";
import "./chunk-XAYQ33VL.js";
import {
  EXIT,
  UsageError
} from "./chunk-6ZVZ2CXJ.js";
import "./chunk-VQXXM3A3.js";
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
  const bytes = await writeHtmlReport(
    out,
    await gateReportData(report, results, { now: reportDate(io.env), root: io.cwd, ...values.title ? { title: values.title } : {} }),
    secrets
  );
  io.stderr(`wrote ${values.html} (${Math.round(bytes / 1024)} KiB, ${report.rows.length} cassette(s))
`);
  return EXIT.ok;
};
export {
  REPORT_HELP,
  REPORT_OPTIONS,
  reportCommand
};
