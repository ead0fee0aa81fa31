/**
 * The live lane's report (src/gate/report/repeat-report.ts; the Action's `command: run`): one row per
 * scenario judged by its runs' pass rate — passed, flaky, below min-pass-rate, stopped early, could
 * not be run — and each failure tallied over the runs at its assertion's line; the same sentence on
 * every channel ("flaky: passed 2 of 3 (67%)"): the job summary, the check run's title, the comment
 * (with a marker of its own), the log, the annotations and the HTML report's data; hostile scenario
 * names and messages neutralised as the other rows' are. The Action's run inputs, named as inputs.
 */
import { describe, expect, it } from "vitest";
import {
  buildRunReport,
  percent,
  repeatText,
  type RunLane,
  type RunScenario,
} from "../../src/gate/report/repeat-report.js";
import { renderSummaryMarkdown } from "../../src/gate/report/summary-md.js";
import { renderGateText } from "../../src/gate/report/gate-text.js";
import { collectAnnotations, renderAnnotations } from "../../src/gate/report/annotations.js";
import { checkRunTitle } from "../../src/gate/report/check-run-md.js";
import { RUN_STICKY_MARKER, STICKY_MARKER, renderCommentMarkdown } from "../../src/gate/report/comment-md.js";
import { buildReportData } from "../../src/gate/report/html/build-data.js";
import { rollupOfRuns, type StopReason } from "../../src/live/judge/repeat.js";
import { readRunInputs } from "../../src/action/run.js";
import { runCheckRunName } from "../../src/action/inputs.js";
import { actionCancellationOptions } from "../../src/action/cancel.js";
import type { ScenarioLines } from "../../src/gate/report/sources.js";
import type { ReplayResult } from "../../src/gate/replay/result.js";
import { makeResult } from "../helpers/report-fixtures.js";

const ROOT = "/ws";
const ABSENT = { file_absent: "outputs/coin.txt" };

/** One live run of `file`: its result success, and `file_absent` passing or failing with `message`. */
function liveRun(
  file: string,
  name: string,
  pass: boolean,
  message = "file exists but was asserted absent",
): ReplayResult {
  return makeResult({
    cassette: file,
    scenario: name,
    assertions: [
      { assertion: { result: "success" }, pass: true },
      { assertion: ABSENT, pass, ...(pass ? {} : { message }) },
    ],
  });
}

/** A scenario whose runs went `pattern` (p pass, f fail), judged against `lane`. */
function scenario(
  rel: string,
  name: string,
  pattern: string,
  lane: RunLane,
  stopped?: { reason: StopReason; message?: string },
  message?: string,
): RunScenario {
  const file = `${ROOT}/${rel}`;
  const runs = [...pattern].map((c) => liveRun(file, name, c === "p", message));
  const rollup = rollupOfRuns(name, lane.repeat ?? 1, runs, lane.minPassRate, stopped);
  return { file, runs, rollup, ...(stopped?.reason === "error" ? { error: stopped.message ?? "error" } : {}) };
}

/** Each scenario file's assert: lines (file_absent at line 11), as the Action reads them. */
function sourcesFor(scenarios: readonly RunScenario[]): Map<string, { scenario: ScenarioLines }> {
  return new Map(
    scenarios.map((s) => [
      s.file,
      { scenario: { path: s.file, assert: [{ result: "success" }, ABSENT], assertLines: [10, 11] } },
    ]),
  );
}

const LANE: RunLane = { repeat: 3, minPassRate: 0.5, stopOnDiverge: false };

function mixed() {
  const scenarios = [
    scenario("live/ok.yaml", "ok", "ppp", LANE),
    scenario("live/flip.yaml", "flip", "pfp", LANE),
    scenario("live/flop.yaml", "flop", "fpf", LANE),
  ];
  return buildRunReport(scenarios, LANE, { root: ROOT, sources: sourcesFor(scenarios) });
}

