/**
 * Stripping frozen assertions to what replay can evaluate (the reference's src/run/cassette.ts; docs/reference.md#replay-and-assertions):
 * inactive keys are removed, items left empty are dropped, and what was dropped is counted
 * and announced — a skipped assertion is never reported as a pass.
 */
import type { Buckets } from "./buckets.js";

export interface StripOutcome {
  items: Record<string, unknown>[];
  skipped: { full: number; partial: number };
  warnings: string[];
}

export function stripAssertions(
  assertions: Record<string, unknown>[],
  buckets: Buckets,
  expectDenied: readonly string[] = [],
): StripOutcome {
  const items: Record<string, unknown>[] = [];
  const excluded = new Map<string, string>();
  let full = expectDenied.length;
  let partial = 0;
  for (const item of assertions) {
    const kept: Record<string, unknown> = {};
    let liveOnly = false;
    for (const [key, value] of Object.entries(item)) {
      if (value === undefined) continue;
      const s = buckets.status(key);
      if (s.status === "active") kept[key] = value;
      else if (s.status === "excluded") excluded.set(key, s.reason);
      else liveOnly = true;
    }
    if (Object.keys(kept).length === 0) {
      full++;
      continue;
    }
    if (liveOnly) partial++;
    items.push(kept);
  }
  const warnings: string[] = [];
  for (const [key, reason] of excluded) warnings.push(`[replay] ${key}: not evaluated on replay — ${reason}`);
  if (full > 0) {
    warnings.push(
      `[replay] skipped ${full} filesystem/egress/expect_denied assertion(s) (live-only or not recorded) — not evaluated on replay`,
    );
  }
  if (partial > 0) {
    warnings.push(
      `[replay] ${partial} mixed assertion(s) had their filesystem/egress half dropped — only the content half was evaluated on replay`,
    );
  }
  return { items, skipped: { full, partial }, warnings };
}
