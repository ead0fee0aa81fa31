/**
 * The cassette's `authoring` stamp (seed cassette.v9 `authoring`): present only when at least one
 * gate of the recording was decided live — by the model (channel decider-llm), through the gate
 * directory (decider-dir), by a helper (decider-cmd, a v12 value; v9 has no word for it and
 * leaves the channel out), or by an `on_unanswered: first` auto-pick (no channel). A configured
 * decider that answered nothing leaves no stamp. Pure.
 */
import type { CassetteFormat } from "../../core/cassette/format.js";

export type AuthoringChannel = "decider-dir" | "decider-llm" | "decider-cmd";

export interface AuthoringStamp {
  nonDeterministic: true;
  channel?: AuthoringChannel;
}

const CHANNELS: readonly string[] = ["decider-dir", "decider-llm", "decider-cmd"];

export function authoringStamp(
  decisions: readonly { nonDeterministic?: boolean; by?: string }[],
  format: CassetteFormat,
): AuthoringStamp | undefined {
  const live = decisions.filter((d) => d.nonDeterministic === true);
  if (live.length === 0) return undefined;
  const channel = live.map((d) => d.by).find((b): b is AuthoringChannel => b !== undefined && CHANNELS.includes(b));
  if (channel === undefined || (channel === "decider-cmd" && format === "v9")) return { nonDeterministic: true };
  return { nonDeterministic: true, channel };
}

/** How many gates were decided live. */
export const liveGateCount = (decisions: readonly { nonDeterministic?: boolean }[]): number =>
  decisions.filter((d) => d.nonDeterministic === true).length;

/** The warning a recording authored live prints (one line). */
export function authoringWarning(stamp: AuthoringStamp, gates: number, label: string): string {
  const via = stamp.channel ?? label;
  return `record: cassette authored via ${via} (${gates} gate${gates === 1 ? "" : "s"} answered live) — re-recording may drift. The cassette itself replays deterministically (answers are frozen).`;
}
