/** What an HTML document's markup adds to its scripts' facts: editable elements, download links and forms. */
import { isAbsoluteUrl, type BrowserFacts, type Where } from "./browser-facts.js";
import { shown } from "./finding.js";
import type { HtmlDoc } from "./html-scan.js";

export interface HtmlForm extends Where {
  /** the action attribute, undefined when absent */
  action?: string;
  /** lower case, "get" when absent */
  method: string;
  /** an inline onsubmit handler is present */
  onsubmit: boolean;
}

/** input types that carry no data the user types or picks */
const NON_EDIT_INPUTS = new Set(["button", "submit", "reset", "hidden", "image"]);

export function addMarkupFacts(facts: BrowserFacts, doc: HtmlDoc): HtmlForm[] {
  const forms: HtmlForm[] = [];
  for (const tag of doc.tags) {
    const ce = tag.attrs.get("contenteditable");
    if (tag.attrs.has("contenteditable") && (ce ?? "").toLowerCase() !== "false")
      facts.editSources.push({ what: `<${tag.name.slice(0, 20)} contenteditable>`, line: tag.line });
    if (tag.name === "textarea" || tag.name === "select")
      facts.editSources.push({ what: `<${tag.name}>`, line: tag.line });
    if (tag.name === "input" && !NON_EDIT_INPUTS.has((tag.attrs.get("type") ?? "text").toLowerCase()))
      facts.editSources.push({ what: `<input type=${shown(tag.attrs.get("type") ?? "text")}>`, line: tag.line });
    if (tag.name === "a" && tag.attrs.has("download")) facts.exports.push({ what: "<a download>", line: tag.line });
    if (tag.name === "form") {
      const action = tag.attrs.get("action") ?? undefined;
      const form: HtmlForm = {
        what: "<form>",
        line: tag.line,
        ...(action !== undefined ? { action } : {}),
        method: (tag.attrs.get("method") ?? "get").toLowerCase(),
        // onsubmit, or a framework's binding (@submit.prevent, v-on:submit, x-on:submit, (ngSubmit))
        onsubmit: [...tag.attrs.keys()].some((a) => a.includes("submit")),
      };
      forms.push(form);
      if (action !== undefined && isAbsoluteUrl(action)) facts.exports.push({ what: "<form action>", line: tag.line });
    }
  }
  return forms;
}
