/**
 * Loads an authored scenario YAML file: parse with source positions, validate strictly, apply the
 * load-time rules, and report any problem as one line `<path>: <what is wrong> (line N)`.
 */
import { basename, extname } from "node:path";
import { HarnessError } from "../util/errors.js";
import { compileRegex } from "./match.js";
import { describeIssues, withLine } from "../schema/located-issues.js";
import { lineOfPath, parseYamlWithPositions, sequenceItemLines, topLevelKeyLines } from "../schema/yaml-source.js";
import type { YamlSource } from "../schema/yaml-source.js";
import { ScenarioObjectSchema, ScenarioSchema } from "./model.js";
import { withKeySuggestions } from "../schema/unknown-key-hints.js";
import { findModelScriptRef, type ModelScriptRef } from "./model-script-ref.js";
import type { Scenario } from "./model.js";
import { ParsedFiles } from "../util/parsed-files.js";

export interface LoadedScenario {
  path: string;
  /** validated, with defaults applied; an empty `name` is replaced by the file name without extension */
  scenario: Scenario;
  /** the mapping exactly as written (no defaults) */
  authored: Record<string, unknown>;
  /** 1-based line of each `assert[i]` item */
  assertLines: number[];
  /** top-level key → 1-based line */
  keyLines: Record<string, number>;
  /** the model script a live run answers from: the directive comment, or the deprecated `model_script:` key */
  modelScript?: ModelScriptRef;
}

const SYNTHESIZED_KEY = "replay_protocol_fidelity";

function fail(path: string, what: string, line: number | undefined): never {
  throw new HarnessError(`${path}: ${withLine(what, line)}`);
}

/** Rules that are about what may be authored rather than about shape. */
function checkAuthoringRules(path: string, source: YamlSource, authored: Record<string, unknown>): void {
  const assertList = authored["assert"];
  if (Array.isArray(assertList)) {
    assertList.forEach((item, i) => {
      if (item && typeof item === "object" && SYNTHESIZED_KEY in item) {
        fail(
          path,
          `assert[${i}].${SYNTHESIZED_KEY}: replay synthesizes this check — it cannot be authored`,
          lineOfPath(source, ["assert", i, SYNTHESIZED_KEY]),
        );
      }
    });
  }
}

function checkLoadRules(path: string, source: YamlSource, scenario: Scenario): void {
  if (scenario.execution === "cloud-describe") {
    fail(path, "execution: cloud-describe is reserved — no runner exists for it", lineOfPath(source, ["execution"]));
  }
  scenario.answers.forEach((rule, i) => {
    if (rule.when_question === undefined) return;
    const compiled = compileRegex(rule.when_question);
    if (!compiled.ok) {
      fail(
        path,
        `answers[${i}].when_question: bad regex "${rule.when_question}": ${compiled.error}`,
        lineOfPath(source, ["answers", i, "when_question"]),
      );
    }
  });
}

function defaultName(path: string): string {
  const base = basename(path);
  return base.slice(0, base.length - extname(base).length);
}

/** Parses and validates scenario text; `path` is used for messages and the default name. */
export function loadScenarioText(text: string, path: string): LoadedScenario {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) fail(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    fail(path, "a scenario must be a YAML mapping of keys (prompt, assert, …)", value === null ? undefined : 1);
  }
  const authored = value as Record<string, unknown>;
  checkAuthoringRules(path, source, authored);

  const result = ScenarioSchema.safeParse(authored);
  if (!result.success) {
    throw new HarnessError(
      `${path}: ${describeIssues(source, withKeySuggestions(ScenarioObjectSchema, result.error.issues))}`,
    );
  }
  const scenario = result.data;
  if (scenario.name === "") scenario.name = defaultName(path);
  checkLoadRules(path, source, scenario);

  const keyLines = topLevelKeyLines(source);
  const modelScript = findModelScriptRef(text, path, scenario.model_script, keyLines["model_script"]);
  return {
    path,
    scenario,
    authored,
    assertLines: sequenceItemLines(source, "assert"),
    keyLines,
    ...(modelScript ? { modelScript } : {}),
  };
}

/** Parsed scenario files, read and parsed again only when they change (src/core/util/parsed-files.ts). */
const parsedScenarios = new ParsedFiles<LoadedScenario>(
  loadScenarioText,
  (path, code) => new HarnessError(`${path}: cannot read scenario file${code ? ` (${code})` : ""}`),
);

/** Reads and validates a scenario file; every problem is a HarnessError naming the file. */
export async function loadScenarioFile(path: string): Promise<LoadedScenario> {
  return parsedScenarios.load(path);
}

/** loadScenarioText, answered from the loaded file when `path` was loaded holding this `text`. */
export function loadScenarioTextOf(path: string, text: string): LoadedScenario {
  return parsedScenarios.parsedText(path, text);
}
