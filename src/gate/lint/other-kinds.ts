/**
 * Our extensions to the scenario linter (not in the reference's catalog):
 * - a scenario the loader rejects (an unknown key such as `tool_caled:`, a wrong type) is an ERROR,
 *   `scenario-does-not-load`, with the loader's own message and line — record, run and the gate refuse it;
 * - a model script or a session file named to `lint` is checked as what it is (with its own loader)
 *   instead of as a scenario with unknown keys.
 */
import { basename, dirname } from "node:path";
import { HarnessError } from "../../core/util/errors.js";
import { closestMatch } from "../../core/util/edit-distance.js";
import { loadScenarioTextOf } from "../../core/scenario/load.js";
import { loadSessionText } from "../../core/session/load.js";
import { SESSION_KEYS } from "../../core/session/model.js";
import { parseModelScript } from "../../core/model-script/load-script.js";
import type { LintFinding } from "./types.js";

export const SCENARIO_DOES_NOT_LOAD = "scenario-does-not-load";
export const MODEL_SCRIPT_INVALID = "model-script-invalid";
export const SESSION_INVALID = "session-invalid";
/** Rule ids of ours, beside the reference's: tools comparing with the reference leave them out. */
export const OWN_TEXT_RULE_IDS = [SCENARIO_DOES_NOT_LOAD, MODEL_SCRIPT_INVALID, SESSION_INVALID] as const;

export type FileKind = "scenario" | "model-script" | "session";

function isMapping(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

const isTurn = (v: unknown): boolean => isMapping(v) && ("respond" in v || "expect" in v);

const MODEL_SCRIPT_KEYS = ["turns", "model"];
const SCENARIO_MARKS = ["prompt", "assert"];

/** How many of `keys` are, or are a likely typo of, one of `of` (`turnz` of `turns`). */
function near(keys: readonly string[], of: readonly string[]): number {
  return keys.filter((k) => closestMatch(k, of) !== undefined).length;
}

/** The kind a file's directory names (`model-scripts/`, `sessions/`), when it names one. */
function kindOfDirectory(file: string | undefined): FileKind | undefined {
  const dir = file === undefined ? "" : basename(dirname(file)).toLowerCase();
  if (/^model[-_]?scripts?$/.test(dir)) return "model-script";
  if (/^sessions?$/.test(dir)) return "session";
  return undefined;
}

/**
 * What a parsed YAML document is: a model script (`turns:` or a list of turns), a session (only
 * session keys), else a scenario. A mapping with neither `prompt` nor `assert` whose keys are
 * typos of a model script's or a session's (`turnz:`, `permision_parity:`) is that kind, as is one
 * in a folder named for the kind: linted as what it is meant to be, its typo named by its own loader.
 */
export function fileKind(value: unknown, file?: string): FileKind {
  if (Array.isArray(value)) return value.length > 0 && value.every(isTurn) ? "model-script" : "scenario";
  if (!isMapping(value) || SCENARIO_MARKS.some((k) => k in value)) return "scenario";
  if ("turns" in value) return "model-script";
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => SESSION_KEYS.includes(k))) return "session";
  if (keys.length === 0 || near(keys, SCENARIO_MARKS) > 0) return "scenario";
  const script = near(keys, MODEL_SCRIPT_KEYS);
  const session = near(keys, SESSION_KEYS);
  if (script > session) return "model-script";
  if (session > script) return "session";
  return kindOfDirectory(file) ?? "scenario";
}

/** `<file>: a; b (line 3)` → the text after the file, and the first line it names. */
function fromLoaderError(e: unknown, file: string): { message: string; line: number | null } {
  const text = e instanceof Error ? e.message : String(e);
  const message = text.startsWith(`${file}: `) ? text.slice(file.length + 2) : text;
  const m = /\(line (\d+)\)/.exec(message);
  return { message, line: m ? Number(m[1]) : null };
}

function loadFinding(load: () => unknown, file: string, ruleId: string, what: string, fix: string): LintFinding[] {
  try {
    load();
    return [];
  } catch (e) {
    if (!(e instanceof HarnessError)) throw e;
    const { message, line } = fromLoaderError(e, file);
    return [{ file, line, ruleId, severity: "ERROR", message: `${what}: ${message}`, fix }];
  }
}

/** The scenario loader's verdict on `text`, as a finding when it refuses it. */
export function scenarioLoadFindings(text: string, file: string): LintFinding[] {
  return loadFinding(
    () => loadScenarioTextOf(file, text),
    file,
    SCENARIO_DOES_NOT_LOAD,
    "record, run and the gate refuse this scenario",
    "Fix what the message names (see `cowork-harness assertions --list` and docs/reference/scenario.md for the keys).",
  );
}

/** A model script or session file checked by its own loader. */
export function otherKindFindings(kind: Exclude<FileKind, "scenario">, text: string, file: string): LintFinding[] {
  return kind === "model-script"
    ? loadFinding(
        () => parseModelScript(text, file),
        file,
        MODEL_SCRIPT_INVALID,
        "model script",
        "Fix what the message names (docs/reference/model-script.md).",
      )
    : loadFinding(
        () => loadSessionText(text, file),
        file,
        SESSION_INVALID,
        "session file",
        "Fix what the message names (docs/reference/session.md).",
      );
}