describe("the live lane's words", () => {
  it("a pass rate is a whole percentage that never rounds a failure to 100% nor a pass to 0%", () => {
    expect(percent(2, 3)).toBe("67%");
    expect(percent(1, 3)).toBe("33%");
    expect(percent(3, 3)).toBe("100%");
    expect(percent(199, 200)).toBe("99%");
    expect(percent(1, 300)).toBe("1%");
    expect(percent(0, 4)).toBe("0%");
  });

  it("names each outcome once: passed, flaky, below min-pass-rate, stopped early", () => {
    const [ok, flip, flop] = mixed().rows.map((r) => r.repeat!);
    expect(repeatText(ok!)).toBe("passed 3 of 3 (100%)");
    expect(repeatText(flip!)).toBe("flaky: passed 2 of 3 (67%)");
    expect(repeatText(flop!)).toBe("below min-pass-rate 0.5: passed 1 of 3 (33%)");
    const lane: RunLane = { repeat: 5, minPassRate: 0, stopOnDiverge: true };
    const stopped = buildRunReport([scenario("live/s.yaml", "s", "pf", lane, { reason: "diverged" })], lane);
    expect(repeatText(stopped.rows[0]!.repeat!)).toBe(
      "stopped early after 2 of 5 runs (it both passed and failed: stop-on-diverge): passed 1 of 2 (50%)",
    );
    expect(stopped.conclusion).toBe("failure");
    expect(stopped.reasons).toEqual(["1 scenario(s) stopped early"]);
  });
});

describe("the live lane's report", () => {
  it("a flaky scenario passes, one below min-pass-rate fails with its failure tallied at the assertion's line", () => {
    const report = mixed();
    expect(report.conclusion).toBe("failure");
    expect(report.totals).toMatchObject({ cassettes: 3, passed: 2, failed: 1, errored: 0 });
    expect(report.reasons).toEqual(["1 scenario(s) below min-pass-rate 0.5"]);
    const [ok, flip, flop] = report.rows;
    expect([ok!.status, flip!.status, flop!.status]).toEqual(["pass", "pass", "fail"]);
    expect([ok!.gateFailing, flip!.gateFailing, flop!.gateFailing]).toEqual([false, false, true]);
    expect(flip!.failing).toEqual([]);
    expect(flip!.repeat!.failedRuns.map((f) => f.run)).toEqual([2]);
    expect(flop!.failing).toEqual([
      {
        key: "file_absent",
        cause: "assertion",
        message: "failed in 2 of 3 runs (runs 1, 3): file exists but was asserted absent",
        file: "live/flop.yaml",
        line: 11,
      },
    ]);
    expect(flop!.fix).toBe("cowork-harness run live/flop.yaml --repeat 3 --min-pass-rate 0.5");
  });

  it("a run that could not be made ends the scenario's runs: an error row, the step fails", () => {
    const lane: RunLane = { repeat: 3, minPassRate: 1, stopOnDiverge: false };
    const report = buildRunReport(
      [scenario("live/e.yaml", "e", "p", lane, { reason: "error", message: "model script: no turn matches" })],
      lane,
      { root: ROOT },
    );
    expect(report.rows[0]).toMatchObject({
      status: "error",
      causes: ["error"],
      error: "model script: no turn matches",
    });
    expect(report.reasons).toEqual(["1 scenario(s) could not be run"]);
    expect(renderSummaryMarkdown(report)).toContain(
      "| 💥 error | `live/e.yaml` | e | stopped early after 1 of 3 runs (a run could not be made): passed 1 of 1 (100%) — model script: no turn matches |",
    );
  });
});

