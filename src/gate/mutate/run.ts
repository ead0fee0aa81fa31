/**
 * Re-judging a replay's assertions against each planned mutation, in memory: no agent, no model,
 * no token. The assertions are the ones the replay evaluated (stripped to what replay can judge),
 * and only those that passed on the recording can catch a mutation — one already failing fails
 * whatever the evidence says. A mutation is caught when at least one of them fails on it; one
 * that none fails survived: that value is guarded by nothing. An artifact mutation gets a tree of
 * its own (materialized lazily, as replay's, and removed after); any other reuses the replay's.
 */
import { ASSERTION_CATALOG } from "../assert/catalog.js";
import { evaluateItem } from "../assert/evaluate.js";
import { buildAssertContext } from "../replay/context.js";
import { materializeManifest, type MaterializedTree } from "../replay/materialize.js";
import type { ReplayObservation } from "../replay/options.js";
import type { MutationSummary } from "../replay/result.js";
import { applyMutation } from "./apply.js";
import { capsReached, mutationLabel, planMutations, type MutateOptions, type Mutation } from "./plan.js";

export interface MutationOutcome {
  mutation: Mutation;
  /** indexes (into the observation's items) of the assertions that failed on it */
  caughtBy: number[];
}

export interface MutationRun {
  summary: MutationSummary;
  outcomes: MutationOutcome[];
}

/** Re-judges the passing assertions against one mutation; the indexes of those that failed. */
function judge(o: ReplayObservation, passing: readonly number[], m: Mutation): number[] {
  const mutated = applyMutation({ artifacts: o.cassette.artifacts ?? [], record: o.record }, m);
  let own: MaterializedTree | undefined;
  try {
    if (m.edit.on === "artifact") own = materializeManifest(mutated.artifacts, o.path);
    const tree = own ?? o.tree;
    const ctx = buildAssertContext(
      { ...o.cassette, artifacts: [...mutated.artifacts] },
      mutated.record,
      tree,
      o.truncatedOnQuestion,
    );
    return passing.filter((i) => !evaluateItem(o.items[i]!, ctx, ASSERTION_CATALOG).pass);
  } finally {
    own?.dispose();
  }
}

/** Why nothing could be planned, or why nothing planned could be caught; undefined when neither. */
function noteFor(o: ReplayObservation, planned: number, opts: MutateOptions, passing: number): string | undefined {
  const scoped = (opts.include?.length ?? 0) + (opts.exclude?.length ?? 0) > 0;
  if (planned === 0)
    return scoped
      ? "no recorded output is in the --mutate-include / --mutate-exclude scope"
      : "the recording holds no output to mutate";
  if (o.items.length === 0)
    return "no assertion of this cassette can be judged on replay, so none can catch a mutation";
  if (passing === 0) return "no assertion passed on the recording, so none can catch a mutation";
  return undefined;
}

export function runMutations(o: ReplayObservation, opts: MutateOptions = {}): MutationRun {
  const plan = planMutations({ artifacts: o.cassette.artifacts ?? [], record: o.record }, opts);
  const passing = o.results.flatMap((r, i) => (r.pass && i < o.items.length ? [i] : []));
  const outcomes = plan.mutations.map((mutation) => ({ mutation, caughtBy: judge(o, passing, mutation) }));
  const survived = outcomes.filter((x) => x.caughtBy.length === 0).map((x) => x.mutation);
  const caps = capsReached(plan);
  const note = noteFor(o, plan.mutations.length, opts, passing.length);
  return {
    outcomes,
    summary: {
      sampled: plan.mutations.length,
      eligible: caps.eligible,
      caught: outcomes.length - survived.length,
      truncatedBy: caps.truncatedBy,
      filesAtPerFileCap: caps.filesAtPerFileCap,
      caps: plan.caps,
      uncaught: survived.map(mutationLabel),
      survivors: survived.map(({ target, field, before, after }) => ({ target, field, before, after })),
      ...(note !== undefined ? { note } : {}),
    },
  };
}
