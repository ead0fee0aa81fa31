/**
 * What a recorded run reports it spent: `total_cost_usd` of the last `result` event of the
 * cassette's stream-json lines (the agent prices the model's reported usage).
 */
import type { Cassette } from "../../core/cassette/types.js";

export function costOfCassette(c: Cassette): number | undefined {
  const lines = Array.isArray(c.events) ? c.events : [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i];
    if (typeof line !== "string" || !line.includes('"result"')) continue;
    try {
      const e = JSON.parse(line) as { type?: unknown; total_cost_usd?: unknown };
      if (e.type === "result")
        return typeof e.total_cost_usd === "number" && Number.isFinite(e.total_cost_usd) ? e.total_cost_usd : undefined;
    } catch {
      // not a JSON line: keep looking
    }
  }
  return undefined;
}
