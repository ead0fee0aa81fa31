/**
 * Reads what the HTML report needs beyond the gate report (each cassette, for its timeline and
 * trace views; an unreadable one keeps its row) and writes the one file atomically.
 */
import { mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { loadCassetteFile } from "../../../core/cassette/load.js";
import type { Cassette } from "../../../core/cassette/types.js";
import type { ReplayResult } from "../../replay/result.js";
import type { SemanticDiff } from "../../diff/semantic.js";
import { writeFileAtomic } from "../../../core/util/atomic-write.js";
import { maskSecretsDeep } from "../../../core/util/secret-scan.js";
import type { GateReport } from "../gate-report.js";
import { buildCassetteData, buildReportData, pageTotals, type ScenarioAsserts } from "./build-data.js";
import { loadScenarioFile } from "../../../core/scenario/load.js";
import { displayPath } from "../display-path.js";
import { renderHtmlReport } from "./page.js";
import type { HtmlReportData } from "./model.js";

async function tryLoad(path: string): Promise<Cassette | undefined> {
  try {
    return (await loadCassetteFile(path)).cassette;
  } catch {
    return undefined;
  }
}

/** The scenario file a cassette's assertions come from (the one the gate re-evaluated, else its recorded source). */
async function scenarioAsserts(
  result: ReplayResult,
  cassette: Cassette | undefined,
  root: string,
): Promise<ScenarioAsserts | undefined> {
  const from =
    result.reassert?.from ??
    (typeof cassette?.scenarioSource === "string"
      ? resolve(dirname(result.cassette), cassette.scenarioSource)
      : undefined);
  if (!from) return undefined;
  try {
    const loaded = await loadScenarioFile(resolve(root, from));
    const list = loaded.authored["assert"];
    return Array.isArray(list)
      ? {
          file: displayPath(resolve(root, from), root),
          assert: list as Record<string, unknown>[],
          lines: loaded.assertLines,
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The report's date: SOURCE_DATE_EPOCH (seconds) when set, for reproducible reports; else now. */
export function reportDate(env: NodeJS.ProcessEnv): Date {
  const s = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(s) ? new Date(s * 1000) : new Date();
}

/**
 * The report's data for a gate run (check, the Action, `report`). Each cassette is read, reduced to
 * its capped timeline and views, and dropped before the next: memory stays that of one cassette
 * plus the report, however many the gate judged.
 */
export async function gateReportData(
  report: GateReport,
  results: readonly ReplayResult[],
  opts: { title?: string; now?: Date; root?: string } = {},
): Promise<HtmlReportData> {
  const root = opts.root ?? process.cwd();
  // the rows are built one at a time below; the counts are of them all
  const data = { ...buildReportData({ ...report, rows: [] }, [], opts), totals: pageTotals(report.rows) };
  const diffs = new Map(
    (report.coverage?.changed ?? []).flatMap((c) =>
      c.behaviour?.diff !== undefined ? [[c.cassette, c.behaviour.diff] as const] : [],
    ),
  );
  for (const [i, row] of report.rows.entries()) {
    const result = results[i];
    const cassette = result ? await tryLoad(result.cassette) : undefined;
    const scenario = result ? await scenarioAsserts(result, cassette, root) : undefined;
    data.cassettes.push(
      buildCassetteData(
        row,
        {
          ...(result ? { result } : {}),
          ...(cassette ? { cassette } : {}),
          ...(scenario ? { scenario } : {}),
          // a cassette the pull request changed: its behaviour against the base's version, before / after
          ...(diffs.has(row.cassette) ? { diff: diffs.get(row.cassette) as SemanticDiff } : {}),
        },
        i,
      ),
    );
  }
  return data;
}

/** Writes the page; every secret value of the environment is masked in it. */
export async function writeHtmlReport(
  path: string,
  data: HtmlReportData,
  secrets: readonly string[] = [],
): Promise<number> {
  const html = renderHtmlReport(secrets.length ? maskSecretsDeep(data, secrets) : data);
  await mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, html);
  return Buffer.byteLength(html);
}
