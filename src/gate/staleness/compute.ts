/**
 * computeStaleness — the one staleness diagnosis shared by replay, verify, check and re-record
 * (the reference's src/run/cassette.ts; docs/reference.md#fingerprints-and-staleness, plus our own inputs): every check in src/gate/staleness/checks/ asked in
 * order, over one context so the session and scenario files are read once. Findings gate
 * according to each caller's policy; notes never fail anything.
 */
import type { Cassette } from "../../core/cassette/types.js";
import { checkContext, type CheckContext } from "./checks/context.js";
import { STALENESS_CHECKS } from "./checks/registry.js";
import type { StalenessOptions, StalenessReport } from "./types.js";

/** `only`: just these check ids (e.g. verify's scenario-drift check when staleness is off). */
export async function computeStaleness(
  cassette: Cassette,
  cassettePath: string,
  opts: StalenessOptions = {},
  only?: readonly string[],
): Promise<StalenessReport> {
  return runChecks(checkContext(cassette, cassettePath, opts), only);
}

/**
 * The checks over a context the caller keeps (to reuse the files it read, e.g. the on-disk
 * scenario); `only` limits them to those check ids, in their usual order.
 */
export async function runChecks(ctx: CheckContext, only?: readonly string[]): Promise<StalenessReport> {
  const report: StalenessReport = { findings: [], notes: [], unchecked: [], byCheck: [] };
  for (const check of STALENESS_CHECKS) {
    if (only !== undefined && !only.includes(check.id)) continue;
    const r = await check.run(ctx);
    report.findings.push(...r.findings);
    report.notes.push(...r.notes);
    report.unchecked!.push(...(r.unchecked ?? []));
    report.byCheck.push({ id: check.id, findings: r.findings, notes: r.notes });
  }
  return report;
}
