/**
 * The delivery warnings of the live verdict (the reference's live lane; docs/reference.md#the-live-lane): which produced file counts as
 * delivered by a present_files call, when the evidence is too thin to say, and the two signals with
 * their waiver, through liveSignals as record/run call it.
 */
import { describe, expect, it } from "vitest";
import {
  deliverySignals,
  deliveryTail,
  isDelivered,
  undeliveredFiles,
  type DeliveryEvidence,
} from "../../src/live/judge/delivery.js";
import { liveSignals, type GuardInput } from "../../src/live/judge/signals.js";

const ROOT = "/sessions/local_0123456789ab";
const pad = (path: string) => ({ path: `scratchpad/${path}`, class: "scratchpad" as const });
const shown = (from: string, leaked = false) => ({ from, leaked });

const evidence = (over: Partial<DeliveryEvidence> = {}): DeliveryEvidence => ({
  lane: "local",
  workspaceFiles: [pad("report.md")],
  scratchpadComplete: true,
  presentedFiles: [],
  turn: 1,
  ...over,
});

describe("isDelivered: a present_files entry names the produced file", () => {
  it("by the agent's absolute path, by the tail alone, or by any path ending in /<tail>", () => {
    expect(isDelivered("scratchpad/report.md", [shown(`${ROOT}/report.md`)])).toBe(true);
    expect(isDelivered("scratchpad/work/a.md", [shown(`${ROOT}/work/a.md`)])).toBe(true);
    expect(isDelivered("scratchpad/report.md", [shown("report.md")])).toBe(true);
    expect(isDelivered("scratchpad/report.md", [shown("scratchpad/report.md")])).toBe(true);
    // the copy the agent put in outputs under the same name
    expect(isDelivered("scratchpad/report.md", [shown(`${ROOT}/mnt/outputs/report.md`)])).toBe(true);
  });

  it("not by a different file, a name that only ends the same, a shorter tail, or a presentation that leaked", () => {
    expect(isDelivered("scratchpad/report.md", [shown(`${ROOT}/summary.md`)])).toBe(false);
    expect(isDelivered("scratchpad/report.md", [shown(`${ROOT}/old-report.md`)])).toBe(false);
    expect(isDelivered("scratchpad/work/a.md", [shown(`${ROOT}/a.md`)])).toBe(false);
    expect(isDelivered("scratchpad/report.md", [shown(`${ROOT}/report.md`, true)])).toBe(false);
    expect(isDelivered("scratchpad/report.md", [])).toBe(false);
  });

  it("the tail of a scratchpad path drops its class prefix only", () => {
    expect(deliveryTail("scratchpad/a/b.md")).toBe("a/b.md");
    expect(deliveryTail("outputs/b.md")).toBe("outputs/b.md");
  });
});

describe("undeliveredFiles: only usable evidence is judged", () => {
  it("lists the scratchpad files nothing delivered, and ignores outputs and folder files", () => {
    const ev = evidence({
      workspaceFiles: [
        pad("a.md"),
        pad("b.md"),
        { path: "outputs/c.md", class: "output" },
        { path: "notes/d.md", class: "folder" },
      ],
      presentedFiles: [shown(`${ROOT}/b.md`)],
    });
    expect(undeliveredFiles(ev)).toEqual(["scratchpad/a.md"]);
  });

  it.each([
    ["lane: remote", { lane: "remote" as const }],
    ["no workspace listing", { workspaceFiles: undefined }],
    ["an incomplete scratchpad walk (or no scratchpad: protocol tier)", { scratchpadComplete: false }],
    ["no present_files list", { presentedFiles: undefined }],
    ["a later turn", { turn: 2 }],
  ])("says nothing with %s", (_why, over) => {
    expect(undeliveredFiles(evidence(over))).toBeUndefined();
    expect(deliverySignals(evidence(over), false).filter((s) => s.code === "undelivered_deliverables")).toEqual([]);
  });
});

