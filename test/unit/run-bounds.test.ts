/**
 * Issue 36, class 4: the time a live run may take comes from trusted settings. A scenario's
 * timeout_ms only shortens a run — a day-long value is cut at the ceiling (--max-timeout-ms, the
 * Action's max-timeout-ms input, default 180 s) with one notice at its line; a scenario without one
 * gets the ceiling; the caller's own --timeout-ms is taken as given. Pure.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_TIMEOUT_MS,
  MAX_TIMER_MS,
  parseMs,
  protocolTierRefusal,
  runTimeLimit,
} from "../../src/core/settings/run-bounds.js";

const DAY = 86_400_000;
const where = "scenarios/slow.yaml:7";

describe("the effective time limit of a live run", () => {
  it("a day-long timeout_ms is cut at the default ceiling of 180 s, and the cut is said at its line", () => {
    const limit = runTimeLimit({ scenarioMs: DAY, where });
    expect(DEFAULT_MAX_TIMEOUT_MS).toBe(180_000);
    expect(limit.ms).toBe(180_000);
    expect(limit.cut).toMatch(
      /^notice: scenarios\/slow\.yaml:7: timeout_ms 86400000 is above the time ceiling, so the run is bounded at 180000 ms/,
    );
    expect(limit.cut).toContain("--max-timeout-ms");
  });

  it("min(timeout_ms, ceiling): a shorter timeout_ms stands, with no notice; a trusted ceiling is honoured", () => {
    expect(runTimeLimit({ scenarioMs: 5_000, where })).toEqual({ ms: 5_000 });
    expect(runTimeLimit({ scenarioMs: DAY, maxTimeoutMs: 4_000, where }).ms).toBe(4_000);
    expect(runTimeLimit({ scenarioMs: 4_000, maxTimeoutMs: 4_000, where })).toEqual({ ms: 4_000 });
  });

  it("a scenario without a timeout_ms (or with one no run could take) gets the ceiling, never no bound", () => {
    expect(runTimeLimit({ where })).toEqual({ ms: 180_000 });
    expect(runTimeLimit({ maxTimeoutMs: 9_000, where })).toEqual({ ms: 9_000 });
    for (const bad of [0, -1, 1.5, "86400000", Number.POSITIVE_INFINITY, 2 ** 60])
      expect(runTimeLimit({ scenarioMs: bad, where }).ms).toBe(180_000);
  });

  it("the caller's own --timeout-ms is the bound, whatever the scenario or the ceiling say", () => {
    expect(runTimeLimit({ explicitMs: 600_000, scenarioMs: DAY, where })).toEqual({ ms: 600_000 });
    expect(runTimeLimit({ explicitMs: 1_000, scenarioMs: DAY, maxTimeoutMs: 50, where })).toEqual({ ms: 1_000 });
  });
});

describe("millisecond flags and inputs", () => {
  it("parse whole milliseconds a timer can hold; unset is undefined", () => {
    expect(parseMs(undefined, "--max-timeout-ms")).toBeUndefined();
    expect(parseMs("  ", "input max-timeout-ms")).toBeUndefined();
    expect(parseMs("180000", "--max-timeout-ms")).toBe(180_000);
    expect(parseMs(String(MAX_TIMER_MS), "--max-timeout-ms")).toBe(MAX_TIMER_MS);
  });

  it.each(["0", "-5", "1.5", "3m", String(MAX_TIMER_MS + 1), "1e20"])(
    "refuse %j in one line naming the flag",
    (raw) => {
      expect(() => parseMs(raw, "input rerun-budget-ms")).toThrow(
        new RegExp(
          `^input rerun-budget-ms must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS} \\(got "${raw.replace(/[.+]/g, "\\$&")}"\\)$`,
        ),
      );
    },
  );
});

describe("the tier refusal", () => {
  it("names the scenario line, says why, and what to do", () => {
    expect(protocolTierRefusal("scenarios/x.yaml:3", "protocol")).toBe(
      "scenarios/x.yaml:3: fidelity: protocol — the protocol tier is not a sandbox, and this run executes a pull request's code: record it at fidelity: container, or run it at the protocol tier on your own machine",
    );
  });
});
