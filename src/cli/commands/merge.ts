/**
 * `cowork-harness merge <results.json>...`: combines the results files of a sharded gate
 * into one report — the summary a user reads, the JSON of all results, and the gate's exit.
 * The files must be one whole sharded run (every shard 1..n once); otherwise nothing is merged.
 */
import { appendFile } from "node:fs/promises";
import { resolve } from "node:path";
import { defineCommand, type CommandContext } from "../command.js";
import { readResultsFile, resultsFile, writeResultsFile } from "../../gate/check/results-file.js";
import { assertWholeShardSet } from "../../gate/check/shard-set.js";
import { buildGateReport } from "../../gate/report/gate-report.js";
import { envelopeExtras, mergeCoverage, withCoverage } from "../../gate/report/coverage-report.js";
import { isSkillLintEntry, withSkillLint } from "../../gate/report/skill-lint-report.js";
import { parseFailOn } from "../../gate/report/fail-on.js";
import { renderJunit } from "../../gate/report/junit.js";
import { loadReportSources } from "../../gate/report/sources.js";
import { renderSummaryMarkdown } from "../../gate/report/summary-md.js";
import { writeFileAtomic } from "../../core/util/atomic-write.js";
import { maskSecretsDeep } from "../../core/util/secret-scan.js";
import { EXIT, UsageError } from "../../core/util/errors.js";

const MERGE_HELP = `Usage: cowork-harness merge <results.json>... [options]

Combines the results files of a sharded gate (check --results, or the Action's \`results\`
output) into one report: prints the Markdown summary, appends it to GITHUB_STEP_SUMMARY when set,
and exits as the whole gate would. The files must be one whole sharded run: the same n, each
shard 1/n … n/n exactly once (files without a shard merge only with each other).

Options:
  --fail-on LIST     what fails the gate (as check --fail-on; default assertions,unverifiable,stale-inputs)
  --output FILE      write the merged JSON results
  --summary FILE     write the Markdown summary
  --junit FILE       write JUnit XML (one testcase per cassette)
  -h, --help         show this help

Exit codes: 0 the gate passed, 1 it failed, 2 usage error, an unreadable results file, or an
incomplete shard set (a shard missing, given twice, or of another n), named in one line.
`;

const MERGE_OPTIONS = {
  "fail-on": { type: "string" },
  output: { type: "string" },
  summary: { type: "string" },
  junit: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Merges the whole shard set named and reports it as the gate would. */
async function merge({ values, positionals, io }: CommandContext<typeof MERGE_OPTIONS>): Promise<number> {
  if (positionals.length === 0)
    throw new UsageError("give one or more results files (the `results` output of each shard)");
  const failOn = parseFailOn(values["fail-on"]);
  const files = await Promise.all(positionals.map((p) => readResultsFile(resolve(io.cwd, p))));
  assertWholeShardSet(
    files.map((f, i) => ({ label: positionals[i] as string, ...(f.shard !== undefined ? { shard: f.shard } : {}) })),
  );
  const seen = new Set<string>();
  const results = maskSecretsDeep(
    files.flatMap((f) => f.results).filter((r) => (seen.has(r.cassette) ? false : (seen.add(r.cassette), true))),
  );
  const built = buildGateReport(results, { failOn, sources: await loadReportSources(results), root: io.cwd });
  // each shard judged its own rows' change against the base and the scenarios that fell to it
  const changes = Object.assign({}, ...files.map((f) => f.changes ?? {})) as Record<string, string>;
  for (const row of built.rows) {
    const change = changes[row.cassette];
    if (change !== undefined) row.change = change as NonNullable<typeof row.change>;
  }
  const coverage = mergeCoverage(files.flatMap((f) => (f.coverage ? [maskSecretsDeep(f.coverage)] : [])));
  // every shard lints the same changed skill files: each finding once
  const skillSeen = new Set<string>();
  const skillLint = files
    .flatMap((f) => (Array.isArray(f.skillLint) ? maskSecretsDeep(f.skillLint).filter(isSkillLintEntry) : []))
    .filter((e) => {
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
      resultsFile(results, ok, undefined, extras.changes, extras.coverage, extras.skillLint),
    );
  if (values.summary) await writeFileAtomic(resolve(io.cwd, values.summary), md);
  if (values.junit) await writeFileAtomic(resolve(io.cwd, values.junit), renderJunit(report));
  if (io.env.GITHUB_STEP_SUMMARY) await appendFile(io.env.GITHUB_STEP_SUMMARY, md);
  io.stdout(md);
  return ok ? EXIT.ok : EXIT.fail;
}

export const command = defineCommand({ name: "merge", help: MERGE_HELP, options: MERGE_OPTIONS, run: merge });
