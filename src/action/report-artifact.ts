/**
 * The Action's HTML report: written on every gate run (input `report`, default true), uploaded as
 * a workflow artifact through @actions/artifact (the Actions results service: Twirp JSON, then a
 * blob upload) when the runner provides the service, and linked from the job summary. A failed
 * upload is a warning: the file stays on the runner and its path is the `report` output.
 */
import { appendFile } from "node:fs/promises";
import { basename, dirname } from "node:path";
import type { GateReport } from "../report/gate-report.js";
import type { ReplayResult } from "../replay/result.js";
import { gateReportData, reportDate, writeHtmlReport } from "../report/html/write-report.js";
import { cassetteAnchor } from "../report/html/build-data.js";
import { oneLine } from "../util/errors.js";
import { envSecretValues } from "../util/secret-scan.js";

export interface ReportArtifact {
  path: string;
  bytes: number;
  /** the artifact's page on GitHub, when it was uploaded */
  url?: string;
}

/** The artifact page GitHub shows for an uploaded artifact id. */
export function artifactUrl(env: NodeJS.ProcessEnv, id: number): string | undefined {
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  return `${env.GITHUB_SERVER_URL || "https://github.com"}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`;
}

export async function writeAndUploadReport(
  report: GateReport,
  results: readonly ReplayResult[],
  opts: { path: string; artifactName: string; env: NodeJS.ProcessEnv; log: (line: string) => void; warn: (line: string) => void },
): Promise<ReportArtifact> {
  const bytes = await writeHtmlReport(opts.path, await gateReportData(report, results, { now: reportDate(opts.env) }), envSecretValues(opts.env));
  const out: ReportArtifact = { path: opts.path, bytes };
  if (!opts.env.ACTIONS_RUNTIME_TOKEN || !opts.env.ACTIONS_RESULTS_URL) {
    opts.log(`HTML report: ${opts.path} (not uploaded: the runner provides no artifact service here)`);
    return out;
  }
  try {
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const up = await new DefaultArtifactClient().uploadArtifact(opts.artifactName, [opts.path], dirname(opts.path), { retentionDays: 30 });
    if (up.id !== undefined) {
      const url = artifactUrl(opts.env, up.id);
      if (url) out.url = url;
    }
    opts.log(`HTML report uploaded as artifact ${opts.artifactName} (${basename(opts.path)}, ${Math.round(bytes / 1024)} KiB)`);
  } catch (e) {
    opts.warn(`the HTML report could not be uploaded as an artifact (${oneLine(e)}); it stays at ${opts.path}`);
  }
  return out;
}

/** The job summary's lines: where the report is, and the deep link of each failing cassette in it. */
export function jobSummaryLines(artifact: ReportArtifact, report: GateReport): string {
  const where = artifact.url ? `[download the HTML report](${artifact.url})` : `the HTML report is at \`${artifact.path}\` on the runner`;
  const lines = [`📄 Each run's timeline, assertions with evidence and trace views: ${where} (\`${basename(artifact.path)}\`, opens offline).`];
  const failing = report.rows.filter((r) => r.gateFailing).slice(0, 10);
  if (failing.length) lines.push("", "In it, straight to a failing cassette's failing assertion:", ...failing.map((r) => `- \`${basename(artifact.path)}${cassetteAnchor(r.cassette)}\``));
  return `\n${lines.join("\n")}\n`;
}

export async function linkFromJobSummary(env: NodeJS.ProcessEnv, artifact: ReportArtifact, report: GateReport): Promise<void> {
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, jobSummaryLines(artifact, report));
}
