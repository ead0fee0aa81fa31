/**
 * A record batch (src/live/record/batch.ts) and the repeat rollup's budget stop
 * (src/live/judge/repeat.ts): --concurrency's bounds, each scenario's cassette worked out before
 * anything runs, two scenarios writing one cassette refused, output handed over in input order;
 * a budget stop fails a repeated scenario unless --allow-budget-stop.
 */
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InOrder, duplicateCassettes, parseConcurrency, planBatch } from "../../src/live/record/batch.js";
import { buildRepeatRollup, formatRepeatRollup, parseRepeatFlags } from "../../src/live/judge/repeat.js";

const tmp = mkdtempSync(join(tmpdir(), "cowork-batch-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("--concurrency", () => {
  it("1 by default; an integer from 1 to 8, else a usage error naming the flag", () => {
    expect(parseConcurrency(undefined)).toBe(1);
    expect(parseConcurrency("1")).toBe(1);
    expect(parseConcurrency("8")).toBe(8);
    for (const bad of ["0", "9", "1.5", "", "two", "-2"])
      expect(() => parseConcurrency(bad), bad).toThrow(`--concurrency must be an integer from 1 to 8 (got "${bad}")`);
  });
});

describe("planning a batch", () => {
  const scenario = (file: string, name: string): string => {
    const path = join(tmp, file);
    writeFileSync(path, `name: ${name}\nprompt: go\nassert:\n  - result: success\n`);
    return path;
  };

  it("each scenario's cassette beside it, or in --out DIR/; an unloadable one has none", async () => {
    const a = scenario("a.yaml", "alpha");
    const b = scenario("b.yaml", "beta");
    const broken = join(tmp, "broken.yaml");
    writeFileSync(broken, "prompt: [unclosed\n");
    const plan = await planBatch([a, b, broken], undefined);
    expect(plan).toEqual([
      { file: a, name: "alpha", cassettePath: join(tmp, "alpha.cassette.json") },
      { file: b, name: "beta", cassettePath: join(tmp, "beta.cassette.json") },
      { file: broken },
    ]);
    expect(duplicateCassettes(plan, tmp)).toBeUndefined();
    const out = await planBatch([a], join(tmp, "out") + "/");
    expect(out[0]!.cassettePath).toBe(join(tmp, "out", "alpha.cassette.json"));
  });

  it("two scenarios of one name would write one cassette: refused, both named", async () => {
    const a = scenario("c.yaml", "same");
    const b = scenario("d.yaml", "same");
    const plan = await planBatch([a, b], undefined);
    expect(duplicateCassettes(plan, tmp)).toBe(
      "c.yaml and d.yaml would both write same.cassette.json — give each scenario its own name (the cassette is <name>.cassette.json), or record them separately; nothing was recorded",
    );
    expect(duplicateCassettes(await planBatch([a, a], undefined), tmp)).toMatch(
      /^c\.yaml is named twice \(it would write same\.cassette\.json twice\)/,
    );
  });

  it("output is handed over in input order, whatever order the runs finish in", () => {
    const seen: string[] = [];
    const order = new InOrder<string>((v, i) => seen.push(`${i}:${v}`));
    order.finish(2, "c");
    order.finish(1, "b");
    expect(seen).toEqual([]);
    order.finish(0, "a");
    expect(seen).toEqual(["0:a", "1:b", "2:c"]);
    order.finish(3, "d");
    expect(seen).toEqual(["0:a", "1:b", "2:c", "3:d"]);
  });
});

describe("a repeated scenario the budget stopped", () => {
  const run = (pass: boolean) => ({
    verdict: { pass, exitCode: (pass ? 0 : 1) as 0 | 1, signals: [], guards: [], failures: [] },
    assertions: [],
    costUsd: 0.5,
  });
  const stop = { reason: "budget" as const, message: "--max-budget-usd $1.00 reached: the runs so far reported $1.00" };

  it("fails by default; passes on the runs made with --allow-budget-stop; other stops still fail", () => {
    expect(buildRepeatRollup("s", 3, [run(true), run(true)], 1, stop).pass).toBe(false);
    const allowed = buildRepeatRollup("s", 3, [run(true), run(true)], 1, stop, { allowBudgetStop: true });
    expect(allowed).toMatchObject({ pass: true, completed: 2, requested: 3, totalCostUsd: 1 });
    expect(buildRepeatRollup("s", 3, [run(true), run(false)], 1, stop, { allowBudgetStop: true }).pass).toBe(false);
    expect(
      buildRepeatRollup("s", 3, [run(true)], 1, { reason: "error", message: "x" }, { allowBudgetStop: true }).pass,
    ).toBe(false);
    expect(formatRepeatRollup(allowed)).toEqual([
      'repeat "s": PASS — 2/2 passed (100%) (stopped early: budget, 2/3 completed)',
      "  cost: $1.0000 total",
      "  stopped: --max-budget-usd $1.00 reached: the runs so far reported $1.00",
    ]);
  });

  it("--allow-budget-stop needs --repeat", () => {
    expect(() => parseRepeatFlags({ "allow-budget-stop": true })).toThrow(
      "--allow-budget-stop requires --repeat (run)",
    );
    expect(parseRepeatFlags({ repeat: "3", "allow-budget-stop": true })).toMatchObject({ allowBudgetStop: true });
    expect(parseRepeatFlags({ repeat: "3" }).allowBudgetStop).toBe(false);
  });
});
