/**
 * --max-budget-usd (src/live/budget/budget.ts): the flag, the cost a finished run reported, each
 * scenario's worst observed cost (kept runs' index rows and its cassette), the estimate and its
 * refusal, and the running total that stops the runs left.
 */
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  SpendTracker,
  budgetLine,
  costOfResult,
  estimateBudget,
  parseBudget,
  priceScenarios,
  unpricedWarning,
  type PricedScenario,
} from "../../src/live/budget/budget.js";
import { readExampleCassette } from "../helpers/fixtures.js";

const tmp = mkdtempSync(join(tmpdir(), "cowork-budget-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("the flag", () => {
  it("a positive number of dollars; anything else is a usage error naming the flag", () => {
    expect(parseBudget(undefined)).toBeUndefined();
    expect(parseBudget("5")).toBe(5);
    expect(parseBudget("0.50")).toBe(0.5);
    expect(parseBudget("$2")).toBe(2);
    for (const bad of ["0", "-1", "abc", "", "1e3", "Infinity"])
      expect(() => parseBudget(bad), bad).toThrow(/^--max-budget-usd must be a positive number of US dollars/);
  });
});

describe("what a run cost", () => {
  it("the result's cost.usd, when it is a number", () => {
    expect(costOfResult({ cost: { usd: 0.25 } })).toBe(0.25);
    expect(costOfResult({ cost: { raw: {} } })).toBeUndefined();
    expect(costOfResult({ cost: { usd: "0.25" } })).toBeUndefined();
    expect(costOfResult({})).toBeUndefined();
  });
});

describe("pricing the planned runs", () => {
  const root = join(tmp, "runs");
  const cassettes = join(tmp, "cassettes");
  rmSync(root, { recursive: true, force: true });
  const rows = [
    { v: 1, ts: "2026-01-01T00:00:00Z", scenario: "a", outDir: "/r/a/1", pass: true, costUsd: 0.2 },
    { v: 1, ts: "2026-01-02T00:00:00Z", scenario: "a", outDir: "/r/a/2", pass: false, costUsd: 0.5 },
    { v: 1, ts: "2026-01-02T00:00:00Z", scenario: "b", outDir: "/r/b/1", pass: true },
    { v: 1, ts: "2026-01-03T00:00:00Z", scenario: "c", outDir: "/r/c/1", pass: true, costUsd: 0.1 },
  ];

  it("the worst over the kept runs and the cassette; a scenario with no cost is unpriced", async () => {
    const { mkdirSync } = await import("node:fs");
    mkdirSync(root, { recursive: true });
    mkdirSync(cassettes, { recursive: true });
    writeFileSync(join(root, "index.jsonl"), rows.map((r) => JSON.stringify(r)).join("\n") + "\n{torn");
    // a cassette of "c" whose recorded run reported $0.9: worse than its kept run
    const c = readExampleCassette("csv-report");
    c.events = [...(c.events as string[]), JSON.stringify({ type: "result", subtype: "success", total_cost_usd: 0.9 })];
    writeFileSync(join(cassettes, "c.cassette.json"), JSON.stringify(c));
    const priced = await priceScenarios(
      [
        { name: "a", file: "a.yaml", runs: 3 },
        { name: "b", file: "b.yaml", runs: 1 },
        { name: "c", file: "c.yaml", runs: 2, cassettePath: join(cassettes, "c.cassette.json") },
        { name: "d", file: "d.yaml", runs: 1, cassettePath: join(cassettes, "none.cassette.json") },
      ],
      { runsRoot: root },
    );
    expect(priced.map((p) => [p.name, p.worstUsd, p.observed])).toEqual([
      ["a", 0.5, 2],
      ["b", undefined, 0],
      ["c", 0.9, 2],
      ["d", undefined, 0],
    ]);
    const est = estimateBudget(priced, 3);
    expect(est.estimateUsd).toBeCloseTo(0.5 * 3 + 0.9 * 2, 10);
    expect(est).toMatchObject({ plannedRuns: 7, unpriced: ["b", "d"], refuse: true });
    expect(budgetLine(est, priced)).toBe(
      "--max-budget-usd $3.00 refused before spending: the 7 planned run(s) may cost $3.30 or more (c: up to $0.90 × 2; a: up to $0.50 × 3; the worst each cost before) — raise the cap, or plan fewer runs",
    );
    expect(unpricedWarning(est, root, tmp)).toBe(
      "--max-budget-usd: no cost seen yet for b, d: no run kept under runs reported its cost, and no cassette of it reports one — counted as $0, so the estimate is a lower bound",
    );
  });

  it("without a runs root only the cassettes price; the warning says how to keep runs", async () => {
    const priced = await priceScenarios([{ name: "a", file: "a.yaml", runs: 1 }], {});
    expect(priced[0]).toMatchObject({ observed: 0 });
    expect(unpricedWarning(estimateBudget(priced, 1), undefined, tmp)).toMatch(/no runs are kept \(--run-dir DIR/);
    expect(budgetLine(estimateBudget(priced, 1), priced)).toBe(
      "--max-budget-usd $1.00: no cost to go by for the 1 planned run(s) yet",
    );
  });

  it("an estimate at the cap starts; one cent over refuses", () => {
    const priced: PricedScenario[] = [{ name: "a", file: "a.yaml", runs: 2, worstUsd: 0.5, observed: 1 }];
    expect(estimateBudget(priced, 1).refuse).toBe(false);
    expect(budgetLine(estimateBudget(priced, 1), priced)).toBe(
      "--max-budget-usd $1.00: the 2 planned run(s) may cost $1.00 (a: up to $0.50 × 2)",
    );
    expect(estimateBudget(priced, 0.99).refuse).toBe(true);
    expect(unpricedWarning(estimateBudget(priced, 1), undefined, tmp)).toBeUndefined();
  });
});

describe("the running total", () => {
  it("reached once the reported costs add up to the cap", () => {
    const warnings: string[] = [];
    const t = new SpendTracker(1, (l) => warnings.push(l));
    t.add(0.6, "run 1");
    expect(t.reached()).toBe(false);
    t.add(0.4, "run 2");
    expect(t.reached()).toBe(true);
    expect(t.stopMessage()).toBe("--max-budget-usd $1.00 reached: the runs so far reported $1.00");
    expect(warnings).toEqual([]);
  });

  it("a run that reports no cost turns the cap off, with one warning", () => {
    const warnings: string[] = [];
    const t = new SpendTracker(1, (l) => warnings.push(l));
    t.add(0.6, "run 1");
    t.add(undefined, "run 2 of flip");
    t.add(5, "run 3");
    t.add(undefined, "run 4");
    expect(t.reached()).toBe(false);
    expect(t.enforced).toBe(false);
    expect(warnings).toEqual([
      "--max-budget-usd: run 2 of flip reported no cost (no total_cost_usd in its result) — the spend is unknown from here, so the running cap is off for the rest of this command",
    ]);
  });
});
