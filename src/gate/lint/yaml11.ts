/**
 * Reads a scenario the way the reference linter does: YAML 1.1 values (`yes`/`no`/`on`/`off` are
 * booleans, `1_000` and `1:30` are numbers), duplicate keys allowed (the last wins), and source
 * positions kept so findings can name their line. A syntax error comes back as a one-line message.
 */
import { LineCounter, parseDocument } from "yaml";
import type { YamlSource } from "../../core/schema/yaml-source.js";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../../core/util/bounded-json.js";
import { oneLine } from "../../core/util/errors.js";

export type Yaml11Parse =
  { ok: true; source: YamlSource; value: unknown } | { ok: false; error: string; line: number | null };

/** The context line a 1.1 parser opens its error with, per error code of our parser. */
const ERROR_CONTEXT: Record<string, string> = {
  BAD_DQ_ESCAPE: "while scanning a double-quoted scalar",
  MISSING_CHAR: "while scanning a quoted scalar",
  TAB_AS_INDENT: "while scanning for the next token",
  BLOCK_AS_IMPLICIT_KEY: "mapping values are not allowed here",
  MULTIPLE_DOCS: "expected a single document in the stream",
  DUPLICATE_KEY: "found duplicate key",
};

export function parseYaml11(text: string): Yaml11Parse {
  const lines = new LineCounter();
  const doc = parseDocument(text, { version: "1.1", lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const context = ERROR_CONTEXT[first.code];
    const quoteless = first.code === "MISSING_CHAR" && !/quote/i.test(first.message);
    const error = context !== undefined && !quoteless ? context : (first.message.split("\n")[0] ?? first.code);
    return { ok: false, error, line: lines.linePos(first.pos[0]).line };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return {
      ok: false,
      error: /alias/i.test(oneLine(e)) ? `found undefined alias: ${oneLine(e)}` : oneLine(e),
      line: null,
    };
  }
  if (nestsDeeperThan(value)) return { ok: false, error: `nested deeper than ${MAX_JSON_DEPTH} levels`, line: null };
  return { ok: true, source: { doc, lines }, value };
}
