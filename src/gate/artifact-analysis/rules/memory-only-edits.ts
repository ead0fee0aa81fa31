/**
 * Free-text editing (a textarea, a contenteditable element) in a page that neither stores,
 * exports nor sends anything: the text lives only in the page's memory and is gone when the
 * artifact is closed. Advisory: the page may be a scratch tool by design.
 */
import type { BrowserFacts } from "../browser-facts.js";
import { suspect, type ArtifactFinding } from "../finding.js";
import type { HtmlForm } from "../html-facts.js";
import { hasWayOut } from "./storage-without-export.js";

export const CHECK = "memory-only-edits";

const FREE_TEXT = ["textarea", "contenteditable"];

export function memoryOnlyEdits(facts: BrowserFacts, forms: readonly HtmlForm[]): ArtifactFinding[] {
  if (hasWayOut(facts) || facts.storageWrites.length > 0 || facts.writeRequests.length > 0 || forms.length > 0)
    return [];
  const edit = facts.editSources.find((e) => FREE_TEXT.some((f) => e.what.toLowerCase().includes(f)));
  return edit
    ? [
        suspect(
          CHECK,
          edit.line,
          `the user can type into ${edit.what} but nothing saves, downloads or exports the text — it is lost when the artifact closes; add an export (Blob + <a download>) if the text matters`,
        ),
      ]
    : [];
}
