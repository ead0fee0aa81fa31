/**
 * A kept live run, opened for re-judging (`verify-run`) or for a starter scenario (`scaffold`):
 * `<root>/<scenario>/<run id>/` with one folder per turn (docs/cli-reference.md#kept-runs). A run
 * that cannot stand for a finished live run is refused with one line saying why — a dir in another
 * layout, several turns, no result, a partial run, a re-check rather than a live run — because what
 * cannot be verified must not look green. Every file is read bounded: a kept run holds what the
 * sandbox sent back.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { HarnessError } from "../../core/util/errors.js";
import { IrregularFileError, MAX_TEXT_FILE_BYTES, readRegularText } from "../../core/util/regular-file.js";
import { DEFAULT_MAX_CASSETTE_BYTES } from "../../core/cassette/load.js";
import { RUN_FILES, TURN_FILES } from "../trace/run-layout.js";

/** Exit 2 for a run that cannot be verified: never green. */
export const CANNOT_VERIFY = "(can't verify ⇒ not green)";

export interface KeptRun {
  dir: string;
  /** `turns/1` */
  turnDir: string;
  /** turns/1/result.json, parsed */
  result: Record<string, unknown>;
  /** the transcript line of turns/1/run.jsonl, or undefined when absent */
  transcript: string | undefined;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A run file's text, bounded; undefined when it is not there. */
export function readRunFile(path: string, maxBytes = MAX_TEXT_FILE_BYTES): string | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return readRegularText(path, maxBytes);
  } catch (e) {
    if (e instanceof IrregularFileError) throw new HarnessError(`${path}: ${e.code}`);
    throw new HarnessError(`${path}: unreadable`);
  }
}

/** A run file parsed as JSON, or a one-line error naming it. */
export function readRunJson(path: string, maxBytes = MAX_TEXT_FILE_BYTES): unknown {
  const text = readRunFile(path, maxBytes);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HarnessError(`${path}: not valid JSON`);
  }
}

function transcriptOf(runJsonl: string | undefined): string | undefined {
  if (runJsonl === undefined) return undefined;
  for (const line of runJsonl.split("\n")) {
    if (!line.includes('"transcript"')) continue;
    try {
      const row = JSON.parse(line) as unknown;
      if (isObj(row) && row.t === "transcript") return typeof row.text === "string" ? row.text : "";
    } catch {
      /* a torn line: the transcript is then absent */
    }
  }
  return "";
}

/**
 * Opens `dir` as a finished, single-turn live run, or throws a HarnessError (exit 2) saying why it
 * cannot be verified. `shown` is the directory as the user named it.
 */
export function openKeptRun(dir: string, shown: string, cwd: string): KeptRun {
  const refuse = (why: string): never => {
    throw new HarnessError(`${shown}: ${why} ${CANNOT_VERIFY}`);
  };
  if (!existsSync(dir)) refuse("no such run directory");
  if (existsSync(join(dir, TURN_FILES.result)) && !existsSync(join(dir, "turns")))
    refuse("a run directory in the old layout (result.json at its top, no turns/): re-run it");
  const turns = existsSync(join(dir, "turns")) ? readdirSync(join(dir, "turns")).filter((n) => /^\d+$/.test(n)) : [];
  if (turns.length === 0) refuse(`no turns/1/${TURN_FILES.result}: not a kept run (runs/<scenario>/<run id>/)`);
  if (turns.length > 1) refuse(`${turns.length} turns: only a single-turn run can be verified`);
  const turnDir = join(dir, "turns", turns[0]!);
  const result = readRunJson(join(turnDir, TURN_FILES.result));
  if (!isObj(result)) refuse(`no ${relative(cwd, join(turnDir, TURN_FILES.result)) || TURN_FILES.result}`);
  const r = result as Record<string, unknown>;
  if (r.result !== "success" && r.result !== "error")
    refuse(`the run has no result (result: ${JSON.stringify(r.result ?? null)}): it did not finish`);
  if (r.partial === true) refuse("a partial run (it did not complete)");
  if (r.command === "replay") refuse("a replay's result, not a live run's");
  if (r.mode === "chat") refuse("a chat session, not a scenario run");
  return {
    dir,
    turnDir,
    result: r,
    transcript: transcriptOf(readRunFile(join(turnDir, TURN_FILES.run), DEFAULT_MAX_CASSETTE_BYTES)),
  };
}

/** The kept run's events (the stream at the run's top), bounded like a cassette. */
export function keptEvents(run: KeptRun): string[] {
  return (readRunFile(join(run.dir, RUN_FILES.events), DEFAULT_MAX_CASSETTE_BYTES) ?? "")
    .split("\n")
    .filter((l) => l.trim() !== "");
}
