/**
 * The Action's HTML report: written on every gate run (input `report`, default true), uploaded as
 * a workflow artifact through @actions/artifact (the Actions results service: Twirp JSON, then a
 * blob upload) when the runner provides the service, and linked from the job summary. The report
 * goes up alone and un-archived (`skipArchive`, as `text/html`), which GitHub opens in the browser
 * from its link: one click from the summary, the check run or the comment. A service that takes
 * zips only (GitHub Enterprise Server) gets today's zip instead, and the log says so. The failed
 * runs' directories, when there are any, go up as a second, zipped artifact. A failed upload is a
 * warning: the file stays on the runner and its path is the `report` output.
 */
import { appendFile } from "node:fs/promises";
import { basename, dirname } from "node:path";
import type { GateReport } from "../gate/report/gate-report.js";
import type { ReplayResult } from "../gate/replay/result.js";
import { gateReportData, reportDate, writeHtmlReport } from "../gate/report/html/write-report.js";
import { cassetteAnchor } from "../gate/report/html/build-data.js";
import { mdCode } from "../core/util/markdown.js";
import { oneLine } from "../core/util/errors.js";
import type { HtmlReportData } from "../gate/report/html/model.js";
import { envSecretValues } from "../core/util/secret-scan.js";

export interface ReportArtifact {
  path: string;
  bytes: number;
  /** the artifact's page on GitHub, when it was uploaded */
  url?: string;
  /** uploaded un-archived: the link opens the report in the browser (else it downloads a zip) */
  opens?: boolean;
  /** the second artifact: the failed runs' directories, zipped */
  runsUrl?: string;
}

/** The artifact page GitHub shows for an uploaded artifact id. */
export function artifactUrl(env: NodeJS.ProcessEnv, id: number): string | undefined {
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  return `${env.GITHUB_SERVER_URL || "https://github.com"}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`;
}

/** Uploads files under `rootDir` as one artifact; its page URL, or undefined (with a log line) when it could not be. */
export async function uploadArtifactFiles(
  name: string,
  files: readonly string[],
  rootDir: string,
  opts: { env: NodeJS.ProcessEnv; log: (line: string) => void; warn: (line: string) => void },
): Promise<string | undefined> {
  if (!opts.env.ACTIONS_RUNTIME_TOKEN || !opts.env.ACTIONS_RESULTS_URL) {
    opts.log(`${name}: not uploaded: the runner provides no artifact service here (the files stay under ${rootDir})`);
    return undefined;
  }
  try {
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const up = await new DefaultArtifactClient().uploadArtifact(name, [...files], rootDir, { retentionDays: 30 });
    opts.log(`uploaded artifact ${name} (${files.length} file(s))`);
    return up.id !== undefined ? artifactUrl(opts.env, up.id) : undefined;
  } catch (e) {
    opts.warn(`${name} could not be uploaded as an artifact (${oneLine(e)}); the files stay under ${rootDir}`);
    return undefined;
  }
}

/**
 * Uploads one HTML file un-archived (its file name is the artifact's name); when the service will
 * not take that, as a zip named `zipName`. Undefined (with a log line) when it could not be at all.
 */
export async function uploadReportFile(
  file: string,
  zipName: string,
  opts: { env: NodeJS.ProcessEnv; log: (line: string) => void; warn: (line: string) => void },
): Promise<{ url?: string; opens: boolean } | undefined> {
  if (!opts.env.ACTIONS_RUNTIME_TOKEN || !opts.env.ACTIONS_RESULTS_URL) {
    opts.log(`${basename(file)}: not uploaded: the runner provides no artifact service here (it stays at ${file})`);
    return undefined;
  }
  let refusal: string;
  try {
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const up = await new DefaultArtifactClient().uploadArtifact(basename(file), [file], dirname(file), {
      retentionDays: 30,
      skipArchive: true,
    });
    opts.log(`uploaded artifact ${basename(file)} (un-archived, text/html: it opens in the browser)`);
    return { ...(up.id !== undefined ? { url: artifactUrl(opts.env, up.id) } : {}), opens: true };
  } catch (e) {
    refusal = oneLine(e);
  }
  opts.log(
    `the artifact service took no un-archived upload (${refusal}): the report goes up zipped as ${zipName}, to download and unzip`,
  );
  const url = await uploadArtifactFiles(zipName, [file], dirname(file), opts);
  return url === undefined ? undefined : { url, opens: false };
}

export async function writeAndUploadReport(
  report: GateReport,
  results: readonly ReplayResult[],
  opts: {
    path: string;
    artifactName: string;
    env: NodeJS.ProcessEnv;
    log: (line: string) => void;
    warn: (line: string) => void;
    data?: HtmlReportData;
    extraFiles?: readonly string[];
    root?: string;
  },
): Promise<ReportArtifact> {
  const bytes = await writeHtmlReport(
    opts.path,
    opts.data ??
      (await gateReportData(report, results, { now: reportDate(opts.env), ...(opts.root ? { root: opts.root } : {}) })),
    envSecretValues(opts.env),
  );
  const out: ReportArtifact = { path: opts.path, bytes };
  opts.log(`HTML report: ${opts.path} (${Math.round(bytes / 1024)} KiB)`);
  const up = await uploadReportFile(opts.path, opts.artifactName, opts);
  if (up?.url) {
    out.url = up.url;
    out.opens = up.opens;
  }
  if (opts.extraFiles?.length) {
    const runs = await uploadArtifactFiles(`${opts.artifactName}-runs`, opts.extraFiles, dirname(opts.path), opts);
    if (runs) out.runsUrl = runs;
  }
  return out;
}

/** Where the report is, as a summary says it: a link that opens it, one that downloads its zip, or its path on the runner. */
export function reportLink(artifact: ReportArtifact): string {
  return !artifact.url
    ? `the HTML report is at ${mdCode(artifact.path, 400)} on the runner`
    : artifact.opens
      ? `[open the HTML report](${artifact.url}) (it opens in the browser)`
      : `[download the HTML report](${artifact.url}) (a zip)`;
}

/** The job summary's lines: where the report is, and the deep link of each failing cassette in it. */
export function jobSummaryLines(artifact: ReportArtifact, report: GateReport): string {
  // cassette paths come from the pull request: quoted as code spans (or escaped), one line each
  const where = reportLink(artifact);
  const lines = [
    `📄 Each run's timeline, assertions with evidence and trace views: ${where} (${mdCode(basename(artifact.path))}, opens offline).`,
  ];
  if (artifact.runsUrl) lines.push("", `The failed runs' directories: [download them](${artifact.runsUrl}) (a zip).`);
  const failing = report.rows.filter((r) => r.gateFailing).slice(0, 10);
  if (failing.length)
    lines.push(
      "",
      "In it, straight to a failing cassette's failing assertion:",
      ...failing.map((r) => `- ${mdCode(`${basename(artifact.path)}${cassetteAnchor(r.cassette)}`, 400)}`),
    );
  return `\n${lines.join("\n")}\n`;
}

export async function linkFromJobSummary(
  env: NodeJS.ProcessEnv,
  artifact: ReportArtifact,
  report: GateReport,
): Promise<void> {
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, jobSummaryLines(artifact, report));
}
