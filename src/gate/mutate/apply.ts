/**
 * Making one planned mutation: the recording's manifest and run record with that one value
 * changed, everything else shared with the originals (never modified). An artifact whose body
 * changes gets the digest of its new body, as the run would have recorded it, so the tree the
 * assertions read is materialized exactly as replay materializes any cassette. Pure.
 */
import { createHash } from "node:crypto";
import type { ManifestEntry } from "../../core/cassette/types.js";
import type { RunRecord } from "../evidence/types.js";
import type { Mutation } from "./plan.js";

export interface Evidence {
  artifacts: readonly ManifestEntry[];
  record: RunRecord;
}

function withBody(entry: ManifestEntry, body: string): ManifestEntry {
  const raw = Buffer.from(body, "utf8");
  const { truncated: _t, truncationReason: _r, ...rest } = entry;
  return {
    ...rest,
    body,
    encoding: "utf8",
    bytes: raw.length,
    sha256: createHash("sha256").update(raw).digest("hex"),
  };
}

function splice(text: string, start: number, end: number, insert: string): string {
  return `${text.slice(0, start)}${insert}${text.slice(end)}`;
}

export function applyMutation(base: Evidence, m: Mutation): Evidence {
  const e = m.edit;
  switch (e.on) {
    case "artifact": {
      const entry = base.artifacts[e.index];
      if (entry === undefined) throw new Error(`mutation of artifact #${e.index}: no such manifest entry`);
      if (e.op === "remove") return { ...base, artifacts: base.artifacts.filter((_, i) => i !== e.index) };
      const body = e.op === "replace" ? e.text : splice(entry.body ?? "", e.start, e.end, e.text);
      return { ...base, artifacts: base.artifacts.map((a, i) => (i === e.index ? withBody(a, body) : a)) };
    }
    case "final-text": {
      const r = base.record;
      if (e.op === "splice")
        return { ...base, record: { ...r, transcript: splice(r.transcript, e.start, e.end, e.text) } };
      return {
        ...base,
        record: { ...r, transcript: e.text, ...(r.finalMessage !== undefined ? { finalMessage: e.text } : {}) },
      };
    }
    case "result":
      return { ...base, record: { ...base.record, result: e.value } };
    case "tool-result": {
      const r = base.record;
      const toolResults = r.toolResults.map((t, i) =>
        i === e.index ? { ...t, text: e.text, ...(t.assertText !== undefined ? { assertText: e.text } : {}) } : t,
      );
      return { ...base, record: { ...r, toolResults } };
    }
  }
}
