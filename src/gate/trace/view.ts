/**
 * One `trace` view of a source: the JSON payload (the envelope's keys beside `file`) and the notes
 * the text form prints on stderr (what the input lacked). Pure.
 */
import { sentResponses } from "./sent-responses.js";
import { traceEvents } from "./events.js";
import { traceRows, type TraceRow } from "./rows.js";
import type { TraceSource } from "./source.js";
import {
  cacheReadRatio,
  dispatchesView,
  durationsView,
  filesView,
  questionsView,
  subagentResearchView,
  toolErrorsView,
  usageView,
  type TraceView,
} from "./views.js";

export interface ViewOutput {
  view: TraceView | "all";
  payload: Record<string, unknown>;
  /** what the input could not show, one line each */
  notes: string[];
  /** the whole run's cache-read ratio (default and tools views), when the input has usage */
  cacheRead?: number;
  /** --full-results: the text shows each tool call's whole input and result */
  full?: boolean;
}

export function traceView(source: TraceSource, view: TraceView | "all", opts: { full?: boolean } = {}): ViewOutput {
  const { events } = traceEvents(source.lines);
  const notes: string[] = [];
  const multi = source.turns > 1 ? [`note: ${source.turns} turns in this run — showing the latest`] : [];
  switch (view) {
    case "all":
    case "tools": {
      let rows: TraceRow[] = traceRows(events, { ...opts, sent: sentResponses(source.controlOut) });
      if (view === "tools") rows = rows.filter((r) => r.kind === "tool" || r.kind === "dispatch");
      const ratio = cacheReadRatio(source);
      if (ratio === undefined)
        notes.push("note: cache-read footer needs a run dir (no sibling result.json) — cache-read ratio omitted");
      const payload: Record<string, unknown> = { rows };
      if (view === "all" && multi.length) payload.note = multi[0]!.slice("note: ".length);
      return {
        view,
        payload,
        notes: [...multi, ...notes],
        ...(ratio !== undefined ? { cacheRead: ratio } : {}),
        ...(opts.full ? { full: true } : {}),
      };
    }
    case "questions": {
      const { gates, provenance } = questionsView(events, source);
      if (!provenance)
        notes.push("note: gate provenance needs a run dir (no sibling result.json) — answeredBy labels omitted");
      // a cassette says only that some gate was decided live (its authoring stamp), not which
      return { view, payload: { gates, ...(source.authoring ? { authoring: source.authoring } : {}) }, notes };
    }
    case "dispatches":
      return { view, payload: { ...dispatchesView(events) }, notes };
    case "tool-durations":
      return { view, payload: { ...durationsView(source) }, notes };
    case "tool-errors":
      return { view, payload: { ...toolErrorsView(traceRows(events, opts)) }, notes };
    case "files":
      return { view, payload: { ...filesView(source) }, notes };
    case "usage":
      return { view, payload: { ...usageView(source) }, notes };
    case "subagent-research":
      return { view, payload: { ...subagentResearchView(events, source) }, notes };
  }
}
