/**
 * computeStaleness — the one staleness diagnosis shared by replay, verify, check and re-record
 * (spec/staleness.md §4.1, plus our own inputs): every check in src/staleness/checks/ asked in
 * order, over one context so the session and scenario files are read once. Findings gate
 * according to each caller's policy; notes never fail anything.
 */
import type { Cassette } from "../cassette/types.js";
import { checkContext } from "./checks/context.js";
import { STALENESS_CHECKS } from "./checks/index.js";
import type { StalenessOptions, StalenessReport } from "./types.js";

export async function computeStaleness(cassette: Cassette, cassettePath: string, opts: StalenessOptions = {}): Promise<StalenessReport> {
  const ctx = checkContext(cassette, cassettePath, opts);
  const report: StalenessReport = { findings: [], notes: [], unchecked: [], byCheck: [] };
  for (const check of STALENESS_CHECKS) {
    const r = await check.run(ctx);
    report.findings.push(...r.findings);
    report.notes.push(...r.notes);
    report.unchecked!.push(...(r.unchecked ?? []));
    report.byCheck!.push({ id: check.id, findings: r.findings, notes: r.notes });
  }
  return report;
}
