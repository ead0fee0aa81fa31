#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  renderJunit
} from "./chunk-HA54B6XE.js";
import {
  loadReportSources
} from "./chunk-NGPZCNEC.js";
import {
  readResultsFile,
  resultsFile,
  writeResultsFile
} from "./chunk-6UZLGMOU.js";
import {
  parseShard
} from "./chunk-7CPNN7IP.js";
import {
  renderSummaryMarkdown
} from "./chunk-FWIZ2L2G.js";
import {
  maskSecretsDeep
} from "./chunk-BC4CWRGE.js";
import "./chunk-ENZH6ITV.js";
import {
  defineCommand
} from "./chunk-QSHJPI3H.js";
import "./chunk-BSBFBB7E.js";
import "./chunk-KU72ARQB.js";
import {
  writeFileAtomic
} from "./chunk-MJN26BLH.js";
import {
  buildGateReport,
  envelopeExtras,
  isSkillLintEntry,
  mergeCoverage,
  parseFailOn,
  withCoverage,
  withSkillLint
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
  HarnessError,
  UsageError
} from "./chunk-JB7TIAU6.js";
import "./chunk-F7KVOVFU.js";
import "./chunk-5HX2GR4K.js";

// src/cli/commands/merge.ts
import { appendFile } from "node:fs/promises";
import { resolve } from "node:path";

// src/gate/check/shard-set.ts
function shardSetProblem(files) {
  const sharded = files.filter((f) => f.shard !== void 0);
  if (sharded.length === 0) return void 0;
  const unsharded = files.filter((f) => f.shard === void 0);
  if (unsharded.length > 0) {
    return `${unsharded.map((f) => f.label).join(", ")} ${unsharded.length === 1 ? "has" : "have"} no shard while ${sharded[0].label} is shard ${sharded[0].shard} \u2014 merge the results of one sharded run`;
  }
  const parsed = [];
  for (const f of sharded) {
    try {
      parsed.push({ label: f.label, shard: parseShard(f.shard) });
    } catch {
      return `${f.label}: shard "${f.shard}" is not i/n with 1 \u2264 i \u2264 n`;
    }
  }
  const counts = [...new Set(parsed.map((p) => p.shard.count))];
  if (counts.length > 1) {
    return `shard counts differ (${parsed.map((p) => `${p.label} is ${p.shard.index}/${p.shard.count}`).join(", ")}) \u2014 merge the results of one sharded run`;
  }
  const n = counts[0];
  const byIndex = /* @__PURE__ */ new Map();
  for (const p of parsed) byIndex.set(p.shard.index, [...byIndex.get(p.shard.index) ?? [], p.label]);
  const dupes = [...byIndex].filter(([, labels]) => labels.length > 1).sort(([a], [b]) => a - b);
  if (dupes.length > 0) {
    return `${dupes.map(([i, labels]) => `shard ${i}/${n} given twice (${labels.join(", ")})`).join("; ")} \u2014 give each shard's results once`;
  }
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0) {
    return `incomplete shard set: missing shard ${missing.map((i) => `${i}/${n}`).join(", ")} (got ${[...byIndex.keys()].sort((a, b) => a - b).map((i) => `${i}/${n}`).join(", ")}) \u2014 download every shard's results before merging`;
  }
  return void 0;
}
function assertWholeShardSet(files) {
  const problem = shardSetProblem(files);
  if (problem !== void 0) throw new HarnessError(problem);
}

// src/cli/commands/merge.ts
var MERGE_HELP = `Usage: cowork-harness merge <results.json>... [options]

Combines the results files of a sharded gate (check --results, or the Action's \`results\`
output) into one report: prints the Markdown summary, appends it to GITHUB_STEP_SUMMARY when set,
and exits as the whole gate would. The files must be one whole sharded run: the same n, each
shard 1/n \u2026 n/n exactly once (files without a shard merge only with each other).

Options:
  --fail-on LIST     what fails the gate (as check --fail-on; default assertions,unverifiable,stale-inputs)
  --output FILE      write the merged JSON results
  --summary FILE     write the Markdown summary
  --junit FILE       write JUnit XML (one testcase per cassette)
  -h, --help         show this help

Exit codes: 0 the gate passed, 1 it failed, 2 usage error, an unreadable results file, or an
incomplete shard set (a shard missing, given twice, or of another n), named in one line.
`;
var MERGE_OPTIONS = {
  "fail-on": { type: "string" },
  output: { type: "string" },
  summary: { type: "string" },
  junit: { type: "string" },
  help: { type: "boolean", short: "h" }
};
async function merge({ values, positionals, io }) {
  if (positionals.length === 0)
    throw new UsageError("give one or more results files (the `results` output of each shard)");
  const failOn = parseFailOn(values["fail-on"]);
  const files = await Promise.all(positionals.map((p) => readResultsFile(resolve(io.cwd, p))));
  assertWholeShardSet(
    files.map((f, i) => ({ label: positionals[i], ...f.shard !== void 0 ? { shard: f.shard } : {} }))
  );
  const seen = /* @__PURE__ */ new Set();
  const results = maskSecretsDeep(
    files.flatMap((f) => f.results).filter((r) => seen.has(r.cassette) ? false : (seen.add(r.cassette), true))
  );
  const built = buildGateReport(results, { failOn, sources: await loadReportSources(results), root: io.cwd });
  const changes = Object.assign({}, ...files.map((f) => f.changes ?? {}));
  for (const row of built.rows) {
    const change = changes[row.cassette];
    if (change !== void 0) row.change = change;
  }
  const coverage = mergeCoverage(files.flatMap((f) => f.coverage ? [maskSecretsDeep(f.coverage)] : []));
  const skillSeen = /* @__PURE__ */ new Set();
  const skillLint = files.flatMap((f) => Array.isArray(f.skillLint) ? maskSecretsDeep(f.skillLint).filter(isSkillLintEntry) : []).filter((e) => {
    const key = `${e.file}\0${e.line ?? ""}\0${e.ruleId}\0${e.message}`;
    return skillSeen.has(key) ? false : (skillSeen.add(key), true);
  });
  const report = withSkillLint(withCoverage(built, coverage), skillLint);
  const ok = report.conclusion !== "failure";
  const md = renderSummaryMarkdown(report);
  const extras = envelopeExtras(report);
  if (values.output)
    await writeResultsFile(
      resolve(io.cwd, values.output),
      resultsFile(results, ok, void 0, extras.changes, extras.coverage, extras.skillLint)
    );
  if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), md);
  if (values.junit) await writeFileAtomic(resolve(io.cwd, values.junit), renderJunit(report));
  if (io.env.GITHUB_STEP_SUMMARY) await appendFile(io.env.GITHUB_STEP_SUMMARY, md);
  io.stdout(md);
  return ok ? EXIT.ok : EXIT.fail;
}
var command = defineCommand({ name: "merge", help: MERGE_HELP, options: MERGE_OPTIONS, run: merge });
export {
  command
};
