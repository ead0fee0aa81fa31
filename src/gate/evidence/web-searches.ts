/**
 * WebSearch calls and the links each returned (the reference's src/run/run.ts; docs/reference.md#replay-and-assertions), parsed from the `Links: [...]`
 * JSON array in the result text; a result that cannot be parsed counts in `webSearchParse`.
 */
import type { AgentEvent } from "../../core/protocol/types.js";
import type { Fold } from "./fold.js";
import type { RunRecord } from "./types.js";

/** The JSON array following `Links:` in a WebSearch result, or undefined when absent or not JSON. */
export function parseSearchLinks(text: string): unknown[] | undefined {
  const at = text.indexOf("Links:");
  if (at < 0) return undefined;
  const start = text.indexOf("[", at);
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") {
      depth--;
      if (depth === 0) {
        try {
          const parsed: unknown = JSON.parse(text.slice(start, i + 1));
          return Array.isArray(parsed) ? parsed : undefined;
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

export class WebSearchFold implements Fold {
  private readonly queries = new Map<string, string | undefined>();
  private readonly searches: { query?: string; links: unknown[] }[] = [];
  private parseErrors = 0;

  onEvent(ev: AgentEvent): void {
    if (ev.type === "tool_use" && ev.name === "WebSearch" && ev.toolUseId) {
      this.queries.set(ev.toolUseId, typeof ev.input.query === "string" ? ev.input.query : undefined);
    } else if (ev.type === "tool_result" && this.queries.has(ev.toolUseId)) {
      const query = this.queries.get(ev.toolUseId);
      this.queries.delete(ev.toolUseId);
      if (ev.isError) return;
      const links = parseSearchLinks(ev.assertText ?? ev.text);
      if (links === undefined) this.parseErrors++;
      else this.searches.push(query === undefined ? { links } : { query, links });
    }
  }

  finish(rec: RunRecord): void {
    if (this.searches.length > 0) rec.webSearches = this.searches;
    rec.evidenceErrors.webSearchParse += this.parseErrors;
  }
}