describe("the job summary, check run and comment", () => {
  it("lists each scenario's pass rate, and each failure with the runs it failed in", () => {
    const md = renderSummaryMarkdown(mixed());
    expect(md).toContain("## ❌ cowork-harness run: failed");
    expect(md).toContain(
      "**3 scenarios, 3 runs each: 2 passed (1 flaky), 1 failed, 0 errored** · min-pass-rate: `0.5`",
    );
    expect(md).toContain("| Status | Scenario file | Scenario | Details |");
    expect(md).toContain("| ✅ pass | `live/ok.yaml` | ok | passed 3 of 3 (100%) |");
    expect(md).toContain("| ⚠️ flaky | `live/flip.yaml` | flip | flaky: passed 2 of 3 (67%) |");
    expect(md).toContain(
      "| ❌ fail | `live/flop.yaml` | flop | below min-pass-rate 0.5: passed 1 of 3 (33%) — failed assertion |",
    );
    expect(md).toContain("### Scenarios with a failed run (2)");
    expect(md).toContain(
      "- ⚠️ **flip** (`live/flip.yaml`): flaky: passed 2 of 3 (67%)\n  - **file\\_absent** at `live/flip.yaml:11`: failed in 1 of 3 runs (run 2): file exists but was asserted absent",
    );
    expect(md).toContain(
      "- ❌ **flop** (`live/flop.yaml`): below min-pass-rate 0.5: passed 1 of 3 (33%)\n  - **file\\_absent** at `live/flop.yaml:11`: failed in 2 of 3 runs (runs 1, 3): file exists but was asserted absent",
    );
    // said once: the gate's "Failing checks" list is not repeated for the live lane
    expect(md).not.toContain("Failing checks");
    expect(md).not.toContain("fail-on");
  });

  it("a report whose every scenario reached its pass rate passes, the flaky one counted among the passed", () => {
    const lane: RunLane = { repeat: 3, minPassRate: 0.6, stopOnDiverge: false };
    const report = buildRunReport([scenario("live/flip.yaml", "flip", "pfp", lane)], lane, { root: ROOT });
    expect(report.conclusion).toBe("success");
    expect(renderSummaryMarkdown(report)).toContain("## ✅ cowork-harness run: passed");
    expect(checkRunTitle(report)).toBe("run passed — 1 scenario, 3 runs each: 1 passed (1 flaky), 0 failed, 0 errored");
    const once: RunLane = { minPassRate: 1, stopOnDiverge: false };
    const single = buildRunReport([scenario("live/ok.yaml", "ok", "p", once)], once, { root: ROOT });
    expect(renderSummaryMarkdown(single)).toContain("**1 scenario, one run each: 1 passed, 0 failed, 0 errored**");
  });

  it("the check run says the same; the comment carries a marker of its own, never the gate's", () => {
    const report = mixed();
    expect(checkRunTitle(report)).toBe(
      "run failed — 3 scenarios, 3 runs each: 2 passed (1 flaky), 1 failed, 0 errored",
    );
    const comment = renderCommentMarkdown(report);
    expect(comment.startsWith(`${RUN_STICKY_MARKER}\n`)).toBe(true);
    expect(comment).not.toContain(STICKY_MARKER);
    expect(comment).toContain("flaky: passed 2 of 3 (67%)");
  });

  it("neutralises hostile scenario names and failure messages", () => {
    const lane: RunLane = { repeat: 2, minPassRate: 1, stopOnDiverge: false };
    const name = "x<img src=1>|@admin [link](https://e.vil) `tick`\n::error::forged";
    const report = buildRunReport(
      [
        scenario(
          "live/h.yaml",
          name,
          "pf",
          lane,
          undefined,
          "boom <script>alert(1)</script>\n::warning::forged | cell",
        ),
      ],
      lane,
      { root: ROOT },
    );
    const md = renderSummaryMarkdown(report);
    // every markup character escaped, the mention and the link defused (mdText, as every row's text)
    expect(md).not.toMatch(/(?<!\\)<(img|script)/);
    expect(md).not.toMatch(/(?<!\\)\[link/);
    expect(md).not.toContain("@admin");
    expect(md).toContain("x\\<img src=1\\>\\|@\u2060admin");
    expect(md).not.toMatch(/^::/m);
    expect(md).toContain("\\<script\\>alert(1)\\</script\\>");
    const text = renderGateText(report);
    // one inert line per row and per failure: nothing the runner would read as a workflow command
    expect(text).not.toMatch(/^::/m);
    expect(text.split("\n").filter((l) => l.includes("forged"))).toHaveLength(2);
    for (const a of renderAnnotations(report).lines) expect(a.split("\n")).toHaveLength(1);
  });
});

describe("the log and the annotations", () => {
  it("the log names each scenario's pass rate and each failure at its line", () => {
    const text = renderGateText(mixed());
    expect(text).toContain("✓ ok (live/ok.yaml) — passed 3 of 3 (100%)\n");
    expect(text).toContain(
      "! flip (live/flip.yaml) — flaky: passed 2 of 3 (67%)\n    ! at live/flip.yaml:11: file_absent failed in 1 of 3 runs (run 2): file exists but was asserted absent\n",
    );
    expect(text).toContain(
      "✗ flop (live/flop.yaml) — below min-pass-rate 0.5: passed 1 of 3 (33%)\n    ✗ at live/flop.yaml:11: file_absent failed in 2 of 3 runs (runs 1, 3)",
    );
    expect(text).toContain(
      "✗ run failed: 3 scenarios, 3 runs each: 2 passed (1 flaky), 1 failed, 0 errored (min-pass-rate 0.5)\n  - 1 scenario(s) below min-pass-rate 0.5\n",
    );
  });

  it("a shortfall is an error at the assertion's line, a flaky run a warning there", () => {
    const annotations = collectAnnotations(mixed());
    expect(annotations.map((a) => [a.level, a.file, a.line, a.title])).toEqual([
      ["error", "live/flop.yaml", 11, "assertion failed: file_absent"],
      ["warning", "live/flip.yaml", 11, "flaky: file_absent"],
    ]);
    expect(annotations[0]!.message).toBe(
      "flop: failed in 2 of 3 runs (runs 1, 3): file exists but was asserted absent. Fix: if the assertion is right, fix the skill (try it with cowork-harness run live/flop.yaml --repeat 3 --min-pass-rate 0.5); if not, correct the assertion.",
    );
    expect(annotations[1]!.message).toBe(
      "flip: flaky: passed 2 of 3 (67%): failed in 1 of 3 runs (run 2): file exists but was asserted absent",
    );
  });
});

describe("the HTML report's data", () => {
  it("names each scenario's pass rate as every channel does, and each run's verdict", () => {
    const data = buildReportData(mixed(), []);
    expect(data.kind).toBe("run");
    expect(data.title).toBe("cowork-harness run");
    expect(data.headline).toBe("cowork-harness run: failed");
    const [ok, flip, flop] = data.cassettes;
    expect([ok!.label, flip!.label, flop!.label]).toEqual(["pass", "flaky", "fail"]);
    expect(flip!.cause).toBe("flaky: passed 2 of 3 (67%)");
    expect(flip!.repeat).toEqual({
      text: "flaky: passed 2 of 3 (67%)",
      flaky: true,
      runs: [
        { run: 1, pass: true, failing: [] },
        {
          run: 2,
          pass: false,
          counts: "1/2 assertions passed",
          failing: ["file_absent at live/flip.yaml:11: file exists but was asserted absent"],
        },
        { run: 3, pass: true, failing: [] },
      ],
      tallies: ["live/flip.yaml:11: file_absent failed in 1 of 3 runs (run 2): file exists but was asserted absent"],
    });
    expect(flop!.cause).toBe("below min-pass-rate 0.5: passed 1 of 3 (33%)");
    expect(flop!.fix).toContain("cowork-harness run live/flop.yaml --repeat 3 --min-pass-rate 0.5");
  });
});

describe("the Action's run inputs", () => {
  const env = (inputs: Record<string, string>) =>
    Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]));

  it("are the CLI's flags, named as inputs; the defaults ask for one run", () => {
    expect(readRunInputs(env({ "min-pass-rate": "1", "stop-on-diverge": "false" }))).toEqual({
      minPassRate: 1,
      stopOnDiverge: false,
      allowBudgetStop: false,
    });
    expect(readRunInputs(env({ repeat: "3", "min-pass-rate": "0.5", "stop-on-diverge": "true" }))).toEqual({
      repeat: 3,
      minPassRate: 0.5,
      stopOnDiverge: true,
      allowBudgetStop: false,
    });
    expect(() => readRunInputs(env({ repeat: "101" }))).toThrow(/^input repeat must be an integer from 2 to 100$/);
    expect(() => readRunInputs(env({ repeat: "3", "min-pass-rate": "1.5" }))).toThrow(
      /^input min-pass-rate must be a number from 0 to 1$/,
    );
    expect(() => readRunInputs(env({ "min-pass-rate": "0.5" }))).toThrow(
      /^input min-pass-rate requires input repeat \(command: run\)$/,
    );
    expect(() => readRunInputs(env({ "stop-on-diverge": "maybe" }))).toThrow(
      /^input stop-on-diverge must be true or false/,
    );
  });

  it("the live lane's check run is never the gate's", () => {
    expect(runCheckRunName("cowork-harness")).toBe("cowork-harness run");
    expect(runCheckRunName("live")).toBe("live");
    expect(runCheckRunName(false)).toBe(false);
    // and so is the check run a cancelled live run leaves
    expect(actionCancellationOptions({ INPUT_COMMAND: "run", "INPUT_CHECK-RUN": "cowork-harness" }).checkRun).toBe(
      "cowork-harness run",
    );
    expect(actionCancellationOptions({ INPUT_COMMAND: "check", "INPUT_CHECK-RUN": "cowork-harness" }).checkRun).toBe(
      "cowork-harness",
    );
  });
});
