/**
 * Baselines: does the Desktop baseline the recording ran against (tier, version, prompt assets)
 * still hold? Without a baselines directory each part is a note (src/gate/staleness/baseline-checks.ts).
 */
import { baselineAndPromptChecks, recordedWithAgentStamp, tierCheck } from "../baseline-checks.js";
import { discoverySurfaceNotes } from "../discovery-note.js";
import type { StalenessCheck } from "./context.js";
import { containerBaselineFinding } from "../../../core/baselines/container-baseline.js";

export const baselinesCheck: StalenessCheck = {
  id: "baselines",
  question: "Does the Desktop baseline the cassette was recorded against still resolve the same way?",
  async run(ctx) {
    const tier = await tierCheck(ctx.cassette, ctx.opts.baselinesDir);
    const out = { findings: [...tier.findings], notes: [...tier.notes, ...discoverySurfaceNotes(ctx.cassette)] };
    const container = containerBaselineFinding(ctx.cassette.environment);
    if (container) out.findings.push(container);
    const fp = ctx.cassette.fingerprint;
    if (!fp) return out;
    const base = await baselineAndPromptChecks(
      fp,
      ctx.opts.baselinesDir,
      recordedWithAgentStamp(ctx.cassette.environment),
    );
    out.findings.push(...base.findings);
    out.notes.push(...base.notes);
    return out;
  },
};
