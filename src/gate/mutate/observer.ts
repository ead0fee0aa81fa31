/**
 * The replay observer of `replay --mutate` / `--explain` and `check --mutate`: what it adds to a
 * replay result (`mutation`, `explain`). Handed to replay as an option (src/gate/replay/options.ts),
 * so that replay does not depend on this folder; it never touches the verdict.
 */
import type { ReplayObserver } from "../replay/options.js";
import { explainAssertions } from "./explain.js";
import type { MutateOptions } from "./plan.js";
import { runMutations } from "./run.js";

export interface ReportPasses {
  /** assertion strength, with these options */
  mutate?: MutateOptions;
  /** the evidence each assertion read */
  explain?: boolean;
}

export function reportObserver(passes: ReportPasses): ReplayObserver {
  return (o) => {
    const run = passes.mutate ? runMutations(o, passes.mutate) : undefined;
    return {
      ...(run ? { mutation: run.summary } : {}),
      ...(passes.explain ? { explain: explainAssertions(o, run?.outcomes) } : {}),
    };
  };
}
