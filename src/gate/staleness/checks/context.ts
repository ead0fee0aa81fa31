/**
 * What every staleness check is given: the cassette, where it lives, the caller's options, and
 * the two files several checks read — the cassette's session and its on-disk scenario — each
 * resolved at most once per cassette.
 */
import { dirname, resolve } from "node:path";
import type { Cassette } from "../../../core/cassette/types.js";
import { runMemo } from "../../../core/util/run-scope.js";
import { findOnDiskScenario, type FoundScenario } from "../../../core/scenario/on-disk-scenario.js";
import { cassetteSessionPath, loadCassetteSession, type CassetteSession } from "../cassette-session.js";
import { deepFreeze } from "../../../core/util/deep-freeze.js";
import type { StalenessFinding, StalenessOptions } from "../types.js";
import { repositoryRootOf } from "../../../core/util/repo-root.js";

export interface CheckContext {
  cassette: Cassette;
  cassettePath: string;
  opts: StalenessOptions;
  env: NodeJS.ProcessEnv;
  /** the directory every path the cassette names must stay inside (src/core/util/repo-root.ts), a real path */
  repositoryRoot(): string;
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

/** The cassette's repository root (src/core/util/repo-root.ts), found once per directory in a run. */
function repositoryRootInRun(cassettePath: string): string {
  return runMemo(`repository-root\0${dirname(resolve(cassettePath))}\0${process.cwd()}`, () =>
    repositoryRootOf(cassettePath),
  );
}

export function checkContext(cassette: Cassette, cassettePath: string, opts: StalenessOptions): CheckContext {
  return {
    cassette,
    cassettePath,
    opts,
    env: opts.env ?? process.env,
    repositoryRoot: () => repositoryRootInRun(cassettePath),
    // Cassettes of one repository share their session and scenario files: each is resolved and
    // loaded once per run (by everything the answer depends on), and every cassette reads the same
    // frozen value: nothing copies it per cassette, and nothing can change it for the next one.
    session: once(async () => {
      const repoRoot = repositoryRootInRun(cassettePath);
      const path = cassetteSessionPath(cassette, cassettePath, opts.sessionOverride) ?? "(inline)";
      const key = `cassette-session\0${path}\0${repoRoot}\0${opts.sessionOverride ?? ""}`;
      return runMemo(key, async () =>
        deepFreeze(await loadCassetteSession(cassette, cassettePath, opts.sessionOverride, repoRoot)),
      );
    }),
    scenario: once(async () => {
      const repoRoot = repositoryRootInRun(cassettePath);
      const key = `on-disk-scenario\0${dirname(cassettePath)}\0${JSON.stringify([cassette.scenarioSource, cassette.scenario.name])}\0${repoRoot}`;
      return runMemo(key, async () => deepFreeze(await findOnDiskScenario(cassette, cassettePath, repoRoot)));
    }),
  };
}

export const empty = (): CheckResult => ({ findings: [], notes: [] });
