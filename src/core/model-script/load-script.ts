/**
 * Reads a model script YAML file. The root is either `{turns: [...], model?}` or a bare list of
 * turns; every problem is a one-line HarnessError `<file>: <what> (line N)`.
 */
import { readFile } from "node:fs/promises";
import { HarnessError } from "../util/errors.js";
import { formatIssue } from "../schema/zod-message.js";
import { lineOfPath, parseYamlWithPositions } from "../schema/yaml-source.js";
import { ModelScriptSchema } from "./script-model.js";
import { locateIssues } from "../schema/located-issues.js";
import { withKeySuggestions } from "../schema/unknown-key-hints.js";
import type { ModelScript } from "./script-model.js";

function fail(path: string, what: string, line: number | undefined): never {
  throw new HarnessError(`${path}: ${what}${line !== undefined ? ` (line ${line})` : ""}`);
}

/** Parses and validates model-script text; `path` names the file in messages. */
export function parseModelScript(text: string, path: string): ModelScript {
  const parsed = parseYamlWithPositions(text);
  if (!parsed.ok) fail(path, parsed.error, parsed.line);
  const { source, value } = parsed;
  const bareList = Array.isArray(value);
  if (!bareList && (value === null || typeof value !== "object")) {
    fail(path, "a model script must be a list of turns or a mapping with `turns:`", value === null ? undefined : 1);
  }
  const candidate = bareList ? { turns: value } : value;
  const result = ModelScriptSchema.safeParse(candidate);
  if (result.success) return result.data;
  if (!bareList) {
    // every issue, on its own line, an unknown key with the one it is likely a typo of (`turnz` → `turns`)
    const located = locateIssues(source, withKeySuggestions(ModelScriptSchema, result.error.issues));
    throw new HarnessError(`${path}: ${located.text}`);
  }
  const issue = result.error.issues[0]!;
  // for a bare list the schema path starts with "turns", the document does not
  const docPath = bareList && issue.path[0] === "turns" ? issue.path.slice(1) : issue.path;
  const extra = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
  fail(path, formatIssue(issue), lineOfPath(source, docPath, extra));
}

/** Reads and validates a model script file. */
export async function loadModelScript(path: string): Promise<ModelScript> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new HarnessError(`${path}: cannot read model script${code ? ` (${code})` : ""}`);
  }
  return parseModelScript(text, path);
}
