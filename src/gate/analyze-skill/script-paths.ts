/**
 * Path fidelity in a skill's scripts (.py, .js, .mjs). A script runs in the VM through bash, where
 * `/sessions` is right, so its own file operations are never flagged. What is flagged is a
 * `/sessions` path it hands on to the agent's file tools: the value of a `file_path` key in code
 * (`{"file_path": "/sessions/…"}`, `dict(file_path="/sessions/…")`), and, inside its strings (a
 * prompt or an instruction it prints), the same explicit signs ./sessions-paths.ts looks for in
 * code. Read from the shared analyser's tokens, so a comment or a string never passes for code.
 */
import { isVmSessionsPath } from "../assert/hostloop-paths.js";
import { shown } from "../artifact-analysis/finding.js";
import { tokenizeJs } from "../artifact-analysis/js-tokens.js";
import { tokenizePy } from "../artifact-analysis/py-tokens.js";
import type { Token } from "../artifact-analysis/tokens.js";
import type { LineHit } from "./finding.js";
import { dispatches, IGNORE_MARKER, textHits } from "./sessions-paths.js";

const FILE_KEYS = new Set(["file_path", "notebook_path"]);

const isText = (t: Token | undefined): t is Token => t?.kind === "string" || t?.kind === "template";

/** The path-fidelity findings of one script, or none when it cannot be tokenized (the write-back pass reports that). */
export function scriptPathHits(language: "python" | "node", text: string, module = false): LineHit[] {
  if (!text.includes("/sessions") || IGNORE_MARKER.test(text)) return [];
  const read = language === "python" ? tokenizePy(text) : tokenizeJs(text, 1, module);
  if ("error" in read) return [];
  const { tokens } = read;
  const hits: LineHit[] = [];
  const keyed = new Set<Token>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    const key = tokens[i]!;
    const sep = tokens[i + 1]!;
    const value = tokens[i + 2];
    if (!FILE_KEYS.has(key.text) || (key.kind !== "ident" && key.kind !== "string")) continue;
    if (sep.kind !== "punct" || (sep.text !== ":" && sep.text !== "=") || !isText(value)) continue;
    if (!isVmSessionsPath(value.text.trim())) continue;
    keyed.add(value);
    hits.push({
      line: value.line,
      rule: "sessions-path-to-file-tool",
      severity: "ERROR",
      message: `the ${key.text} this script hands to a file tool is ${shown(value.text.trim())}: on the host-loop tier the file tools run on the host, where /sessions (the VM's path space) does not exist and the path hook denies it`,
      fix: "hand the file tool a path relative to the session (outputs/…); the script itself, run by bash in the VM, may keep using /sessions",
    });
  }
  for (const t of tokens) {
    if (!isText(t) || keyed.has(t) || !t.text.includes("/sessions")) continue;
    // a Python string and a template keep their line breaks; a JavaScript string has none of its own
    const multiline = language === "python" || t.kind === "template";
    const lines = multiline
      ? t.text.split("\n").map((s, k) => ({ n: t.line + k, text: s }))
      : [{ n: t.line, text: t.text }];
    hits.push(...textHits(lines, { code: true, dispatch: dispatches(t.text) }));
  }
  return hits;
}
