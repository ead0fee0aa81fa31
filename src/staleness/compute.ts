/**
 * computeStaleness — the one staleness diagnosis shared by replay, verify and re-record
 * (spec/staleness.md §4.1). Findings gate according to each caller's policy; notes never
 * fail anything. Order: tier, discovery-surface note, (fingerprint required from here)
 * baseline, prompt assets, skill tree, label provenance, multi-root note.
 */
import type { Cassette } from "../cassette/types.js";
import { baselineAndPromptChecks, tierCheck } from "./baseline-checks.js";
import { discoverySurfaceNotes } from "./discovery-note.js";
import { labelProvenanceDrift, labelProvenanceEntries } from "./label-provenance.js";
import { skillCheck } from "./skill-check.js";
import type { StalenessOptions, StalenessReport } from "./types.js";
import { loadCassetteSession } from "./cassette-session.js";

export async function computeStaleness(cassette: Cassette, cassettePath: string, opts: StalenessOptions = {}): Promise<StalenessReport> {
  const env = opts.env ?? process.env;
  const tier = await tierCheck(cassette, opts.baselinesDir);
  const report: StalenessReport = { findings: [...tier.findings], notes: [...tier.notes, ...discoverySurfaceNotes(cassette)] };
  const fp = cassette.fingerprint;
  if (!fp) return report;

  const base = await baselineAndPromptChecks(fp, opts.baselinesDir);
  report.findings.push(...base.findings);
  report.notes.push(...base.notes);

  let skillDirs: string[] | undefined;
  if (fp.skillHash) {
    const skill = await skillCheck(cassette, cassettePath, fp, opts.sessionOverride, env);
    report.findings.push(...skill.findings);
    report.notes.push(...skill.notes);
    if (skill.session.ok) skillDirs = skill.session.dirs;
  }

  const labels = labelProvenanceEntries(fp.labelProvenance);
  if (labels.length) {
    if (skillDirs === undefined) {
      const session = await loadCassetteSession(cassette, cassettePath, opts.sessionOverride);
      if (session.ok) skillDirs = session.dirs;
    }
    // An unresolvable session is already reported by the skill check; don't double-report it.
    if (skillDirs !== undefined) {
      for (const d of await labelProvenanceDrift(labels, skillDirs)) report.findings.push({ class: "skill", message: `${d} — re-record` });
    }
  }

  const roots = fp.skillSources?.length ?? 0;
  if (roots >= 2) {
    report.notes.push(
      `multi-root: cassette records ${roots} skill roots — skillHash cannot distinguish a file MOVED between roots, and root fold order follows absolute paths — a rename can read as drift.`,
    );
  }
  return report;
}