describe("deliverySignals", () => {
  it("one warning naming the first five files and how many more, with what to do", () => {
    const files = ["a", "b", "c", "d", "e", "f", "g"].map((n) => pad(`${n}.md`));
    const [s, ...rest] = deliverySignals(evidence({ workspaceFiles: files }), false);
    expect(rest).toEqual([]);
    expect(s).toEqual({ code: "undelivered_deliverables", severity: "warn", message: expect.any(String) });
    expect(s!.message).toMatch(
      /^7 file\(s\) the skill produced never reached the user: scratchpad\/a\.md, scratchpad\/b\.md, scratchpad\/c\.md, scratchpad\/d\.md, scratchpad\/e\.md, \+2 more\. /,
    );
    expect(s!.message).toMatch(/present_files/);
    expect(s!.message).toMatch(/allow_undelivered_deliverables: true/);
  });

  it("no warning when every scratchpad file was presented, or when waived", () => {
    expect(deliverySignals(evidence({ presentedFiles: [shown(`${ROOT}/report.md`)] }), false)).toEqual([]);
    expect(deliverySignals(evidence(), true)).toEqual([]);
    expect(deliverySignals(evidence(), false)).toHaveLength(1);
  });

  it("lane: remote with a produced file is delivery_unobservable; with none, nothing", () => {
    const remote = evidence({ lane: "remote", workspaceFiles: [{ path: "outputs/r.md", class: "output" }] });
    const [s] = deliverySignals(remote, false);
    expect(s).toMatchObject({ code: "delivery_unobservable", severity: "warn" });
    expect(s!.message).toMatch(
      /^1 file\(s\) the skill produced cannot be checked for delivery on lane: remote \(outputs\/r\.md\)/,
    );
    expect(deliverySignals(remote, true)).toEqual([]);
    expect(deliverySignals(evidence({ lane: "remote", workspaceFiles: [] }), false)).toEqual([]);
  });
});

describe("liveSignals carries the delivery warnings", () => {
  const base: GuardInput = {
    items: [{ result: "success" }],
    tier: "container",
    permissiveAutoAllow: [],
    result: "success",
    finalText: "Done.",
    deliveredOutput: false,
    stalled: false,
  };

  it("a warning (the verdict still passes), a stderr note, and the delivery guard fired", () => {
    const g = liveSignals({ ...base, delivery: evidence() });
    expect(g.signals.map((s) => [s.code, s.severity])).toEqual([["undelivered_deliverables", "warn"]]);
    expect(g.warnings).toEqual([
      expect.stringMatching(
        /^\[delivery\] 1 file\(s\) the skill produced never reached the user: scratchpad\/report\.md\./,
      ),
    ]);
    expect(g.guards.find((x) => x.name === "delivery")?.status).toBe("fail");
  });

  it("allow_undelivered_deliverables anywhere in assert: waives the warning, the guard still says it fired", () => {
    const g = liveSignals({
      ...base,
      items: [{ result: "success" }, { allow_undelivered_deliverables: true }],
      delivery: evidence(),
    });
    expect(g.signals).toEqual([]);
    expect(g.warnings).toEqual([]);
    expect(g.guards.find((x) => x.name === "delivery")?.status).toBe("fail");
  });

  it("the delivery guard is pass when all was delivered and na without evidence", () => {
    expect(
      liveSignals({ ...base, delivery: evidence({ presentedFiles: [shown(`${ROOT}/report.md`)] }) }).guards.find(
        (x) => x.name === "delivery",
      )?.status,
    ).toBe("pass");
    expect(
      liveSignals({ ...base, delivery: evidence({ scratchpadComplete: false }) }).guards.find(
        (x) => x.name === "delivery",
      )?.status,
    ).toBe("na");
    expect(liveSignals(base).guards.find((x) => x.name === "delivery")?.status).toBe("na");
  });
});
