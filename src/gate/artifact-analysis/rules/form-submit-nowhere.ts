/**
 * A `<form>` the browser submits itself (no submit handler in the page) to a relative or missing
 * action: Cowork shows the artifact from a file with no server behind it, so the submitted data
 * goes nowhere. Certain for POST (the page exists to send data); advisory for GET (it may be a
 * search or filter that only reloads the page).
 */
import type { BrowserFacts } from "../browser-facts.js";
import { isAbsoluteUrl } from "../browser-facts.js";
import { lost, shown, suspect, type ArtifactFinding } from "../finding.js";
import type { HtmlForm } from "../html-facts.js";

export const CHECK = "form-submit-nowhere";

export function formSubmitNowhere(facts: BrowserFacts, forms: readonly HtmlForm[]): ArtifactFinding[] {
  if (facts.submitHandlers.length > 0) return [];
  const out: ArtifactFinding[] = [];
  for (const f of forms) {
    if (f.onsubmit || f.method === "dialog") continue;
    const action = (f.action ?? "").trim();
    if (isAbsoluteUrl(action) || action.toLowerCase().startsWith("javascript:")) continue;
    const target = action === "" ? "no action" : `the relative action ${shown(action)}`;
    const what = `<form method=${shown(f.method)}> submits to ${target} and no script handles its submit event — an artifact has no server to receive it, so the entered data is lost; handle submit in script and save or download the data`;
    out.push(f.method === "post" ? lost(CHECK, f.line, what) : suspect(CHECK, f.line, what));
  }
  return out;
}
