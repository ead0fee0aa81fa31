/**
 * The results file a gate run leaves behind (the Action's `results` output) and that
 * `merge` reads back: the replay envelope plus what the gate needs to be rebuilt.
 */
import { readFile } from "node:fs/promises";
import type { ReplayResult } from "../replay/result.js";
import type { Coverage } from "../coverage/types.js";
import type { SkillLintEntry } from "../report/gate-report.js";
import { HarnessError, oneLine } from "../../core/util/errors.js";
import { TOOL_NAME, TOOL_VERSION } from "../../core/version.js";
import { writeFileAtomic } from "../../core/util/atomic-write.js";

export interface ResultsFile {
  tool: string;
  version: string;
  command: "check";
  ok: boolean;
  shard?: string;
  results: ReplayResult[];
  /**
   * Against the pull request's base: each cassette's one change, keyed by its path as its result
   * names it — added, newly-failing, fixed, newly-stale, re-recorded or unchanged (a removed
   * cassette has no result: the report's coverage names it). Absent without a base.
   */
  changes?: Record<string, string>;
  /** the run's coverage (unrecorded scenarios, removed tests, changed cassettes), for merge; absent when not judged */
  coverage?: Coverage;
  /** lint-skill findings on the skill files the pull request changed, for merge (judged again under its fail-on) */
  skillLint?: Omit<SkillLintEntry, "gating">[];
  error: null;
}

export function resultsFile(
  results: ReplayResult[],
  ok: boolean,
  shard?: string,
  changes?: Record<string, string>,
  coverage?: Coverage,
  skillLint?: Omit<SkillLintEntry, "gating">[],
): ResultsFile {
  return {
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    command: "check",
    ok,
    ...(shard ? { shard } : {}),
    results,
    ...(changes ? { changes } : {}),
    ...(coverage ? { coverage } : {}),
    ...(skillLint && skillLint.length > 0 ? { skillLint } : {}),
    error: null,
  };
}

export async function writeResultsFile(path: string, file: ResultsFile): Promise<void> {
  await writeFileAtomic(path, JSON.stringify(file) + "\n");
}

export async function readResultsFile(path: string): Promise<ResultsFile> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (e) {
    throw new HarnessError(`${path}: not a results file: ${oneLine(e)}`);
  }
  const r = raw as Partial<ResultsFile>;
  if (r?.tool !== TOOL_NAME || !Array.isArray(r.results)) {
    throw new HarnessError(`${path}: not a ${TOOL_NAME} results file (expected {"tool":"${TOOL_NAME}","results":[…]})`);
  }
  return r as ResultsFile;
}
