import type { AssertionResult } from "../assert/context.js";
import type { Cassette } from "../../core/cassette/types.js";
import type { RunRecord } from "../evidence/types.js";
import type { MaterializedTree } from "./materialize.js";

/**
 * What one replay evaluated, handed to an observer before its artifact tree is removed (our
 * addition: `replay --mutate` / `--explain`, `check --mutate`, src/gate/mutate/). The observer
 * reads it and reports; it never changes the verdict.
 */
export interface ReplayObservation {
  /** the cassette as judged (with the on-disk assertions when re-asserted) */
  cassette: Cassette;
  /** the cassette file, for messages */
  path: string;
  record: RunRecord;
  /** the assert items replay evaluated (stripped to the keys it can judge), in order */
  items: Record<string, unknown>[];
  /** the outcome of each of `items`, same order (no injected failure among them) */
  results: AssertionResult[];
  /** the materialized artifact tree, when the replay made one */
  tree?: MaterializedTree;
  truncatedOnQuestion: boolean;
}

/** Reads an observation and returns the fields it adds to the result (reporting only). */
export type ReplayObserver = (o: ReplayObservation, annotations: Annotation[]) => Record<string, unknown>;

/** Options that change how a cassette is replayed and gated. */
export interface ReplayOptions {
  /** every staleness finding fails the replay */
  strict?: boolean;
  /** skill / shared-root drift fails the replay */
  failOnSkillDrift?: boolean;
  /** replay a cassette newer than this build instead of failing it */
  bestEffortFutureCassette?: boolean;
  /** explicit session file for the staleness check (single cassette only) */
  sessionOverride?: string;
  /** directory of desktop-*.json baselines for the baseline / prompt-asset / tier checks */
  baselinesDir?: string;
  /** reports on what was evaluated (src/gate/mutate/); its fields join the result, the verdict is untouched */
  observe?: ReplayObserver;
}

/** A message for the log, in GitHub workflow-command levels. */
export interface Annotation {
  level: "warning" | "notice";
  message: string;
  /** the gate report shows this finding itself (check, the Action): their logs leave it out, so nothing is said twice */
  inGateReport?: true;
}
