/**
 * Edits kept only in browser storage (localStorage, sessionStorage, IndexedDB, a cookie) with no
 * way out of the page: Cowork's artifact view is the only place they live, and the user's files
 * never see them. Certain (lost) when the same file lets the user edit; advisory when the editing
 * part may be elsewhere (a script file whose page is another file).
 */
import { isAbsoluteUrl, type BrowserFacts } from "../browser-facts.js";
import { lost, suspect, type ArtifactFinding } from "../finding.js";

export const CHECK = "storage-without-export";

export function hasWayOut(facts: BrowserFacts): boolean {
  return facts.exports.length > 0 || facts.writeRequests.some((r) => r.url !== undefined && isAbsoluteUrl(r.url));
}

export function storageWithoutExport(facts: BrowserFacts): ArtifactFinding[] {
  const first = facts.storageWrites[0];
  if (!first || hasWayOut(facts)) return [];
  const fix =
    "add a way out the user keeps (a Download/Export button: a Blob with an <a download> link) or have the skill write the file itself";
  const edit = facts.editSources[0];
  return edit
    ? [
        lost(
          CHECK,
          first.line,
          `edits (${edit.what}, line ${edit.line}) are kept only in browser storage (${first.what}) and nothing saves, downloads or exports them — ${fix}`,
        ),
      ]
    : [
        suspect(
          CHECK,
          first.line,
          `data is kept only in browser storage (${first.what}) and this file has no save, download or export — ${fix}`,
        ),
      ];
}
