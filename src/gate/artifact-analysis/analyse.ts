/**
 * The interactive-artifact analyser: a static reading of one file — never executed — that tells
 * whether data the user changes, or a script produces, can reach a file the user keeps. Pure: text
 * in, findings out. The live lane's `no_lost_write_back` (src/live/judge/read-artifacts.ts reads a
 * run's files into it) and `analyze-skill` (src/gate/analyze-skill/, a skill's own assets) share it.
 *
 *   .html .htm   markup + inline scripts + inline handlers: storage-without-export,
 *                memory-only-edits, form-submit-nowhere, relative-write-request
 *   .js .mjs     the browser rules above (without markup), and script-output-discarded (Node)
 *   .py          script-output-discarded (Python)
 *
 * `.ts .jsx .tsx` are not analysed (they need a build step Cowork does not run). JavaScript is read
 * by acorn (./js-tokens.ts), HTML by parse5 (./html-scan.ts), Python by a small tokenizer of our
 * own (./py-tokens.ts); the callers cap the size, and every rule looks a bounded span from each
 * call (./tokens.ts MAX_SPAN), so the work is linear in a bounded input.
 */
import { addScriptFacts, emptyFacts, type BrowserFacts } from "./browser-facts.js";
import type { ArtifactFinding } from "./finding.js";
import { addMarkupFacts, type HtmlForm } from "./html-facts.js";
import { scanHtml } from "./html-scan.js";
import { tokenizeJs } from "./js-tokens.js";
import { tokenizePy } from "./py-tokens.js";
import { formSubmitNowhere } from "./rules/form-submit-nowhere.js";
import { memoryOnlyEdits } from "./rules/memory-only-edits.js";
import { relativeWriteRequest } from "./rules/relative-write-request.js";
import { scriptOutputDiscarded } from "./rules/script-output-discarded.js";
import { storageWithoutExport } from "./rules/storage-without-export.js";
import { scriptWrites } from "./script-writes.js";

export type ArtifactKind = "html" | "js" | "py";

/** The kind an artifact path is analysed as, or undefined when it is not analysed. */
export function artifactKind(path: string): ArtifactKind | undefined {
  const dot = path.lastIndexOf(".");
  const ext = dot === -1 ? "" : path.slice(dot + 1).toLowerCase();
  if (ext === "html" || ext === "htm") return "html";
  if (ext === "js" || ext === "mjs") return "js";
  if (ext === "py") return "py";
  return undefined;
}

export type AnalysedText = { findings: ArtifactFinding[] } | { parseError: string; line: number };

function browserRules(facts: BrowserFacts, forms: readonly HtmlForm[]): ArtifactFinding[] {
  return [
    ...storageWithoutExport(facts),
    ...formSubmitNowhere(facts, forms),
    ...relativeWriteRequest(facts),
    ...memoryOnlyEdits(facts, forms),
  ];
}

/**
 * The findings of one file's text read as `kind`, sorted by line, or why it could not be read.
 * `module`: a `.js` read as an ES module (a `.mjs` file); HTML says so per script.
 */
export function analyseArtifactText(kind: ArtifactKind, text: string, module = false): AnalysedText {
  let findings: ArtifactFinding[];
  if (kind === "py") {
    const t = tokenizePy(text);
    if ("error" in t) return { parseError: t.error, line: t.line };
    findings = scriptOutputDiscarded(scriptWrites(t.tokens, "python"));
  } else if (kind === "js") {
    const t = tokenizeJs(text, 1, module);
    if ("error" in t) return { parseError: t.error, line: t.line };
    const facts = emptyFacts();
    addScriptFacts(facts, t.tokens);
    findings = [...browserRules(facts, []), ...scriptOutputDiscarded(scriptWrites(t.tokens, "node"))];
  } else {
    const doc = scanHtml(text);
    if ("error" in doc) return { parseError: doc.error, line: doc.line };
    const facts = emptyFacts();
    const forms = addMarkupFacts(facts, doc);
    for (const s of doc.scripts) {
      const t = tokenizeJs(s.text, s.line, s.module);
      if ("error" in t) return { parseError: `inline script: ${t.error}`, line: t.line };
      addScriptFacts(facts, t.tokens);
    }
    for (const h of doc.handlers) {
      const t = tokenizeJs(h.text, h.line);
      // a handler the tokenizer cannot read is markup noise, not a script the page depends on
      if ("tokens" in t) addScriptFacts(facts, t.tokens);
      if (h.attr === "onsubmit") facts.submitHandlers.push({ what: "onsubmit attribute", line: h.line });
    }
    findings = browserRules(facts, forms);
  }
  return { findings: findings.sort((a, b) => a.line - b.line) };
}
