/**
 * What every staleness check is given: the cassette, where it lives, the caller's options, and
 * the two files several checks read — the cassette's session and its on-disk scenario — each
 * resolved at most once per cassette.
 */
import type { Cassette } from "../../cassette/types.js";
import { findOnDiskScenario, type FoundScenario } from "../../scenario/on-disk-scenario.js";
import { loadCassetteSession, type CassetteSession } from "../cassette-session.js";
import type { StalenessFinding, StalenessOptions } from "../types.js";

export interface CheckContext {
  cassette: Cassette;
  cassettePath: string;
  opts: StalenessOptions;
  env: NodeJS.ProcessEnv;
  session(): Promise<CassetteSession>;
  scenario(): Promise<FoundScenario>;
}

export interface CheckResult {
  findings: StalenessFinding[];
  notes: string[];
  unchecked?: string[];
}

/** One input a recording depends on, and the one question asked of it. */
export interface StalenessCheck {
  id: string;
  question: string;
  run(ctx: CheckContext): Promise<CheckResult>;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= make());
}

export function checkContext(cassette: Cassette, cassettePath: string, opts: StalenessOptions): CheckContext {
  return {
    cassette,
    cassettePath,
    opts,
    env: opts.env ?? process.env,
    session: once(() => loadCassetteSession(cassette, cassettePath, opts.sessionOverride)),
    scenario: once(() => findOnDiskScenario(cassette, cassettePath)),
  };
}

export const empty = (): CheckResult => ({ findings: [], notes: [] });
