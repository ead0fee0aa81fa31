/**
 * Issue 36, class 4: the gate's re-run step has a total time budget from trusted settings
 * (--rerun-budget-ms, the Action's rerun-budget-ms input, default 30 minutes). Once it ran out, a
 * cassette is not re-run — not even read — and is reported "not re-run: the re-run step's time
 * budget (N s) ran out", a result its staleness then gates on as fail-on says.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { performance } from "node:perf_hooks";
import { budgetLeft, budgetRanOut, startBudget } from "../../src/live/rerun/budget.js";
import { DEFAULT_RERUN_BUDGET_MS } from "../../src/core/settings/run-bounds.js";
import { rerunCassette } from "../../src/live/rerun/rerun-cassette.js";
import { rerunStale } from "../../src/live/rerun/gate-step.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";

afterEach(() => vi.restoreAllMocks());

const RAN_OUT =
  /^not re-run: the re-run step's time budget \(5 s\) ran out — it stays stale and unverified; raise the budget \(--rerun-budget-ms/;

describe("the re-run step's time budget", () => {
  it("counts down from its start; 30 minutes unless set", () => {
    expect(DEFAULT_RERUN_BUDGET_MS).toBe(1_800_000);
    const b = startBudget(5_000, 100);
    expect(budgetLeft(b, 100)).toBe(5_000);
    expect(budgetLeft(b, 4_100)).toBe(1_000);
    expect(budgetLeft(b, 9_999)).toBe(0);
    expect(budgetRanOut(b)).toMatch(RAN_OUT);
    expect(budgetRanOut(b, true)).toContain("ran out while it ran");
  });

  it("a cassette whose turn comes after it ran out is not re-run, and not even read", async () => {
    const o = await rerunCassette("/nonexistent/late.cassette.json", {
      env: {},
      budget: startBudget(5_000, performance.now() - 6_000),
    });
    expect(o.summary).toMatchObject({ status: "cannot", message: expect.stringMatching(RAN_OUT), durationMs: 0 });
  });

  it("check --rerun-stale: every cassette after the budget is reported not re-run", async () => {
    // the step starts at t=0; every later look at the clock is at t=10 s, past a 5 s budget
    let calls = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (calls++ === 0 ? 0 : 10_000));
    const stale = (): ReplayResult =>
      ({ exitCode: 0, staleness: [{ class: "skill", message: "changed" }] }) as unknown as ReplayResult;
    const results = [stale(), stale()];
    await rerunStale(results, ["/nonexistent/a.cassette.json", "/nonexistent/b.cassette.json"], {
      env: {},
      budgetMs: 5_000,
    });
    for (const r of results)
      expect(r.rerun).toMatchObject({ status: "cannot", message: expect.stringMatching(RAN_OUT) });
  });
});
