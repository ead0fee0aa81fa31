/**
 * Index of the recorded driver → agent replies (the reference's src/agent/session.ts; docs/reference.md#replay-and-assertions): request_id → the inner
 * body of each success control_response, plus the two corruption signals the O7 guard reports.
 */
import { canonicallyEqual } from "./canon.js";
import { parseBoundedJson } from "../util/bounded-json.js";

export interface ControlOutIndex {
  bodies: Map<string, Record<string, unknown>>;
  /** request_ids recorded twice with canonically different bodies (first wins in `bodies`) */
  differingDuplicates: string[];
  /** every later line (0-based) that repeated a request_id with a different body */
  differingDuplicateLines: { id: string; line: number }[];
  /** 0-based indexes of controlOut lines that are not JSON (or nest deeper than MAX_JSON_DEPTH) */
  malformedLines: number[];
}

export function buildControlOutIndex(lines: readonly string[]): ControlOutIndex {
  const bodies = new Map<string, Record<string, unknown>>();
  const differing = new Set<string>();
  const malformedLines: number[] = [];
  const differingDuplicateLines: { id: string; line: number }[] = [];
  lines.forEach((line, i) => {
    if (typeof line !== "string" || line.trim() === "") return;
    let msg: unknown;
    try {
      msg = parseBoundedJson(line);
    } catch {
      malformedLines.push(i);
      return;
    }
    if (msg === null || typeof msg !== "object") return;
    const m = msg as { type?: unknown; response?: { subtype?: unknown; request_id?: unknown; response?: unknown } };
    if (m.type !== "control_response" || m.response?.subtype !== "success") return;
    const rid = m.response.request_id;
    const body = m.response.response;
    if (!rid || body === null || typeof body !== "object" || Array.isArray(body)) return;
    if ("mcp_response" in body) return;
    const id = String(rid);
    const existing = bodies.get(id);
    if (existing === undefined) {
      bodies.set(id, body as Record<string, unknown>);
      return;
    }
    if (!canonicallyEqual(body, existing)) {
      differing.add(id);
      differingDuplicateLines.push({ id, line: i });
    }
  });
  return { bodies, differingDuplicates: [...differing], differingDuplicateLines, malformedLines };
}
