/**
 * The delivery warnings of a live run in every report a record makes: under the run's line in the
 * CLI text, in the gate text, the job summary and the annotations (as warnings, failing nothing),
 * and never for a replay. A hostile file name with a newline stays on one line.
 */
import { describe, expect, it } from "vitest";
import { failureLines } from "../../src/gate/report/replay-text.js";
import { buildGateReport } from "../../src/gate/report/gate-report.js";
import { renderGateText } from "../../src/gate/report/gate-text.js";
import { renderSummaryMarkdown } from "../../src/gate/report/summary-md.js";
import { collectAnnotations } from "../../src/gate/report/annotations.js";
import { deliverySignals } from "../../src/live/judge/delivery.js";
import { makeResult } from "../helpers/report-fixtures.js";
import type { VerdictSignal } from "../../src/gate/replay/result.js";

const MESSAGE = "1 file(s) the skill produced never reached the user: scratchpad/report.md. Deliver it.";

function live(signals: VerdictSignal[]) {
  const r = makeResult({ cassette: "replays/kept.cassette.json", scenario: "kept" });
  return { ...r, verdict: { ...r.verdict, signals } };
}

describe("delivery warnings in the reports", () => {
  const r = live([
    { code: "undelivered_deliverables", severity: "warn", message: MESSAGE },
    { code: "non_deterministic", severity: "warn", message: "a gate was answered live" },
  ]);

  it("the CLI text shows the delivery warning under the run, and no other warn signal", () => {
    expect(failureLines(r)).toEqual([`    ! ${MESSAGE}`]);
    expect(failureLines(live([]))).toEqual([]);
  });

  it("the gate text, the job summary and the annotations carry it as a warning; the run still passes", () => {
    const report = buildGateReport([r], { failOn: ["assertions"] });
    expect(report.conclusion).not.toBe("failure");
    expect(renderGateText(report)).toContain(
      `    ! undelivered_deliverables at replays/kept.cassette.json: ${MESSAGE}`,
    );
    const md = renderSummaryMarkdown(report);
    expect(md).toMatch(/## Live run warnings \(1\)/);
    expect(md).toContain("`undelivered_deliverables`");
    expect(md).not.toMatch(/non_deterministic/);
    expect(collectAnnotations(report)).toContainEqual(
      expect.objectContaining({
        level: "warning",
        title: "live run warning: undelivered_deliverables",
        message: `kept: ${MESSAGE}`,
      }),
    );
  });

  it("a replay result (no live signals) has no such section", () => {
    const md = renderSummaryMarkdown(buildGateReport([live([])], { failOn: ["assertions"] }));
    expect(md).not.toMatch(/Live run warnings/);
  });

  it("the gate's compacted result (a verdict of failures only) has no live warnings and does not break the report", () => {
    const compact = { ...live([]), verdict: { failures: [] } } as unknown as ReturnType<typeof live>;
    expect(buildGateReport([compact], { failOn: ["assertions"] }).rows[0]!.liveWarnings).toEqual([]);
    expect(failureLines(compact)).toEqual([]);
  });

  it("a produced file whose name holds a newline is quoted, so the message is one line", () => {
    const [s] = deliverySignals(
      {
        lane: "local",
        workspaceFiles: [{ path: "scratchpad/a\n::error::x.md", class: "scratchpad" }],
        scratchpadComplete: true,
        presentedFiles: [],
        turn: 1,
      },
      false,
    );
    expect(s!.message).not.toMatch(/\n/);
    expect(s!.message).toContain('"scratchpad/a\\n::error::x.md"');
  });
});
