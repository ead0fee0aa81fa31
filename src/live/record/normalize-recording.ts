/**
 * Recordings that diff well: what the agent generates afresh on every run, normalized at record
 * time so that a re-record of an unchanged scenario changes only what really changed.
 *
 *  - Control request ids and message uuids (canonical UUIDs as the values of `request_id`,
 *    `requestId`, `uuid`, `parent_uuid`, `parentUuid`) are renumbered in order of first appearance,
 *    across events, controlOut and the timeline with one map, so every echo still names the same
 *    request: replay's decision round trip (src/core/protocol/decision-codec.ts,
 *    replay_protocol_fidelity) compares byte for byte and still matches. Ids that are not UUIDs
 *    (`init-1`, the model's `msg_…`) are kept.
 *  - Durations and timestamps of the run: the keys the reference's `diff` masks as volatile
 *    (`duration_ms`, `durationms`, `elapsed_ms`, `timestamp`) plus the result event's other timings
 *    (`duration_api_ms`, `ttft_ms`, `ttft_stream_ms`, `time_to_request_ms`,
 *    `first_content_frame_ms`) are zeroed (timestamps become the epoch). Nothing in replay, verify
 *    or an assertion reads them. The timeline's `ts` and its header are kept: they are the run's
 *    measured timing, which skill-activity evidence reads.
 *  - The three SDK-MCP servers' requests are sent concurrently by the agent, so a contiguous run of
 *    `mcp_message` control requests (and the run of our responses to them in controlOut) arrives
 *    interleaved differently on each run: such a run is put in a stable order (by server name, each
 *    server's own requests kept in order) before the ids are renumbered. No timeline entry points
 *    into such a run (a run holding one is left as it came).
 *
 * Lines are edited as text (the quoted values only), never re-serialized: every other byte the
 * agent wrote is kept.
 */
import type { TimelineEntry } from "../../core/cassette/types.js";

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const ID_KEYS = ["request_id", "requestId", "uuid", "parent_uuid", "parentUuid"];
const ID_RE = new RegExp(`"(?:${ID_KEYS.join("|")})":"(${UUID})"`, "g");
const DURATION_KEYS = [
  "duration_ms",
  "durationms",
  "durationMs",
  "elapsed_ms",
  "duration_api_ms",
  "ttft_ms",
  "ttft_stream_ms",
  "time_to_request_ms",
  "first_content_frame_ms",
];
const DURATION_RE = new RegExp(`"(${DURATION_KEYS.join("|")})":\\d+(?:\\.\\d+)?`, "g");
const TIMESTAMP_RE = /"timestamp":"\d{4}-\d\d-\d\dT[^"]*"/g;
export const NORMALIZED_TIMESTAMP = "1970-01-01T00:00:00.000Z";

/** The n-th renumbered id (1-based): a UUID-shaped constant, so every UUID-aware reader still sees a UUID. */
export function normalizedId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
}

export interface NormalizableRun {
  events: readonly string[];
  controlOut: readonly string[];
  timeline?: readonly TimelineEntry[];
}

interface McpRequest {
  server: string;
  requestId: string;
}

function mcpRequest(line: string): McpRequest | undefined {
  if (!line.includes('"mcp_message"')) return undefined;
  try {
    const o = JSON.parse(line) as {
      type?: unknown;
      request_id?: unknown;
      request?: { subtype?: unknown; server_name?: unknown };
    };
    if (o.type !== "control_request" || o.request?.subtype !== "mcp_message" || typeof o.request_id !== "string")
      return undefined;
    return { server: String(o.request.server_name ?? ""), requestId: o.request_id };
  } catch {
    return undefined;
  }
}

function responseRequestId(line: string): string | undefined {
  if (!line.includes('"control_response"')) return undefined;
  try {
    const o = JSON.parse(line) as { type?: unknown; response?: { request_id?: unknown } };
    return o.type === "control_response" && typeof o.response?.request_id === "string"
      ? o.response.request_id
      : undefined;
  } catch {
    return undefined;
  }
}

/** Reorders each maximal run of consecutive items that `key` accepts, stably by `key`; items it rejects stay put. */
function sortRuns<T>(
  items: readonly T[],
  key: (item: T, index: number) => string | undefined,
  frozen: (index: number) => boolean = () => false,
): T[] {
  const out = [...items];
  let i = 0;
  while (i < out.length) {
    if (key(out[i]!, i) === undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j < out.length && key(out[j]!, j) !== undefined) j++;
    let blocked = false;
    for (let k = i; k < j; k++) if (frozen(k)) blocked = true;
    if (!blocked && j - i > 1) {
      const run = out.slice(i, j).map((item, n) => ({ item, n, k: key(item, i + n)! }));
      run.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.n - b.n));
      for (let n = 0; n < run.length; n++) out[i + n] = run[n]!.item;
    }
    i = j;
  }
  return out;
}

export function normalizeRecording<T extends NormalizableRun>(run: T): T {
  // 1. a stable order for concurrently sent MCP requests, and for our responses to them
  const timelineLines = new Set(
    (run.timeline ?? []).map((e) => (e as { line?: unknown }).line).filter((l): l is number => typeof l === "number"),
  );
  const mcp = run.events.map(mcpRequest);
  const events = sortRuns(
    run.events,
    (_l, i) => mcp[i]?.server,
    (i) => timelineLines.has(i),
  );
  const position = new Map<string, number>();
  events.forEach((l, i) => {
    const m = mcpRequest(l);
    if (m) position.set(m.requestId, i);
  });
  const controlOut = sortRuns(run.controlOut, (l) => {
    const id = responseRequestId(l);
    const at = id === undefined ? undefined : position.get(id);
    return at === undefined ? undefined : String(at).padStart(10, "0");
  });

  // 2. one map of ids, in order of first appearance: events, then controlOut, then the timeline
  const ids = new Map<string, string>();
  const see = (id: string): string => {
    let n = ids.get(id);
    if (n === undefined) ids.set(id, (n = normalizedId(ids.size + 1)));
    return n;
  };
  for (const l of [...events, ...controlOut]) for (const m of l.matchAll(ID_RE)) see(m[1]!);
  const rewrite = (l: string): string => {
    let out = l;
    for (const [from, to] of ids) if (out.includes(from)) out = out.split(`"${from}"`).join(`"${to}"`);
    return out
      .replace(DURATION_RE, (_m, k: string) => `"${k}":0`)
      .replace(TIMESTAMP_RE, `"timestamp":"${NORMALIZED_TIMESTAMP}"`);
  };
  const timeline = run.timeline?.map((e) => {
    const rid = (e as { requestId?: unknown }).requestId;
    return typeof rid === "string" && ids.has(rid) ? { ...e, requestId: ids.get(rid)! } : e;
  });
  return {
    ...run,
    events: events.map(rewrite),
    controlOut: controlOut.map(rewrite),
    ...(timeline ? { timeline } : {}),
  };
}
