/**
 * The HTML report of a re-record job: one row per selected cassette (refreshed, failed, skipped…),
 * each with the before/after of the semantic diff, why it was selected, and the new recording's
 * timeline and trace views when it was refreshed (or, for an unrecorded scenario, recorded).
 */
import type { GateRow, GateReport } from "../../gate/report/gate-report.js";
import { statusLabel, type RerecordItem } from "./rerecord.js";
import { displayPath } from "../../gate/report/display-path.js";
import { loadCassetteFile } from "../../core/cassette/load.js";
import { buildReportData, type CassetteInput } from "../../gate/report/html/build-data.js";
import type { HtmlReportData } from "../../gate/report/html/model.js";

function row(item: RerecordItem, root: string): GateRow {
  const status =
    item.status === "refreshed" ? "pass" : item.status === "failed" || item.status === "unresolved" ? "fail" : "stale";
  const file = displayPath(item.cassettePath, root);
  return {
    cassette: file,
    scenario: item.diff?.name ?? "",
    status,
    causes: status === "pass" ? [] : ["stale"],
    exitCode: status === "fail" ? 1 : 0,
    assertionWarnings: [],
    ...(item.error ? { error: item.error } : {}),
    passedAssertions: 0,
    totalAssertions: 0,
    skippedAssertions: 0,
    failing: [],
    staleness: item.reasons.map((r) => ({
      class: "selected" as never,
      message: r,
      files: [],
      gating: false,
      location: { file },
    })),
    unchecked: [],
    lintWarnings: [],
    cassetteLocation: { file },
    fix: item.status === "refreshed" ? "" : (item.error ?? ""),
    fixParts: { command: "" },
    gateFailing: status === "fail",
  };
}

export async function rerecordReportData(
  items: readonly RerecordItem[],
  opts: { root: string; ok: boolean; line: string },
): Promise<HtmlReportData> {
  const rows = items.map((i) => row(i, opts.root));
  const inputs: CassetteInput[] = [];
  for (const i of items) {
    const cassette =
      i.status === "refreshed"
        ? await loadCassetteFile(i.cassettePath).then(
            (l) => l.cassette,
            () => undefined,
          )
        : undefined;
    inputs.push({
      ...(cassette ? { cassette } : {}),
      ...(i.diff ? { diff: i.diff } : {}),
      rerecordStatus: `${i.unrecorded ? statusLabel(i) : i.status}${i.costUsd !== undefined ? ` ($${i.costUsd.toFixed(4)})` : ""}`,
    });
  }
  const count = (s: string): number => rows.filter((r) => r.status === s).length;
  const report: GateReport = {
    totals: {
      cassettes: rows.length,
      passed: count("pass"),
      failed: count("fail"),
      stale: count("stale"),
      errored: 0,
      failedAndStale: 0,
    },
    rows,
    failOn: [],
    conclusion: rows.length === 0 ? "neutral" : opts.ok ? "success" : "failure",
    reasons: opts.ok ? [] : [opts.line],
  };
  const data = buildReportData(report, inputs, { kind: "rerecord" });
  data.headline = `re-record: ${opts.line}`;
  return data;
}
