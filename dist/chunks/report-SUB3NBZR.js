#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  gateReportData,
  reportDate,
  writeHtmlReport
} from "./chunk-2R6NNVSQ.js";
import "./chunk-7SXC2737.js";
import "./chunk-2S4LTNS2.js";
import "./chunk-FLDOQDHE.js";
import "./chunk-ZTQZXA3R.js";
import {
  ResultsStream,
  runGate
} from "./chunk-FSS5KVJZ.js";
import "./chunk-ULREPPUD.js";
import "./chunk-O6O575PB.js";
import "./chunk-2FKU5IYL.js";
import {
  resolveTargets
} from "./chunk-HMPLMIHZ.js";
import {
  loadReportSources
} from "./chunk-NGPZCNEC.js";
import {
  readResultsFile
} from "./chunk-6UZLGMOU.js";
import "./chunk-7CPNN7IP.js";
import "./chunk-VMKO3L33.js";
import "./chunk-IXQNGYAG.js";
import "./chunk-T67GQNVP.js";
import "./chunk-FWIZ2L2G.js";
import "./chunk-WHYR2ZAU.js";
import "./chunk-QUGB427A.js";
import "./chunk-I64G2WUU.js";
import "./chunk-4AKH4TGB.js";
import "./chunk-YHSH5RBA.js";
import "./chunk-KUKC5SCS.js";
import {
  envSecretValues
} from "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-SLATU2ZP.js";
import "./chunk-KU72ARQB.js";
import "./chunk-KSUA6UZS.js";
import "./chunk-MJN26BLH.js";
import "./chunk-J4BNBE4G.js";
import {
  buildGateReport,
  parseFailOn
} from "./chunk-63JXL4FW.js";
import "./chunk-EXVKMGPI.js";
import "./chunk-NYVWPCYT.js";
import "./chunk-ODM7TWBF.js";
import "./chunk-6OGUKABV.js";
import "./chunk-Y7WMMQY3.js";
import "./chunk-MTJJAJ2A.js";
import "./chunk-JUH6HIAL.js";
import "./chunk-J5CYBANO.js";
import "./chunk-NT77EBXM.js";
import "./chunk-CGZME2NM.js";
import "./chunk-2HFCXRSU.js";
import "./chunk-TJGXX2SJ.js";
import "./chunk-BLIPJPYU.js";
import "./chunk-GUYHYWBR.js";
import "./chunk-BVER6YVT.js";
import "./chunk-3LL6WAPB.js";
import "./chunk-A7IXKCTY.js";
import "./chunk-RJU6G3KC.js";
import "./chunk-HT3KHDWJ.js";
import "./chunk-EEFRBXOR.js";
import "./chunk-5LE6OEBY.js";
import "./chunk-IAQDAOHD.js";
import "./chunk-KPSQMKHF.js";
import "./chunk-QM645DRD.js";
import "./chunk-FOXKMYXX.js";
import "./chunk-IILW425K.js";
import "./chunk-GEFYSWZR.js";
import "./chunk-S63R6LBV.js";
import "./chunk-7XRS4REJ.js";
import "./chunk-CMR34UZX.js";
import "./chunk-2JGKRYKG.js";
import "./chunk-AC6QUUQ5.js";
import {
  EXIT,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-PZMUXM6D.js";
import "./chunk-F7KVOVFU.js";
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
async function report({ values, positionals, io }) {
  if (!values.html) throw new UsageError("give --html FILE: the report to write");
  const failOn = parseFailOn(values["fail-on"]);
  const secrets = [.../* @__PURE__ */ new Set([...envSecretValues(), ...envSecretValues(io.env)])];
  const resultsFiles = positionals.filter((p) => p.endsWith(".json") && !p.endsWith(".cassette.json"));
  let results;
  let report2;
  if (resultsFiles.length > 0) {
    if (resultsFiles.length !== positionals.length)
      throw new UsageError("give either results files or cassettes, not both");
    results = [];
    for (const f of resultsFiles) results.push(...(await readResultsFile(resolve(io.cwd, f))).results);
    report2 = buildGateReport(results, { failOn, sources: await loadReportSources(results), root: io.cwd });
  } else {
    const files = await resolveTargets(io.cwd, positionals, void 0);
    const stream = await ResultsStream.open({ secrets });
    try {
      const run = await runGate(files, { check: { mode: "check", env: io.env }, stream, failOn, root: io.cwd });
      report2 = run.report;
      results = run.results;
      await stream.finish(run.ok);
    } finally {
      await stream.abort();
    }
  }
  const out = resolve(io.cwd, values.html);
  const bytes = await writeHtmlReport(
    out,
    await gateReportData(report2, results, {
      now: reportDate(io.env),
      root: io.cwd,
      ...values.title ? { title: values.title } : {}
    }),
    secrets
  );
  io.stderr(`wrote ${values.html} (${Math.round(bytes / 1024)} KiB, ${report2.rows.length} cassette(s))
`);
  return EXIT.ok;
}
var command = defineCommand({ name: "report", help: REPORT_HELP, options: REPORT_OPTIONS, run: report });
export {
  command
};
