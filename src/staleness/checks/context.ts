/**
 * What every staleness check is given: the cassette, where it lives, the caller's options, and
 * the two files several checks read — the cassette's session and its on-disk scenario — each
 * resolved at most once per cassette.
 */
import type { Cassette } from "../../cassette/types.js";
import { loadScenarioFile, type LoadedScenario } from "../../scenario/load.js";
import { resolveScenarioSource, type ScenarioSource } from "../../scenario/source.js";
import { oneLine } from "../../util/errors.js";
import { loadCassetteSession, type CassetteSession } from "../cassette-session.js";
import type { StalenessFinding, StalenessOptions } from "../types.js";

export interface OnDiskScenarioFile {
  source: ScenarioSource;
  /** the scenario as the full loader reads it, when it loads */
  loaded?: LoadedScenario;
  /** why it did not load */
  error?: string;
}

export interface CheckContext {
  cassette: Cassette;
  cassettePath: string;
  opts: StalenessOptions;
  env: NodeJS.ProcessEnv;
  session(): Promise<CassetteSession>;
  scenario(): Promise<OnDiskScenarioFile>;
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
    scenario: once(async () => {
      const source = resolveScenarioSource(cassettePath, cassette);
      if (!source.path) return { source };
      try {
        return { source, loaded: await loadScenarioFile(source.path) };
      } catch (e) {
        return { source, error: oneLine(e) };
      }
    }),
  };
}

export const empty = (): CheckResult => ({ findings: [], notes: [] });
