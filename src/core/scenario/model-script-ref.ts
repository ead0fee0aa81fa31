/**
 * Where a scenario names its model script (our extension; the reference CLI has no such key).
 *
 * The reference's scenario loader is strict at the top level ("Unrecognized key: model_script"), and
 * so is its session loader, so the reference is given a form it never sees: a directive comment on a
 * line of its own, at column 0, anywhere in the scenario file:
 *
 *     # cowork-harness model_script: ../model-scripts/csv-report.yaml
 *
 * The path is relative to the scenario file. The former top-level key `model_script:` is still read
 * (deprecated: the reference rejects the file). Giving both with different paths, or two directives,
 * is an error.
 */
import { HarnessError } from "../util/errors.js";

export interface ModelScriptRef {
  /** the path as written, relative to the scenario file */
  path: string;
  /** 1-based line of the directive or the key */
  line: number | undefined;
  form: "directive" | "key";
}

/** A full-line comment at column 0: `# cowork-harness model_script: <path>`. */
export const MODEL_SCRIPT_DIRECTIVE = /^#[ \t]*cowork-harness[ \t]+model_script[ \t]*:[ \t]*(.*?)[ \t]*$/;

/** The directive form of a path, as `init` and the docs write it. */
export function modelScriptDirective(path: string): string {
  return `# cowork-harness model_script: ${path}`;
}

export const MODEL_SCRIPT_KEY_DEPRECATION =
  'model_script: is deprecated — the reference CLI rejects scenarios with it; write the comment line "# cowork-harness model_script: <path>" instead';

function unquote(s: string): string {
  const q = s[0];
  return (q === '"' || q === "'") && s.length >= 2 && s.endsWith(q) ? s.slice(1, -1) : s;
}

function directives(text: string): { path: string; line: number }[] {
  const out: { path: string; line: number }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const m = MODEL_SCRIPT_DIRECTIVE.exec(raw);
    if (m) out.push({ path: unquote(m[1] ?? ""), line: i + 1 });
  });
  return out;
}

/**
 * The scenario's model script reference, if any. `keyValue` and `keyLine` are the deprecated
 * top-level key's value and line. Throws a HarnessError naming `file` on a contradiction.
 */
export function findModelScriptRef(
  text: string,
  file: string,
  keyValue: string | undefined,
  keyLine: number | undefined,
): ModelScriptRef | undefined {
  const found = directives(text);
  const at = (line: number | undefined): string => (line !== undefined ? ` (line ${line})` : "");
  if (found.length > 1) {
    throw new HarnessError(
      `${file}: the model_script directive is given ${found.length} times — keep one${at(found[1]!.line)}`,
    );
  }
  const directive = found[0];
  if (directive && directive.path === "") {
    throw new HarnessError(`${file}: the model_script directive names no file${at(directive.line)}`);
  }
  if (directive && keyValue !== undefined && keyValue !== directive.path) {
    throw new HarnessError(
      `${file}: model_script: ${keyValue} contradicts the directive "${directive.path}" — keep the directive, drop the key${at(keyLine)}`,
    );
  }
  if (directive) return { path: directive.path, line: directive.line, form: "directive" };
  if (keyValue !== undefined) return { path: keyValue, line: keyLine, form: "key" };
  return undefined;
}
