/**
 * Live-run warnings a report shows beside the run (the rest are stderr notes): a file the skill
 * produced that the user never got, or whose delivery a remote lane cannot show
 * (src/live/judge/delivery.ts). They never fail the run; `allow_undelivered_deliverables` silences them.
 */
import type { ReplayResult } from "../replay/result.js";

export const SHOWN_LIVE_WARNINGS: ReadonlySet<string> = new Set(["undelivered_deliverables", "delivery_unobservable"]);

export function shownLiveWarnings(r: ReplayResult): { code: string; message: string }[] {
  // the gate's compacted results keep only the verdict's failures (src/gate/check/results-stream.ts)
  return (r.verdict?.signals ?? [])
    .filter((s) => s.severity === "warn" && SHOWN_LIVE_WARNINGS.has(s.code))
    .map(({ code, message }) => ({ code, message }));
}
