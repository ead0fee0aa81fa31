/**
 * Lost write-backs in a skill's own assets: every HTML page, script and Python file the skill
 * ships, read by the analyser the live lane's no_lost_write_back uses
 * (src/gate/artifact-analysis/analyse.ts). A certain loss is an ERROR, a possible one a WARN, and a
 * file the analyser cannot read a WARN that says so (never a quiet pass).
 */
import { analyseArtifactText, artifactKind } from "../artifact-analysis/analyse.js";
import type { ArtifactFinding } from "../artifact-analysis/finding.js";
import type { LineHit } from "./finding.js";

/** What to do about each analyser rule's finding. */
const FIX: Record<string, string> = {
  "storage-without-export":
    "add an export the user keeps (a Download button: a Blob and an <a download> link), or have the skill write the file",
  "form-submit-nowhere": "handle the form's submit in script and save or download what was entered",
  "relative-write-request": "save or download the data in the page; an artifact has no server to send it to",
  "memory-only-edits": "add an export (a Blob and an <a download> link) if what the user types matters",
  "script-output-discarded": "write the result under the session's outputs folder (a relative outputs/… path)",
};

function hitOf(f: ArtifactFinding): LineHit {
  return {
    line: f.line,
    rule: f.rule,
    severity: f.rule === "artifact-write-back-lost" ? "ERROR" : "WARN",
    check: f.check,
    message: f.message,
    fix: FIX[f.check] ?? "make sure what the user changes reaches a file they keep",
  };
}

/** A file that was not analysed, and why. */
export function notAnalysed(line: number | null, why: string): LineHit {
  return {
    line,
    rule: "artifact-not-analysed",
    severity: "WARN",
    message: `not checked for lost write-backs: ${why}`,
    fix: "make the file complete, UTF-8 text of at most 1 MiB (a vendored or generated bundle can be left out of the skill's folder)",
  };
}

/** The write-back findings of one asset `rel` with the text `text` (none for a kind not analysed). */
export function writeBackHits(rel: string, text: string): LineHit[] {
  const kind = artifactKind(rel);
  if (!kind) return [];
  const r = analyseArtifactText(kind, text, /\.mjs$/i.test(rel));
  if ("parseError" in r) return [notAnalysed(r.line, `it does not parse (${r.parseError}, line ${r.line})`)];
  return r.findings.map(hitOf);
}
